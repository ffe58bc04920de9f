#include "mapview.h"

#include "handdrag.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QResizeEvent>
#include <QTimer>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace terrain::widgets {

namespace {
constexpr int kMaxCachedTiles = 1200; // 128 x 128 x 4 bytes each: about 80 MB
constexpr int kHoldMilliseconds = 250;
const QColor kPlaceholder(0xe6, 0xe6, 0xe6);

// 1, 2 or 5 times a power of ten, at most `limit`.
double niceLength(double limit)
{
    const double p = std::pow(10.0, std::floor(std::log10(limit)));
    for (double f : {5.0, 2.0, 1.0})
        if (f * p <= limit)
            return f * p;
    return p;
}
} // namespace

size_t qHash(const TileId &t, size_t seed)
{
    return ::qHashMulti(seed, t.zoom, t.tx, t.ty);
}

MapView::MapView(QWidget *parent)
    : QWidget(parent)
    , m_liveGeneration(std::make_shared<std::atomic<quint64>>(m_generation))
{
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setCursor(Qt::OpenHandCursor);
    m_pool.setMaxThreadCount(std::max(1, QThread::idealThreadCount()));

    // A drag moves the map (Shift draws a section line: mousePressEvent).
    auto *hand = new HandDrag(this, 3, Qt::ShiftModifier);
    connect(hand, &HandDrag::pressed, this, [this] {
        m_dragOriginX = m_originX;
        m_dragOriginY = m_originY;
    });
    connect(hand, &HandDrag::dragged, this, [this](QPointF offset) {
        const QPoint d = offset.toPoint();
        m_originX = m_dragOriginX - d.x();
        m_originY = m_dragOriginY - d.y();
        requestVisibleTiles();
        update();
        Q_EMIT viewChanged();
    });
    connect(hand, &HandDrag::clicked, this,
            [this](QPointF at) { Q_EMIT groundClicked(groundAt(at)); });
    connect(hand, &HandDrag::cancelled, this,
            [this] { panBy(m_dragOriginX - m_originX, m_dragOriginY - m_originY); });
}

MapView::~MapView()
{
    // Tiles in flight call back into this view: let them finish first.
    m_liveGeneration->store(0);
    m_pool.clear();
    m_pool.waitForDone();
}

void MapView::setSource(render::TileSourcePtr source)
{
    m_source = std::move(source);
    restart();
}

void MapView::setLayers(unsigned layers)
{
    if (layers == m_style.layers)
        return;
    m_style.layers = layers;
    restart();
}

void MapView::setContourInterval(double interval)
{
    if (!(interval > 0) || interval == m_style.contourInterval)
        return;
    m_style.contourInterval = interval;
    restart();
}

void MapView::restart()
{
    ++m_generation;
    m_liveGeneration->store(m_generation);
    m_pool.clear();
    keepStaleTiles();
    m_cache.clear();
    m_pending.clear();
    m_frameTimer.start();
    m_frameOpen = true;
    requestVisibleTiles();
    // Hold the old picture on screen until the new one is whole (or a moment
    // has passed), so that a dragged parameter does not flicker.
    QTimer::singleShot(kHoldMilliseconds, this, [this, g = m_generation] {
        if (g == m_generation)
            update();
    });
}

void MapView::keepStaleTiles()
{
    // The visible tiles of the picture on screen stay there, under the new
    // ones, until the new picture is whole: a continuous change (rain, a
    // drag, time) that restarts faster than a whole frame renders never
    // leaves the map blank. Tiles off the screen are not kept.
    QHash<TileId, Tile> kept;
    for (const render::TileKey &k : visibleTiles()) {
        const TileId id{k.zoom, k.tx, k.ty};
        const auto fresh = m_cache.constFind(id);
        const auto old = m_stale.constFind(id);
        if (fresh != m_cache.cend())
            kept.insert(id, *fresh);
        else if (old != m_stale.cend())
            kept.insert(id, *old);
    }
    m_stale = std::move(kept);
}

std::vector<render::TileKey> MapView::visibleTiles() const
{
    std::vector<render::TileKey> keys = render::tilesCovering(
        m_zoom, m_originX, m_originY, std::max(1, width()), std::max(1, height()));
    // Nearest the centre first.
    const double cx = double(m_originX) + width() / 2.0, cy = double(m_originY) + height() / 2.0;
    const auto distance = [&](const render::TileKey &k) {
        const double dx = (double(k.tx) + 0.5) * render::kTileSize - cx;
        const double dy = (double(k.ty) + 0.5) * render::kTileSize - cy;
        return dx * dx + dy * dy;
    };
    std::sort(keys.begin(), keys.end(),
              [&](const auto &a, const auto &b) { return distance(a) < distance(b); });
    return keys;
}

