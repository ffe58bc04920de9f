#pragma once

#include "relf/evaluator.h"

#include <QMainWindow>

class QAction;
class QLabel;
class QMenu;

namespace terrain::widgets {
class InspectorWidget;
class LegendWidget;
class MapView;
} // namespace terrain::widgets

namespace terrain::app {

// The studio's main window: the live map of the current parameter set in the
// centre, the inspector and legend in docks.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(relf::RelfParameters parameters, QWidget *parent = nullptr);

    const relf::RelfParameters &parameters() const { return m_terrain->parameters(); }
    widgets::MapView *mapView() const { return m_map; }
    widgets::InspectorWidget *inspector() const { return m_inspector; }
    widgets::LegendWidget *legend() const { return m_legend; }

    // Opens a parameter file; on failure shows why and changes nothing.
    bool openFile(const QString &path);
    QAction *layerAction(unsigned layer) const;

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void setParameters(relf::RelfParameters parameters);
    void createActions();
    void createDocks();
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

    relf::EvaluatorPtr m_terrain;
    QString m_path;
    widgets::MapView *m_map = nullptr;
    widgets::InspectorWidget *m_inspector = nullptr;
    widgets::LegendWidget *m_legend = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_recentMenu = nullptr;
    QList<std::pair<unsigned, QAction *>> m_layerActions;
    QLabel *m_cursorLabel = nullptr;
    QLabel *m_scaleLabel = nullptr;
    QLabel *m_redrawLabel = nullptr;
    bool m_pinned = false;
};

} // namespace terrain::app
