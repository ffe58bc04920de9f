#pragma once
// Flow routing on a continent grid (relf/continent.h): where water runs.
//
// Every cell has eight neighbours; past a Repeat edge they wrap (the grid is
// a torus), past an Ocean edge lies the sea at 0. Sea cells (macro value
// below the coast) are base levels: water that reaches one has arrived. Land
// water follows D8 steepest descent: to the neighbour with the largest drop
// per distance (1 across, √2 along a diagonal), the first in direction order
// on a tie.
//
// Depressions would trap it, so they are filled (priority flood, Barnes,
// Lehman & Mulla 2014): flooding from the sea inward a level at a time, each
// cell's filled level is the highest point on the lowest path from it to the
// sea. The cells of a 16-bit grid are queued by level in buckets (65536 of
// them), so the flood is O(n); within a level they are taken first in, first
// out, which resolves flats: each cell of a flat or a lake drains to the
// cell that flooded it, nearer the way out.
//
// A grid of doubles (the eroded heights, in 16-bit steps) has its pits filled
// one depression at a time (PitFiller): a binary heap grows the depression
// from its pit up to its spill point, then a flood from the outlet raises the
// lake to the spill level with a gradient of kRise a cell, so that every land
// cell again has a strictly lower neighbour.
//
// Everything here is serial or a pure function of each cell's neighbourhood,
// with ties broken by direction and by cell index, so the result does not
// depend on the number of threads.

#include "relf/continent.h"

#include <array>
#include <cstdint>
#include <vector>

namespace terrain::continent {

// The eight directions in reading order; the opposite of k is 7 − k.
inline constexpr std::array<int, 8> kDx = {-1, 0, 1, -1, 1, -1, 0, 1};
inline constexpr std::array<int, 8> kDy = {-1, -1, -1, 0, 0, 1, 1, 1};
inline constexpr bool isDiagonal(int k)
{
    return kDx[static_cast<std::size_t>(k)] != 0 && kDy[static_cast<std::size_t>(k)] != 0;
}
inline constexpr std::uint8_t kNoDirection = 8; // a base level, or not reached
inline constexpr std::int64_t kOffGrid = -1;    // a neighbour past an Ocean edge

// The rise of a filled flat or lake from one cell to the next, in 16-bit
// steps: 2^-28, so that a path through all of the largest grid (2^26 cells)
// rises less than half a step and rounds back to the level it was filled to.
inline constexpr double kRise = 1.0 / 268435456.0;

class Lattice
{
public:
    Lattice(int width, int height, relf::ContinentEdges edges);

    int width() const { return m_width; }
    int height() const { return m_height; }
    std::size_t size() const { return m_size; }
    bool wraps() const { return m_wrap; }

