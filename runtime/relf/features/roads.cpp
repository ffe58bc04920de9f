#include "roads.h"

#include "relf/javamath.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace terrain::relf {

namespace {

double segmentDistance(RoadVertex a, RoadVertex b, double x, double y)
{
    const double dx = b.x - a.x, dy = b.y - a.y;
    const double len2 = dx * dx + dy * dy;
    double t = len2 > 0 ? ((x - a.x) * dx + (y - a.y) * dy) / len2 : 0.0;
    t = std::clamp(t, 0.0, 1.0);
    return std::hypot(x - (a.x + t * dx), y - (a.y + t * dy));
}

} // namespace

double roadLength(const Road &road)
{
    double length = 0;
    for (std::size_t i = 1; i < road.vertices.size(); ++i)
        length += std::hypot(road.vertices[i].x - road.vertices[i - 1].x,
                             road.vertices[i].y - road.vertices[i - 1].y);
    return length;
}

double roadCellBound(const Road &road)
{
    // Each segment's bounding box widened by the half width.
    double cells = 0;
    const double r = road.width / 2 + 1;
    for (std::size_t i = 1; i < road.vertices.size(); ++i) {
        const RoadVertex a = road.vertices[i - 1], b = road.vertices[i];
        cells += (std::abs(b.x - a.x) + 2 * r) * (std::abs(b.y - a.y) + 2 * r);
    }
    return cells;
}

double distanceToRoad(const Road &road, double x, double y)
{
    double best = std::numeric_limits<double>::infinity();
    for (std::size_t i = 1; i < road.vertices.size(); ++i)
        best = std::min(best, segmentDistance(road.vertices[i - 1], road.vertices[i], x, y));
    return best;
}

void forEachRoadCell(const Road &road, const std::function<void(std::int64_t, std::int64_t)> &cell)
{
    const double r = road.width / 2;
    for (std::size_t s = 1; s < road.vertices.size(); ++s) {
        const RoadVertex a = road.vertices[s - 1], b = road.vertices[s];
        const double dx = b.x - a.x, dy = b.y - a.y;
        const double len = std::hypot(dx, dy);
        const auto y0 = static_cast<std::int64_t>(std::ceil(std::min(a.y, b.y) - r));
        const auto y1 = static_cast<std::int64_t>(std::floor(std::max(a.y, b.y) + r));
        const auto xLo = static_cast<std::int64_t>(std::ceil(std::min(a.x, b.x) - r));
        const auto xHi = static_cast<std::int64_t>(std::floor(std::max(a.x, b.x) + r));
        for (std::int64_t y = y0; y <= y1; ++y) {
            // A point within r of the segment has its nearest segment point
            // within r in y, so in the t range [t0, t1], and within r in x:
            // narrow the box to that run for long diagonal segments.
            std::int64_t x0 = xLo, x1 = xHi;
            if (len > 0 && std::abs(dy) > 1e-9) {
                const double t0 = std::clamp((double(y) - r - a.y) / dy, 0.0, 1.0);
                const double t1 = std::clamp((double(y) + r - a.y) / dy, 0.0, 1.0);
                const double reach = r + 1;
                const double xa = a.x + std::min(t0, t1) * dx, xb = a.x + std::max(t0, t1) * dx;
                x0 = std::max(x0, static_cast<std::int64_t>(std::floor(std::min(xa, xb) - reach)));
                x1 = std::min(x1, static_cast<std::int64_t>(std::ceil(std::max(xa, xb) + reach)));
            }
            for (std::int64_t x = x0; x <= x1; ++x)
                if (segmentDistance(a, b, double(x), double(y)) <= r)
                    cell(x, y);
        }
    }
}

std::shared_ptr<const PlacedIndex> PlacedIndex::build(const PlacedObjects &designer,
                                                      const std::vector<Road> &roads)
{
    auto index = std::make_shared<PlacedIndex>();
    index->designer = designer;
    index->roads = roads;
    index->all = designer;
    for (const Road &road : roads)
        forEachRoadCell(road, [&](std::int64_t x, std::int64_t y) {
            // Keys are the Java's int of the rounded position: wrap as terra does.
            const std::int32_t xr = java::l2i(x), yr = java::l2i(y);
            if (!index->all.atPlace(xr, yr))
                index->all.place(xr, yr, TerrainKind::Road);
        });
    for (const PlacedEntry &e : index->all.entries())
        index->rows.push_back({e.y, e.x, e.object == PlacedObject(TerrainKind::Road)});
    for (const PlacedEntry &e : designer.entries())
        if (std::holds_alternative<Feature>(e.object))
            index->features.push_back(e);
    return index;
}

} // namespace terrain::relf
