// The sky view (skyview.h).

#include "skyview.h"

#include "util/parallel.h"

#include <QPainter>

#include <algorithm>
#include <cmath>

namespace terrain::starfield {

namespace {

constexpr int kEvery = 4;         // nebula samples every fourth pixel
constexpr int kDepthSamples = 24; // through the depth
constexpr QRgb kSpace = 0xff05060c;

} // namespace

std::string checkSkyPicture(const SpaceBox &box)
{
    const double pixels = double(box.w) * double(box.h);
    if (pixels > double(kMaxSkyPixels))
        return "the sky picture would be " + std::to_string(box.w) + " x " + std::to_string(box.h) +
               " pixels and need " + std::to_string(std::int64_t(pixels * 4 / 1048576)) +
               " MiB; at most 8192 x 8192 (256 MiB) can be drawn";
    return {};
}

const std::array<QRgb, 16> &starColours()
{
    static const std::array<QRgb, 16> colours = {
        qRgb(155, 176, 255), qRgb(170, 191, 255), qRgb(188, 204, 255), qRgb(202, 215, 255),
        qRgb(220, 228, 255), qRgb(236, 238, 255), qRgb(248, 247, 255), qRgb(255, 249, 240),
        qRgb(255, 244, 224), qRgb(255, 236, 200), qRgb(255, 226, 175), qRgb(255, 214, 150),
        qRgb(255, 200, 125), qRgb(255, 184, 105), qRgb(255, 163, 90),  qRgb(255, 140, 80)};
    return colours;
}

std::vector<float> nebulaGlow(const GalaxyParameters &p, const SpaceBox &box, int threads)
{
    const auto w = std::size_t(box.w), h = std::size_t(box.h);
    std::vector<float> glow(w * h, 0.0f);
    if (p.nebula.empty() || !checkBox(box).empty() || !checkSkyPicture(box).empty())
        return glow;
    const std::size_t gw = (w + kEvery - 1) / kEvery + 1, gh = (h + kEvery - 1) / kEvery + 1;
    std::vector<float> grid(gw * gh, 0.0f);
    const int samples = int(std::min<std::int64_t>(kDepthSamples, box.d));
    util::parallelFor(
        gh, 4, threads <= 0 ? util::idealThreads() : threads, [&](std::size_t b, std::size_t e) {
            for (std::size_t gj = b; gj < e; ++gj)
                for (std::size_t gi = 0; gi < gw; ++gi) {
                    const double x = double(box.x0) + double(gi * kEvery);
                    const double y = double(box.y0 + box.h - 1) - double(gj * kEvery);
                    double sum = 0;
                    for (int k = 0; k < samples; ++k) {
                        const double z =
                            double(box.z0) + std::floor(double(box.d) * (k + 0.5) / samples);
                        sum += nebulaDensity(p, x, y, z);
                    }
                    grid[gj * gw + gi] = float(sum / samples);
                }
        });
    for (std::size_t j = 0; j < h; ++j) {
        const std::size_t gj = j / kEvery;
        const float fy = float(j % kEvery) / kEvery;
        for (std::size_t i = 0; i < w; ++i) {
            const std::size_t gi = i / kEvery;
            const float fx = float(i % kEvery) / kEvery;
            const float top = grid[gj * gw + gi] * (1 - fx) + grid[gj * gw + gi + 1] * fx;
            const float bottom =
                grid[(gj + 1) * gw + gi] * (1 - fx) + grid[(gj + 1) * gw + gi + 1] * fx;
            glow[j * w + i] = top * (1 - fy) + bottom * fy;
        }
    }
    return glow;
}

QImage renderSky(const GalaxyParameters &p, const SpaceBox &box, const std::vector<Star> &stars,
                 int threads)
{
    if (!checkBox(box).empty() || !checkSkyPicture(box).empty())
        return {};
    QImage image(int(box.w), int(box.h), QImage::Format_RGB32);
    const std::vector<float> glow = nebulaGlow(p, box, threads);
    // The glow: a faint violet haze where there is a little gas, turning
    // teal where it is dense; never opaque, so that stars show through.
    for (int j = 0; j < image.height(); ++j) {
        auto *line = reinterpret_cast<QRgb *>(image.scanLine(j));
        for (int i = 0; i < image.width(); ++i) {
            const float density = glow[std::size_t(j) * std::size_t(box.w) + std::size_t(i)];
            const float g = 0.6f * (1.0f - std::exp(-density / 30.0f));
            const float t = std::min(1.0f, density / 60.0f);
            const auto mix = [g](int space, float gas) {
                return int(float(space) + (gas - float(space)) * g);
            };
            line[i] =
                qRgb(mix(qRed(kSpace), 150.0f - 60.0f * t), mix(qGreen(kSpace), 80.0f + 100.0f * t),
                     mix(qBlue(kSpace), 180.0f + 20.0f * t));
        }
    }
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.setPen(Qt::NoPen);
    // The deepest first, so that nearer stars lie over them.
    std::vector<const Star *> order;
    for (const Star &s : stars)
        order.push_back(&s);
    std::sort(order.begin(), order.end(), [](const Star *a, const Star *b) { return a->z > b->z; });
    const double range = std::max(1e-9, std::abs(p.magnitudeRange));
    for (const Star *s : order) {
        const double depth = (s->z - double(box.z0)) / double(box.d);          // 0 near .. 1 far
        const double bright = (p.minMagnitude + range - s->magnitude) / range; // 0 .. 1
        const double radius = 1.2 + 3.0 * std::clamp(bright, 0.0, 1.0) * (1.0 - 0.5 * depth);
        QColor c = QColor::fromRgb(starColours()[std::size_t(s->colour & 15)]);
        c.setAlphaF(float(1.0 - 0.6 * depth));
        const QPointF at(s->x - double(box.x0) + 0.5, double(box.y0 + box.h - 1) - s->y + 0.5);
        QRadialGradient halo(at, radius * 3);
        QColor edge = c;
        edge.setAlpha(0);
        QColor mid = c;
        mid.setAlphaF(c.alphaF() * 0.35f);
        halo.setColorAt(0, mid);
        halo.setColorAt(1, edge);
        painter.setBrush(halo);
        painter.drawEllipse(at, radius * 3, radius * 3);
        painter.setBrush(c);
        painter.drawEllipse(at, radius, radius);
    }
    return image;
}

} // namespace terrain::starfield