void MapView::requestVisibleTiles()
{
    if (!m_source)
        return;
    // Queued work for tiles that may have left the view is dropped; tiles
    // whose rendering has begun stay pending and are not asked for again.
    m_pool.clear();
    for (auto it = m_pending.begin(); it != m_pending.end();)
        it = it.value()->load() ? std::next(it) : m_pending.erase(it);
    const quint64 generation = m_generation;
    for (const render::TileKey &key : visibleTiles()) {
        const TileId id{key.zoom, key.tx, key.ty};
        if (m_cache.contains(id) || m_pending.contains(id))
            continue;
        auto started = std::make_shared<std::atomic<bool>>(false);
        m_pending.insert(id, started);
        render::MapRenderSettings style = m_style;
        m_pool.start([this, key, id, generation, source = m_source, style, started,
                      live = m_liveGeneration] {
            started->store(true);
            if (live->load() != generation)
                return; // stale before it began
            std::unique_ptr<render::MapSummary> summary;
            QImage image = source->render(render::tileSettings(key, style), &summary);
            std::shared_ptr<const render::MapSummary> contents = std::move(summary);
            ++m_tilesRendered;
            // A tile finished after its generation ended is still newer than
            // what the screen may show there: it is delivered all the same.
            if (live->load() == 0)
                return; // the view is going away
            QMetaObject::invokeMethod(
                this,
                [this, id, generation, image, contents] {
                    tileReady(id, generation, image, contents);
                },
                Qt::QueuedConnection);
        });
    }
    if (m_pending.isEmpty() && m_frameOpen) {
        m_frameOpen = false;
        m_stale.clear();
        Q_EMIT frameCompleted(double(m_frameTimer.nsecsElapsed()) / 1e6);
        Q_EMIT contentsChanged();
    }
}

void MapView::tileReady(TileId id, quint64 generation, QImage image,
                        std::shared_ptr<const render::MapSummary> contents)
{
    if (generation != m_generation) {
        // Made for parameters that are no longer current: never cached, but
        // shown where nothing newer is, until the current picture is whole.
        const auto old = m_stale.constFind(id);
        if (!m_frameOpen || generation > m_generation ||
            (old != m_stale.cend() && old->generation >= generation) || m_cache.contains(id))
            return;
        m_stale.insert(id, Tile{std::move(image), contents, generation, 0});
        update();
        return;
    }
    m_pending.remove(id);
    m_cache.insert(id, Tile{std::move(image), contents, generation, ++m_useClock});
    trimCache();
    if (m_frameOpen) {
        if (!isComplete())
            return; // show the new picture whole
        m_frameOpen = false;
        m_stale.clear();
        Q_EMIT frameCompleted(double(m_frameTimer.nsecsElapsed()) / 1e6);
        Q_EMIT contentsChanged();
    }
    update();
}

void MapView::trimCache()
{
    if (m_cache.size() <= kMaxCachedTiles)
        return;
    QSet<TileId> visible;
    for (const render::TileKey &k : visibleTiles())
        visible.insert({k.zoom, k.tx, k.ty});
    QList<std::pair<quint64, TileId>> old;
    for (auto it = m_cache.cbegin(); it != m_cache.cend(); ++it)
        if (!visible.contains(it.key()))
            old.append({it->lastUsed, it.key()});
    std::sort(old.begin(), old.end(),
              [](const auto &a, const auto &b) { return a.first < b.first; });
    for (qsizetype i = 0; i < old.size() && m_cache.size() > kMaxCachedTiles * 3 / 4; ++i)
        m_cache.remove(old[i].second);
}

bool MapView::isComplete() const
{
    for (const render::TileKey &k : visibleTiles()) {
        const auto it = m_cache.constFind({k.zoom, k.tx, k.ty});
        if (it == m_cache.cend() || it->generation != m_generation)
            return false;
    }
    return true;
}

QImage MapView::frameImage() const
{
    QImage frame(std::max(1, width()), std::max(1, height()), QImage::Format_RGB32);
    frame.fill(kPlaceholder);
    QPainter painter(&frame);
    for (const render::TileKey &k : visibleTiles()) {
        const auto it = m_cache.constFind({k.zoom, k.tx, k.ty});
        if (it != m_cache.cend())
            painter.drawImage(QPoint(int(k.tx * render::kTileSize - m_originX),
                                     int(k.ty * render::kTileSize - m_originY)),
                              it->image);
    }
    return frame;
}

