#include "maprivers.h"

#include "relf/rivers.h"
#include "render/colourtable.h"

#include <algorithm>
#include <cmath>

namespace terrain::relf {

double riverStroke(double area, double width, double m)
{
    const double basin = kBasinPixels * m;
    if (!(area >= basin * basin))
        return 0.0;
    // Far out the ground's width is a fraction of a pixel: a hairline for
    // the smallest basin shown, half a pixel more for each fourfold.
    const double far = std::min(2.5, kThinnest + 0.25 * std::log2(area / (basin * basin)));
    return std::max(width / m, far);
}

void forEachRiverShown(const RelfEvaluator &terrain, const render::MapRenderSettings &s, int width,
                       int height,
                       const std::function<void(const WorldRiver &, double, double, double)> &visit)
{
    const ContinentSampler *sampler = terrain.continent();
    if (!sampler)
        return;
    const Continent &c = sampler->continent();
    const auto rivers = worldRivers(c);
    const double m = s.metresPerPixel;
    const double right = s.left + width * m, bottom = s.top - height * m;
    // Reach: half the widest line and its round ends, at any scale. A view
    // a hundred periods wide shows no river at that scale: none drawn.
    forEachRiverIn(c, *rivers, s.left, bottom, right, s.top, 152.0 + 4.0 * m, 100.0,
                   [&](const WorldRiver &r, double dx, double dy) {
                       const double px = riverStroke(r.area, r.width, m);
                       if (px > 0.0 && r.points.size() >= 2)
                           visit(r, dx, dy, px);
                   });
}

void paintRivers(const render::Canvas &canvas, const RelfEvaluator &terrain,
                 const render::MapRenderSettings &s)
{
    const render::Rgb blue = render::rgbOf(render::MapColour::WaterFeature);
    std::vector<render::PixelPoint> line;
    forEachRiverShown(terrain, s, canvas.width, canvas.height,
                      [&](const WorldRiver &r, double dx, double dy, double px) {
                          line.clear();
                          for (const auto &p : r.points)
                              line.push_back(render::pixelOf(s, p[0] + dx, p[1] + dy));
                          render::drawPolyline(canvas, line, px, blue);
                      });
}

} // namespace terrain::relf
