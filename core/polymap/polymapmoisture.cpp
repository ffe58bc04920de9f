// Step 5, the article's "Moisture" (mapgen2's assignCornerMoisture,
// redistributeMoisture, assignPolygonMoisture).
#include "polymaporder.h"
#include "polymapsteps.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace terrain::polymap::detail {

void assignMoisture(PolymapMap &map, int threads)
{
    const Graph &g = map.graph();
    const std::size_t m = g.cornerCount();
    // Fresh water (rivers and lakes, not the ocean) is the source; each
    // step along the corners keeps 0.9 of it, so a corner's moisture is
    // 3 · 0.9^steps, where steps counts from the wettest source possible
    // (3.0): a source s starts at log(3 / s) / log(1 / 0.9) steps. The
    // largest moisture is the fewest steps, the one answer whatever order
    // the search takes (mapgen2's plain queue too); buckets a quarter step
    // wide take them in nearly that order.
    const double perStep = std::log(1 / 0.9);
    std::vector<float> steps(m, std::numeric_limits<float>::infinity());
    BucketQueue queue(m);
    for (std::uint32_t q = 0; q < m; ++q)
        if ((map.cornerWater[q] || map.cornerRiver[q] > 0) && !map.cornerOcean[q]) {
            const double source = map.cornerRiver[q] > 0 ? std::min(3.0, 0.2 * map.cornerRiver[q]) : 1.0;
            steps[q] = float(std::log(3.0 / source) / perStep);
            queue.push(q, 4 * double(steps[q]));
        }
    for (std::uint32_t q; queue.pop(&q);) {
        const float next = steps[q] + 1;
        for (const std::uint32_t r : g.adjacent.of(q))
            if (next < steps[r]) {
                steps[r] = next;
                queue.push(r, 4 * double(next));
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
    // Sorted wettest first (fewest steps; none reached last), so the
    // ranks count down.
    sortByKey(land, steps);
    const std::size_t last = land.size() - (land.empty() ? 0 : 1);
    for (std::size_t i = 0; i < land.size(); ++i)
        map.cornerMoisture[land[i]] = last > 0 ? float(double(last - i) / double(last)) : 0.0f;

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