std::unique_ptr<render::MapSummary> MapView::visibleContents() const
{
    std::unique_ptr<render::MapSummary> all;
    for (const render::TileKey &k : visibleTiles()) {
        const auto it = m_cache.constFind({k.zoom, k.tx, k.ty});
        if (it == m_cache.cend() || !it->contents)
            continue;
        if (all)
            all->merge(*it->contents);
        else
            all = it->contents->clone();
    }
    return all;
}

void MapView::paintEvent(QPaintEvent *)
{
    m_pendingFit.reset();
    QPainter painter(this);
    m_paintedGenerations.clear();
    for (const render::TileKey &k : visibleTiles()) {
        const QRect at(int(k.tx * render::kTileSize - m_originX),
                       int(k.ty * render::kTileSize - m_originY), render::kTileSize,
                       render::kTileSize);
        auto it = m_cache.find({k.zoom, k.tx, k.ty});
        if (it == m_cache.end()) {
            const auto old = m_stale.constFind({k.zoom, k.tx, k.ty});
            if (old == m_stale.cend()) {
                painter.fillRect(at, kPlaceholder);
            } else {
                painter.drawImage(at.topLeft(), old->image);
                m_paintedGenerations.append(old->generation);
            }
            continue;
        }
        it->lastUsed = ++m_useClock;
        painter.drawImage(at.topLeft(), it->image);
        m_paintedGenerations.append(it->generation);
    }
    if (m_hasSection) {
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setPen(QPen(QColor(0xc0, 0x00, 0x60), 2, Qt::DashLine));
        const QPointF a = widgetPosOf(m_sectionFrom.x(), m_sectionFrom.y());
        const QPointF b = widgetPosOf(m_sectionTo.x(), m_sectionTo.y());
        painter.drawLine(a, b);
        painter.setBrush(QColor(0xc0, 0x00, 0x60));
        painter.drawEllipse(a, 3, 3);
        painter.drawEllipse(b, 3, 3);
        painter.setRenderHint(QPainter::Antialiasing, false);
    }
    paintFrame(painter);
    paintMarked(painter);
    paintBrush(painter);
    paintScaleBar(painter);
}

render::MapRenderSettings MapView::viewSettings() const
{
    render::MapRenderSettings s = m_style;
    const QPointF tl = groundAt(QPointF(0, 0));
    s.left = tl.x();
    s.top = tl.y();
    s.metresPerPixel = metresPerPixel();
    s.width = width();
    s.height = height();
    return s;
}

void MapView::clearSection()
{
    m_hasSection = false;
    m_sectioning = false;
    update();
}

void MapView::setGroundUnit(GroundUnit unit)
{
    m_unit = unit;
    update();
}

void MapView::paintScaleBar(QPainter &painter)
{
    const double m = metresPerPixel();
    const double metres = niceLength(120.0 * m);
    const double px = metres / m;
    const QPointF at(12, height() - 14);
    QString label;
    if (m_unit == GroundUnit::Cells)
        label = metres > 1 ? tr("%L1 cells").arg(metres) : tr("%1 cell").arg(metres);
    else if (m_unit == GroundUnit::MapUnits)
        label = metres > 1 ? tr("%L1 units").arg(metres) : tr("%1 unit").arg(metres);
    else
        label = metres >= 1000 ? tr("%L1 km").arg(metres / 1000) : tr("%1 m").arg(metres);
    const QFontMetrics fm = painter.fontMetrics();
    const QRectF box(at.x() - 6, at.y() - fm.height() - 10,
                     std::max(px, double(fm.horizontalAdvance(label))) + 12, fm.height() + 18);
    painter.setRenderHint(QPainter::Antialiasing, false);
    painter.fillRect(box, QColor(255, 255, 255, 210));
    painter.setPen(QPen(Qt::black, 2));
    painter.drawLine(at, at + QPointF(px, 0));
    painter.drawLine(at + QPointF(0, -5), at + QPointF(0, 3));
    painter.drawLine(at + QPointF(px, -5), at + QPointF(px, 3));
    painter.drawText(QPointF(at.x(), at.y() - 7), label);
}

void MapView::resizeEvent(QResizeEvent *event)
{
    // The ground at the centre stays where it is: the centre of the size the
    // origin was last set for (before the first resize a widget's size is
    // whatever it was made with).
    const QSize old = m_originSize;
    m_originX -= (event->size().width() - old.width()) / 2;
    m_originY -= (event->size().height() - old.height()) / 2;
    m_originSize = event->size();
    if (m_pendingFit) {
        fitPending();
        return;
    }
    requestVisibleTiles();
    Q_EMIT viewChanged();
}

