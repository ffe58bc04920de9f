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
// The four quarters of the first split sorted on up to `threads` threads
// (CGAL's own order all the same).
void spatialSort(std::vector<Point> &points, int threads = 1);

struct Triangulation;

// Moves every site to the centroid of its Voronoi polygon clipped to the
// map, `iterations` times (one triangulation each, the one before moved
// with the sites where it can be; the centroids on up to `threads`
// threads). `made`, when given, receives the triangulation of the sites
// as they end when one was moved to them (else it is left empty). False
// when cancelled.
bool relaxPoints(std::vector<Point> &sites, int iterations, int threads,
                 const std::atomic<bool> *cancel, Triangulation *made = nullptr);

// makePoints(), and the triangulation of the points when relaxing them
// made one (else `made` is left empty).
std::vector<Point> makeSites(const PolymapParameters &parameters, int threads,
                             const std::atomic<bool> *cancel, Triangulation *made);

} // namespace terrain::polymap::detail
