// Lloyd relaxation (polymaprelax.h) on the sites' triangulation.
#include "polymaprelax.h"
#include "polymapdelaunay.h"
#include "util/parallel.h"

#include <algorithm>
#include <cmath>
#include <utility>

namespace terrain::polymap::detail {

namespace {

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

// The Voronoi polygon of point v in counterclockwise order; a hull site's
// unbounded polygon is closed far outside the map (the rays' far points and
// one beyond them), which clipping then removes.
void voronoiPolygon(const Triangulation &t, std::uint32_t v, std::vector<Point> &polygon)
{
    constexpr double kFar = 100 * kMapSize;
    const Delaunay &tri = t.d;
    polygon.clear();
    // The triangles round v counterclockwise: from the halfedge out of v,
    // across the edge into v before it (for a hull point, from the hull
    // edge out of v to the hull edge into it).
    const std::uint32_t first = t.start[v];
    std::uint32_t e = first, into = kNone;
    do {
        polygon.push_back(t.circumcentres[e / 3]);
        into = Delaunay::prev(e);
        e = tri.halfedges[into];
    } while (e != kNone && e != first);
    if (e == first)
        return;
    const auto at = [&](std::uint32_t point) { return t.points[point]; };
    const Point here = at(v);
    // Entering: the ray of hull edge v -> wIn (the first triangle's) runs
    // away to its right; leaving: that of wOut -> v (the last's).
    const Point wIn = at(tri.triangles[Delaunay::next(first)]);
    const Point wOut = at(tri.triangles[into]);
    const Point nIn = leftNormal(wIn, here); // outward: the hull runs wOut -> v -> wIn
    const Point nOut = leftNormal(here, wOut);
    const Point ccIn = polygon.front(), ccOut = polygon.back();
    polygon.insert(polygon.begin(), {ccIn.x + kFar * nIn.x, ccIn.y + kFar * nIn.y});
    polygon.push_back({ccOut.x + kFar * nOut.x, ccOut.y + kFar * nOut.y});
    const double mx = nIn.x + nOut.x, my = nIn.y + nOut.y, ml = std::hypot(mx, my);
    if (ml > 1e-9)
        polygon.push_back({here.x + 2 * kFar * mx / ml, here.y + 2 * kFar * my / ml});
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

} // namespace

bool relaxPoints(std::vector<Point> &sites, int iterations, int threads,
                 const std::atomic<bool> *cancel, Triangulation *made)
{
    // The sites with four far points round the map, so that none of them
    // is on the hull: the triangulation can then move with them (its hull
    // never does), and each polygon clipped to the map is the same as
    // without them (a point of the map is nearer some site, at most √2
    // map sides away, than a far point, at least 3√2 away).
    const std::size_t n = sites.size();
    std::vector<Point> all;
    const auto withFarPoints = [&] {
        all = sites;
        all.insert(all.end(), {{-3 * kMapSize, -3 * kMapSize},
                               {4 * kMapSize, -3 * kMapSize},
                               {4 * kMapSize, 4 * kMapSize},
                               {-3 * kMapSize, 4 * kMapSize}});
        return all;
    };
    Triangulation t;
    std::vector<Point> moved;
    for (int iteration = 0; iteration < iterations; ++iteration) {
        if (cancelled(cancel))
            return false;
        // The sites moved a little since the last triangulation: it is
        // moved with them, or made anew where that cannot be.
        if (!t.moveTo(withFarPoints(), threads))
            t = Triangulation(all, threads);
        if (!t.planar())
            return true;
        if (cancelled(cancel))
            return false;
        // Each site's polygon only reads the triangulation: blocks of sites
        // on several threads, each writing its own sites.
        moved = sites;
        util::parallelFor(n, 4096, threads, [&](std::size_t begin, std::size_t end) {
            std::vector<Point> polygon, scratch;
            for (std::size_t i = begin; i < end; ++i) {
                if (t.pointOf[i] == kNone)
                    continue; // a duplicate stays where it is
                voronoiPolygon(t, t.pointOf[i], polygon);
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
    if (cancelled(cancel))
        return false;
    if (made && iterations > 0 && t.moveTo(withFarPoints(), threads, 4))
        *made = std::move(t);
    return true;
}

} // namespace terrain::polymap::detail
