#include "coastlinerenderer.h"

#include "render/colourtable.h"
#include "util/parallel.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <mutex>

namespace terrain::coastline {

namespace {

constexpr QRgb kNoType = qRgb(255, 0, 255);    // a type the palette lacks (never in a valid map)
constexpr QRgb kBlank = qRgb(244, 241, 234);   // ground when the types layer is off
constexpr QRgb kShallow = qRgb(154, 215, 245); // water at the shore
constexpr QRgb kDeep = qRgb(11, 61, 122);      // water at depth amplitude and below
constexpr double kContourMinSpacing = 3.0;     // pixels between contours, or they are left out

// A ground coordinate on the torus: in [0, period).
double wrapped(double v, double period)
{
    double r = std::fmod(v, period);
    if (r < 0)
        r += period;
    return r >= period ? 0.0 : r;
}

QRgb mix(QRgb a, QRgb b, double t)
{
    const auto c = [t](int x, int y) { return int(std::lround(x + (y - x) * t)); };
    return qRgb(c(qRed(a), qRed(b)), c(qGreen(a), qGreen(b)), c(qBlue(a), qBlue(b)));
}

QRgb scaled(QRgb a, double f)
{
    const auto c = [f](int x) { return std::clamp(int(std::lround(x * f)), 0, 255); };
    return qRgb(c(qRed(a)), c(qGreen(a)), c(qBlue(a)));
}

// The height field of one step: bilinear between the step's grid points,
// each taken at the centre of its block.
struct HeightSample
{
    double h = 0, dx = 0, dy = 0; // height, and its slope east and north per metre
};

HeightSample sampleHeight(const CoastlineMap &map, int spacing, double u, double v)
{
    const int n = map.size() / spacing;
    const double uu = u / spacing - 0.5, vv = v / spacing - 0.5;
    const double a = std::floor(uu), b = std::floor(vv);
    const double fu = uu - a, fv = vv - b;
    const int a0 = int(a), b0 = int(b); // a, b in [-1, n)
    const auto at = [&](int i, int j) {
        return double(map.heightAt(((i + n) % n) * spacing, ((j + n) % n) * spacing));
    };
    const double h00 = at(a0, b0), h10 = at(a0 + 1, b0), h01 = at(a0, b0 + 1),
                 h11 = at(a0 + 1, b0 + 1);
    HeightSample s;
    s.h = (h00 * (1 - fu) + h10 * fu) * (1 - fv) + (h01 * (1 - fu) + h11 * fu) * fv;
    s.dx = ((h10 - h00) * (1 - fv) + (h11 - h01) * fv) / spacing;
    s.dy = -((h01 - h00) * (1 - fu) + (h11 - h10) * fu) / spacing; // v grows southwards
    return s;
}

struct Style
{
    std::array<QRgb, 256> colours;
    std::array<bool, 256> water; // the water types (below the sea level)
    unsigned layers;
    double m;
    double interval;
    double seaLevel;
    double depthScale;
    int spacing;
    bool heights;
};

QRgb pixel(const CoastlineMap &map, int step, const Style &st, double u, double v,
           CoastlineSummary &found)
{
    const int col = std::min(int(u), map.size() - 1), row = std::min(int(v), map.size() - 1);
    const int type = map.typeAt(col, row, step);
    ++found.pixels[std::size_t(type)];
    QRgb c = st.layers & LayerTypes ? st.colours[std::size_t(type)] : kBlank;
    if (st.heights) {
        const HeightSample hs = sampleHeight(map, st.spacing, u, v);
        const bool water = (st.layers & LayerWater) && st.water[std::size_t(type)];
        if (water) {
            c = mix(kShallow, kDeep, std::clamp((st.seaLevel - hs.h) / st.depthScale, 0.0, 1.0));
            ++found.waterPixels;
        } else if (st.layers & LayerShading) {
            // Lambert's law, light from the north-west 45° up, 1 on flat ground;
            // slopes per pixel once a pixel covers more than a cell.
            const double k = std::max(1.0, st.m);
            const double nx = -hs.dx * k, ny = -hs.dy * k;
            const double lambert =
                (-nx + ny + std::sqrt(2.0)) / (2.0 * std::sqrt(nx * nx + ny * ny + 1.0));
            c = scaled(c, 0.6 + 0.4 * std::max(0.0, lambert) / (std::sqrt(2.0) / 2.0));
        }
        const double perPixel = std::hypot(hs.dx, hs.dy) * st.m; // height change across a pixel
        if ((st.layers & LayerContours) && !water && perPixel > 0) {
            const double k = std::round(hs.h / st.interval);
            const bool index = std::fmod(k, 5.0) == 0.0;
            const double spacing = st.interval / perPixel * (index ? 5.0 : 1.0);
            if (k * st.interval > st.seaLevel && spacing >= kContourMinSpacing) {
                const double half = index ? 1.0 : 0.5;
                const double cover =
                    std::clamp(half + 0.5 - std::abs(hs.h - k * st.interval) / perPixel, 0.0, 1.0);
                if (cover > 0)
                    c = mix(c, render::rgbOf(render::MapColour::Contour), cover);
            }
        }
    }
    if ((st.layers & LayerCellGrid) && st.m * kCellGridMinPixels <= 1.0 &&
        (u - std::floor(u) < st.m || v - std::floor(v) < st.m))
        c = scaled(c, 0.75);
    return c;
}

} // namespace

QImage renderCoastline(const CoastlineMap &map, int step, const MapRenderSettings &s,
                       CoastlineSummary *summary)
{
    QImage image(std::max(1, s.width), std::max(1, s.height), QImage::Format_RGB32);
    const CoastlineParameters &p = map.parameters();
    Style st{};
    st.colours.fill(kNoType);
    st.water.fill(false);
    for (std::size_t k = 0; k < p.landTypes.size(); ++k) {
        st.colours[k] = p.landTypes[k].colour | 0xff000000u;
        st.water[k] = isWaterType(p, int(k));
    }
    st.layers = s.layers;
    st.m = s.metresPerPixel > 0 && std::isfinite(s.metresPerPixel) ? s.metresPerPixel : 1.0;
    st.interval =
        s.contourInterval > 0 && std::isfinite(s.contourInterval) ? s.contourInterval : 5.0;
    st.seaLevel = p.heights.seaLevel;
    st.depthScale = std::max(1.0, p.heights.amplitude);
    step = map.clampStep(step);
    st.spacing = map.spacing(step);
    st.heights = map.hasHeights();

    CoastlineSummary total;
    total.pixels.assign(256, 0);
    std::mutex lock;
    const double period = map.size();
    const int threads = s.threads > 0 ? s.threads : util::idealThreads();
    util::parallelFor(std::size_t(image.height()), 16, threads, [&](std::size_t b, std::size_t e) {
        CoastlineSummary found;
        found.pixels.assign(256, 0);
        for (std::size_t j = b; j < e; ++j) {
            auto *line = reinterpret_cast<QRgb *>(image.scanLine(int(j)));
            const double v = wrapped(-(s.top - double(j) * st.m), period);
            for (int i = 0; i < image.width(); ++i)
                line[i] = pixel(map, step, st, wrapped(s.left + i * st.m, period), v, found);
        }
        const std::lock_guard guard(lock);
        total.merge(found);
    });
    if (summary) {
        total.pixels.resize(p.landTypes.size());
        *summary = std::move(total);
    }
    return image;
}

CoastlineTileSource::CoastlineTileSource(CoastlineMapPtr map, int step)
    : m_map(std::move(map))
    , m_step(m_map ? m_map->clampStep(step) : 1)
{
}

QImage CoastlineTileSource::render(const MapRenderSettings &s,
                                   std::unique_ptr<render::MapSummary> *summary) const
{
    if (!m_map) {
        QImage blank(std::max(1, s.width), std::max(1, s.height), QImage::Format_RGB32);
        blank.fill(kBlank);
        return blank;
    }
    if (!summary)
        return renderCoastline(*m_map, m_step, s);
    auto found = std::make_unique<CoastlineSummary>();
    QImage image = renderCoastline(*m_map, m_step, s, found.get());
    *summary = std::move(found);
    return image;
}

} // namespace terrain::coastline
