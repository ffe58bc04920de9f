#include "goodsite.h"

#include "relf/javamath.h"
#include "util/namedvalues.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace terrain::relf {

namespace {

// Distance from (x, y) to the square of side `size` centred on (cx, cy).
double squareDistance(double x, double y, double cx, double cy, double size)
{
    const double dx = std::max(0.0, std::abs(x - cx) - size / 2);
    const double dy = std::max(0.0, std::abs(y - cy) - size / 2);
    return std::hypot(dx, dy);
}

bool nearBuilding(const RelfEvaluator &terrain, std::int64_t x, std::int64_t y, double reach)
{
    const double g = RelfEvaluator::kBuildingGrid, size = RelfEvaluator::kBuildingSize;
    const auto i0 = std::int64_t(std::floor((double(x) - reach - size / 2) / g));
    const auto i1 = std::int64_t(std::ceil((double(x) + reach + size / 2) / g));
    const auto j0 = std::int64_t(std::floor((double(y) - reach - size / 2) / g));
    const auto j1 = std::int64_t(std::ceil((double(y) + reach + size / 2) / g));
    for (std::int64_t j = j0; j <= j1; ++j)
        for (std::int64_t i = i0; i <= i1; ++i)
            if (squareDistance(double(x), double(y), double(i) * g, double(j) * g, size) < reach &&
                terrain.buildingAt(i, j))
                return true;
    for (const PlacedEntry &e : terrain.placed().features)
        if (std::get<Feature>(e.object) == Feature::Building &&
            squareDistance(double(x), double(y), e.x, e.y, size) < reach)
            return true;
    return false;
}

bool nearMine(const RelfEvaluator &terrain, std::int64_t x, std::int64_t y, double reach)
{
    const auto r = std::int64_t(std::ceil(reach));
    for (const Terra &t : terrain.featuresIn(x - r, y - r, x + r, y + r))
        if (t.feature == Feature::Mine && std::hypot(t.x - double(x), t.y - double(y)) < reach)
            return true;
    return false;
}

// Point k of the search spiral around (x0, y0).
std::pair<std::int64_t, std::int64_t> spiralPoint(double x0, double y0, int k, double scale)
{
    constexpr double golden = std::numbers::pi * (3.0 - 2.2360679774997896964); // 137.5°
    const double r = scale * std::pow(double(k), 0.75);
    const double a = golden * double(k);
    return {java::round(x0 + r * std::cos(a)), java::round(y0 + r * std::sin(a))};
}

struct Best
{
    std::int64_t x = 0, y = 0;
    SiteCriterion failed = SiteCriterion::DryLand;
    bool set = false;
    // A later criterion failing means more were met.
    void offer(std::int64_t px, std::int64_t py, SiteCriterion f)
    {
        const auto rank = [](SiteCriterion c) { return c == SiteCriterion::None ? 100 : int(c); };
        if (!set || rank(f) > rank(failed)) {
            x = px;
            y = py;
            failed = f;
            set = true;
        }
    }
};

constexpr util::Named<SiteCriterion> kCriterionNames[] = {{SiteCriterion::None, "none"},
                                                          {SiteCriterion::DryLand, "dry-land"},
                                                          {SiteCriterion::Vegetation, "vegetation"},
                                                          {SiteCriterion::Feature, "feature"},
                                                          {SiteCriterion::MineShaft, "mine-shaft"},
                                                          {SiteCriterion::Building, "building"}};

} // namespace

SiteCriterion firstFailedCriterion(const RelfEvaluator &terrain, std::int64_t x, std::int64_t y)
{
    const SiteRules &rules = terrain.parameters().sites;
    const Terra t = terrain.terra(double(x), double(y));
    if (t.terrain == TerrainKind::Lake || t.terrain == TerrainKind::Mud ||
        !(t.height >= terrain.parameters().lakeLevel + rules.aboveLake))
        return SiteCriterion::DryLand;
    if (t.terrain != TerrainKind::Grass && t.terrain != TerrainKind::Moor &&
        t.terrain != TerrainKind::Wood)
        return SiteCriterion::Vegetation;
    if (t.feature != Feature::None)
        return SiteCriterion::Feature;
    if (rules.fromMine > 0 && nearMine(terrain, x, y, rules.fromMine))
        return SiteCriterion::MineShaft;
    if (rules.fromBuilding > 0 && nearBuilding(terrain, x, y, rules.fromBuilding))
        return SiteCriterion::Building;
    return SiteCriterion::None;
}

GoodSite findGoodSite(const RelfEvaluator &terrain, double x, double y)
{
    const SiteRules &rules = terrain.parameters().sites;
    GoodSite site;
    // Loop 1: dry land high enough.
    Best land;
    for (int k = 0; k < rules.maxIterations; ++k) {
        ++site.iterations;
        const auto [px, py] = spiralPoint(x, y, k, 4.0);
        const SiteCriterion f = firstFailedCriterion(terrain, px, py);
        land.offer(px, py, f);
        if (f != SiteCriterion::DryLand)
            break;
    }
    if (land.failed == SiteCriterion::DryLand) {
        site.x = land.x;
        site.y = land.y;
        site.failed = SiteCriterion::DryLand;
        return site;
    }
    if (land.failed == SiteCriterion::None) {
        site.x = land.x;
        site.y = land.y;
        site.ok = true;
        return site;
    }
    // Loop 2: every criterion, around the dry site.
    Best best = land;
    for (int k = 1; k <= rules.maxIterations; ++k) {
        ++site.iterations;
        const auto [px, py] = spiralPoint(double(land.x), double(land.y), k, 1.0);
        const SiteCriterion f = firstFailedCriterion(terrain, px, py);
        best.offer(px, py, f);
        if (f == SiteCriterion::None)
            break;
    }
    site.x = best.x;
    site.y = best.y;
    site.ok = best.failed == SiteCriterion::None;
    site.failed = best.failed;
    return site;
}

std::string_view siteCriterionName(SiteCriterion c)
{
    return util::nameOf(kCriterionNames, c);
}

std::string siteCriterionText(SiteCriterion c, const SiteRules &rules)
{
    const auto num = [](double v) {
        char buf[32];
        std::snprintf(buf, sizeof buf, "%g", v);
        return std::string(buf);
    };
    switch (c) {
    case SiteCriterion::None:
        return "every criterion met";
    case SiteCriterion::DryLand:
        return "no dry land " + num(rules.aboveLake) + " m above the lake";
    case SiteCriterion::Vegetation:
        return "no grass, moor or open wood";
    case SiteCriterion::Feature:
        return "every site is on a feature";
    case SiteCriterion::MineShaft:
        return "every site is within " + num(rules.fromMine) + " m of a mine shaft";
    case SiteCriterion::Building:
        return "every site is within " + num(rules.fromBuilding) + " m of a building";
    }
    return {};
}

} // namespace terrain::relf
