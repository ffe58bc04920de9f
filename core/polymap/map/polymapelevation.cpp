// Step 3, the article's "Elevation" (mapgen2's assignCornerElevations,
// redistributeElevations, assignPolygonElevations).
#include "polymap/graph/polymaporder.h"
#include "polymap/graph/polymaprandom.h"
#include "polymapsteps.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

namespace terrain::polymap::detail {

namespace {

// Distance from the map border along corners, in hundredths: each step
// costs 1, plus 100 between two land corners (lakes stay flat and valleys
// form round them). Square and hex grids add a random 0 to 99 to each land
// step, as mapgen2's needsMoreRandomness adds up to 1; here it is fixed per
// step (corner to corner) so that the distances do not depend on the order
// of the search. Whole units, and each corner settled once, in order of
// distance: the distances are the unique shortest paths. With two step
// costs (1 and 101) two step queues give that order; the grids' many costs
// take Dial's queue.
std::vector<std::uint32_t> distances(const PolymapMap &map)
{
    const Graph &g = map.graph();
    const std::size_t m = g.cornerCount();
    const PointKind kind = map.parameters().points;
    const bool moreRandom = kind == PointKind::Square || kind == PointKind::Hex;
    const MapRandom random(map.parameters().seed);
    constexpr std::uint32_t kFar = std::numeric_limits<std::uint32_t>::max();
    std::vector<std::uint32_t> distance(m, kFar);
    const std::uint8_t *water = map.cornerWater.data();
    // Pushes every neighbour that q, settled at d, brings nearer: push(
    // whether it is nearer, s, its distance, whether the step is over land).
    const auto spread = [&](auto &queue, auto push) {
        for (std::uint32_t q = 0; q < m; ++q)
            if (g.cornerBorder[q]) {
                distance[q] = 0;
                push(queue, true, q, 0, false);
            }
        for (std::uint32_t q, d; queue.pop(&q, &d);) {
            if (d != distance[q])
                continue; // improved since this entry was pushed
            const bool fromLand = !water[q];
            for (const std::uint32_t s : g.adjacent.of(q)) {
                const bool land = fromLand && !water[s];
                std::uint32_t next = d + 1 + 100 * land;
                if (moreRandom && land)
                    next += random.bits(Stream::Elevation, q, s)[0] % 100;
                const bool nearer = next < distance[s];
                distance[s] = nearer ? next : distance[s];
                push(queue, nearer, s, next, land);
            }
        }
    };
    if (moreRandom) {
        DialQueue queue(200);
        spread(queue, [](DialQueue &q, bool nearer, std::uint32_t item, std::uint32_t d, bool) {
            if (nearer)
                q.push(item, d);
        });
    } else {
        StepQueues<2> queue(m); // the border and steps to or from water; steps over land
        spread(queue, [](StepQueues<2> &q, bool nearer, std::uint32_t item, std::uint32_t d,
                         bool land) { q.pushIf(nearer, land ? 1 : 0, item, d); });
    }
    return distance;
}

} // namespace

void assignElevation(PolymapMap &map, int threads)
{
    const Graph &g = map.graph();
    const std::size_t m = g.cornerCount();
    const std::vector<std::uint32_t> distance = distances(map);

    // Land corners sorted by distance take the elevation x whose share of
    // land below it is their rank y: y = 1 - (1 - x)², x = 1 - √(1 - y).
    // (The article's curve; mapgen2 scales it by SCALE_FACTOR 1.1.)
    const std::vector<std::uint32_t> land = landCornersBy(map, distance);
    map.cornerElevation.assign(m, 0.0f);
    // Rank i (from 0) has y = (i + 1) / n, so that the lowest land corner
    // stands above the coast's 0 (mapgen2's i / (n - 1) puts it at 0, level
    // with the coast beside it, and a downslope tie can point back inland).
    for (std::size_t i = 0; i < land.size(); ++i) {
        const double y = double(i + 1) / double(land.size());
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
