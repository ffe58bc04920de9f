#pragma once
// Heights for a fractal coastline, as the article's conclusion suggests
// ("include a height map by taking averages of adjacent points and adding
// random offsets"): a plasma field on the same torus and the same levels as
// the land types. Internal to generate().
//
// The coarse points start at the base height of their land type. In the
// pass of level L (L = 0 for the first pass, step S/2) each new point is the
// average of the points of the 2·step grid it lies between (two for a point
// between two of them in a row or a column, the four corners for a centre),
// plus an offset uniform in (-1, 1)·amplitude·roughness^L drawn from
// CounterRandom's Heights stream, then kept on its land type's side of the
// sea level (a water type's point no higher, a land type's no lower: the
// coast is the type map's). Sums in double in a fixed order, stored
// as float: the same field on any thread count and compiler.

#include "coastline/coastlineparameters.h"

#include <atomic>
#include <cstdint>

namespace terrain::coastline::detail {

// types: the finished type map. False when cancelled.
bool heightPasses(const CoastlineParameters &parameters, const std::uint8_t *types, float *heights,
                  int threads, const std::atomic<bool> *cancel);

} // namespace terrain::coastline::detail
