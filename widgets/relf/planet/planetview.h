#pragma once
// A planet seen as a globe (orthographic, the whole sphere) or as a flat map
// of the ground around the centre, drawn from Cartesian points by the core
// renderers. Dragging turns the planet under the mouse (the centre moves
// the other way, over the poles as anywhere else); on the map the wheel
// changes the scale. The view tells where it is dragged to; the editor
// decides what to keep.

#include "relf/planet.h"
#include "relf/planetfeatures.h"

#include <QImage>
#include <QWidget>

#include <memory>

namespace terrain::widgets {

class PlanetView : public QWidget
{
    Q_OBJECT
public:
    enum class Kind
    {
        Globe,
        Map
    };
    explicit PlanetView(Kind kind, QWidget *parent = nullptr);

    Kind kind() const { return m_kind; }
    void setPlanet(std::shared_ptr<const relf::Planet> planet);
    void setCentre(double latitude, double longitude);
    void setScale(double unitsPerPixel); // the map's
    double latitude() const { return m_latitude; }
    double longitude() const { return m_longitude; }

    // The latitude and longitude at a widget position, if the planet is there.
    std::optional<std::pair<double, double>> latLonAt(QPointF position) const;
    // The centre after dragging the planet by (dx, dy) pixels.
    std::pair<double, double> dragged(double dx, double dy) const;
    // The picture as drawn (rendered on demand); the time it took.
    const QImage &picture();
    double renderMilliseconds() const { return m_renderMs; }
    // The map's point features (ring intersections) in sight, as drawn.
    const std::vector<relf::PlanetFeature> &featuresShown() const { return m_shown; }

    QSize sizeHint() const override { return {480, 480}; }

Q_SIGNALS:
    void centreDragged(double latitude, double longitude); // during a drag
    void dragFinished();
    void scaleRequested(double unitsPerPixel); // the wheel, on the map
    void hovered(const QString &description);  // what is under the mouse
    void rendered(double milliseconds);        // a new picture was drawn

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;

private:
    double discRadius() const; // the globe's, in pixels
    QPointF pictureOrigin() const;
    relf::Point3 pointAt(QPointF position, bool *onPlanet) const;

    void findFeatures(); // for the map, when the planet or the view changed

    Kind m_kind;
    std::vector<relf::PlanetFeature> m_features;      // of the whole planet, or near the centre
    std::shared_ptr<const relf::Planet> m_featuresOf; // kept, so its address is not reused
    bool m_featuresWhole = false;
    std::vector<relf::PlanetFeature> m_shown;
    std::shared_ptr<const relf::Planet> m_planet;
    double m_latitude = 30.0, m_longitude = 0.0, m_scale = 0.25;
    QImage m_picture;
    bool m_stale = true;
    double m_renderMs = 0.0;
    QPoint m_last;
    bool m_dragging = false;
};

} // namespace terrain::widgets
