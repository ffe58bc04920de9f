#pragma once
// A planet seen as a globe (orthographic, the whole sphere) or as a flat map
// of the ground around the centre, drawn from Cartesian points by the core
// renderers. Dragging turns the planet under the mouse (the centre moves
// the other way, over the poles as anywhere else); on the map the wheel
// changes the scale. The view tells where it is dragged to; the editor
// decides what to keep.
//
// A picture takes a few hundred milliseconds, so it is drawn on a thread of
// the view's own: a quarter of the resolution first (shown scaled up), then
// whole. Each change starts a new generation; a picture of an older one is
// dropped when it arrives, and work for it stops early. The last picture
// stays on screen until the new one is there.

#include "relf/planet/planet.h"
#include "relf/planet/planetfeatures.h"

#include <QFutureWatcher>
#include <QImage>
#include <QThreadPool>
#include <QWidget>

#include <atomic>
#include <memory>
#include <utility>

namespace terrain::widgets {

class HandDrag;

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
    ~PlanetView() override; // waits for the picture in the making

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
    // The whole picture of the current view, waited for (or drawn here, if
    // none is in the making); the time the last whole picture took, and the
    // last coarse one.
    const QImage &picture();
    double renderMilliseconds() const { return m_renderMs; }
    double coarseMilliseconds() const { return m_coarseMs; }
    // The map's point features (ring intersections) in sight, as drawn.
    const std::vector<relf::PlanetFeature> &featuresShown() const { return m_shown; }

    // The picture on screen: the current generation's whole picture, or an
    // older or coarser one while that is in the making.
    const QImage &shownPicture() const { return m_picture; }
    quint64 generation() const { return m_generation; }
    quint64 shownGeneration() const { return m_pictureGeneration; }
    bool shownIsWhole() const { return m_pictureFactor == 1; }
    // True until the current generation's whole picture is shown.
    bool isDrawing() const;
    // Waits (the event loop running) for the whole picture; false on timeout.
    bool waitForPicture(int milliseconds = 30000);
    static constexpr int kCoarseFactor = 4;

    QSize sizeHint() const override { return {480, 480}; }

Q_SIGNALS:
    void centreDragged(double latitude, double longitude); // during a drag
    void dragFinished();
    void scaleRequested(double unitsPerPixel); // the wheel, on the map
    void hovered(const QString &description);  // what is under the mouse
    void rendered(double milliseconds);        // a new whole picture was drawn
    void pictureShown();                       // the picture on screen changed

protected:
    void paintEvent(QPaintEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override; // what is under the mouse
    void wheelEvent(QWheelEvent *event) override;

    void resizeEvent(QResizeEvent *event) override;

public:
    // What a picture is drawn from, and what comes back (planetview.cpp).
    struct Request;
    struct Drawn;
    struct FeatureCache;

private:
    double discRadius() const; // the globe's, in pixels
    QPointF pictureOrigin() const;
    relf::Point3 pointAt(QPointF position, bool *onPlanet) const;

    void changed(); // a new generation
    Request request() const;
    void startDrawing();
    void takeDrawn(const Drawn &drawn);

    Kind m_kind;
    std::shared_ptr<FeatureCache> m_featureCache; // the planet's features, shared with the thread
    std::vector<relf::PlanetFeature> m_shown;
    std::shared_ptr<const relf::Planet> m_planet;
    double m_latitude = 30.0, m_longitude = 0.0, m_scale = 0.25;

    QImage m_picture;
    QRectF m_pictureRect; // where it is drawn, in widget pixels
    quint64 m_pictureGeneration = 0;
    int m_pictureFactor = 1; // widget pixels a picture pixel
    quint64 m_generation = 1, m_requested = 0;
    std::shared_ptr<std::atomic<quint64>> m_live; // the generation the thread should draw
    QThreadPool m_pool;
    QFutureWatcher<Drawn> *m_watcher = nullptr;
    double m_renderMs = 0.0, m_coarseMs = 0.0;
    HandDrag *m_hand = nullptr;
    std::pair<double, double> m_dragStart; // latitude, longitude at the press
    QPoint m_dragOffset;                   // the mouse's, at the last step
};

} // namespace terrain::widgets
