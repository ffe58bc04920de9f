#include "mineview.h"

#include "render/colourtable.h"

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
    : GroundPlan(parent)
{
    setAttribute(Qt::WA_OpaquePaintEvent);
    setTickStep(10.0 * relf::kMineGrid); // every ten cells
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
    refreshHover();
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
    // Cell i spans ground x from 16i - 8 to 16i + 8; the top row is j0 + height - 1.
    setGroundFrame(QPointF((double(m_map.i0) - 0.5) * relf::kMineGrid,
                           (double(m_map.j0 + m_map.height) - 0.5) * relf::kMineGrid),
                   double(relf::kMineGrid) / kCellPixels);
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
    paintGroundOverlay(p);
    const QString label = tr("Level %1").arg(m_level);
    const QRect box(4, height() - p.fontMetrics().height() - 8,
                    p.fontMetrics().horizontalAdvance(label) + 10, p.fontMetrics().height() + 4);
    p.fillRect(box, QColor(0, 0, 0, 160));
    p.setPen(Qt::white);
    p.drawText(box, Qt::AlignCenter, label);
}

QString MineView::describeAt(QPointF pos) const
{
    const auto [i, j] = cellAt(pos);
    const std::int64_t c = i - m_map.i0, r = j - m_map.j0;
    if (!m_terrain || c < 0 || c >= m_map.width || r < 0 || r >= m_map.height)
        return {};
    switch (m_map.at(m_level, int(c), int(r))) {
    case relf::MineCell::Rock:
        return tr("rock");
    case relf::MineCell::Shaft:
        return tr("open, a shaft up");
    case relf::MineCell::Cave:
        return tr("open, a cave mouth above");
    case relf::MineCell::Open:
        break;
    }
    return tr("open");
}

QPointF MineView::showPointAt(QPointF pos) const
{
    const auto [i, j] = cellAt(pos);
    return {double(i) * relf::kMineGrid, double(j) * relf::kMineGrid};
}

void MineView::announceSelection()
{
    if (m_selected < 0)
        Q_EMIT mineSelected(0, 0);
    else
        Q_EMIT mineSelected(m_map.mines[std::size_t(m_selected)].cells,
                            m_map.mines[std::size_t(m_selected)].shafts);
}

void MineView::clickedAt(QPointF pos)
{
    const auto [i, j] = cellAt(pos);
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
