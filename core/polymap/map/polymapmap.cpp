// generate(): the article's steps in mapgen2's order (Map.go, then the
// demo's Roads, Lava and NoisyEdges), and the map's point lookup.
#include "polymapmap.h"
#include "polymapsteps.h"
#include "util/parallel.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace terrain::polymap {

PolymapMap::PolymapMap(PolymapParameters parameters, GraphPtr graph)
    : m_parameters(std::move(parameters))
    , m_graph(std::move(graph))
{
    // About two sites a bucket.
    const std::size_t n = m_graph->centerCount();
    m_gridSize = std::max(1, int(std::sqrt(double(n) / 2)));
    const auto cells = std::size_t(m_gridSize) * std::size_t(m_gridSize);
    const double scale = m_gridSize / kMapSize;
    const auto cellOf = [&](Point p) {
        const int cx = std::clamp(int(p.x * scale), 0, m_gridSize - 1);
        const int cy = std::clamp(int(p.y * scale), 0, m_gridSize - 1);
        return std::size_t(cy) * std::size_t(m_gridSize) + std::size_t(cx);
    };
    m_gridStart.assign(cells + 1, 0);
    for (const Point p : m_graph->centers)
        ++m_gridStart[cellOf(p) + 1];
    for (std::size_t c = 0; c < cells; ++c)
        m_gridStart[c + 1] += m_gridStart[c];
    m_gridItems.resize(n);
    std::vector<std::uint32_t> fill(m_gridStart.begin(), m_gridStart.end() - 1);
    for (std::uint32_t i = 0; i < n; ++i)
        m_gridItems[fill[cellOf(m_graph->centers[i])]++] = i;
}

const NoisyEdges &PolymapMap::noisy() const
{
    std::call_once(m_noisyMade, [this] {
        m_noisy = std::make_shared<const NoisyEdges>(
            detail::noisyEdges(*this, m_noisyBefore.get(), util::idealThreads()));
        m_noisyBefore.reset();
        m_noisyReady.store(true, std::memory_order_release);
    });
    return *m_noisy;
}

void PolymapMap::keepNoisyEdgesOf(const PolymapMap &before)
{
    if (before.m_graph == m_graph && before.m_noisyReady.load(std::memory_order_acquire))
        m_noisyBefore = before.m_noisy;
}

std::uint32_t PolymapMap::centerAt(double x, double y) const
{
    if (!(x >= 0 && x < kMapSize && y >= 0 && y < kMapSize) || m_graph->centers.empty())
        return kNone;
    const double cell = kMapSize / m_gridSize;
    const int cx = std::min(int(x / cell), m_gridSize - 1),
              cy = std::min(int(y / cell), m_gridSize - 1);
    std::uint32_t best = kNone;
    double bestDistance = 0;
    // Rings of buckets round (cx, cy): once the nearest so far is closer
    // than anything outside ring r can be, it is the nearest.
    for (int r = 0; r <= m_gridSize; ++r) {
        for (int by = std::max(0, cy - r); by <= std::min(m_gridSize - 1, cy + r); ++by)
            for (int bx = std::max(0, cx - r); bx <= std::min(m_gridSize - 1, cx + r); ++bx) {
                if (std::max(std::abs(bx - cx), std::abs(by - cy)) != r)
                    continue;
                const std::size_t c = std::size_t(by) * std::size_t(m_gridSize) + std::size_t(bx);
                for (std::uint32_t k = m_gridStart[c]; k < m_gridStart[c + 1]; ++k) {
                    const std::uint32_t i = m_gridItems[k];
                    const Point p = m_graph->centers[i];
                    const double d = (p.x - x) * (p.x - x) + (p.y - y) * (p.y - y);
                    if (best == kNone || d < bestDistance || (d == bestDistance && i < best)) {
                        best = i;
                        bestDistance = d;
                    }
                }
            }
        if (best != kNone && bestDistance < (r * cell) * (r * cell))
            break;
    }
    return best;
}

