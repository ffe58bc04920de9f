// The seed's star exercises (starstatistics.h).

#include "starstatistics.h"

#include <cmath>
#include <limits>

namespace terrain::starfield {

namespace {

// The two-sided 5 % point of Student's t with df degrees of freedom: the
// table's values to 30, then the normal's 1.96 with Cornish-Fisher's first
// correction (within 0.003 of the table from 30 on).
double tCritical(double df)
{
    static const double table[] = {12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306,
                                   2.262,  2.228, 2.201, 2.179, 2.160, 2.145, 2.131, 2.120,
                                   2.110,  2.101, 2.093, 2.086, 2.080, 2.074, 2.069, 2.064,
                                   2.060,  2.056, 2.052, 2.048, 2.045, 2.042};
    if (df < 1)
        return std::numeric_limits<double>::infinity();
    if (df <= 30)
        return table[int(df) - 1];
    const double z = 1.959964;
    return z + (z * z * z + z) / (4 * df);
}

} // namespace

Eye eyeOf(const SpaceBox &box)
{
    return {double(box.x0) + double(box.w) / 2, double(box.y0) + double(box.h) / 2, double(box.z0)};
}

StarStatistics starStatistics(const std::vector<Star> &stars, const SpaceBox &box, const Eye &eye)
{
    StarStatistics s;
    s.stars = std::int64_t(stars.size());
    s.volume = double(box.w) * double(box.h) * double(box.d);
    s.density = s.volume > 0 ? double(s.stars) / s.volume : 0;
    double best = std::numeric_limits<double>::infinity();
    double sc = 0, sp = 0;
    for (const Star &star : stars) {
        const double d = std::hypot(star.x - eye.x, star.y - eye.y, star.z - eye.z);
        if (d < best) {
            best = d;
            s.nearest = star;
        }
        ++s.perPlanets[std::size_t(star.planets & 15)];
        sc += star.colour;
        sp += star.planets;
    }
    s.nearestDistance = s.nearest ? best : 0;
    const double n = double(stars.size());
    double cc = 0, pp = 0, cp = 0;
    for (const Star &star : stars) {
        const double dc = star.colour - sc / n, dp = star.planets - sp / n;
        cc += dc * dc;
        pp += dp * dp;
        cp += dc * dp;
    }
    if (n < 3 || cc == 0 || pp == 0) {
        s.correlation = s.t = std::numeric_limits<double>::quiet_NaN();
        s.independent = true;
        return s;
    }
    s.correlation = cp / std::sqrt(cc * pp);
    const double r2 = std::min(s.correlation * s.correlation, 1.0 - 1e-15);
    s.t = s.correlation * std::sqrt((n - 2) / (1 - r2));
    s.independent = std::abs(s.t) < tCritical(n - 2);
    return s;
}

} // namespace terrain::starfield
