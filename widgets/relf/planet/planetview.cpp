#include "planetview.h"

#include "relf/planetglobe.h"
#include "relf/symbols.h"

#include <QElapsedTimer>
#include <QMouseEvent>
#include <QPainter>
#include <QWheelEvent>

#include <cmath>
#include <numbers>

namespace terrain::widgets {

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

QString kindName(relf::TerrainKind kind)
{
    const std::string_view name = relf::terrainKindName(kind);
    return QString::fromLatin1(name.data(), qsizetype(name.size()));
}

} // namespace

PlanetView::PlanetView(Kind kind, QWidget *parent)
    : QWidget(parent)
    , m_kind(kind)
{
    setMouseTracking(true);
    setMinimumSize(160, 160);
    setCursor(Qt::OpenHandCursor);
}

void PlanetView::setPlanet(std::shared_ptr<const relf::Planet> planet)
{
    m_planet = std::move(planet);
    m_stale = true;
    update();
}

void PlanetView::setCentre(double latitude, double longitude)
{
    if (latitude == m_latitude && longitude == m_longitude)
        return;
    m_latitude = latitude;
    m_longitude = longitude;
    m_stale = true;
    update();
}

void PlanetView::setScale(double unitsPerPixel)
{
    if (unitsPerPixel == m_scale)
        return;
    m_scale = unitsPerPixel;
    if (m_kind == Kind::Map) {
        m_stale = true;
        update();
    }
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

const QImage &PlanetView::picture()
{
    if (!m_stale || !m_planet)
        return m_picture;
    QElapsedTimer timer;
    timer.start();
    if (m_kind == Kind::Globe) {
        relf::GlobeView view;
        view.latitude = m_latitude;
        view.longitude = m_longitude;
        view.size = std::max(2, int(2 * std::floor(discRadius())));
        m_picture = relf::renderGlobe(*m_planet, view);
    } else {
        relf::FlatMapView view;
        view.latitude = m_latitude;
        view.longitude = m_longitude;
        view.scale = m_scale;
        view.width = std::max(2, width());
        view.height = std::max(2, height());
        m_picture = relf::renderFlatMap(*m_planet, view);
    }
    if (m_kind == Kind::Map)
        findFeatures();
    m_renderMs = double(timer.nsecsElapsed()) / 1e6;
    m_stale = false;
    Q_EMIT rendered(m_renderMs);
    return m_picture;
}

void PlanetView::findFeatures()
{
    m_shown.clear();
    const double radius = m_planet->parameters().radius;
    // Whole rings a pixel apart or closer would be a smear of symbols.
    if (m_scale > 0.5)
        return;
    // Every feature of the planet once (a planet of radius 200 has some
    // 750,000 ring points), or those near the centre on a larger one.
    const relf::Point3 centre = relf::fromLatLon(radius, m_latitude, m_longitude);
    const double reach = std::hypot(width(), height()) / 2.0 * m_scale * 1.2;
    if (m_featuresOf != m_planet) {
        bool capped = false;
        m_features =
            relf::planetFeaturesNear(*m_planet, {0, 0, radius}, 2 * radius + 1, &capped, 2'000'000);
        m_featuresWhole = !capped;
        m_featuresOf = m_planet;
    }
    if (!m_featuresWhole)
        m_features = relf::planetFeaturesNear(*m_planet, centre, reach);
    relf::FlatMapView view;
    view.latitude = m_latitude;
    view.longitude = m_longitude;
    view.scale = m_scale;
    view.width = m_picture.width();
    view.height = m_picture.height();
    const QRectF inside(-4, -4, view.width + 8, view.height + 8);
    for (const relf::PlanetFeature &f : m_features)
        if (const auto px = relf::flatMapPixel(radius, view, f.at);
            px && inside.contains(*px) && relf::hasSymbol(f.feature))
            m_shown.push_back(f);
    if (m_shown.empty())
        return;
    QPainter painter(&m_picture);
    painter.setRenderHint(QPainter::Antialiasing);
    for (const relf::PlanetFeature &f : m_shown)
        relf::drawFeatureSymbol(painter, f.feature,
                                *relf::flatMapPixel(radius, view, f.at) + QPointF(0.5, 0.5), 4.0);
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
    painter.drawImage(pictureOrigin(), picture());
}

void PlanetView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton)
        return;
    m_dragging = true;
    m_last = event->position().toPoint();
    setCursor(Qt::ClosedHandCursor);
}

void PlanetView::mouseMoveEvent(QMouseEvent *event)
{
    const QPoint p = event->position().toPoint();
    if (m_dragging) {
        const QPoint d = p - m_last;
        m_last = p;
        const auto [lat, lon] = dragged(d.x(), d.y());
        Q_EMIT centreDragged(lat, lon);
        return;
    }
    if (!m_planet)
        return;
    bool on = false;
    const relf::Point3 q = pointAt(event->position(), &on);
    if (!on) {
        Q_EMIT hovered(QString());
        return;
    }
    const auto [lat, lon] = latLonOf(q.x, q.y, q.z);
    Q_EMIT hovered(tr("%1°, %2°: height %3, %4")
                       .arg(lat, 0, 'f', 3)
                       .arg(lon, 0, 'f', 3)
                       .arg(m_planet->height(q), 0, 'f', 3)
                       .arg(kindName(m_planet->kind(q))));
}

void PlanetView::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton || !m_dragging)
        return;
    m_dragging = false;
    setCursor(Qt::OpenHandCursor);
    Q_EMIT dragFinished();
}

void PlanetView::wheelEvent(QWheelEvent *event)
{
    if (m_kind != Kind::Map)
        return;
    const double steps = event->angleDelta().y() / 120.0;
    Q_EMIT scaleRequested(m_scale * std::pow(0.8, steps));
}

} // namespace terrain::widgets
