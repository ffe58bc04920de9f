#pragma once
// What the triangulation lends the rest of the model: the spatial sort
// (polymaptriangulation.cpp, with CGAL) and Lloyd relaxation
// (polymaprelax.cpp) for makePoints, and the cancel check every step
// shares.

#include "polymapgraph.h"

#include <atomic>
#include <vector>

namespace terrain::polymap::detail {

inline bool cancelled(const std::atomic<bool> *cancel)
{
    return cancel && cancel->load(std::memory_order_relaxed);
}

// The points in Hilbert order (CGAL's hilbert_sort): neighbours get nearby
// indices, so the triangulation inserts each next to the one before and
// every pass over the graph stays in cache.
void spatialSort(std::vector<Point> &points);

// Moves every site to the centroid of its Voronoi polygon clipped to the
// map, `iterations` times (one triangulation each; the centroids on up to
// `threads` threads). False when cancelled.
bool relaxPoints(std::vector<Point> &sites, int iterations, int threads,
                 const std::atomic<bool> *cancel);

} // namespace terrain::polymap::detail
