#include "erosion.h"

#include "relf/flowrouting.h"
#include "streampower.h"
#include "util/parallel.h"

#include <algorithm>
#include <cmath>
#include <iterator>

namespace terrain::continent {

namespace {

// Rows a chunk of a per-cell pass takes: about 32768 cells.
std::size_t rowChunk(int width)
{
    return static_cast<std::size_t>(std::max(1, 32768 / std::max(1, width)));
}

// The heights of a grid filled to their spill levels, in 16-bit steps: a
// lake or a flat rises kRise a cell away from its way out.
std::vector<double> filledHeights(const relf::ContinentGrid &grid, const Lattice &lattice,
                                  const Flood &flood)
{
    std::vector<double> h(grid.samples.begin(), grid.samples.end());
    for (const std::uint32_t i : flood.order) {
        const int k = flood.parent[i];
        if (k == kNoDirection)
            continue;
        const auto p = static_cast<std::size_t>(lattice.neighbour(
            static_cast<int>(i % static_cast<std::uint32_t>(lattice.width())),
            static_cast<int>(i / static_cast<std::uint32_t>(lattice.width())), k));
        h[i] = flood.level[i] == flood.level[p] ? h[p] + kRise : flood.level[i];
    }
    return h;
}

class Eroder
{
public:
    Eroder(const relf::ContinentGrid &grid, relf::ContinentEdges edges, double coast,
           const relf::ErosionSettings &settings, int threads)
        : m_lattice(grid.width, grid.height, edges)
        , m_floor(landLevel(coast))
        , m_threads(threads)
        , m_filler(m_lattice, m_floor, -1)
        , m_trees(m_lattice)
    {
        const Flood flood = floodGrid(grid, m_lattice, landLevel(coast));
        m_sink = flood.sink;
        m_filler = PitFiller(m_lattice, m_floor, m_sink);
        m_h = filledHeights(grid, m_lattice, flood);
        m_next.resize(m_h.size());
        m_dir.assign(m_h.size(), kNoDirection);
        const double dt = 1.0 / std::max(1, settings.iterations);
        m_power = {std::max(0.0, settings.strength) * dt,
                   settings.uplift * relf::kContinentFullScale, m_floor, m_sink};
        m_talus = std::max(0.0, settings.talus) * relf::kContinentFullScale;
        m_diagonalTalus = m_talus * std::sqrt(2.0);
        m_thermal = std::clamp(settings.thermal, 0.0, 1.0) / 8.0;
    }

    void iterate()
    {
        if (m_thermal > 0.0)
            slump();
        m_trees.run(m_h, m_dir, route(), m_power, m_threads);
    }

    relf::ContinentGrid result(const relf::ContinentGrid &grid) const
    {
        relf::ContinentGrid out = grid;
        for (std::size_t i = 0; i < m_h.size(); ++i)
            if (!isBase(i))
                out.samples[i] =
                    static_cast<std::uint16_t>(std::clamp(std::floor(m_h[i] + 0.5), 0.0, 65535.0));
        return out;
    }

private:
    bool isBase(std::size_t i) const
    {
        return m_h[i] < m_floor || static_cast<std::int64_t>(i) == m_sink;
    }
    std::size_t rows() const { return static_cast<std::size_t>(m_lattice.height()); }

    // The height of a land cell after slumping, from its neighbours' (in
    // direction order) before.
    double slumped(double here, const double there[8]) const
    {
        // What comes in from a neighbour d higher (out when d < 0), past
        // the talus t: d − clamp(d, −t, t).
        const auto exchange = [](double d, double t) {
            const double above = d < -t ? -t : d;
            return d - (above > t ? t : above);
        };
        const double t = m_talus, td = m_diagonalTalus;
        const double moved = exchange(there[0] - here, td) + exchange(there[1] - here, t) +
                             exchange(there[2] - here, td) + exchange(there[3] - here, t) +
                             exchange(there[4] - here, t) + exchange(there[5] - here, td) +
                             exchange(there[6] - here, t) + exchange(there[7] - here, td);
        const double v = here + m_thermal * moved;
        return v < m_floor ? m_floor : v;
    }

