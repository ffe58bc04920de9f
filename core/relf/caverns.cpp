#include "caverns.h"

#include "render/colourtable.h"

#include "util/parallel.h"

#include <atomic>
#include <cmath>

namespace terrain::relf {

namespace {
RelfParameters plainParameters(const RelfParameters &p)
{
    RelfParameters q = p;
    q.timeCoefficients.clear();
    q.mountains = false;
    return q;
}
} // namespace

Caverns::Caverns(const RelfEvaluator &terrain)
    : m_terrain(terrain)
    , m_rules(terrain.parameters().caverns)
    , m_plain(plainParameters(terrain.parameters()))
{
}

double Caverns::roof(double x, double y) const
{
    const CavernRules &r = m_rules;
    return m_plain.height((x + r.roofDx) * r.scale, (y + r.roofDy) * r.scale) - r.depth;
}

double Caverns::floor(double x, double y) const
{
    const CavernRules &r = m_rules;
    return m_plain.height((x + r.floorDx) * r.scale, (y + r.floorDy) * r.scale) + r.verticalOffset -
           r.depth;
}

void Caverns::rows(double x0, double y, double step, std::span<double> roof,
                   std::span<double> floor) const
{
    const CavernRules &r = m_rules;
    m_plain.heightRow((x0 + r.roofDx) * r.scale, (y + r.roofDy) * r.scale, step * r.scale, roof);
    m_plain.heightRow((x0 + r.floorDx) * r.scale, (y + r.floorDy) * r.scale, step * r.scale, floor);
    for (double &v : roof)
        v -= r.depth;
    for (double &v : floor)
        v += r.verticalOffset - r.depth;
}

QImage Caverns::plan(double left, double top, double metresPerPixel, int width, int height,
                     int threads, double *openShare) const
{
    QImage image(std::max(1, width), std::max(1, height), QImage::Format_RGB32);
    const QRgb rock = render::rgbOf(render::MapColour::Rock);
    std::atomic<std::int64_t> open{0};
    util::parallelFor(
        std::size_t(image.height()), 32, threads <= 0 ? util::idealThreads() : threads,
        [&](std::size_t b, std::size_t e) {
            std::vector<double> roofs(std::size_t(image.width())), floors(roofs.size());
            std::int64_t count = 0;
            for (std::size_t j = b; j < e; ++j) {
                rows(left, top - double(j) * metresPerPixel, metresPerPixel, roofs, floors);
                auto *line = reinterpret_cast<QRgb *>(image.scanLine(int(j)));
                for (std::size_t i = 0; i < roofs.size(); ++i) {
                    if (!(roofs[i] > floors[i])) {
                        line[i] = rock;
                        continue;
                    }
                    ++count;
                    // Shaded by the floor: lower floors darker blue-grey, higher lighter.
                    const double t = std::clamp((floors[i] + 300.0) / 700.0, 0.0, 1.0);
                    const int g = int(90 + 150 * t);
                    line[i] = qRgb(g - 20, g, std::min(255, g + 40));
                }
            }
            open += count;
        });
    if (openShare)
        *openShare = double(open.load()) / double(image.width() * image.height());
    return image;
}

std::vector<CavernSample> Caverns::section(QPointF a, QPointF b, int n) const
{
    std::vector<CavernSample> out;
    n = std::max(2, n);
    const double length = std::hypot(b.x() - a.x(), b.y() - a.y());
    for (int k = 0; k < n; ++k) {
        const double f = double(k) / double(n - 1);
        const double x = a.x() + (b.x() - a.x()) * f, y = a.y() + (b.y() - a.y()) * f;
        CavernSample s;
        s.distance = length * f;
        s.ground = m_terrain.height(x, y);
        s.roof = roof(x, y);
        s.floor = floor(x, y);
        s.mineLevel = m_rules.mineLevel;
        s.open = s.roof > s.floor;
        out.push_back(s);
    }
    return out;
}

} // namespace terrain::relf
