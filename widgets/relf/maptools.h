#pragma once
// The Relf map's tools, on a map view: streams drawn over the map, and the
// engineer's gestures. In Navigate the left button pans as usual and the
// right button asks for the context menu; in Road, Place and Path Offset the
// left button edits instead (the wheel and the keys still zoom and pan).
//
// Road: click to add a vertex, double-click or Enter to end the road, Esc
// to cancel it; drag a vertex to move it; double-click a road's line to
// insert a vertex there; right-click a vertex to delete it; click a line to
// select its road and Delete to remove it.
// Place: click to put the chosen kind there; drag a feature to move it;
// right-click a feature to remove it.
// Path Offset: drag from a point to another; the drag is the offset.
//
// Every gesture ends in one signal; the editor makes it one undo step.

#include "relf/map/linesymbols.h"

#include <QObject>
#include <QPointF>

#include <functional>
#include <optional>

namespace terrain::widgets {

class MapView;
class ToolOverlay;

class RelfMapTools : public QObject
{
    Q_OBJECT
public:
    enum class Mode
    {
        Navigate,
        Road,
        Place,
        PathOffset
    };
    explicit RelfMapTools(MapView *view);

    void setMode(Mode mode);
    Mode mode() const { return m_mode; }
    void setRoads(const std::vector<relf::Road> &roads);
    void setStreams(std::vector<relf::Stream> streams);
    const std::vector<relf::Stream> &streams() const { return m_streams; }
    void setStreamsVisible(bool visible);
    // The point feature near a ground point within a radius, if any.
    void setFeatureFinder(std::function<std::optional<QPoint>(QPointF, double)> finder)
    {
        m_featureAt = std::move(finder);
    }
    std::optional<int> selectedRoad() const { return m_selected; }
    void selectRoad(std::optional<int> road);
    // The road being drawn (empty when none).
    const std::vector<relf::RoadVertex> &drawing() const { return m_drawing; }

    // The site findGoodSite chose: an ISOM start triangle, purple when every
    // criterion was met, grey when not.
    void setSite(std::optional<QPointF> site, bool ok);

    // Draws the overlay: streams, roads' handles, the gesture under way.
    void paint(QPainter &painter) const;

Q_SIGNALS:
    void roadDrawn(std::vector<terrain::relf::RoadVertex> vertices);
    void vertexMoved(int road, int vertex, QPointF to);
    void vertexInserted(int road, int before, QPointF at);
    void vertexDeleted(int road, int vertex);
    void roadDeleted(int road);
    void roadSelected(int road);
    void placeRequested(QPoint at);
    void featureMoved(QPoint from, QPoint to);
    void featureRemoved(QPoint at);
    void pathOffsetPicked(double dx, double dy);
    void contextMenuRequested(QPointF ground, QPoint globalPos);
    void modeChanged();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    struct VertexHit
    {
        int road = -1, vertex = -1;
    };
    std::optional<VertexHit> vertexAt(QPointF widgetPos) const;
    // The road and the segment (its end vertex index) whose line passes near.
    std::optional<VertexHit> segmentAt(QPointF widgetPos) const;
    bool roadEvent(QEvent *event);
    bool placeEvent(QEvent *event);
    bool offsetEvent(QEvent *event);
    // A mouse move: the cursor's ground reported, and the drag's end
    // (m_dragTo) following it while dragging; always consumed.
    bool followMove(QEvent *event, bool dragging);
    // The rest of a drag tool's events: Escape cancels a drag under way, a
    // double click is taken, other events pass on.
    bool keyOrDoubleClick(QEvent *event, bool dragging);
    void finishRoad();
    void cancelDrag(); // a vertex, feature or offset drag under way
    void refresh();

    MapView *m_view;
    ToolOverlay *m_overlay;
    Mode m_mode = Mode::Navigate;
    std::vector<relf::Road> m_roads;
    std::vector<relf::Stream> m_streams;
    bool m_streamsVisible = true;
    std::function<std::optional<QPoint>(QPointF, double)> m_featureAt;
    std::optional<int> m_selected;
    std::vector<relf::RoadVertex> m_drawing; // ground
    std::optional<QPointF> m_hover;          // ground, the rubber band's end
    std::optional<VertexHit> m_dragVertex;
    std::optional<QPoint> m_dragFeature;
    std::optional<QPointF> m_dragFrom, m_dragTo; // ground, path offset or feature drag
    std::optional<QPointF> m_site;
    bool m_siteOk = false;
};

} // namespace terrain::widgets
