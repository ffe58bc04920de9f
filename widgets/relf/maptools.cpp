#include "maptools.h"

#include "mapview.h"
#include "render/colourtable.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QWidget>

#include <cmath>

namespace terrain::widgets {

namespace {
constexpr double kHandle = 6.0; // pixels: how near a vertex or line counts as on it
}

// Paints the tools' overlay; mouse events go through it to the view.
class ToolOverlay : public QWidget
{
public:
    ToolOverlay(MapView *view, const RelfMapTools *tools)
        : QWidget(view)
        , m_view(view)
        , m_tools(tools)
    {
        setAttribute(Qt::WA_TransparentForMouseEvents);
        setAttribute(Qt::WA_NoSystemBackground);
        setGeometry(view->rect());
        show();
    }
    void follow() { setGeometry(m_view->rect()); }

protected:
    void paintEvent(QPaintEvent *) override
    {
        QPainter p(this);
        m_tools->paint(p);
    }

private:
    MapView *m_view;
    const RelfMapTools *m_tools;
};

RelfMapTools::RelfMapTools(MapView *view)
    : QObject(view)
    , m_view(view)
    , m_overlay(new ToolOverlay(view, this))
{
    view->installEventFilter(this);
    connect(view, &MapView::viewChanged, this, &RelfMapTools::refresh);
}

void RelfMapTools::refresh()
{
    m_overlay->follow();
    m_overlay->raise();
    m_overlay->update();
}

void RelfMapTools::setMode(Mode mode)
{
    if (m_mode == mode)
        return;
    m_mode = mode;
    m_drawing.clear();
    cancelDrag();
    m_view->setCursor(mode == Mode::Navigate ? Qt::OpenHandCursor : Qt::CrossCursor);
    refresh();
    Q_EMIT modeChanged();
}

void RelfMapTools::cancelDrag()
{
    m_dragVertex.reset();
    m_dragFeature.reset();
    m_dragFrom.reset();
    m_dragTo.reset();
    refresh();
}

void RelfMapTools::setRoads(const std::vector<relf::Road> &roads)
{
    m_roads = roads;
    if (m_selected && *m_selected >= int(m_roads.size()))
        m_selected.reset();
    refresh();
}

void RelfMapTools::setStreams(std::vector<relf::Stream> streams)
{
    m_streams = std::move(streams);
    refresh();
}

void RelfMapTools::setStreamsVisible(bool visible)
{
    m_streamsVisible = visible;
    refresh();
}

void RelfMapTools::selectRoad(std::optional<int> road)
{
    m_selected = road;
    refresh();
}

void RelfMapTools::setSite(std::optional<QPointF> site, bool ok)
{
    m_site = site;
    m_siteOk = ok;
    refresh();
}

void RelfMapTools::paint(QPainter &p) const
{
    const relf::MapRenderSettings s = m_view->viewSettings();
    if (m_streamsVisible)
        relf::drawStreams(p, m_streams, s);
    p.setRenderHint(QPainter::Antialiasing);
    const QColor accent(0xc0, 0x00, 0x60);
    const auto handle = [&](QPointF at, bool strong) {
        p.setPen(QPen(Qt::white, 1.5));
        p.setBrush(strong ? accent : QColor(Qt::black));
        p.drawRect(QRectF(at.x() - 3.5, at.y() - 3.5, 7, 7));
    };
    if (m_mode == Mode::Road) {
        for (int r = 0; r < int(m_roads.size()); ++r) {
            QPolygonF line;
            for (std::size_t v = 0; v < m_roads[std::size_t(r)].vertices.size(); ++v) {
                const relf::RoadVertex rv = m_roads[std::size_t(r)].vertices[v];
                QPointF at = m_view->widgetPosOf(rv.x, rv.y);
                if (m_dragVertex && m_dragVertex->road == r && m_dragVertex->vertex == int(v) &&
                    m_dragTo)
                    at = m_view->widgetPosOf(m_dragTo->x(), m_dragTo->y());
                line << at;
            }
            if (m_selected == r || (m_dragVertex && m_dragVertex->road == r)) {
                p.setPen(QPen(accent, 2));
                p.setBrush(Qt::NoBrush);
                p.drawPolyline(line);
            }
            for (const QPointF &at : std::as_const(line))
                handle(at, m_selected == r);
        }
    } else if (m_selected && *m_selected < int(m_roads.size())) {
        QPolygonF line;
        for (const relf::RoadVertex &rv : m_roads[std::size_t(*m_selected)].vertices)
            line << m_view->widgetPosOf(rv.x, rv.y);
        p.setPen(QPen(accent, 2));
        p.setBrush(Qt::NoBrush);
        p.drawPolyline(line);
    }
    if (!m_drawing.empty()) {
        QPolygonF line;
        for (const relf::RoadVertex &v : m_drawing)
            line << m_view->widgetPosOf(v.x, v.y);
        if (m_hover)
            line << m_view->widgetPosOf(m_hover->x(), m_hover->y());
        p.setPen(QPen(Qt::black, 2, Qt::DashLine));
        p.setBrush(Qt::NoBrush);
        p.drawPolyline(line);
        for (std::size_t i = 0; i < m_drawing.size(); ++i)
            handle(line[qsizetype(i)], true);
    }
    if (m_site) {
        const QPointF c = m_view->widgetPosOf(m_site->x(), m_site->y());
        const double r = 11;
        const QPointF tri[3] = {c + QPointF(0, -r), c + QPointF(r * 0.866, r * 0.5),
                                c + QPointF(-r * 0.866, r * 0.5)};
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(QColor(255, 255, 255, 220), 5));
        p.drawPolygon(tri, 3);
        p.setPen(QPen(m_siteOk ? QColor::fromRgb(render::rgbOf(render::MapColour::Overprint))
                               : QColor(0x70, 0x70, 0x70),
                      2.5));
        p.drawPolygon(tri, 3);
    }
    if (m_dragFrom && m_dragTo) {
        const QPointF a = m_view->widgetPosOf(m_dragFrom->x(), m_dragFrom->y());
        const QPointF b = m_view->widgetPosOf(m_dragTo->x(), m_dragTo->y());
        p.setPen(QPen(accent, 2, m_mode == Mode::PathOffset ? Qt::SolidLine : Qt::DashLine));
        p.drawLine(a, b);
        p.setBrush(accent);
        p.drawEllipse(b, 4, 4);
        if (m_mode == Mode::PathOffset)
            p.drawText(b + QPointF(8, -8), tr("DX %1  DY %2")
                                               .arg(m_dragTo->x() - m_dragFrom->x(), 0, 'f', 0)
                                               .arg(m_dragTo->y() - m_dragFrom->y(), 0, 'f', 0));
    }
}

