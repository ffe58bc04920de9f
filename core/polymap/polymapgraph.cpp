// The article's graph from CGAL's Delaunay triangulation (the only unit that
// includes CGAL: its usage requirements must not reach the rest of the
// core). Exact predicates make the triangulation itself exact; the corners
// are circumcentres computed in doubles.
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
#include "polymapgraphrelations.h"
#include "polymaprelax.h"
#include "util/parallel.h"

#include <CGAL/Delaunay_triangulation_2.h>
#include <CGAL/Exact_predicates_inexact_constructions_kernel.h>
#include <CGAL/Triangulation_face_base_with_info_2.h>
#include <CGAL/Triangulation_vertex_base_with_info_2.h>
#include <CGAL/hilbert_sort.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

namespace terrain::polymap {

namespace {

using detail::finishGraph;
using detail::onBorder;

using K = CGAL::Exact_predicates_inexact_constructions_kernel;
using VertexBase = CGAL::Triangulation_vertex_base_with_info_2<std::uint32_t, K>;
using FaceBase = CGAL::Triangulation_face_base_with_info_2<std::uint32_t, K>;
using Delaunay =
    CGAL::Delaunay_triangulation_2<K, CGAL::Triangulation_data_structure_2<VertexBase, FaceBase>>;
using VertexHandle = Delaunay::Vertex_handle;
using FaceHandle = Delaunay::Face_handle;

constexpr double kMerge = 1e-6; // map units: corners this close are one

Point toPoint(const K::Point_2 &p)
{
    return {p.x(), p.y()};
}

Point circumcentre(Point a, Point b, Point c)
{
    const double bx = b.x - a.x, by = b.y - a.y, cx = c.x - a.x, cy = c.y - a.y;
    const double d = 2 * (bx * cy - by * cx);
    const double b2 = bx * bx + by * by, c2 = cx * cx + cy * cy;
    return {a.x + (cy * b2 - by * c2) / d, a.y + (bx * c2 - cx * b2) / d};
}

// A triangulation of the sites with each finite vertex's site index and
// each finite face's index (into circumcentres) as info.
struct Triangulation
{
    Delaunay dt;
    std::vector<VertexHandle> vertex; // per site; null for a duplicate
    std::vector<Point> circumcentres; // per finite face

    // inOrder: the sites are in a spatial order already (spatialSort's, or
    // a grid's rows), so each goes in next to the one before it; otherwise
    // CGAL sorts them first.
    Triangulation(const std::vector<Point> &sites, bool inOrder, int threads)
    {
        if (inOrder) {
            FaceHandle hint;
            for (std::size_t i = 0; i < sites.size(); ++i) {
                const std::size_t before = dt.number_of_vertices();
                const VertexHandle v = dt.insert(K::Point_2(sites[i].x, sites[i].y), hint);
                if (dt.number_of_vertices() > before) // else a duplicate: the first one's vertex
                    v->info() = std::uint32_t(i);
                hint = v->face();
            }
        } else {
            std::vector<std::pair<K::Point_2, std::uint32_t>> input;
            input.reserve(sites.size());
            for (std::size_t i = 0; i < sites.size(); ++i)
                input.emplace_back(K::Point_2(sites[i].x, sites[i].y), std::uint32_t(i));
            dt.insert(input.begin(), input.end()); // spatially sorted by CGAL
        }
        vertex.assign(sites.size(), VertexHandle());
        for (const VertexHandle v : dt.finite_vertex_handles())
            vertex[v->info()] = v;
        indexFaces(threads);
    }

