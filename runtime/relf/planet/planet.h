#pragma once
// Terrain for spherical planets (seed 000): the Relf sums taken at points
// (x, y, z) on a sphere, never at latitude and longitude, so that nothing
// is singular at the poles or seamed at the date line. The seed's height is
//   height = sum over i of profile[(a[i]·x + b[i]·y + c[i]·z) & 0xff] / 128
// with JavaScript's `&` (ToInt32: truncated toward zero, modulo 2^32); here
// `& mask` for a profile of any power-of-two length. The terrain kinds work
// the same way with the three vegetation sets, each vector with a third
// coefficient, and the plane's thresholds; heights, lake level and snow
// line are in the seed's units (a plane height divided by 128).

#include "relf/parameters.h"
#include "relf/terrainkinds.h"

#include <array>
#include <string>
#include <vector>

namespace terrain::relf {

struct SphereVector
{
    std::int32_t a = 0, b = 0, c = 0;
    bool operator==(const SphereVector &) const = default;
};
using SphereVectors = std::vector<SphereVector>;

struct PlanetParameters
{
    double radius = 200.0;
    std::vector<std::int32_t> profile; // power-of-two length, at least 16
    SphereVectors height, vegetation1, vegetation2, vegetation3;
    double lakeLevel = 204.0 / 128.0; // the plane's 204 in the seed's units
    double snowHeight = 600.0 / 128.0;
    TerrainThresholds thresholds;
    // Point features at the ring intersections (planetfeatures.h): the
    // plane's rules, with a mask for a planet's fewer points.
    FeatureRules features = planetFeatureRules();
    bool operator==(const PlanetParameters &) const = default;

    static FeatureRules planetFeatureRules()
    {
        FeatureRules r;
        r.mask = 0xff;
        return r;
    }

    // The 1983 profile and the plane's 1983 vectors, each given a third
    // coefficient, scaled so that a planet of radius 200 shows continents.
    static PlanetParameters defaults();
};

// The limits of a planet's numbers, one rule for the studio, the command
// line and the planet file: the radius from kMinPlanetRadius to
// kMaxPlanetRadius, the lake level and the snow line within
// ±kMaxPlanetLevel (in the seed's units).
inline constexpr double kMinPlanetRadius = 1e-9;
inline constexpr double kMaxPlanetRadius = 1e6;
inline constexpr double kMaxPlanetLevel = 1e9;

// Problems as "field: reason"; empty when usable: the numbers within the
// limits above, NaN never.
std::vector<std::string> validatePlanet(const PlanetParameters &p);

struct Point3
{
    double x = 0, y = 0, z = 0;
};

// The point at latitude and longitude (degrees) on the sphere: x towards
// (0°, 0°), y towards (0°, 90° E), z towards the north pole. Each pole is
// one point at every longitude, and 180° E is 180° W.
Point3 fromLatLon(double radius, double latitude, double longitude);

// The kinds a planet's ground can be (Planet::kind): the plane's water,
// towns, open land and forest, without its roads, paths, streams and mud.
inline constexpr std::array<TerrainKind, 6> kPlanetKinds = {
    TerrainKind::Lake, TerrainKind::Town, TerrainKind::Grass,
    TerrainKind::Moor, TerrainKind::Wood, TerrainKind::Thicket};

class Planet
{
public:
    explicit Planet(PlanetParameters p); // p must validate
    const PlanetParameters &parameters() const { return m_p; }

    // The seed's sum at any point (on the sphere or not).
    double height(const Point3 &p) const;
    // One of kPlanetKinds.
    TerrainKind kind(const Point3 &p) const;
    // The same, given height(p), for a caller that has it already.
    TerrainKind kind(const Point3 &p, double heightThere) const;
    // Sum over a vector set of profile[ToInt32(a·x + b·y + c·z) & mask].
    std::int64_t sum(const SphereVectors &set, const Point3 &p) const;

private:
    PlanetParameters m_p;
    std::uint32_t m_mask;
};

} // namespace terrain::relf
