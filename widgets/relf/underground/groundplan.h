#pragma once
// What the views under the map share (the mine view, the cavern plan): a
// picture of the ground seen from above, north up, at a fixed scale, so that
// it relates to the map. Ground coordinates run along its top and left edges,
// a scale bar sits at the bottom right, the map view's rectangle is drawn
// dashed, the point under the mouse is read out in metres with what is there,
// a left drag pans (the ground follows the mouse) and a double click asks the
// map to show that point. A subclass paints its picture, places it with
// setGroundFrame(), moves it with setCentre() and says what is at a point.

#include <QWidget>

class QPainter;

namespace terrain::widgets {

class GroundPlan : public QWidget
{
    Q_OBJECT
public:
    explicit GroundPlan(QWidget *parent = nullptr);

    // The ground point at the view's centre.
    virtual void setCentre(QPointF ground) = 0;
    virtual QPointF centre() const = 0;

    // The ground point (metres) under a widget position, and back.
    QPointF groundAt(QPointF pos) const;
    QPointF widgetPosOf(QPointF ground) const;
    double metresPerPixel() const { return m_metresPerPixel; }
    // The map view's ground rectangle, drawn dashed; empty: none.
    void setMapRect(const QRectF &ground);
    QRectF mapRect() const { return m_mapRect; }
    // What the mouse is over, as the view reads it out (empty: outside).
    QString hoverText() const { return m_hover; }

    // The ground the plan shows, ground y up (empty while hidden).
    QRectF shownGround() const;

Q_SIGNALS:
    // A double click: centre the map on this ground point.
    void showOnMapRequested(QPointF ground);
    // The ground the plan shows changed, or the plan was shown or hidden
    // (then empty), so that the map can show where the plan lies.
    void shownGroundChanged(const QRectF &ground);

protected:
    // The ground at the widget's top left corner, and the scale. The readout
    // follows when the picture moves under a still mouse.
    void setGroundFrame(QPointF topLeft, double metresPerPixel);
    // Coordinates every `metres` along the edges; 0: a round step about a
    // hundred pixels apart.
    void setTickStep(double metres) { m_tickStep = metres; }
    // Drawn over the subclass's picture, last.
    void paintGroundOverlay(QPainter &p) const;
    // What is at a widget position, in words, for the readout; empty where
    // the view knows nothing (outside its picture).
    virtual QString describeAt(QPointF pos) const = 0;
    // The ground point a double click at a widget position shows.
    virtual QPointF showPointAt(QPointF pos) const { return groundAt(pos); }
    // Asks describeAt() again (the picture changed under the mouse).
    void refreshHover();

    // A left click that was no drag, at a widget position.
    virtual void clickedAt(QPointF pos) { Q_UNUSED(pos) }

    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override; // the readout
    void mouseDoubleClickEvent(QMouseEvent *event) override;
    void leaveEvent(QEvent *event) override;

private:
    void updateHover(QPointF pos);
    double tickStep() const;

    QPointF m_topLeft;
    double m_metresPerPixel = 1.0;
    double m_tickStep = 0;
    QRectF m_mapRect;
    QString m_hover;
    QPointF m_mouse;
    bool m_mouseInside = false;
    QPointF m_pressCentre; // where a drag began
};

// The largest of 1, 2, 5 × 10^k metres not longer than `pixels` at this scale
// (at least 1 m).
double roundGroundLength(double metresPerPixel, double pixels);

} // namespace terrain::widgets
