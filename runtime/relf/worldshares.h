#pragma once
// What share of a world's ground each terrain kind takes, and how much lies
// under snow: measured on a grid over a large region, as a designer judges
// whether a world is playable (not drowned, not all town). A random profile
// keeps a world's shares (keepShares): the lake and snow levels are moved to
// the heights below (above) which the same share of the ground lies, and
// the terrain kinds' thresholds keep their shares by quantile
// (matchThresholds), so every kind keeps its share of the land.

#include "evaluator.h"

#include <array>

namespace terrain::relf {

struct WorldShares
{
    std::array<double, kTerrainKindCount> kinds{}; // of all ground, lake included
    double snow = 0.0;                             // of the land above the snow line
    double of(TerrainKind kind) const { return kinds[std::size_t(kind)]; }
};

// The shares on an n × n grid covering side × side metres about (cx, cy).
WorldShares measureShares(const RelfEvaluator &world, double cx, double cy, double side, int n);
// The region the studio judges a world by: 8 km a side about the origin,
// every 16 m (262,144 points).
WorldShares measureShares(const RelfEvaluator &world);

// A share and the range it may take: the share ± the larger of two
// percentage points and a quarter of it.
struct ShareRange
{
    double low = 0.0, high = 1.0;
    bool holds(double share) const { return share >= low && share <= high; }
};
ShareRange rangeAbout(double share);

// p with its lake level (and original lake level) set so that lakeShare of
// the ground lies below it, and its snow height so that snowShare lies above
// it, by the distribution of the height sums (exact over a region large
// against the vectors' periods). Unchanged where the distribution is too
// wide to tabulate. Shares are clamped to [0, 1].
RelfParameters keepShares(RelfParameters p, double lakeShare, double snowShare);

// The share of the ground below (above) a height, by the same distribution;
// -1 where it cannot be tabulated.
double shareBelow(const RelfParameters &p, double height);

} // namespace terrain::relf
