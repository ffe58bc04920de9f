// Step 1, the article's "Islands": the island function (mapgen2's
// IslandShape) decides each corner from its point scaled to [-1, 1]²;
// painted cells override it; the border is water.
//
// landRatio: the noise island keeps that share of corners as land (its
// threshold is the matching quantile); the square is a centred square of
// that share of the map (1: the article's whole-map square); the blob is
// the article's blob at 0.5, scaled by √(landRatio / 0.5). The radial
// island ignores it (islandFactor is its own knob).
#include "polymap/graph/polymaprandom.h"
#include "polymap/polymappaint.h"
#include "polymapsteps.h"

#include <glm/gtc/noise.hpp>

#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>

namespace terrain::polymap::detail {

namespace {

// mapgen2's makeRadial: overlapping sine waves round the centre, with a dip.
struct Radial
{
    int bumps;
    double startAngle, dipAngle, dipWidth, factor;

    Radial(const MapRandom &random, double islandFactor)
    {
        RandomSequence draw(random, Stream::Island);
        bumps = 1 + int(draw.below(6)); // nextIntRange(1, 6)
        startAngle = draw.range(0, 2 * std::numbers::pi);
        dipAngle = draw.range(0, 2 * std::numbers::pi);
        dipWidth = draw.range(0.2, 0.7);
        factor = islandFactor;
    }

    // The two wave radii at (x, y) in [-1, 1]² (r1 within which is land,
    // r2 the outer ring's edge); none (NaN) at 0.9 and beyond, where every
    // point is water. The dip sets both to 0.2.
    std::array<double, 2> radii(double x, double y) const
    {
        if (length(x, y) >= 0.9)
            return {std::numeric_limits<double>::quiet_NaN(),
                    std::numeric_limits<double>::quiet_NaN()};
        const double angle = std::atan2(y, x);
        if (std::abs(angle - dipAngle) < dipWidth ||
            std::abs(angle - dipAngle + 2 * std::numbers::pi) < dipWidth ||
            std::abs(angle - dipAngle - 2 * std::numbers::pi) < dipWidth)
            return {0.2, 0.2};
        return {0.5 + 0.40 * std::sin(startAngle + bumps * angle + std::cos((bumps + 3) * angle)),
                0.7 - 0.20 * std::sin(startAngle + bumps * angle - std::sin((bumps + 2) * angle))};
    }

    static double length(double x, double y)
    {
        return 0.5 * (std::max(std::abs(x), std::abs(y)) + std::sqrt(x * x + y * y));
    }

