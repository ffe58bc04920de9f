#include "vectorplot.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace terrain::widgets {

namespace {
constexpr double kMargin = 14;
constexpr double kGrab = 10; // pixels
const QColor kArrow(0xd1, 0x5c, 0x00);
const QColor kSelected(0x00, 0x78, 0xc8);
} // namespace

VectorPlot::VectorPlot(QWidget *parent)
    : QWidget(parent)
{
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
}

void VectorPlot::fitRange()
{
    double r = 32;
    for (const relf::DirectionVector &v : m_vectors)
        r = std::max({r, std::abs(double(v.a)) * 1.15, std::abs(double(v.b)) * 1.15});
    m_range = std::ceil(r / 16) * 16;
}

void VectorPlot::setVectors(const relf::VectorSet &vectors)
{
    m_vectors = vectors;
    if (m_dragging < 0) // the scale stays still under a dragging hand
        fitRange();
    m_selected = std::clamp(m_selected, 0, std::max(0, int(m_vectors.size()) - 1));
    update();
}

void VectorPlot::setSelected(int index)
{
    if (index == m_selected || index < 0 || index >= int(m_vectors.size()))
        return;
    m_selected = index;
    update();
    Q_EMIT selectedChanged(index);
}

double VectorPlot::scale() const
{
    return (std::min(width(), height()) / 2.0 - kMargin) / m_range;
}

QPointF VectorPlot::endPosition(const relf::DirectionVector &v) const
{
    return {width() / 2.0 + v.a * scale(), height() / 2.0 - v.b * scale()};
}

relf::DirectionVector VectorPlot::snap(QPointF pos) const
{
    const double s = scale();
    const auto clampComponent = [](double v) {
        return static_cast<std::int32_t>(std::clamp(std::lround(v), -(1L << 24), 1L << 24));
    };
    return {clampComponent((pos.x() - width() / 2.0) / s),
            clampComponent((height() / 2.0 - pos.y()) / s)};
}

void VectorPlot::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.fillRect(rect(), palette().base());
    p.setRenderHint(QPainter::Antialiasing);
    const QPointF o(width() / 2.0, height() / 2.0);
    const double s = scale();
    // A grid every 16 units, axes through the origin.
    p.setPen(QPen(QColor(0xe4, 0xe4, 0xe4), 1));
    for (double u = -m_range; u <= m_range; u += 16) {
        p.drawLine(QPointF(o.x() + u * s, o.y() - m_range * s),
                   QPointF(o.x() + u * s, o.y() + m_range * s));
        p.drawLine(QPointF(o.x() - m_range * s, o.y() - u * s),
                   QPointF(o.x() + m_range * s, o.y() - u * s));
    }
    p.setPen(QPen(QColor(0x90, 0x90, 0x90), 1));
    p.drawLine(QPointF(o.x() - m_range * s, o.y()), QPointF(o.x() + m_range * s, o.y()));
    p.drawLine(QPointF(o.x(), o.y() - m_range * s), QPointF(o.x(), o.y() + m_range * s));
    p.drawText(QPointF(o.x() + m_range * s - 10, o.y() - 4), QStringLiteral("a"));
    p.drawText(QPointF(o.x() + 4, o.y() - m_range * s + 10), QStringLiteral("b"));
    for (int i = 0; i < int(m_vectors.size()); ++i) {
        const QPointF end = endPosition(m_vectors[std::size_t(i)]);
        const QColor c = i == m_selected ? kSelected : kArrow;
        p.setPen(QPen(c, i == m_selected ? 2.5 : 1.8));
        p.drawLine(o, end);
        const QPointF d = end - o;
        const double len = std::hypot(d.x(), d.y());
        if (len > 1) {
            const QPointF u = d / len, n(-u.y(), u.x());
            QPainterPath head;
            head.moveTo(end);
            head.lineTo(end - u * 10 + n * 4);
            head.lineTo(end - u * 10 - n * 4);
            head.closeSubpath();
            p.fillPath(head, c);
        }
    }
    paintLabels(p);
}

