// Terrain on a sphere (planet.h).

#include "planet.h"

#include "util/jsnumbers.h"

#include <cmath>
#include <cstdio>
#include <numbers>

namespace terrain::relf {

PlanetParameters PlanetParameters::defaults()
{
    PlanetParameters p;
    p.profile = profile1983();
    // The plane's vectors read the profile at (a·x + b·y) / 128; on the
    // sphere the seed reads it at a·x + b·y + c·z, one entry a unit, so the
    // coefficients here are small: a few profile cycles around a planet of
    // radius 200.
    p.height = {{0, 2, 1}, {1, 2, -1}, {2, 1, 1}, {2, 1, -2}, {2, 0, 2}};
    p.vegetation1 = {{-3, 0, 1}, {-3, -1, 2}, {-4, 2, 1}, {2, 0, -3}, {0, 2, 3}};
    p.vegetation2 = {{-2, 1, 2}, {-2, -4, 1}, {4, -3, 2}, {1, -4, -1}, {-2, -3, 3}};
    p.vegetation3 = {{-4, -3, 1}, {-5, 2, -1}, {-4, 2, 3}, {-5, -5, 1}, {3, -3, 2}};
    return p;
}

std::vector<std::string> validatePlanet(const PlanetParameters &p)
{
    std::vector<std::string> errors;
    const auto shown = [](double v) {
        char text[32];
        std::snprintf(text, sizeof text, "%g", v);
        return std::string(text);
    };
    if (!(p.radius >= kMinPlanetRadius && p.radius <= kMaxPlanetRadius))
        errors.push_back("radius: " + shown(p.radius) + " is not a number from " +
                         shown(kMinPlanetRadius) + " to " + shown(kMaxPlanetRadius));
    const std::size_t n = p.profile.size();
    if (n < 16 || n > 65536 || (n & (n - 1)) != 0)
        errors.push_back("profile: " + std::to_string(n) +
                         " entries, a power of two from 16 to 65536 is needed");
    for (const auto &[name, set] : {std::pair{"height", &p.height},
                                    {"vegetation1", &p.vegetation1},
                                    {"vegetation2", &p.vegetation2},
                                    {"vegetation3", &p.vegetation3}})
        if (set->empty() || set->size() > 64)
            errors.push_back(std::string(name) + ": " + std::to_string(set->size()) +
                             " vectors, 1 to 64 are needed");
    for (const auto &[name, v] :
         {std::pair{"lakeLevel", p.lakeLevel}, {"snowHeight", p.snowHeight}})
        if (!(std::abs(v) <= kMaxPlanetLevel))
            errors.push_back(std::string(name) + ": " + shown(v) + " is not a number from " +
                             shown(-kMaxPlanetLevel) + " to " + shown(kMaxPlanetLevel));
    return errors;
}

Point3 fromLatLon(double radius, double latitude, double longitude)
{
    // The poles and the date line are single points, whatever the other
    // coordinate: computed once, not from cos(90°) = 6e-17 or from ±180°.
    if (latitude == 90.0 || latitude == -90.0)
        return {0.0, 0.0, latitude > 0 ? radius : -radius};
    if (longitude == 180.0)
        longitude = -180.0;
    const double lat = latitude * std::numbers::pi / 180.0;
    const double lon = longitude * std::numbers::pi / 180.0;
    return {radius * std::cos(lat) * std::cos(lon), radius * std::cos(lat) * std::sin(lon),
            radius * std::sin(lat)};
}

Planet::Planet(PlanetParameters p)
    : m_p(std::move(p))
    , m_mask(static_cast<std::uint32_t>(m_p.profile.size() - 1))
{
}

std::int64_t Planet::sum(const SphereVectors &set, const Point3 &p) const
{
    std::int64_t s = 0;
    for (const SphereVector &v : set) {
        // The seed's JavaScript: a[i] * x + b[i] * y + c[i] * z in doubles,
        // left to right, then & through ToInt32.
        const double n = double(v.a) * p.x + double(v.b) * p.y + double(v.c) * p.z;
        s += m_p.profile[static_cast<std::uint32_t>(js::toInt32(n)) & m_mask];
    }
    return s;
}

double Planet::height(const Point3 &p) const
{
    return double(sum(m_p.height, p)) / 128.0;
}

TerrainKind Planet::kind(const Point3 &p) const
{
    return kind(p, height(p));
}

TerrainKind Planet::kind(const Point3 &p, double heightThere) const
{
    // The plane's order: water, then towns, open land (grass or moor),
    // forest (thicket or wood).
    if (heightThere < m_p.lakeLevel)
        return TerrainKind::Lake;
    const TerrainThresholds &t = m_p.thresholds;
    if (t.woodOnly)
        return TerrainKind::Wood;
    if (sum(m_p.vegetation1, p) < t.townBelow)
        return TerrainKind::Town;
    const std::int64_t v3 = sum(m_p.vegetation3, p);
    if (sum(m_p.vegetation2, p) < t.openBelow)
        return v3 < t.grassBelow ? TerrainKind::Grass : TerrainKind::Moor;
    return v3 < t.thicketBelow ? TerrainKind::Thicket : TerrainKind::Wood;
}

} // namespace terrain::relf
