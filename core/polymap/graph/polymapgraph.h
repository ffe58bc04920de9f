#pragma once
// The article's three-way graph ("Graph representation"): centers (the
// polygons, one per site), corners (the Voronoi vertices) and edges, each
// edge pairing a Delaunay edge d0–d1 (two centers) with its Voronoi edge
// v0–v1 (two corners). Built once per mesh and shared, immutable, by every
// map made on it (std::shared_ptr<const Graph>).
//
// Stored as flat arrays for speed at a million regions: per-element values
// in vectors indexed by the element, each relation as a CSR list (offsets
// and items). Voronoi edges are clipped to the map square as the article's
// library does; a corner outside it is replaced by the clipped end on the
// border, corners at the same place are one corner, and an edge whose
// Voronoi edge lies wholly outside has v0 = v1 = kNone (it still pairs its
// two centers, as in mapgen2).

#include "polymap/polymapparameters.h"

#include <array>
#include <atomic>
#include <cstdint>
#include <memory>
#include <mutex>
#include <span>
#include <vector>

namespace terrain::polymap {

inline constexpr std::uint32_t kNone = 0xffffffffu;

struct Point
{
    double x = 0, y = 0;
    bool operator==(const Point &) const = default;
};

// A CSR relation: the items of element i are items[offsets[i] .. offsets[i+1]).
struct Relation
{
    std::vector<std::uint32_t> offsets{0};
    std::vector<std::uint32_t> items;
    std::span<const std::uint32_t> of(std::uint32_t i) const
    {
        return {items.data() + offsets[i], items.data() + offsets[i + 1]};
    }
    std::size_t size() const { return offsets.size() - 1; }
};

struct Edge
{
    std::uint32_t d0 = kNone, d1 = kNone; // centers (Delaunay)
    std::uint32_t v0 = kNone, v1 = kNone; // corners (Voronoi), kNone when clipped away
};

// What a step derives from a mesh alone (its corners and the seed it was
// made with), made by the first map on the mesh that needs it and kept for
// every later one: the radial island's two wave radii at each corner.
struct MeshMemo
{
    std::once_flag radialMade;
    std::int64_t radialSeed = 0; // the seed they were made with
    std::vector<std::array<double, 2>> radialRadii;
};

struct Graph
{
    std::vector<Point> centers; // the sites
    std::vector<Point> corners;
    std::vector<Edge> edges;
    std::vector<Point> midpoints; // per edge: the middle of v0–v1 (or of d0–d1 when clipped away)

    // Centers: neighbors (centers across an edge), borders (edges), corners
    // (in order round the polygon).
    Relation neighbors, borders, centerCorners;
    // Corners: touches (centers), protrudes (edges), adjacent (corners).
    Relation touches, protrudes, adjacent;

    // The parameters the mesh was made from (only sameMesh()'s fields count).
    PolymapParameters madeFor;

    std::vector<std::uint8_t> centerBorder; // touches the map's border
    std::vector<std::uint8_t> cornerBorder; // lies on the map's border

    // Made on first use, by whichever map asks first (shared, so that the
    // graph itself stays immutable).
    std::shared_ptr<MeshMemo> memo = std::make_shared<MeshMemo>();

    std::size_t centerCount() const { return centers.size(); }
    std::size_t cornerCount() const { return corners.size(); }
    // The edge between two neighbouring centers or two adjacent corners; kNone when none.
    std::uint32_t edgeBetweenCenters(std::uint32_t a, std::uint32_t b) const;
    std::uint32_t edgeBetweenCorners(std::uint32_t a, std::uint32_t b) const;
};

using GraphPtr = std::shared_ptr<const Graph>;

// The sites of a parameter set: seeded and the same on every machine and
// compiler (the map's own PRNG, not std::uniform_*_distribution). Relaxed:
// random points moved `relaxations` times to their Voronoi polygon's
// centroid (Lloyd). Poisson: Bridson's disc sampling with the radius that
// gives about `regions` points. Square and Hex: the nearest grid to
// `regions` points, slightly jittered so no four are cocircular.
std::vector<Point> makePoints(const PolymapParameters &parameters, int threads = 0,
                              const std::atomic<bool> *cancel = nullptr);

// The graph of a set of sites (Delaunay triangulation from the geometry
// library, its dual clipped to the map). Null when cancelled.
GraphPtr buildGraph(std::vector<Point> sites, const std::atomic<bool> *cancel = nullptr);

// makePoints then buildGraph. Null when cancelled.
GraphPtr buildMesh(const PolymapParameters &parameters, int threads = 0,
                   const std::atomic<bool> *cancel = nullptr);

} // namespace terrain::polymap
