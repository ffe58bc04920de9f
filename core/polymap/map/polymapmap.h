#pragma once
// A polygon island map: the graph and everything the article's steps put on
// it, made by generate() from a parameter set and immutable afterwards.
//
// The steps, in the article's order (mapgen2's Map.as):
//  1. island shape: each corner is water when the island function says so
//     (or a painted cell overrides it), and every border corner is water;
//  2. water: a center is water when its border touches the map edge or at
//     least lakeThreshold of its corners are water; ocean is flooded from
//     the border centers through water centers; lakes are the other water;
//     a corner is ocean / coast / water by its centers as the article says;
//  3. elevation: corners by breadth-first distance from the coast (lakes
//     flat, +0.01 across lakes, +1 otherwise, plus a tiny amount), then
//     redistributed so that land corners follow y = 1 - (1 - x)² (the
//     inverse applied to the sorted order), ocean and coast at 0; centers
//     the average of their corners;
//  4. downslope on corners; rivers from `riverCount()` random corners with
//     elevation 0.3 to 0.9 that are not ocean, following downslope to the
//     coast, each edge's and corner's volume adding where rivers merge;
//     watersheds: each corner's outlet on the coast;
//  5. moisture: fresh water sources (river corners: min(3, 0.2·volume);
//     lakes: 1) spread along adjacent corners by ×0.9 a step,
//     redistributed linearly over land corners, ocean and coast 1; centers
//     the average of their corners;
//  6. biomes by the article's table (getBiome) from elevation and moisture;
//  7. noisy edges, roads, lava (see below).
// Elevation and moisture are in [0, 1] as the article uses them.

#include "polymap/graph/polymapgraph.h"

#include <QRgb>
#include <QString>

#include <array>
#include <mutex>
#include <span>

namespace terrain::polymap {

// The article's biome names, in the order of its table (getBiome).
enum class Biome : std::uint8_t
{
    Ocean,
    Lake,
    Marsh,
    Ice,
    Beach,
    Snow,
    Tundra,
    Bare,
    Scorched,
    Taiga,
    Shrubland,
    TemperateDesert,
    TemperateRainForest,
    TemperateDeciduousForest,
    Grassland,
    TropicalRainForest,
    TropicalSeasonalForest,
    SubtropicalDesert,
};
inline constexpr int kBiomeCount = 18;
// "OCEAN", "TEMPERATE_RAIN_FOREST", ... as the article spells them.
const char *biomeName(Biome biome);
bool biomeFromName(const QString &name, Biome *biome);
// mapgen2's display colours.
QRgb biomeColour(Biome biome);

// The article's getBiome(p): from a center's water, ocean, coast, elevation
// and moisture (the table, written out once in polymapbiomes.cpp).
Biome whittaker(bool ocean, bool water, bool coast, double elevation, double moisture);

// The edges drawn noisy, all in one array: each edge's two halves are
// polylines inside the quadrilateral d0, v0, d1, v1, path0 from v0 to the
// edge's midpoint, path1 from the midpoint to v1 (both empty when the map
// has no noisy edges or the edge no corners).
class NoisyEdges
{
public:
    std::size_t size() const { return start.empty() ? 0 : (start.size() - 1) / 2; }
    bool empty() const { return size() == 0; }
    std::span<const Point> path0(std::size_t e) const { return half(2 * e); }
    std::span<const Point> path1(std::size_t e) const { return half(2 * e + 1); }

    // For the builder: edges' halves in order, each as the points after the
    // ones before it; start has 2·edges + 1 entries. What made them: the
    // graph, seed and noise amount, and each edge's shortest piece.
    std::vector<Point> points;
    std::vector<std::size_t> start;
    const Graph *graph = nullptr;
    qint64 seed = 0;
    double amount = 0;
    std::vector<float> minLength;

private:
    std::span<const Point> half(std::size_t h) const
    {
        return {points.data() + start[h], start[h + 1] - start[h]};
    }
};

class PolymapMap
{
public:
    const PolymapParameters &parameters() const { return m_parameters; }
    const Graph &graph() const { return *m_graph; }
    const GraphPtr &graphPtr() const { return m_graph; }

    // Per center.
    std::vector<std::uint8_t> centerWater, centerOcean, centerCoast;
    std::vector<float> centerElevation, centerMoisture;
    std::vector<Biome> centerBiome;
    // Per corner.
    std::vector<std::uint8_t>
        islandWater; // step 1's verdict (shape, painting, border), before step 2
    std::vector<std::uint8_t> cornerWater, cornerOcean, cornerCoast;
    std::vector<float> cornerElevation, cornerMoisture;
    std::vector<std::uint32_t> downslope;   // a corner, itself at a local minimum
    std::vector<std::uint32_t> watershed;   // the coast corner it drains to
    std::vector<std::uint32_t> cornerRiver; // volume of water flowing through
    // Per edge.
    std::vector<std::uint32_t> edgeRiver; // river volume along the edge (0: none)
    std::vector<std::uint8_t> road; // 0: none; 1, 2, 3: the contour it follows (the Roads module)
    std::vector<std::uint8_t> lava; // 1: lava (the Lava module)
    // Per edge, its noisy paths (empty when noisyEdges is off or the edge
    // has no corners): made on first use, on any thread, since only a map
    // drawn close up or exported needs them.
    const NoisyEdges &noisy() const;
    // For regenerate(): the noisy edges `before` (on the same mesh) has made
    // so far, if any, from which an edge whose shortest piece is unchanged
    // keeps its path.
    void keepNoisyEdgesOf(const PolymapMap &before);

    // The center whose polygon holds map point (x, y) (the nearest site);
    // kNone outside the map.
    std::uint32_t centerAt(double x, double y) const;

    // Made by generate().
    PolymapMap(PolymapParameters parameters, GraphPtr graph);

private:
    PolymapParameters m_parameters;
    GraphPtr m_graph;
    // A bucket grid of sites for centerAt.
    int m_gridSize = 0;
    std::vector<std::uint32_t> m_gridStart, m_gridItems;
    mutable std::once_flag m_noisyMade;
    mutable std::shared_ptr<const NoisyEdges> m_noisy;
    mutable std::atomic<bool> m_noisyReady{false};
    // The noisy edges of the map this one was regenerated from, when it had
    // made them: an edge whose shortest piece is unchanged keeps its path.
    mutable std::shared_ptr<const NoisyEdges> m_noisyBefore;
};

using PolymapMapPtr = std::shared_ptr<const PolymapMap>;

// Every step above. `mesh`, when given and mesh->madeFor.sameMesh(parameters),
// is reused (a parameter drag regenerates only steps 1–7).
// Throws std::invalid_argument for parameters that do not validate; null
// when cancelled. The same map on any thread count.
PolymapMapPtr generate(const PolymapParameters &parameters, GraphPtr mesh = {}, int threads = 0,
                       const std::atomic<bool> *cancel = nullptr);

// The map for `parameters` after `previous`: its mesh when it fits, and the
// results of every step whose inputs (the parameters it reads and the steps
// it reads) are unchanged, so that dragging the river count redoes only
// rivers, moisture, biomes and lava. The same map generate() makes.
PolymapMapPtr regenerate(const PolymapParameters &parameters, const PolymapMapPtr &previous,
                         int threads = 0, const std::atomic<bool> *cancel = nullptr);

} // namespace terrain::polymap
