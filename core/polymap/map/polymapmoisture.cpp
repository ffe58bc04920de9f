// Step 5, the article's "Moisture" (mapgen2's assignCornerMoisture,
// redistributeMoisture, assignPolygonMoisture).
#include "polymap/graph/polymaporder.h"
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
    // (3.0): a source s starts at log(3 / s) / log(1 / 0.9) steps (0 to
    // 25.7). Counted in 64ths of a step, so that the search settles each
    // corner once, in order; the largest moisture is the fewest steps.
    constexpr std::uint32_t kUnits = 64;
    const double perStep = std::log(1 / 0.9);
    std::vector<std::uint32_t> steps(m, std::numeric_limits<std::uint32_t>::max());
    // The sources in order of their start (a counting sort: starts run
    // from 0 to 26 steps), then every step of the same cost: two step
    // queues give Dial's order.
    constexpr std::uint32_t kLongestStart = 26 * kUnits;
    std::vector<std::uint32_t> startCount(kLongestStart + 2, 0);
    for (std::uint32_t q = 0; q < m; ++q)
        if ((map.cornerWater[q] || map.cornerRiver[q] > 0) && !map.cornerOcean[q]) {
            const double source =
                map.cornerRiver[q] > 0 ? std::min(3.0, 0.2 * map.cornerRiver[q]) : 1.0;
            steps[q] = std::uint32_t(std::lround(std::log(3.0 / source) / perStep * kUnits));
            ++startCount[steps[q] + 1];
        }
    for (std::size_t k = 1; k < startCount.size(); ++k)
        startCount[k] += startCount[k - 1];
    std::vector<std::uint32_t> sources(startCount.back());
    for (std::uint32_t q = 0; q < m; ++q)
        if (steps[q] <= kLongestStart)
            sources[startCount[steps[q]]++] = q;
    StepQueues<2> queue(m);
    for (const std::uint32_t q : sources)
        queue.push(0, q, steps[q]);
    for (std::uint32_t q, d; queue.pop(&q, &d);) {
        if (d != steps[q])
            continue; // improved since this entry was pushed
        for (const std::uint32_t r : g.adjacent.of(q)) {
            const bool nearer = d + kUnits < steps[r];
            steps[r] = nearer ? d + kUnits : steps[r];
            queue.pushIf(nearer, 1, r, d + kUnits);
        }
    }
    // Salt water is wet but spreads nothing; land corners are spread evenly
    // over [0, 1] by rank (the desired distribution y(x) = x).
    map.cornerMoisture.assign(m, 1.0f);
    // Wettest first (fewest steps; none reached last), so the ranks count
    // down.
    const std::vector<std::uint32_t> land = landCornersBy(map, steps);
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
