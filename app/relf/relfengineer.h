#pragma once
// The engineer's part of the Relf editor (seed 000, "Paths and roads",
// "Streams", "Enabling things to move", findGoodSite): the map tools (roads,
// placing and moving objects, the path offset), the streams found in the
// background for the view and its margin, the Placed dock and the map's
// context menu. Every gesture reaches the document as one undo step.

#include "relf/evaluator.h"
#include "relf/features/goodsite.h"
#include "relf/features/streams.h"

#include <QFutureWatcher>
#include <QObject>
#include <QPointF>
#include <QTimer>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>

class QAction;
class QActionGroup;
class QWidget;

namespace terrain::widgets {
class MapView;
class PlacedList;
class RelfMapTools;
} // namespace terrain::widgets

namespace terrain::app {

class RelfDocument;

class RelfEngineer : public QObject
{
    Q_OBJECT
public:
    using EditFunction = std::function<bool(
        const QString &text, const QString &key,
        const std::function<void(relf::RelfParameters &)> &change, bool mergeable)>;
    RelfEngineer(widgets::MapView *map, QWidget *dialogParent, EditFunction edit);
    ~RelfEngineer() override;

    void setDocument(RelfDocument *document);
    // The document changed: a new terrain for the streams, the tools and the dock.
    void documentChanged();

    widgets::PlacedList *placedList() const { return m_placed; }
    widgets::RelfMapTools *tools() const { return m_tools; }
    QList<QAction *> toolActions() const { return m_toolActions; }

    // Streams of the last finished scan, and the stream placements so far.
    const std::vector<relf::Stream> &streams() const;
    const relf::StreamMarks &marks() const { return m_marks; }
    bool isScanning() const { return m_watcher.isRunning() || m_scanTimer.isActive(); }
    int scansFinished() const { return m_scansFinished; }
    // findGoodSite from a ground point: marks the site and says how it went.
    relf::GoodSite findSite(QPointF from);
    std::optional<relf::GoodSite> lastSite() const { return m_site; }

Q_SIGNALS:
    void statusMessage(const QString &message, int timeout);
    void streamsFound();

private:
    void scheduleScan();
    void startScan();
    void scanFinished();
    void refreshDock();
    QString roadWarning(const relf::Road &road) const;
    void showContextMenu(QPointF ground, QPoint globalPos);
    void placeAt(QPoint at);
    void moveFeature(QPoint from, QPoint to);
    void removeFeature(QPoint at);
    void removeRow(int row);
    relf::EvaluatorPtr terrain() const;

    widgets::MapView *m_map;
    QWidget *m_dialogParent;
    EditFunction m_edit;
    RelfDocument *m_document = nullptr;
    widgets::RelfMapTools *m_tools;
    widgets::PlacedList *m_placed;
    QList<QAction *> m_toolActions;
    QActionGroup *m_toolGroup;

    // The background stream scan: one at a time; a newer request cancels it.
    QTimer m_scanTimer;
    QFutureWatcher<std::optional<std::vector<relf::Stream>>> m_watcher;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    relf::EvaluatorPtr m_scanTerrain;
    bool m_rescan = false;
    int m_scansFinished = 0;
    relf::StreamMarks m_marks;
    std::optional<relf::GoodSite> m_site;
};

} // namespace terrain::app
