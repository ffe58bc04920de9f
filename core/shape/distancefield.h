#pragma once
// Exact Euclidean distances on a grid of cells (Felzenszwalb & Huttenlocher,
// "Distance Transforms of Sampled Functions", 2012): for every cell, the
// squared distance from its centre to the centre of the nearest marked cell:
// first the nearest mark in each column (a sweep down and one up, row by
// row), then along each row the lower envelope of the parabolas those
// distances make. On a torus the sweeps go round twice and each row is
// extended by half its length on both sides (its own cells again), so a
// mark across the seam counts at its shorter distance. Distances are in cells; squared distances
// are integers and kept as such, so the result is the same on any thread count.

#include <cstdint>
#include <span>
#include <vector>

namespace terrain::shape {

// No marked cell at all: every distance is this.
inline constexpr std::uint32_t kNoDistance = 0xffffffffu;

// marks: width · height cells, row-major, non-zero where a cell is marked.
// Fills `out` with the squared distance of every cell (0 on a marked cell),
// reusing its memory (a large grid's pages are slow to come by).
void squaredDistances(std::span<const std::uint8_t> marks, int width, int height, bool wrap,
                      std::vector<std::uint32_t> &out, int threads = 0);
inline std::vector<std::uint32_t> squaredDistances(std::span<const std::uint8_t> marks, int width,
                                                   int height, bool wrap, int threads = 0)
{
    std::vector<std::uint32_t> out;
    squaredDistances(marks, width, height, wrap, out, threads);
    return out;
}

} // namespace terrain::shape
