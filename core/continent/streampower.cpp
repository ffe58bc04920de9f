#include "streampower.h"

#include "util/parallel.h"

#include <algorithm>
#include <cmath>

namespace terrain::continent {

namespace {
constexpr double kInvSqrt2 = 0.7071067811865476;
} // namespace

// A tree's cells in stack order with their receivers' places in it, and
// the walk's stack of cells still to visit.
struct TreeSolver::Scratch
{
    struct Visit
    {
        std::uint32_t cell;
        int column, row;
        std::uint32_t parent;
    };
    std::vector<Visit> stack;
    std::vector<std::uint32_t> cell, parent, area;
    std::vector<double> gain, height;

    void reserve(std::size_t count)
    {
        if (cell.size() >= count)
            return;
        const std::size_t size = std::max(count, 2 * cell.size());
        cell.resize(size);
        parent.resize(size);
        area.resize(size);
        gain.resize(size);
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

    // Stack order: a depth-first walk up from the root. Inside the grid
    // every neighbour is written to the stack and kept when it drains here.
    if (s.stack.size() < 64)
        s.stack.resize(64);
    std::size_t top = 0, count = 0;
    s.stack[top++] = {root, rootColumn, rootRow, 0};
    const std::int64_t offsets[8] = {-w - 1, -w, -w + 1, -1, 1, w - 1, w, w + 1};
    while (top > 0) {
        const Scratch::Visit v = s.stack[--top];
        s.reserve(count + 1);
        const auto p = static_cast<std::uint32_t>(count++);
        s.cell[p] = v.cell;
        s.parent[p] = v.parent;
        if (top + 8 > s.stack.size())
            s.stack.resize(2 * s.stack.size());
        if (v.column > 0 && v.row > 0 && v.column < w - 1 && v.row < ht - 1) {
            for (int k = 0; k < 8; ++k) {
                const auto n = static_cast<std::size_t>(v.cell + offsets[k]);
                s.stack[top] = {static_cast<std::uint32_t>(n),
                                v.column + kDx[static_cast<std::size_t>(k)],
                                v.row + kDy[static_cast<std::size_t>(k)], p};
                top += dir[n] == 7 - k;
            }
            continue;
        }
        for (int k = 0; k < 8; ++k) {
            const int nc = m_lattice.column(v.column + kDx[static_cast<std::size_t>(k)]);
            const int nr = m_lattice.row(v.row + kDy[static_cast<std::size_t>(k)]);
            if (nc < 0 || nr < 0)
                continue;
            const std::size_t n = m_lattice.index(nc, nr);
            if (dir[n] == 7 - k)
                s.stack[top++] = {static_cast<std::uint32_t>(n), nc, nr, p};
        }
    }

    // Drainage areas, in cells: each cell's own and its donors'.
    std::fill_n(s.area.begin(), count, 1u);
    for (std::size_t p = count - 1; p > 0; --p)
        s.area[s.parent[p]] += s.area[p];

    // h' = (h + U + F·h'_receiver) / (1 + F) = gain + share·h'_receiver:
    // the parts that do not depend on the receiver first (no chain, so
    // they pipeline), kept in height (the share in gain).
    for (std::size_t p = 0; p < count; ++p) {
        const std::uint32_t i = s.cell[p];
        const int k = dir[i];
        const double f = power.kdt * std::sqrt(static_cast<double>(s.area[p])) *
                         (k != kNoDirection && isDiagonal(k) ? kInvSqrt2 : 1.0);
        const double inverse = 1.0 / (1.0 + f);
        s.height[p] = (h[i] + power.uplift) * inverse;
        s.gain[p] = f * inverse;
    }

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
    s.height[0] = std::max(s.height[0] + s.gain[0] * base, lowest);
    // Land stays above the coast and above its receiver.
    for (std::size_t p = 1; p < count; ++p) {
        const double receiver = s.height[s.parent[p]];
        s.height[p] =
            std::max(s.height[p] + s.gain[p] * receiver, std::max(power.floor, receiver + kRise));
    }
    for (std::size_t p = 0; p < count; ++p)
        h[s.cell[p]] = s.height[p];
}

} // namespace terrain::continent
