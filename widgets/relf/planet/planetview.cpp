#include "planetview.h"

#include "handdrag.h"

#include "inspectorwidget.h"
#include "relf/map/symbols.h"
#include "relf/planet/planetglobe.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QLocale>
#include <QMouseEvent>
#include <QPainter>
#include <QTimer>
#include <QWheelEvent>
#include <QtConcurrent/QtConcurrentRun>

#include <cmath>
#include <mutex>
#include <numbers>
#include <optional>

namespace terrain::widgets {

// The planet's point features, found once a planet in two steps: the
// triggers (the ring points whose feature would stand on open land), kept
// while an edit leaves them as they are (relf::sameFeatureTriggers: a
// height vector, the lake level, a town threshold), then those of them
// that stand. The drawing thread and picture() share it.
struct PlanetView::FeatureCache
{
    std::mutex mutex;
    std::shared_ptr<const relf::Planet> of; // kept, so its address is not reused
    std::optional<relf::PlanetParameters> triggersOf;
    std::vector<relf::PlanetFeature> triggers; // of the whole planet
    std::vector<relf::PlanetFeature> features; // of the whole planet, or near the centre
    bool whole = false;
};

struct PlanetView::Request
{
    quint64 generation = 0;
    Kind kind = Kind::Globe;
    std::shared_ptr<const relf::Planet> planet;
    double latitude = 0, longitude = 0, scale = 1;
    QRectF target; // where the whole picture goes, in widget pixels
};

struct PlanetView::Drawn
{
    quint64 generation = 0;
    QImage image; // null: stopped, superseded
    QRectF rect;  // where it is drawn, in widget pixels
    int factor = 1;
    double milliseconds = 0;
    std::vector<relf::PlanetFeature> shown;
};

namespace {

constexpr double kDegree = std::numbers::pi / 180.0;

struct Vec
{
    double x, y, z;
};

Vec unit(double latitude, double longitude)
{
    const relf::Point3 p = relf::fromLatLon(1.0, latitude, longitude);
    return {p.x, p.y, p.z};
}

std::pair<double, double> latLonOf(double x, double y, double z)
{
    const double r = std::sqrt(x * x + y * y + z * z);
    const double lat = std::asin(std::clamp(z / r, -1.0, 1.0)) / kDegree;
    const double lon = (x == 0 && y == 0) ? 0.0 : std::atan2(y, x) / kDegree;
    return {lat, lon};
}

// The map's point features in sight, drawn onto its picture.
std::vector<relf::PlanetFeature> drawFeatures(PlanetView::FeatureCache &cache,
                                              const PlanetView::Request &r, QImage &image)
{
    std::vector<relf::PlanetFeature> shown;
    // Whole rings a pixel apart or closer would be a smear of symbols.
    if (r.scale > 0.5)
        return shown;
    const relf::Planet &planet = *r.planet;
    const double radius = planet.parameters().radius;
    relf::FlatMapView view;
    view.latitude = r.latitude;
    view.longitude = r.longitude;
    view.scale = r.scale;
    view.width = image.width();
    view.height = image.height();
    {
        // Every feature of the planet once (a planet of radius 200 has some
        // 750,000 ring points), or those near the centre on a larger one.
        const std::lock_guard lock(cache.mutex);
        if (cache.of != r.planet) {
            if (!cache.triggersOf ||
                !relf::sameFeatureTriggers(*cache.triggersOf, planet.parameters())) {
                bool capped = false;
                cache.triggers = relf::planetTriggersNear(planet, {0, 0, radius}, 2 * radius + 1,
                                                          &capped, 2'000'000);
                cache.whole = !capped;
                cache.triggersOf = planet.parameters();
            }
            cache.features = cache.whole ? relf::standingFeatures(planet, cache.triggers)
                                         : std::vector<relf::PlanetFeature>();
            cache.of = r.planet;
        }
        if (!cache.whole) {
            const relf::Point3 centre = relf::fromLatLon(radius, r.latitude, r.longitude);
            const double reach = std::hypot(view.width, view.height) / 2.0 * r.scale * 1.2;
            cache.features = relf::planetFeaturesNear(planet, centre, reach);
        }
        const QRectF inside(-4, -4, view.width + 8, view.height + 8);
        for (const relf::PlanetFeature &f : cache.features)
            if (const auto px = relf::flatMapPixel(radius, view, f.at);
                px && inside.contains(*px) && relf::hasSymbol(f.feature))
                shown.push_back(f);
    }
    if (shown.empty())
        return shown;
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    for (const relf::PlanetFeature &f : shown)
        relf::drawFeatureSymbol(painter, f.feature,
                                *relf::flatMapPixel(radius, view, f.at) + QPointF(0.5, 0.5), 4.0);
    return shown;
}

// The request's picture at 1/factor of the resolution (with the features,
// when whole); a null image once stopped.
PlanetView::Drawn draw(const PlanetView::Request &r, int factor, PlanetView::FeatureCache *cache,
                       const relf::RenderStop &stop)
{
    QElapsedTimer timer;
    timer.start();
    PlanetView::Drawn d;
    d.generation = r.generation;
    d.factor = factor;
    const auto pixels = [factor](double widgetPixels) {
        return std::max(2, int(std::ceil(widgetPixels / factor)));
    };
    if (r.kind == PlanetView::Kind::Globe) {
        relf::GlobeView view;
        view.latitude = r.latitude;
        view.longitude = r.longitude;
        view.size = pixels(r.target.width());
        d.image = relf::renderGlobe(*r.planet, view, 0, stop);
        d.rect = r.target; // the whole disc, however it rounds
    } else {
        relf::FlatMapView view;
        view.latitude = r.latitude;
        view.longitude = r.longitude;
        view.scale = r.scale * factor;
        view.width = pixels(r.target.width());
        view.height = pixels(r.target.height());
        d.image = relf::renderFlatMap(*r.planet, view, 0, stop);
        // The same ground as the whole picture, centred where it is.
        const QSizeF size(double(view.width * factor), double(view.height * factor));
        d.rect = QRectF(r.target.center() - QPointF(size.width(), size.height()) / 2.0, size);
        if (cache && !(stop && stop()))
            d.shown = drawFeatures(*cache, r, d.image);
    }
    if (stop && stop())
        d.image = QImage();
    d.milliseconds = double(timer.nsecsElapsed()) / 1e6;
    return d;
}

} // namespace

PlanetView::PlanetView(Kind kind, QWidget *parent)
    : QWidget(parent)
    , m_kind(kind)
    , m_featureCache(std::make_shared<FeatureCache>())
    , m_live(std::make_shared<std::atomic<quint64>>(m_generation))
    , m_watcher(new QFutureWatcher<Drawn>(this))
{
    setMouseTracking(true);
    setMinimumSize(160, 160);
    setCursor(Qt::OpenHandCursor);
    setFocusPolicy(Qt::ClickFocus); // for a drag's Escape
    setAttribute(Qt::WA_OpaquePaintEvent);

    // A drag turns the planet (or moves the map) by each step of the mouse;
    // Escape puts it back where it was when the button went down.
    m_hand = new HandDrag(this);
    connect(m_hand, &HandDrag::pressed, this, [this] {
        m_dragStart = {m_latitude, m_longitude};
        m_dragOffset = QPoint();
    });
    connect(m_hand, &HandDrag::dragged, this, [this](QPointF offset) {
        const QPoint d = offset.toPoint() - m_dragOffset;
        m_dragOffset = offset.toPoint();
        const auto [lat, lon] = dragged(d.x(), d.y());
        Q_EMIT centreDragged(lat, lon);
    });
    connect(m_hand, &HandDrag::finished, this, &PlanetView::dragFinished);
    connect(m_hand, &HandDrag::clicked, this, &PlanetView::dragFinished);
    connect(m_hand, &HandDrag::cancelled, this, [this] {
        Q_EMIT centreDragged(m_dragStart.first, m_dragStart.second);
        Q_EMIT dragFinished();
    });
    // One picture in the making at a time; the renderers spread each over
    // the global pool.
    m_pool.setMaxThreadCount(1);
    connect(m_watcher, &QFutureWatcherBase::resultReadyAt, this,
            [this](int index) { takeDrawn(m_watcher->resultAt(index)); });
}

PlanetView::~PlanetView()
{
    m_live->store(0); // stops the work in flight
    m_pool.clear();
    m_pool.waitForDone();
}

void PlanetView::setPlanet(std::shared_ptr<const relf::Planet> planet)
{
    m_planet = std::move(planet);
    changed();
}

void PlanetView::setCentre(double latitude, double longitude)
{
    if (latitude == m_latitude && longitude == m_longitude)
        return;
    m_latitude = latitude;
    m_longitude = longitude;
    changed();
}

void PlanetView::setScale(double unitsPerPixel)
{
    if (unitsPerPixel == m_scale)
        return;
    m_scale = unitsPerPixel;
    if (m_kind == Kind::Map)
        changed();
}

void PlanetView::resizeEvent(QResizeEvent *)
{
    changed();
}

void PlanetView::changed()
{
    ++m_generation;
    m_live->store(m_generation);
    update(); // drawn when next painted: a hidden view costs nothing
}

double PlanetView::discRadius() const
{
    return std::min(width(), height()) / 2.0;
}

QPointF PlanetView::pictureOrigin() const
{
    if (m_kind == Kind::Map)
        return {0, 0};
    const double side = 2 * std::floor(discRadius());
    return {(width() - side) / 2.0, (height() - side) / 2.0};
}

PlanetView::Request PlanetView::request() const
{
    Request r;
    r.generation = m_generation;
    r.kind = m_kind;
    r.planet = m_planet;
    r.latitude = m_latitude;
    r.longitude = m_longitude;
    r.scale = m_scale;
    if (m_kind == Kind::Globe) {
        const double side = std::max(2.0, 2 * std::floor(discRadius()));
        r.target = QRectF(pictureOrigin(), QSizeF(side, side));
    } else {
        r.target = QRectF(0, 0, std::max(2, width()), std::max(2, height()));
    }
    return r;
}

bool PlanetView::isDrawing() const
{
    return m_planet && (m_pictureGeneration != m_generation || m_pictureFactor != 1);
}

void PlanetView::startDrawing()
{
    m_requested = m_generation;
    m_pool.clear(); // work not begun is for an older generation
    const auto job = [](QPromise<Drawn> &promise, const Request &r,
                        const std::shared_ptr<std::atomic<quint64>> &live,
                        const std::shared_ptr<FeatureCache> &cache) {
        const relf::RenderStop stop = [&] {
            return live->load() != r.generation || promise.isCanceled();
        };
        for (const int factor : {kCoarseFactor, 1}) {
            if (stop())
                return;
            Drawn d = draw(r, factor, factor == 1 ? cache.get() : nullptr, stop);
            if (d.image.isNull())
                return;
            promise.addResult(std::move(d));
        }
    };
    m_watcher->setFuture(QtConcurrent::run(&m_pool, job, request(), m_live, m_featureCache));
}

void PlanetView::takeDrawn(const Drawn &drawn)
{
    // Superseded, or no better than what is shown: dropped.
    if (drawn.image.isNull() || drawn.generation != m_generation ||
        (drawn.generation == m_pictureGeneration && drawn.factor >= m_pictureFactor))
        return;
    m_picture = drawn.image;
    m_pictureRect = drawn.rect;
    m_pictureGeneration = drawn.generation;
    m_pictureFactor = drawn.factor;
    update();
    if (drawn.factor == 1) {
        m_shown = drawn.shown;
        m_renderMs = drawn.milliseconds;
    } else {
        m_coarseMs = drawn.milliseconds;
    }
    Q_EMIT pictureShown();
    if (drawn.factor == 1)
        Q_EMIT rendered(m_renderMs);
}

const QImage &PlanetView::picture()
{
    if (!isDrawing())
        return m_picture;
    // The work in flight for this generation, if any, then whatever is missing.
    if (m_requested == m_generation) {
        QFuture<Drawn> future = m_watcher->future();
        future.waitForFinished();
        for (const Drawn &d : future.results())
            takeDrawn(d);
    }
    if (isDrawing())
        takeDrawn(draw(request(), 1, m_featureCache.get(), {}));
    return m_picture;
}

bool PlanetView::waitForPicture(int milliseconds)
{
    if (!isDrawing())
        return true;
    if (m_requested != m_generation)
        startDrawing();
    QEventLoop loop;
    connect(this, &PlanetView::pictureShown, &loop, [this, &loop] {
        if (!isDrawing())
            loop.quit();
    });
    QTimer::singleShot(milliseconds, &loop, &QEventLoop::quit);
    loop.exec();
    return !isDrawing();
}

relf::Point3 PlanetView::pointAt(QPointF position, bool *onPlanet) const
{
    const QPointF p = position - pictureOrigin();
    const double radius = m_planet->parameters().radius;
    if (m_kind == Kind::Globe) {
        relf::GlobeView view;
        view.latitude = m_latitude;
        view.longitude = m_longitude;
        view.size = int(2 * std::floor(discRadius()));
        const std::optional<relf::Point3> q = relf::globePoint(radius, view, p.x(), p.y());
        *onPlanet = q.has_value();
        return q.value_or(relf::Point3{});
    }
    relf::FlatMapView view;
    view.latitude = m_latitude;
    view.longitude = m_longitude;
    view.scale = m_scale;
    view.width = width();
    view.height = height();
    *onPlanet = true;
    return relf::flatMapPoint(radius, view, p.x(), p.y());
}

std::optional<std::pair<double, double>> PlanetView::latLonAt(QPointF position) const
{
    if (!m_planet)
        return std::nullopt;
    bool on = false;
    const relf::Point3 p = pointAt(position, &on);
    if (!on)
        return std::nullopt;
    return latLonOf(p.x, p.y, p.z);
}

std::pair<double, double> PlanetView::dragged(double dx, double dy) const
{
    // The planet turns under the mouse: dragging right brings the west into
    // view, dragging down the north. Rotate the centre's unit vector towards
    // its west and north by the angles the drag covers (on the globe a
    // pixel is 1/discRadius of a radian at the centre; on the map it is
    // scale/radius), in Cartesian coordinates, so the poles are no special case.
    const double radians = m_kind == Kind::Globe
                               ? 1.0 / std::max(1.0, discRadius())
                               : m_scale / (m_planet ? m_planet->parameters().radius : 1.0);
    const double ax = -dx * radians, ay = dy * radians;
    const Vec c = unit(m_latitude, m_longitude);
    const double lon = m_longitude * kDegree, lat = m_latitude * kDegree;
    const Vec east{-std::sin(lon), std::cos(lon), 0.0};
    const Vec north{-std::sin(lat) * std::cos(lon), -std::sin(lat) * std::sin(lon), std::cos(lat)};
    // Turn by the whole angle (not a small step) about the axis across the drag.
    const double angle = std::hypot(ax, ay);
    if (angle == 0)
        return {m_latitude, m_longitude};
    const Vec dir{(east.x * ax + north.x * ay) / angle, (east.y * ax + north.y * ay) / angle,
                  (east.z * ax + north.z * ay) / angle};
    const double cs = std::cos(angle), sn = std::sin(angle);
    return latLonOf(c.x * cs + dir.x * sn, c.y * cs + dir.y * sn, c.z * cs + dir.z * sn);
}

void PlanetView::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.fillRect(rect(), QColor(12, 14, 24));
    if (!m_planet)
        return;
    // The last picture, until the new one is there; a coarse one scaled up.
    if (!m_picture.isNull()) {
        painter.setRenderHint(QPainter::SmoothPixmapTransform, m_pictureFactor != 1);
        painter.drawImage(m_pictureRect, m_picture);
    }
    if (isDrawing() && m_requested != m_generation)
        startDrawing();
}

void PlanetView::mouseMoveEvent(QMouseEvent *event)
{
    if (m_hand->isPressed() || !m_planet)
        return;
    bool on = false;
    const relf::Point3 q = pointAt(event->position(), &on);
    if (!on) {
        Q_EMIT hovered(QString());
        return;
    }
    const auto [lat, lon] = latLonOf(q.x, q.y, q.z);
    Q_EMIT hovered(tr("%1°, %2°: height %3, %4")
                       .arg(QLocale().toString(lat, 'f', 3))
                       .arg(QLocale().toString(lon, 'f', 3))
                       .arg(QLocale().toString(m_planet->height(q), 'f', 3))
                       .arg(terrainKindTitle(m_planet->kind(q))));
}

void PlanetView::wheelEvent(QWheelEvent *event)
{
    if (m_kind != Kind::Map)
        return;
    const double steps = event->angleDelta().y() / 120.0;
    Q_EMIT scaleRequested(m_scale * std::pow(0.8, steps));
}

} // namespace terrain::widgets
