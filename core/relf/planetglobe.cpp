// The planet's globe (planetglobe.h).

#include "planetglobe.h"

#include "maprenderer.h"
#include "render/colourtable.h"
#include "util/parallel.h"

#include <cmath>
#include <numbers>

namespace terrain::relf {

std::optional<Point3> globePoint(double radius, const GlobeView &view, double px, double py)
{
    // Screen x to the east, y to the north, z towards the eye.
    const double half = view.size / 2.0;
    const double sx = (px + 0.5 - half) / half, sy = (half - py - 0.5) / half;
    const double d = sx * sx + sy * sy;
    if (d > 1.0)
        return std::nullopt;
    const double sz = std::sqrt(1.0 - d);
    const double lat = view.latitude * std::numbers::pi / 180.0;
    const double lon = view.longitude * std::numbers::pi / 180.0;
    // The centre C, east E and north N at the view's centre.
    const double cx = std::cos(lat) * std::cos(lon), cy = std::cos(lat) * std::sin(lon),
                 cz = std::sin(lat);
    const double ex = -std::sin(lon), ey = std::cos(lon);
    const double nx = -std::sin(lat) * std::cos(lon), ny = -std::sin(lat) * std::sin(lon),
                 nz = std::cos(lat);
    return Point3{radius * (sz * cx + sx * ex + sy * nx), radius * (sz * cy + sx * ey + sy * ny),
                  radius * (sz * cz + sy * nz)};
}

QImage renderGlobe(const Planet &planet, const GlobeView &view, int threads)
{
    QImage image(view.size, view.size, QImage::Format_RGB32);
    image.fill(qRgb(12, 14, 24));
    const std::array<QRgb, kTerrainKindCount> fills = fillColours(LayersDefault);
    const QRgb snow = render::rgbOf(render::MapColour::Snow);
    const PlanetParameters &p = planet.parameters();
    const auto [lo, hi] = std::minmax_element(p.profile.begin(), p.profile.end());
    const double low = double(p.height.size()) * *lo / 128.0;
    const double span = std::max(1e-9, double(p.height.size()) * (*hi - *lo) / 128.0);
    util::parallelFor(std::size_t(view.size), 8, threads <= 0 ? util::idealThreads() : threads,
                      [&](std::size_t b, std::size_t e) {
                          for (std::size_t row = b; row < e; ++row) {
                              auto *line = reinterpret_cast<QRgb *>(image.scanLine(int(row)));
                              for (int c = 0; c < view.size; ++c) {
                                  const auto q = globePoint(p.radius, view, c, double(row));
                                  if (!q)
                                      continue;
                                  const TerrainKind kind = planet.kind(*q);
                                  const double h = planet.height(*q);
                                  QRgb colour = fills[std::size_t(kind)];
                                  if (kind != TerrainKind::Lake && h > p.snowHeight)
                                      colour = snow;
                                  // Higher ground lighter: 70 % to 100 % of the colour.
                                  const double light =
                                      0.7 + 0.3 * std::clamp((h - low) / span, 0.0, 1.0);
                                  line[c] =
                                      qRgb(int(qRed(colour) * light), int(qGreen(colour) * light),
                                           int(qBlue(colour) * light));
                              }
                          }
                      });
    return image;
}

} // namespace terrain::relf
