#include "groundplan.h"

#include "handdrag.h"

#include <QLocale>
#include <QMouseEvent>
#include <QPainter>

#include <cmath>

namespace terrain::widgets {

double roundGroundLength(double metresPerPixel, double pixels)
{
    const double most = std::max(1.0, metresPerPixel * pixels);
    const double decade = std::pow(10.0, std::floor(std::log10(most)));
    for (const double f : {5.0, 2.0, 1.0})
        if (f * decade <= most)
            return f * decade;
    return decade;
}

GroundPlan::GroundPlan(QWidget *parent)
    : QWidget(parent)
{
    setMouseTracking(true);
    setFocusPolicy(Qt::ClickFocus); // for a drag's Escape

    // The ground follows the mouse: north is up, so a drag down shows the
    // north. A press released where it was is a click.
    auto *hand = new HandDrag(this, 4);
    connect(hand, &HandDrag::pressed, this, [this] { m_pressCentre = centre(); });
    connect(hand, &HandDrag::dragged, this, [this](QPointF d) {
        setCentre(m_pressCentre + QPointF(-d.x() * m_metresPerPixel, d.y() * m_metresPerPixel));
    });
    connect(hand, &HandDrag::clicked, this, [this](QPointF at) { clickedAt(at); });
    connect(hand, &HandDrag::cancelled, this, [this] { setCentre(m_pressCentre); });
}

QPointF GroundPlan::groundAt(QPointF pos) const
{
    return {m_topLeft.x() + pos.x() * m_metresPerPixel, m_topLeft.y() - pos.y() * m_metresPerPixel};
}

QPointF GroundPlan::widgetPosOf(QPointF ground) const
{
    return {(ground.x() - m_topLeft.x()) / m_metresPerPixel,
            (m_topLeft.y() - ground.y()) / m_metresPerPixel};
}

void GroundPlan::setMapRect(const QRectF &ground)
{
    if (ground == m_mapRect)
        return;
    m_mapRect = ground;
    update();
}

void GroundPlan::setGroundFrame(QPointF topLeft, double metresPerPixel)
{
    const bool moved = topLeft != m_topLeft || metresPerPixel != m_metresPerPixel;
    m_topLeft = topLeft;
    m_metresPerPixel = metresPerPixel;
    refreshHover();
    if (moved && isVisible())
        Q_EMIT shownGroundChanged(shownGround());
}

QRectF GroundPlan::shownGround() const
{
    if (!isVisible())
        return {};
    return QRectF(groundAt(QPointF(0, 0)), groundAt(QPointF(width(), height()))).normalized();
}

void GroundPlan::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    Q_EMIT shownGroundChanged(shownGround());
}

void GroundPlan::hideEvent(QHideEvent *event)
{
    QWidget::hideEvent(event);
    Q_EMIT shownGroundChanged(QRectF());
}

double GroundPlan::tickStep() const
{
    return m_tickStep > 0 ? m_tickStep : roundGroundLength(m_metresPerPixel, 180);
}

void GroundPlan::paintGroundOverlay(QPainter &p) const
{
    const QLocale locale;
    const QFontMetrics fm = p.fontMetrics();
    p.save();
    // The map view's rectangle, so the two views relate.
    if (!m_mapRect.isEmpty()) {
        const QRectF r =
            QRectF(widgetPosOf(m_mapRect.topLeft()), widgetPosOf(m_mapRect.bottomRight()))
                .normalized();
        p.setPen(QPen(QColor(255, 255, 255, 220), 3));
        p.setBrush(Qt::NoBrush);
        p.drawRect(r);
        p.setPen(QPen(QColor(0x20, 0x20, 0x20), 1, Qt::DashLine));
        p.drawRect(r);
    }
    // Ground coordinates along the top and left edges.
    const double step = tickStep();
    const QPointF topLeft = groundAt({0, 0}),
                  bottomRight = groundAt({double(width()), double(height())});
    p.setPen(QColor(255, 255, 255, 230));
    for (double x = std::ceil(topLeft.x() / step) * step; x <= bottomRight.x(); x += step) {
        const double px = widgetPosOf({x, 0}).x();
        p.drawLine(QPointF(px, 0), QPointF(px, 5));
        p.drawText(QPointF(px + 2, fm.ascent() + 1), locale.toString(qint64(x)));
    }
    for (double y = std::floor(topLeft.y() / step) * step; y >= bottomRight.y(); y -= step) {
        const double py = widgetPosOf({0, y}).y();
        if (py < fm.height() + 4)
            continue; // clear of the top edge's numbers
        p.drawLine(QPointF(0, py), QPointF(5, py));
        p.drawText(QPointF(7, py - 2), locale.toString(qint64(y)));
    }
    // A scale bar of a round length at the bottom right.
    const double metres = roundGroundLength(m_metresPerPixel, 90);
    const double bar = metres / m_metresPerPixel;
    const QString label = tr("%1 m").arg(locale.toString(qint64(metres)));
    const QPointF at(width() - bar - 12, height() - 10);
    p.fillRect(QRectF(at.x() - 4, at.y() - fm.height() - 6,
                      std::max(bar, double(fm.horizontalAdvance(label))) + 8, fm.height() + 12),
               QColor(0, 0, 0, 160));
    p.setPen(QPen(Qt::white, 2));
    p.drawLine(at, at + QPointF(bar, 0));
    p.drawLine(at + QPointF(0, -4), at + QPointF(0, 2));
    p.drawLine(at + QPointF(bar, -4), at + QPointF(bar, 2));
    p.drawText(QPointF(at.x(), at.y() - 6), label);
    // What the mouse is over, in metres; cut short in a narrow view.
    if (!m_hover.isEmpty()) {
        const QString text = fm.elidedText(m_hover, Qt::ElideRight, width() - 16);
        const int w = fm.horizontalAdvance(text) + 10;
        const QRect box(std::max(0, width() - w - 6), fm.height() + 6, w, fm.height() + 4);
        p.fillRect(box, QColor(0, 0, 0, 170));
        p.setPen(Qt::white);
        p.drawText(box, Qt::AlignCenter, text);
    }
    p.restore();
}

void GroundPlan::refreshHover()
{
    if (m_mouseInside)
        updateHover(m_mouse);
}

void GroundPlan::updateHover(QPointF pos)
{
    m_mouse = pos;
    const QString what = describeAt(pos);
    QString text;
    if (!what.isEmpty()) {
        const QPointF g = groundAt(pos);
        const QLocale locale;
        text = tr("x %1 m, y %2 m: %3")
                   .arg(locale.toString(g.x(), 'f', 0), locale.toString(g.y(), 'f', 0), what);
    }
    if (text != m_hover) {
        m_hover = text;
        update();
    }
}

void GroundPlan::mouseMoveEvent(QMouseEvent *event)
{
    m_mouseInside = true;
    updateHover(event->position());
}

void GroundPlan::leaveEvent(QEvent *)
{
    m_mouseInside = false;
    if (m_hover.isEmpty())
        return;
    m_hover.clear();
    update();
}

void GroundPlan::mouseDoubleClickEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton)
        return;
    Q_EMIT showOnMapRequested(showPointAt(event->position()));
}

} // namespace terrain::widgets
