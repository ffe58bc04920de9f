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
    constexpr std::uint8_t kUnreached = 0xff;
    const std::size_t n = lattice.size();
    const int w = lattice.width(), h = lattice.height();
    Flood flood;
    flood.level = grid.samples;
    flood.parent.assign(n, kUnreached);
    flood.order.reserve(n);
    // A bucket of cells for each level, each taken first in, first out; a
    // cell is kept as row · 65536 + column.
    std::vector<std::vector<std::uint32_t>> buckets(65536);
    const auto pack = [](int c, int r) {
        return static_cast<std::uint32_t>(r) << 16 | static_cast<std::uint32_t>(c);
    };
    const auto isLand = [&](std::int64_t i) {
        return i != kOffGrid && grid.samples[static_cast<std::size_t>(i)] >= landLevel;
    };
    // The bases; only those beside land need to flood anything.
    bool anyBase = false;
    std::int64_t nb[8];
    for (int r = 0; r < h; ++r)
        for (int c = 0; c < w; ++c) {
            const std::size_t i = lattice.index(c, r);
            const bool land = grid.samples[i] >= landLevel;
            if (land && !lattice.onOceanEdge(c, r))
                continue;
            anyBase = true;
            flood.parent[i] = kNoDirection;
            lattice.neighbours(c, r, nb);
            if (land || std::any_of(nb, nb + 8, isLand))
                buckets[grid.samples[i]].push_back(pack(c, r));
        }
    if (n > 0 && !anyBase) {
        const auto lowest = std::min_element(grid.samples.begin(), grid.samples.end());
        flood.sink = lowest - grid.samples.begin();
        flood.parent[static_cast<std::size_t>(flood.sink)] = kNoDirection;
        buckets[*lowest].push_back(
            pack(static_cast<int>(flood.sink % w), static_cast<int>(flood.sink / w)));
    }
    const std::int64_t offsets[8] = {-w - 1, -w, -w + 1, -1, 1, w - 1, w, w + 1};
    for (int level = 0; level < 65536; ++level) {
        std::vector<std::uint32_t> &bucket = buckets[static_cast<std::size_t>(level)];
        for (std::size_t j = 0; j < bucket.size(); ++j) {
            const int c = static_cast<int>(bucket[j] & 0xffffu),
                      r = static_cast<int>(bucket[j] >> 16);
            const std::size_t i = lattice.index(c, r);
            flood.order.push_back(static_cast<std::uint32_t>(i));
            if (c > 0 && r > 0 && c < w - 1 && r < h - 1)
                for (int k = 0; k < 8; ++k)
                    nb[k] = static_cast<std::int64_t>(i) + offsets[k];
            else
                lattice.neighbours(c, r, nb);
            for (int k = 0; k < 8; ++k) {
                if (nb[k] == kOffGrid ||
                    flood.parent[static_cast<std::size_t>(nb[k])] != kUnreached)
                    continue;
                const auto m = static_cast<std::size_t>(nb[k]);
                flood.parent[m] = static_cast<std::uint8_t>(7 - k);
                const std::uint16_t filled =
                    std::max(grid.samples[m], static_cast<std::uint16_t>(level));
                flood.level[m] = filled;
                buckets[filled].push_back(pack(lattice.column(c + kDx[static_cast<std::size_t>(k)]),
                                               lattice.row(r + kDy[static_cast<std::size_t>(k)])));
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

std::vector<std::uint32_t> PitFiller::fill(std::vector<double> &h, std::vector<std::uint8_t> &dir,
                                           const std::vector<std::uint32_t> &pits)
{
    std::vector<std::uint32_t> touched;
    if (pits.empty())
        return touched;
    if (m_stamp.size() != m_lattice.size())
        m_stamp.assign(m_lattice.size(), 0);
    const auto w = static_cast<std::uint32_t>(m_lattice.width());
    std::vector<std::uint32_t> queue(pits);
    std::int64_t nb[8];
    for (std::size_t q = 0; q < queue.size(); ++q) {
        const std::uint32_t pit = queue[q];
        if (drainsOut(h, pit) || steepestDescent(m_lattice, h.data(), static_cast<int>(pit % w),
                                                 static_cast<int>(pit / w)) != kNoDirection)
            continue;
        fillOne(h, pit);
        // The directions around the lake anew; a rim cell that drained into
        // the lake may now be a pit of its own.
        for (const std::uint32_t i : m_lake) {
            m_lattice.neighbours(static_cast<int>(i % w), static_cast<int>(i / w), nb);
            for (int k = -1; k < 8; ++k) {
                const std::int64_t m = k < 0 ? static_cast<std::int64_t>(i) : nb[k];
                if (m == kOffGrid || drainsOut(h, static_cast<std::size_t>(m)))
                    continue;
                const auto j = static_cast<std::uint32_t>(m);
                const int d = steepestDescent(m_lattice, h.data(), static_cast<int>(j % w),
                                              static_cast<int>(j / w));
                dir[j] = static_cast<std::uint8_t>(d);
                touched.push_back(j);
                if (d == kNoDirection)
                    queue.push_back(j);
            }
        }
    }
    std::sort(touched.begin(), touched.end());
    touched.erase(std::unique(touched.begin(), touched.end()), touched.end());
    return touched;
}

void PitFiller::fillOne(std::vector<double> &h, std::uint32_t pit)
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
        return;

    // Flood the depression from its outlet: each cell at least a rise above
    // the one it was reached from.
    heap.clear();
    push(h[static_cast<std::size_t>(outlet)], static_cast<std::uint32_t>(outlet));
    while (!heap.empty()) {
        const auto [height, i] = pop();
        m_lattice.neighbours(static_cast<int>(i % w), static_cast<int>(i / w), nb);
        for (int k = 0; k < 8; ++k) {
            if (nb[k] == kOffGrid || m_stamp[static_cast<std::size_t>(nb[k])] != inLake)
                continue;
            const auto j = static_cast<std::uint32_t>(nb[k]);
            m_stamp[j] = filled;
            h[j] = std::max(h[j], height + kRise);
            push(h[j], j);
        }
    }
}

} // namespace terrain::continent
