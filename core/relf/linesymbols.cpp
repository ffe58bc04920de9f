#include "linesymbols.h"
#include "mapdetail.h"

#include "render/colourtable.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

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
    const QPointF diamond[4] = {p + QPointF(0, -r), p + QPointF(r, 0), p + QPointF(0, r), p + QPointF(-r, 0)};
    painter.drawPolygon(diamond, 4);
}

void drawStreams(QPainter &painter, const std::vector<Stream> &streams, const MapRenderSettings &s)
{
    const double m = s.metresPerPixel;
    const double width = std::clamp(1.6 / m, 1.0, 2.0);
    const double marsh = std::clamp(4.0 / m, 3.0, 5.0);
    const QRectF visible = reach(s, marsh + width);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    const QPen pen(QColor::fromRgb(rgbOf(MapColour::WaterFeature)), width, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
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

void drawRoads(QPainter &painter, const std::vector<Road> &roads, const MapRenderSettings &s)
{
    const double m = s.metresPerPixel;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    for (const Road &road : roads) {
        if (road.vertices.size() < 2)
            continue;
        const double width = std::max(1.5, road.width / m);
        const QRectF visible = reach(s, width);
        QPolygonF line;
        for (const RoadVertex &v : road.vertices)
            line << render::groundToPixel(s, v.x, v.y);
        if (!line.boundingRect().adjusted(-1, -1, 1, 1).intersects(visible))
            continue;
        // Dashes of 4 m and gaps of 2 m on the ground, at least 6 and 3 pixels.
        const double dash = std::max(6.0, 4.0 / m), gap = std::max(3.0, 2.0 / m);
        QPen pen(QColor::fromRgb(rgbOf(MapColour::Feature)), width, Qt::CustomDashLine, Qt::FlatCap, Qt::MiterJoin);
        pen.setDashPattern({dash / width, gap / width});
        painter.setPen(pen);
        painter.setBrush(Qt::NoBrush);
        painter.drawPolyline(line);
    }
    painter.restore();
}

StreamRegion streamRegionFor(const MapRenderSettings &s, double maxLength)
{
    const double m = s.metresPerPixel;
    const double right = s.left + (s.width - 1) * m, bottom = s.top - (s.height - 1) * m;
    return {std::int64_t(std::floor(s.left - maxLength)), std::int64_t(std::floor(bottom - maxLength)),
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
