#pragma once
// findGoodSite (seed 000, "Changing the profile - random?"): from a starting
// point, a site that is if possible
//   1. on dry land at least aboveLake metres above the lake level,
//   2. on grass, moor or open wood (not thicket, town, road or path),
//   3. not on any point feature,
//   4. at least fromMine metres from any mine shaft,
//   5. at least fromBuilding metres from any building (a town's 12 m
//      squares, or a building placed on purpose).
// The seed prints the criteria and the rule that every search loop stops
// after 1,000 iterations, not the search itself. Here two loops walk a
// spiral of integer points outward from their start (point k at radius
// c·k^0.75 metres, k·137.5° round, the golden angle): the first (c = 4, so
// about 700 m in 1,000 steps) looks for criterion 1 from the starting point;
// the second (c = 1, about 180 m) looks for all five from the first's site.
// When a loop runs out, the best point it saw (the most criteria met, in the
// order above) is returned with the first criterion it fails.

#include "relf/evaluator.h"

#include <cstdint>

namespace terrain::relf {

enum class SiteCriterion
{
    None,
    DryLand,
    Vegetation,
    Feature,
    MineShaft,
    Building
};

struct GoodSite
{
    std::int64_t x = 0;
    std::int64_t y = 0;
    bool ok = false;
    SiteCriterion failed = SiteCriterion::None; // the first criterion not met, when not ok
    int iterations = 0;                         // over both loops
};

GoodSite findGoodSite(const RelfEvaluator &terrain, double x, double y);

// The first criterion the integer point fails, or None.
SiteCriterion firstFailedCriterion(const RelfEvaluator &terrain, std::int64_t x, std::int64_t y);

// "dry land 10 m above the lake", ...: what the criterion asks, with its number.
std::string siteCriterionText(SiteCriterion criterion, const SiteRules &rules);
// "dry-land", "vegetation", "feature", "mine-shaft", "building".
std::string_view siteCriterionName(SiteCriterion criterion);

} // namespace terrain::relf
