#pragma once

#include "relf/evaluator.h"

#include <QMainWindow>

class QAction;
class QDockWidget;
class QLabel;
class QMenu;

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
} // namespace terrain::widgets

namespace terrain::app {

class Document;
class Recovery;

// The studio's main window: the live map of the current parameter set in the
// centre, the inspector and legend in docks.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(relf::RelfParameters parameters, QWidget *parent = nullptr);
    ~MainWindow() override;

    const relf::RelfParameters &parameters() const;
    Document *document() const { return m_document; }
    widgets::MapView *mapView() const { return m_map; }
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

    // Opens a parameter file; on failure shows why and changes nothing.
    bool openFile(const QString &path);
    bool save();
    bool saveAs();
    // Replaces the terrain with a bundled preset, as one undo step.
    bool applyPreset(const QString &name);
    // Opens the randomiser; its preview shows on the map and the chart.
    void randomiseProfile();
    // Shows parameters on the map and chart without changing the document.
    void preview(const relf::RelfParameters &parameters);
    static QStringList presetNames(); // file names under :/presets
    // Offers to restore what an earlier session left unsaved.
    void offerRecovery();
    QAction *layerAction(unsigned layer) const;

protected:
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    bool maybeSave();
    void updateTitle();
    void createActions();
    void createDocks();
    QDockWidget *addDock(const QString &title, const QString &name, QWidget *content, Qt::DockWidgetArea area);
    void updateLayers();
    void updateRecentMenu();
    void addRecentFile(const QString &path);
    void goTo();
    void chooseContourInterval();
    void showPreferences();
    void showAbout();
    void inspectAt(QPointF ground);
    void readSettings();
    void writeSettings() const;

    Document *m_document = nullptr;
    Recovery *m_recovery = nullptr;
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
    void updateEditors();
    QMenu *m_viewMenu = nullptr;
    QMenu *m_recentMenu = nullptr;
    QList<std::pair<unsigned, QAction *>> m_layerActions;
    QLabel *m_cursorLabel = nullptr;
    QLabel *m_scaleLabel = nullptr;
    QLabel *m_redrawLabel = nullptr;
    bool m_pinned = false;
};

} // namespace terrain::app
