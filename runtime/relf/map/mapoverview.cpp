#include "mapoverview.h"

#include "relf/detailstatistics.h"
#include "render/overviewpalette.h"
#include "util/parallel.h"

#include <algorithm>
#include <cmath>

namespace terrain::relf {

namespace {

using render::Rgb;

// Rounds half away from zero, as lround, without libm.
int rounded(double v)
{
    return v < 0.0 ? -int(0.5 - v) : int(v + 0.5);
}

Rgb shaded(Rgb c, double light)
{
    const auto channel = [light](int x) { return std::clamp(rounded(x * light), 0, 255); };
    return render::opaque(channel(render::redOf(c)), channel(render::greenOf(c)),
                          channel(render::blueOf(c)));
}

} // namespace

void paintOverview(const render::Canvas &canvas, const RelfEvaluator &terrain,
                   const render::MapRenderSettings &s)
{
    const ContinentSampler &sampler = *terrain.continent();
    const RelfParameters &p = terrain.parameters();
    const int w = canvas.width, h = canvas.height;
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
    const double lakeLevel = p.lakeLevel, snowHeight = p.snowHeight;
    util::parallelFor(std::size_t(h), 32, threads, [&](std::size_t b, std::size_t e) {
        for (std::size_t r = b; r < e; ++r) {
            Rgb *line = canvas.row(int(r));
            const double *row = heights.data() + r * gw, *below = row + gw;
            for (std::size_t i = 0; i < std::size_t(w); ++i) {
                const double z = row[i];
                const Rgb c = render::overviewColour(z, lakeLevel, snowHeight);
                if (z < lakeLevel) {
                    line[i] = c;
                    continue;
                }
                // Light from the north-west: the slope down to the south-east.
                const double slope = ((row[i] - row[i + 1]) + (row[i] - below[i])) / m;
                line[i] = shaded(c, std::clamp(1.0 + 4.0 * slope, 0.6, 1.25));
            }
        }
    });
}

} // namespace terrain::relf
