// Step 3, the article's "Elevation" (mapgen2's assignCornerElevations,
// redistributeElevations, assignPolygonElevations).
#include "polymaporder.h"
#include "polymaprandom.h"
#include "polymapsteps.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

namespace terrain::polymap::detail {

namespace {

// Distance from the map border along corners: each step costs 0.01, plus 1
// between two land corners (lakes stay flat and valleys form round them).
// Square and hex grids add a random amount to each land step, as mapgen2's
// needsMoreRandomness does; here it is fixed per step (corner to corner) so
// that the distances do not depend on the order of the search. Every step
// costs at least 0.01, so the distances are the unique shortest paths,
// whatever order the queue takes them in (mapgen2's plain queue too).
std::vector<float> distances(const PolymapMap &map)
{
    const Graph &g = map.graph();
    const std::size_t m = g.cornerCount();
    const PointKind kind = map.parameters().points;
    const bool moreRandom = kind == PointKind::Square || kind == PointKind::Hex;
    const MapRandom random(map.parameters().seed);
    // Floats: a step (0.01 at least) stays far above their rounding at the
    // few thousand units a million regions reach.
    std::vector<float> elevation(m, std::numeric_limits<float>::infinity());
    // Buckets 0.01 wide, the smallest step: nearly Dijkstra's order.
    BucketQueue queue(m);
    for (std::uint32_t q = 0; q < m; ++q)
        if (g.cornerBorder[q]) {
            elevation[q] = 0;
            queue.push(q, 0);
        }
    for (std::uint32_t q; queue.pop(&q);) {
        for (const std::uint32_t s : g.adjacent.of(q)) {
            float next = 0.01f + elevation[q];
            if (!map.cornerWater[q] && !map.cornerWater[s]) {
                next += 1.0f;
                if (moreRandom)
                    next += float(MapRandom::unit(random.bits(Stream::Elevation, q, s)[0]));
            }
            if (next < elevation[s]) {
                elevation[s] = next;
                queue.push(s, double(next) * 100);
            }
        }
    }
    return elevation;
}

} // namespace

void assignElevation(PolymapMap &map, int threads)
{
    const Graph &g = map.graph();
    const std::size_t m = g.cornerCount();
    const std::vector<float> distance = distances(map);

    // Land corners sorted by distance take the elevation x whose share of
    // land below it is their rank y: y = 1 - (1 - x)², x = 1 - √(1 - y).
    // (The article's curve; mapgen2 scales it by SCALE_FACTOR 1.1.)
    std::vector<std::uint32_t> land;
    land.reserve(m);
    for (std::uint32_t q = 0; q < m; ++q)
        if (!map.cornerOcean[q] && !map.cornerCoast[q])
            land.push_back(q);
    sortByKey(land, distance);
    map.cornerElevation.assign(m, 0.0f);
    for (std::size_t i = 0; i < land.size(); ++i) {
        const double y = land.size() > 1 ? double(i) / double(land.size() - 1) : 0.0;
        map.cornerElevation[land[i]] = float(1 - std::sqrt(1 - y));
    }

    map.centerElevation.assign(g.centerCount(), 0.0f);
    forEachIndex(g.centerCount(), threads, [&](std::uint32_t c) {
        const auto corners = g.centerCorners.of(c);
        double sum = 0;
        for (const std::uint32_t q : corners)
            sum += map.cornerElevation[q];
        map.centerElevation[c] = corners.empty() ? 0.0f : float(sum / double(corners.size()));
    });
}

} // namespace terrain::polymap::detail
