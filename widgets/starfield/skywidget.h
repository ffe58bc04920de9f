#pragma once
// The sky of a star field: the box's picture (starfield/skyview.h) scaled to
// fit, the stars under the cursor named in a tooltip. Dragging moves the
// view across the sky (emitting the move in units), the wheel flies forward
// or back along z; Escape during a drag puts it back.

#include "starfield/starfield.h"

#include <QImage>
#include <QWidget>

#include <vector>

namespace terrain::widgets {

class HandDrag;

class SkyWidget : public QWidget
{
    Q_OBJECT
public:
    explicit SkyWidget(QWidget *parent = nullptr);

    void setSky(const QImage &picture, const starfield::SpaceBox &box,
                const std::vector<starfield::Star> &stars);
    const QImage &picture() const { return m_picture; }
    QSize sizeHint() const override { return {800, 600}; }

Q_SIGNALS:
    // A drag began; the view dragged by (dx, dy) units from where it began
    // (east and north positive); finished at the release.
    void panStarted();
    void panned(qint64 dx, qint64 dy);
    void panFinished();
    void panCancelled();
    // The wheel: fly forward (positive) or back by this many units.
    void flown(qint64 dz);
    // The point under the cursor, in space units (x, y at the near face).
    void cursorMoved(double x, double y);

protected:
    void paintEvent(QPaintEvent *) override;
    void mouseMoveEvent(QMouseEvent *event) override; // the star under the mouse
    void wheelEvent(QWheelEvent *event) override;

private:
    QRectF target() const; // where the picture is drawn
    double unitsPerPixel() const;

    QImage m_picture;
    starfield::SpaceBox m_box;
    std::vector<starfield::Star> m_stars;
    HandDrag *m_hand = nullptr;
};

} // namespace terrain::widgets
