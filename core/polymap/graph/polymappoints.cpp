// The sites (the article's "Polygons" and mapgen2's PointSelector), all
// drawn from the map's counter-based random numbers so that a seed gives
// the same points everywhere.
#include "polymapgraph.h"
#include "polymaprandom.h"
#include "polymaprelax.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace terrain::polymap {

namespace {

using detail::MapRandom;
using detail::Stream;

// The largest coordinate a site may have: sites lie in [0, kMapSize).
const double kBelowSize = std::nextafter(kMapSize, 0.0);

double inside(double v)
{
    return std::clamp(v, 0.0, kBelowSize);
}

// Uniform random sites (mapgen2 keeps them 10 units from the border; at the
// region counts here that would leave a strip wider than a polygon, so the
// whole square is used).
std::vector<Point> randomPoints(const MapRandom &random, int count, int threads)
{
    std::vector<Point> points(static_cast<std::size_t>(count));
    for (std::size_t i = 0; i < points.size(); ++i) {
        const auto b = random.bits(Stream::Points, std::uint32_t(i));
        points[i] = {inside(MapRandom::unit(b[0], b[1]) * kMapSize),
                     inside(MapRandom::unit(b[2], b[3]) * kMapSize)};
    }
    detail::spatialSort(points, threads);
    return points;
}

// Grids would put four sites on one circle everywhere, which makes the
// Voronoi corners ambiguous; a jitter of a thousandth of the spacing, too
// small to see, takes every such tie away.
void jitter(const MapRandom &random, std::vector<Point> &points, double spacing)
{
    const double amount = 1e-3 * spacing;
    for (std::size_t i = 0; i < points.size(); ++i) {
        const auto b = random.bits(Stream::Jitter, std::uint32_t(i));
        points[i].x = inside(points[i].x + (2 * MapRandom::unit(b[0], b[1]) - 1) * amount);
        points[i].y = inside(points[i].y + (2 * MapRandom::unit(b[2], b[3]) - 1) * amount);
    }
}

// mapgen2's generateSquare: an N x N grid of cell centres, N the nearest to √regions.
std::vector<Point> squarePoints(const MapRandom &random, int regions, int threads)
{
    const int n = std::max(1, int(std::lround(std::sqrt(double(regions)))));
    const double spacing = kMapSize / n;
    std::vector<Point> points;
    points.reserve(std::size_t(n) * std::size_t(n));
    for (int x = 0; x < n; ++x)
        for (int y = 0; y < n; ++y)
            points.push_back({(0.5 + x) * spacing, (0.5 + y) * spacing});
    jitter(random, points, spacing);
    detail::spatialSort(points, threads);
    return points;
}

// mapgen2's generateHexagon shifts every other column by half a row; here the
// columns are also √3/2 of a row apart so that the polygons are regular
// hexagons, with columns x rows the nearest to `regions`.
std::vector<Point> hexPoints(const MapRandom &random, int regions, int threads)
{
    const int columns = std::max(1, int(std::lround(std::sqrt(regions * 2 / std::numbers::sqrt3))));
    const int rows = std::max(1, int(std::lround(double(regions) / columns)));
    const double dx = kMapSize / columns, dy = kMapSize / rows;
    std::vector<Point> points;
    points.reserve(std::size_t(columns) * std::size_t(rows));
    for (int x = 0; x < columns; ++x)
        for (int y = 0; y < rows; ++y)
            points.push_back({(0.5 + x) * dx, (0.25 + 0.5 * (x % 2) + y) * dy});
    jitter(random, points, std::min(dx, dy));
    detail::spatialSort(points, threads);
    return points;
}

// Bridson's "Fast Poisson disk sampling in arbitrary dimensions" (2007):
// k = 30 tries in the annulus [r, 2r] round a random active sample. A full
// sampling holds about 0.62 / r² points per unit area here (measured from
// 500 to 25000 points), which sets r.
std::vector<Point> poissonPoints(const MapRandom &random, int regions,
                                 const std::atomic<bool> *cancel)
{
    constexpr int kTries = 30;
    constexpr double kDensity = 0.62;
    const double r = std::sqrt(kDensity * kMapSize * kMapSize / regions);
    const double cell = r / std::numbers::sqrt2;
    const int size = int(std::ceil(kMapSize / cell));
    std::vector<std::uint32_t> grid(std::size_t(size) * std::size_t(size), kNone);
    const auto cellOf = [&](double v) { return std::min(size - 1, int(v / cell)); };

    detail::RandomSequence draw(random, Stream::Poisson);
    std::vector<Point> points;
    points.reserve(std::size_t(regions) + std::size_t(regions) / 4);
    std::vector<std::uint32_t> active;
    const auto add = [&](Point p) {
        const auto index = std::uint32_t(points.size());
        points.push_back(p);
        active.push_back(index);
        grid[std::size_t(cellOf(p.y)) * std::size_t(size) + std::size_t(cellOf(p.x))] = index;
    };
    const auto farEnough = [&](Point p) {
        const int cx = cellOf(p.x), cy = cellOf(p.y);
        for (int y = std::max(0, cy - 2); y <= std::min(size - 1, cy + 2); ++y)
            for (int x = std::max(0, cx - 2); x <= std::min(size - 1, cx + 2); ++x) {
                const std::uint32_t other =
                    grid[std::size_t(y) * std::size_t(size) + std::size_t(x)];
                if (other == kNone)
                    continue;
                const double dx = points[other].x - p.x, dy = points[other].y - p.y;
                if (dx * dx + dy * dy < r * r)
                    return false;
            }
        return true;
    };

    add({inside(draw.next() * kMapSize), inside(draw.next() * kMapSize)});
    std::size_t steps = 0;
    while (!active.empty()) {
        if (++steps % 65536 == 0 && detail::cancelled(cancel))
            return {};
        const std::uint32_t pick = draw.below(std::uint32_t(active.size()));
        const Point centre = points[active[pick]];
        bool placed = false;
        for (int k = 0; k < kTries && !placed; ++k) {
            const double radius =
                r * std::sqrt(1 + 3 * draw.next()); // uniform over the annulus' area
            const double angle = 2 * std::numbers::pi * draw.next();
            const Point p{centre.x + radius * std::cos(angle), centre.y + radius * std::sin(angle)};
            if (p.x < 0 || p.x >= kMapSize || p.y < 0 || p.y >= kMapSize || !farEnough(p))
                continue;
            add(p);
            placed = true;
        }
        if (!placed) {
            active[pick] = active.back();
            active.pop_back();
        }
    }
    detail::spatialSort(points);
    return points;
}

} // namespace

std::vector<Point> makePoints(const PolymapParameters &parameters, int threads,
                              const std::atomic<bool> *cancel)
{
    return detail::makeSites(parameters, threads, cancel, nullptr);
}

std::vector<Point> detail::makeSites(const PolymapParameters &parameters, int threads,
                                     const std::atomic<bool> *cancel, Triangulation *made)
{
    const MapRandom random(parameters.seed);
    const int regions = std::clamp(parameters.regions, 1, kMaxRegions);
    switch (parameters.points) {
    case PointKind::Random:
        return randomPoints(random, regions, threads);
    case PointKind::Relaxed: {
        std::vector<Point> points = randomPoints(random, regions, threads);
        if (!detail::relaxPoints(points, std::clamp(parameters.relaxations, 0, kMaxRelaxations),
                                 threads, cancel, made))
            return {};
        return points;
    }
    case PointKind::Square:
        return squarePoints(random, regions, threads);
    case PointKind::Hex:
        return hexPoints(random, regions, threads);
    case PointKind::Poisson:
        return poissonPoints(random, regions, cancel);
    }
    return {};
}

} // namespace terrain::polymap