    // Column c and row r brought onto the grid (wrapped), or −1 past an
    // Ocean edge.
    int column(int c) const
    {
        if (c >= 0 && c < m_width)
            return c;
        return m_wrap ? (c % m_width + m_width) % m_width : -1;
    }
    int row(int r) const
    {
        if (r >= 0 && r < m_height)
            return r;
        return m_wrap ? (r % m_height + m_height) % m_height : -1;
    }
    std::size_t index(int c, int r) const
    {
        return static_cast<std::size_t>(r) * static_cast<std::size_t>(m_width) +
               static_cast<std::size_t>(c);
    }
    // The neighbour of (c, r) in direction k, or kOffGrid.
    std::int64_t neighbour(int c, int r, int k) const
    {
        const int nc = column(c + kDx[static_cast<std::size_t>(k)]);
        const int nr = row(r + kDy[static_cast<std::size_t>(k)]);
        return nc < 0 || nr < 0 ? kOffGrid : static_cast<std::int64_t>(index(nc, nr));
    }
    // The eight neighbours of (c, r) in direction order.
    void neighbours(int c, int r, std::int64_t out[8]) const;
    // Whether water leaves (c, r) past the grid's edge (Ocean edges only).
    bool onOceanEdge(int c, int r) const
    {
        return !m_wrap && (c == 0 || r == 0 || c == m_width - 1 || r == m_height - 1);
    }

private:
    int m_width, m_height;
    std::size_t m_size;
    bool m_wrap;
};

// The smallest 16-bit value that is land (value / 65535 >= coast), in
// [0, 65536] (65536: no value is).
int landLevel(double coast);

// The flood of a 16-bit grid from its base levels: the sea cells, the
// cells along an Ocean edge (water leaves past it) and, when there is
// neither (an all-land torus), the lowest cell (the first of them).
struct Flood
{
    std::vector<std::uint16_t> level; // the filled level of each cell
    std::vector<std::uint8_t>
        parent; // the direction to the cell that flooded it; kNoDirection for a base
    std::vector<std::uint32_t>
        order; // the land cells and the bases beside them, in the order flooded (levels never fall)
    std::int64_t sink = -1; // the lowest cell of an all-land torus, else −1
};
Flood floodGrid(const relf::ContinentGrid &grid, const Lattice &lattice, int landLevel);

// The steepest-descent direction from a cell of height `here` to its
// neighbours (in direction order), or kNoDirection when none is lower.
inline int steepestDescent(double here, const double there[8])
{
    // The largest drop, the first of equal ones: paired off in rounds.
    struct Drop
    {
        double drop;
        int k;
    };
    const auto pick = [](Drop a, Drop b) { return b.drop > a.drop ? b : a; };
    constexpr double kInvSqrt2 = 0.7071067811865476;
    const Drop best = pick(pick(pick({(here - there[0]) * kInvSqrt2, 0}, {here - there[1], 1}),
                                pick({(here - there[2]) * kInvSqrt2, 2}, {here - there[3], 3})),
                           pick(pick({here - there[4], 4}, {(here - there[5]) * kInvSqrt2, 5}),
                                pick({here - there[6], 6}, {(here - there[7]) * kInvSqrt2, 7})));
    return best.drop > 0.0 ? best.k : kNoDirection;
}
// A receiver drawn among the lower neighbours, each as likely as its drop
// per distance (Freeman's multiple-flow shares, taken as the odds of one
// receiver): on average the water goes where the ground falls, not along the
// grid's eight directions. u in [0, 1) picks the receiver; kNoDirection when
// no neighbour is lower.
inline int randomDescent(double here, const double there[8], double u)
{
    constexpr double kInvSqrt2 = 0.7071067811865476;
    double share[8], total = 0.0;
    for (int k = 0; k < 8; ++k) {
        const double drop = (here - there[k]) * (isDiagonal(k) ? kInvSqrt2 : 1.0);
        share[k] = drop > 0.0 ? drop : 0.0;
        total += share[k];
    }
    if (!(total > 0.0))
        return kNoDirection;
    const double target = u * total;
    double sum = 0.0;
    int last = kNoDirection;
    for (int k = 0; k < 8; ++k) {
        if (share[k] <= 0.0)
            continue;
        sum += share[k];
        last = k;
        if (target < sum)
            return k;
    }
    return last; // rounding left target at the total
}

// A number in [0, 1) for cell i, fixed (SplitMix64's finaliser of the
// index): the draw that picks its receiver in randomDescent at every step
// of erosion and in the rivers traced after. Fixed in place rather than new
// each step, the draws leave the water a random walk downhill whose
// channels wander as real ones do; drawn anew each step they would average
// to the straight line down an even slope.
inline double routingDraw(std::uint64_t i)
{
    std::uint64_t z = i + 0x632be59bd9b4e019ull;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    z ^= z >> 31;
    return static_cast<double>(z >> 11) * 0x1.0p-53;
}

// The same for cell i, whose neighbours are nb, over heights h (off the
// grid 0).
template <typename Height>
int steepestDescent(const Height *h, std::size_t i, const std::int64_t nb[8])
{
    double there[8];
    for (int k = 0; k < 8; ++k)
        there[k] = nb[k] == kOffGrid ? 0.0 : static_cast<double>(h[nb[k]]);
    return steepestDescent(static_cast<double>(h[i]), there);
}
inline int randomDescent(const double *h, std::size_t i, const std::int64_t nb[8], double u)
{
    double there[8];
    for (int k = 0; k < 8; ++k)
        there[k] = nb[k] == kOffGrid ? 0.0 : h[nb[k]];
    return randomDescent(h[i], there, u);
}
template <typename Height>
int steepestDescent(const Lattice &lattice, const Height *h, int c, int r)
{
    std::int64_t nb[8];
    lattice.neighbours(c, r, nb);
    return steepestDescent(h, lattice.index(c, r), nb);
}

// Calls cell(c, i, nb) for each cell (c, r) of row r: its index and its
// neighbours. Inside the grid these come from three row offsets; the first
// and last columns and the rows along an Ocean edge go the long way.
template <typename Cell> void forRow(const Lattice &lattice, int r, Cell cell)
{
    const int w = lattice.width(), up = lattice.row(r - 1), down = lattice.row(r + 1);
    std::int64_t nb[8];
    const auto edge = [&](int c) {
        lattice.neighbours(c, r, nb);
        cell(c, lattice.index(c, r), nb);
    };
    if (up < 0 || down < 0 || w < 3) {
        for (int c = 0; c < w; ++c)
            edge(c);
        return;
    }
    const auto a = static_cast<std::int64_t>(lattice.index(0, up));
    const auto m = static_cast<std::int64_t>(lattice.index(0, r));
    const auto b = static_cast<std::int64_t>(lattice.index(0, down));
    edge(0);
    for (int c = 1; c < w - 1; ++c) {
        nb[0] = a + c - 1;
        nb[1] = a + c;
        nb[2] = a + c + 1;
        nb[3] = m + c - 1;
        nb[4] = m + c + 1;
        nb[5] = b + c - 1;
        nb[6] = b + c;
        nb[7] = b + c + 1;
        cell(c, static_cast<std::size_t>(m + c), nb);
    }
    edge(w - 1);
}

// Fills the depressions of the pits listed (cells with no lower neighbour,
// in the order given) in heights h, in 16-bit steps; cells below `floor` are
// sea. Sets dir (steepest descent, as above) anew around every lake, and
// fills the pits that raising makes. Returns the cells whose direction it
// set, in index order.
class PitFiller
{
public:
    PitFiller(const Lattice &lattice, double floor, std::int64_t sink);
    std::vector<std::uint32_t> fill(std::vector<double> &h, std::vector<std::uint8_t> &dir,
                                    const std::vector<std::uint32_t> &pits);

private:
    bool drainsOut(const std::vector<double> &h, std::size_t i) const;
    void fillOne(std::vector<double> &h, std::uint32_t pit);

    Lattice m_lattice;
    double m_floor;
    std::int64_t m_sink;
    std::vector<std::uint32_t> m_stamp; // per cell: m_epoch (queued), +1 (in the lake), +2 (filled)
    std::uint32_t m_epoch = 0;
    std::vector<std::uint32_t> m_lake;
};

} // namespace terrain::continent
