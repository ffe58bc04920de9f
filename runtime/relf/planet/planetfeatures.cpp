#include "planetfeatures.h"

#include "relf/javamath.h"
#include "util/parallel.h"

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

// The feature the point's trigger gives, as if it stood on open land.
Feature triggered(const PlanetParameters &p, std::int64_t featureSum, const RingKey &key)
{
    const FeatureRules &r = p.features;
    const std::int64_t ij = std::int64_t(key.i) * key.j * key.sign;
    const std::int64_t a = featureSum;
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

// As on the plane, features stand only on land outside towns.
bool stands(const Planet &planet, const Point3 &at)
{
    const TerrainKind kind = planet.kind(at);
    return kind != TerrainKind::Lake && kind != TerrainKind::Town;
}

// A row of ring points: one pair of whole coordinates, its first fixed at
// i, its second from j0 to j1 (each on the sphere: i² + j² ≤ radius²).
struct RingRow
{
    RingPair pair;
    std::int64_t i, j0, j1;
};

bool onSphere(double radius, std::int64_t i, std::int64_t j)
{
    return radius * radius - double(i * i + j * j) >= 0;
}

// The rows of ring points within the boxes around the centre, and how many
// points they hold (each (i, j) twice, once where the third coordinate is
// 0); counting stops past `most`.
std::vector<RingRow> ringRows(double radius, const Point3 &centre, double distance,
                              std::size_t most, std::size_t *points)
{
    std::vector<RingRow> rows;
    *points = 0;
    const double c[3] = {centre.x, centre.y, centre.z};
    const int first[3] = {0, 1, 2}, second[3] = {1, 2, 0};
    const auto lo = [&](double v) {
        return std::int64_t(std::ceil(std::max(v - distance, -radius)));
    };
    const auto hi = [&](double v) {
        return std::int64_t(std::floor(std::min(v + distance, radius)));
    };
    for (int pair = 0; pair < 3; ++pair) {
        const double ci = c[first[pair]], cj = c[second[pair]];
        for (std::int64_t i = lo(ci); i <= hi(ci); ++i) {
            if (!onSphere(radius, i, 0))
                continue;
            // The whole j on the sphere: |j| ≤ sqrt(radius² − i²), found by
            // the square root and settled by the exact test.
            auto reach = std::int64_t(std::sqrt(std::max(0.0, radius * radius - double(i * i))));
            while (reach > 0 && !onSphere(radius, i, reach))
                --reach;
            while (onSphere(radius, i, reach + 1))
                ++reach;
            const std::int64_t j0 = std::max(lo(cj), -reach), j1 = std::min(hi(cj), reach);
            if (j0 > j1)
                continue;
            rows.push_back({RingPair(pair), i, j0, j1});
            // Two points an (i, j), but one at ±reach when it lies on the
            // circle itself (the third coordinate 0).
            std::size_t n = std::size_t(j1 - j0 + 1) * 2;
            if (radius * radius - double(i * i + reach * reach) == 0) {
                n -= j0 == -reach;
                n -= j1 == reach && reach != 0;
            }
            *points += n;
            if (*points > most)
                return rows;
        }
    }
    return rows;
}

} // namespace

Feature planetFeatureAt(const Planet &planet, const RingKey &key)
{
    const Point3 at = ringPoint(planet.parameters().radius, key);
    const Feature f =
        triggered(planet.parameters(), planet.sum(planetFeatureSet(planet.parameters()), at), key);
    return f != Feature::None && stands(planet, at) ? f : Feature::None;
}

bool sameFeatureTriggers(const PlanetParameters &a, const PlanetParameters &b)
{
    return a.radius == b.radius && a.profile == b.profile && a.features == b.features &&
           planetFeatureSet(a) == planetFeatureSet(b);
}

std::vector<PlanetFeature> planetTriggersNear(const Planet &planet, const Point3 &centre,
                                              double distance, bool *capped,
                                              std::size_t maxRingPoints)
{
    if (capped)
        *capped = false;
    const double radius = planet.parameters().radius;
    std::size_t points = 0;
    const std::vector<RingRow> rows = ringRows(radius, centre, distance, maxRingPoints, &points);
    if (points > maxRingPoints) {
        if (capped)
            *capped = true;
        return {};
    }
    const SphereVectors featureSet = planetFeatureSet(planet.parameters());
    const double d2 = distance * distance;
    std::vector<std::vector<PlanetFeature>> perRow(rows.size());
    util::parallelFor(rows.size(), 8, util::idealThreads(), [&](std::size_t r0, std::size_t r1) {
        for (std::size_t r = r0; r < r1; ++r) {
            const RingRow &row = rows[r];
            for (std::int64_t j = row.j0; j <= row.j1; ++j) {
                const bool onEquator = radius * radius - double(row.i * row.i + j * j) == 0;
                for (const std::int8_t sign : {std::int8_t(1), std::int8_t(-1)}) {
                    if (sign < 0 && onEquator)
                        break; // one point where the third coordinate is 0
                    const RingKey key{row.pair, std::int32_t(row.i), std::int32_t(j), sign};
                    const Point3 at = ringPoint(radius, key);
                    const double dx = at.x - centre.x, dy = at.y - centre.y, dz = at.z - centre.z;
                    if (dx * dx + dy * dy + dz * dz > d2)
                        continue;
                    const Feature f =
                        triggered(planet.parameters(), planet.sum(featureSet, at), key);
                    if (f != Feature::None)
                        perRow[r].push_back({key, at, f});
                }
            }
        }
    });
    std::vector<PlanetFeature> found;
    for (const std::vector<PlanetFeature> &row : perRow)
        found.insert(found.end(), row.begin(), row.end());
    std::sort(found.begin(), found.end(),
              [](const PlanetFeature &a, const PlanetFeature &b) { return a.key < b.key; });
    return found;
}

std::vector<PlanetFeature> standingFeatures(const Planet &planet,
                                            const std::vector<PlanetFeature> &triggers)
{
    std::vector<char> keep(triggers.size(), 0);
    util::parallelFor(triggers.size(), 256, util::idealThreads(),
                      [&](std::size_t k0, std::size_t k1) {
                          for (std::size_t k = k0; k < k1; ++k)
                              keep[k] = stands(planet, triggers[k].at);
                      });
    std::vector<PlanetFeature> out;
    for (std::size_t k = 0; k < triggers.size(); ++k)
        if (keep[k])
            out.push_back(triggers[k]);
    return out;
}

std::vector<PlanetFeature> planetFeaturesNear(const Planet &planet, const Point3 &centre,
                                              double distance, bool *capped,
                                              std::size_t maxRingPoints)
{
    return standingFeatures(planet,
                            planetTriggersNear(planet, centre, distance, capped, maxRingPoints));
}

} // namespace terrain::relf
