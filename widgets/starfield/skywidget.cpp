#include "skywidget.h"

#include "handdrag.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>
#include <QWheelEvent>

#include <cmath>

namespace terrain::widgets {

SkyWidget::SkyWidget(QWidget *parent)
    : QWidget(parent)
{
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setMinimumSize(200, 150);
    setCursor(Qt::OpenHandCursor);

    // Dragging the sky to the right shows what lies west of it.
    m_hand = new HandDrag(this);
    connect(m_hand, &HandDrag::pressed, this, &SkyWidget::panStarted);
    connect(m_hand, &HandDrag::dragged, this, [this](QPointF d) {
        const double k = unitsPerPixel();
        Q_EMIT panned(-qint64(std::lround(d.x() * k)), qint64(std::lround(d.y() * k)));
    });
    connect(m_hand, &HandDrag::finished, this, &SkyWidget::panFinished);
    connect(m_hand, &HandDrag::clicked, this, &SkyWidget::panFinished);
    connect(m_hand, &HandDrag::cancelled, this, &SkyWidget::panCancelled);
}

void SkyWidget::setSky(const QImage &picture, const starfield::SpaceBox &box,
                       const std::vector<starfield::Star> &stars)
{
    m_picture = picture;
    m_box = box;
    m_stars = stars;
    update();
}

QRectF SkyWidget::target() const
{
    if (m_picture.isNull())
        return {};
    const QSizeF size = QSizeF(m_picture.size()).scaled(QSizeF(this->size()), Qt::KeepAspectRatio);
    return {QPointF((width() - size.width()) / 2, (height() - size.height()) / 2), size};
}

double SkyWidget::unitsPerPixel() const
{
    const QRectF t = target();
    return t.width() > 0 ? double(m_box.w) / t.width() : 1.0;
}

void SkyWidget::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.fillRect(rect(), QColor(5, 6, 12));
    if (m_picture.isNull()) {
        painter.setPen(Qt::lightGray);
        painter.drawText(rect(), Qt::AlignCenter, tr("Scanning the sky…"));
        return;
    }
    painter.setRenderHint(QPainter::SmoothPixmapTransform, true);
    painter.drawImage(target(), m_picture);
}

void SkyWidget::mouseMoveEvent(QMouseEvent *event)
{
    const QRectF t = target();
    const double k = unitsPerPixel();
    const double x = double(m_box.x0) + (event->position().x() - t.left()) * k;
    const double y = double(m_box.y0 + m_box.h) - (event->position().y() - t.top()) * k;
    Q_EMIT cursorMoved(x, y);
    if (m_hand->isPressed())
        return;
    // The nearest star within six pixels, named.
    const starfield::Star *best = nullptr;
    double bestDistance = 6.0;
    for (const starfield::Star &s : m_stars) {
        const QPointF at(t.left() + (s.x - double(m_box.x0) + 0.5) / k,
                         t.top() + (double(m_box.y0 + m_box.h - 1) - s.y + 0.5) / k);
        const double distance =
            std::hypot(at.x() - event->position().x(), at.y() - event->position().y());
        if (distance < bestDistance) {
            bestDistance = distance;
            best = &s;
        }
    }
    if (best)
        QToolTip::showText(event->globalPosition().toPoint(),
                           tr("Star at %L1, %L2, %L3\nMagnitude %L4, planets: %L5, colour %L6")
                               .arg(best->x)
                               .arg(best->y)
                               .arg(best->z)
                               .arg(best->magnitude, 0, 'f', 2)
                               .arg(best->planets)
                               .arg(best->colour),
                           this);
    else
        QToolTip::hideText();
}

void SkyWidget::wheelEvent(QWheelEvent *event)
{
    const int steps = event->angleDelta().y() / 120;
    if (steps != 0)
        Q_EMIT flown(qint64(steps) * std::max<qint64>(1, m_box.d / 10));
}

} // namespace terrain::widgets
