#pragma once
// The editor of Relf terrains: the live orienteering map in the centre, the
// parameter editors, inspector, legend and statistics in docks, the Presets
// menu, the map's View actions and File ▸ Export. It shows whichever Relf
// document is current; its widgets' edits reach that document as undo steps.

#include "editor/documenteditor.h"
#include "relf/evaluator.h"
#include "relfdocument.h"

#include <QHash>
#include <QPointF>

#include <optional>

class QTabWidget;

namespace terrain::widgets {
class InspectorWidget;
class LegendWidget;
class MapView;
class ParametersPanel;
class VectorSetEditor;
class ProfileChart;
class StatisticsWidget;
class TimeEditor;
class MinePanel;
class CavernPanel;
class TerrainView3D;
class ContinentPanel;
} // namespace terrain::widgets

namespace terrain::app {

class LiveLink;

class RelfEngineer;

class RelfEditor : public EditorOf<RelfDocument>
{
    Q_OBJECT
public:
    explicit RelfEditor(QMainWindow *window);

    void exportCurrent() override;
    void resetLayout(QDockWidget *history) override;
    QStringList docksClosedByDefault() const override
    {
        return {QStringLiteral("relfView3dDock"), QStringLiteral("relfContinentDock")};
    }

    widgets::InspectorWidget *inspector() const { return m_inspector; }
    widgets::LegendWidget *legend() const { return m_legend; }
    widgets::ParametersPanel *parametersPanel() const { return m_parametersPanel; }
    // 0 height, 1..3 vegetation sets 1..3.
    widgets::VectorSetEditor *vectorEditor(int set) const { return m_vectorEditors[set]; }
    widgets::ProfileChart *profileChart() const { return m_profileChart; }
    widgets::StatisticsWidget *statistics() const { return m_statistics; }
    widgets::TimeEditor *timeEditor() const { return m_timeEditor; }
    widgets::MinePanel *minePanel() const { return m_minePanel; }
    widgets::CavernPanel *cavernPanel() const { return m_cavernPanel; }
    widgets::TerrainView3D *view3d() const { return m_view3d; }
    widgets::ContinentPanel *continentPanel() const { return m_continentPanel; }
    QDockWidget *continentDock() const { return m_continentDock; }
    QAction *layerAction(unsigned layer) const;
    RelfEngineer *engineer() const { return m_engineer; }

    // Centres the map on a ground point, as Go To does (the section follows).
    void goTo(QPointF ground);
    // Replaces the terrain with a bundled preset, as one undo step.
    bool applyPreset(const QString &name);
    static QStringList presetNames(); // file names under :/presets
    // Makes the file (a coastline or polygon-island parameter file, or a grey
    // PNG) the continent under the terrain, as one undo step; the cell size
    // is asked for unless given.
    void continentFromFile(const QString &path, std::optional<double> cell = std::nullopt);
    // A continent to paint: an island in the ocean, centred on the view.
    void newPaintedContinent();
    // Opens the erosion dialog for the current continent.
    void erodeContinent();
    // Opens the randomiser; its preview shows on the map and the chart.
    void randomiseProfile();
    // Shows parameters on the map and chart without changing the document.
    void preview(const relf::RelfParameters &parameters);

    void readSettings() override;
    void writeSettings() const override;

private:
    void currentChanged() override;

    void createActions(QMainWindow *window);
    void createDocks(QMainWindow *window);
    void updateEditors() override;
    void goTo();
    void chooseContourInterval();
    void inspectAt(QPointF ground) override;
    void showTerrain(const relf::EvaluatorPtr &terrain);
    void refreshLegend();
    // Pushes an edit of the current document; a refused edit shows why.
    // The Games menu: the live link to running games (relfeditorlivelink.cpp).
    QMenu *createGamesMenu(QMainWindow *window);
    void setPublishing(bool on);
    // The Continent menu and dock (relfeditorcontinent.cpp).
    QMenu *createContinentMenu(QMainWindow *window);
    void createContinentDock(QMainWindow *window);
    void updateContinentActions();
    void updateContinentView();
    void continentFromDocumentOrFile(const QString &format, const QString &kind);

    LiveLink *m_liveLink = nullptr;
    QAction *m_publishAction = nullptr;
    // Where each document's map was left (centre, zoom) when another was shown.
    widgets::MapView *m_map = nullptr;
    widgets::InspectorWidget *m_inspector = nullptr;
    widgets::LegendWidget *m_legend = nullptr;
    widgets::ParametersPanel *m_parametersPanel = nullptr;
    widgets::VectorSetEditor *m_vectorEditors[4] = {};
    widgets::ProfileChart *m_profileChart = nullptr;
    widgets::StatisticsWidget *m_statistics = nullptr;
    widgets::TimeEditor *m_timeEditor = nullptr;
    widgets::MinePanel *m_minePanel = nullptr;
    widgets::CavernPanel *m_cavernPanel = nullptr;
    widgets::TerrainView3D *m_view3d = nullptr;
    QDockWidget *m_view3dDock = nullptr;
    QTabWidget *m_underground = nullptr;
    widgets::ContinentPanel *m_continentPanel = nullptr;
    QDockWidget *m_continentDock = nullptr;
    QAction *m_paintAction = nullptr;
    QList<QAction *> m_continentActions; // enabled while there is a continent
    RelfEngineer *m_engineer = nullptr;
    QLabel *m_scaleLabel = nullptr;
    QLabel *m_redrawLabel = nullptr;
    QLabel *m_runningLabel = nullptr; // rain or time running, and how to stop it
    bool m_pinned = false;
    QPointF m_pinnedAt; // ground; asked again after every change
};

} // namespace terrain::app
