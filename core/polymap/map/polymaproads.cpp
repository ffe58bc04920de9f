// Roads along elevation contours (mapgen2's Roads module): polygons get a
// contour level from the coast inwards, corners the lowest level of their
// polygons, and an edge whose two corners differ is a road of the lower level.
#include "polymapsteps.h"

#include <algorithm>

namespace terrain::polymap::detail {

void assignRoads(PolymapMap &map, int /*threads*/)
{
    const Graph &g = map.graph();
    map.road.assign(g.edges.size(), 0);
    if (!map.parameters().roads)
        return;
    constexpr std::uint8_t kUnset = 255;
    // Level k spans elevations up to kThresholds[k]; the Roads module's
    // array ends there, so a level never passes 4.
    constexpr double kThresholds[] = {0, 0.05, 0.37, 0.64};
    constexpr std::uint8_t kTop = 4;
    const std::size_t n = g.centerCount();
    std::vector<std::uint8_t> level(n, kUnset);
    std::vector<std::uint32_t> queue;
    queue.reserve(n);
    for (std::uint32_t c = 0; c < n; ++c)
        if (map.centerCoast[c] || map.centerOcean[c]) {
            level[c] = 1;
            queue.push_back(c);
        }
    // A neighbour climbs a level for each threshold below its elevation
    // (water keeps the level, so contours run on past lakes). A polygon
    // may be lowered again, so it may be queued again, as in the module.
    for (std::size_t head = 0; head < queue.size(); ++head) {
        const std::uint32_t p = queue[head];
        for (const std::uint32_t r : g.neighbors.of(p)) {
            std::uint8_t next = level[p];
            while (next<kTop &&double(map.centerElevation[r])> kThresholds[next] &&
                   !map.centerWater[r])
                ++next;
            if (next < level[r]) {
                level[r] = next;
                queue.push_back(r);
            }
        }
    }
    std::vector<std::uint8_t> cornerLevel(g.cornerCount(), kUnset);
    for (std::uint32_t c = 0; c < n; ++c)
        for (const std::uint32_t q : g.centerCorners.of(c))
            cornerLevel[q] = std::min(cornerLevel[q], level[c]);
    for (std::size_t e = 0; e < g.edges.size(); ++e) {
        const Edge &edge = g.edges[e];
        if (edge.v0 != kNone && cornerLevel[edge.v0] != cornerLevel[edge.v1])
            map.road[e] = std::min(cornerLevel[edge.v0], cornerLevel[edge.v1]);
    }
}

} // namespace terrain::polymap::detail
