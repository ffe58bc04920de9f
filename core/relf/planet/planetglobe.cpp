// The planet's globe (planetglobe.h).

#include "planetglobe.h"

#include "relf/map/maprenderer.h"
#include "render/colourtable.h"
#include "util/parallel.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace terrain::relf {

namespace {

// The centre C, east E and north N at a latitude and longitude (degrees).
struct Frame
{
    double cx, cy, cz, ex, ey, nx, ny, nz;
};

Frame frameAt(double latitude, double longitude)
{
    const double lat = latitude * std::numbers::pi / 180.0;
    const double lon = longitude * std::numbers::pi / 180.0;
    return {std::cos(lat) * std::cos(lon),
            std::cos(lat) * std::sin(lon),
            std::sin(lat),
            -std::sin(lon),
            std::cos(lon),
            -std::sin(lat) * std::cos(lon),
            -std::sin(lat) * std::sin(lon),
            std::cos(lat)};
}

std::array<QRgb, kTerrainKindCount> kindColours()
{
    return fillColours(LayersDefault);
}

QRgb snowColour()
{
    return render::rgbOf(render::MapColour::Snow);
}

// The colour of the ground at q: its kind in the map's colours, snow above
// the snow line, higher ground lighter (70 % to 100 % of the colour).
class Painter
{
public:
    explicit Painter(const Planet &planet)
        : m_planet(planet)
        , m_fills(kindColours())
        , m_snow(snowColour())
    {
        const PlanetParameters &p = planet.parameters();
        const auto [lo, hi] = std::minmax_element(p.profile.begin(), p.profile.end());
        m_low = double(p.height.size()) * *lo / 128.0;
        m_span = std::max(1e-9, double(p.height.size()) * (*hi - *lo) / 128.0);
    }
    QRgb colour(const Point3 &q) const
    {
        const double h = m_planet.height(q);
        const TerrainKind kind = m_planet.kind(q, h);
        QRgb c = m_fills[std::size_t(kind)];
        if (kind != TerrainKind::Lake && h > m_planet.parameters().snowHeight)
            c = m_snow;
        const double light = 0.7 + 0.3 * std::clamp((h - m_low) / m_span, 0.0, 1.0);
        return qRgb(int(qRed(c) * light), int(qGreen(c) * light), int(qBlue(c) * light));
    }

private:
    const Planet &m_planet;
    std::array<QRgb, kTerrainKindCount> m_fills;
    QRgb m_snow;
    double m_low = 0, m_span = 1;
};

} // namespace

namespace {

// The two projections with the view's frame worked out once, for a
// picture's every pixel.
std::optional<Point3> globePoint(double radius, const GlobeView &view, const Frame &f, double px,
                                 double py)
{
    // Screen x to the east, y to the north, z towards the eye.
    const double half = view.size / 2.0;
    const double sx = (px + 0.5 - half) / half, sy = (half - py - 0.5) / half;
    const double d = sx * sx + sy * sy;
    if (d > 1.0)
        return std::nullopt;
    const double sz = std::sqrt(1.0 - d);
    return Point3{radius * (sz * f.cx + sx * f.ex + sy * f.nx),
                  radius * (sz * f.cy + sx * f.ey + sy * f.ny), radius * (sz * f.cz + sy * f.nz)};
}

Point3 flatMapPoint(double radius, const FlatMapView &view, const Frame &f, double px, double py)
{
    const double dx = (px + 0.5 - view.width / 2.0) * view.scale;
    const double dy = (view.height / 2.0 - py - 0.5) * view.scale;
    const double tx = radius * f.cx + dx * f.ex + dy * f.nx;
    const double ty = radius * f.cy + dx * f.ey + dy * f.ny;
    const double tz = radius * f.cz + dy * f.nz;
    const double k = radius / std::sqrt(tx * tx + ty * ty + tz * tz);
    return {tx * k, ty * k, tz * k};
}

} // namespace

