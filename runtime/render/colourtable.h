#pragma once
// The map's colours after ISOM 2017-2, in one ordered table (name, CMYK,
// screen RGB, drawing priority: higher draws on top). Symbols refer to
// entries, never to raw colours.

#include "render/rgb.h"

#include <array>

namespace terrain::render {

enum class MapColour
{
    Wood,            // white: runnable forest
    Moor,            // yellow 50%: rough open land
    Grass,           // yellow 100%: open land
    ThicketWalk,     // green 60%
    ThicketFight,    // green 100%
    Town,            // brown 50%: paved area
    Mud,             // lake bed laid bare by a lowered lake
    Lake,            // blue 100% (a calmer screen blue)
    Snow,            // pale blue
    Contour,         // brown 100%
    WaterFeature,    // blue symbols (water hole)
    Building,        // black
    Feature,         // black point symbols
    Grid,            // coordinate grid
    Overprint,       // purple: course markers over everything
    Rock,            // underground rock: the mine level and the caverns' plan
    MineShaft,       // red: mine cells below a shaft or cave, the mine level in sections
    MineOpen,        // an open mine cell a shaft leads to
    MineUnreachable, // an open mine cell no shaft or cave leads to
    MineCave,        // a mine cell below a cave mouth
    MineSelected,    // the mine picked in the mine view
    Sky,             // the sea of sky around skylands, left unpainted
    MineTint,        // the map's Mines Underground layer: open cells, lightly
    MineEdge,        // and their outline where they meet rock
    Count
};

struct ColourEntry
{
    MapColour id;
    const char *name;
    std::array<int, 4> cmyk; // percent
    Rgb rgb;
    int priority;
};

const std::array<ColourEntry, static_cast<std::size_t>(MapColour::Count)> &colourTable();
inline Rgb rgbOf(MapColour c)
{
    return colourTable()[static_cast<std::size_t>(c)].rgb;
}

} // namespace terrain::render
