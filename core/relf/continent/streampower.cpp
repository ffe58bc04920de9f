#include "streampower.h"

#include "util/parallel.h"

#include <algorithm>
#include <bit>
#include <cmath>

namespace terrain::continent {

namespace {
constexpr double kInvSqrt2 = 0.7071067811865476;
// How far ahead in a tree the walk and the solve ask for memory.
constexpr std::size_t kAhead = 16;
} // namespace

// A tree's cells in stack order, with their receivers' places in it,
// their columns and rows (packed: row · 65536 + column) and areas, and the
// new heights.
struct TreeSolver::Scratch
{
    std::vector<std::uint32_t> cell, parent, place, area;
    std::vector<double> height;

    // Room for count cells.
    void reserve(std::size_t count)
    {
        if (cell.size() >= count)
            return;
        const std::size_t size = std::max(count, 2 * cell.size());
        cell.resize(size);
        parent.resize(size);
        place.resize(size);
        area.resize(size);
        height.resize(size);
    }
};

TreeSolver::TreeSolver(const Lattice &lattice)
    : m_lattice(lattice)
{
}

TreeSolver::~TreeSolver() = default;

void TreeSolver::run(std::vector<double> &h, const std::vector<std::uint8_t> &dir,
                     const std::vector<std::uint32_t> &roots, const StreamPower &power, int threads)
{
    util::parallelFor(roots.size(), 64, threads, [&](std::size_t b, std::size_t e) {
        std::unique_ptr<Scratch> scratch;
        {
            const std::lock_guard lock(m_mutex);
            if (!m_spare.empty()) {
                scratch = std::move(m_spare.back());
                m_spare.pop_back();
            }
        }
        if (!scratch)
            scratch = std::make_unique<Scratch>();
        for (std::size_t j = b; j < e; ++j)
            solve(roots[j], *scratch, h, dir, power);
        const std::lock_guard lock(m_mutex);
        m_spare.push_back(std::move(scratch));
    });
}

void TreeSolver::solve(std::uint32_t root, Scratch &s, std::vector<double> &h,
                       const std::vector<std::uint8_t> &dir, const StreamPower &power) const
{
    const int w = m_lattice.width(), ht = m_lattice.height();
    const auto uw = static_cast<std::uint32_t>(w);
    const int rootColumn = static_cast<int>(root % uw), rootRow = static_cast<int>(root / uw);

    // Stack order: a breadth-first walk up from the root, the cells taken
    // in turn from the list they are appended to.
    const auto pack = [](int c, int r) {
        return static_cast<std::uint32_t>(r) << 16 | static_cast<std::uint32_t>(c);
    };
    s.reserve(16);
    s.cell[0] = root;
    s.parent[0] = 0;
    s.place[0] = pack(rootColumn, rootRow);
    std::size_t count = 1;
    const std::int64_t offsets[8] = {-w - 1, -w, -w + 1, -1, 1, w - 1, w, w + 1};
    for (std::size_t p = 0; p < count; ++p) {
        s.reserve(count + 8);
        if (p + kAhead < count) {
            const std::uint32_t later = s.cell[p + kAhead];
            __builtin_prefetch(&dir[later >= uw ? later - uw : later]);
            __builtin_prefetch(&dir[later + uw < dir.size() ? later + uw : later]);
        }
        const std::uint32_t i = s.cell[p];
        const int c = static_cast<int>(s.place[p] & 0xffffu),
                  r = static_cast<int>(s.place[p] >> 16);
        if (c > 0 && r > 0 && c < w - 1 && r < ht - 1) {
            // The donors as a mask first: the eight loads do not wait for
            // each other.
            unsigned donors = 0;
            for (int k = 0; k < 8; ++k)
                donors |= static_cast<unsigned>(dir[i + offsets[k]] == 7 - k) << k;
            for (; donors != 0; donors &= donors - 1) {
                const int k = std::countr_zero(donors);
                const auto n = static_cast<std::size_t>(i + offsets[k]);
                s.cell[count] = static_cast<std::uint32_t>(n);
                s.parent[count] = static_cast<std::uint32_t>(p);
                s.place[count++] = pack(c + kDx[static_cast<std::size_t>(k)],
                                        r + kDy[static_cast<std::size_t>(k)]);
            }
            continue;
        }
        for (int k = 0; k < 8; ++k) {
            const int nc = m_lattice.column(c + kDx[static_cast<std::size_t>(k)]);
            const int nr = m_lattice.row(r + kDy[static_cast<std::size_t>(k)]);
            if (nc < 0 || nr < 0)
                continue;
            const std::size_t n = m_lattice.index(nc, nr);
            if (dir[n] != 7 - k)
                continue;
            s.cell[count] = static_cast<std::uint32_t>(n);
            s.parent[count] = static_cast<std::uint32_t>(p);
            s.place[count++] = pack(nc, nr);
        }
    }

    // Drainage areas, in cells: each cell's own and its donors'.
    std::fill_n(s.area.begin(), count, 1u);
    for (std::size_t p = count - 1; p > 0; --p)
        s.area[s.parent[p]] += s.area[p];

    // The root's receiver: the sea, the world past an Ocean edge (0), or
    // the sink of an all-land torus (land, so the root stays above it).
    double base = 0.0, lowest = power.floor;
    if (dir[root] != kNoDirection) {
        const std::int64_t n = m_lattice.neighbour(rootColumn, rootRow, dir[root]);
        if (n != kOffGrid) {
            base = h[static_cast<std::size_t>(n)];
            if (n == power.sink)
                lowest = std::max(lowest, base + kRise);
        }
    }
    // h' = (h + U + F·h'_receiver) / (1 + F), land above the coast and
    // above its receiver. In breadth-first order a receiver lies well
    // before its donor, so the cells do not wait for each other.
    const auto solveOne = [&](std::size_t p, double receiver, double least) {
        const std::uint32_t i = s.cell[p];
        const int k = dir[i];
        const double f = power.kdt * std::sqrt(static_cast<double>(s.area[p])) *
                         (k != kNoDirection && isDiagonal(k) ? kInvSqrt2 : 1.0);
        const double inverse = 1.0 / (1.0 + f);
        const double v = (h[i] + power.uplift) * inverse + f * inverse * receiver;
        s.height[p] = v < least ? least : v;
        h[i] = s.height[p];
    };
    solveOne(0, base, lowest);
    for (std::size_t p = 1; p < count; ++p) {
        if (p + kAhead < count)
            __builtin_prefetch(&h[s.cell[p + kAhead]]);
        const double receiver = s.height[s.parent[p]];
        solveOne(p, receiver, std::max(power.floor, receiver + kRise));
    }
}

} // namespace terrain::continent