    // Thermal slumping, from m_h into m_next.
    void slump()
    {
        const int w = m_lattice.width();
        const auto slumpRow = [&](int r) {
            const auto edgeCell = [&](int c) {
                std::int64_t nb[8];
                double there[8];
                m_lattice.neighbours(c, r, nb);
                for (int k = 0; k < 8; ++k)
                    there[k] = nb[k] == kOffGrid ? 0.0 : m_h[static_cast<std::size_t>(nb[k])];
                const std::size_t i = m_lattice.index(c, r);
                m_next[i] = m_h[i] < m_floor ? m_h[i] : slumped(m_h[i], there);
            };
            const int up = m_lattice.row(r - 1), down = m_lattice.row(r + 1);
            if (up < 0 || down < 0 || w < 3) {
                for (int c = 0; c < w; ++c)
                    edgeCell(c);
                return;
            }
            const double *a = &m_h[m_lattice.index(0, up)], *m = &m_h[m_lattice.index(0, r)],
                         *b = &m_h[m_lattice.index(0, down)];
            double *out = &m_next[m_lattice.index(0, r)];
            edgeCell(0);
            for (int c = 1; c < w - 1; ++c) {
                if (m[c] < m_floor) {
                    out[c] = m[c];
                    continue;
                }
                const double there[8] = {a[c - 1], a[c],     a[c + 1], m[c - 1],
                                         m[c + 1], b[c - 1], b[c],     b[c + 1]};
                out[c] = slumped(m[c], there);
            }
            edgeCell(w - 1);
        };
        util::parallelFor(rows(), rowChunk(w), m_threads, [&](std::size_t b, std::size_t e) {
            for (auto r = static_cast<int>(b); r < static_cast<int>(e); ++r)
                slumpRow(r);
        });
        if (m_sink >= 0)
            m_next[static_cast<std::size_t>(m_sink)] = m_h[static_cast<std::size_t>(m_sink)];
        m_h.swap(m_next);
    }

    // Whether land cell i, its direction set, drains straight into a base
    // level.
    bool isRoot(std::size_t i, std::int64_t receiver) const
    {
        return m_dir[i] == kNoDirection || receiver == kOffGrid ||
               isBase(static_cast<std::size_t>(receiver));
    }

