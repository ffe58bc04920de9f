#pragma once
// The engineer's roads (seed 000, "Paths and roads") as ground cells, and the
// store terra reads placed objects from: the designer's placements first,
// then every road cell that nothing else claims.

#include "relf/parameters.h"
#include "util/groundlimit.h"

#include <functional>
#include <memory>
#include <utility>
#include <vector>

namespace terrain::relf {

// Limits that keep a road set from exhausting memory (a file's or an edit's).
inline constexpr int kMaxRoads = 10000;
inline constexpr int kMaxRoadVertices = 100000; // over all roads
inline constexpr double kMaxRoadCoordinate = util::kGroundLimit;
inline constexpr double kMinRoadWidth = 0.5;
inline constexpr double kMaxRoadWidth = 50.0;
inline constexpr double kMaxRoadCells = 4e6; // road cells over all roads

// Calls cell(x, y) for every integer point within width / 2 of the road's
// line (a point near a vertex may come more than once).
void forEachRoadCell(const Road &road, const std::function<void(std::int64_t, std::int64_t)> &cell);

// An upper bound on how many cells forEachRoadCell visits for the road.
double roadCellBound(const Road &road);

// The road's length along its segments, in metres.
double roadLength(const Road &road);

// The distance from (x, y) to the road's line (infinity for fewer than two vertices).
double distanceToRoad(const Road &road, double x, double y);

// Everything placed on the ground, as terra reads it. Immutable once built;
// evaluators of parameter sets with the same placements and roads share it.
struct PlacedIndex
{
    PlacedObjects designer; // the parameter set's own placements
    std::vector<Road> roads;
    PlacedObjects all; // designer's, then road cells where nothing else is placed
    // Every key of `all`, sorted by (y, x): the placed points of a row, and
    // whether the point is a plain ROAD (terra's answer there is known:
    // ROAD at the ground or lake level, whichever is higher).
    struct RowPoint
    {
        std::int32_t y, x;
        bool road;
        bool operator<(const RowPoint &o) const { return y != o.y ? y < o.y : x < o.x; }
    };
    std::vector<RowPoint> rows;
    // The designer's placed features (not terrain kinds), sorted by (y, x).
    std::vector<PlacedEntry> features;

    static std::shared_ptr<const PlacedIndex> build(const PlacedObjects &designer,
                                                    const std::vector<Road> &roads);
    bool empty() const { return all.empty(); }
};

} // namespace terrain::relf
