#include "flowrouting.h"

#include <algorithm>
#include <functional>
#include <limits>

namespace terrain::continent {

Lattice::Lattice(int width, int height, relf::ContinentEdges edges)
    : m_width(width)
    , m_height(height)
    , m_size(static_cast<std::size_t>(width) * static_cast<std::size_t>(height))
    , m_wrap(edges == relf::ContinentEdges::Repeat)
{
}

void Lattice::neighbours(int c, int r, std::int64_t out[8]) const
{
    const int columns[3] = {column(c - 1), c, column(c + 1)};
    const int rows[3] = {row(r - 1), r, row(r + 1)};
    for (int k = 0; k < 8; ++k) {
        const int nc = columns[kDx[static_cast<std::size_t>(k)] + 1];
        const int nr = rows[kDy[static_cast<std::size_t>(k)] + 1];
        out[k] = nc < 0 || nr < 0 ? kOffGrid : static_cast<std::int64_t>(index(nc, nr));
    }
}

int landLevel(double coast)
{
    int q = static_cast<int>(std::clamp(coast * relf::kContinentFullScale, 0.0, 65536.0));
    while (q > 0 && (q - 1) / relf::kContinentFullScale >= coast)
        --q;
    while (q < 65536 && q / relf::kContinentFullScale < coast)
        ++q;
    return q;
}

Flood floodGrid(const relf::ContinentGrid &grid, const Lattice &lattice, int landLevel)
{
    const std::size_t n = lattice.size();
    Flood flood;
    flood.level.assign(n, 0);
    flood.parent.assign(n, kNoDirection);
    flood.order.reserve(n);
    // A bucket of cells for each level, each taken first in, first out.
    std::vector<std::vector<std::uint32_t>> buckets(65536);
    std::vector<std::uint8_t> reached(n, 0);
    const auto seed = [&](std::size_t i) {
        reached[i] = 1;
        flood.level[i] = grid.samples[i];
        buckets[grid.samples[i]].push_back(static_cast<std::uint32_t>(i));
    };
    for (int r = 0; r < lattice.height(); ++r)
        for (int c = 0; c < lattice.width(); ++c) {
            const std::size_t i = lattice.index(c, r);
            if (grid.samples[i] < landLevel || lattice.onOceanEdge(c, r))
                seed(i);
        }
    if (n > 0 && std::none_of(reached.begin(), reached.end(), [](std::uint8_t v) { return v; })) {
        const auto lowest = std::min_element(grid.samples.begin(), grid.samples.end());
        flood.sink = lowest - grid.samples.begin();
        seed(static_cast<std::size_t>(flood.sink));
    }
    std::int64_t nb[8];
    for (int level = 0; level < 65536; ++level) {
        std::vector<std::uint32_t> &bucket = buckets[static_cast<std::size_t>(level)];
        for (std::size_t j = 0; j < bucket.size(); ++j) {
            const std::uint32_t i = bucket[j];
            flood.order.push_back(i);
            const int c = static_cast<int>(i % static_cast<std::uint32_t>(lattice.width()));
            const int r = static_cast<int>(i / static_cast<std::uint32_t>(lattice.width()));
            lattice.neighbours(c, r, nb);
            for (int k = 0; k < 8; ++k) {
                if (nb[k] == kOffGrid || reached[static_cast<std::size_t>(nb[k])])
                    continue;
                const auto m = static_cast<std::size_t>(nb[k]);
                reached[m] = 1;
                flood.parent[m] = static_cast<std::uint8_t>(7 - k);
                const std::uint16_t filled =
                    std::max(grid.samples[m], static_cast<std::uint16_t>(level));
                flood.level[m] = filled;
                buckets[filled].push_back(static_cast<std::uint32_t>(m));
            }
        }
        std::vector<std::uint32_t>().swap(bucket);
    }
    return flood;
}

PitFiller::PitFiller(const Lattice &lattice, double floor, std::int64_t sink)
    : m_lattice(lattice)
    , m_floor(floor)
    , m_sink(sink)
{
}

bool PitFiller::drainsOut(const std::vector<double> &h, std::size_t i) const
{
    const int w = m_lattice.width();
    return h[i] < m_floor || static_cast<std::int64_t>(i) == m_sink ||
           m_lattice.onOceanEdge(static_cast<int>(i % static_cast<std::size_t>(w)),
                                 static_cast<int>(i / static_cast<std::size_t>(w)));
}

std::size_t PitFiller::fill(std::vector<double> &h, std::vector<std::uint8_t> &dir,
                            const std::vector<std::uint32_t> &pits)
{
    if (pits.empty())
        return 0;
    if (m_stamp.size() != m_lattice.size())
        m_stamp.assign(m_lattice.size(), 0);
    const auto w = static_cast<std::uint32_t>(m_lattice.width());
    std::vector<std::uint32_t> queue(pits);
    std::size_t raised = 0;
    std::int64_t nb[8];
    for (std::size_t q = 0; q < queue.size(); ++q) {
        const std::uint32_t pit = queue[q];
        if (drainsOut(h, pit) || steepestDescent(m_lattice, h.data(), static_cast<int>(pit % w),
                                                 static_cast<int>(pit / w)) != kNoDirection)
            continue;
        raised += fillOne(h, pit);
        // The directions around the lake anew; a rim cell that drained into
        // the lake may now be a pit of its own.
        for (const std::uint32_t i : m_lake) {
            const int c = static_cast<int>(i % w), r = static_cast<int>(i / w);
            m_lattice.neighbours(c, r, nb);
            for (int k = -1; k < 8; ++k) {
                const std::int64_t m = k < 0 ? static_cast<std::int64_t>(i) : nb[k];
                if (m == kOffGrid)
                    continue;
                const auto j = static_cast<std::size_t>(m);
                const int mc = static_cast<int>(j % w), mr = static_cast<int>(j / w);
                if (drainsOut(h, j))
                    continue;
                const int d = steepestDescent(m_lattice, h.data(), mc, mr);
                dir[j] = static_cast<std::uint8_t>(d);
                if (d == kNoDirection)
                    queue.push_back(static_cast<std::uint32_t>(j));
            }
        }
    }
    return raised;
}

std::size_t PitFiller::fillOne(std::vector<double> &h, std::uint32_t pit)
{
    if (m_epoch > std::numeric_limits<std::uint32_t>::max() - 4) {
        std::fill(m_stamp.begin(), m_stamp.end(), 0);
        m_epoch = 0;
    }
    m_epoch += 3;
    const std::uint32_t queued = m_epoch, inLake = m_epoch + 1, filled = m_epoch + 2;
    const auto w = static_cast<std::uint32_t>(m_lattice.width());
    using Entry = std::pair<double, std::uint32_t>;
    std::vector<Entry> heap;
    const auto push = [&heap](double height, std::uint32_t i) {
        heap.emplace_back(height, i);
        std::push_heap(heap.begin(), heap.end(), std::greater<>());
    };
    const auto pop = [&heap] {
        std::pop_heap(heap.begin(), heap.end(), std::greater<>());
        const Entry e = heap.back();
        heap.pop_back();
        return e;
    };
    std::int64_t nb[8];

    // Grow the depression from its pit, lowest cell first, until a cell
    // lower than the highest one taken (past the spill point) or a base.
    m_lake.clear();
    push(h[pit], pit);
    m_stamp[pit] = queued;
    double spill = -std::numeric_limits<double>::infinity();
    std::int64_t outlet = -1;
    while (!heap.empty()) {
        const auto [height, i] = pop();
        if (height < spill || drainsOut(h, i)) {
            outlet = i;
            break;
        }
        spill = height;
        m_stamp[i] = inLake;
        m_lake.push_back(i);
        m_lattice.neighbours(static_cast<int>(i % w), static_cast<int>(i / w), nb);
        for (int k = 0; k < 8; ++k)
            if (nb[k] != kOffGrid && m_stamp[static_cast<std::size_t>(nb[k])] < queued) {
                const auto j = static_cast<std::uint32_t>(nb[k]);
                m_stamp[j] = queued;
                push(h[j], j);
            }
    }
    if (outlet < 0)
        return 0;

    // Flood the depression from its outlet: each cell at least a rise above
    // the one it was reached from.
    heap.clear();
    push(h[static_cast<std::size_t>(outlet)], static_cast<std::uint32_t>(outlet));
    std::size_t raised = 0;
    while (!heap.empty()) {
        const auto [height, i] = pop();
        m_lattice.neighbours(static_cast<int>(i % w), static_cast<int>(i / w), nb);
        for (int k = 0; k < 8; ++k) {
            if (nb[k] == kOffGrid || m_stamp[static_cast<std::size_t>(nb[k])] != inLake)
                continue;
            const auto j = static_cast<std::uint32_t>(nb[k]);
            m_stamp[j] = filled;
            if (h[j] < height + kRise) {
                h[j] = height + kRise;
                ++raised;
            }
            push(h[j], j);
        }
    }
    return raised;
}

} // namespace terrain::continent
