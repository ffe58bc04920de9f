#pragma once
// The Delaunay triangulation of a polygon map's sites by a sweep: the
// points taken in order of their distance from a seed triangle's
// circumcentre, each joined to the hull edges it sees, and edges flipped
// until every triangle is Delaunay (Delaunator's algorithm, by Vladimir
// Agafonkin, with its hull hash and its flip stack). The orientation and
// in-circle tests are exact (a filter in doubles, CGAL's exact predicates
// where it cannot decide), so a square grid's four points on one circle
// are told apart from four near it. Internal to core/polymap: the graph
// (polymapgraph.cpp) and the relaxation (polymaprelax.cpp) are built on it.
//
// Halfedge e runs from triangles[e] to triangles[next(e)]; its triangle is
// e / 3, on its left (the triangles are counterclockwise, x right, y up);
// halfedges[e] is the halfedge the other way along the same edge, or kNone
// on the hull.

#include "polymapgraph.h"

#include <cmath>
#include <cstdint>
#include <span>
#include <vector>

namespace terrain::polymap::detail {

struct Delaunay
{
    std::vector<std::uint32_t> triangles;
    std::vector<std::uint32_t> halfedges;

    std::size_t triangleCount() const { return triangles.size() / 3; }
    static std::uint32_t next(std::uint32_t e) { return e % 3 == 2 ? e - 2 : e + 1; }
    static std::uint32_t prev(std::uint32_t e) { return e % 3 == 0 ? e + 2 : e - 1; }
};

// The sites' triangulation as the graph and the relaxation read it: the
// sweep's, or CGAL's when the sweep meets a point it cannot join. A site
// given twice is one point: the first.
//
// Nothing read from it depends on how its triangles are numbered: each
// triangle is known by key() (its lowest point, then the next one round),
// each circumcentre is computed from the lowest point round, and each
// point's start halfedge is the one in its least triangle by key. So a
// triangulation made by the sweep, by CGAL or by moving another gives the
// same graph and the same relaxed sites to the last bit.
struct Triangulation
{
    Delaunay d;
    std::vector<std::uint32_t> pointOf; // per site: its point, kNone for a later duplicate
    std::vector<std::uint32_t> start;   // per point: its hull halfedge, or its least triangle's
    std::vector<Point> points;          // the distinct sites in their order
    std::vector<Point> circumcentres;   // per triangle

    Triangulation() = default;
    // The circumcentres on up to `threads` threads.
    Triangulation(const std::vector<Point> &sites, int threads);
    bool planar() const { return !d.triangles.empty(); }

    // Which of a triangle's three points is its lowest.
    static int rotation(const std::uint32_t *v)
    {
        return v[1] < v[0] && v[1] < v[2] ? 1 : v[2] < v[0] && v[2] < v[1] ? 2 : 0;
    }
    // Triangle t's key, whatever its number: its lowest point, then the
    // point after it counterclockwise.
    std::uint64_t key(std::uint32_t t) const
    {
        const std::uint32_t *v = &d.triangles[3 * std::size_t(t)];
        const int r = rotation(v);
        return std::uint64_t(v[r]) << 32 | v[(r + 1) % 3];
    }

    // The same sites moved a little (Lloyd's step), by relocate(): the
    // triangulation made anew, the same triangles numbered as the moves
    // left them (where four points lie on one circle either diagonal is
    // Delaunay, and the two ways may choose differently). False, and this
    // one empty, when it cannot be (or a site was given twice): then the
    // caller makes it anew. `dropping`: then without the last that many
    // sites, as dropLast() (finished once, for both).
    bool moveTo(const std::vector<Point> &sites, int threads, std::size_t dropping = 0);
    // The same without its last `count` sites, by dropLastPoints(). False,
    // and this one empty, when it cannot be.
    bool dropLast(std::size_t count, int threads);

private:
    void dropDuplicates(const std::vector<Point> &sites);
    void triangulateByCgal();
    void inPointOrder(int threads); // the triangles numbered by key (polymaptriangulation.cpp)
    void finish(int threads);       // start and circumcentres
};

// Unit normal of a -> b pointing to its left (x right, y up).
inline Point leftNormal(Point a, Point b)
{
    const double dx = b.x - a.x, dy = b.y - a.y, l = std::hypot(dx, dy);
    return {-dy / l, dx / l};
}

// The triangulation of points, in their numbering. A point given more
// than once is in the triangles as the first of them; when there are such,
// sameAs holds for each point the first one at its place (kNone for a
// first), else it is empty. False when the sweep meets a point it cannot
// join (one on a hull edge, which only a tie in the distances can bring);
// then the caller triangulates another way. Fewer than three distinct
// points, or all on one line, give no triangles (and true; sameAs is then
// not filled).
bool sweepTriangulate(std::span<const Point> points, Delaunay &out,
                      std::vector<std::uint32_t> &sameAs);

// The Delaunay triangulation d of points `from`, made that of the same
// points moved to `to` (polymaprelocate.cpp): points moved where their
// triangles stay counterclockwise, Lawson's flips, and the points that
// could not move so taken out and put in again. False (d then spoilt)
// where that cannot be done; the caller sweeps anew.
bool relocate(Delaunay &d, std::span<const Point> from, std::span<const Point> to);

// The triangulation of points (as sweepTriangulate's, in their numbering)
// on two threads (polymapsplit.cpp): the points split at the median x, each
// half swept on a thread of its own, the gap between the two hulls filled
// and Lawson's flips from its edges. False, with `out` to be overwritten,
// where it does not apply (fewer than two threads or kSplitLeast points, a
// site given twice, three points on a line where the halves meet); then
// the caller sweeps.
constexpr std::size_t kSplitLeast = 4096;
bool splitTriangulate(std::span<const Point> points, Delaunay &out, int threads);

// The hull's halfedges in order round it (counterclockwise); empty when
// the triangles' outline is not one loop (polymaprelocate.cpp).
std::vector<std::uint32_t> hullLoop(const Delaunay &d);

// Lawson's flips from the halfedges on the stack (emptied), until each
// edge they reach is Delaunay (polymaprelocate.cpp).
void flipToDelaunay(Delaunay &d, std::vector<Point> &points, std::vector<std::uint32_t> &stack);

// The Delaunay triangulation d of `points`, made that of all but the last
// `count` of them (each triangle with one of those dropped, the hull made
// convex and the edges flipped). False (d then spoilt) where that cannot
// be done.
bool dropLastPoints(Delaunay &d, std::span<const Point> points, std::size_t count);

} // namespace terrain::polymap::detail
