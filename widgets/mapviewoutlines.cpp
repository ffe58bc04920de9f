// What the map draws round pieces of ground over its tiles: the frame of a
// finite map's ground, the ground another view shows (the underground
// plans), named, and the continent brush's reach.
#include "mapview.h"

#include <QPainter>

#include <algorithm>

namespace terrain::widgets {

namespace {

// A dashed line of `colour` on a wider pale one, seen on any map colour.
void outline(QPainter &painter, const QRectF &r, const QColor &colour, int width)
{
    painter.setRenderHint(QPainter::Antialiasing, false);
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(QColor(255, 255, 255, 200), width + 2));
    painter.drawRect(r);
    painter.setPen(QPen(colour, width, Qt::DashLine));
    painter.drawRect(r);
}

} // namespace

void MapView::setMarkedGround(const QRectF &ground, const QString &label)
{
    if (ground == m_marked && label == m_markedLabel)
        return;
    m_marked = ground;
    m_markedLabel = label;
    update();
}

QRectF MapView::markedOutline() const
{
    if (m_marked.isEmpty())
        return {};
    // Ground y runs up, widget y down.
    QRectF r = QRectF(widgetPosOf(m_marked.left(), m_marked.bottom()),
                      widgetPosOf(m_marked.right(), m_marked.top()))
                   .normalized();
    constexpr double kSmallest = 12.0; // a marker, however far out the map is
    if (r.width() < kSmallest || r.height() < kSmallest) {
        const QPointF c = r.center();
        r = QRectF(c.x() - kSmallest / 2, c.y() - kSmallest / 2, kSmallest, kSmallest);
    }
    return r;
}

void MapView::paintMarked(QPainter &painter)
{
    const QRectF r = markedOutline();
    if (r.isEmpty())
        return;
    outline(painter, r, QColor(0x8a, 0x1c, 0xb8), 2);
    if (m_markedLabel.isEmpty())
        return;
    const QFontMetrics fm(font());
    const QRectF text(r.left(), r.top() - fm.height() - 4, fm.horizontalAdvance(m_markedLabel) + 8,
                      fm.height() + 2);
    painter.fillRect(text, QColor(255, 255, 255, 210));
    painter.setPen(QColor(0x8a, 0x1c, 0xb8));
    painter.drawText(text, Qt::AlignCenter, m_markedLabel);
}

void MapView::setBrushOutline(QPointF centre, double radius)
{
    if (!(radius > 0.0))
        radius = 0.0;
    if (centre == m_brushCentre && radius == m_brushRadius)
        return;
    m_brushCentre = centre;
    m_brushRadius = radius;
    update();
}

QRectF MapView::brushOutline() const
{
    if (!(m_brushRadius > 0.0))
        return {};
    const QPointF c = widgetPosOf(m_brushCentre.x(), m_brushCentre.y());
    // Never smaller than a marker, however far out the map is.
    const double r = std::max(4.0, m_brushRadius / metresPerPixel());
    return {c.x() - r, c.y() - r, 2 * r, 2 * r};
}

void MapView::paintBrush(QPainter &painter)
{
    const QRectF r = brushOutline();
    // Far beyond the view (a brush kilometres across seen at 1 m/px): nothing.
    if (r.isEmpty() || !r.intersects(QRectF(rect()).adjusted(-2, -2, 2, 2)) || r.width() > 1e6)
        return;
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(QColor(255, 255, 255, 220), 3));
    painter.drawEllipse(r);
    painter.setPen(QPen(QColor(0x20, 0x20, 0x20), 1, Qt::DashLine));
    painter.drawEllipse(r);
    painter.setRenderHint(QPainter::Antialiasing, false);
}

void MapView::setGroundFrame(std::optional<QRectF> ground)
{
    m_frame = ground;
    update();
}

void MapView::paintFrame(QPainter &painter)
{
    if (!m_frame)
        return;
    // Ground y runs up, widget y down: the frame's top is its largest y.
    const QPointF a = widgetPosOf(m_frame->left(), m_frame->bottom());
    const QPointF b = widgetPosOf(m_frame->right(), m_frame->top());
    outline(painter, QRectF(a, b).normalized(), QColor(0x20, 0x20, 0x20), 1);
}

} // namespace terrain::widgets
