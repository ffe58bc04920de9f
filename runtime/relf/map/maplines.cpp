#include "maplines.h"

#include "relf/map/mapdetail.h"
#include "relf/map/mapsymbols.h"
#include "render/colourtable.h"

#include <algorithm>
#include <cmath>

namespace terrain::relf {

using render::MapColour;
using render::PixelPoint;
using render::Rgb;
using render::rgbOf;

double streamWidth(double m)
{
    return std::clamp(1.6 / m, 1.125, 2.0);
}

double marshRadius(double m)
{
    return std::clamp(4.0 / m, 3.0, 5.0);
}

void paintStreams(const render::Canvas &canvas, const std::vector<Stream> &streams,
                  const MapRenderSettings &s)
{
    const double width = streamWidth(s.metresPerPixel), marsh = marshRadius(s.metresPerPixel);
    const double reach = marsh + width + 1.0;
    const Rgb blue = rgbOf(MapColour::WaterFeature);
    std::vector<PixelPoint> line;
    for (const Stream &stream : streams) {
        line.clear();
        double x0 = 1e300, x1 = -1e300, y0 = 1e300, y1 = -1e300;
        for (const StreamPoint &p : stream.points) {
            line.push_back(render::pixelOf(s, double(p.x), double(p.y)));
            x0 = std::min(x0, line.back().x), x1 = std::max(x1, line.back().x);
            y0 = std::min(y0, line.back().y), y1 = std::max(y1, line.back().y);
        }
        if (line.empty() || x1 < -reach || y1 < -reach || x0 > canvas.width + reach ||
            y0 > canvas.height + reach)
            continue;
        render::drawPolyline(canvas, line, width, blue);
        if (stream.end == StreamEnd::Marsh)
            render::drawMark(canvas, marshMark(line.back(), marsh));
    }
}

RoadStroke roadStroke(const Road &road, double m)
{
    return {std::max(1.5, road.width / m), std::max(6.0, 4.0 / m), std::max(3.0, 2.0 / m)};
}

void paintRoads(const render::Canvas &canvas, const std::vector<Road> &roads,
                const MapRenderSettings &s)
{
    const double m = s.metresPerPixel;
    const Rgb black = rgbOf(MapColour::Feature);
    const int w = canvas.width, h = canvas.height;
    for (const Road &road : roads) {
        if (road.vertices.size() < 2)
            continue;
        // The width, dashes and gaps in pixels, here in metres.
        const RoadStroke stroke = roadStroke(road, m);
        const double half = stroke.width / 2 * m;
        const double dash = stroke.dash * m, period = dash + stroke.gap * m;
        double along = 0.0; // metres from the first vertex
        for (std::size_t k = 1; k < road.vertices.size(); ++k) {
            const RoadVertex a = road.vertices[k - 1], b = road.vertices[k];
            const double dx = b.x - a.x, dy = b.y - a.y, len2 = dx * dx + dy * dy,
                         len = std::sqrt(len2);
            const double reachG = half + m;
            // Rows whose sample points come within reach, clipped to the picture.
            const int j0 =
                std::max(0, int(std::floor((s.top - (std::max(a.y, b.y) + reachG)) / m)));
            const int j1 =
                std::min(h - 1, int(std::ceil((s.top - (std::min(a.y, b.y) - reachG)) / m)));
            for (int j = j0; j <= j1; ++j) {
                const double gy = s.top - j * m;
                double xLo = std::min(a.x, b.x) - reachG, xHi = std::max(a.x, b.x) + reachG;
                if (std::abs(dy) > 1e-12) { // the run of the line within reach of this row
                    const double t0 = std::clamp((gy - reachG - a.y) / dy, 0.0, 1.0);
                    const double t1 = std::clamp((gy + reachG - a.y) / dy, 0.0, 1.0);
                    xLo = std::max(xLo, std::min(a.x + t0 * dx, a.x + t1 * dx) - reachG);
                    xHi = std::min(xHi, std::max(a.x + t0 * dx, a.x + t1 * dx) + reachG);
                }
                const int i0 = std::max(0, int(std::floor((xLo - s.left) / m)));
                const int i1 = std::min(w - 1, int(std::ceil((xHi - s.left) / m)));
                Rgb *line = canvas.row(j);
                for (int i = i0; i <= i1; ++i) {
                    const double gx = s.left + i * m;
                    const double t =
                        len2 > 0 ? std::clamp(((gx - a.x) * dx + (gy - a.y) * dy) / len2, 0.0, 1.0)
                                 : 0.0;
                    const double ex = gx - (a.x + t * dx), ey = gy - (a.y + t * dy);
                    const double d = std::sqrt(ex * ex + ey * ey);
                    const double across = std::clamp((half - d) / m + 0.5, 0.0, 1.0);
                    if (across <= 0.0)
                        continue;
                    // Distance along the road to the nearest dash's middle.
                    const double v = std::fmod(along + t * len - dash / 2 + period, period);
                    const double fromMiddle = std::min(v, period - v);
                    const double lengthwise =
                        std::clamp((dash / 2 - fromMiddle) / m + 0.5, 0.0, 1.0);
                    const double c = across * lengthwise;
                    const auto mix = [c](int u, int o) { return int(u + (o - u) * c + 0.5); };
                    if (c > 0.0)
                        line[i] =
                            render::opaque(mix(render::redOf(line[i]), render::redOf(black)),
                                           mix(render::greenOf(line[i]), render::greenOf(black)),
                                           mix(render::blueOf(line[i]), render::blueOf(black)));
                }
            }
            along += len;
        }
    }
}

StreamRegion streamRegionFor(const MapRenderSettings &s, double maxLength)
{
    const double m = s.metresPerPixel;
    const double right = s.left + (s.width - 1) * m, bottom = s.top - (s.height - 1) * m;
    return {std::int64_t(std::floor(s.left - maxLength)),
            std::int64_t(std::floor(bottom - maxLength)),
            std::int64_t(std::ceil(right + maxLength)), std::int64_t(std::ceil(s.top + maxLength))};
}

void paintStreamsOver(const render::Canvas &canvas, const RelfEvaluator &terrain,
                      const MapRenderSettings &s)
{
    const StreamRules &rules = terrain.parameters().streams;
    if (!rules.enabled || !showsStreams(s.metresPerPixel))
        return;
    const StreamRegion r = streamRegionFor(s, rules.maxLength);
    if (double(r.x1 - r.x0) > 64000 || double(r.y1 - r.y0) > 64000)
        return;
    if (const auto streams = findStreams(terrain, r.x0, r.y0, r.x1, r.y1, s.threads))
        paintStreams(canvas, *streams, s);
}

} // namespace terrain::relf
