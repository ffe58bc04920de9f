#include "mapoverview.h"

#include "relf/detailstatistics.h"
#include "render/colourtable.h"
#include "render/overviewpalette.h"
#include "util/parallel.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <vector>

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

// The share of the Relf detail's heights below a height, from a spread of
// sample points: where the continent's base is b and its amplitude a, the
// share of the detail below the lake is that below (lake − b) / a. Rows of
// kSamples points kSpacing metres apart, kRows of them kSpacing · φ apart
// (so that no vector's phase repeats along a row, nor one along the rows),
// the heights recovered from the composed ones as (z − b) / a where a is not
// small; the shares tabulated at kBins + 1 even steps from the lowest to the
// highest and read linearly between.
constexpr int kRows = 16, kSamples = 128, kBins = 1024;
constexpr double kSpacing = 97.0, kMinAmplitude = 1e-6;
class DetailShares
{
public:
    DetailShares(const RelfEvaluator &terrain, const ContinentSampler &sampler)
    {
        std::vector<double> heights;
        heights.reserve(kRows * kSamples);
        std::vector<double> z(kSamples), base(kSamples), top(kSamples);
        for (int r = 0; r < kRows; ++r) {
            const double y = r * kSpacing * 1.6180339887498949, x0 = r * 13.0;
            terrain.heightRow(x0, y, kSpacing, z);
            std::fill(base.begin(), base.end(), 0.0);
            std::fill(top.begin(), top.end(), 1.0);
            sampler.composeRow(x0, y, kSpacing, base);
            sampler.composeRow(x0, y, kSpacing, top);
            for (std::size_t i = 0; i < std::size_t(kSamples); ++i) {
                const double a = top[i] - base[i];
                if (a > kMinAmplitude)
                    heights.push_back((z[i] - base[i]) / a);
            }
        }
        if (heights.empty())
            return;
        std::sort(heights.begin(), heights.end());
        m_low = heights.front();
        m_step = (heights.back() - m_low) / kBins;
        m_share.resize(kBins + 1);
        for (int k = 0; k <= kBins; ++k) {
            const auto below = std::lower_bound(heights.begin(), heights.end(), m_low + k * m_step);
            m_share[std::size_t(k)] = double(below - heights.begin()) / double(heights.size());
        }
        m_share[kBins] = 1.0;
    }
    bool empty() const { return m_share.empty(); }
    double below(double h) const
    {
        const double s = m_step > 0.0 ? (h - m_low) / m_step : (h > m_low ? kBins : 0.0);
        if (!(s > 0.0))
            return 0.0;
        if (!(s < kBins))
            return 1.0;
        const int k = static_cast<int>(s);
        const double f = s - k;
        return m_share[std::size_t(k)] +
               f * (m_share[std::size_t(k) + 1] - m_share[std::size_t(k)]);
    }

private:
    double m_low = 0.0, m_step = 0.0;
    std::vector<double> m_share;
};

// A number in [0, 1) for the pixel (i, j) of the world's pixel grid at this
// scale (SplitMix64's finaliser), so that the dither stays put as the view
// pans.
double pixelDraw(std::int64_t i, std::int64_t j)
{
    std::uint64_t z =
        std::uint64_t(i) * 0x9e3779b97f4a7c15ull + std::uint64_t(j) * 0xc2b2ae3d27d4eb4full;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    z ^= z >> 31;
    return double(z >> 11) * 0x1.0p-53;
}

// The floor of v as a whole number (v within ±2^62).
std::int64_t whole(double v)
{
    const auto i = static_cast<std::int64_t>(v);
    return double(i) > v ? i - 1 : i;
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
    // Heights on the pixel centres' grid, one more row and column for
    // slopes; and the share of the detail below the lake at each pixel.
    const std::size_t gw = std::size_t(w) + 1;
    const DetailShares detail(terrain, sampler);
    std::vector<double> heights(gw * std::size_t(h + 1)), wet(std::size_t(w) * std::size_t(h));
    util::parallelFor(std::size_t(h + 1), 16, threads, [&](std::size_t b, std::size_t e) {
        std::vector<double> above(gw);
        for (std::size_t r = b; r < e; ++r) {
            const std::span<double> row(heights.data() + r * gw, gw);
            const double x0 = s.left + 0.5 * m, y = s.top - (double(r) + 0.5) * m;
            std::fill(row.begin(), row.end(), mean);
            sampler.composeRow(x0, y, m, row);
            if (r == std::size_t(h))
                continue;
            // The amplitude from the heights a metre of detail apart, the
            // base from it.
            std::fill(above.begin(), above.end(), mean + 1.0);
            sampler.composeRow(x0, y, m, above);
            double *shares = wet.data() + r * std::size_t(w);
            for (std::size_t i = 0; i < std::size_t(w); ++i) {
                const double a = above[i] - row[i], base = row[i] - a * mean;
                shares[i] = !(a > kMinAmplitude) || detail.empty()
                                ? (row[i] < p.lakeLevel ? 1.0 : 0.0)
                                : detail.below((p.lakeLevel - base) / a);
            }
        }
    });
    const std::int64_t column0 = whole(s.left / m), row0 = whole(s.top / m);
    const double lakeLevel = p.lakeLevel;
    util::parallelFor(std::size_t(h), 32, threads, [&](std::size_t b, std::size_t e) {
        for (std::size_t r = b; r < e; ++r) {
            Rgb *line = canvas.row(int(r));
            const double snowHeight = terrain.snowHeightAt(s.top - (double(r) + 0.5) * m);
            const double *row = heights.data() + r * gw, *below = row + gw;
            const double *shares = wet.data() + r * std::size_t(w);
            for (std::size_t i = 0; i < std::size_t(w); ++i) {
                // Water where the dither falls within the detail's share
                // below the lake: the pixels show lakes (and islets) as
                // often as the ground holds them.
                const bool water =
                    pixelDraw(column0 + std::int64_t(i), row0 - std::int64_t(r)) < shares[i];
                const double z = row[i];
                if (water) {
                    line[i] = z < lakeLevel ? render::overviewColour(z, lakeLevel, snowHeight)
                                            : render::rgbOf(render::MapColour::Lake);
                    continue;
                }
                const Rgb c =
                    render::overviewColour(z > lakeLevel ? z : lakeLevel, lakeLevel, snowHeight);
                // Light from the north-west: the slope down to the south-east.
                const double slope = ((row[i] - row[i + 1]) + (row[i] - below[i])) / m;
                line[i] = shaded(c, std::clamp(1.0 + 4.0 * slope, 0.6, 1.25));
            }
        }
    });
}

} // namespace terrain::relf
