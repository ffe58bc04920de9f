// The sites' triangulation on two threads (polymapdelaunay.h,
// splitTriangulate()). Compiled with CGAL, beside the sweep.
//
// The points are split at the median x: those left of it and the rest.
// Each half is swept on a thread of its own. The two hulls lie apart, so
// the whole is the two triangulations and the gap between their hulls:
// the gap is filled from the hulls' lower common tangent up to their upper
// one, a triangle a step (Guibas and Stolfi's merge, its candidates the
// next points up each hull, the one whose triangle's circle leaves out the
// other taken). Only the triangles beside the gap can be other than
// Delaunay now, so Lawson's flips from the gap's edges make the whole
// Delaunay. The Delaunay triangulation of points of which no four lie on
// one circle is unique: it is the sweep's. Where four do, either diagonal
// is Delaunay, and the graph does not depend on which (polymapgraph.cpp).
#include "polymapdelaunay.h"
#include "polymappredicates.h"
#include "util/parallel.h"

#include <algorithm>

namespace terrain::polymap::detail {

namespace {

constexpr std::uint32_t kNo = kNone;

// One half: its points (their numbers in the whole), its triangulation in
// those numbers, and its hull's halfedges counterclockwise with the points
// they start from.
struct Half
{
    std::vector<std::uint32_t> ids;
    Delaunay d;
    std::vector<std::uint32_t> hull, hullPoints;

