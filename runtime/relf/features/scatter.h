#pragma once
// The objects a scene stands full of: every tree, bush and rock, decided by
// its position alone, so a game, the studio's scene and a web page that ask
// for any rectangle, in any pieces, in any language, see the same ones.
//
// The ground is cut into 2 m cells; cell (i, j) holds at most one object,
// at a spot within the cell and with a size, a turn and a lean taken from
// a hash of (i, j) (splitmix64, as the town's building lots). What stands
// there follows the ground kind at the cell's centre, as the map colours it
// (so the scene agrees with the map):
//   runnable wood  big trees far apart (one cell in nine), an odd bush;
//   thicket        dense young trees (more than half the cells), bushes;
//   moor           scattered bushes, a few stunted trees and rocks;
//   marsh          a few bushes;  mud: the odd rock;
//   snow           (above the snow line) sparse stunted trees and rocks;
//   grass, lake, stream, town, road, path: nothing.
// A tree's species is seed 000's tree selector at its rounded position,
// Math.round(PI10000·xr·yr) & 3: "at each position on the ground one of the
// four is to be chosen, seemingly at random … it must always be the same
// tree". Its base stands at the ground's height there (height()).

#include "relf/evaluator.h"

#include <cstdint>
#include <vector>

namespace terrain::relf {

enum class ScatterKind : std::uint8_t
{
    Tree = 0,
    Bush = 1,
    Rock = 2,
};

struct ScatterItem
{
    double x = 0, y = 0, z = 0; // the base: ground position and height
    float height = 0;           // metres tall
    float rotation = 0;         // radians about the vertical, [0, 2π)
    float lean = 0;             // radians from the vertical, [0, 0.09)
    float leanDirection = 0;    // radians from east, towards north, [0, 2π)
    ScatterKind kind = ScatterKind::Tree;
    std::uint8_t species = 0; // trees 0–3 (the seed's selector), bushes 0–1, rocks 0–3
    TerrainKind ground = TerrainKind::Wood;
};

inline constexpr double kScatterCell = 2.0; // metres

// The objects whose position lies in [x0, x1) × [y0, y1), in cell order
// (rows from the south, each from the west). Finite bounds; at most
// kMaxScatterCells cells, or none.
inline constexpr double kMaxScatterCells = 16.0 * 1024 * 1024;
std::vector<ScatterItem> scatterIn(const RelfEvaluator &terrain, double x0, double y0, double x1,
                                   double y1);

} // namespace terrain::relf
