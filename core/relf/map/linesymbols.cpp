#include "linesymbols.h"
#include "relf/map/mapdetail.h"

#include "render/colourtable.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>
#include <optional>

namespace terrain::relf {

using render::MapColour;
using render::rgbOf;

namespace {

QRectF reach(const MapRenderSettings &s, double margin)
{
    return QRectF(-margin, -margin, s.width + 2 * margin, s.height + 2 * margin);
}

} // namespace

void drawMarshSymbol(QPainter &painter, QPointF p, double r)
{
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor::fromRgb(rgbOf(MapColour::WaterFeature)));
    const QPointF diamond[4] = {p + QPointF(0, -r), p + QPointF(r, 0), p + QPointF(0, r),
                                p + QPointF(-r, 0)};
    painter.drawPolygon(diamond, 4);
}

void drawStreams(QPainter &painter, const std::vector<Stream> &streams, const MapRenderSettings &s)
{
    const double m = s.metresPerPixel;
    // Over a pixel wide even at coarse scales: Qt strokes a pen of one pixel
    // or less with its cosmetic line drawer, whose pixels depend on where the
    // picture's edge cuts the line, so that tiles and export bands would not
    // meet; wider pens are filled as outlines, the same in any piece.
    const double width = std::clamp(1.6 / m, 1.125, 2.0);
    const double marsh = std::clamp(4.0 / m, 3.0, 5.0);
    const QRectF visible = reach(s, marsh + width);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    const QPen pen(QColor::fromRgb(rgbOf(MapColour::WaterFeature)), width, Qt::SolidLine,
                   Qt::RoundCap, Qt::RoundJoin);
    for (const Stream &stream : streams) {
        QPolygonF line;
        line.reserve(qsizetype(stream.points.size()));
        for (const StreamPoint &p : stream.points)
            line << render::groundToPixel(s, double(p.x), double(p.y));
        if (!line.boundingRect().adjusted(-1, -1, 1, 1).intersects(visible))
            continue;
        painter.setPen(pen);
        painter.setBrush(Qt::NoBrush);
        painter.drawPolyline(line);
        if (stream.end == StreamEnd::Marsh)
            drawMarshSymbol(painter, line.back(), marsh);
    }
    painter.restore();
}

namespace {

// The part of segment a-b inside r (Liang-Barsky), as parameters t0 <= t1.
std::optional<std::pair<double, double>> clipSegment(QPointF a, QPointF b, const QRectF &r)
{
    double t0 = 0.0, t1 = 1.0;
    const double dx = b.x() - a.x(), dy = b.y() - a.y();
    const double p[4] = {-dx, dx, -dy, dy};
    const double q[4] = {a.x() - r.left(), r.right() - a.x(), a.y() - r.top(), r.bottom() - a.y()};
    for (int k = 0; k < 4; ++k) {
        if (p[k] == 0.0) {
            if (q[k] < 0.0)
                return std::nullopt;
            continue;
        }
        const double t = q[k] / p[k];
        if (p[k] < 0.0)
            t0 = std::max(t0, t);
        else
            t1 = std::min(t1, t);
        if (t0 > t1)
            return std::nullopt;
    }
    return std::pair{t0, t1};
}

} // namespace

void drawRoads(QPainter &painter, const std::vector<Road> &roads, const MapRenderSettings &s)
{
    const double m = s.metresPerPixel;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    for (const Road &road : roads) {
        if (road.vertices.size() < 2)
            continue;
        const double width = std::max(1.5, road.width / m);
        const QRectF visible = reach(s, width + 2);
        // Dashes of 4 m and gaps of 2 m on the ground, at least 6 and 3 pixels.
        const double dash = std::max(6.0, 4.0 / m), gap = std::max(3.0, 2.0 / m);
        QPen pen(QColor::fromRgb(rgbOf(MapColour::Feature)), width, Qt::CustomDashLine, Qt::FlatCap,
                 Qt::MiterJoin);
        pen.setDashPattern({dash / width, gap / width});
        painter.setBrush(Qt::NoBrush);
        // Only the pieces in the picture are stroked, each with the dash
        // phase of its distance from the first vertex: a picture drawn in
        // pieces shows the same dashes as one drawn whole, and a long road
        // costs only what shows.
        double along = 0.0; // pixels from the first vertex
        for (std::size_t k = 1; k < road.vertices.size(); ++k) {
            const QPointF a =
                render::groundToPixel(s, road.vertices[k - 1].x, road.vertices[k - 1].y);
            const QPointF b = render::groundToPixel(s, road.vertices[k].x, road.vertices[k].y);
            const double length = std::hypot(b.x() - a.x(), b.y() - a.y());
            if (const auto piece = clipSegment(a, b, visible)) {
                const QPointF from = a + (b - a) * piece->first, to = a + (b - a) * piece->second;
                pen.setDashOffset((along + length * piece->first) / width);
                painter.setPen(pen);
                painter.drawLine(from, to);
            }
            along += length;
        }
    }
    painter.restore();
}

void paintRoads(QImage &image, const std::vector<Road> &roads, const MapRenderSettings &s)
{
    const double m = s.metresPerPixel;
    const QRgb black = rgbOf(MapColour::Feature);
    const int w = image.width(), h = image.height();
    for (const Road &road : roads) {
        if (road.vertices.size() < 2)
            continue;
        // As drawRoads: the width, dashes and gaps in pixels, here in metres.
        const double widthPx = std::max(1.5, road.width / m);
        const double half = widthPx / 2 * m;
        const double dash = std::max(6.0, 4.0 / m) * m, period = dash + std::max(3.0, 2.0 / m) * m;
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
                auto *line = reinterpret_cast<QRgb *>(image.scanLine(j));
                for (int i = i0; i <= i1; ++i) {
                    const double gx = s.left + i * m;
                    const double t =
                        len2 > 0 ? std::clamp(((gx - a.x) * dx + (gy - a.y) * dy) / len2, 0.0, 1.0)
                                 : 0.0;
                    const double d = std::hypot(gx - (a.x + t * dx), gy - (a.y + t * dy));
                    const double across = std::clamp((half - d) / m + 0.5, 0.0, 1.0);
                    if (across <= 0.0)
                        continue;
                    // Distance along the road to the nearest dash's middle.
                    const double v = std::fmod(along + t * len - dash / 2 + period, period);
                    const double fromMiddle = std::min(v, period - v);
                    const double lengthwise =
                        std::clamp((dash / 2 - fromMiddle) / m + 0.5, 0.0, 1.0);
                    const double c = across * lengthwise;
                    if (c > 0.0)
                        line[i] =
                            qRgb(int(qRed(line[i]) + (qRed(black) - qRed(line[i])) * c + 0.5),
                                 int(qGreen(line[i]) + (qGreen(black) - qGreen(line[i])) * c + 0.5),
                                 int(qBlue(line[i]) + (qBlue(black) - qBlue(line[i])) * c + 0.5));
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

void paintStreamsOver(QPainter &painter, const RelfEvaluator &terrain, const MapRenderSettings &s)
{
    const StreamRules &rules = terrain.parameters().streams;
    if (!rules.enabled || !showsStreams(s.metresPerPixel))
        return;
    const StreamRegion r = streamRegionFor(s, rules.maxLength);
    if (double(r.x1 - r.x0) > 64000 || double(r.y1 - r.y0) > 64000)
        return;
    if (const auto streams = findStreams(terrain, r.x0, r.y0, r.x1, r.y1, s.threads))
        drawStreams(painter, *streams, s);
}

} // namespace terrain::relf
