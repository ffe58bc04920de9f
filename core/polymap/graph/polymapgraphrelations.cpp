// The graph's relations (borders, neighbors, protrudes, touches, adjacent),
// each polygon's corners in order round it, border flags and midpoints.

#include "polymapgraphrelations.h"
#include "util/parallel.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <utility>

namespace terrain::polymap {

namespace {

// Monotone in the angle of (dx, dy) (a "diamond angle"), cheaper than atan2.
double pseudoAngle(double dx, double dy)
{
    const double s = std::abs(dx) + std::abs(dy);
    if (s == 0)
        return 0;
    if (dy >= 0)
        return dx >= 0 ? dy / s : 1 - dx / s;
    return dx < 0 ? 2 - dy / s : 3 + dx / s;
}

// The inverse of a relation given as (element, item) pairs, items in the order given.
void invert(const Relation &from, std::size_t targets, Relation *to)
{
    to->offsets.assign(targets + 1, 0);
    for (const std::uint32_t item : from.items)
        ++to->offsets[item + 1];
    std::partial_sum(to->offsets.begin(), to->offsets.end(), to->offsets.begin());
    to->items.resize(from.items.size());
    std::vector<std::uint32_t> fill(to->offsets.begin(), to->offsets.end() - 1);
    for (std::uint32_t e = 0; e < from.size(); ++e)
        for (const std::uint32_t item : from.of(e))
            to->items[fill[item]++] = e;
}

// Each polygon's Voronoi edges, directed counterclockwise round it (the
// face left of d0 -> d1 gives v0, so d0's polygon runs v1 -> v0 and
// d1's v0 -> v1), chain into its outline: a cycle, or a path from the
// border back to the border, closed through the square corner it holds.
// Anything else (never seen) falls back to sorting the corners by angle.
struct OutlineScratch
{
    std::vector<std::pair<std::uint32_t, std::uint32_t>> links;
    std::vector<std::pair<double, std::uint32_t>> byAngle;
};

// Appends center c's corners, in order round its polygon, to out.
void outline(const Graph &g, std::uint32_t c, const std::array<std::uint32_t, 4> &squareCorner,
             const std::vector<std::uint32_t> &squareOwner, OutlineScratch &scratch,
             std::vector<std::uint32_t> &out)
{
    auto &links = scratch.links;
    auto &byAngle = scratch.byAngle;
    links.clear();
    for (const std::uint32_t e : g.borders.of(c)) {
        const Edge &edge = g.edges[e];
        if (edge.v0 != kNone)
            links.push_back(edge.d0 == c ? std::pair{edge.v1, edge.v0}
                                         : std::pair{edge.v0, edge.v1});
    }
    std::uint32_t own = kNone;
    for (std::size_t k = 0; k < 4; ++k)
        if (squareOwner[k] == c)
            own = own == kNone ? squareCorner[k] : kNone - 1; // two: sort instead
    const std::size_t begin = out.size();
    // Most outlines are a closed cycle: followed from the first link, each
    // link's next the last one that starts where it ends, back to the
    // first after every link. Then every link is led to, and the walk
    // below would start at the first link and give the same corners.
    if (own == kNone && !links.empty()) {
        std::size_t k = 0;
        for (std::size_t steps = 1;; ++steps) {
            out.push_back(links[k].first);
            std::size_t next = links.size();
            for (std::size_t j = 0; j < links.size(); ++j)
                next = links[j].first == links[k].second ? j : next;
            if (next == 0 && steps == links.size())
                return;
            if (next == 0 || next == links.size() || steps == links.size())
                break;
            k = next;
        }
        out.resize(begin);
    }
    std::size_t first = 0; // a link nothing leads to, when the outline is a path
    for (std::size_t k = 0; k < links.size(); ++k) {
        bool led = false;
        for (const auto &l : links)
            led = led || l.second == links[k].first;
        if (!led)
            first = k;
    }
    bool good = !links.empty() && own != kNone - 1;
    std::size_t k = first;
    for (std::size_t steps = 0; good && steps < links.size(); ++steps) {
        out.push_back(links[k].first);
        std::size_t next = links.size();
        for (std::size_t j = 0; j < links.size(); ++j)
            if (links[j].first == links[k].second)
                next = j;
        if (next == links.size()) { // the end of a path: the last corner, then round by the border
            out.push_back(links[k].second);
            good = steps + 1 == links.size();
            if (own != kNone &&
                std::find(out.begin() + std::ptrdiff_t(begin), out.end(), own) == out.end())
                out.push_back(own);
            break;
        }
        if (next == first) { // a closed cycle
            good = steps + 1 == links.size() && own == kNone;
            break;
        }
        k = next;
    }
    if (!good) {
        out.resize(begin);
        byAngle.clear();
        const Point site = g.centers[c];
        const auto add = [&](std::uint32_t corner) {
            for (const auto &item : byAngle)
                if (item.second == corner)
                    return;
            byAngle.emplace_back(
                pseudoAngle(g.corners[corner].x - site.x, g.corners[corner].y - site.y), corner);
        };
        for (const auto &l : links) {
            add(l.first);
            add(l.second);
        }
        for (std::size_t q = 0; q < 4; ++q)
            if (squareOwner[q] == c)
                add(squareCorner[q]);
        std::sort(byAngle.begin(), byAngle.end());
        for (const auto &item : byAngle)
            out.push_back(item.second);
    }
}

} // namespace

namespace detail {

void finishGraph(Graph &g, const std::array<std::uint32_t, 4> &squareCorner,
                 const std::vector<std::uint32_t> &squareOwner, int threads)
{
    const std::size_t n = g.centers.size(), m = g.corners.size();

    // Centers: borders (edges in index order) and neighbors, item for item;
    // corners: the edges that protrude from them.
    const auto countEnds = [&](Relation &r, std::size_t targets, auto ends) {
        r.offsets.assign(targets + 1, 0);
        for (const Edge &e : g.edges)
            if (const auto [a, b] = ends(e); a != kNone) {
                ++r.offsets[a + 1];
                ++r.offsets[b + 1];
            }
        std::partial_sum(r.offsets.begin(), r.offsets.end(), r.offsets.begin());
        r.items.resize(r.offsets.back());
    };
    const auto centersOf = [](const Edge &e) { return std::pair{e.d0, e.d1}; };
    const auto cornersOf = [](const Edge &e) { return std::pair{e.v0, e.v1}; };
    // The centers' two relations and the corners' one are two tasks.
    util::parallelFor(2, 1, threads, [&](std::size_t first, std::size_t last) {
        for (std::size_t task = first; task < last; ++task) {
            if (task == 0) {
                countEnds(g.borders, n, centersOf);
                g.neighbors.offsets = g.borders.offsets;
                g.neighbors.items.resize(g.borders.items.size());
                std::vector<std::uint32_t> center(g.borders.offsets.begin(),
                                                  g.borders.offsets.end() - 1);
                for (std::uint32_t k = 0; k < g.edges.size(); ++k) {
                    const Edge &e = g.edges[k];
                    g.neighbors.items[center[e.d0]] = e.d1;
                    g.borders.items[center[e.d0]++] = k;
                    g.neighbors.items[center[e.d1]] = e.d0;
                    g.borders.items[center[e.d1]++] = k;
                }
                continue;
            }
            countEnds(g.protrudes, m, cornersOf);
            std::vector<std::uint32_t> corner(g.protrudes.offsets.begin(),
                                              g.protrudes.offsets.end() - 1);
            for (std::uint32_t k = 0; k < g.edges.size(); ++k) {
                const Edge &e = g.edges[k];
                if (e.v0 != kNone) {
                    g.protrudes.items[corner[e.v0]++] = k;
                    g.protrudes.items[corner[e.v1]++] = k;
                }
            }
        }
    });

    // Corners: adjacent, through the edges that protrude from them.
    const auto makeAdjacent = [&] {
        g.adjacent.offsets.assign(1, 0);
        g.adjacent.offsets.reserve(m + 1);
        g.adjacent.items.reserve(g.protrudes.items.size());
        for (std::uint32_t q = 0; q < m; ++q) {
            const auto begin = g.adjacent.items.size();
            for (const std::uint32_t e : g.protrudes.of(q)) {
                const std::uint32_t other = g.edges[e].v0 == q ? g.edges[e].v1 : g.edges[e].v0;
                if (std::find(g.adjacent.items.begin() + std::ptrdiff_t(begin),
                              g.adjacent.items.end(), other) == g.adjacent.items.end())
                    g.adjacent.items.push_back(other);
            }
            g.adjacent.offsets.push_back(std::uint32_t(g.adjacent.items.size()));
        }
    };

    // Centers: corners round the polygon, in blocks of centers on several
    // threads, joined in order; the corners' adjacent relation, which
    // reads only the edges, is the first task beside them.
    constexpr std::size_t kBlock = 4096;
    std::vector<std::vector<std::uint32_t>> blocks((n + kBlock - 1) / kBlock);
    std::vector<std::uint32_t> count(n + 1, 0);
    util::parallelFor(blocks.size() + 1, 1, threads, [&](std::size_t first, std::size_t last) {
        OutlineScratch scratch;
        for (std::size_t task = first; task < last; ++task) {
            if (task == 0) {
                makeAdjacent();
                continue;
            }
            const std::size_t b = task - 1;
            std::vector<std::uint32_t> &out = blocks[b];
            out.reserve(kBlock * 7);
            for (auto c = std::uint32_t(b * kBlock); c < std::min(n, (b + 1) * kBlock); ++c) {
                const std::size_t before = out.size();
                outline(g, c, squareCorner, squareOwner, scratch, out);
                count[c + 1] = std::uint32_t(out.size() - before);
            }
        }
    });
    std::partial_sum(count.begin(), count.end(), count.begin());
    g.centerCorners.offsets = std::move(count);
    g.centerCorners.items.clear();
    g.centerCorners.items.reserve(g.centerCorners.offsets.back());
    for (std::vector<std::uint32_t> &block : blocks) {
        g.centerCorners.items.insert(g.centerCorners.items.end(), block.begin(), block.end());
        std::vector<std::uint32_t>().swap(block);
    }

    // Two tasks on two threads: the corners' touches (the inverse of the
    // centers' corners); the border flags and the edges' midpoints.
    util::parallelFor(2, 1, threads, [&](std::size_t first, std::size_t last) {
        for (std::size_t task = first; task < last; ++task) {
            if (task == 0) {
                invert(g.centerCorners, m, &g.touches);
                continue;
            }
            g.cornerBorder.resize(m);
            for (std::size_t q = 0; q < m; ++q)
                g.cornerBorder[q] = onBorder(g.corners[q]);
            g.centerBorder.assign(n, 0);
            for (std::uint32_t c = 0; c < n; ++c)
                for (const std::uint32_t q : g.centerCorners.of(c))
                    g.centerBorder[c] |= g.cornerBorder[q];
            g.midpoints.resize(g.edges.size());
            for (std::size_t e = 0; e < g.edges.size(); ++e) {
                const Edge &edge = g.edges[e];
                const Point a = edge.v0 != kNone ? g.corners[edge.v0] : g.centers[edge.d0];
                const Point b = edge.v0 != kNone ? g.corners[edge.v1] : g.centers[edge.d1];
                g.midpoints[e] = {(a.x + b.x) / 2, (a.y + b.y) / 2};
            }
        }
    });
}

} // namespace detail

std::uint32_t Graph::edgeBetweenCenters(std::uint32_t a, std::uint32_t b) const
{
    for (const std::uint32_t e : borders.of(a))
        if (edges[e].d0 == b || edges[e].d1 == b)
            return e;
    return kNone;
}

std::uint32_t Graph::edgeBetweenCorners(std::uint32_t a, std::uint32_t b) const
{
    for (const std::uint32_t e : protrudes.of(a))
        if (edges[e].v0 == b || edges[e].v1 == b)
            return e;
    return kNone;
}

} // namespace terrain::polymap