void VectorPlot::paintLabels(QPainter &p) const
{
    // Each arrow's number beyond its head, along it, moved further out while
    // it would cover a label already placed; the selected arrow also shows
    // its numbers, on a light box, so they read over the grid and arrows.
    const QPointF o(width() / 2.0, height() / 2.0);
    const QFontMetricsF fm(p.font());
    QList<QRectF> placed;
    const auto place = [&](QPointF end, const QString &text) {
        const QPointF d = end - o;
        const double len = std::hypot(d.x(), d.y());
        const QPointF u = len > 1 ? d / len : QPointF(0.7071, -0.7071);
        const QSizeF size(fm.horizontalAdvance(text) + 6, fm.height() + 2);
        QRectF r;
        for (double out = 8; out < 8 + 12 * 8; out += 12) {
            const QPointF c = end + u * (out + size.width() / 2);
            r = QRectF(c - QPointF(size.width() / 2, size.height() / 2), size);
            r.moveLeft(std::clamp(r.left(), 0.0, width() - r.width()));
            r.moveTop(std::clamp(r.top(), 0.0, height() - r.height()));
            if (std::none_of(placed.cbegin(), placed.cend(),
                             [&](const QRectF &q) { return q.intersects(r); }))
                break;
        }
        placed << r;
        return r;
    };
    p.setRenderHint(QPainter::Antialiasing, false);
    const int n = int(m_vectors.size());
    // The selected one first, so that its label keeps its place.
    for (int k = 0; k < n; ++k) {
        const int i = (m_selected + k) % n;
        const relf::DirectionVector &v = m_vectors[std::size_t(i)];
        const bool selected = i == m_selected;
        const QString text =
            selected ? tr("%1: a %2, b %3").arg(i + 1).arg(v.a).arg(v.b) : QString::number(i + 1);
        const QRectF r = place(endPosition(v), text);
        if (selected) {
            p.fillRect(r, QColor(255, 255, 255, 225));
            p.setPen(QPen(kSelected, 1));
            p.drawRect(r.adjusted(0, 0, -1, -1));
        }
        p.setPen(selected ? kSelected : kArrow.darker(130));
        p.drawText(r, Qt::AlignCenter, text);
    }
}

void VectorPlot::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton)
        return;
    int best = -1;
    double bestDistance = kGrab;
    for (int i = 0; i < int(m_vectors.size()); ++i) {
        const QPointF d = endPosition(m_vectors[std::size_t(i)]) - event->position();
        const double distance = std::hypot(d.x(), d.y());
        if (distance <= bestDistance) {
            best = i;
            bestDistance = distance;
        }
    }
    if (best < 0)
        return;
    setSelected(best);
    m_dragging = best;
    m_dragStart = m_vectors[std::size_t(best)];
    setCursor(Qt::ClosedHandCursor);
}

void VectorPlot::mouseMoveEvent(QMouseEvent *event)
{
    if (m_dragging < 0) {
        bool over = false;
        for (const relf::DirectionVector &v : m_vectors) {
            const QPointF d = endPosition(v) - event->position();
            over |= std::hypot(d.x(), d.y()) <= kGrab;
        }
        setCursor(over ? Qt::OpenHandCursor : Qt::ArrowCursor);
        return;
    }
    const relf::DirectionVector v = snap(event->position());
    if (v == m_vectors[std::size_t(m_dragging)])
        return;
    m_vectors[std::size_t(m_dragging)] = v;
    update();
    Q_EMIT vectorEdited(m_dragging, v);
}

void VectorPlot::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton || m_dragging < 0)
        return;
    m_dragging = -1;
    setCursor(Qt::OpenHandCursor);
    fitRange();
    update();
    Q_EMIT editingFinished();
}

void VectorPlot::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Escape && m_dragging >= 0) {
        const int index = m_dragging;
        m_dragging = -1;
        m_vectors[std::size_t(index)] = m_dragStart;
        setCursor(Qt::ArrowCursor);
        update();
        Q_EMIT vectorEdited(index, m_dragStart); // back where the gesture began
        Q_EMIT editingFinished();
        return;
    }
    QWidget::keyPressEvent(event);
}

} // namespace terrain::widgets
