// Step 5, the article's "Moisture" (mapgen2's assignCornerMoisture,
// redistributeMoisture, assignPolygonMoisture).
#include "polymaporder.h"
#include "polymapsteps.h"

#include <algorithm>
#include <cmath>

namespace terrain::polymap::detail {

void assignMoisture(PolymapMap &map, int threads)
{
    const Graph &g = map.graph();
    const std::size_t m = g.cornerCount();
    // Fresh water (rivers and lakes, not the ocean) is the source; each
    // step along the corners keeps 0.9 of it. A step always loses, so the
    // result is the one largest value whatever order the search takes
    // (mapgen2's plain queue too).
    std::vector<double> moisture(m, 0.0);
    // Buckets of one step each from the wettest source (3.0), so the
    // wettest corners spread first; `steps` carries a corner's bucket.
    const double perStep = std::log(1 / 0.9);
    std::vector<double> steps(m, 0.0);
    BucketQueue queue(m);
    for (std::uint32_t q = 0; q < m; ++q)
        if ((map.cornerWater[q] || map.cornerRiver[q] > 0) && !map.cornerOcean[q]) {
            moisture[q] = map.cornerRiver[q] > 0 ? std::min(3.0, 0.2 * map.cornerRiver[q]) : 1.0;
            steps[q] = std::log(3.0 / moisture[q]) / perStep;
            queue.push(q, steps[q]);
        }
    for (std::uint32_t q; queue.pop(&q);) {
        const double next = moisture[q] * 0.9;
        for (const std::uint32_t r : g.adjacent.of(q))
            if (next > moisture[r]) {
                moisture[r] = next;
                steps[r] = steps[q] + 1;
                queue.push(r, steps[r]);
            }
    }

    // Salt water is wet but spreads nothing; land corners are spread evenly
    // over [0, 1] by rank (the desired distribution y(x) = x).
    map.cornerMoisture.assign(m, 1.0f);
    std::vector<std::uint32_t> land;
    land.reserve(m);
    for (std::uint32_t q = 0; q < m; ++q)
        if (!map.cornerOcean[q] && !map.cornerCoast[q])
            land.push_back(q);
    sortByKey(land, moisture);
    for (std::size_t i = 0; i < land.size(); ++i)
        map.cornerMoisture[land[i]] = land.size() > 1 ? float(double(i) / double(land.size() - 1)) : 0.0f;

    map.centerMoisture.assign(g.centerCount(), 0.0f);
    forEachIndex(g.centerCount(), threads, [&](std::uint32_t c) {
        const auto corners = g.centerCorners.of(c);
        double sum = 0;
        for (const std::uint32_t q : corners)
            sum += std::min(1.0f, map.cornerMoisture[q]);
        map.centerMoisture[c] = corners.empty() ? 0.0f : float(sum / double(corners.size()));
    });
}

} // namespace terrain::polymap::detail
