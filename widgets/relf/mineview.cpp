#include "mineview.h"

#include "render/colourtable.h"

#include <QLocale>
#include <QMouseEvent>
#include <QPainter>

#include <cmath>

namespace terrain::widgets {

namespace {
QColor colour(render::MapColour c)
{
    return QColor::fromRgb(render::rgbOf(c));
}
} // namespace

MineView::MineView(QWidget *parent)
    : QWidget(parent)
{
    setAttribute(Qt::WA_OpaquePaintEvent);
    setMouseTracking(true);
}

void MineView::setTerrain(relf::EvaluatorPtr terrain)
{
    m_terrain = std::move(terrain);
    if (m_terrain)
        m_level = std::clamp(m_level, 0, m_terrain->parameters().mines.levels - 1);
    recompute();
}

void MineView::setCentre(QPointF ground)
{
    m_centre = ground;
    recompute();
}

void MineView::setLevel(int level)
{
    const int levels = m_terrain ? m_terrain->parameters().mines.levels : 1;
    level = std::clamp(level, 0, levels - 1);
    if (level == m_level)
        return;
    m_level = level;
    update();
}

std::pair<std::int64_t, std::int64_t> MineView::cellAt(QPointF pos) const
{
    const int c = int(std::floor(pos.x() / kCellPixels));
    const int rFromTop = int(std::floor(pos.y() / kCellPixels));
    return {m_map.i0 + c, m_map.j0 + (m_map.height - 1 - rFromTop)};
}

QPointF MineView::cellCentre(std::int64_t i, std::int64_t j) const
{
    return {(double(i - m_map.i0) + 0.5) * kCellPixels,
            (double(m_map.height - 1 - (j - m_map.j0)) + 0.5) * kCellPixels};
}

QPointF MineView::groundAt(QPointF pos) const
{
    // Cell i spans ground x from 16i - 8 to 16i + 8; the top row is j0 + height - 1.
    const double m = double(relf::kMineGrid) / kCellPixels;
    return {(double(m_map.i0) - 0.5) * relf::kMineGrid + pos.x() * m,
            (double(m_map.j0 + m_map.height) - 0.5) * relf::kMineGrid - pos.y() * m};
}

QPointF MineView::widgetPosOf(QPointF ground) const
{
    const double m = double(relf::kMineGrid) / kCellPixels;
    return {(ground.x() - (double(m_map.i0) - 0.5) * relf::kMineGrid) / m,
            ((double(m_map.j0 + m_map.height) - 0.5) * relf::kMineGrid - ground.y()) / m};
}

void MineView::setMapRect(const QRectF &ground)
{
    m_mapRect = ground;
    update();
}

void MineView::resizeEvent(QResizeEvent *)
{
    recompute();
}

void MineView::recompute()
{
    if (!m_terrain)
        return;
    const int w = width() / kCellPixels + 1, h = height() / kCellPixels + 1;
    const auto ci = std::int64_t(std::floor(m_centre.x() / relf::kMineGrid + 0.5));
    const auto cj = std::int64_t(std::floor(m_centre.y() / relf::kMineGrid + 0.5));
    m_map = relf::computeMines(*m_terrain, ci - w / 2, cj - h / 2, w, h,
                               m_terrain->parameters().mines.levels);
    // Keep the picked mine picked while it stays in view.
    m_selected = -1;
    if (m_hasSelection) {
        const std::int64_t c = m_selectedCell[0] - m_map.i0, r = m_selectedCell[1] - m_map.j0;
        if (c >= 0 && c < m_map.width && r >= 0 && r < m_map.height)
            m_selected = m_map.mine[m_map.index(m_level, int(c), int(r))];
        announceSelection(); // its size may have changed with the terrain or the levels
    }
    update();
}

void MineView::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.fillRect(rect(), colour(render::MapColour::Rock));
    for (int r = 0; r < m_map.height; ++r)
        for (int c = 0; c < m_map.width; ++c) {
            const relf::MineCell cell = m_map.at(m_level, c, r);
            if (cell == relf::MineCell::Rock)
                continue;
            const QRect at(c * kCellPixels, (m_map.height - 1 - r) * kCellPixels, kCellPixels,
                           kCellPixels);
            const std::int32_t mine = m_map.mine[m_map.index(m_level, c, r)];
            const bool picked = m_selected >= 0 && mine == m_selected;
            const bool reachable = m_map.mines[std::size_t(mine)].shafts > 0;
            p.fillRect(at, colour(picked      ? render::MapColour::MineSelected
                                  : reachable ? render::MapColour::MineOpen
                                              : render::MapColour::MineUnreachable));
            if (cell == relf::MineCell::Shaft) // a ladder up to the surface
                p.fillRect(at.adjusted(2, 2, -2, -2), colour(render::MapColour::MineShaft));
            else if (cell == relf::MineCell::Cave) // a tunnel out of a cave mouth
                p.fillRect(at.adjusted(2, 2, -2, -2), colour(render::MapColour::MineCave));
        }
    paintCoordinates(p);
    const QString label = tr("Level %1").arg(m_level);
    const QRect box(4, height() - p.fontMetrics().height() - 8,
                    p.fontMetrics().horizontalAdvance(label) + 10, p.fontMetrics().height() + 4);
    p.fillRect(box, QColor(0, 0, 0, 160));
    p.setPen(Qt::white);
    p.drawText(box, Qt::AlignCenter, label);
}

