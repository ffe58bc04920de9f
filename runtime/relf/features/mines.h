#pragma once
// Underground mines (seed 000, "Underground mines / dungeons"): a grid of
// 16 m cells under the whole terrain. Cell (i, j) is centred on ground point
// (16i, 16j). It is open when a mine shaft (terra feature MINE) lies at an
// integer point x in [16i-8, 16i+7], y in [16j-8, 16j+7] (isOpenAbove), or
// when the fractional part of u at its centre exceeds the openness
// threshold, with u = (PI10000 · x) · y, or PI10000 · sin(x) · cos(y) in the
// variant of "My Terrain". Cells connect through shared sides only.
//
// Levels (3-D mines): level z reads u·(z + 1), so level 0 is the reference;
// stacked cells that are both open connect, and shafts reach level 0 only.

#include "relf/evaluator.h"

#include <array>
#include <cstdint>
#include <vector>

namespace terrain::relf {

// Shaft: open because a mineshaft lies above; Cave: because a cave mouth
// does (a shaft on ground steeper than caveSlope, seed 000 "Caverns").
enum class MineCell : std::uint8_t
{
    Rock,
    Open,
    Shaft,
    Cave
};

struct MineComponent
{
    std::size_t cells = 0;     // over all levels
    std::size_t shafts = 0;    // cells open because a shaft lies above
    std::size_t firstCell = 0; // index of its first cell in scan order
};

struct MineMap
{
    std::int64_t i0 = 0, j0 = 0; // the south-west cell
    int width = 0, height = 0, levels = 1;
    std::vector<MineCell> cells;      // level-major, then rows from the south
    std::vector<std::int32_t> mine;   // component of each open cell, -1 for rock
    std::vector<MineComponent> mines; // in order of their first cell

    std::size_t index(int level, int col, int row) const
    {
        return (std::size_t(level) * std::size_t(height) + std::size_t(row)) * std::size_t(width) +
               std::size_t(col);
    }
    MineCell at(int level, int col, int row) const { return cells[index(level, col, row)]; }
};

// The ground's slope at (x, y), height units per metre, by central differences.
double groundSlope(const RelfEvaluator &terrain, double x, double y);
// Whether a terra result is a cave mouth: a MINE on ground steeper than
// the rules' caveSlope. Its tunnel runs into the mine level like a shaft.
bool isCaveMouth(const RelfEvaluator &terrain, const Terra &t);
// Where a cave mouth faces on a map: downhill, as a unit vector in picture
// coordinates (x east, y down); south when the ground is flat.
std::array<double, 2> caveFacing(const RelfEvaluator &terrain, const Terra &t);

// Whether cell (i, j) of level z is open by the formula alone (no shaft).
bool mineOpenByChance(const MineRules &rules, std::int64_t i, std::int64_t j, int level = 0);

// The cells [i0, i0 + width) x [j0, j0 + height) on `levels` levels, with
// their connected mines. Components are found within the map; a mine that
// runs past its edge is cut there.
MineMap computeMines(const RelfEvaluator &terrain, std::int64_t i0, std::int64_t j0, int width,
                     int height, int levels = 1);

inline constexpr int kMineGrid = 16;

} // namespace terrain::relf