std::optional<RelfMapTools::VertexHit> RelfMapTools::vertexAt(QPointF pos) const
{
    for (int r = int(m_roads.size()) - 1; r >= 0; --r)
        for (int v = 0; v < int(m_roads[std::size_t(r)].vertices.size()); ++v) {
            const relf::RoadVertex rv = m_roads[std::size_t(r)].vertices[std::size_t(v)];
            const QPointF d = m_view->widgetPosOf(rv.x, rv.y) - pos;
            if (std::hypot(d.x(), d.y()) <= kHandle)
                return VertexHit{r, v};
        }
    return std::nullopt;
}

std::optional<RelfMapTools::VertexHit> RelfMapTools::segmentAt(QPointF pos) const
{
    const QPointF g = m_view->groundAt(pos);
    const double reach = kHandle * m_view->metresPerPixel();
    for (int r = int(m_roads.size()) - 1; r >= 0; --r) {
        const relf::Road &road = m_roads[std::size_t(r)];
        for (std::size_t v = 1; v < road.vertices.size(); ++v) {
            const relf::Road piece{{road.vertices[v - 1], road.vertices[v]}, road.width};
            if (relf::distanceToRoad(piece, g.x(), g.y()) <= std::max(reach, road.width / 2))
                return VertexHit{r, int(v)};
        }
    }
    return std::nullopt;
}

void RelfMapTools::finishRoad()
{
    if (m_drawing.size() >= 2) {
        std::vector<relf::RoadVertex> vertices;
        vertices.swap(m_drawing);
        Q_EMIT roadDrawn(vertices);
    }
    m_drawing.clear();
    m_hover.reset();
    refresh();
}

