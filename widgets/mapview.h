#pragma once
// The live, limitless map of any generator: the designer roams it with the
// mouse and keyboard. Tiles of the generator's tile source are made on a
// thread pool, tagged with a generation number; a tile of an older
// generation is never cached but is shown in place of the blank until the
// current picture is whole, finished tiles are cached and reused while
// panning, and the GUI thread never renders.

#include "render/tiles.h"
#include "render/tilesource.h"

#include <QElapsedTimer>
#include <QHash>
#include <QImage>
#include <QThreadPool>
#include <QWidget>

#include <atomic>
#include <optional>

namespace terrain::widgets {

struct TileId
{
    int zoom = 0;
    qint64 tx = 0, ty = 0;
    bool operator==(const TileId &) const = default;
};
size_t qHash(const TileId &t, size_t seed = 0);

class MapView : public QWidget
{
    Q_OBJECT
public:
    explicit MapView(QWidget *parent = nullptr);
    ~MapView() override;

    // A new source or a new style starts a new generation: no tile made
    // before it is shown again.
    void setSource(render::TileSourcePtr source);
    const render::TileSourcePtr &source() const { return m_source; }
    void setLayers(unsigned layers);
    unsigned layers() const { return m_style.layers; }
    void setContourInterval(double interval);
    double contourInterval() const { return m_style.contourInterval; }
    const render::MapRenderSettings &style() const { return m_style; }

    // What one unit of ground is, for the scale bar: a metre, a cell, or a
    // unit of a map that has no scale of its own.
    enum class GroundUnit
    {
        Metres,
        Cells,
        MapUnits
    };
    void setGroundUnit(GroundUnit unit);
    GroundUnit groundUnit() const { return m_unit; }

    int zoom() const { return m_zoom; }
    double metresPerPixel() const { return render::metresPerPixel(m_zoom); }
    // Zooms to a level, keeping the ground under `anchor` (widget pixels) still.
    void setZoom(int zoom, QPointF anchor);
    void zoomBy(int steps);
    void centreOn(double x, double y);
    // Centres on a piece of ground at the closest zoom that shows all of it;
    // until the view is first painted it does so again at every resize, so
    // a view not yet laid out fits when it is. Panning or zooming cancels it.
    void showGround(const QRectF &ground);
    QPointF centre() const;
    // The global pixel of the widget's top-left corner at the current zoom.
    qint64 originX() const { return m_originX; }
    qint64 originY() const { return m_originY; }

    QPointF groundAt(QPointF widgetPos) const;
    // The view as render settings: its corner, scale and size in pixels
    // (what overlays and scans over the visible ground need).
    render::MapRenderSettings viewSettings() const;
    QPointF widgetPosOf(double x, double y) const;

    // A frame drawn round a finite map's ground (a polygon island's square),
    // so the designer sees where the map ends; nullopt: none (limitless).
    void setGroundFrame(std::optional<QRectF> ground);
    std::optional<QRectF> groundFrame() const { return m_frame; }
    // Where another view shows the ground (the underground plans), outlined
    // and named on the map at every scale: no smaller than a marker when
    // the map is zoomed far out. An empty rectangle takes it away.
    void setMarkedGround(const QRectF &ground, const QString &label);
    QRectF markedGround() const { return m_marked; }
    // The outline as drawn, in widget pixels (empty when none).
    QRectF markedOutline() const;

    // A brush of `radius` metres about a ground point (the continent's, as
    // the minimap paints), outlined at the map's scale; a radius of 0 or
    // less takes it away.
    void setBrushOutline(QPointF centre, double radius);
    // The outline as drawn, in widget pixels (empty when none).
    QRectF brushOutline() const;

    // Takes the section line (Shift + drag) off the map.
    void clearSection();
    bool hasSection() const { return m_hasSection; }

    // True when every visible tile of the current generation is ready.
    bool isComplete() const;
    // The map as shown, without overlays (meaningful when complete).
    QImage frameImage() const;
    // What the visible tiles show (for a legend), merged from their
    // summaries; null when the source keeps none or nothing is drawn yet.
    std::unique_ptr<render::MapSummary> visibleContents() const;
    // The generations of the tiles drawn by the last paint (for tests).
    const QList<quint64> &lastPaintedGenerations() const { return m_paintedGenerations; }
    quint64 generation() const { return m_generation; }
    // How many tiles have been rendered so far (for tests of the cache).
    int tilesRendered() const { return m_tilesRendered.load(); }

    QSize sizeHint() const override { return {800, 600}; }

Q_SIGNALS:
    void cursorMoved(QPointF ground);
    void groundClicked(QPointF ground);
    void frameCompleted(double milliseconds);
    void viewChanged();
    void contentsChanged();
    // A section line drawn with Shift and the left button, in ground metres.
    void sectionDrawn(QPointF from, QPointF to);

protected:
    void paintEvent(QPaintEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    struct Tile
    {
        QImage image;
        std::shared_ptr<const render::MapSummary> contents;
        quint64 generation = 0;
        quint64 lastUsed = 0;
    };
    void restart();
    void requestVisibleTiles();
    void tileReady(TileId id, quint64 generation, QImage image,
                   std::shared_ptr<const render::MapSummary> contents);
    std::vector<render::TileKey> visibleTiles() const;
    void panBy(qint64 dx, qint64 dy);
    void trimCache();
    void paintScaleBar(QPainter &painter);
    void paintFrame(QPainter &painter);
    void paintMarked(QPainter &painter); // markedOutline() and its name
    void paintBrush(QPainter &painter);

    render::TileSourcePtr m_source;
    render::MapRenderSettings m_style;
    int m_zoom = render::kDefaultZoom;
    GroundUnit m_unit = GroundUnit::Metres;
    QSize m_originSize{800, 600};       // the widget size the origin was set for
    std::optional<QRectF> m_pendingFit; // showGround's ground, until first painted
    std::optional<QRectF> m_frame;
    QRectF m_marked;
    QString m_markedLabel;
    QPointF m_brushCentre;
    double m_brushRadius = 0.0;
    void fitPending();
    qint64 m_originX = -400;
    qint64 m_originY = -300;

    quint64 m_generation = 1;
    std::shared_ptr<std::atomic<quint64>> m_liveGeneration;
    QHash<TileId, Tile> m_cache;
    // Tiles of earlier generations shown until the current picture is whole.
    QHash<TileId, Tile> m_stale;
    void keepStaleTiles();
    // Tiles requested for the current generation, each with a flag its task
    // sets when it begins: a begun tile is not requested twice.
    QHash<TileId, std::shared_ptr<std::atomic<bool>>> m_pending;
    quint64 m_useClock = 0;
    QThreadPool m_pool;
    QElapsedTimer m_frameTimer;
    bool m_frameOpen = false;
    QList<quint64> m_paintedGenerations;
    std::atomic<int> m_tilesRendered{0};

    bool m_sectioning = false;
    QPointF m_sectionFrom, m_sectionTo; // ground
    bool m_hasSection = false;
    qint64 m_dragOriginX = 0, m_dragOriginY = 0; // where a drag began
};

} // namespace terrain::widgets