void MineView::paintCoordinates(QPainter &p) const
{
    const QLocale locale;
    const QFontMetrics fm = p.fontMetrics();
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
    // Ground coordinates every 160 m (ten cells) along the top and left edges.
    constexpr double kStep = 10.0 * relf::kMineGrid;
    const QPointF topLeft = groundAt({0, 0}),
                  bottomRight = groundAt({double(width()), double(height())});
    p.setPen(QColor(255, 255, 255, 230));
    for (double x = std::ceil(topLeft.x() / kStep) * kStep; x <= bottomRight.x(); x += kStep) {
        const double px = widgetPosOf({x, 0}).x();
        p.drawLine(QPointF(px, 0), QPointF(px, 5));
        p.drawText(QPointF(px + 2, fm.ascent() + 1), locale.toString(qint64(x)));
    }
    for (double y = std::floor(topLeft.y() / kStep) * kStep; y >= bottomRight.y(); y -= kStep) {
        const double py = widgetPosOf({0, y}).y();
        if (py < fm.height() + 4)
            continue; // clear of the top edge's numbers
        p.drawLine(QPointF(0, py), QPointF(5, py));
        p.drawText(QPointF(7, py - 2), locale.toString(qint64(y)));
    }
    // A scale bar of 100 m at the bottom right.
    const double metresPerPixel = double(relf::kMineGrid) / kCellPixels;
    const double bar = 100.0 / metresPerPixel;
    const QString label = tr("%L1 m").arg(100);
    const QPointF at(width() - bar - 12, height() - 10);
    p.fillRect(QRectF(at.x() - 4, at.y() - fm.height() - 6, bar + 8, fm.height() + 12),
               QColor(0, 0, 0, 160));
    p.setPen(QPen(Qt::white, 2));
    p.drawLine(at, at + QPointF(bar, 0));
    p.drawLine(at + QPointF(0, -4), at + QPointF(0, 2));
    p.drawLine(at + QPointF(bar, -4), at + QPointF(bar, 2));
    p.drawText(QPointF(at.x(), at.y() - 6), label);
    // What the mouse is over, in metres.
    if (!m_hover.isEmpty()) {
        const QRect box(width() - fm.horizontalAdvance(m_hover) - 16, fm.height() + 6,
                        fm.horizontalAdvance(m_hover) + 10, fm.height() + 4);
        p.fillRect(box, QColor(0, 0, 0, 170));
        p.setPen(Qt::white);
        p.drawText(box, Qt::AlignCenter, m_hover);
    }
}

void MineView::updateHover(QPointF pos)
{
    const auto [i, j] = cellAt(pos);
    const std::int64_t c = i - m_map.i0, r = j - m_map.j0;
    QString text;
    if (m_terrain && c >= 0 && c < m_map.width && r >= 0 && r < m_map.height) {
        const QPointF g = groundAt(pos);
        const QLocale locale;
        const relf::MineCell cell = m_map.at(m_level, int(c), int(r));
        const QString what = cell == relf::MineCell::Rock    ? tr("rock")
                             : cell == relf::MineCell::Shaft ? tr("open, a shaft up")
                             : cell == relf::MineCell::Cave  ? tr("open, a cave mouth above")
                                                             : tr("open");
        text = tr("x %L1 m, y %L2 m: %L3")
                   .arg(locale.toString(g.x(), 'f', 0), locale.toString(g.y(), 'f', 0), what);
    }
    if (text != m_hover) {
        m_hover = text;
        update();
    }
}

void MineView::leaveEvent(QEvent *)
{
    m_hover.clear();
    update();
}

void MineView::mouseDoubleClickEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton)
        return;
    const auto [i, j] = cellAt(event->position());
    Q_EMIT showOnMapRequested(QPointF(double(i) * relf::kMineGrid, double(j) * relf::kMineGrid));
}

void MineView::announceSelection()
{
    if (m_selected < 0)
        Q_EMIT mineSelected(0, 0);
    else
        Q_EMIT mineSelected(m_map.mines[std::size_t(m_selected)].cells,
                            m_map.mines[std::size_t(m_selected)].shafts);
}

void MineView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton)
        return;
    m_pressAt = event->position();
    m_pressCentre = m_centre;
    m_panning = false;
}

void MineView::mouseMoveEvent(QMouseEvent *event)
{
    updateHover(event->position());
    if (!(event->buttons() & Qt::LeftButton))
        return;
    const QPointF d = event->position() - m_pressAt;
    if (!m_panning && d.manhattanLength() < 4)
        return;
    // Drag the mines: a cell's width of pixels is 16 m of ground.
    m_panning = true;
    setCursor(Qt::ClosedHandCursor);
    const double metresPerPixel = double(relf::kMineGrid) / kCellPixels;
    setCentre(m_pressCentre + QPointF(-d.x() * metresPerPixel, d.y() * metresPerPixel));
}

void MineView::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton)
        return;
    if (m_panning) {
        m_panning = false;
        unsetCursor();
        return;
    }
    const auto [i, j] = cellAt(event->position());
    const std::int64_t c = i - m_map.i0, r = j - m_map.j0;
    if (c < 0 || c >= m_map.width || r < 0 || r >= m_map.height)
        return;
    const std::int32_t mine = m_map.mine[m_map.index(m_level, int(c), int(r))];
    m_hasSelection = mine >= 0;
    m_selectedCell[0] = i;
    m_selectedCell[1] = j;
    m_selected = mine;
    update();
    announceSelection();
}

} // namespace terrain::widgets
