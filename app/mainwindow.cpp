#include "mainwindow.h"

#include "gotodialog.h"
#include "inspectorwidget.h"
#include "legendwidget.h"
#include "mapview.h"
#include "preferencesdialog.h"
#include "relf/parameterfile.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>
#include <QToolBar>

namespace terrain::app {

namespace {
constexpr int kMaxRecent = 8;
}

MainWindow::MainWindow(relf::RelfParameters parameters, QWidget *parent)
    : QMainWindow(parent)
    , m_map(new widgets::MapView(this))
{
    setCentralWidget(m_map);
    createDocks();
    createActions();
    m_cursorLabel = new QLabel(this);
    m_scaleLabel = new QLabel(this);
    m_redrawLabel = new QLabel(this);
    statusBar()->addPermanentWidget(m_cursorLabel);
    statusBar()->addPermanentWidget(m_scaleLabel);
    statusBar()->addPermanentWidget(m_redrawLabel);

    connect(m_map, &widgets::MapView::cursorMoved, this, [this](QPointF g) {
        m_cursorLabel->setText(tr("x %1  y %2").arg(g.x(), 0, 'f', 1).arg(g.y(), 0, 'f', 1));
        if (!m_pinned)
            inspectAt(g);
    });
    connect(m_map, &widgets::MapView::groundClicked, this, [this](QPointF g) {
        m_pinned = true;
        m_inspector->setPinned(true);
        inspectAt(g);
    });
    connect(m_inspector, &widgets::InspectorWidget::unpinRequested, this, [this] {
        m_pinned = false;
        m_inspector->setPinned(false);
    });
    connect(m_map, &widgets::MapView::frameCompleted, this,
            [this](double ms) { m_redrawLabel->setText(tr("Full redraw %1 ms").arg(ms, 0, 'f', 1)); });
    connect(m_map, &widgets::MapView::contentsChanged, this,
            [this] { m_legend->setContents(m_map->visibleContents()); });
    connect(m_map, &widgets::MapView::viewChanged, this, [this] {
        m_scaleLabel->setText(tr("%1 m per pixel").arg(m_map->metresPerPixel()));
        m_legend->setContents(m_map->visibleContents());
    });

    resize(1200, 800);
    readSettings();
    setParameters(std::move(parameters));
    m_scaleLabel->setText(tr("%1 m per pixel").arg(m_map->metresPerPixel()));
    setWindowTitle(tr("Terrain Studio"));
}

void MainWindow::setParameters(relf::RelfParameters parameters)
{
    m_terrain = std::make_shared<const relf::RelfEvaluator>(std::move(parameters));
    m_map->setTerrain(m_terrain);
}

void MainWindow::createDocks()
{
    m_inspector = new widgets::InspectorWidget(this);
    auto *inspectorDock = new QDockWidget(tr("Inspector"), this);
    inspectorDock->setObjectName(QStringLiteral("inspectorDock"));
    inspectorDock->setWidget(m_inspector);
    addDockWidget(Qt::RightDockWidgetArea, inspectorDock);

    m_legend = new widgets::LegendWidget(this);
    auto *legendDock = new QDockWidget(tr("Legend"), this);
    legendDock->setObjectName(QStringLiteral("legendDock"));
    legendDock->setWidget(m_legend);
    addDockWidget(Qt::RightDockWidgetArea, legendDock);
}

void MainWindow::createActions()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *open = file->addAction(tr("&Open…"), this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Open Parameter File"), QString(),
                                                          tr("Terrain parameters (*.json);;All files (*)"));
        if (!path.isEmpty())
            openFile(path);
    });
    open->setShortcut(QKeySequence::Open);
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);

    m_viewMenu = menuBar()->addMenu(tr("&View"));
    QAction *zoomIn = m_viewMenu->addAction(tr("Zoom &In"), this, [this] { m_map->zoomBy(1); });
    zoomIn->setShortcuts({QKeySequence::ZoomIn, QKeySequence(Qt::CTRL | Qt::Key_Equal)});
    QAction *zoomOut = m_viewMenu->addAction(tr("Zoom &Out"), this, [this] { m_map->zoomBy(-1); });
    zoomOut->setShortcut(QKeySequence::ZoomOut);
    QAction *goTo = m_viewMenu->addAction(tr("&Go To…"), this, &MainWindow::goTo);
    goTo->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_G));
    m_viewMenu->addSeparator();
    const std::pair<unsigned, QString> layers[] = {
        {render::LayerContours, tr("&Contours")}, {render::LayerVegetation, tr("&Vegetation")},
        {render::LayerFeatures, tr("&Features")}, {render::LayerBuildings, tr("&Buildings")},
        {render::LayerSnow, tr("&Snow")},         {render::LayerGrid, tr("Coordinate &Grid")}};
    int n = 1;
    for (const auto &[layer, title] : layers) {
        QAction *a = m_viewMenu->addAction(title);
        a->setCheckable(true);
        a->setChecked(m_map->layers() & layer);
        a->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key(Qt::Key_0 + n++)));
        connect(a, &QAction::toggled, this, &MainWindow::updateLayers);
        m_layerActions.append({layer, a});
    }
    m_viewMenu->addAction(tr("Contour &Interval…"), this, &MainWindow::chooseContourInterval);
    m_viewMenu->addSeparator();

    QMenu *settings = menuBar()->addMenu(tr("&Settings"));
    QAction *prefs = settings->addAction(tr("&Preferences…"), this, &MainWindow::showPreferences);
    prefs->setShortcut(QKeySequence::Preferences);
    prefs->setMenuRole(QAction::PreferencesRole);

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About Terrain Studio"), this, &MainWindow::showAbout);

    QToolBar *tools = addToolBar(tr("Map"));
    tools->setObjectName(QStringLiteral("mapToolBar"));
    tools->setToolButtonStyle(Qt::ToolButtonTextOnly);
    tools->addAction(zoomIn);
    tools->addAction(zoomOut);
    tools->addAction(goTo);
    tools->addSeparator();
    for (const auto &[layer, action] : m_layerActions)
        tools->addAction(action);

    for (QDockWidget *dock : findChildren<QDockWidget *>())
        m_viewMenu->addAction(dock->toggleViewAction());
    updateRecentMenu();
}

