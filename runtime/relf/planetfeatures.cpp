#include "planetfeatures.h"

#include "javamath.h"

#include <algorithm>
#include <cmath>

namespace terrain::relf {

Point3 ringPoint(double radius, const RingKey &key)
{
    const double i = key.i, j = key.j;
    const double rest = radius * radius - i * i - j * j;
    const double third = key.sign * std::sqrt(std::max(0.0, rest));
    switch (key.pair) {
    case RingPair::XY:
        return {i, j, third};
    case RingPair::YZ:
        return {third, i, j};
    case RingPair::ZX:
        return {j, third, i};
    }
    return {};
}

SphereVectors planetFeatureSet(const PlanetParameters &p)
{
    SphereVectors set;
    const std::size_t n = std::min(p.vegetation2.size(), p.vegetation3.size());
    for (std::size_t k = 0; k < n; ++k)
        set.push_back({p.vegetation2[k].b, p.vegetation3[k].a, p.vegetation2[k].c});
    return set;
}

namespace {

Feature decide(const Planet &planet, const SphereVectors &featureSet, const RingKey &key,
               const Point3 &at)
{
    const TerrainKind kind = planet.kind(at);
    if (kind == TerrainKind::Lake || kind == TerrainKind::Town)
        return Feature::None;
    const FeatureRules &r = planet.parameters().features;
    const std::int64_t ij = std::int64_t(key.i) * key.j * key.sign;
    const std::int64_t a = planet.sum(featureSet, at);
    const std::int64_t prod = a * ij; // |a| < 2^37, |ij| < 2^40 for radii up to 1e6: exact
    std::int64_t f;
    if (prod > -(std::int64_t(1) << 53) && prod < (std::int64_t(1) << 53))
        f = (prod + 64) >> 7; // round(prod / 128), halves up, as the plane
    else
        f = java::round(double(prod) / 128.0);
    f &= r.mask;
    if (f == r.pointTrigger) {
        const std::int64_t low = ij & 0xff;
        return low < r.mineBelow        ? Feature::Mine
               : low < r.boulderBelow   ? Feature::Boulder
               : low < r.waterholeBelow ? Feature::Waterhole
               : low < r.knollBelow     ? Feature::Knoll
                                        : Feature::Root;
    }
    if (f == r.manMadeTrigger && (java::round(java::kPi1000 * double(ij)) & 0xff) < r.manMadeBelow)
        return Feature::X;
    if (f == r.coneTrigger && (java::round(java::kPi10000 * double(ij)) & 0xff) < r.coneBelow)
        return Feature::Cone;
    return Feature::None;
}

} // namespace

Feature planetFeatureAt(const Planet &planet, const RingKey &key)
{
    return decide(planet, planetFeatureSet(planet.parameters()), key,
                  ringPoint(planet.parameters().radius, key));
}

std::vector<PlanetFeature> planetFeaturesNear(const Planet &planet, const Point3 &centre,
                                              double distance, bool *capped,
                                              std::size_t maxRingPoints)
{
    std::vector<PlanetFeature> found;
    if (capped)
        *capped = false;
    const double radius = planet.parameters().radius;
    const SphereVectors featureSet = planetFeatureSet(planet.parameters());
    const double d2 = distance * distance;
    std::size_t looked = 0;
    // For each pair of whole coordinates, the box of (i, j) around the centre.
    const double c[3] = {centre.x, centre.y, centre.z};
    const int first[3] = {0, 1, 2}, second[3] = {1, 2, 0};
    for (int pair = 0; pair < 3; ++pair) {
        const double ci = c[first[pair]], cj = c[second[pair]];
        const auto lo = [&](double v) {
            return std::int64_t(std::ceil(std::max(v - distance, -radius)));
        };
        const auto hi = [&](double v) {
            return std::int64_t(std::floor(std::min(v + distance, radius)));
        };
        for (std::int64_t i = lo(ci); i <= hi(ci); ++i)
            for (std::int64_t j = lo(cj); j <= hi(cj); ++j) {
                const double rest = radius * radius - double(i * i + j * j);
                if (rest < 0)
                    continue;
                for (const std::int8_t sign : {std::int8_t(1), std::int8_t(-1)}) {
                    if (sign < 0 && rest == 0)
                        break; // one point where the third coordinate is 0
                    if (++looked > maxRingPoints) {
                        if (capped)
                            *capped = true;
                        return found;
                    }
                    const RingKey key{RingPair(pair), std::int32_t(i), std::int32_t(j), sign};
                    const Point3 at = ringPoint(radius, key);
                    const double dx = at.x - centre.x, dy = at.y - centre.y, dz = at.z - centre.z;
                    if (dx * dx + dy * dy + dz * dz > d2)
                        continue;
                    if (const Feature f = decide(planet, featureSet, key, at); f != Feature::None)
                        found.push_back({key, at, f});
                }
            }
    }
    std::sort(found.begin(), found.end(),
              [](const PlanetFeature &a, const PlanetFeature &b) { return a.key < b.key; });
    return found;
}

} // namespace terrain::relf