    // Land at (x, y) with these radii: inside r1, or in the ring between
    // r1 · islandFactor and r2.
    bool land(double x, double y, const std::array<double, 2> &r) const
    {
        const double l = length(x, y);
        if (l >= 0.9)
            return false; // r1 and r2 never pass 0.9
        return l < r[0] || (l > r[0] * factor && l < r[1]);
    }
};

// mapgen2's makeBlob (Amit's blob logo).
bool blob(double x, double y)
{
    const bool eye1 = std::hypot(x - 0.2, y / 2 + 0.2) < 0.05;
    const bool eye2 = std::hypot(x + 0.2, y / 2 + 0.2) < 0.05;
    const bool body = std::hypot(x, y) < 0.8 - 0.18 * std::sin(5 * std::atan2(y, x));
    return body && !eye1 && !eye2;
}

// mapgen2's makePerlin took Flash's perlinNoise (8 octaves, features a
// quarter of the map wide) and kept c > 0.3 + 0.3·|q|². Here GLM's Perlin
// noise, six octaves from the same feature size times noiseScale, seeded by
// an offset per octave; the same radial fall-off, and the threshold that
// leaves landRatio of the corners land.
void noiseIsland(PolymapMap &map, const MapRandom &random, int threads)
{
    constexpr int kOctaves = 6;
    const Graph &g = map.graph();
    const PolymapParameters &p = map.parameters();
    RandomSequence draw(random, Stream::Noise);
    glm::vec2 offset[kOctaves];
    for (glm::vec2 &o : offset)
        o = glm::vec2(float(draw.range(0, 256)), float(draw.range(0, 256)));
    const double frequency = 2.0 / p.noiseScale; // lattice cells per unit of q
    std::vector<double> value(g.cornerCount());
    forEachIndex(value.size(), threads, [&](std::uint32_t i) {
        const double x = 2 * (g.corners[i].x / kMapSize - 0.5),
                     y = 2 * (g.corners[i].y / kMapSize - 0.5);
        double sum = 0, amplitude = 1, total = 0, f = frequency;
        for (const glm::vec2 &o : offset) {
            sum += amplitude * double(glm::perlin(glm::vec2(float(x * f), float(y * f)) + o));
            total += amplitude;
            amplitude *= 0.5;
            f *= 2;
        }
        value[i] = 0.5 + 0.5 * sum / total - 0.3 * (x * x + y * y);
    });
    const auto land = std::size_t(
        std::clamp(std::lround(p.landRatio * double(value.size())), 0L, long(value.size())));
    double threshold = -std::numeric_limits<double>::infinity();
    if (land < value.size()) {
        std::vector<double> sorted = value;
        std::nth_element(sorted.begin(), sorted.begin() + std::ptrdiff_t(land), sorted.end(),
                         std::greater<>());
        threshold = sorted[land];
    }
    for (std::size_t i = 0; i < value.size(); ++i)
        map.islandWater[i] = !(value[i] > threshold);
}

} // namespace

void assignIsland(PolymapMap &map, int threads)
{
    const Graph &g = map.graph();
    const PolymapParameters &p = map.parameters();
    const MapRandom random(p.seed);
    map.islandWater.assign(g.cornerCount(), 0);
    const auto eachCorner = [&](auto inside) {
        forEachIndex(g.cornerCount(), threads, [&](std::uint32_t i) {
            map.islandWater[i] = !inside(2 * (g.corners[i].x / kMapSize - 0.5),
                                         2 * (g.corners[i].y / kMapSize - 0.5));
        });
    };
    switch (p.island) {
    case IslandShape::Radial: {
        // The radii depend on the corner and the seed alone, both the
        // mesh's: made once per mesh, and only the island factor read anew.
        const Radial radial(random, p.islandFactor);
        MeshMemo &memo = *g.memo;
        std::call_once(memo.radialMade, [&] {
            memo.radialSeed = p.seed;
            memo.radialRadii.resize(g.cornerCount());
            forEachIndex(g.cornerCount(), threads, [&](std::uint32_t i) {
                memo.radialRadii[i] = radial.radii(2 * (g.corners[i].x / kMapSize - 0.5),
                                                   2 * (g.corners[i].y / kMapSize - 0.5));
            });
        });
        const bool kept = memo.radialSeed == p.seed; // a mesh is made for one seed
        forEachIndex(g.cornerCount(), threads, [&](std::uint32_t i) {
            const double x = 2 * (g.corners[i].x / kMapSize - 0.5),
                         y = 2 * (g.corners[i].y / kMapSize - 0.5);
            map.islandWater[i] =
                !radial.land(x, y, kept ? memo.radialRadii[i] : radial.radii(x, y));
        });
        break;
    }
    case IslandShape::Noise:
        noiseIsland(map, random, threads);
        break;
    case IslandShape::Square: {
        const double half = std::sqrt(std::max(0.0, p.landRatio));
        eachCorner(
            [half](double x, double y) { return std::max(std::abs(x), std::abs(y)) < half; });
        break;
    }
    case IslandShape::Blob: {
        const double scale = std::sqrt(std::max(0.0, p.landRatio) / 0.5);
        eachCorner([scale](double x, double y) { return scale > 0 && blob(x / scale, y / scale); });
        break;
    }
    }
    if (!p.paint.empty())
        for (std::size_t i = 0; i < g.cornerCount(); ++i) {
            int column = 0, row = 0;
            if (!paintCellAt(g.corners[i].x, g.corners[i].y, &column, &row))
                continue;
            const Paint paint = p.paintAt(column, row);
            if (paint != Paint::None)
                map.islandWater[i] = paint == Paint::Water;
        }
    for (std::size_t i = 0; i < g.cornerCount(); ++i)
        if (g.cornerBorder[i])
            map.islandWater[i] = 1;
}

} // namespace terrain::polymap::detail