bool RelfMapTools::eventFilter(QObject *watched, QEvent *event)
{
    if (watched != m_view)
        return false;
    if (event->type() == QEvent::Resize)
        refresh();
    if (m_mode == Mode::Navigate) {
        if (event->type() == QEvent::MouseButtonPress) {
            auto *e = static_cast<QMouseEvent *>(event);
            if (e->button() == Qt::RightButton) {
                Q_EMIT contextMenuRequested(m_view->groundAt(e->position()),
                                            e->globalPosition().toPoint());
                return true;
            }
        }
        if (event->type() == QEvent::KeyPress && m_selected &&
            static_cast<QKeyEvent *>(event)->key() == Qt::Key_Delete) {
            Q_EMIT roadDeleted(*m_selected);
            return true;
        }
        return false;
    }
    switch (m_mode) {
    case Mode::Road:
        return roadEvent(event);
    case Mode::Place:
        return placeEvent(event);
    case Mode::PathOffset:
        return offsetEvent(event);
    default:
        return false;
    }
}

bool RelfMapTools::roadEvent(QEvent *event)
{
    switch (event->type()) {
    case QEvent::MouseButtonPress: {
        auto *e = static_cast<QMouseEvent *>(event);
        const QPointF g = m_view->groundAt(e->position());
        if (e->button() == Qt::RightButton) {
            if (const auto hit = vertexAt(e->position()); hit && m_drawing.empty())
                Q_EMIT vertexDeleted(hit->road, hit->vertex);
            return true;
        }
        if (e->button() != Qt::LeftButton)
            return false;
        if (m_drawing.empty()) {
            if (const auto hit = vertexAt(e->position())) {
                m_dragVertex = hit;
                m_dragTo = g;
                m_selected = hit->road;
                refresh();
                return true;
            }
            if (const auto seg = segmentAt(e->position())) {
                m_selected = seg->road;
                Q_EMIT roadSelected(seg->road);
                refresh();
                return true;
            }
        }
        m_drawing.push_back({g.x(), g.y()});
        refresh();
        return true;
    }
    case QEvent::MouseButtonDblClick: {
        auto *e = static_cast<QMouseEvent *>(event);
        if (e->button() != Qt::LeftButton)
            return false;
        if (!m_drawing.empty()) {
            // The double-click's first press added a vertex (when it came
            // with one); the double-click ends the road there.
            const QPointF g = m_view->groundAt(e->position());
            const QPointF last = m_view->widgetPosOf(m_drawing.back().x, m_drawing.back().y);
            if (std::hypot(last.x() - e->position().x(), last.y() - e->position().y()) > kHandle)
                m_drawing.push_back({g.x(), g.y()});
            finishRoad();
        } else if (const auto seg = segmentAt(e->position())) {
            Q_EMIT vertexInserted(seg->road, seg->vertex, m_view->groundAt(e->position()));
        }
        return true;
    }
    case QEvent::MouseMove: {
        auto *e = static_cast<QMouseEvent *>(event);
        const QPointF g = m_view->groundAt(e->position());
        Q_EMIT m_view->cursorMoved(g);
        if (m_dragVertex)
            m_dragTo = g;
        else if (!m_drawing.empty())
            m_hover = g;
        else
            return true;
        refresh();
        return true;
    }
    case QEvent::MouseButtonRelease: {
        auto *e = static_cast<QMouseEvent *>(event);
        if (e->button() == Qt::LeftButton && m_dragVertex && m_dragTo) {
            const VertexHit hit = *m_dragVertex;
            const QPointF to = *m_dragTo;
            m_dragVertex.reset();
            m_dragTo.reset();
            const relf::RoadVertex from =
                m_roads[std::size_t(hit.road)].vertices[std::size_t(hit.vertex)];
            if (from.x != to.x() || from.y != to.y())
                Q_EMIT vertexMoved(hit.road, hit.vertex, to);
            refresh();
        }
        return true;
    }
    case QEvent::KeyPress: {
        auto *e = static_cast<QKeyEvent *>(event);
        if (e->key() == Qt::Key_Return || e->key() == Qt::Key_Enter) {
            finishRoad();
            return true;
        }
        if (e->key() == Qt::Key_Escape) {
            m_drawing.clear();
            m_hover.reset();
            m_dragVertex.reset();
            m_dragTo.reset();
            refresh();
            return true;
        }
        if ((e->key() == Qt::Key_Delete || e->key() == Qt::Key_Backspace) && m_drawing.empty() &&
            m_selected) {
            Q_EMIT roadDeleted(*m_selected);
            return true;
        }
        if (e->key() == Qt::Key_Backspace && !m_drawing.empty()) {
            m_drawing.pop_back();
            refresh();
            return true;
        }
        return false;
    }
    default:
        return false;
    }
}

