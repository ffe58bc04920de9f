#include "linesymbols.h"
#include "relf/map/mapdetail.h"
#include "relf/map/maprenderer.h"
#include "relf/map/maprivers.h"
#include "relf/map/symbols.h"

#include "relf/rivers.h"
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
    drawMark(painter, marshMark({p.x(), p.y()}, r));
}

void drawStreams(QPainter &painter, const std::vector<Stream> &streams, const MapRenderSettings &s)
{
    const double m = s.metresPerPixel;
    // Over a pixel wide even at coarse scales: Qt strokes a pen of one pixel
    // or less with its cosmetic line drawer, whose pixels depend on where the
    // picture's edge cuts the line, so that tiles and export bands would not
    // meet; wider pens are filled as outlines, the same in any piece.
    const double width = streamWidth(m);
    const double marsh = marshRadius(m);
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
        const RoadStroke stroke = roadStroke(road, m);
        const double width = stroke.width, dash = stroke.dash, gap = stroke.gap;
        const QRectF visible = reach(s, width + 2);
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

void drawRivers(QPainter &painter, const RelfEvaluator &terrain, const MapRenderSettings &s)
{
    const QColor blue = QColor::fromRgb(rgbOf(MapColour::WaterFeature));
    painter.setBrush(Qt::NoBrush);
    forEachRiverShown(
        terrain, s, s.width, s.height, [&](const WorldRiver &r, double dx, double dy, double px) {
            QPainterPath path(
                render::groundToPixel(s, r.points.front()[0] + dx, r.points.front()[1] + dy));
            for (std::size_t k = 1; k < r.points.size(); ++k)
                path.lineTo(render::groundToPixel(s, r.points[k][0] + dx, r.points[k][1] + dy));
            painter.setPen(QPen(blue, px, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
            painter.drawPath(path);
        });
}

void drawStreamsOver(QPainter &painter, const RelfEvaluator &terrain, const MapRenderSettings &s)
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

void paintStreamsOver(QImage &image, const RelfEvaluator &terrain, const MapRenderSettings &s)
{
    paintStreamsOver(canvasOf(image), terrain, s);
}

} // namespace terrain::relf
