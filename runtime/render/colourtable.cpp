#include "colourtable.h"

namespace terrain::render {

const std::array<ColourEntry, static_cast<std::size_t>(MapColour::Count)> &colourTable()
{
    // RGB is the simple conversion of the ISOM CMYK, except for water, where a
    // calmer blue than pure cyan reads better on screen (DESIGN.md).
    static const std::array<ColourEntry, static_cast<std::size_t>(MapColour::Count)> table = {{
        {MapColour::Wood, "white (runnable forest)", {0, 0, 0, 0}, 0xffffffffu, 0},
        {MapColour::Moor, "yellow 50% (rough open land)", {0, 14, 30, 0}, 0xffffdd9au, 10},
        {MapColour::Grass, "yellow 100% (open land)", {0, 27, 79, 0}, 0xffffba36u, 11},
        {MapColour::ThicketWalk, "green 60% (vegetation, walk)", {45, 0, 55, 0}, 0xff8bff74u, 12},
        {MapColour::ThicketFight,
         "green 100% (vegetation, fight)",
         {76, 0, 91, 0},
         0xff3dff17u,
         13},
        {MapColour::Town, "brown 50% (paved area)", {0, 16, 25, 9}, 0xffe8ad80u, 14},
        {MapColour::Mud, "mud (exposed lake bed)", {0, 10, 30, 35}, 0xffb5a57du, 15},
        {MapColour::Lake, "blue 100% (water)", {100, 0, 0, 0}, 0xff00a0e0u, 20},
        {MapColour::Snow, "pale blue (snow)", {12, 2, 0, 0}, 0xffe0f4ffu, 21},
        {MapColour::Contour, "brown 100% (contours)", {0, 56, 100, 18}, 0xffd15c00u, 30},
        {MapColour::WaterFeature, "blue 100% (water symbols)", {100, 0, 0, 0}, 0xff0078c8u, 40},
        {MapColour::Building, "black (buildings)", {0, 0, 0, 100}, 0xff000000u, 41},
        {MapColour::Feature, "black (point features)", {0, 0, 0, 100}, 0xff000000u, 42},
        {MapColour::Grid, "grid", {0, 0, 0, 40}, 0x80606060u, 50},
        {MapColour::Overprint, "purple (course overprint)", {35, 85, 0, 0}, 0xffa626ffu, 60},
        {MapColour::Rock, "underground rock", {0, 17, 31, 77}, 0xff3a3028u, 5},
        {MapColour::MineShaft, "red (below a shaft)", {0, 85, 85, 18}, 0xffd02020u, 6},
        {MapColour::MineOpen, "open mine", {0, 4, 12, 5}, 0xfff2e8d5u, 7},
        {MapColour::MineUnreachable, "unreachable mine", {10, 4, 0, 20}, 0xffb8c4ccu, 7},
        {MapColour::MineCave, "orange (below a cave mouth)", {0, 43, 86, 12}, 0xffe08020u, 8},
        {MapColour::MineSelected, "the picked mine", {0, 22, 81, 0}, 0xffffc830u, 9},
        {MapColour::Sky, "sky (no sea: skylands)", {25, 8, 0, 8}, 0xffb7d3eau, 1},
        {MapColour::MineTint, "mines under the map (tint)", {30, 40, 0, 0}, 0xffb39ae0u, 55},
        {MapColour::MineEdge, "mines under the map (outline)", {60, 85, 0, 15}, 0xff5e2f9au, 56},
    }};
    return table;
}

} // namespace terrain::render
