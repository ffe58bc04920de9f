#pragma once
// Painting land and water on a polygon map with a round brush, the way
// mapgen4 paints its constraints. The brush sits on a map view: while a
// paint mode is chosen, the left button paints instead of panning (the
// wheel and the keys still zoom and pan) and the brush's outline follows the
// cursor. A stroke is reported as dabs along the path, close enough that
// nothing between two mouse events is skipped; the editor turns them into
// painted cells and one undo step a stroke.

#include "polymap/polymapparameters.h"

#include <QObject>
#include <QPointF>

#include <optional>

namespace terrain::widgets {

class MapView;
class BrushOutline;

class PaintBrush : public QObject
{
    Q_OBJECT
public:
    explicit PaintBrush(MapView *view);

    // What the left button paints; nullopt: it pans, as usual.
    void setMode(std::optional<polymap::Paint> mode);
    std::optional<polymap::Paint> mode() const { return m_mode; }
    // The brush's radius in map units.
    void setRadius(double radius);
    double radius() const { return m_radius; }

    // The map point (x right, y down) under a widget position of the view.
    QPointF mapPointAt(QPointF widgetPos) const;

Q_SIGNALS:
    void strokeStarted();
    // Paint `paint` in the disc of `radius` map units round `centre` (map units).
    void dab(QPointF centre, double radius, terrain::polymap::Paint paint);
    void strokeFinished();
    void modeChanged();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void dabAlong(QPointF to);

    MapView *m_view;
    BrushOutline *m_outline;
    std::optional<polymap::Paint> m_mode;
    double m_radius = 20.0;
    bool m_painting = false;
    QPointF m_last;
};

} // namespace terrain::widgets