QAction *MainWindow::layerAction(unsigned layer) const
{
    for (const auto &[l, a] : m_layerActions)
        if (l == layer)
            return a;
    return nullptr;
}

void MainWindow::updateLayers()
{
    unsigned layers = 0;
    for (const auto &[layer, action] : m_layerActions)
        if (action->isChecked())
            layers |= layer;
    m_map->setLayers(layers);
}

bool MainWindow::openFile(const QString &path)
{
    const relf::ParameterReadResult r = relf::readParameterFile(path);
    if (!r.parameters) {
        QMessageBox box(QMessageBox::Warning, tr("Cannot open the parameter file"),
                        tr("%1 could not be read; nothing was changed.").arg(QFileInfo(path).fileName()),
                        QMessageBox::Ok, this);
        box.setDetailedText(r.errors.join(QLatin1Char('\n')));
        box.exec();
        return false;
    }
    if (!r.warnings.isEmpty())
        statusBar()->showMessage(r.warnings.join(QStringLiteral("; ")), 8000);
    setParameters(*r.parameters);
    m_path = path;
    setWindowTitle(tr("%1 – Terrain Studio").arg(QFileInfo(path).fileName()));
    addRecentFile(path);
    return true;
}

void MainWindow::addRecentFile(const QString &path)
{
    QSettings settings;
    QStringList recent = settings.value(QStringLiteral("recentFiles")).toStringList();
    const QString absolute = QFileInfo(path).absoluteFilePath();
    recent.removeAll(absolute);
    recent.prepend(absolute);
    while (recent.size() > kMaxRecent)
        recent.removeLast();
    settings.setValue(QStringLiteral("recentFiles"), recent);
    updateRecentMenu();
}

void MainWindow::updateRecentMenu()
{
    m_recentMenu->clear();
    const QStringList recent = QSettings().value(QStringLiteral("recentFiles")).toStringList();
    for (const QString &path : recent)
        m_recentMenu->addAction(QFileInfo(path).fileName(), this, [this, path] { openFile(path); })->setToolTip(path);
    m_recentMenu->setEnabled(!recent.isEmpty());
}

void MainWindow::goTo()
{
    GoToDialog dialog(m_map->centre(), this);
    if (dialog.exec() == QDialog::Accepted)
        m_map->centreOn(dialog.position().x(), dialog.position().y());
}

void MainWindow::chooseContourInterval()
{
    bool ok = false;
    const double v = QInputDialog::getDouble(this, tr("Contour Interval"), tr("Height units between contours:"),
                                             m_map->contourInterval(), 0.5, 1000.0, 1, &ok);
    if (ok)
        m_map->setContourInterval(v);
}

void MainWindow::showPreferences()
{
    PreferencesDialog dialog(this);
    if (dialog.exec() == QDialog::Accepted)
        storeLanguage(dialog.language());
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About Terrain Studio"),
                       tr("<p><b>Terrain Studio</b> %1</p><p>Design limitless procedural terrain with the Relf "
                          "Terrain Generator and see it as an orienteering map.</p>")
                           .arg(QApplication::applicationVersion()));
}

void MainWindow::inspectAt(QPointF g)
{
    m_inspector->setTerra(g.x(), g.y(), m_terrain->terra(g.x(), g.y()));
}

void MainWindow::readSettings()
{
    QSettings s;
    restoreGeometry(s.value(QStringLiteral("window/geometry")).toByteArray());
    restoreState(s.value(QStringLiteral("window/state")).toByteArray());
    const unsigned layers = s.value(QStringLiteral("view/layers"), unsigned(render::LayersDefault)).toUInt();
    for (const auto &[layer, action] : m_layerActions)
        action->setChecked(layers & layer);
    m_map->setLayers(layers);
    m_map->setContourInterval(s.value(QStringLiteral("view/contourInterval"), 5.0).toDouble());
}

void MainWindow::writeSettings() const
{
    QSettings s;
    s.setValue(QStringLiteral("window/geometry"), saveGeometry());
    s.setValue(QStringLiteral("window/state"), saveState());
    s.setValue(QStringLiteral("view/layers"), m_map->layers());
    s.setValue(QStringLiteral("view/contourInterval"), m_map->contourInterval());
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    writeSettings();
    event->accept();
}

} // namespace terrain::app
