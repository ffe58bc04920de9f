// JavaScript's numbers (jsnumbers.h).

#include "jsnumbers.h"

#include <cmath>

namespace terrain::js {

std::int32_t toInt32Wrapped(double v)
{
    if (!std::isfinite(v))
        return 0;
    const double t = std::trunc(v);
    double m = std::fmod(t, 4294967296.0); // exact, with the sign of t
    if (m < 0)
        m += 4294967296.0;
    return static_cast<std::int32_t>(static_cast<std::uint32_t>(m));
}

double round(double v)
{
    // floor(v + 0.5) would round 0.49999999999999994 up; the nearest integer
    // does not.
    const double f = std::floor(v);
    return v - f >= 0.5 ? f + 1.0 : f;
}

} // namespace terrain::js
