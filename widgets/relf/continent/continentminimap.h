#pragma once
// The continent at a glance: its grid as a small map (sea blue, land from
// green to brown and white with the macro value) with the main view's
// rectangle on it. A click or drag centres the view there. A repeating
// continent shows one period; the rectangle wraps with it. While painting,
// a drag is a brush stroke instead (left raises, right lowers, Shift paints
// sea, Ctrl smooths; the wheel sizes the brush), sent whole on release; the
// brush's outline and size follow the pointer, and brushMoved() lets the
// map outline it too.

#include "relf/continent.h"
#include "relf/continent/continentbrush.h"

#include <QImage>
#include <QRectF>
#include <QWidget>

#include <optional>

namespace terrain::widgets {

class ContinentMinimap : public QWidget
{
    Q_OBJECT
public:
    explicit ContinentMinimap(QWidget *parent = nullptr);

    // The continent in the overview's colours (render/overviewpalette.h):
    // each cell's height as the overview composes it, base + amplitude × the
    // detail's mean, against the lake and the snow line.
    void setContinent(const relf::Continent &continent, double lakeLevel, double snowHeight,
                      double detailMean);
    void setView(const QRectF &ground); // x right, y up; any size
    QSize sizeHint() const override { return {220, 180}; }
    // The ground point under a pixel of the widget (for tests and tools).
    QPointF groundAt(QPointF pixel) const;
    const QImage &picture() const { return m_picture; }
    void setPainting(bool on);
    bool isPainting() const { return m_painting; }
    double brushRadius() const { return m_radius; } // grid cells
    // The brush's outline about the pointer, in widget pixels (empty when
    // not painting or the pointer is elsewhere).
    QRectF brushOutline() const;
    // The grid position (cells from the north-west corner) under a pixel.
    QPointF gridAt(QPointF pixel) const;

Q_SIGNALS:
    void centreRequested(QPointF ground);
    void stroke(const continent::BrushStroke &stroke);
    // Where the brush is on the ground (in the period the minimap shows) and
    // its radius in metres; a radius of 0 when it has left.
    void brushMoved(QPointF ground, double radius);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void leaveEvent(QEvent *event) override;

private:
    QRectF pictureRect() const; // where the grid is drawn, in widget pixels
    QPointF toWidget(QPointF ground) const;
    QPointF shownPeriod() const; // the ground offset of the period shown
    void moveBrush(std::optional<QPointF> pixel);
    void paintBrush(QPainter &painter, const QRectF &r);

    relf::Continent m_continent;
    // What the picture shows: the grid, its curves and the levels.
    struct Drawn
    {
        std::shared_ptr<const relf::ContinentGrid> grid;
        relf::Curve base, amplitude;
        double lakeLevel = 0, snowHeight = 0, detailMean = 0;
        bool operator==(const Drawn &) const = default;
    };
    Drawn m_drawn;
    QImage m_picture;
    QRectF m_view;
    bool m_painting = false;
    double m_radius = 8.0;
    std::optional<continent::BrushStroke> m_stroke; // being drawn
    std::optional<QPointF> m_hover;                 // the pointer, while painting
};

} // namespace terrain::widgets
