#pragma once
// The passes of CoastApp.makeFractal (seed 002) over a map of land types, in
// its two random modes. Internal to generate().

#include "coastline/coastlineparameters.h"

#include <atomic>
#include <cstdint>

namespace terrain::coastline::detail {

// Puts the start cells on the coarse grid: start cell (c, r) at (c·S, r·S).
void placeStart(const CoastlineParameters &parameters, std::uint8_t *map);

// Every pass, the flips from CounterRandom; the rows of a level on `threads`
// threads. False when cancelled.
bool typePassesFast(const CoastlineParameters &parameters, std::uint8_t *map, int threads,
                    const std::atomic<bool> *cancel);

// Every pass as the applet makes it, the flips from java.util.Random(seed)
// in the applet's order. False when cancelled.
bool typePassesJava(const CoastlineParameters &parameters, std::uint8_t *map,
                    const std::atomic<bool> *cancel);

} // namespace terrain::coastline::detail
