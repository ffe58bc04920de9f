#pragma once
// The one limit on ground coordinates everywhere: the studio's map, Go To,
// every CLI command and every export accept |x|, |y| up to 1e15 metres.
// Beyond it a metre is no longer a whole number of pixels at every zoom, and
// a double no longer holds the fractions of a metre.

#include <cmath>

namespace terrain::util {

inline constexpr double kGroundLimit = 1e15;

inline bool withinGroundLimit(double v)
{
    return std::isfinite(v) && std::abs(v) <= kGroundLimit;
}

} // namespace terrain::util
