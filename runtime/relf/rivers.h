#pragma once
// The rivers of a continent's grid (relf/continent.h): where its water runs,
// routed as erosion routes it (flowrouting.h) over the grid with its
// depressions filled, the drainage area summed, and a polyline traced from
// each source to the sea, the edge or a larger river. The runtime draws them
// on the map and hands them to games (tr_rivers); erosion
// (core's relf/continent/erosion.h) returns those of the grid it leaves.

#include "relf/continent.h"

#include <array>
#include <cmath>
#include <memory>
#include <vector>

namespace terrain::continent {

struct River
{
    // Grid positions (column + 0.5, row + 0.5; row 0 north), from the source
    // to the mouth: the sea cell it runs into, the point on the edge where it
    // leaves an Ocean grid, or the cell of the larger river it joins. For
    // Repeat edges the positions are not wrapped: a river that crosses the
    // edge goes on past it (column W + 0.5 is column 0.5 of the next tile).
    std::vector<std::array<double, 2>> points;
    double area = 0; // the drainage area of its last cell before the mouth, in cells
    bool operator==(const River &) const = default;
};

// The rivers of a grid as it stands (no erosion): the land cells draining at
// least minArea cells, followed down steepest descent over the filled grid
// (across a flat or a filled lake, towards its way out) to the sea or the
// edge. A river is a polyline from a source (a river cell no other river
// cell drains into) to where it ends; where rivers meet, the one with the
// larger area goes on (the lower cell index on a tie). Largest area first.
// On a grid without depressions (every eroded one) each river runs downhill:
// its values never rise from one point to the next.
std::vector<River> continentRivers(const relf::ContinentGrid &grid, relf::ContinentEdges edges,
                                   double coast, double minArea, int threads = 1);

// The area erodeContinent's rivers drain at least: a thousandth of the
// grid's cells, and at least 16.
double defaultRiverArea(const relf::ContinentGrid &grid);

} // namespace terrain::continent

namespace terrain::relf {

// A continent river in the world: its points in metres (smoothed twice by
// Chaikin's corner cutting, ends kept), the area it drains at its mouth in
// square metres, its width there and its length in metres, and whether it
// ends in the sea (else it joins a larger river or leaves an Ocean grid).
struct WorldRiver
{
    std::vector<std::array<double, 2>> points;
    double area = 0.0, width = 0.0, length = 0.0;
    double left = 0.0, bottom = 0.0, right = 0.0, top = 0.0; // its bounds
    bool intoSea = false;
};

// A river's width in metres from the area it drains, in square metres: 1.5 m
// times the square root of that area in square kilometres, from 2 m to
// 150 m (a basin of 100 km² gives 15 m).
double riverWidth(double area);

// The rivers of a continent drained by at least kMinRiverCells cells, in the
// placement of its grid (one copy; a Repeat grid's repeat them at every
// period). Worked out once per grid, edges and coast, and kept while the
// grid lives: every evaluator of the same continent shares them.
inline constexpr double kMinRiverCells = 16.0;
std::shared_ptr<const std::vector<WorldRiver>> worldRivers(const Continent &continent);

// Calls at(river, dx, dy) for each river of a continent (worldRivers) whose
// bounds, moved by (dx, dy), meet [x0, x1] × [y0, y1] grown by `reach`: an
// Ocean grid's rivers once, a Repeat grid's every period's copy that does,
// rows of copies from the south, each row from the west. False (and no
// call) when the rectangle holds more than maxCopies of a repeating grid.
template <typename At>
bool forEachRiverIn(const Continent &c, const std::vector<WorldRiver> &rivers, double x0, double y0,
                    double x1, double y1, double reach, double maxCopies, At at)
{
    double i0 = 0.0, i1 = 0.0, j0 = 0.0, j1 = 0.0;
    const double px = c.grid->width * c.cell, py = c.grid->height * c.cell;
    if (c.edges == ContinentEdges::Repeat) {
        i0 = std::floor((x0 - reach - c.originX) / px) - 1.0;
        i1 = std::floor((x1 + reach - c.originX) / px) + 1.0;
        j0 = std::floor((y0 - reach - c.originY) / py) - 1.0;
        j1 = std::floor((y1 + reach - c.originY) / py) + 1.0;
        if (!((i1 - i0 + 1.0) * (j1 - j0 + 1.0) <= maxCopies))
            return false;
    }
    for (double j = j0; j <= j1; ++j)
        for (double i = i0; i <= i1; ++i) {
            const double dx = i * px, dy = j * py;
            for (const WorldRiver &r : rivers)
                if (r.right + dx >= x0 - reach && r.left + dx <= x1 + reach &&
                    r.top + dy >= y0 - reach && r.bottom + dy <= y1 + reach)
                    at(r, dx, dy);
        }
    return true;
}

} // namespace terrain::relf