    bool make(std::span<const Point> all)
    {
        std::vector<Point> points(ids.size());
        for (std::size_t k = 0; k < ids.size(); ++k)
            points[k] = all[ids[k]];
        std::vector<std::uint32_t> sameAs;
        if (!sweepTriangulate(points, d, sameAs) || !sameAs.empty() || d.triangles.empty())
            return false;
        for (std::uint32_t &v : d.triangles)
            v = ids[v];
        hull = hullLoop(d);
        hullPoints.resize(hull.size());
        for (std::size_t k = 0; k < hull.size(); ++k)
            hullPoints[k] = d.triangles[hull[k]];
        return hull.size() >= 3;
    }
    std::size_t size() const { return hull.size(); }
    std::size_t next(std::size_t k) const { return k + 1 == hull.size() ? 0 : k + 1; }
    std::size_t prev(std::size_t k) const { return k == 0 ? hull.size() - 1 : k - 1; }
    // The point where hull halfedge k starts.
    std::uint32_t at(std::size_t k) const { return hullPoints[k]; }
};

// The place on a half's hull with the largest (or least) x.
std::size_t extreme(const Half &h, std::span<const Point> p, bool largest)
{
    std::size_t best = 0;
    for (std::size_t k = 1; k < h.size(); ++k) {
        const double x = p[h.at(k)].x, b = p[h.at(best)].x;
        if (largest ? x > b : x < b)
            best = k;
    }
    return best;
}

// The common tangent of the left hull A and the right hull B below them
// both (lower: every point on or left of a -> b) or above (every point on
// or right of a -> b). False at three points on a line.
bool tangent(const Half &A, const Half &B, std::span<const Point> p, bool lower, std::size_t &a,
             std::size_t &b)
{
    a = extreme(A, p, true);
    b = extreme(B, p, false);
    const int outside = lower ? -1 : 1; // the side no point may lie on
    for (;;) {
        const std::size_t a2 = lower ? A.prev(a) : A.next(a);
        const int ta = orientation(p[A.at(a)], p[B.at(b)], p[A.at(a2)]);
        if (ta == outside) {
            a = a2;
            continue;
        }
        const std::size_t b2 = lower ? B.next(b) : B.prev(b);
        const int tb = orientation(p[A.at(a)], p[B.at(b)], p[B.at(b2)]);
        if (tb == outside) {
            b = b2;
            continue;
        }
        return ta != 0 && tb != 0;
    }
}

} // namespace

bool splitTriangulate(std::span<const Point> points, Delaunay &out, int threads)
{
    const std::size_t n = points.size();
    if (threads < 2 || n < kSplitLeast)
        return false;
    std::vector<double> xs(n);
    for (std::size_t i = 0; i < n; ++i)
        xs[i] = points[i].x;
    std::nth_element(xs.begin(), xs.begin() + std::ptrdiff_t(n / 2), xs.end());
    const double split = xs[n / 2];
    Half halves[2];
    for (auto i = std::uint32_t(0); i < n; ++i)
        halves[points[i].x < split ? 0 : 1].ids.push_back(i);
    if (halves[0].ids.size() < 3 || halves[1].ids.size() < 3)
        return false;
    bool made[2] = {false, false};
    util::parallelFor(2, 1, threads, [&](std::size_t first, std::size_t last) {
        for (std::size_t k = first; k < last; ++k)
            made[k] = halves[k].make(points);
    });
    if (!made[0] || !made[1])
        return false;
    Half &A = halves[0], &B = halves[1];
    std::size_t a0 = 0, b0 = 0, a1 = 0, b1 = 0;
    if (!tangent(A, B, points, true, a0, b0) || !tangent(A, B, points, false, a1, b1))
        return false;

    // The two triangulations in one, the right one's halfedges after the
    // left one's.
    const auto offset = std::uint32_t(A.d.triangles.size());
    out.triangles = std::move(A.d.triangles);
    out.halfedges = std::move(A.d.halfedges);
    out.triangles.insert(out.triangles.end(), B.d.triangles.begin(), B.d.triangles.end());
    out.halfedges.reserve(out.triangles.size() + 3 * (A.size() + B.size()));
    for (const std::uint32_t h : B.d.halfedges)
        out.halfedges.push_back(h == kNo ? kNo : h + offset);
    const auto hullB = [&](std::size_t k) { return B.hull[k] + offset; };
    const auto link = [&](std::uint32_t x, std::uint32_t y) {
        out.halfedges[x] = y;
        if (y != kNo)
            out.halfedges[y] = x;
    };

    // The gap, from the lower tangent up: base a -> b, a on A's hull going
    // counterclockwise, b on B's going clockwise. A new triangle must turn
    // left, and the other hull's next edge must not start into it (lie
    // between the triangle's two sides there).
    std::vector<std::uint32_t> stack;
    std::uint32_t below = kNo; // the halfedge b -> a of the triangle under the base
    std::size_t a = a0, b = b0;
    while (a != a1 || b != b1) {
        const std::size_t a2 = A.next(a), b2 = B.prev(b);
        const Point pa = points[A.at(a)], pb = points[B.at(b)], pa2 = points[A.at(a2)],
                    pb2 = points[B.at(b2)];
        const bool canA =
            a != a1 && orientation(pa, pb, pa2) > 0 &&
            (b == b1 || orientation(pb, pa2, pb2) < 0 || orientation(pb, pa, pb2) > 0);
        const bool canB =
            b != b1 && orientation(pa, pb, pb2) > 0 &&
            (a == a1 || orientation(pa, pb, pa2) < 0 || orientation(pa, pb2, pa2) > 0);
        if (!canA && !canB)
            return false;
        const bool takeA = canA && (!canB || inCircle(pa, pb, pa2, pb2) <= 0);
        const auto t = std::uint32_t(out.triangles.size());
        out.halfedges.insert(out.halfedges.end(), {kNo, kNo, kNo});
        link(t, below);
        if (takeA) { // (a, b, a2): a2 -> a along A's hull edge
            out.triangles.insert(out.triangles.end(), {A.at(a), B.at(b), A.at(a2)});
            link(t + 2, A.hull[a]);
            below = t + 1;
            a = a2;
        } else { // (a, b, b2): b -> b2 along B's hull edge
            out.triangles.insert(out.triangles.end(), {A.at(a), B.at(b), B.at(b2)});
            link(t + 1, hullB(b2));
            below = t + 2;
            b = b2;
        }
        stack.insert(stack.end(), {t, t + 1, t + 2});
    }
    std::vector<Point> p(points.begin(), points.end());
    flipToDelaunay(out, p, stack);
    return true;
}

} // namespace terrain::polymap::detail
