#include "continentminimap.h"

#include "render/overviewpalette.h"

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
    setCursor(Qt::PointingHandCursor);
    setToolTip(tr("The whole continent; the red frame is the map's view. Click or drag to move "
                  "the view there."));
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

QPointF ContinentMinimap::toWidget(QPointF ground) const
{
    const QRectF r = pictureRect();
    const relf::ContinentGrid &g = *m_continent.grid;
    double u = (ground.x() - m_continent.originX) / m_continent.cell;
    double v = g.height - (ground.y() - m_continent.originY) / m_continent.cell;
    if (m_continent.edges == relf::ContinentEdges::Repeat) {
        // The period the view's centre lies in is the one shown.
        const QPointF c = m_view.center();
        const double cu = std::floor((c.x() - m_continent.originX) / m_continent.cell / g.width);
        const double cv = std::floor((c.y() - m_continent.originY) / m_continent.cell / g.height);
        u -= cu * g.width;
        v += cv * g.height;
    }
    return {r.left() + u / g.width * r.width(), r.top() + v / g.height * r.height()};
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
}

void ContinentMinimap::setPainting(bool on)
{
    m_painting = on;
    m_stroke.reset();
    setCursor(on ? Qt::CrossCursor : Qt::PointingHandCursor);
    update();
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
    update();
}

} // namespace terrain::widgets
