#include "fractalheights.h"

#include "counterrandom.h"
#include "util/parallel.h"

#include <algorithm>
#include <array>

namespace terrain::coastline::detail {

namespace {

// Rows j of one pass (row y = j·step): as for the types, only points off
// the 2·step grid are written, from points on it.
// Which side of the sea level each land type keeps to.
struct Sides
{
    const std::uint8_t *types;
    std::array<bool, 256> water{};
    double seaLevel;

    // A new point's height, kept on its type's side of the sea level: the
    // coast stays where the type map draws it, and the field goes on from
    // the kept value.
    float keep(double h, std::size_t at) const
    {
        if (water[types[at]] ? h > seaLevel : h < seaLevel)
            h = seaLevel;
        return float(h);
    }
};

void heightRows(float *h, int size, int step, std::uint32_t level, double scale,
                const CounterRandom &random, const Sides &sides, std::size_t jBegin,
                std::size_t jEnd)
{
    const auto n = std::size_t(size);
    const int mask = size - 1;
    const int cells = size / step;
    // Four offsets a Philox call: cell i takes word i % 4 of block i / 4.
    std::array<std::uint32_t, 4> words{};
    int block = -1;
    const auto offset = [&](int y, int i) {
        if (i / 4 != block) {
            block = i / 4;
            words =
                random.bits(level, std::uint32_t(y), std::uint32_t(block), CounterRandom::Heights);
        }
        return CounterRandom::symmetric(words[std::size_t(i % 4)]) * scale;
    };
    for (std::size_t j = jBegin; j < jEnd; ++j) {
        const int y = int(j) * step;
        block = -1;
        float *row = h + std::size_t(y) * n;
        if (j % 2 == 0) {
            for (int i = 1; i < cells; i += 2) {
                const int x = i * step;
                const double mean = (double(row[x - step]) + double(row[(x + step) & mask])) * 0.5;
                row[x] = sides.keep(mean + offset(y, i), std::size_t(y) * n + std::size_t(x));
            }
            continue;
        }
        const float *up = h + std::size_t(y - step) * n;
        const float *down = h + std::size_t((y + step) & mask) * n;
        for (int i = 0; i < cells; ++i) {
            const int x = i * step;
            double mean;
            if (i % 2 == 0) {
                mean = (double(up[x]) + double(down[x])) * 0.5;
            } else {
                const int left = x - step, right = (x + step) & mask;
                mean = (double(up[left]) + double(up[right]) + double(down[left]) +
                        double(down[right])) *
                       0.25;
            }
            row[x] = sides.keep(mean + offset(y, i), std::size_t(y) * n + std::size_t(x));
        }
    }
}

} // namespace

bool heightPasses(const CoastlineParameters &p, const std::uint8_t *types, float *h, int threads,
                  const std::atomic<bool> *cancel)
{
    const auto n = std::size_t(p.size);
    const auto s = std::size_t(p.coarseSpacing());
    for (std::size_t y = 0; y < n; y += s)
        for (std::size_t x = 0; x < n; x += s)
            h[y * n + x] = float(p.heights.base[types[y * n + x]]);
    Sides sides{types, {}, p.heights.seaLevel};
    for (std::size_t t = 0; t < p.heights.base.size() && t < sides.water.size(); ++t)
        sides.water[t] = isWaterType(p, int(t));
    const CounterRandom random(p.seed);
    double scale =
        p.heights.amplitude; // amplitude·roughness^level, by repeated products (exact everywhere)
    std::uint32_t level = 0;
    for (int step = p.coarseSpacing() / 2; step >= 1;
         step /= 2, ++level, scale *= p.heights.roughness) {
        const auto rows = std::size_t(p.size / step);
        const std::size_t chunk =
            std::max<std::size_t>(1, (std::size_t(1) << 15) * std::size_t(step) / n);
        util::parallelFor(rows, chunk, threads, [&](std::size_t b, std::size_t e) {
            if (!(cancel && cancel->load(std::memory_order_relaxed)))
                heightRows(h, p.size, step, level, scale, random, sides, b, e);
        });
        if (cancel && cancel->load(std::memory_order_relaxed))
            return false;
    }
    return true;
}

} // namespace terrain::coastline::detail
