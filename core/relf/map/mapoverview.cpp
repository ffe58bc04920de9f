#include "mapoverview.h"

#include "relf/continent/continentpresets.h"
#include "render/colourtable.h"
#include "util/parallel.h"

#include <algorithm>
#include <cmath>

namespace terrain::relf {

namespace {

QRgb mix(QRgb a, QRgb b, double t)
{
    const auto channel = [t](int x, int y) { return int(std::lround(x + (y - x) * t)); };
    return qRgb(channel(qRed(a), qRed(b)), channel(qGreen(a), qGreen(b)),
                channel(qBlue(a), qBlue(b)));
}

QRgb shaded(QRgb c, double light)
{
    const auto channel = [light](int x) { return std::clamp(int(std::lround(x * light)), 0, 255); };
    return qRgb(channel(qRed(c)), channel(qGreen(c)), channel(qBlue(c)));
}

} // namespace

QImage renderOverview(const RelfEvaluator &terrain, const render::MapRenderSettings &s)
{
    const ContinentSampler &sampler = *terrain.continent();
    const RelfParameters &p = terrain.parameters();
    const int w = std::max(1, s.width), h = std::max(1, s.height);
    const double m = s.metresPerPixel;
    const double mean = continent::detailStatistics(p).mean;
    const int threads = s.threads <= 0 ? util::idealThreads() : s.threads;
    // Heights on the pixel centres' grid, one more row and column for slopes.
    const std::size_t gw = std::size_t(w) + 1;
    std::vector<double> heights(gw * std::size_t(h + 1));
    util::parallelFor(std::size_t(h + 1), 16, threads, [&](std::size_t b, std::size_t e) {
        for (std::size_t r = b; r < e; ++r) {
            const std::span<double> row(heights.data() + r * gw, gw);
            std::fill(row.begin(), row.end(), mean);
            sampler.composeRow(s.left + 0.5 * m, s.top - (double(r) + 0.5) * m, m, row);
        }
    });
    const QRgb lake = render::rgbOf(render::MapColour::Lake);
    const QRgb low = render::rgbOf(render::MapColour::Grass);
    const QRgb high = render::rgbOf(render::MapColour::Contour);
    const QRgb snow = render::rgbOf(render::MapColour::Snow);
    const double lakeLevel = p.lakeLevel, snowHeight = p.snowHeight;
    const double span = std::max(1.0, snowHeight - lakeLevel);
    QImage image(w, h, QImage::Format_RGB32);
    util::parallelFor(std::size_t(h), 32, threads, [&](std::size_t b, std::size_t e) {
        for (std::size_t r = b; r < e; ++r) {
            auto *line = reinterpret_cast<QRgb *>(image.scanLine(int(r)));
            const double *row = heights.data() + r * gw, *below = row + gw;
            for (std::size_t i = 0; i < std::size_t(w); ++i) {
                const double z = row[i];
                if (z < lakeLevel) {
                    line[i] = lake;
                    continue;
                }
                const double t = (z - lakeLevel) / span;
                QRgb c = t >= 1.0  ? snow
                         : t < 0.6 ? mix(low, high, t / 0.6)
                                   : mix(high, snow, (t - 0.6) / 0.4);
                // Light from the north-west: the slope down to the south-east.
                const double slope = ((row[i] - row[i + 1]) + (row[i] - below[i])) / m;
                line[i] = shaded(c, std::clamp(1.0 + 4.0 * slope, 0.6, 1.25));
            }
        }
    });
    return image;
}

} // namespace terrain::relf
