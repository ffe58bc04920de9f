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
    std::call_once(m_noisyMade, [this] { m_noisy = detail::noisyEdges(*this, util::idealThreads()); });
    return m_noisy;
}

std::uint32_t PolymapMap::centerAt(double x, double y) const
{
    if (!(x >= 0 && x < kMapSize && y >= 0 && y < kMapSize) || m_graph->centers.empty())
        return kNone;
    const double cell = kMapSize / m_gridSize;
    const int cx = std::min(int(x / cell), m_gridSize - 1), cy = std::min(int(y / cell), m_gridSize - 1);
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

PolymapMapPtr generate(const PolymapParameters &parameters, GraphPtr mesh, int threads,
                       const std::atomic<bool> *cancel)
{
    const QStringList problems = validate(parameters);
    if (!problems.isEmpty())
        throw std::invalid_argument(problems.join(QStringLiteral("; ")).toStdString());
    if (threads <= 0)
        threads = util::idealThreads();
    if (!mesh || !mesh->madeFor.sameMesh(parameters)) {
        mesh = buildMesh(parameters, threads, cancel);
        if (!mesh)
            return nullptr;
    }
    auto map = std::make_shared<PolymapMap>(parameters, std::move(mesh));
    using Step = void (*)(PolymapMap &);
    for (const Step step : {detail::assignIsland, detail::assignWater, detail::assignElevation, detail::assignRivers,
                            detail::assignMoisture, detail::assignBiomes, detail::assignRoads, detail::assignLava}) {
        if (detail::cancelled(cancel))
            return nullptr;
        step(*map);
    }
    if (detail::cancelled(cancel))
        return nullptr;
    return map;
}

} // namespace terrain::polymap
