#pragma once
// Painting on a continent grid: the Paint Continent tool's strokes. A stroke
// is a path of grid positions ((0, 0) the north-west corner of cell (0, 0),
// x east, y south, in cells) drawn with a round brush; each cell feels it by
// the distance d from its centre to the path, with the weight
//   w = (1 - (d / radius)²)²   inside the radius, 0 outside,
// smooth at the centre and at the rim. Applying a stroke is a pure function
// of the grid and the stroke (plain arithmetic, no threads), so the same
// stroke always paints the same samples and undo can keep the grids.
//
//   Raise, Lower  add or take w · strength · kBrushStep of the full scale
//                 (at least one sample step inside the radius);
//   Sea           makes every cell inside the radius sea, deeper towards
//                 the path: at most seaTop · (1 - kSeaDepth · w · strength);
//   Smooth        moves each cell towards the mean of its neighbourhood
//                 (a box of half-width max(1, radius / 4) cells, at most 8)
//                 by w · strength.
//
// On ContinentEdges::Repeat the brush wraps round the torus; on Ocean the
// cells past the edge are not painted (Smooth reads them as 0, the ocean
// the model puts there).

#include "relf/continent.h"

#include <array>
#include <vector>

namespace terrain::continent {

inline constexpr double kBrushStep = 0.1;
inline constexpr double kSeaDepth = 0.5;

struct BrushStroke
{
    enum class Kind
    {
        Raise,
        Lower,
        Sea,
        Smooth
    };
    Kind kind = Kind::Raise;
    double radius = 8.0;                       // cells
    double strength = 0.5;                     // 0..1
    std::vector<std::array<double, 2>> points; // the path, in grid positions
};

// The brush's weight at distance d from the path.
double brushWeight(double d, double radius);

// The grid after the stroke. A stroke with no points or a point not finite,
// a radius not above 0 or a strength of 0 (strength is clamped to [0, 1]),
// or a grid whose samples do not fill it, leaves it as it was; a radius
// beyond twice the grid's longer side counts as that.
relf::ContinentGrid applyStroke(const relf::ContinentGrid &grid, const BrushStroke &stroke,
                                relf::ContinentEdges edges, double coast);

} // namespace terrain::continent