    // Numbers the finite faces and computes their circumcentres (on up to
    // `threads` threads: each face's only reads the triangulation).
    void indexFaces(int threads)
    {
        std::vector<FaceHandle> faces;
        faces.reserve(dt.number_of_faces());
        for (const FaceHandle f : dt.all_face_handles())
            f->info() = kNone;
        for (const FaceHandle f : dt.finite_face_handles()) {
            f->info() = std::uint32_t(faces.size());
            faces.push_back(f);
        }
        circumcentres.resize(faces.size());
        util::parallelFor(faces.size(), 16384, threads, [&](std::size_t begin, std::size_t end) {
            for (std::size_t i = begin; i < end; ++i)
                circumcentres[i] = circumcentre(toPoint(faces[i]->vertex(0)->point()),
                                                toPoint(faces[i]->vertex(1)->point()),
                                                toPoint(faces[i]->vertex(2)->point()));
        });
    }
};

// Unit normal of a -> b pointing to its left (x right, y up as CGAL sees it).
Point leftNormal(Point a, Point b)
{
    const double dx = b.x - a.x, dy = b.y - a.y, l = std::hypot(dx, dy);
    return {-dy / l, dx / l};
}

// --- Lloyd relaxation -------------------------------------------------------

// Sutherland–Hodgman against the four sides of the map square.
void clipToSquare(std::vector<Point> &polygon, std::vector<Point> &scratch)
{
    const auto clipSide = [&](auto insideOf, auto cross) {
        scratch.clear();
        for (std::size_t i = 0; i < polygon.size(); ++i) {
            const Point a = polygon[i], b = polygon[(i + 1) % polygon.size()];
            const bool ia = insideOf(a), ib = insideOf(b);
            if (ia)
                scratch.push_back(a);
            if (ia != ib)
                scratch.push_back(cross(a, b));
        }
        polygon.swap(scratch);
    };
    const auto atX = [](double x) {
        return [x](Point a, Point b) {
            return Point{x, a.y + (b.y - a.y) * (x - a.x) / (b.x - a.x)};
        };
    };
    const auto atY = [](double y) {
        return [y](Point a, Point b) {
            return Point{a.x + (b.x - a.x) * (y - a.y) / (b.y - a.y), y};
        };
    };
    clipSide([](Point p) { return p.x >= 0; }, atX(0));
    clipSide([](Point p) { return p.x <= kMapSize; }, atX(kMapSize));
    clipSide([](Point p) { return p.y >= 0; }, atY(0));
    clipSide([](Point p) { return p.y <= kMapSize; }, atY(kMapSize));
}

// The Voronoi polygon of v in counterclockwise order; a hull site's
// unbounded polygon is closed far outside the map (the rays' far points and
// one beyond them), which clipping then removes.
void voronoiPolygon(const Triangulation &t, VertexHandle v, std::vector<FaceHandle> &faces,
                    std::vector<Point> &polygon)
{
    constexpr double kFar = 100 * kMapSize;
    faces.clear();
    polygon.clear();
    Delaunay::Face_circulator fc = t.dt.incident_faces(v), done = fc;
    do
        faces.push_back(fc);
    while (++fc != done);
    const std::size_t n = faces.size();
    std::size_t start = n; // the first finite face after an infinite one
    for (std::size_t i = 0; i < n; ++i)
        if (t.dt.is_infinite(faces[(i + n - 1) % n]) && !t.dt.is_infinite(faces[i]))
            start = i;
    if (start == n) {
        for (const FaceHandle f : faces)
            polygon.push_back(t.circumcentres[f->info()]);
        return;
    }
    const Point site = toPoint(v->point());
    // The vertex that f and the face g after it (counterclockwise) share besides v.
    const auto sharedVertex = [&](FaceHandle f, FaceHandle g) {
        for (int k = 0; k < 3; ++k)
            if (f->vertex(k) != v && g->has_vertex(f->vertex(k)))
                return f->vertex(k);
        return VertexHandle();
    };
    std::size_t last = start; // the last finite face of the run
    while (!t.dt.is_infinite(faces[(last + 1) % n]))
        last = (last + 1) % n;
    // Entering: the ray of hull edge (v, w) between the infinite face before
    // `start` and `start` runs away to the right of v -> w.
    const Point wIn = toPoint(sharedVertex(faces[(start + n - 1) % n], faces[start])->point());
    const Point wOut = toPoint(sharedVertex(faces[last], faces[(last + 1) % n])->point());
    const Point nIn = leftNormal(wIn, site); // outward: the hull runs w -> v -> ...
    const Point nOut = leftNormal(site, wOut);
    const Point ccIn = t.circumcentres[faces[start]->info()];
    polygon.push_back({ccIn.x + kFar * nIn.x, ccIn.y + kFar * nIn.y});
    for (std::size_t i = start;; i = (i + 1) % n) {
        polygon.push_back(t.circumcentres[faces[i]->info()]);
        if (i == last)
            break;
    }
    const Point ccOut = t.circumcentres[faces[last]->info()];
    polygon.push_back({ccOut.x + kFar * nOut.x, ccOut.y + kFar * nOut.y});
    const double mx = nIn.x + nOut.x, my = nIn.y + nOut.y, ml = std::hypot(mx, my);
    if (ml > 1e-9)
        polygon.push_back({site.x + 2 * kFar * mx / ml, site.y + 2 * kFar * my / ml});
}

// The centroid of a polygon (relative to `origin` for accuracy); false when it has no area.
bool centroid(const std::vector<Point> &polygon, Point origin, Point *out)
{
    double area = 0, cx = 0, cy = 0;
    for (std::size_t i = 0; i < polygon.size(); ++i) {
        const Point a = polygon[i], b = polygon[(i + 1) % polygon.size()];
        const double ax = a.x - origin.x, ay = a.y - origin.y, bx = b.x - origin.x,
                     by = b.y - origin.y;
        const double cross = ax * by - bx * ay;
        area += cross;
        cx += (ax + bx) * cross;
        cy += (ay + by) * cross;
    }
    if (!(std::abs(area) > 0))
        return false;
    *out = {origin.x + cx / (3 * area), origin.y + cy / (3 * area)};
    return std::isfinite(out->x) && std::isfinite(out->y);
}

// --- The graph --------------------------------------------------------------

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

std::shared_ptr<Graph> makeGraph(std::vector<Point> sites, bool inOrder, int threads,
                                 const std::atomic<bool> *cancel)
{
    auto graph = std::make_shared<Graph>();
    Graph &g = *graph;
    Triangulation t(sites, inOrder, threads);
    if (detail::cancelled(cancel))
        return nullptr;
    // A site given twice is one vertex: keep the first, drop the others.
    if (t.dt.number_of_vertices() != sites.size()) {
        std::vector<Point> kept;
        for (std::size_t i = 0; i < sites.size(); ++i)
            if (t.vertex[i] != VertexHandle() && t.vertex[i]->info() == i) {
                t.vertex[i]->info() = std::uint32_t(kept.size());
                kept.push_back(sites[i]);
            }
        sites.swap(kept);
        t.vertex.assign(sites.size(), VertexHandle());
        for (const VertexHandle v : t.dt.finite_vertex_handles())
            t.vertex[v->info()] = v;
    }
    g.centers = std::move(sites);
    const std::size_t n = g.centers.size();

    // The Delaunay edges, d0 < d1, with the face on the left of d0 -> d1
    // (it gives v0) and the one on the right (v1); kNone for the infinite
    // face. Circumcentres at one place are one corner.
    struct DualEdge
    {
        std::uint32_t d0, d1, left, right;
    };
    std::vector<DualEdge> dual;
    std::vector<std::uint32_t> parent(t.circumcentres.size());
    std::iota(parent.begin(), parent.end(), 0u);
    if (t.dt.dimension() == 2) {
        dual.reserve(t.dt.number_of_vertices() * 3);
        for (const Delaunay::Edge &e : t.dt.finite_edges()) {
            const FaceHandle f = e.first, h = f->neighbor(e.second);
            const std::uint32_t a = f->vertex(Delaunay::ccw(e.second))->info();
            const std::uint32_t b = f->vertex(Delaunay::cw(e.second))->info();
            const std::uint32_t fi = f->info(), hi = h->info(); // f lies on the left of a -> b
            dual.push_back(a < b ? DualEdge{a, b, fi, hi} : DualEdge{b, a, hi, fi});
            if (fi == kNone || hi == kNone)
                continue;
            const Point p = t.circumcentres[fi], q = t.circumcentres[hi];
            if ((p.x - q.x) * (p.x - q.x) + (p.y - q.y) * (p.y - q.y) < kMerge * kMerge) {
                const std::uint32_t ra = findRoot(parent, fi), rb = findRoot(parent, hi);
                parent[std::max(ra, rb)] = std::min(ra, rb);
            }
        }
    }
    // In the order of d0, then d1: a counting sort by d0, then each run by d1.
    {
        std::vector<std::uint32_t> start(n + 1, 0);
        for (const DualEdge &e : dual)
            ++start[e.d0 + 1];
        std::partial_sum(start.begin(), start.end(), start.begin());
        std::vector<DualEdge> sortedEdges(dual.size());
        std::vector<std::uint32_t> fill(start.begin(), start.end() - 1);
        for (const DualEdge &e : dual)
            sortedEdges[fill[e.d0]++] = e;
        for (std::size_t c = 0; c < n; ++c)
            std::sort(sortedEdges.begin() + start[c], sortedEdges.begin() + start[c + 1],
                      [](const DualEdge &x, const DualEdge &y) { return x.d1 < y.d1; });
        dual.swap(sortedEdges);
    }
    if (detail::cancelled(cancel))
        return nullptr;

    // Each edge with its Voronoi part clipped to the map.
    std::vector<Point> borderPoints;
    std::vector<std::array<End, 2>> ends;
    ends.reserve(dual.size());
    g.edges.reserve(dual.size());
    const auto faceEnd = [&](std::uint32_t f) {
        const Point p = t.circumcentres[f];
        if (onBorder(p)) {
            borderPoints.push_back(p);
            return End{kNone, std::uint32_t(borderPoints.size() - 1)};
        }
        return End{findRoot(parent, f), kNone};
    };
    const auto cutEnd = [&](Point p, int side) {
        borderPoints.push_back(pointOnSide(p, side));
        return End{kNone, std::uint32_t(borderPoints.size() - 1)};
    };
    for (const DualEdge &de : dual) {
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
        g.edges.push_back({de.d0, de.d1, kNone, kNone});
        ends.push_back(kept ? end : std::array<End, 2>{});
    }
    std::vector<DualEdge>().swap(dual);
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
    const auto cornerOf = [&](const End &e) {
        std::uint32_t &slot =
            e.face != kNone ? faceCorner[e.face] : groupCorner[borderGroup[e.border]];
        if (slot == kNone) {
            slot = std::uint32_t(g.corners.size());
            g.corners.push_back(e.face != kNone ? t.circumcentres[e.face] : borderPoints[e.border]);
        }
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
    std::vector<std::uint32_t> squareOwner(4, kNone);
    if (n > 0)
        for (std::size_t k = 0; k < 4; ++k) {
            const Point p = borderPoints[cutPoints + k];
            squareOwner[k] = t.dt.nearest_vertex(K::Point_2(p.x, p.y))->info();
        }
    // The triangulation's memory goes before the relations' comes.
    t.dt.clear();
    std::vector<std::array<End, 2>>().swap(ends);
    std::vector<Point>().swap(borderPoints);
    finishGraph(g, squareCorner, squareOwner, threads);
    return graph;
}

} // namespace

GraphPtr buildGraph(std::vector<Point> sites, const std::atomic<bool> *cancel)
{
    return makeGraph(std::move(sites), false, util::idealThreads(), cancel);
}

GraphPtr buildMesh(const PolymapParameters &parameters, int threads,
                   const std::atomic<bool> *cancel)
{
    if (threads <= 0)
        threads = util::idealThreads();
    std::vector<Point> sites = makePoints(parameters, threads, cancel);
    if (detail::cancelled(cancel))
        return nullptr;
    std::shared_ptr<Graph> graph =
        makeGraph(std::move(sites), true, threads, cancel); // makePoints' order
    if (!graph)
        return nullptr;
    graph->madeFor = parameters;
    return graph;
}

namespace detail {

void spatialSort(std::vector<Point> &points)
{
    std::vector<K::Point_2> p;
    p.reserve(points.size());
    for (const Point q : points)
        p.emplace_back(q.x, q.y);
    CGAL::hilbert_sort(p.begin(), p.end());
    for (std::size_t i = 0; i < p.size(); ++i)
        points[i] = toPoint(p[i]);
}

bool relaxPoints(std::vector<Point> &sites, int iterations, int threads,
                 const std::atomic<bool> *cancel)
{
    std::vector<Point> moved;
    for (int iteration = 0; iteration < iterations; ++iteration) {
        if (cancelled(cancel))
            return false;
        const Triangulation t(sites, true, threads); // makePoints' order, kept by small moves
        if (t.dt.dimension() < 2)
            return true;
        if (cancelled(cancel))
            return false;
        // Each site's polygon only reads the triangulation: blocks of sites
        // on several threads, each writing its own sites.
        moved = sites;
        util::parallelFor(sites.size(), 4096, threads, [&](std::size_t begin, std::size_t end) {
            std::vector<FaceHandle> faces;
            std::vector<Point> polygon, scratch;
            for (std::size_t i = begin; i < end; ++i) {
                if (t.vertex[i] == VertexHandle() || t.vertex[i]->info() != i)
                    continue; // a duplicate stays where it is
                voronoiPolygon(t, t.vertex[i], faces, polygon);
                bool inside = true;
                for (const Point p : polygon)
                    inside = inside && p.x >= 0 && p.x <= kMapSize && p.y >= 0 && p.y <= kMapSize;
                if (!inside)
                    clipToSquare(polygon, scratch);
                Point c;
                if (polygon.size() >= 3 && centroid(polygon, sites[i], &c)) {
                    const double below = std::nextafter(kMapSize, 0.0);
                    moved[i] = {std::clamp(c.x, 0.0, below), std::clamp(c.y, 0.0, below)};
                }
            }
        });
        sites.swap(moved);
    }
    return !cancelled(cancel);
}

} // namespace detail

} // namespace terrain::polymap
