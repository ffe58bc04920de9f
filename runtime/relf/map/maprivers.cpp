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

void paintRivers(const render::Canvas &canvas, const RelfEvaluator &terrain,
                 const render::MapRenderSettings &s)
{
    const ContinentSampler *sampler = terrain.continent();
    if (!sampler)
        return;
    const Continent &c = sampler->continent();
    const auto rivers = worldRivers(c);
    const double m = s.metresPerPixel;
    const double left = s.left, top = s.top;
    const double right = left + canvas.width * m, bottom = top - canvas.height * m;
    // A Repeat grid repeats its rivers every period; an Ocean grid has one copy.
    const bool repeat = c.edges == ContinentEdges::Repeat;
    const double periodX = c.grid->width * c.cell, periodY = c.grid->height * c.cell;
    const double spanX0 = c.originX, spanY0 = c.originY;
    const auto copies = [&](double lo, double hi, double origin, double period, long &first,
                            long &last) {
        if (!repeat) {
            first = last = 0;
            return;
        }
        first = static_cast<long>(std::floor((lo - origin) / period)) - 1;
        last = static_cast<long>(std::floor((hi - origin) / period)) + 1;
        if (last - first > 8) // a view many periods wide: nothing shows at that scale anyway
            last = first - 1;
    };
    long i0 = 0, i1 = 0, j0 = 0, j1 = 0;
    copies(left, right, spanX0, periodX, i0, i1);
    copies(bottom, top, spanY0, periodY, j0, j1);
    const render::Rgb blue = render::rgbOf(render::MapColour::WaterFeature);
    std::vector<render::PixelPoint> line;
    for (long j = j0; j <= j1; ++j)
        for (long i = i0; i <= i1; ++i) {
            const double dx = double(i) * periodX, dy = double(j) * periodY;
            for (const WorldRiver &r : *rivers) {
                const double px = riverStroke(r.area, r.width, m);
                if (px <= 0.0)
                    continue;
                const double reach = (px + 1.0) * m;
                if (r.right + dx < left - reach || r.left + dx > right + reach ||
                    r.top + dy < bottom - reach || r.bottom + dy > top + reach)
                    continue;
                line.clear();
                for (const auto &p : r.points)
                    line.push_back(render::pixelOf(s, p[0] + dx, p[1] + dy));
                render::drawPolyline(canvas, line, px, blue);
            }
        }
}

} // namespace terrain::relf
