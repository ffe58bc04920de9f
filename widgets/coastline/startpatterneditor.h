#pragma once
// The coarse start grid of a fractal coastline, painted with a brush: a
// click or drag paints cells with the chosen land type, the right button
// picks the type under the cursor. It takes the pattern in with a setter (no
// echo) and emits patternEdited while painting and editingFinished when the
// stroke ends; Esc during a stroke puts the pattern back as it was.

#include <QColor>
#include <QWidget>

#include <cstdint>
#include <vector>

namespace terrain::widgets {

class StartPatternEditor : public QWidget
{
    Q_OBJECT
public:
    explicit StartPatternEditor(QWidget *parent = nullptr);

    // grid × grid cells, row-major, row 0 at the top; colours[type].
    void setPattern(int grid, const std::vector<std::uint8_t> &cells, const QList<QColor> &colours);
    const std::vector<std::uint8_t> &cells() const { return m_cells; }
    int grid() const { return m_grid; }
    void setBrush(int type);
    int brush() const { return m_brush; }

    // The cell under a widget position, or (-1, -1).
    QPoint cellAt(QPointF pos) const;
    QRectF cellRect(int column, int row) const;

    QSize sizeHint() const override { return {240, 240}; }
    QSize minimumSizeHint() const override { return {120, 120}; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override { return width; }

Q_SIGNALS:
    void patternEdited(const std::vector<std::uint8_t> &cells);
    void editingFinished();
    void brushPicked(int type);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    void paintAt(QPointF pos);
    QRectF board() const;

    int m_grid = 2;
    std::vector<std::uint8_t> m_cells{0, 0, 0, 1};
    QList<QColor> m_colours;
    int m_brush = 1;
    bool m_painting = false;
    std::vector<std::uint8_t> m_before; // the pattern when the stroke began
};

} // namespace terrain::widgets
