#pragma once
// The exact orientation and in-circle tests of the polygon map's
// triangulation: the determinant in doubles, trusted when it is farther
// from zero than Shewchuk's first error bound (errboundA of his adaptive
// predicates); otherwise CGAL's exact predicate decides. Internal: only
// the triangulation's units, which are compiled with CGAL, include it.

#include "polymapgraph.h"

#include <CGAL/Exact_predicates_inexact_constructions_kernel.h>

#include <cmath>
#include <limits>

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

} // namespace terrain::polymap::detail
