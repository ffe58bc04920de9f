#include "evaluator.h"

#include "javamath.h"
#include "terradecision.h"

#include <algorithm>
#include <cmath>

namespace terrain::relf {

std::array<char, 2> controlCode(std::int32_t x, std::int32_t y)
{
    return {static_cast<char>('A' + java::absMod(x, 26)),
            static_cast<char>('A' + java::absMod(y, 26))};
}

RelfEvaluator::RelfEvaluator(RelfParameters parameters, const RelfEvaluator *previous)
    : m_params(std::move(parameters))
    , m_padded(m_params.profile)
{
    if (previous && previous->m_placed->designer == m_params.placed &&
        previous->m_placed->roads == m_params.roads)
        m_placed = previous->m_placed;
    else
        m_placed = PlacedIndex::build(m_params.placed, m_params.roads);
    if (m_params.continent && m_params.continent->grid) {
        if (previous && previous->m_continent &&
            previous->m_continent->continent() == *m_params.continent)
            m_continent = previous->m_continent;
        else
            m_continent = std::make_shared<const ContinentSampler>(*m_params.continent);
        if (m_params.continent->climate.enabled)
            m_climate = std::make_shared<const ClimateField>(*m_params.continent, m_params);
    }
    const std::size_t n = std::min(m_params.vegetation2.size(), m_params.vegetation3.size());
    for (std::size_t i = 0; i < n; ++i)
        m_featureSet.push_back({m_params.vegetation2[i].b, m_params.vegetation3[i].a});
    const std::size_t len = m_params.profile.size();
    m_mask = static_cast<std::int32_t>(len - 1);

    // The fast rows need every sum to fit in 32 bits.
    std::int64_t maxAbs = 0;
    for (const std::int32_t v : m_params.profile)
        maxAbs = std::max<std::int64_t>(maxAbs, std::abs(static_cast<std::int64_t>(v)));
    const std::size_t maxVectors =
        std::max({m_params.height.size(), m_params.vegetation1.size(), m_params.vegetation2.size(),
                  m_params.vegetation3.size()});
    m_fastRows = maxAbs * 3 * 128 * static_cast<std::int64_t>(maxVectors) < (std::int64_t(1) << 31);
    // |a·xryr| < 2^53 (so the Java's conversion to double is exact) and the
    // masked bits lie within the low 32 bits of the product.
    m_narrowTriggers =
        m_fastRows &&
        maxAbs * static_cast<std::int64_t>(m_featureSet.size()) < (std::int64_t(1) << 21) &&
        m_params.features.mask >= 0 && m_params.features.mask < (std::int64_t(1) << 25);
}

int RelfEvaluator::calcProf(const VectorSet &set, double x, double y) const
{
    // PROFILE[(int)(((long) Math.floor(a[i] * x + b[i] * y)) >> 7) & BIT_MASK]:
    // >> on a long is an arithmetic shift.
    std::int32_t p = 0;
    for (const DirectionVector &v : set) {
        const std::int64_t floored = java::d2l(std::floor(v.a * x + v.b * y));
        const std::int32_t index = java::l2i(floored >> 7) & m_mask;
        p = java::iaddWrap(p, m_params.profile[static_cast<std::size_t>(index)]);
    }
    return p;
}

double RelfEvaluator::calcHeightOnly(double x, double y) const
{
    // calcHeight: interpolates between profile entries. Summed in the
    // reference order; core is built with -ffp-contract=off so no
    // multiply-add is fused and every bit matches the Java.
    const std::vector<std::int32_t> &profile = m_params.profile;
    const bool timed = !m_params.timeCoefficients.empty();
    double ht = 0;
    for (std::size_t i = 0; i < m_params.height.size(); ++i) {
        const DirectionVector &v = m_params.height[i];
        double s = v.a * x + v.b * y;
        if (timed)
            s = s + m_params.timeCoefficients[i] * m_params.time;
        const double j = s * java::kRecip128;
        const std::int32_t jint = java::d2i(std::floor(j));
        const double jfrac = j - jint;
        const std::int32_t prof0 = profile[static_cast<std::size_t>(jint & m_mask)];
        const std::int32_t prof1 =
            profile[static_cast<std::size_t>(java::iaddWrap(jint, 1) & m_mask)];
        ht += prof0 + jfrac * java::iaddWrap(prof1, -prof0);
    }
    return ht;
}

double RelfEvaluator::height(double x, double y) const
{
    const double ht = applyMountains(calcHeightOnly(x, y));
    return m_continent ? m_continent->compose(m_continent->macro(x, y), ht) : ht;
}

Terra RelfEvaluator::terra(double x, double y, bool sceneView,
                           const PlacedObjects *streamMarks) const
{
    const double ht = height(x, y);
    const PathRules &paths = m_params.paths;
    if (paths.enabled && ht > m_params.lakeLevel &&
        std::abs(ht - height(x + paths.dx, y + paths.dy)) < paths.tolerance) {
        Terra t;
        t.x = x; // the reference returns the real position on a path
        t.y = y;
        t.height = ht;
        t.terrain = TerrainKind::Path;
        return t;
    }
    // Vegetation and features use the real x, y; only the feature trigger's
    // product and the returned position use the rounded coordinates.
    struct Lazy
    {
        const RelfEvaluator &e;
        double x, y;
        int feature() const { return e.calcProf(e.m_featureSet, x, y); }
        int veg1() const { return e.calcProf(e.m_params.vegetation1, x, y); }
        int veg2() const { return e.calcProf(e.m_params.vegetation2, x, y); }
        int veg3() const { return e.calcProf(e.m_params.vegetation3, x, y); }
    } sums{*this, x, y};
    const std::int32_t xr = java::l2i(java::round(x));
    const std::int32_t yr = java::l2i(java::round(y));
    detail::DecisionRules rules(m_params, m_placed->all, streamMarks);
    if (m_climate)
        rules = climateRules(rules, x, y, ht);
    return detail::decide(rules, ht, sums, sceneView, xr, yr);
}

detail::DecisionRules RelfEvaluator::climateRules(detail::DecisionRules rules, double x, double y,
                                                  double height) const
{
    const LocalVegetation v = m_climate->vegetation(m_params.thresholds, x, y, height);
    rules.thresholds.openBelow = v.openBelow;
    rules.thresholds.grassBelow = v.grassBelow;
    rules.thresholds.thicketBelow = v.thicketBelow;
    rules.marsh = v.marsh;
    return rules;
}

int RelfEvaluator::treeSelector(std::int32_t xr, std::int32_t yr) const
{
    // Math.round(PI10000 * xr * yr) & 0x3, multiplied left to right in double.
    return static_cast<int>(java::round(java::kPi10000 * xr * yr) & 0x3);
}

std::array<double, 2> RelfEvaluator::treeOffset(std::int32_t xr, std::int32_t yr) const
{
    // Further bits of the same kind of product, one nibble per axis.
    const std::int64_t bits = java::round(java::kPi1000 * xr * yr);
    return {static_cast<double>((bits >> 2) & 0xf) / 16.0 - 0.5,
            static_cast<double>((bits >> 6) & 0xf) / 16.0 - 0.5};
}

bool RelfEvaluator::buildingLot(std::int64_t i, std::int64_t j)
{
    // splitmix64 of the packed lot index: repeatable and free of the
    // stripes a product like i·j shows along the axes.
    std::uint64_t z = static_cast<std::uint64_t>(i) * 0x9E3779B97F4A7C15ull ^
                      (static_cast<std::uint64_t>(j) + 0x632BE59BD9B4E019ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    z ^= z >> 31;
    return (z & 3u) != 0;
}

bool RelfEvaluator::buildingCovers(double x, double y) const
{
    const double g = kBuildingGrid, half = kBuildingSize / 2.0;
    const auto i = std::int64_t(std::llround(x / g)), j = std::int64_t(std::llround(y / g));
    return std::abs(x - double(i) * g) <= half && std::abs(y - double(j) * g) <= half &&
           buildingAt(i, j);
}

bool RelfEvaluator::buildingAt(std::int64_t i, std::int64_t j) const
{
    if (!buildingLot(i, j))
        return false;
    const double cx = static_cast<double>(i * kBuildingGrid);
    const double cy = static_cast<double>(j * kBuildingGrid);
    return terra(cx, cy).terrain == TerrainKind::Town;
}

} // namespace terrain::relf
