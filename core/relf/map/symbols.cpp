#include "symbols.h"

#include "render/colourtable.h"

#include <QPainter>

#include <algorithm>
#include <cmath>

namespace terrain::relf {

using namespace render;

bool hasSymbol(Feature f)
{
    switch (f) {
    case Feature::Boulder:
    case Feature::Knoll:
    case Feature::Mine:
    case Feature::Waterhole:
    case Feature::X:
    case Feature::Root:
    case Feature::Building:
    case Feature::T:
        return true;
    default:
        return false;
    }
}

double symbolRadius(double metresPerPixel)
{
    // About 8 m across at 1 m per pixel, never smaller than 6 pixels nor
    // larger than 10, so symbols stay legible at every zoom.
    return std::clamp(4.0 / metresPerPixel, 3.0, 5.0);
}

void drawCaveSymbol(QPainter &painter, QPointF p, QPointF downhill, double r)
{
    painter.setPen(QPen(QColor::fromRgb(rgbOf(MapColour::Feature)), std::max(1.0, r * 0.35),
                        Qt::SolidLine, Qt::RoundCap));
    painter.setBrush(Qt::NoBrush);
    // The arc's opening faces downhill: angles in degrees, y up for Qt's arcs.
    const double facing = std::atan2(-downhill.y(), downhill.x()) * 180.0 / 3.14159265358979323846;
    const QRectF box(p.x() - r, p.y() - r, 2 * r, 2 * r);
    painter.drawArc(box, int((facing + 45) * 16), int(270 * 16));
}

void drawFeatureSymbol(QPainter &painter, Feature f, QPointF p, double r)
{
    const QColor black = QColor::fromRgb(rgbOf(MapColour::Feature));
    const QColor blue = QColor::fromRgb(rgbOf(MapColour::WaterFeature));
    const QColor brown = QColor::fromRgb(rgbOf(MapColour::Contour));
    const double stroke = std::max(1.0, r * 0.3);
    painter.setBrush(Qt::NoBrush);
    switch (f) {
    case Feature::Boulder:
        painter.setPen(Qt::NoPen);
        painter.setBrush(black);
        painter.drawEllipse(p, r * 0.5, r * 0.5);
        break;
    case Feature::Knoll:
        painter.setPen(Qt::NoPen);
        painter.setBrush(brown);
        painter.drawEllipse(p, r * 0.65, r * 0.65);
        break;
    case Feature::Mine: {
        painter.setPen(QPen(black, stroke));
        const QPointF tri[3] = {p + QPointF(-r, -r * 0.75), p + QPointF(r, -r * 0.75),
                                p + QPointF(0, r)};
        painter.drawPolygon(tri, 3);
        break;
    }
    case Feature::Waterhole: {
        painter.setPen(QPen(blue, stroke));
        const QPointF tri[3] = {p + QPointF(-r, r * 0.75), p + QPointF(r, r * 0.75),
                                p + QPointF(0, -r)};
        painter.drawPolygon(tri, 3);
        break;
    }
    case Feature::X:
    case Feature::Root:
        painter.setPen(QPen(f == Feature::X ? black : brown, stroke));
        painter.drawLine(p + QPointF(-r, -r), p + QPointF(r, r));
        painter.drawLine(p + QPointF(-r, r), p + QPointF(r, -r));
        break;
    case Feature::Building: // a building placed on purpose: a black square
        painter.setPen(Qt::NoPen);
        painter.setBrush(black);
        painter.drawRect(QRectF(p.x() - r * 0.8, p.y() - r * 0.8, r * 1.6, r * 1.6));
        break;
    case Feature::T: { // a marker: the purple circle of a control
        painter.setPen(QPen(QColor::fromRgb(rgbOf(MapColour::Overprint)), stroke));
        painter.drawEllipse(p, r, r);
        break;
    }
    default:
        break;
    }
}

} // namespace terrain::relf
