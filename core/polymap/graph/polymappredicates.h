#pragma once
// The exact orientation and in-circle tests of the polygon map's
// triangulation: the determinant in doubles, trusted when it is farther
// from zero than Shewchuk's first error bound (errboundA of his adaptive
// predicates); otherwise CGAL's exact predicate decides. Internal: only
// the triangulation's units, which are compiled with CGAL, include it.

#include "polymapgraph.h"

#include <CGAL/Exact_predicates_inexact_constructions_kernel.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <span>

namespace terrain::polymap::detail {

using K = CGAL::Exact_predicates_inexact_constructions_kernel;
constexpr double kEpsilon = std::numeric_limits<double>::epsilon() / 2; // 2^-53
constexpr double kOrientBound = (3 + 16 * kEpsilon) * kEpsilon;
constexpr double kCircleBound = (10 + 96 * kEpsilon) * kEpsilon;

inline K::Point_2 exact(Point p)
{
    return {p.x, p.y};
}

// > 0 when (a, b, c) turns left (counterclockwise), < 0 right, 0 on a line.
inline int orientation(Point a, Point b, Point c)
{
    const double left = (a.x - c.x) * (b.y - c.y), right = (a.y - c.y) * (b.x - c.x);
    const double det = left - right;
    if (std::abs(det) > kOrientBound * (std::abs(left) + std::abs(right)))
        return det > 0 ? 1 : -1;
    return int(CGAL::orientation(exact(a), exact(b), exact(c)));
}

// > 0 when d lies inside the circle through the counterclockwise (a, b, c)
// (inside that through a clockwise one: < 0), 0 on it.
inline int inCircle(Point a, Point b, Point c, Point d)
{
    const double adx = a.x - d.x, ady = a.y - d.y, bdx = b.x - d.x, bdy = b.y - d.y,
                 cdx = c.x - d.x, cdy = c.y - d.y;
    const double bc = bdx * cdy, cb = cdx * bdy, ca = cdx * ady, ac = adx * cdy, ab = adx * bdy,
                 ba = bdx * ady;
    const double al = adx * adx + ady * ady, bl = bdx * bdx + bdy * bdy, cl = cdx * cdx + cdy * cdy;
    const double det = al * (bc - cb) + bl * (ca - ac) + cl * (ab - ba);
    const double permanent = (std::abs(bc) + std::abs(cb)) * al +
                             (std::abs(ca) + std::abs(ac)) * bl +
                             (std::abs(ab) + std::abs(ba)) * cl;
    if (std::abs(det) > kCircleBound * permanent)
        return det > 0 ? 1 : -1;
    return int(CGAL::side_of_oriented_circle(exact(a), exact(b), exact(c), exact(d)));
}

// The points' bounding box.
struct Box
{
    double minX, minY, maxX, maxY;
};

inline Box boxOf(std::span<const Point> points)
{
    Box b{std::numeric_limits<double>::infinity(), std::numeric_limits<double>::infinity(),
          -std::numeric_limits<double>::infinity(), -std::numeric_limits<double>::infinity()};
    for (const Point p : points) {
        b.minX = std::min(b.minX, p.x);
        b.minY = std::min(b.minY, p.y);
        b.maxX = std::max(b.maxX, p.x);
        b.maxY = std::max(b.maxY, p.y);
    }
    return b;
}

// Static error bounds for points in a box: every coordinate difference is
// at most its width w or height h (rounding is monotonic), so each product
// term is at most w·h and each lifted length w² + h², and a determinant
// farther from zero than the first error bounds above at those terms has
// its exact sign (1.01 covers the rounding of the bounds themselves).
// Infinite when the box is not finite.
struct StaticBounds
{
    double orient, circle;
};

inline StaticBounds staticBounds(const Box &b)
{
    const double w = b.maxX - b.minX, h = b.maxY - b.minY;
    const StaticBounds s{1.01 * kOrientBound * (2 * w * h),
                         1.01 * kCircleBound * (3 * (2 * w * h) * (w * w + h * h))};
    if (!std::isfinite(s.circle))
        return {std::numeric_limits<double>::infinity(), std::numeric_limits<double>::infinity()};
    return s;
}

// The determinants in doubles, evaluated as the functions above do (so
// their bounds hold): > 0 when (a, b, c) turns left; > 0 when d lies
// inside the circle through the counterclockwise (a, b, c).
inline double orientDeterminant(Point a, Point b, Point c)
{
    return (a.x - c.x) * (b.y - c.y) - (a.y - c.y) * (b.x - c.x);
}

inline double inCircleDeterminant(Point a, Point b, Point c, Point d)
{
    const double adx = a.x - d.x, ady = a.y - d.y, bdx = b.x - d.x, bdy = b.y - d.y,
                 cdx = c.x - d.x, cdy = c.y - d.y;
    return (adx * adx + ady * ady) * (bdx * cdy - cdx * bdy) +
           (bdx * bdx + bdy * bdy) * (cdx * ady - adx * cdy) +
           (cdx * cdx + cdy * cdy) * (adx * bdy - bdx * ady);
}

} // namespace terrain::polymap::detail
