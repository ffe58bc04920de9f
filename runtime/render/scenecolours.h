#pragma once
// The colours of the player's scene (the studio's 3-D Scene look and the
// forest page, web/forest/ground.mjs and things.mjs, which hold the same
// numbers; web_forest checks they agree): the ground by terrain kind, not
// the map's colours, and the scatter's parts.

#include "render/rgb.h"

#include <array>

namespace terrain::render {

// By TerrainKind: LAKE (the lake bed under the water), TOWN, GRASS, MOOR,
// WOOD, THICKET, ROAD, MUD, PATH, STREAM, MARSH.
inline constexpr std::array<Rgb, 11> kSceneGround = {
    opaque(128, 116, 84),  opaque(150, 144, 132), opaque(122, 168, 74),  opaque(160, 150, 92),
    opaque(76, 104, 44),   opaque(56, 86, 34),    opaque(138, 126, 110), opaque(104, 88, 62),
    opaque(164, 140, 100), opaque(70, 100, 124),  opaque(92, 118, 84)};
inline constexpr Rgb kSceneSnow = opaque(240, 242, 250);

// The scatter's parts.
inline constexpr Rgb kSceneTrunk = 0xff5a4030u;
inline constexpr Rgb kSceneConifer = 0xff2f5a2au;
inline constexpr Rgb kSceneBroadleaf = 0xff4f7a30u;
inline constexpr Rgb kSceneBush = 0xff557a35u;
inline constexpr Rgb kSceneRock = 0xff8a8a84u;

} // namespace terrain::render