std::optional<Point3> globePoint(double radius, const GlobeView &view, double px, double py)
{
    return globePoint(radius, view, frameAt(view.latitude, view.longitude), px, py);
}

Point3 flatMapPoint(double radius, const FlatMapView &view, double px, double py)
{
    return flatMapPoint(radius, view, frameAt(view.latitude, view.longitude), px, py);
}

std::optional<QPointF> globePixel(double radius, const GlobeView &view, const Point3 &p)
{
    const Frame f = frameAt(view.latitude, view.longitude);
    const double sz = (p.x * f.cx + p.y * f.cy + p.z * f.cz) / radius;
    if (sz < 0.0)
        return std::nullopt;
    const double sx = (p.x * f.ex + p.y * f.ey) / radius;
    const double sy = (p.x * f.nx + p.y * f.ny + p.z * f.nz) / radius;
    const double half = view.size / 2.0;
    return QPointF(sx * half + half - 0.5, half - sy * half - 0.5);
}

std::optional<QPointF> flatMapPixel(double radius, const FlatMapView &view, const Point3 &p)
{
    const Frame f = frameAt(view.latitude, view.longitude);
    const double along = (p.x * f.cx + p.y * f.cy + p.z * f.cz) / radius;
    if (along <= 0.0)
        return std::nullopt;
    // The ray from the planet's centre through p meets the tangent plane at p / along.
    const double dx = (p.x * f.ex + p.y * f.ey) / along;
    const double dy = (p.x * f.nx + p.y * f.ny + p.z * f.nz) / along;
    return QPointF(dx / view.scale + view.width / 2.0 - 0.5,
                   view.height / 2.0 - dy / view.scale - 0.5);
}

std::vector<PlanetColour> planetColours()
{
    std::vector<PlanetColour> colours;
    const std::array<QRgb, kTerrainKindCount> fills = kindColours();
    for (const TerrainKind kind : kPlanetKinds)
        colours.push_back({kind, fills[std::size_t(kind)]});
    colours.push_back({std::nullopt, snowColour()});
    return colours;
}

namespace {

// Paints the picture's rows on `threads` threads (0 or fewer: as many as
// the machine has), each by paint(row, its pixels); a band not begun when
// stop says so is left as it is.
template <typename Paint>
void paintRows(QImage &image, int threads, const RenderStop &stop, Paint paint)
{
    util::parallelFor(std::size_t(image.height()), 8, threads <= 0 ? util::idealThreads() : threads,
                      [&](std::size_t b, std::size_t e) {
                          if (stop && stop())
                              return;
                          for (std::size_t row = b; row < e; ++row)
                              paint(double(row),
                                    reinterpret_cast<QRgb *>(image.scanLine(int(row))));
                      });
}

} // namespace

QImage renderFlatMap(const Planet &planet, const FlatMapView &view, int threads,
                     const RenderStop &stop)
{
    QImage image(view.width, view.height, QImage::Format_RGB32);
    const Painter painter(planet);
    const double r = planet.parameters().radius;
    const Frame frame = frameAt(view.latitude, view.longitude);
    paintRows(image, threads, stop, [&](double row, QRgb *line) {
        for (int c = 0; c < view.width; ++c)
            line[c] = painter.colour(flatMapPoint(r, view, frame, c, row));
    });
    return image;
}

QImage renderGlobe(const Planet &planet, const GlobeView &view, int threads, const RenderStop &stop)
{
    QImage image(view.size, view.size, QImage::Format_RGB32);
    image.fill(qRgb(12, 14, 24));
    const Painter painter(planet);
    const double radius = planet.parameters().radius;
    const Frame frame = frameAt(view.latitude, view.longitude);
    paintRows(image, threads, stop, [&](double row, QRgb *line) {
        for (int c = 0; c < view.size; ++c)
            if (const auto q = globePoint(radius, view, frame, c, row))
                line[c] = painter.colour(*q);
    });
    return image;
}

} // namespace terrain::relf