namespace {

// Which steps of `previous` a map for `p` on the same mesh can take over:
// a step's own parameters are unchanged and so is every step it reads.
struct Reuse
{
    bool island = false, water = false, elevation = false, rivers = false, moisture = false,
         biomes = false, roads = false, lava = false;
};

Reuse reusable(const PolymapMap *previous, const PolymapParameters &p, const GraphPtr &mesh)
{
    Reuse r;
    if (!previous || previous->graphPtr() != mesh)
        return r;
    const PolymapParameters &q = previous->parameters();
    r.island = q.seed == p.seed && q.island == p.island && q.islandFactor == p.islandFactor &&
               q.noiseScale == p.noiseScale && q.landRatio == p.landRatio && q.paint == p.paint;
    r.water = r.island && q.lakeThreshold == p.lakeThreshold;
    r.elevation = r.water; // reads the seed and point kind, which the mesh fixes
    r.rivers = r.elevation && q.riverCount() == p.riverCount();
    r.moisture = r.rivers;
    r.biomes = r.moisture;
    r.roads = r.elevation && q.roads == p.roads;
    r.lava = r.moisture && q.lava == p.lava;
    return r;
}

// Steps 1-7 on `mesh`, taking over what it can from `old` (made on the same mesh, or null).
PolymapMapPtr steps(const PolymapParameters &parameters, GraphPtr mesh, const PolymapMap *old,
                    int threads, const std::atomic<bool> *cancel);

} // namespace

PolymapMapPtr generate(const PolymapParameters &parameters, GraphPtr mesh, int threads,
                       const std::atomic<bool> *cancel)
{
    if (mesh && !mesh->madeFor.sameMesh(parameters))
        mesh.reset();
    if (!mesh) {
        const QStringList problems = validate(parameters);
        if (!problems.isEmpty())
            throw std::invalid_argument(problems.join(QStringLiteral("; ")).toStdString());
        mesh = buildMesh(parameters, threads <= 0 ? util::idealThreads() : threads, cancel);
        if (!mesh)
            return nullptr;
    }
    return steps(parameters, std::move(mesh), nullptr, threads, cancel);
}

PolymapMapPtr regenerate(const PolymapParameters &parameters, const PolymapMapPtr &previous,
                         int threads, const std::atomic<bool> *cancel)
{
    if (!previous || !previous->graph().madeFor.sameMesh(parameters))
        return generate(parameters, {}, threads, cancel);
    return steps(parameters, previous->graphPtr(), previous.get(), threads, cancel);
}

namespace {

// A step's fields taken from the previous map, which its inputs match.
template <auto... fields> void taken(PolymapMap &map, const PolymapMap &old)
{
    ((map.*fields = old.*fields), ...);
}

PolymapMapPtr steps(const PolymapParameters &parameters, GraphPtr mesh, const PolymapMap *old,
                    int threads, const std::atomic<bool> *cancel)
{
    const QStringList problems = validate(parameters);
    if (!problems.isEmpty())
        throw std::invalid_argument(problems.join(QStringLiteral("; ")).toStdString());
    if (threads <= 0)
        threads = util::idealThreads();
    const Reuse reuse = reusable(old, parameters, mesh);
    auto map = std::make_shared<PolymapMap>(parameters, std::move(mesh));
    if (old)
        map->keepNoisyEdgesOf(*old);
    const auto step = [&](bool taken, void (*take)(PolymapMap &, const PolymapMap &),
                          void (*make)(PolymapMap &, int)) {
        if (detail::cancelled(cancel))
            return false;
        if (taken)
            take(*map, *old);
        else
            make(*map, threads);
        return true;
    };
    using M = PolymapMap;
    bool done = step(reuse.island, taken<&M::islandWater>, detail::assignIsland) &&
                step(reuse.water,
                     taken<&M::cornerWater, &M::centerWater, &M::centerOcean, &M::centerCoast,
                           &M::cornerOcean, &M::cornerCoast>,
                     detail::assignWater) &&
                step(reuse.elevation, taken<&M::cornerElevation, &M::centerElevation>,
                     detail::assignElevation);
    if (!done)
        return nullptr;
    // Roads read only water and elevation: they go beside rivers, moisture,
    // biomes and lava, which read each other.
    bool chainDone = true, roadsDone = true;
    const auto chain = [&] {
        chainDone =
            step(reuse.rivers, taken<&M::downslope, &M::watershed, &M::cornerRiver, &M::edgeRiver>,
                 detail::assignRivers) &&
            step(reuse.moisture, taken<&M::cornerMoisture, &M::centerMoisture>,
                 detail::assignMoisture) &&
            step(reuse.biomes, taken<&M::centerBiome>, detail::assignBiomes) &&
            step(reuse.lava, taken<&M::lava>, detail::assignLava);
    };
    const auto roads = [&] { roadsDone = step(reuse.roads, taken<&M::road>, detail::assignRoads); };
    util::parallelFor(2, 1, threads, [&](std::size_t begin, std::size_t end) {
        for (std::size_t k = begin; k < end; ++k)
            k == 0 ? chain() : roads();
    });
    done = chainDone && roadsDone;
    if (!done || detail::cancelled(cancel))
        return nullptr;
    return map;
}

} // namespace

} // namespace terrain::polymap
