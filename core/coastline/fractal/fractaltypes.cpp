#include "fractaltypes.h"

#include "counterrandom.h"
#include "javarandom.h"
#include "util/parallel.h"

#include <algorithm>

namespace terrain::coastline::detail {

namespace {

bool cancelled(const std::atomic<bool> *cancel)
{
    return cancel && cancel->load(std::memory_order_relaxed);
}

// Rows j of one fast pass (row y = j·step). Only cells off the 2·step grid
// are written, and they read only cells on it, which no row of this pass
// writes: so rows may run in any order, on any thread, in place. The flips
// choose by arithmetic, not by branches: they are coin tosses that no branch
// predictor can guess (with branches a pass took twice as long).
void fastRows(std::uint8_t *map, int size, int step, std::uint32_t level,
              const CounterRandom &random, std::size_t jBegin, std::size_t jEnd)
{
    const auto n = std::size_t(size);
    const int mask = size - 1;
    const int cells = size / step; // even: size / step >= 2
    for (std::size_t j = jBegin; j < jEnd; ++j) {
        const int y = int(j) * step;
        std::uint8_t *row = map + std::size_t(y) * n;
        if (j % 2 == 0) {
            // y is on the 2·step grid, so cy = y: the odd cells copy the
            // cell on their left or on their right (wrapping at the end).
            for (int block = 0; block * 64 < cells; ++block) {
                const std::uint64_t fx =
                    random.flips(level, std::uint32_t(y), std::uint32_t(block)).x;
                const int end = std::min(cells, block * 64 + 64);
                for (int i = block * 64 + 1; i < end; i += 2) {
                    const int x = i * step;
                    const int bit = int((fx >> (i & 63)) & 1);
                    row[x] = row[(x - step + bit * 2 * step) & mask];
                }
            }
            continue;
        }
        // y is between two rows of the 2·step grid: even cells copy from the
        // row above or below; odd cells from one of the four corners.
        const std::uint8_t *up = map + std::size_t(y - step) * n;
        // The row below as an offset from the row above (the last wraps to row 0).
        const std::ptrdiff_t downOffset =
            (std::ptrdiff_t((y + step) & mask) - std::ptrdiff_t(y - step)) * std::ptrdiff_t(n);
        for (int block = 0; block * 64 < cells; ++block) {
            const CounterRandom::Flips f =
                random.flips(level, std::uint32_t(y), std::uint32_t(block));
            const int end = std::min(cells, block * 64 + 64);
            for (int i = block * 64; i < end; i += 2) { // pairs (even, odd) never straddle a block
                const int k = i & 63;
                const int x = i * step;
                const auto evenDown = std::ptrdiff_t((f.y >> k) & 1);
                const auto oddDown = std::ptrdiff_t((f.y >> (k + 1)) & 1);
                const int right = int((f.x >> (k + 1)) & 1);
                row[x] = up[evenDown * downOffset + x];
                row[x + step] = up[oddDown * downOffset + ((x + right * 2 * step) & mask)];
            }
        }
    }
}

} // namespace

void placeStart(const CoastlineParameters &p, std::uint8_t *map)
{
    const auto n = std::size_t(p.size);
    const auto s = std::size_t(p.coarseSpacing());
    for (int r = 0; r < p.startGrid; ++r)
        for (int c = 0; c < p.startGrid; ++c)
            map[std::size_t(r) * s * n + std::size_t(c) * s] = p.startAt(c, r);
}

bool typePassesFast(const CoastlineParameters &p, std::uint8_t *map, int threads,
                    const std::atomic<bool> *cancel)
{
    const CounterRandom random(p.seed);
    std::uint32_t level = 0;
    for (int step = p.coarseSpacing() / 2; step >= 1; step /= 2, ++level) {
        const auto rows = std::size_t(p.size / step);
        // Chunks of rows with at least ~64 k cells, so small levels stay on one thread.
        const std::size_t chunk = std::max<std::size_t>(
            1, (std::size_t(1) << 16) * std::size_t(step) / std::size_t(p.size));
        util::parallelFor(rows, chunk, threads, [&](std::size_t b, std::size_t e) {
            if (!cancelled(cancel))
                fastRows(map, p.size, step, level, random, b, e);
        });
        if (cancelled(cancel))
            return false;
    }
    return true;
}

bool typePassesJava(const CoastlineParameters &p, std::uint8_t *map,
                    const std::atomic<bool> *cancel)
{
    // The applet's makeFractal(step), its recursion unrolled, its arithmetic
    // kept: every cell on the step grid draws two numbers, even the cells on
    // the 2·step grid, which copy themselves.
    JavaRandom random(p.seed);
    const int size = p.size;
    const auto n = std::size_t(size);
    for (int step = p.coarseSpacing() / 2; step >= 1; step /= 2) {
        for (int y = 0; y < size; y += step) {
            if (cancelled(cancel))
                return false;
            for (int x = 0; x < size; x += step) {
                int cx = x + (random.nextDouble() < 0.5 ? 0 : step);
                int cy = y + (random.nextDouble() < 0.5 ? 0 : step);
                cx = (cx / (step * 2)) * step * 2;
                cy = (cy / (step * 2)) * step * 2;
                cx = cx % size;
                cy = cy % size;
                map[std::size_t(y) * n + std::size_t(x)] =
                    map[std::size_t(cy) * n + std::size_t(cx)];
            }
        }
    }
    return true;
}

} // namespace terrain::coastline::detail
