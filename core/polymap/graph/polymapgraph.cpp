// The article's graph from the sites' Delaunay triangulation
// (polymapdelaunay.h). Exact predicates make the triangulation itself
// exact; the corners are circumcentres computed in doubles.
//
// How the dual is clipped, as mapgen2's Voronoi library does: every Voronoi
// edge (a segment between two circumcentres, or a ray for a hull edge) is
// clipped to the square [0, kMapSize]²; a circumcentre outside is replaced by
// the clipped end on the border. Corners closer than kMerge are one corner
// (four sites on a circle give two circumcentres at one place). An edge with
// nothing left inside (or only a point) keeps its two centers and has
// v0 = v1 = kNone. The four corners of the square, which no Voronoi edge
// reaches, are added as corners of the polygons that contain them (the
// nearest site), so that the polygons tile the square.
#include "polymapgraph.h"
#include "polymapdelaunay.h"
#include "polymapgraphrelations.h"
#include "polymaprelax.h"
#include "util/parallel.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

namespace terrain::polymap {

namespace {

using detail::Delaunay;
using detail::finishGraph;
using detail::leftNormal;
using detail::onBorder;
using detail::Triangulation;

constexpr double kMerge = 1e-6; // map units: corners this close are one

// Liang–Barsky: the part t0 <= t <= t1 of o + t·d (0 <= t <= tMax) inside
// the square; side0/side1 the side that cut each end (-1: not cut).
struct Clip
{
    double t0 = 0, t1 = 0;
    int side0 = -1, side1 = -1;
};

bool clipLine(Point o, Point d, double tMax, Clip *c)
{
    c->t0 = 0;
    c->t1 = tMax;
    c->side0 = c->side1 = -1;
    const double p[4] = {-d.x, d.x, -d.y, d.y};
    const double q[4] = {o.x, kMapSize - o.x, o.y, kMapSize - o.y};
    for (int k = 0; k < 4; ++k) {
        if (p[k] == 0) {
            if (q[k] < 0)
                return false;
            continue;
        }
        const double r = q[k] / p[k];
        if (p[k] < 0) {
            if (r > c->t0) {
                c->t0 = r;
                c->side0 = k;
            }
        } else if (r < c->t1) {
            c->t1 = r;
            c->side1 = k;
        }
    }
    return c->t0 < c->t1;
}

Point pointOnSide(Point p, int side)
{
    p.x = std::clamp(p.x, 0.0, kMapSize);
    p.y = std::clamp(p.y, 0.0, kMapSize);
    switch (side) {
    case 0:
        p.x = 0;
        break;
    case 1:
        p.x = kMapSize;
        break;
    case 2:
        p.y = 0;
        break;
    case 3:
        p.y = kMapSize;
        break;
    default:
        break;
    }
    return p;
}

// Position along the border, counterclockwise from (0, 0) in map terms.
double perimeter(Point p)
{
    if (p.y == 0)
        return p.x;
    if (p.x == kMapSize)
        return kMapSize + p.y;
    if (p.y == kMapSize)
        return 3 * kMapSize - p.x;
    return 4 * kMapSize - p.y;
}

std::uint32_t findRoot(std::vector<std::uint32_t> &parent, std::uint32_t a)
{
    while (parent[a] != a) {
        parent[a] = parent[parent[a]];
        a = parent[a];
    }
    return a;
}

// An end of a clipped Voronoi edge: a face's circumcentre, or a point on the border.
struct End
{
    std::uint32_t face = kNone;   // the face's merge root, or kNone
    std::uint32_t border = kNone; // index into the border points
};

// A Delaunay edge, d0 < d1, with the triangles left and right of d0 -> d1.
struct DualEdge
{
    std::uint32_t d0, d1, left, right;
};

// Calls visit(neighbour, left, right) for each edge from point c, going
// counterclockwise round it (from the hull edge out of it on the hull).
template <typename Visit> void aroundPoint(const Triangulation &t, std::uint32_t c, Visit &&visit)
{
    const Delaunay &tri = t.d;
    const std::uint32_t first = t.start[c];
    if (first == kNone)
        return;
    std::uint32_t e = first;
    for (;;) {
        const std::uint32_t twin = tri.halfedges[e];
        visit(tri.triangles[Delaunay::next(e)], e / 3, twin == kNone ? kNone : twin / 3);
        const std::uint32_t into = Delaunay::prev(e);
        e = tri.halfedges[into];
        if (e == first)
            return;
        if (e == kNone) { // the hull edge into c: its triangle lies right of c -> there
            visit(tri.triangles[into], kNone, into / 3);
            return;
        }
    }
}

std::vector<DualEdge> dualEdges(const Triangulation &t, int threads)
{
    const std::size_t n = t.points.size();
    constexpr std::size_t kBlock = 2048;
    std::vector<std::vector<DualEdge>> blocks((n + kBlock - 1) / kBlock);
    util::parallelFor(blocks.size(), 1, threads, [&](std::size_t first, std::size_t last) {
        for (std::size_t b = first; b < last; ++b) {
            std::vector<DualEdge> &out = blocks[b];
            out.reserve(4 * kBlock);
            for (auto c = std::uint32_t(b * kBlock); c < std::min(n, (b + 1) * kBlock); ++c) {
                const std::size_t from = out.size();
                aroundPoint(t, c,
                            [&](std::uint32_t other, std::uint32_t left, std::uint32_t right) {
                                if (other > c)
                                    out.push_back({c, other, left, right});
                            });
                std::sort(out.begin() + std::ptrdiff_t(from), out.end(),
                          [](const DualEdge &x, const DualEdge &y) { return x.d1 < y.d1; });
            }
        }
    });
    std::size_t total = 0;
    for (const std::vector<DualEdge> &block : blocks)
        total += block.size();
    std::vector<DualEdge> dual;
    dual.reserve(total);
    for (const std::vector<DualEdge> &block : blocks)
        dual.insert(dual.end(), block.begin(), block.end());
    return dual;
}

// Per triangle: the least triangle by key (Triangulation::key) whose
// circumcentre lies within kMerge of it through a chain of neighbours.
std::vector<std::uint32_t> mergedTriangles(const Triangulation &t,
                                           const std::vector<DualEdge> &dual)
{
    std::vector<std::uint32_t> parent(t.circumcentres.size());
    std::iota(parent.begin(), parent.end(), 0u);
    bool merged = false;
    for (const DualEdge &de : dual) {
        if (de.left == kNone || de.right == kNone)
            continue;
        const Point p = t.circumcentres[de.left], q = t.circumcentres[de.right];
        if ((p.x - q.x) * (p.x - q.x) + (p.y - q.y) * (p.y - q.y) < kMerge * kMerge) {
            const std::uint32_t ra = findRoot(parent, de.left), rb = findRoot(parent, de.right);
            if (ra == rb)
                continue;
            if (t.key(ra) < t.key(rb))
                parent[rb] = ra;
            else
                parent[ra] = rb;
            merged = true;
        }
    }
    if (merged)
        for (std::uint32_t f = 0; f < parent.size(); ++f)
            parent[f] = findRoot(parent, f);
    return parent;
}

// The graph of the sites; `made`, when not empty, is their triangulation.
std::shared_ptr<Graph> makeGraph(std::vector<Point> sites, int threads,
                                 const std::atomic<bool> *cancel, Triangulation &&made = {})
{
    auto graph = std::make_shared<Graph>();
    Graph &g = *graph;
    Triangulation t = made.planar() ? std::move(made) : Triangulation(sites, threads);
    if (detail::cancelled(cancel))
        return nullptr;
    // A site given twice is one point: keep the first, drop the others.
    if (t.points.size() != sites.size())
        sites = t.points;
    g.centers = std::move(sites);
    const std::size_t n = g.centers.size();

    // The Delaunay edges in the order of d0, then d1 (d0 < d1), each with
    // the triangle on the left of d0 -> d1 (it gives v0) and the one on
    // the right (v1); kNone outside the hull. Found round each site, in
    // blocks of sites on several threads: first how many, then the edges.
    const std::vector<DualEdge> dual = dualEdges(t, threads);
    if (detail::cancelled(cancel))
        return nullptr;
    // Circumcentres at one place are one corner: the first triangle's.
    const std::vector<std::uint32_t> root = mergedTriangles(t, dual);

    // Each edge with its Voronoi part clipped to the map. Most lie inside
    // it, between two circumcentres that do (on several threads); the
    // others are clipped in order, as each adds its ends on the border.
    std::vector<Point> borderPoints;
    std::vector<std::array<End, 2>> ends(dual.size());
    std::vector<std::uint8_t> inside(dual.size());
    const auto strictlyInside = [](Point p) {
        return p.x > 0 && p.y > 0 && p.x < kMapSize && p.y < kMapSize;
    };
    g.edges.resize(dual.size());
    util::parallelFor(dual.size(), 8192, threads, [&](std::size_t begin, std::size_t end) {
        for (std::size_t e = begin; e < end; ++e) {
            const DualEdge &de = dual[e];
            g.edges[e] = {de.d0, de.d1, kNone, kNone};
            inside[e] = de.left != kNone && de.right != kNone &&
                        strictlyInside(t.circumcentres[de.left]) &&
                        strictlyInside(t.circumcentres[de.right]);
            if (inside[e])
                ends[e] = {End{root[de.left], kNone}, End{root[de.right], kNone}};
        }
    });
    const auto faceEnd = [&](std::uint32_t f) {
        const Point p = t.circumcentres[f];
        if (onBorder(p)) {
            borderPoints.push_back(p);
            return End{kNone, std::uint32_t(borderPoints.size() - 1)};
        }
        return End{root[f], kNone};
    };
    const auto cutEnd = [&](Point p, int side) {
        borderPoints.push_back(pointOnSide(p, side));
        return End{kNone, std::uint32_t(borderPoints.size() - 1)};
    };
    for (std::size_t e = 0; e < dual.size(); ++e) {
        if (inside[e])
            continue;
        const DualEdge &de = dual[e];
        const Point a = g.centers[de.d0], b = g.centers[de.d1];
        std::array<End, 2> end{};
        Clip c;
        bool kept;
        if (de.left != kNone && de.right != kNone) {
            const Point o = t.circumcentres[de.left], q = t.circumcentres[de.right];
            const Point d{q.x - o.x, q.y - o.y};
            kept = clipLine(o, d, 1, &c);
            if (kept) {
                end[0] = c.side0 < 0 ? faceEnd(de.left)
                                     : cutEnd({o.x + c.t0 * d.x, o.y + c.t0 * d.y}, c.side0);
                end[1] = c.side1 < 0 ? faceEnd(de.right)
                                     : cutEnd({o.x + c.t1 * d.x, o.y + c.t1 * d.y}, c.side1);
            }
        } else {
            // A hull edge: a ray from the finite face's circumcentre out
            // through the side where the infinite face is.
            const bool leftOut = de.left == kNone;
            const std::uint32_t inner = leftOut ? de.right : de.left;
            const Point o = t.circumcentres[inner];
            const Point d = leftOut ? leftNormal(a, b) : leftNormal(b, a);
            kept = clipLine(o, d, std::numeric_limits<double>::infinity(), &c);
            if (kept) {
                const End near = c.side0 < 0
                                     ? faceEnd(inner)
                                     : cutEnd({o.x + c.t0 * d.x, o.y + c.t0 * d.y}, c.side0);
                const End far = cutEnd({o.x + c.t1 * d.x, o.y + c.t1 * d.y}, c.side1);
                end = leftOut ? std::array<End, 2>{far, near} : std::array<End, 2>{near, far};
            }
        }
        ends[e] = kept ? end : std::array<End, 2>{};
    }
    if (detail::cancelled(cancel))
        return nullptr;

    // Border points at one place are one corner; the square's own corners
    // join them (after the edges' ends, so that they sort among them).
    const std::size_t cutPoints = borderPoints.size();
    for (const Point p :
         {Point{0, 0}, Point{kMapSize, 0}, Point{kMapSize, kMapSize}, Point{0, kMapSize}})
        borderPoints.push_back(p);
    std::vector<std::uint32_t> order(borderPoints.size());
    std::iota(order.begin(), order.end(), 0u);
    std::sort(order.begin(), order.end(), [&](std::uint32_t x, std::uint32_t y) {
        const double px = perimeter(borderPoints[x]), py = perimeter(borderPoints[y]);
        return px != py ? px < py : x < y;
    });
    std::vector<std::uint32_t> borderGroup(borderPoints.size());
    std::uint32_t groups = 0;
    for (std::size_t k = 0; k < order.size(); ++k) {
        const Point p = borderPoints[order[k]];
        const bool same = k > 0 && std::abs(p.x - borderPoints[order[k - 1]].x) < kMerge &&
                          std::abs(p.y - borderPoints[order[k - 1]].y) < kMerge;
        borderGroup[order[k]] = same ? borderGroup[order[k - 1]] : groups++;
    }
    // Round the corner at (0, 0): the last group may be the first one.
    if (order.size() > 1) {
        const Point first = borderPoints[order.front()], last = borderPoints[order.back()];
        if (std::abs(first.x - last.x) < kMerge && std::abs(first.y - last.y) < kMerge) {
            const std::uint32_t from = borderGroup[order.back()], to = borderGroup[order.front()];
            for (std::uint32_t &group : borderGroup)
                if (group == from)
                    group = to;
        }
    }

    // Corners numbered in the order the edges first reach them.
    std::vector<std::uint32_t> faceCorner(t.circumcentres.size(), kNone),
        groupCorner(groups, kNone);
    // Without a branch on whether the corner is new (a third of the ends
    // are): its place is written each time and kept when it is.
    g.corners.resize(t.circumcentres.size() + borderPoints.size() + 1);
    std::uint32_t corners = 0;
    const auto cornerOf = [&](const End &e) {
        std::uint32_t &slot =
            e.face != kNone ? faceCorner[e.face] : groupCorner[borderGroup[e.border]];
        const std::uint32_t old = slot;
        const std::uint32_t keep = std::uint32_t(old == kNone) - 1; // all ones when not new
        g.corners[corners] = e.face != kNone ? t.circumcentres[e.face] : borderPoints[e.border];
        slot = (old & keep) | (corners & ~keep);
        corners += ~keep & 1;
        return slot;
    };
    const auto identity = [&](const End &e) {
        return e.face != kNone ? std::uint64_t(e.face)
                               : std::uint64_t(1) << 32 | borderGroup[e.border];
    };
    for (std::size_t e = 0; e < g.edges.size(); ++e) {
        if (ends[e][0].face == kNone && ends[e][0].border == kNone)
            continue;
        if (identity(ends[e][0]) == identity(ends[e][1]))
            continue; // a zero-length Voronoi edge is no edge between corners
        g.edges[e].v0 = cornerOf(ends[e][0]);
        g.edges[e].v1 = cornerOf(ends[e][1]);
    }
    std::array<std::uint32_t, 4> squareCorner{};
    for (std::size_t k = 0; k < 4; ++k)
        squareCorner[k] = cornerOf(End{kNone, std::uint32_t(cutPoints + k)});
    g.corners.resize(corners);
    std::vector<std::uint32_t> squareOwner(4, kNone);
    // Each corner of the square belongs to the nearest site (the first of
    // those equally near).
    for (std::size_t k = 0; k < 4 && n > 0; ++k) {
        const Point p = borderPoints[cutPoints + k];
        double nearest = std::numeric_limits<double>::infinity();
        for (std::uint32_t c = 0; c < n; ++c) {
            const double dx = g.centers[c].x - p.x, dy = g.centers[c].y - p.y;
            if (dx * dx + dy * dy < nearest) {
                nearest = dx * dx + dy * dy;
                squareOwner[k] = c;
            }
        }
    }
    // The triangulation's memory goes before the relations' comes.
    t.d = Delaunay();
    std::vector<Point>().swap(t.circumcentres);
    std::vector<std::array<End, 2>>().swap(ends);
    std::vector<std::uint8_t>().swap(inside);
    std::vector<Point>().swap(borderPoints);
    finishGraph(g, squareCorner, squareOwner, threads);
    return graph;
}

} // namespace

GraphPtr buildGraph(std::vector<Point> sites, const std::atomic<bool> *cancel)
{
    return makeGraph(std::move(sites), util::idealThreads(), cancel);
}

GraphPtr buildMesh(const PolymapParameters &parameters, int threads,
                   const std::atomic<bool> *cancel)
{
    if (threads <= 0)
        threads = util::idealThreads();
    Triangulation made;
    std::vector<Point> sites = detail::makeSites(parameters, threads, cancel, &made);
    if (detail::cancelled(cancel))
        return nullptr;
    std::shared_ptr<Graph> graph = makeGraph(std::move(sites), threads, cancel, std::move(made));
    if (!graph)
        return nullptr;
    graph->madeFor = parameters;
    return graph;
}

} // namespace terrain::polymap
