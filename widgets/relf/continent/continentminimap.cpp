#include "continentminimap.h"

#include "render/overviewpalette.h"

#include <QCursor>
#include <QLocale>
#include <QMouseEvent>
#include <QPainter>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace terrain::widgets {

namespace {

constexpr int kMaxPicture = 512;

} // namespace

ContinentMinimap::ContinentMinimap(QWidget *parent)
    : QWidget(parent)
{
    setMinimumSize(120, 100);
    setPainting(false);
}

void ContinentMinimap::setContinent(const relf::Continent &continent, double lakeLevel,
                                    double snowHeight, double detailMean)
{
    if (!m_continent.grid && continent.grid) // a brush a thirtieth of the grid
        m_radius = std::max(2.0, continent.grid->width / 32.0);
    m_continent = continent;
    const Drawn drawn{continent.grid, continent.base, continent.amplitude,
                      lakeLevel,      snowHeight,     detailMean};
    if (!(m_drawn == drawn)) {
        m_drawn = drawn;
        m_picture = QImage();
        if (const relf::ContinentGrid *g = continent.grid.get()) {
            const relf::ContinentSampler sampler(continent);
            const int stride =
                std::max(1, (std::max(g->width, g->height) + kMaxPicture - 1) / kMaxPicture);
            const int w = (g->width + stride - 1) / stride, h = (g->height + stride - 1) / stride;
            m_picture = QImage(w, h, QImage::Format_RGB32);
            for (int row = 0; row < h; ++row) {
                auto *line = reinterpret_cast<QRgb *>(m_picture.scanLine(row));
                for (int col = 0; col < w; ++col) {
                    const double m = g->at(col * stride, row * stride) / relf::kContinentFullScale;
                    line[col] = render::overviewColour(sampler.compose(m, detailMean), lakeLevel,
                                                       snowHeight);
                }
            }
        }
    }
    update();
}

void ContinentMinimap::setView(const QRectF &ground)
{
    m_view = ground;
    update();
}

QRectF ContinentMinimap::pictureRect() const
{
    if (m_picture.isNull())
        return {};
    const QSizeF size =
        QSizeF(m_picture.size()).scaled(QSizeF(this->size()) - QSizeF(4, 4), Qt::KeepAspectRatio);
    return {QPointF((width() - size.width()) / 2, (height() - size.height()) / 2), size};
}

QPointF ContinentMinimap::groundAt(QPointF pixel) const
{
    const QRectF r = pictureRect();
    if (r.isEmpty() || !m_continent.grid)
        return {};
    const relf::ContinentGrid &g = *m_continent.grid;
    const double u = (pixel.x() - r.left()) / r.width() * g.width;
    const double v = (pixel.y() - r.top()) / r.height() * g.height; // from the north
    return {m_continent.originX + u * m_continent.cell,
            m_continent.originY + (g.height - v) * m_continent.cell};
}

QPointF ContinentMinimap::shownPeriod() const
{
    if (!m_continent.grid || m_continent.edges != relf::ContinentEdges::Repeat)
        return {};
    // The period the view's centre lies in is the one shown.
    const relf::ContinentGrid &g = *m_continent.grid;
    const double periodX = g.width * m_continent.cell, periodY = g.height * m_continent.cell;
    const QPointF c = m_view.center();
    return {std::floor((c.x() - m_continent.originX) / periodX) * periodX,
            std::floor((c.y() - m_continent.originY) / periodY) * periodY};
}

QPointF ContinentMinimap::toWidget(QPointF ground) const
{
    const QRectF r = pictureRect();
    const relf::ContinentGrid &g = *m_continent.grid;
    const QPointF p = ground - shownPeriod();
    const double u = (p.x() - m_continent.originX) / m_continent.cell;
    const double v = g.height - (p.y() - m_continent.originY) / m_continent.cell;
    return {r.left() + u / g.width * r.width(), r.top() + v / g.height * r.height()};
}

QRectF ContinentMinimap::brushOutline() const
{
    const QRectF r = pictureRect();
    if (!m_painting || !m_hover || r.isEmpty() || !m_continent.grid)
        return {};
    const double radius = m_radius * r.width() / m_continent.grid->width;
    return {m_hover->x() - radius, m_hover->y() - radius, 2 * radius, 2 * radius};
}

void ContinentMinimap::moveBrush(std::optional<QPointF> pixel)
{
    m_hover = pixel;
    update();
    if (m_painting && pixel && !pictureRect().isEmpty())
        Q_EMIT brushMoved(groundAt(*pixel) + shownPeriod(), m_radius * m_continent.cell);
    else
        Q_EMIT brushMoved({}, 0.0);
}

// The brush's reach about the pointer and, in a corner, how wide it is on
// the ground.
void ContinentMinimap::paintBrush(QPainter &painter, const QRectF &r)
{
    const QRectF brush = brushOutline();
    if (brush.isEmpty())
        return;
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(QColor(255, 255, 255, 220), 3));
    painter.drawEllipse(brush);
    painter.setPen(QPen(QColor(0x20, 0x20, 0x20), 1, Qt::DashLine));
    painter.drawEllipse(brush);
    painter.setRenderHint(QPainter::Antialiasing, false);
    const double across = 2.0 * m_radius * m_continent.cell;
    const QString text =
        across >= 1000.0 ? tr("Brush %1 km across").arg(QLocale().toString(across / 1000.0, 'f', 1))
                         : tr("Brush %1 m across").arg(QLocale().toString(across, 'f', 0));
    const QFontMetrics fm(font());
    const QRectF box(r.left() + 2, r.bottom() - fm.height() - 4, fm.horizontalAdvance(text) + 8,
                     fm.height() + 2);
    painter.fillRect(box, QColor(255, 255, 255, 210));
    painter.setPen(QColor(0x20, 0x20, 0x20));
    painter.drawText(box, Qt::AlignCenter, text);
}

