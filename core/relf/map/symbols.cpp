#include "symbols.h"

#include <QPainter>
#include <QPolygonF>

#include <cmath>

namespace terrain::relf {

namespace {

QPointF qt(render::PixelPoint p)
{
    return {p.x, p.y};
}

} // namespace

void drawMark(QPainter &painter, const render::Mark &mark)
{
    const QColor colour = QColor::fromRgb(mark.colour);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    for (const render::Shape &s : mark.parts) {
        const QPen pen(colour, s.width, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
        switch (s.kind) {
        case render::Shape::Disc:
            painter.setPen(Qt::NoPen);
            painter.setBrush(colour);
            painter.drawEllipse(qt(s.a), s.radius, s.radius);
            break;
        case render::Shape::Ring:
            painter.setPen(pen);
            painter.setBrush(Qt::NoBrush);
            painter.drawEllipse(qt(s.a), s.radius, s.radius);
            break;
        case render::Shape::Segment:
            painter.setPen(pen);
            painter.drawLine(qt(s.a), qt(s.b));
            break;
        case render::Shape::Convex: {
            QPolygonF polygon;
            for (int k = 0; k < s.count; ++k)
                polygon << qt(s.corners[std::size_t(k)]);
            painter.setPen(Qt::NoPen);
            painter.setBrush(colour);
            painter.drawPolygon(polygon);
            break;
        }
        case render::Shape::Arc: {
            // Open over ±45° about b: Qt's angles are degrees, y up, in sixteenths.
            const double facing = std::atan2(-s.b.y, s.b.x) * 180.0 / 3.14159265358979323846;
            painter.setPen(pen);
            painter.setBrush(Qt::NoBrush);
            painter.drawArc(QRectF(s.a.x - s.radius, s.a.y - s.radius, 2 * s.radius, 2 * s.radius),
                            int((facing + 45) * 16), 270 * 16);
            break;
        }
        }
    }
    painter.restore();
}

void drawFeatureSymbol(QPainter &painter, Feature f, QPointF p, double r)
{
    drawMark(painter, featureMark(f, {p.x(), p.y()}, r));
}

void drawCaveSymbol(QPainter &painter, QPointF p, QPointF downhill, double r)
{
    drawMark(painter, caveMark({p.x(), p.y()}, {downhill.x(), downhill.y()}, r));
}

} // namespace terrain::relf
