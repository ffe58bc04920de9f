#pragma once
// Point features on a spherical planet (seed 000, "Terrain for spherical
// planets"): "Integer values of x, y and z form circular rings on the
// surface, around the 3 axes. Point features can potentially be generated
// or placed at the intersection points of any pair of those. Placement keys
// must distinguish + or - values of the third coordinate."
//
// A ring point has two whole coordinates i, j (x and y, y and z, or z and
// x) and the third ±sqrt(R² - i² - j²); its key is the pair, i, j and the
// sign of the third (one point, sign +, where the third is 0). The feature
// there follows the plane's rules (FeatureRules) with the trigger product
// i·j·sign in place of the plane's xr·yr, so that the two points of a pair
// (i, j) are told apart: f = round(a · i·j·sign / 128) & mask, a the sum
// over the feature vectors (vegetation 2's b and c with vegetation 3's a:
// the plane's B2 and A3, with a third coefficient) at the point; pointTrigger
// gives a mine, boulder, water hole, knoll or root by (i·j·sign) & 0xff,
// manMadeTrigger an X, coneTrigger a cone. As on the plane, features stand
// only on land outside towns.

#include "planet.h"

#include <compare>
#include <cstdint>
#include <vector>

namespace terrain::relf {

enum class RingPair : std::uint8_t
{
    XY, // x = i, y = j, z = ±
    YZ, // y = i, z = j, x = ±
    ZX  // z = i, x = j, y = ±
};

struct RingKey
{
    RingPair pair = RingPair::XY;
    std::int32_t i = 0, j = 0;
    std::int8_t sign = 1; // of the third coordinate
    auto operator<=>(const RingKey &) const = default;
};

// The point of a key on the sphere of the given radius; the key must lie on
// it (i² + j² <= radius²).
Point3 ringPoint(double radius, const RingKey &key);

struct PlanetFeature
{
    RingKey key;
    Point3 at;
    Feature feature = Feature::None;
};

// The feature vectors: (vegetation2[k].b, vegetation3[k].a, vegetation2[k].c)
// for each k both sets have.
SphereVectors planetFeatureSet(const PlanetParameters &p);

// The feature at one ring point (None for most).
Feature planetFeatureAt(const Planet &planet, const RingKey &key);

// Every feature at the ring points within `distance` of a point of the
// sphere (straight-line distance), in key order, found on all threads.
// When more than maxRingPoints ring points lie in the boxes around the
// centre, none is looked at: the result is empty and *capped says so.
std::vector<PlanetFeature> planetFeaturesNear(const Planet &planet, const Point3 &centre,
                                              double distance, bool *capped = nullptr,
                                              std::size_t maxRingPoints = 4'000'000);

// planetFeaturesNear in its two steps, so that an edit redoes only the step
// it touches. The triggers: every ring point whose trigger gives a feature,
// whatever the ground there (the feature it would be on open land); they
// depend on the radius, the profile, the feature vectors and the rules
// only. Then the features that stand, on land outside towns, which the
// height vectors, the lake level, vegetation 1 and the thresholds decide.
std::vector<PlanetFeature> planetTriggersNear(const Planet &planet, const Point3 &centre,
                                              double distance, bool *capped = nullptr,
                                              std::size_t maxRingPoints = 4'000'000);
std::vector<PlanetFeature> standingFeatures(const Planet &planet,
                                            const std::vector<PlanetFeature> &triggers);

// Whether two planets have the same triggers (the same radius, profile,
// feature vectors and rules).
bool sameFeatureTriggers(const PlanetParameters &a, const PlanetParameters &b);

} // namespace terrain::relf