void ContinentMinimap::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.fillRect(rect(), palette().window());
    const QRectF r = pictureRect();
    if (r.isEmpty()) {
        painter.drawText(rect(), Qt::AlignCenter | Qt::TextWordWrap, tr("No continent"));
        return;
    }
    painter.drawImage(r, m_picture);
    painter.setClipRect(r);
    if (!m_view.isEmpty()) {
        QRectF frame(toWidget(m_view.topLeft()), toWidget(m_view.bottomRight()));
        frame = frame.normalized();
        if (frame.width() < 3 || frame.height() < 3) // deep inside: a square marks it
            frame = QRectF(frame.center() - QPointF(3, 3), QSizeF(6, 6));
        painter.setPen(QPen(Qt::red, 2));
        painter.drawRect(frame);
    }
    if (m_stroke) {
        const double scale = r.width() / m_continent.grid->width;
        painter.setPen(QPen(QColor(255, 255, 255, 160), std::max(1.0, 2 * m_radius * scale),
                            Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        QPolygonF path;
        for (const auto &p : m_stroke->points)
            path << QPointF(r.left() + p[0] * scale, r.top() + p[1] * scale);
        painter.drawPolyline(path);
    }
    paintBrush(painter, r);
}

void ContinentMinimap::setPainting(bool on)
{
    m_painting = on;
    m_stroke.reset();
    setCursor(on ? Qt::CrossCursor : Qt::PointingHandCursor);
    setToolTip(on ? tr("Painting: drag with the left button to raise, the right to lower; Shift "
                       "paints sea, Ctrl smooths; the wheel sizes the brush.")
                  : tr("The whole continent; the red frame is the map's view. Click or drag to "
                       "move the view there."));
    setMouseTracking(on); // the brush follows the pointer
    moveBrush(on && underMouse() ? std::optional(QPointF(mapFromGlobal(QCursor::pos())))
                                 : std::nullopt);
}

QPointF ContinentMinimap::gridAt(QPointF pixel) const
{
    const QRectF r = pictureRect();
    if (r.isEmpty() || !m_continent.grid)
        return {};
    return {(pixel.x() - r.left()) / r.width() * m_continent.grid->width,
            (pixel.y() - r.top()) / r.height() * m_continent.grid->height};
}

void ContinentMinimap::mousePressEvent(QMouseEvent *event)
{
    if (pictureRect().isEmpty())
        return;
    if (!m_painting) {
        if (event->button() == Qt::LeftButton)
            Q_EMIT centreRequested(groundAt(event->position()));
        return;
    }
    if (event->button() != Qt::LeftButton && event->button() != Qt::RightButton)
        return;
    continent::BrushStroke s;
    const Qt::KeyboardModifiers keys = event->modifiers();
    s.kind = keys & Qt::ShiftModifier             ? continent::BrushStroke::Kind::Sea
             : keys & Qt::ControlModifier         ? continent::BrushStroke::Kind::Smooth
             : event->button() == Qt::RightButton ? continent::BrushStroke::Kind::Lower
                                                  : continent::BrushStroke::Kind::Raise;
    s.radius = m_radius;
    const QPointF g = gridAt(event->position());
    s.points.push_back({g.x(), g.y()});
    m_stroke = std::move(s);
    update();
}

void ContinentMinimap::mouseMoveEvent(QMouseEvent *event)
{
    if (pictureRect().isEmpty())
        return;
    if (m_painting)
        moveBrush(event->position());
    if (m_stroke) {
        const QPointF g = gridAt(event->position());
        m_stroke->points.push_back({g.x(), g.y()});
        update();
    } else if (!m_painting && (event->buttons() & Qt::LeftButton)) {
        Q_EMIT centreRequested(groundAt(event->position()));
    }
}

void ContinentMinimap::mouseReleaseEvent(QMouseEvent *)
{
    if (!m_stroke)
        return;
    const continent::BrushStroke s = std::move(*m_stroke);
    m_stroke.reset();
    update();
    Q_EMIT stroke(s);
}

void ContinentMinimap::wheelEvent(QWheelEvent *event)
{
    if (!m_painting)
        return QWidget::wheelEvent(event);
    const double factor = event->angleDelta().y() > 0 ? 1.25 : 0.8;
    const double largest = m_continent.grid ? m_continent.grid->width / 2.0 : 64.0;
    m_radius = std::clamp(m_radius * factor, 1.0, std::max(1.0, largest));
    moveBrush(m_hover ? m_hover : std::optional(event->position()));
}

void ContinentMinimap::leaveEvent(QEvent *event)
{
    if (m_hover)
        moveBrush(std::nullopt);
    QWidget::leaveEvent(event);
}

} // namespace terrain::widgets
