#pragma once
// Erosion of a continent's macro grid (relf/continent.h) and the rivers it
// leaves.
//
// The model is the stream-power law with n = 1, m = 1/2,
//   ∂h/∂t = U − K·A^m·S,
// solved implicitly after Braun & Willett (2013): each iteration routes the
// water by D8 steepest descent, orders the cells so that every receiver
// comes before the cells that drain into it (a depth-first walk up each
// river tree from the coast), sums the drainage area A (in cells) back down
// that order, and then sets, receiver first,
//   h ← (h + dt·U + F·h_receiver) / (1 + F),   F = K·dt·√A / distance
// (distances in cells, 1 across or √2 along a diagonal), which is stable for
// any K and dt. A run is one unit of time: dt = 1 / iterations, so the
// strength K fixes how deep the rivers cut and the iterations only how
// finely that is followed; the uplift is added per iteration.
//
// Sea cells (macro value below the coast) are the base level and never
// change; land never falls below the smallest land value, so the coastline
// stays as designed. Depressions are filled before the first iteration (a
// flood of the whole grid, relf/flowrouting.h) and the pits that slumping makes
// are filled where they appear, so that every land cell drains to the sea
// or, for Ocean edges, past the grid's edge. Thermal slumping first moves,
// across each pair of neighbours whose difference exceeds talus · distance,
// thermal / 8 of the excess from the higher to the lower (sea and the world
// past an Ocean edge take it and keep it), reading the heights before the
// step and writing new ones.
//
// Heights are doubles in 16-bit steps; the result is rounded to the nearest
// step. Every parallel pass computes each cell from the heights before it,
// and the river trees are eroded each by one thread, so the grid is the same
// to the bit for any number of threads.

#include "relf/continent.h"
#include "relf/rivers.h"

#include <array>
#include <functional>
#include <optional>
#include <vector>

namespace terrain::continent {

struct ErosionResult
{
    std::optional<relf::ContinentGrid> grid; // empty when cancelled
    std::vector<River> rivers;               // those of the eroded grid, defaultRiverArea
};

// progress(done, total) is called on the calling thread before the first
// iteration and after each (total = iterations); returning false cancels.
// With 0 iterations the grid comes back with its depressions filled.
ErosionResult erodeContinent(const relf::ContinentGrid &grid, relf::ContinentEdges edges,
                             double coast, const relf::ErosionSettings &settings, int threads,
                             const std::function<bool(int, int)> &progress = {});

// The grid with its depressions filled to their spill level (what erosion
// starts from).
relf::ContinentGrid fillDepressions(const relf::ContinentGrid &grid, relf::ContinentEdges edges,
                                    double coast);

} // namespace terrain::continent
