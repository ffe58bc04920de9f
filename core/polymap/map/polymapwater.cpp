// Step 2 (the article's "Islands", mapgen2's assignOceanCoastAndLand): water
// polygons, the ocean flooded from the border, coasts, and corners made to
// agree with their polygons.
#include "polymapsteps.h"

namespace terrain::polymap::detail {

void assignWater(PolymapMap &map, int threads)
{
    const Graph &g = map.graph();
    const std::size_t n = g.centerCount(), m = g.cornerCount();
    const double threshold = map.parameters().lakeThreshold;
    map.cornerWater = map.islandWater;
    map.centerWater.assign(n, 0);
    map.centerOcean.assign(n, 0);
    map.centerCoast.assign(n, 0);

    // A polygon on the border is ocean; any other is water when at least
    // lakeThreshold of its corners are.
    forEachIndex(n, threads, [&](std::uint32_t c) {
        int water = 0;
        const auto corners = g.centerCorners.of(c);
        for (const std::uint32_t q : corners)
            water += map.cornerWater[q];
        map.centerOcean[c] = g.centerBorder[c];
        map.centerWater[c] = map.centerOcean[c] || water >= double(corners.size()) * threshold;
    });
    std::vector<std::uint32_t> queue;
    queue.reserve(n);
    for (std::uint32_t c = 0; c < n; ++c)
        if (g.centerBorder[c])
            queue.push_back(c);
    // The ocean: every water polygon reached from the border through water.
    for (std::size_t head = 0; head < queue.size(); ++head)
        for (const std::uint32_t r : g.neighbors.of(queue[head]))
            if (map.centerWater[r] && !map.centerOcean[r]) {
                map.centerOcean[r] = 1;
                queue.push_back(r);
            }
    // Coast: land with at least one ocean neighbour.
    forEachIndex(n, threads, [&](std::uint32_t c) {
        bool ocean = false, land = false;
        for (const std::uint32_t r : g.neighbors.of(c)) {
            ocean = ocean || map.centerOcean[r];
            land = land || !map.centerWater[r];
        }
        map.centerCoast[c] = ocean && land;
    });
    // Corners: ocean when all their polygons are, coast when they touch
    // ocean and land, water when they touch water and are not coast.
    map.cornerOcean.assign(m, 0);
    map.cornerCoast.assign(m, 0);
    forEachIndex(m, threads, [&](std::uint32_t q) {
        std::size_t ocean = 0, land = 0;
        const auto touches = g.touches.of(q);
        for (const std::uint32_t c : touches) {
            ocean += map.centerOcean[c];
            land += !map.centerWater[c];
        }
        map.cornerOcean[q] = ocean == touches.size();
        map.cornerCoast[q] = ocean > 0 && land > 0;
        map.cornerWater[q] = g.cornerBorder[q] || (land != touches.size() && !map.cornerCoast[q]);
    });
}

} // namespace terrain::polymap::detail
