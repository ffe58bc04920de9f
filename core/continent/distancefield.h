#pragma once
// Exact Euclidean distances on a grid of cells (Felzenszwalb & Huttenlocher,
// "Distance Transforms of Sampled Functions", 2012): for every cell, the
// squared distance from its centre to the centre of the nearest marked cell,
// by the lower envelope of parabolas, first down each column, then along
// each row. On a torus each line is extended by half its length on both
// sides (its own cells again), so a mark across the seam counts at its
// shorter distance. Distances are in cells; squared distances are integers
// and kept as such, so the result is the same on any thread count.

#include <cstdint>
#include <span>
#include <vector>

namespace terrain::continent {

// No marked cell at all: every distance is this.
inline constexpr std::uint32_t kNoDistance = 0xffffffffu;

// marks: width · height cells, row-major, non-zero where a cell is marked.
// Returns the squared distance of every cell (0 on a marked cell).
std::vector<std::uint32_t> squaredDistances(std::span<const std::uint8_t> marks, int width,
                                            int height, bool wrap, int threads = 0);

} // namespace terrain::continent
