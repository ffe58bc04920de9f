// The fast rows of RelfEvaluator. At integer points a·x + b·y is an integer n,
// the Java's double arithmetic on it is exact, and so
//   calcHeight = (sum of 128·P[n >> 7] + (n & 127)·(P[(n >> 7) + 1] - P[n >> 7])) / 128
//   calcProf   = sum of P[(n >> 7) & mask]
// hold bit for bit: every partial sum of calcHeight is a multiple of 1/128
// far below 2^53. Rows that leave those bounds (fractional coordinates or
// steps, huge coordinates, long profiles) take the single-point path.

#include "evaluator.h"
#include "relf/kernels/cpufeatures.h"

#include "javamath.h"
#include "relf/kernels/rowkernel.h"
#include "relf/kernels/terrarecords.h"
#include "terradecision.h"

#include <algorithm>
#include <bit>
#include <cmath>

namespace terrain::relf {

namespace {

// The fast rows keep the Java's results exactly while a·x + b·y is exact in
// double (|s| < 2^53: calcProf's floor and >> 7 on a long then see the same
// integer, and the kernels' 32-bit wrapping keeps the bits 7..31 the mask
// reads). calcHeight is narrower: (int) Math.floor(s / 128) saturates
// outside [-2^31, 2^31), so its sums must stay within ±2^38.
constexpr double kExactBound = 9007199254740992.0; // 2^53
constexpr double kHeightBound = 274877906944.0;    // 2^38

bool isInteger(double v)
{
    return std::isfinite(v) && std::floor(v) == v;
}

// The trigger test of a row starting at x0 (x0 + i·step on it) on the row
// yr under the feature rules: only bits 7..31 of a·xryr reach the masked
// trigger, and those depend on the product modulo 2^32 alone, so 32-bit
// wrapping arithmetic gives the same f.
detail::TriggerTest triggerTest(std::int64_t x0, std::int64_t step, std::int32_t yr,
                                const FeatureRules &fr)
{
    detail::TriggerTest test;
    test.x0 = static_cast<std::uint32_t>(static_cast<std::uint64_t>(x0));
    test.step = static_cast<std::uint32_t>(static_cast<std::uint64_t>(step));
    test.yr = static_cast<std::uint32_t>(yr);
    test.mask = static_cast<std::uint32_t>(fr.mask);
    test.triggers[0] = static_cast<std::uint32_t>(fr.pointTrigger);
    test.triggers[1] = static_cast<std::uint32_t>(fr.manMadeTrigger);
    test.triggers[2] = static_cast<std::uint32_t>(fr.coneTrigger);
    return test;
}

// A row point by point, where the fast row does not apply: out[i] =
// at(x0 + i·step, y).
template <typename T, typename At>
void pointByPoint(double x0, double y, double step, std::span<T> out, At at)
{
    for (std::size_t i = 0; i < out.size(); ++i)
        out[i] = at(x0 + static_cast<double>(i) * step, y);
}

struct SetPlan
{
    std::vector<std::uint32_t> base;
    std::vector<std::uint32_t> inc;
};

struct Scratch
{
    SetPlan sets[5];
    std::vector<std::int32_t> sums[5];
    std::vector<double> heights;
    std::vector<std::int32_t> kinds;
    std::vector<std::uint32_t> candidates;
    std::vector<std::uint64_t> hits; // trigger hits, a bit a point
};

Scratch &scratch()
{
    thread_local Scratch s;
    return s;
}

// Whether the placed objects of a fast row can be found by their keys: the
// row lies within the 32-bit range where a key is the position itself.
bool placedKeysFit(const PlacedIndex &placed, double x0, double y, double step, std::size_t n)
{
    constexpr double limit = 2147483647.0;
    return placed.empty() ||
           (std::abs(x0) < limit && std::abs(x0 + step * double(n ? n - 1 : 0)) < limit &&
            std::abs(y) < limit);
}

} // namespace

struct RelfEvaluator::RowPlan
{
    Scratch *s = nullptr;
};

bool RelfEvaluator::planRow(double x0, double y, double step, std::size_t n, unsigned sets,
                            RowPlan &plan) const
{
    if (!m_fastRows || n == 0 || !isInteger(x0) || !isInteger(y) || !isInteger(step))
        return false;
    const double xEnd = x0 + step * static_cast<double>(n - 1);
    const double maxX = std::max(std::abs(x0), std::abs(xEnd));
    if (!(maxX < kExactBound) || !(std::abs(y) < kExactBound))
        return false;
    const bool timed = !m_params.timeCoefficients.empty();
    if (timed && !isInteger(m_params.time))
        return false;

    Scratch &s = scratch();
    const VectorSet *vectorSets[5] = {&m_params.height, &m_featureSet, &m_params.vegetation1,
                                      &m_params.vegetation2, &m_params.vegetation3};
    const auto ix0 = static_cast<std::int64_t>(x0);
    const auto iy = static_cast<std::int64_t>(y);
    const auto istep = static_cast<std::int64_t>(step);
    for (int k = 0; k < 5; ++k) {
        if (!(sets >> k & 1u))
            continue;
        SetPlan &sp = s.sets[k];
        sp.base.clear();
        sp.inc.clear();
        for (std::size_t i = 0; i < vectorSets[k]->size(); ++i) {
            const DirectionVector &v = (*vectorSets[k])[i];
            double ct = 0.0;
            if (k == 0 && timed) {
                ct = m_params.timeCoefficients[i] * m_params.time;
                if (!(std::abs(ct) < kExactBound))
                    return false;
            }
            const double bound =
                std::abs(double(v.a)) * maxX + std::abs(double(v.b)) * std::abs(y) + std::abs(ct);
            if (!(bound < (k == 0 ? kHeightBound : kExactBound)))
                return false;
            const std::int64_t n0 = v.a * ix0 + v.b * iy + static_cast<std::int64_t>(ct);
            sp.base.push_back(static_cast<std::uint32_t>(static_cast<std::uint64_t>(n0)));
            sp.inc.push_back(static_cast<std::uint32_t>(static_cast<std::uint64_t>(v.a * istep)));
        }
    }
    plan.s = &s;
    return true;
}

template <typename At>
bool RelfEvaluator::forEachPlacedSample(std::int64_t x0, std::int64_t y, std::int64_t step,
                                        std::size_t n, At at) const
{
    if (m_placed->empty() || n == 0)
        return true;
    const std::int64_t x1 = x0 + step * std::int64_t(n - 1);
    constexpr std::int64_t lo = INT32_MIN, hi = INT32_MAX;
    if (y < lo || y > hi || x0 < lo || x1 > hi || step <= 0)
        return false; // keys wrap here: ask point by point
    const auto &rows = m_placed->rows;
    const auto yr = static_cast<std::int32_t>(y);
    const PlacedIndex::RowPoint first{yr, static_cast<std::int32_t>(std::max(x0, lo)), false};
    auto it = std::lower_bound(rows.begin(), rows.end(), first);
    for (; it != rows.end() && it->y == yr && it->x <= x1; ++it) {
        const std::int64_t offset = std::int64_t(it->x) - x0;
        if (offset % step == 0)
            at(static_cast<std::size_t>(offset / step), it->road);
    }
    return true;
}

void RelfEvaluator::heightRow(double x0, double y, double step, std::span<double> out) const
{
    RowPlan plan;
    if (!planRow(x0, y, step, out.size(), kPlanHeight, plan))
        return pointByPoint(x0, y, step, out,
                            [this](double px, double py) { return height(px, py); });
    std::vector<std::int32_t> &h = plan.s->sums[0];
    h.resize(out.size());
    detail::sumProfileRow(m_padded, true, plan.s->sets[0].base, plan.s->sets[0].inc, h);
    toHeights(h, out);
    composeContinent(x0, y, step, out);
}

void RelfEvaluator::terraRow(double x0, double y, double step, std::span<Terra> out) const
{
    RowPlan plan;
    if (!planRow(x0, y, step, out.size(), kPlanAll, plan))
        return pointByPoint(x0, y, step, out,
                            [this](double px, double py) { return terra(px, py); });
    const std::size_t n = out.size();
    Scratch &s = *plan.s;
    for (auto &row : s.sums)
        row.resize(n);
    detail::sumProfileRow(m_padded, true, s.sets[0].base, s.sets[0].inc, s.sums[0]);
    for (int k = 1; k < 5; ++k)
        detail::sumProfileRow(m_padded, false, s.sets[k].base, s.sets[k].inc, s.sums[k]);

    struct Precomputed
    {
        const std::int32_t *f, *v1, *v2, *v3;
        std::size_t i;
        int feature() const { return f[i]; }
        int veg1() const { return v1[i]; }
        int veg2() const { return v2[i]; }
        int veg3() const { return v3[i]; }
    };
    const detail::DecisionRules rules(m_params, m_placed->all);
    std::vector<double> &heights = s.heights;
    heights.resize(n);
    toHeights(s.sums[0], heights);
    composeContinent(x0, y, step, heights);
    const std::int32_t *fs = s.sums[1].data();
    const std::int32_t *v1 = s.sums[2].data();
    const std::int32_t *v2 = s.sums[3].data();
    const std::int32_t *v3 = s.sums[4].data();
    const std::int32_t yr = java::l2i(static_cast<std::int64_t>(y));
    const auto xr0 = static_cast<std::int64_t>(x0);
    const auto xrStep = static_cast<std::int64_t>(step);
    Terra *o = out.data();
    // The rules at sample i: the climate's thresholds there, if any.
    const auto rulesAt = [&](std::size_t i) {
        return m_climate ? climateRules(rules, x0 + static_cast<double>(i) * step, y, heights[i])
                         : rules;
    };

    if (!placedKeysFit(*m_placed, x0, y, step, n) || m_params.paths.enabled) {
        // The general case, point by point.
        const PathRules &paths = m_params.paths;
        for (std::size_t i = 0; i < n; ++i) {
            const double x = x0 + static_cast<double>(i) * step;
            const double ht = heights[i];
            if (paths.enabled && ht > rules.lakeLevel &&
                std::abs(ht - height(x + paths.dx, y + paths.dy)) < paths.tolerance) {
                o[i] = terra(x, y);
                continue;
            }
            const Precomputed sums{fs, v1, v2, v3, i};
            o[i] = detail::decide(rulesAt(i), ht, sums, false,
                                  java::l2i(xr0 + std::int64_t(i) * xrStep), yr);
        }
        return;
    }

    // Nothing placed, no paths: the terrain kind by straight-line selects
    // that the compiler can vectorise; every point written field by field;
    // then decide() for the rare points whose feature trigger fires (it
    // alone assigns features and codes).
    std::vector<std::int32_t> &kinds = s.kinds;
    kinds.resize(n);
    classifyRow(x0, y, step, rules, s.sums[0], heights, v1, v2, v3, kinds);
    detail::RecordRow records;
    records.x0 = static_cast<std::uint32_t>(static_cast<std::uint64_t>(xr0));
    records.step = static_cast<std::uint32_t>(static_cast<std::uint64_t>(xrStep));
    records.y = yr;
    records.heights = heights.data();
    records.kinds = kinds.data();
    records.lake = rules.lakeLevel;
    detail::writeTerraRecords(records, n, o);
    // No features on a lake, on mud (none placed) or in a town.
    const auto featureGround = [&](std::size_t i) {
        const auto kind = static_cast<TerrainKind>(kinds[i]);
        return kind != TerrainKind::Lake && kind != TerrainKind::Mud && kind != TerrainKind::Town;
    };
    const FeatureRules &fr = rules.features;
    if (m_narrowTriggers) {
        const detail::TriggerTest test = triggerTest(xr0, xrStep, yr, fr);
        std::vector<std::uint64_t> &hits = s.hits;
        hits.resize((n + 63) / 64);
        detail::triggerHits(fs, test, n, hits.data());
        // Hits are rare (about 3 in mask + 1): whole words of none are skipped.
        for (std::size_t w = 0; w < hits.size(); ++w)
            for (std::uint64_t word = hits[w]; word; word &= word - 1) {
                const std::size_t i = 64 * w + std::size_t(std::countr_zero(word));
                if (featureGround(i))
                    o[i] = detail::decide(rulesAt(i), heights[i], Precomputed{fs, v1, v2, v3, i},
                                          false, java::l2i(xr0 + std::int64_t(i) * xrStep), yr);
            }
    } else {
        constexpr std::int64_t kExact = std::int64_t(1) << 53;
        for (std::size_t i = 0; i < n; ++i) {
            const std::int32_t xr = java::l2i(xr0 + std::int64_t(i) * xrStep);
            const std::int64_t prod = std::int64_t(fs[i]) * java::imulWrap(xr, yr);
            const std::int64_t f = ((prod + 64) >> 7) & fr.mask;
            if ((f == fr.pointTrigger || f == fr.manMadeTrigger || f == fr.coneTrigger ||
                 prod >= kExact || prod <= -kExact) &&
                featureGround(i))
                o[i] = detail::decide(rulesAt(i), heights[i], Precomputed{fs, v1, v2, v3, i}, false,
                                      xr, yr);
        }
    }
    // Placed objects decide their own points.
    forEachPlacedSample(xr0, std::int64_t(y), xrStep, n, [&](std::size_t i, bool) {
        o[i] = detail::decide(rulesAt(i), heights[i], Precomputed{fs, v1, v2, v3, i}, false,
                              java::l2i(xr0 + std::int64_t(i) * xrStep), yr);
    });
}

TERRAIN_CLONES void RelfEvaluator::climateVegetationRow(
    double x0, double y, double step, std::span<const double> heights, const std::int32_t *v1,
    const std::int32_t *v2, const std::int32_t *v3, std::span<std::int32_t> kinds) const
{
    constexpr auto kind = [](TerrainKind k) { return static_cast<std::int32_t>(k); };
    const TerrainThresholds &t = m_params.thresholds;
    thread_local VegetationRow local;
    m_climate->vegetationRow(t, x0, y, step, heights, v2, v3, local);
    const std::int32_t *code = local.code.data();
    for (std::size_t i = 0; i < kinds.size(); ++i) {
        const std::int32_t c = code[i];
        std::int32_t open = c & kGrassHere ? kind(TerrainKind::Grass) : kind(TerrainKind::Moor);
        open = c & kMarshHere ? kind(TerrainKind::Marsh) : open;
        const std::int32_t forest =
            c & kThicketHere ? kind(TerrainKind::Thicket) : kind(TerrainKind::Wood);
        const std::int32_t k = c & kOpenHere ? open : forest;
        kinds[i] = t.townBelow > v1[i] ? kind(TerrainKind::Town) : k;
    }
}

TERRAIN_CLONES void
RelfEvaluator::classifyRow(double x0, double y, double step, const detail::DecisionRules &rules,
                           std::span<const std::int32_t> hsum, std::span<const double> heights,
                           const std::int32_t *v1, const std::int32_t *v2, const std::int32_t *v3,
                           std::span<std::int32_t> kinds) const
{
    const TerrainThresholds &t = rules.thresholds;
    constexpr auto kind = [](TerrainKind k) { return static_cast<std::int32_t>(k); };
    const std::size_t n = kinds.size();
    // Vegetation, in the reference's order read backwards so that each later
    // select overrides: wood or thicket, open land, town.
    if (m_climate && !t.woodOnly)
        climateVegetationRow(x0, y, step, heights, v1, v2, v3, kinds);
    else
        for (std::size_t i = 0; i < n; ++i) {
            std::int32_t k =
                t.thicketBelow > v3[i] ? kind(TerrainKind::Thicket) : kind(TerrainKind::Wood);
            const std::int32_t open =
                t.grassBelow > v3[i] ? kind(TerrainKind::Grass) : kind(TerrainKind::Moor);
            k = t.openBelow > v2[i] ? open : k;
            kinds[i] = t.townBelow > v1[i] ? kind(TerrainKind::Town) : k;
        }
    if (t.woodOnly)
        std::fill(kinds.begin(), kinds.end(), kind(TerrainKind::Wood));
    // Water first of all. Without mountains or a continent, level > sum / 128 is
    // sum < ceil(128 level) on the exact integer sum.
    const auto threshold = [](double level) {
        return static_cast<std::int32_t>(
            std::clamp(std::ceil(level * 128.0), -2147483648.0, 2147483647.0));
    };
    if (!m_params.mountains && !m_continent && std::abs(rules.lakeLevel) < 1e7 &&
        std::abs(rules.originalLakeLevel) < 1e7) {
        const std::int32_t lake = threshold(rules.lakeLevel);
        const std::int32_t mud = threshold(rules.originalLakeLevel);
        for (std::size_t i = 0; i < n; ++i) {
            std::int32_t k = mud > hsum[i] ? kind(TerrainKind::Mud) : kinds[i];
            kinds[i] = lake > hsum[i] ? kind(TerrainKind::Lake) : k;
        }
    } else {
        for (std::size_t i = 0; i < n; ++i) {
            std::int32_t k =
                rules.originalLakeLevel > heights[i] ? kind(TerrainKind::Mud) : kinds[i];
            kinds[i] = rules.lakeLevel > heights[i] ? kind(TerrainKind::Lake) : k;
        }
    }
}

void RelfEvaluator::mapRow(double x0, double y, double step, std::span<TerrainKind> kinds,
                           std::span<double> heights) const
{
    const std::size_t n = kinds.size();
    RowPlan plan;
    if (m_params.paths.enabled || !planRow(x0, y, step, n, kPlanAll & ~kPlanFeatures, plan) ||
        !placedKeysFit(*m_placed, x0, y, step, n)) {
        thread_local std::vector<Terra> terras;
        terras.resize(n);
        terraRow(x0, y, step, terras);
        for (std::size_t i = 0; i < n; ++i) {
            kinds[i] = terras[i].terrain;
            heights[i] = terras[i].height;
        }
        return;
    }
    Scratch &s = *plan.s;
    for (int k : {0, 2, 3, 4}) {
        s.sums[k].resize(n);
        detail::sumProfileRow(m_padded, k == 0, s.sets[k].base, s.sets[k].inc, s.sums[k]);
    }
    toHeights(s.sums[0], heights);
    composeContinent(x0, y, step, heights);
    s.kinds.resize(n);
    const detail::DecisionRules rules(m_params, m_placed->all);
    classifyRow(x0, y, step, rules, s.sums[0], heights, s.sums[2].data(), s.sums[3].data(),
                s.sums[4].data(), s.kinds);
    for (std::size_t i = 0; i < n; ++i) {
        kinds[i] = static_cast<TerrainKind>(s.kinds[i]);
        if (kinds[i] == TerrainKind::Lake)
            heights[i] = rules.lakeLevel;
    }
    // Placed objects decide their own points. A road's answer is known: ROAD
    // at the ground or the lake level, whichever is higher (heights[i] holds
    // the lake level on a lake, the ground elsewhere: the higher of the two).
    forEachPlacedSample(std::int64_t(x0), std::int64_t(y), std::int64_t(step), n,
                        [&](std::size_t i, bool road) {
                            if (road) {
                                kinds[i] = TerrainKind::Road;
                                heights[i] = std::max(heights[i], rules.lakeLevel);
                                return;
                            }
                            const Terra t = terra(x0 + double(i) * step, y);
                            kinds[i] = t.terrain;
                            heights[i] = t.height;
                        });
}

std::vector<Terra> RelfEvaluator::featuresIn(std::int64_t x0, std::int64_t y0, std::int64_t x1,
                                             std::int64_t y1) const
{
    std::vector<Terra> found;
    if (x1 < x0 || y1 < y0)
        return found;
    const auto n = static_cast<std::size_t>(x1 - x0 + 1);
    const FeatureRules &fr = m_params.features;
    constexpr std::int64_t kExact = std::int64_t(1) << 53;
    // Plan the northmost row; going south, each vector's base drops by b.
    // The bounds hold for the whole rectangle when they hold at both its
    // northern and southern rows.
    RowPlan plan;
    const bool fast = planRow(double(x0), double(y0), 1.0, n, kPlanFeatures, plan) &&
                      planRow(double(x0), double(y1), 1.0, n, kPlanFeatures, plan);
    for (std::int64_t y = y1; y >= y0; --y) {
        if (!fast) {
            for (std::int64_t x = x0; x <= x1; ++x) {
                const Terra t = terra(double(x), double(y));
                if (t.feature != Feature::None)
                    found.push_back(t);
            }
            continue;
        }
        if (y != y1)
            for (std::size_t v = 0; v < m_featureSet.size(); ++v)
                plan.s->sets[1].base[v] -= static_cast<std::uint32_t>(m_featureSet[v].b);
        const std::int32_t yr = java::l2i(y);
        const auto confirm = [&](std::size_t i) {
            const std::int64_t x = x0 + std::int64_t(i);
            const PlacedObject *pd = m_placed->all.atPlace(java::l2i(x), java::l2i(y));
            if (pd && std::holds_alternative<Feature>(*pd))
                return; // placed features are asked below, once
            const Terra t = terra(double(x), double(y));
            if (t.feature != Feature::None)
                found.push_back(t);
        };
        if (m_narrowTriggers) {
            // 32-bit wrapping arithmetic (triggerTest), which vectorises.
            const detail::TriggerTest test = triggerTest(x0, 1, yr, fr);
            std::vector<std::uint32_t> &candidates = plan.s->candidates;
            candidates.clear();
            detail::featureCandidates(m_padded, plan.s->sets[1].base, plan.s->sets[1].inc, test, n,
                                      candidates);
            for (const std::uint32_t i : candidates)
                confirm(i);
            continue;
        }
        std::vector<std::int32_t> &fs = plan.s->sums[1];
        fs.resize(n);
        detail::sumProfileRow(m_padded, false, plan.s->sets[1].base, plan.s->sets[1].inc, fs);
        for (std::size_t i = 0; i < n; ++i) {
            const std::int32_t xr = java::l2i(x0 + std::int64_t(i));
            const std::int64_t prod = std::int64_t(fs[i]) * java::imulWrap(xr, yr);
            const std::int64_t f = ((prod + 64) >> 7) & fr.mask;
            if (f == fr.pointTrigger || f == fr.manMadeTrigger || f == fr.coneTrigger ||
                prod >= kExact || prod <= -kExact)
                confirm(i);
        }
    }
    // A placed object may add or remove a feature at its own position.
    if (!m_placed->features.empty()) {
        for (const PlacedEntry &p : m_placed->features) {
            if (p.x < x0 || p.x > x1 || p.y < y0 || p.y > y1)
                continue;
            const Terra t = terra(p.x, p.y);
            if (t.feature != Feature::None)
                found.push_back(t);
        }
        std::stable_sort(found.begin(), found.end(), [](const Terra &a, const Terra &b) {
            return a.y != b.y ? a.y > b.y : a.x < b.x;
        });
    }
    return found;
}

TERRAIN_CLONES void RelfEvaluator::toHeights(std::span<const std::int32_t> sums,
                                             std::span<double> out) const
{
    // Exact: the sum is 128 times a multiple of 1/128.
    for (std::size_t i = 0; i < out.size(); ++i)
        out[i] = sums[i] * java::kRecip128;
    if (m_params.mountains)
        for (double &h : out)
            h = applyMountains(h);
}

} // namespace terrain::relf
