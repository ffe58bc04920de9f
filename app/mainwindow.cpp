#include "mainwindow.h"

#include "document.h"
#include "exportdialog.h"
#include "gotodialog.h"
#include "inspectorwidget.h"
#include "legendwidget.h"
#include "mapview.h"
#include "parameterspanel.h"
#include "preferencesdialog.h"
#include "profilechart.h"
#include "randomiserdialog.h"
#include "recovery.h"
#include "relf/parameterfile.h"
#include "statisticswidget.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QSettings>
#include <QStatusBar>
#include <QToolBar>

namespace terrain::app {

namespace {
constexpr int kMaxRecent = 8;
}

MainWindow::MainWindow(relf::RelfParameters parameters, QWidget *parent)
    : QMainWindow(parent)
    , m_document(new Document(std::move(parameters), this))
    , m_map(new widgets::MapView(this))
{
    setCentralWidget(m_map);
    setAcceptDrops(true);
    m_recovery = new Recovery(m_document, 60000, this);
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
    connect(m_map, &widgets::MapView::contentsChanged, this, [this] {
        const render::MapContents contents = m_map->visibleContents();
        m_legend->setContents(contents);
        m_statistics->setContents(contents);
    });
    connect(m_map, &widgets::MapView::viewChanged, this, [this] {
        m_scaleLabel->setText(tr("%1 m per pixel").arg(m_map->metresPerPixel()));
        m_legend->setContents(m_map->visibleContents());
    });

    connect(m_document, &Document::changed, this, [this] {
        m_map->setTerrain(m_document->evaluator());
        updateEditors();
    });
    connect(m_parametersPanel, &widgets::ParametersPanel::edited, this,
            [this](const QString &key, const QString &text, const relf::RelfParameters &p) {
                QStringList problems;
                if (!m_document->edit(text, key, [&p](relf::RelfParameters &q) { q = p; }, true, &problems)) {
                    statusBar()->showMessage(problems.join(QStringLiteral("; ")), 6000);
                    m_parametersPanel->setParameters(m_document->parameters()); // show what stands
                }
            });
    connect(m_parametersPanel, &widgets::ParametersPanel::gestureFinished, m_document, &Document::endGesture);
    connect(m_document, &Document::modifiedChanged, this, [this] { updateTitle(); });
    connect(m_document, &Document::filePathChanged, this, [this] { updateTitle(); });

    resize(1200, 800);
    readSettings();
    m_map->setTerrain(m_document->evaluator());
    updateEditors();
    m_scaleLabel->setText(tr("%1 m per pixel").arg(m_map->metresPerPixel()));
    updateTitle();
}

MainWindow::~MainWindow()
{
    // The document outlives this window's own members by a moment as a
    // child; its last signals must not reach a half-destroyed window.
    m_document->disconnect(this);
}


const relf::RelfParameters &MainWindow::parameters() const
{
    return m_document->parameters();
}

void MainWindow::updateTitle()
{
    const QString name = m_document->filePath().isEmpty() ? tr("Untitled") : QFileInfo(m_document->filePath()).fileName();
    setWindowTitle(tr("%1[*] – Terrain Studio").arg(name));
    setWindowModified(m_document->isModified());
}

bool MainWindow::maybeSave()
{
    if (!m_document->isModified())
        return true;
    const auto answer = QMessageBox::warning(this, tr("Unsaved Changes"),
                                             tr("The terrain has changes that are not saved. Save them?"),
                                             QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

bool MainWindow::save()
{
    if (m_document->filePath().isEmpty())
        return saveAs();
    QString error;
    if (!m_document->save(m_document->filePath(), &error)) {
        QMessageBox::warning(this, tr("Cannot save"), error);
        return false;
    }
    statusBar()->showMessage(tr("Saved %1").arg(m_document->filePath()), 4000);
    return true;
}

bool MainWindow::saveAs()
{
    QString path = QFileDialog::getSaveFileName(this, tr("Save Parameter File"), m_document->filePath(),
                                                tr("Terrain parameters (*.json)"));
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".json");
    QString error;
    if (!m_document->save(path, &error)) {
        QMessageBox::warning(this, tr("Cannot save"), error);
        return false;
    }
    addRecentFile(path);
    return true;
}

void MainWindow::preview(const relf::RelfParameters &parameters)
{
    m_map->setTerrain(std::make_shared<const relf::RelfEvaluator>(parameters));
    m_profileChart->setParameters(parameters);
}

void MainWindow::randomiseProfile()
{
    RandomiserDialog dialog(m_document->parameters(), this);
    connect(&dialog, &RandomiserDialog::previewChanged, this, &MainWindow::preview);
    dialog.refreshPreview(); // show what the settings give from the start
    if (dialog.exec() == QDialog::Accepted && dialog.problems().isEmpty()) {
        const relf::SineProfileSettings s = dialog.settings();
        m_document->replace(QCoreApplication::translate("Undo Commands", "Random profile (seed %1)").arg(s.seed),
                            dialog.result());
    }
    // Back to the document, changed or not.
    m_map->setTerrain(m_document->evaluator());
    updateEditors();
}

QStringList MainWindow::presetNames()
{
    // The reference first, the rest by name.
    QStringList names = QDir(u":/presets"_qs).entryList({u"*.json"_qs}, QDir::Files, QDir::Name);
    if (names.removeOne(u"the-forest-1983.json"_qs))
        names.prepend(u"the-forest-1983.json"_qs);
    return names;
}

bool MainWindow::applyPreset(const QString &name)
{
    const relf::ParameterReadResult r = relf::readParameterFile(u":/presets/"_qs + name);
    if (!r.parameters) {
        QMessageBox::warning(this, tr("Cannot load the preset"), r.errors.join(QLatin1Char('\n')));
        return false;
    }
    m_document->replace(QCoreApplication::translate("Undo Commands", "Load preset %1").arg(name), *r.parameters);
    return true;
}

void MainWindow::offerRecovery()
{
    const QString path = Recovery::recoveryPath();
    if (!QFileInfo::exists(path))
        return;
    const relf::ParameterReadResult r = relf::readParameterFile(path);
    if (!r.parameters) {
        QFile::remove(path);
        return;
    }
    const auto answer = QMessageBox::question(
        this, tr("Restore Unsaved Changes"),
        tr("Terrain Studio did not close normally. Restore the unsaved terrain from %1?")
            .arg(QLocale().toString(QFileInfo(path).lastModified(), QLocale::ShortFormat)),
        QMessageBox::Yes | QMessageBox::No);
    if (answer == QMessageBox::Yes)
        m_document->replace(tr("Restore unsaved changes"), *r.parameters);
    else
        QFile::remove(path);
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (urls.size() == 1 && urls.first().isLocalFile())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (urls.size() == 1 && urls.first().isLocalFile()) {
        event->acceptProposedAction();
        if (maybeSave())
            openFile(urls.first().toLocalFile());
    }
}


void MainWindow::createActions()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *newFile = file->addAction(tr("&New"), this, [this] {
        if (maybeSave())
            m_document->reset(relf::RelfParameters::reference1983());
    });
    newFile->setShortcut(QKeySequence::New);
    QAction *open = file->addAction(tr("&Open…"), this, [this] {
        if (!maybeSave())
            return;
        const QString path = QFileDialog::getOpenFileName(this, tr("Open Parameter File"), QString(),
                                                          tr("Terrain parameters (*.json);;All files (*)"));
        if (!path.isEmpty())
            openFile(path);
    });
    open->setShortcut(QKeySequence::Open);
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    file->addAction(tr("&Save"), this, &MainWindow::save)->setShortcut(QKeySequence::Save);
    file->addAction(tr("Save &As…"), this, &MainWindow::saveAs)->setShortcut(QKeySequence::SaveAs);
    file->addSeparator();
    QAction *exportAction = file->addAction(tr("&Export…"), this, [this] {
        const QPointF tl = m_map->groundAt(QPointF(0, 0));
        const QPointF br = m_map->groundAt(QPointF(m_map->width(), m_map->height()));
        ExportDialog dialog({tl.x(), br.y(), br.x() - tl.x(), tl.y() - br.y()}, m_map->metresPerPixel(), this);
        if (dialog.exec() != QDialog::Accepted)
            return;
        QString error;
        const ExportRequest request = dialog.request();
        if (ExportDialog::run(m_document->evaluator(), request, this, &error))
            statusBar()->showMessage(tr("Exported %1").arg(request.path), 6000);
        else
            QMessageBox::warning(this, tr("Export failed"), error);
    });
    exportAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);