void MapView::panBy(qint64 dx, qint64 dy)
{
    m_pendingFit.reset();
    m_originX += dx;
    m_originY += dy;
    requestVisibleTiles();
    update();
    Q_EMIT viewChanged();
}

QPointF MapView::groundAt(QPointF p) const
{
    const double m = metresPerPixel();
    return {(double(m_originX) + p.x()) * m, -(double(m_originY) + p.y()) * m};
}

QPointF MapView::widgetPosOf(double x, double y) const
{
    const double m = metresPerPixel();
    return {x / m - double(m_originX), -y / m - double(m_originY)};
}

QPointF MapView::centre() const
{
    return groundAt(QPointF(width() / 2.0, height() / 2.0));
}

void MapView::showGround(const QRectF &ground)
{
    m_pendingFit = ground;
    fitPending();
}

void MapView::fitPending()
{
    if (!m_pendingFit)
        return;
    const QRectF ground = *m_pendingFit;
    const double room = std::max(1, std::min(width(), height()));
    int zoom = render::kZoomLevels - 1;
    for (int z = 0; z < render::kZoomLevels; ++z)
        if (std::max(ground.width(), ground.height()) / render::metresPerPixel(z) <= room) {
            zoom = z;
            break;
        }
    m_zoom = zoom;
    centreOn(ground.center().x(), ground.center().y());
    m_pendingFit = ground; // centreOn ends it; it holds until painted
    Q_EMIT viewChanged();
}

void MapView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    fitPending();
}

void MapView::centreOn(double x, double y)
{
    m_pendingFit.reset();
    const double m = metresPerPixel();
    m_originX = std::llround(x / m - width() / 2.0);
    m_originY = std::llround(-y / m - height() / 2.0);
    m_originSize = size();
    m_frameTimer.start();
    m_frameOpen = true;
    requestVisibleTiles();
    update();
    Q_EMIT viewChanged();
}

void MapView::setZoom(int zoom, QPointF anchor)
{
    zoom = std::clamp(zoom, 0, render::kZoomLevels - 1);
    m_pendingFit.reset();
    if (zoom == m_zoom)
        return;
    const QPointF ground = groundAt(anchor);
    m_zoom = zoom;
    const double m = metresPerPixel();
    m_originX = std::llround(ground.x() / m - anchor.x());
    m_originY = std::llround(-ground.y() / m - anchor.y());
    m_frameTimer.start();
    m_frameOpen = true;
    requestVisibleTiles();
    update();
    Q_EMIT viewChanged();
}

void MapView::zoomBy(int steps)
{
    setZoom(m_zoom - steps, QPointF(width() / 2.0, height() / 2.0));
}

void MapView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton || !(event->modifiers() & Qt::ShiftModifier))
        return;
    m_sectioning = true; // draw a section line
    m_hasSection = true;
    m_sectionFrom = m_sectionTo = groundAt(event->position());
    update();
}

void MapView::mouseMoveEvent(QMouseEvent *event)
{
    Q_EMIT cursorMoved(groundAt(event->position()));
    if (m_sectioning) {
        m_sectionTo = groundAt(event->position());
        update();
    }
}

void MapView::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton || !m_sectioning)
        return;
    m_sectioning = false;
    m_sectionTo = groundAt(event->position());
    update();
    Q_EMIT sectionDrawn(m_sectionFrom, m_sectionTo);
}

void MapView::wheelEvent(QWheelEvent *event)
{
    const int steps = event->angleDelta().y() / 120;
    if (steps != 0)
        setZoom(m_zoom - steps, event->position());
    event->accept();
}

void MapView::keyPressEvent(QKeyEvent *event)
{
    const qint64 step = (event->modifiers() & Qt::ShiftModifier) ? std::max(1, width() / 2)
                                                                 : std::max(1, width() / 8);
    switch (event->key()) {
    case Qt::Key_Left:
        panBy(-step, 0);
        break;
    case Qt::Key_Right:
        panBy(step, 0);
        break;
    case Qt::Key_Up:
        panBy(0, -step);
        break;
    case Qt::Key_Down:
        panBy(0, step);
        break;
    case Qt::Key_Plus:
    case Qt::Key_Equal:
        zoomBy(1);
        break;
    case Qt::Key_Minus:
        zoomBy(-1);
        break;
    default:
        QWidget::keyPressEvent(event);
    }
}

} // namespace terrain::widgets
