#include "startpatterneditor.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace terrain::widgets {

StartPatternEditor::StartPatternEditor(QWidget *parent)
    : QWidget(parent)
{
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
    setToolTip(
        tr("Paint the start pattern with the chosen land type; the right button picks a type"));
}

void StartPatternEditor::setPattern(int grid, const std::vector<std::uint8_t> &cells,
                                    const QList<QColor> &colours)
{
    if (grid < 1 || cells.size() != std::size_t(grid) * std::size_t(grid))
        return;
    m_grid = grid;
    m_cells = cells;
    m_colours = colours;
    m_brush = std::clamp(m_brush, 0, std::max(0, int(colours.size()) - 1));
    update();
}

void StartPatternEditor::setBrush(int type)
{
    m_brush = type;
}

QRectF StartPatternEditor::board() const
{
    const double side = std::max(1, std::min(width(), height()) - 2);
    return {(width() - side) / 2.0, (height() - side) / 2.0, side, side};
}

QRectF StartPatternEditor::cellRect(int column, int row) const
{
    const QRectF b = board();
    const double s = b.width() / m_grid;
    return {b.left() + column * s, b.top() + row * s, s, s};
}

QPoint StartPatternEditor::cellAt(QPointF pos) const
{
    const QRectF b = board();
    if (!b.contains(pos))
        return {-1, -1};
    const double s = b.width() / m_grid;
    return {std::min(m_grid - 1, int((pos.x() - b.left()) / s)),
            std::min(m_grid - 1, int((pos.y() - b.top()) / s))};
}

void StartPatternEditor::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.fillRect(rect(), palette().window());
    for (int r = 0; r < m_grid; ++r)
        for (int c = 0; c < m_grid; ++c) {
            const int type = m_cells[std::size_t(r) * std::size_t(m_grid) + std::size_t(c)];
            p.fillRect(cellRect(c, r),
                       type < m_colours.size() ? m_colours[type] : QColor(Qt::magenta));
        }
    if (m_grid <= 32) {
        p.setPen(QPen(QColor(0, 0, 0, 60), 1));
        for (int k = 0; k <= m_grid; ++k) {
            const QRectF a = cellRect(k, 0), b = cellRect(0, k);
            p.drawLine(QPointF(a.left(), board().top()), QPointF(a.left(), board().bottom()));
            p.drawLine(QPointF(board().left(), b.top()), QPointF(board().right(), b.top()));
        }
    }
    p.setPen(QPen(palette().windowText(), 1));
    p.drawRect(board());
}

void StartPatternEditor::paintAt(QPointF pos)
{
    const QPoint cell = cellAt(pos);
    if (cell.x() < 0)
        return;
    auto &v = m_cells[std::size_t(cell.y()) * std::size_t(m_grid) + std::size_t(cell.x())];
    if (v == m_brush)
        return;
    v = std::uint8_t(m_brush);
    update();
    Q_EMIT patternEdited(m_cells);
}

void StartPatternEditor::mousePressEvent(QMouseEvent *event)
{
    if (event->button() == Qt::RightButton) {
        const QPoint cell = cellAt(event->position());
        if (cell.x() >= 0) {
            m_brush = m_cells[std::size_t(cell.y()) * std::size_t(m_grid) + std::size_t(cell.x())];
            Q_EMIT brushPicked(m_brush);
        }
        return;
    }
    if (event->button() != Qt::LeftButton)
        return;
    m_painting = true;
    m_before = m_cells;
    paintAt(event->position());
}

void StartPatternEditor::mouseMoveEvent(QMouseEvent *event)
{
    if (m_painting)
        paintAt(event->position());
}

void StartPatternEditor::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton || !m_painting)
        return;
    m_painting = false;
    Q_EMIT editingFinished();
}

void StartPatternEditor::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Escape && m_painting) {
        m_painting = false;
        m_cells = m_before;
        update();
        Q_EMIT patternEdited(m_cells);
        Q_EMIT editingFinished();
        return;
    }
    QWidget::keyPressEvent(event);
}

} // namespace terrain::widgets
