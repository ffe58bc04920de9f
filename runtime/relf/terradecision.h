#pragma once
// terra's decisions after the height: placed objects, lake, mud, point
// features, towns, vegetation. Shared by the single-point reference and the
// fast rows, so both follow one transcription of the Java.

#include "javamath.h"
#include "parameters.h"
#include "terra.h"

#include <algorithm>

namespace terrain::relf::detail {

// Point-feature and vegetation decisions of terra, shared by the single-point
// reference and the fast rows. Sums supplies calcProf for the feature set and
// the three vegetation sets; the single-point path computes them lazily.
// The parameters terra's decisions read, copied out of the parameter set so
// that a row loop can keep them in registers (stores to its output cannot
// alias a local copy).
struct DecisionRules
{
    DecisionRules(const RelfParameters &p, const PlacedObjects &placedObjects,
                  const PlacedObjects *streamMarks = nullptr)
        : lakeLevel(p.lakeLevel)
        , originalLakeLevel(p.originalLakeLevel)
        , features(p.features)
        , thresholds(p.thresholds)
        , placed(placedObjects.empty() ? nullptr : &placedObjects)
        , streams(streamMarks && !streamMarks->empty() ? streamMarks : nullptr)
    {
    }
    double lakeLevel;
    double originalLakeLevel;
    FeatureRules features;
    TerrainThresholds thresholds;
    const PlacedObjects *placed;  // null when nothing is placed
    const PlacedObjects *streams; // stream marks, asked where nothing else is placed
    bool marsh = false;           // open land here is marsh (a continent's wet lowland)
};

template <typename Sums>
Terra decide(const DecisionRules &p, double ht, const Sums &sums, bool sceneView, std::int32_t xr,
             std::int32_t yr)
{
    using namespace java;
    Terra t;
    t.x = xr;
    t.y = yr;
    t.height = ht;
    Feature feature = Feature::None;
    const std::int64_t xryr = imulWrap(xr, yr); // int * int wraps, then widens

    const PlacedObject *pd = p.placed ? p.placed->atPlace(xr, yr) : nullptr;
    if (!pd && p.streams)
        pd = p.streams->atPlace(xr, yr);
    if (pd) {
        if (const auto *kind = std::get_if<TerrainKind>(pd)) {
            if (*kind == TerrainKind::Stream && sceneView) {
                t.terrain = TerrainKind::Stream;
                return t;
            }
            if (*kind == TerrainKind::Road) {
                t.height = std::max(ht, p.lakeLevel);
                t.terrain = TerrainKind::Road;
                return t;
            }
        } else {
            // The reference lets CONE, ROCKET and T land here; the studio
            // places every feature kind the same way, so a designer's
            // boulder or hut is the feature here, as a landed helicopter is.
            const Feature f = std::get<Feature>(*pd);
            if (f != Feature::None)
                feature = f;
            else {
                t.terrain = TerrainKind::Grass; // a generated feature moved away
                return t;
            }
        }
    }

    if (p.lakeLevel > ht) {
        t.height = p.lakeLevel;
        t.depth = p.lakeLevel - ht;
        t.terrain = TerrainKind::Lake;
        t.feature = feature;
        return t;
    }
    if (p.originalLakeLevel > ht) {
        t.terrain = TerrainKind::Mud;
        t.feature = feature;
        return t;
    }

    std::array<char, 2> code = {0, 0};
    const FeatureRules &r = p.features;
    if (feature == Feature::None) {
        const std::int64_t a = sums.feature();
        // Math.round(a * xryr * RECIP128): a long product, widened to double.
        const std::int64_t prod = lmulWrap(a, xryr);
        std::int64_t f;
        if (prod > -(std::int64_t(1) << 53) && prod < (std::int64_t(1) << 53))
            f = (prod + 64) >> 7; // exact: floor(prod / 128 + 1/2), arithmetic shift
        else
            f = java::round(static_cast<double>(prod) * kRecip128);
        f &= r.mask;
        if (f == r.pointTrigger) {
            const std::int64_t xyff = xryr & 0xff;
            if (xyff < r.mineBelow)
                feature = Feature::Mine;
            else if (xyff < r.boulderBelow)
                feature = Feature::Boulder;
            else if (xyff < r.waterholeBelow)
                feature = Feature::Waterhole;
            else if (xyff < r.knollBelow)
                feature = Feature::Knoll;
            else
                feature = Feature::Root;
            code = controlCode(xr, yr);
        } else if (f == r.manMadeTrigger &&
                   (java::round(kPi1000 * static_cast<double>(xryr)) & 0xff) < r.manMadeBelow) {
            feature = Feature::X;
            code = controlCode(xr, yr);
        } else if (f == r.coneTrigger &&
                   (java::round(kPi10000 * static_cast<double>(xryr)) & 0xff) < r.coneBelow) {
            feature = Feature::Cone; // movable: no control code
        }
    }

    t.feature = feature;
    t.code = code;
    if (!p.thresholds.woodOnly) {
        if (p.thresholds.townBelow > sums.veg1()) {
            t.terrain = TerrainKind::Town; // towns have no features and no codes
            t.feature = Feature::None;
            t.code = {0, 0};
            return t;
        }
        const int a = sums.veg2();
        const int b = sums.veg3();
        if (p.thresholds.openBelow > a) {
            t.terrain = p.marsh                       ? TerrainKind::Marsh
                        : p.thresholds.grassBelow > b ? TerrainKind::Grass
                                                      : TerrainKind::Moor;
            return t;
        }
        if (p.thresholds.thicketBelow > b) {
            t.terrain = TerrainKind::Thicket;
            return t;
        }
    }
    t.terrain = TerrainKind::Wood; // runnable forest
    return t;
}

} // namespace terrain::relf::detail