    // Steepest-descent directions, then the pits filled; returns the land
    // cells that drain straight into a base level, in index order.
    std::vector<std::uint32_t> route()
    {
        const int w = m_lattice.width();
        const std::size_t chunk = rowChunk(w);
        const std::size_t chunks = (rows() + chunk - 1) / chunk;
        std::vector<std::vector<std::uint32_t>> pits(chunks), roots(chunks);
        util::parallelFor(rows(), chunk, m_threads, [&](std::size_t b, std::size_t e) {
            std::vector<std::uint32_t> &pitsHere = pits[b / chunk], &rootsHere = roots[b / chunk];
            const auto set = [&](std::size_t i, int k, std::int64_t receiver, bool oceanEdge) {
                m_dir[i] = static_cast<std::uint8_t>(k);
                if (k == kNoDirection && !oceanEdge)
                    pitsHere.push_back(static_cast<std::uint32_t>(i));
                else if (isRoot(i, receiver))
                    rootsHere.push_back(static_cast<std::uint32_t>(i));
            };
            for (auto r = static_cast<int>(b); r < static_cast<int>(e); ++r) {
                const auto edgeCell = [&](int c) {
                    const std::size_t i = m_lattice.index(c, r);
                    if (isBase(i)) {
                        m_dir[i] = kNoDirection;
                        return;
                    }
                    std::int64_t nb[8];
                    m_lattice.neighbours(c, r, nb);
                    const int k = randomDescent(m_h.data(), i, nb, routingDraw(i));
                    set(i, k, k == kNoDirection ? kOffGrid : nb[k], m_lattice.onOceanEdge(c, r));
                };
                const int up = m_lattice.row(r - 1), down = m_lattice.row(r + 1);
                if (up < 0 || down < 0 || w < 3) {
                    for (int c = 0; c < w; ++c)
                        edgeCell(c);
                    continue;
                }
                const auto start = static_cast<std::int64_t>(m_lattice.index(0, r));
                const std::int64_t above = (up - r) * static_cast<std::int64_t>(w),
                                   below = (down - r) * static_cast<std::int64_t>(w);
                const std::int64_t offsets[8] = {above - 1, above,     above + 1, -1,
                                                 1,         below - 1, below,     below + 1};
                const double *m = &m_h[static_cast<std::size_t>(start)];
                const double *a = m + above, *bl = m + below;
                edgeCell(0);
                for (int c = 1; c < w - 1; ++c) {
                    const auto i = static_cast<std::size_t>(start + c);
                    if (isBase(i)) {
                        m_dir[i] = kNoDirection;
                        continue;
                    }
                    const double there[8] = {a[c - 1], a[c],      a[c + 1], m[c - 1],
                                             m[c + 1], bl[c - 1], bl[c],    bl[c + 1]};
                    const int k = randomDescent(m[c], there, routingDraw(i));
                    set(i, k, k == kNoDirection ? kOffGrid : start + c + offsets[k], false);
                }
                edgeCell(w - 1);
            }
        });
        std::vector<std::uint32_t> all, found;
        for (const auto &list : roots)
            all.insert(all.end(), list.begin(), list.end());
        for (const auto &list : pits)
            found.insert(found.end(), list.begin(), list.end());
        if (found.empty())
            return all;
        // Filling sets directions anew around each lake: those cells' roots
        // again.
        const std::vector<std::uint32_t> touched = m_filler.fill(m_h, m_dir, found);
        found.clear();
        std::set_difference(all.begin(), all.end(), touched.begin(), touched.end(),
                            std::back_inserter(found));
        all.clear();
        for (const std::uint32_t i : touched) {
            const int k = m_dir[i];
            const auto uw = static_cast<std::uint32_t>(w);
            if (!isBase(i) &&
                isRoot(i, k == kNoDirection ? kOffGrid
                                            : m_lattice.neighbour(static_cast<int>(i % uw),
                                                                  static_cast<int>(i / uw), k)))
                all.push_back(i);
        }
        std::vector<std::uint32_t> merged;
        std::merge(found.begin(), found.end(), all.begin(), all.end(), std::back_inserter(merged));
        return merged;
    }

    Lattice m_lattice;
    double m_floor;
    int m_threads;
    PitFiller m_filler;
    std::int64_t m_sink = -1;
    std::vector<double> m_h, m_next;
    std::vector<std::uint8_t> m_dir;
    StreamPower m_power;
    TreeSolver m_trees;
    double m_talus = 0.0, m_diagonalTalus = 0.0, m_thermal = 0.0;
};

} // namespace

ErosionResult erodeContinent(const relf::ContinentGrid &grid, relf::ContinentEdges edges,
                             double coast, const relf::ErosionSettings &settings, int threads,
                             const std::function<bool(int, int)> &progress)
{
    const int total = std::max(0, settings.iterations);
    const auto carryOn = [&](int done) { return !progress || progress(done, total); };
    ErosionResult result;
    if (grid.width <= 0 || grid.height <= 0) {
        if (carryOn(0))
            result.grid = grid;
        return result;
    }
    Eroder eroder(grid, edges, coast, settings, threads);
    if (!carryOn(0))
        return result;
    for (int i = 0; i < total; ++i) {
        eroder.iterate();
        if (!carryOn(i + 1))
            return result;
    }
    result.grid = eroder.result(grid);
    result.rivers = continentRivers(*result.grid, edges, coast, defaultRiverArea(grid), threads);
    return result;
}

relf::ContinentGrid fillDepressions(const relf::ContinentGrid &grid, relf::ContinentEdges edges,
                                    double coast)
{
    const Lattice lattice(grid.width, grid.height, edges);
    const Flood flood = floodGrid(grid, lattice, landLevel(coast));
    relf::ContinentGrid out = grid;
    out.samples = flood.level;
    return out;
}

double defaultRiverArea(const relf::ContinentGrid &grid)
{
    return std::max(16.0, static_cast<double>(grid.width) * grid.height / 1000.0);
}

} // namespace terrain::continent