    QMenu *presets = menuBar()->addMenu(tr("&Presets"));
    for (const QString &name : presetNames()) {
        const QString title = name == u"the-forest-1983.json"_qs ? tr("The Forest 1983")
                              : name == u"islands.json"_qs      ? tr("Islands")
                              : name == u"mountains.json"_qs    ? tr("Mountains")
                              : name == u"pieces-of-eight.json"_qs ? tr("Pieces of Eight (random sea-level profile)")
                                                                   : name;
        presets->addAction(title, this, [this, name] { applyPreset(name); });
    }

    presets->addSeparator();
    QAction *randomise = presets->addAction(tr("&Random Profile…"), this, &MainWindow::randomiseProfile);
    randomise->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    QAction *undo = m_document->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction *redo = m_document->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setShortcuts({QKeySequence::Redo, QKeySequence(Qt::CTRL | Qt::Key_Y)});
    edit->addAction(undo);
    edit->addAction(redo);

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
        {render::LayerSnow, tr("&Snow")},         {render::LayerGrid, tr("Coordinate &Grid")},
        {render::LayerMines, tr("&Mines Underground")}};
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
    QStringList errors, warnings;
    if (!m_document->load(path, &errors, &warnings)) {
        QMessageBox box(QMessageBox::Warning, tr("Cannot open the parameter file"),
                        tr("%1 could not be read; nothing was changed.").arg(QFileInfo(path).fileName()),
                        QMessageBox::Ok, this);
        box.setDetailedText(errors.join(QLatin1Char('\n')));
        box.exec();
        return false;
    }
    if (!warnings.isEmpty())
        statusBar()->showMessage(warnings.join(QStringLiteral("; ")), 8000);
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
        m_recentMenu->addAction(QFileInfo(path).fileName(), this, [this, path] {
            if (maybeSave())
                openFile(path);
        })->setToolTip(path);
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
    m_inspector->setTerra(g.x(), g.y(), m_document->evaluator()->terra(g.x(), g.y()));
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
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    writeSettings();
    m_recovery->discard(); // a normal exit leaves nothing to recover
    event->accept();
}

} // namespace terrain::app