bool RelfMapTools::placeEvent(QEvent *event)
{
    const auto rounded = [](QPointF g) {
        return QPoint(int(std::lround(g.x())), int(std::lround(g.y())));
    };
    switch (event->type()) {
    case QEvent::MouseButtonPress: {
        auto *e = static_cast<QMouseEvent *>(event);
        const QPointF g = m_view->groundAt(e->position());
        const double reach = kHandle * m_view->metresPerPixel();
        const std::optional<QPoint> feature =
            m_featureAt ? m_featureAt(g, std::max(1.0, reach)) : std::nullopt;
        if (e->button() == Qt::RightButton) {
            if (feature)
                Q_EMIT featureRemoved(*feature);
            return true;
        }
        if (e->button() != Qt::LeftButton)
            return false;
        if (feature) {
            m_dragFeature = feature;
            m_dragFrom = QPointF(*feature);
            m_dragTo = g;
        } else {
            Q_EMIT placeRequested(rounded(g));
        }
        return true;
    }
    case QEvent::MouseMove:
        return followMove(event, m_dragFeature.has_value());
    case QEvent::MouseButtonRelease: {
        auto *e = static_cast<QMouseEvent *>(event);
        if (e->button() == Qt::LeftButton && m_dragFeature && m_dragTo) {
            const QPoint from = *m_dragFeature, to = rounded(*m_dragTo);
            m_dragFeature.reset();
            m_dragFrom.reset();
            m_dragTo.reset();
            if (from != to)
                Q_EMIT featureMoved(from, to);
            refresh();
        }
        return true;
    }
    default:
        return keyOrDoubleClick(event, m_dragFeature.has_value());
    }
}

bool RelfMapTools::keyOrDoubleClick(QEvent *event, bool dragging)
{
    if (event->type() == QEvent::KeyPress &&
        static_cast<QKeyEvent *>(event)->key() == Qt::Key_Escape && dragging) {
        cancelDrag();
        return true;
    }
    return event->type() == QEvent::MouseButtonDblClick;
}

bool RelfMapTools::followMove(QEvent *event, bool dragging)
{
    const QPointF g = m_view->groundAt(static_cast<QMouseEvent *>(event)->position());
    Q_EMIT m_view->cursorMoved(g);
    if (dragging) {
        m_dragTo = g;
        refresh();
    }
    return true;
}

bool RelfMapTools::offsetEvent(QEvent *event)
{
    switch (event->type()) {
    case QEvent::MouseButtonPress: {
        auto *e = static_cast<QMouseEvent *>(event);
        if (e->button() != Qt::LeftButton)
            return e->button() == Qt::RightButton;
        m_dragFrom = m_dragTo = m_view->groundAt(e->position());
        refresh();
        return true;
    }
    case QEvent::MouseMove:
        return followMove(event, m_dragFrom.has_value());
    case QEvent::MouseButtonRelease: {
        auto *e = static_cast<QMouseEvent *>(event);
        if (e->button() == Qt::LeftButton && m_dragFrom && m_dragTo) {
            const QPointF d = *m_dragTo - *m_dragFrom;
            m_dragFrom.reset();
            m_dragTo.reset();
            refresh();
            if (std::abs(d.x()) >= 1 || std::abs(d.y()) >= 1)
                Q_EMIT pathOffsetPicked(std::round(d.x()), std::round(d.y()));
        }
        return true;
    }
    default:
        return keyOrDoubleClick(event, m_dragFrom.has_value());
    }
}

} // namespace terrain::widgets
