#include "polymapstyle.h"

#include <QColor>

#include <algorithm>

namespace terrain::polymap::detail {

namespace {

struct Stop
{
    double at;
    QRgb colour;
};

QRgb gradient(std::initializer_list<Stop> stops, double t)
{
    if (!std::isfinite(t))
        t = 0;
    const Stop *prev = stops.begin();
    if (t <= prev->at)
        return prev->colour;
    for (const Stop *s = prev + 1; s != stops.end(); prev = s++)
        if (t <= s->at)
            return mixColour(prev->colour, s->colour, (t - prev->at) / (s->at - prev->at));
    return prev->colour;
}

// A colour of its own for each outlet: a hash of its index to a hue, with
// saturation and value kept light enough for rivers to show on top.
QRgb hashColour(std::uint32_t key)
{
    std::uint64_t z = key + 0x9e3779b97f4a7c15ull;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    z ^= z >> 31;
    const int hue = int(z % 360), saturation = 90 + int((z >> 16) % 100),
              value = 185 + int((z >> 32) % 60);
    return QColor::fromHsv(hue, saturation, value).rgb();
}

} // namespace

QRgb mixColour(QRgb a, QRgb b, double t)
{
    const auto c = [t](int x, int y) {
        return std::clamp(int(std::lround(x + (y - x) * t)), 0, 255);
    };
    return qRgb(c(qRed(a), qRed(b)), c(qGreen(a), qGreen(b)), c(qBlue(a), qBlue(b)));
}

std::uint32_t centerOutlet(const PolymapMap &map, std::uint32_t c)
{
    std::uint32_t lowest = kNone;
    for (const std::uint32_t q : map.graph().centerCorners.of(c))
        if (lowest == kNone || map.cornerElevation[q] < map.cornerElevation[lowest])
            lowest = q;
    return lowest == kNone ? kNone : map.watershed[lowest];
}

QRgb centerColour(const PolymapMap &map, View view, std::uint32_t c)
{
    const QRgb biome = biomeColour(map.centerBiome[c]) | 0xff000000u;
    if (view == View::Biomes || view == View::Slopes)
        return biome;
    if (view == View::Polygons)
        return mixColour(biome, qRgb(255, 255, 255), 0.65);
    if (map.centerOcean[c])
        return kOceanColour;
    if (map.centerWater[c])
        return kLakeColour;
    switch (view) {
    case View::Elevation:
        // Lowland green through brown to white peaks.
        return gradient({{0.0, qRgb(0x4f, 0x8a, 0x3c)},
                         {0.45, qRgb(0xa8, 0x90, 0x5c)},
                         {0.8, qRgb(0xb9, 0xad, 0x9a)},
                         {1.0, qRgb(0xff, 0xff, 0xff)}},
                        double(map.centerElevation[c]));
    case View::Moisture:
        // Dry tan to wet blue.
        return gradient({{0.0, qRgb(0xdb, 0xc6, 0x8f)}, {1.0, qRgb(0x3f, 0x6a, 0xd8)}},
                        double(map.centerMoisture[c]));
    case View::Watersheds: {
        const std::uint32_t outlet = centerOutlet(map, c);
        return outlet == kNone ? biome : hashColour(outlet);
    }
    default:
        return biome;
    }
}

QRgb slopeColour(const PolymapMap &map, std::uint32_t c, std::uint32_t a, std::uint32_t b,
                 QRgb colour)
{
    if (map.centerWater[c])
        return colour;
    const Graph &g = map.graph();
    const Point p = g.centers[c], r = g.corners[a], s = g.corners[b];
    const double pz = map.centerElevation[c];
    const double ux = r.x - p.x, uy = r.y - p.y, uz = map.cornerElevation[a] - pz;
    const double vx = s.x - p.x, vy = s.y - p.y, vz = map.cornerElevation[b] - pz;
    double nx = uy * vz - uz * vy, ny = uz * vx - ux * vz, nz = ux * vy - uy * vx;
    if (nz < 0)
        nx = -nx, ny = -ny, nz = -nz;
    const double length = std::sqrt(nx * nx + ny * ny + nz * nz);
    // mapgen2: light = 0.5 + 35 · normal · (-1, -1, 0), the map's y down.
    const double light = length > 0 ? std::clamp(0.5 + 35.0 * (-nx - ny) / length, 0.0, 1.0) : 0.5;
    const QRgb low = mixColour(colour, qRgb(0x33, 0x33, 0x33), 0.7),
               high = mixColour(colour, qRgb(255, 255, 255), 0.3);
    return light < 0.5 ? mixColour(low, colour, light * 2) : mixColour(colour, high, light * 2 - 1);
}

} // namespace terrain::polymap::detail
