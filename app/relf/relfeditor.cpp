#include "relfeditor.h"

#include "exportdialog.h"
#include "inspectorwidget.h"
#include "legendwidget.h"
#include "livelink.h"
#include "mapview.h"
#include "parameterspanel.h"
#include "placedlist.h"
#include "profilechart.h"
#include "randomiserdialog.h"
#include "relf/map/maprenderer.h"
#include "relf/model/parameterfile.h"
#include "relfdocument.h"
#include "relfengineer.h"
#include "statisticswidget.h"
#include "underground/cavernpanel.h"
#include "view3d/terrainview3d.h"
#include "window/gotodialog.h"

#include <QAction>
#include <QCoreApplication>
#include <QDir>
#include <QDockWidget>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QSettings>
#include <QToolBar>
#include <QToolButton>
#include <QVBoxLayout>

namespace terrain::app {

RelfEditor::RelfEditor(QMainWindow *window)
    : EditorOf(window)
{
    m_map = makeCentralMap();
    createDocks(window);
    createActions(window);
    m_engineer =
        new RelfEngineer(m_map, window,
                         [this](const QString &text, const QString &key,
                                const std::function<void(relf::RelfParameters &)> &change,
                                bool mergeable) { return edit(text, key, change, mergeable); });
    addDock(tr("Placed"), QStringLiteral("relfPlacedDock"), m_engineer->placedList());
    createContinentDock(window);
    m_viewActions << m_engineer->toolActions();
    connect(m_engineer, &RelfEngineer::statusMessage, this, &Editor::statusMessage);
    connect(m_engineer, &RelfEngineer::streamsFound, this, [this] {
        // Streams and marshes in view, for the legend.
        const QRectF view(m_map->groundAt(QPointF(0, m_map->height())),
                          m_map->groundAt(QPointF(m_map->width(), 0)));
        bool any = false, marsh = false;
        for (const relf::Stream &s : m_engineer->streams())
            for (const relf::StreamPoint &p : s.points)
                if (view.contains(double(p.x), double(p.y))) {
                    any = true;
                    marsh |= s.end == relf::StreamEnd::Marsh && p == s.points.back();
                }
        m_legend->setStreams(any, marsh);
        refreshLegend();
    });
    // One row above the map: the engineer's tools, the view's actions, the
    // layers in a menu of their own (View holds them too), so that the map
    // keeps the window's width and the row fits 1280 pixels in German.
    auto *tools = new QToolBar(tr("Map"), m_central);
    tools->setToolButtonStyle(Qt::ToolButtonTextOnly);
    tools->setIconSize(QSize(16, 16));
    const QList<QAction *> engineerTools = m_engineer->toolActions();
    tools->addActions(engineerTools);
    tools->addSeparator();
    for (QAction *a : std::as_const(m_viewActions))
        if ((!a->property("toolBar").isValid() || a->property("toolBar").toBool()) &&
            !engineerTools.contains(a))
            tools->addAction(a);
    tools->insertWidget(m_view3dDock->toggleViewAction(),
                        makeLayersButton(tools, tr("What the map shows (Ctrl+Shift+1 … 7)")));
    placeCentre(tools);

    m_runningLabel = addStatusLabel();
    m_cursorLabel = addStatusLabel();
    m_scaleLabel = addStatusLabel();
    m_redrawLabel = addStatusLabel();
    m_runningLabel->setObjectName(QStringLiteral("runningLabel"));
    m_runningLabel->setStyleSheet(QStringLiteral("font-weight: bold; color: #1d5fa8"));
    m_runningLabel->hide();

    connect(m_map, &widgets::MapView::cursorMoved, this, [this](QPointF g) {
        m_cursorLabel->setText(tr("x %L1  y %L2").arg(g.x(), 0, 'f', 1).arg(g.y(), 0, 'f', 1));
        if (!m_pinned)
            inspectAt(g);
    });
    connect(m_map, &widgets::MapView::groundClicked, this, [this](QPointF g) {
        m_pinned = true;
        m_pinnedAt = g;
        m_inspector->setPinned(true);
        inspectAt(g);
    });
    connect(m_inspector, &widgets::InspectorWidget::unpinRequested, this, [this] {
        m_pinned = false;
        m_inspector->setPinned(false);
    });
    connect(m_map, &widgets::MapView::frameCompleted, this, [this](double ms) {
        m_redrawLabel->setText(tr("Full redraw %L1 ms").arg(ms, 0, 'f', 1));
    });
    connect(m_map, &widgets::MapView::contentsChanged, this, [this] {
        refreshLegend();
        if (const auto summary = m_map->visibleContents())
            m_statistics->setContents(static_cast<const relf::MapContents &>(*summary));
    });
    connect(m_map, &widgets::MapView::viewChanged, this, [this] {
        m_scaleLabel->setText(tr("%L1 m per pixel").arg(m_map->metresPerPixel()));
        refreshLegend();
    });
    m_scaleLabel->setText(tr("%L1 m per pixel").arg(m_map->metresPerPixel()));
}

void RelfEditor::refreshLegend()
{
    const auto summary = m_map->visibleContents();
    m_legend->setContents(summary ? static_cast<const relf::MapContents &>(*summary)
                                  : relf::MapContents());
}

void RelfEditor::currentChanged()
{
    m_engineer->setDocument(m_document);
    m_liveLink->setDocument(m_document);
    if (!m_document)
        return;
    // A document shown before comes back where it was left; a new one opens
    // at the origin (or on its whole continent), with no section line of
    // another document's.
    if (!restorePlace()) {
        if (const auto &c = m_document->parameters().continent) // the whole continent
            m_map->showGround(QRectF(c->originX, c->originY, c->grid->width * c->cell,
                                     c->grid->height * c->cell));
        else
            m_map->centreOn(0.0, 0.0);
        m_map->clearSection();
        m_cavernPanel->setSection(widgets::CavernPanel::kDefaultSection.first,
                                  widgets::CavernPanel::kDefaultSection.second);
    }
    connect(m_document, &Document::changed, this, [this] {
        showTerrain(m_document->evaluator());
        updateEditors();
        m_engineer->documentChanged();
        if (m_pinned)
            inspectAt(m_pinnedAt); // the pinned point on the changed terrain
    });
    showTerrain(m_document->evaluator());
    updateEditors();
    if (m_pinned)
        inspectAt(m_pinnedAt);
}

void RelfEditor::showTerrain(const relf::EvaluatorPtr &terrain)
{
    m_map->setSource(std::make_shared<const relf::MapSource>(terrain));
    m_view3d->setTerrain(terrain);
}

void RelfEditor::preview(const relf::RelfParameters &parameters)
{
    showTerrain(std::make_shared<const relf::RelfEvaluator>(parameters));
    m_profileChart->setParameters(parameters);
}

void RelfEditor::randomiseProfile()
{
    if (!m_document)
        return;
    RandomiserDialog dialog(m_document->parameters(), m_window);
    connect(&dialog, &RandomiserDialog::previewChanged, this, &RelfEditor::preview);
    dialog.refreshPreview(); // show what the settings give from the start
    if (dialog.exec() == QDialog::Accepted && dialog.problems().isEmpty()) {
        const relf::SineProfileSettings s = dialog.settings();
        m_document->replace(
            QCoreApplication::translate("Undo Commands", "Random profile (seed %1)").arg(s.seed),
            dialog.result());
    }
    // Back to the document, changed or not.
    showTerrain(m_document->evaluator());
    updateEditors();
}

QStringList RelfEditor::presetNames()
{
    // The reference first, the rest by name.
    QStringList names = QDir(u":/presets"_qs).entryList({u"*.json"_qs}, QDir::Files, QDir::Name);
    if (names.removeOne(u"the-forest-1983.json"_qs))
        names.prepend(u"the-forest-1983.json"_qs);
    return names;
}

bool RelfEditor::applyPreset(const QString &name)
{
    if (!m_document)
        return false;
    const relf::ParameterReadResult r = relf::readParameterFile(u":/presets/"_qs + name);
    if (!r.parameters) {
        QMessageBox::warning(m_window, tr("Cannot load the preset"),
                             r.errors.join(QLatin1Char('\n')));
        return false;
    }
    m_document->replace(QCoreApplication::translate("Undo Commands", "Load preset %1").arg(name),
                        *r.parameters);
    return true;
}

void RelfEditor::exportCurrent()
{
    if (!m_document)
        return;
    const QPointF tl = m_map->groundAt(QPointF(0, 0));
    const QPointF br = m_map->groundAt(QPointF(m_map->width(), m_map->height()));
    ExportDialog dialog({tl.x(), br.y(), br.x() - tl.x(), tl.y() - br.y()}, m_map->metresPerPixel(),
                        m_window);
    dialog.execAndRun(
        [this, &dialog](int, const QString &) {
            return ExportDialog::job(m_document->evaluator(), dialog.request());
        },
        [this](const QString &text) { Q_EMIT statusMessage(text, 6000); });
}

void RelfEditor::createActions(QMainWindow *window)
{
    auto *presets = new QMenu(tr("&Presets"), window);
    for (const QString &name : presetNames()) {
        const QString title = name == u"the-forest-1983.json"_qs ? tr("The Forest 1983")
                              : name == u"islands.json"_qs       ? tr("Islands")
                              : name == u"mountains.json"_qs     ? tr("Mountains")
                              : name == u"pieces-of-eight.json"_qs
                                  ? tr("Pieces of Eight (random sea-level profile)")
                                  : name;
        presets->addAction(title, this, [this, name] { applyPreset(name); });
    }
    presets->addSeparator();
    QAction *randomise =
        presets->addAction(tr("&Random Profile…"), this, &RelfEditor::randomiseProfile);
    randomise->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    m_menus << presets << createContinentMenu(window) << createGamesMenu(window);

    addZoomActions();
    addViewAction(tr("&Go To…"), [this] {
        goTo();
    })->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_G));
    addLayerActions({{relf::LayerContours, tr("&Contours")},
                     {relf::LayerVegetation, tr("&Vegetation")},
                     {relf::LayerFeatures, tr("&Features")},
                     {relf::LayerBuildings, tr("&Buildings")},
                     {relf::LayerSnow, tr("&Snow")},
                     {relf::LayerGrid, tr("Coordinate &Grid")},
                     {relf::LayerMines, tr("&Mines Underground")}},
                    QStringLiteral("view/layers"), relf::LayersDefault);
    for (const auto &[layer, action] : std::as_const(m_layerActions))
        action->setProperty("toolBar", false); // in the row's Layers menu
    addViewAction(tr("Contour &Interval…"), [this] {
        chooseContourInterval();
    })->setProperty("toolBar", false);
    QAction *show3d = m_view3dDock->toggleViewAction();
    show3d->setText(tr("&3-D View"));
    show3d->setShortcut(QKeySequence(Qt::Key_F3));
    show3d->setProperty("toolBar", true);
    m_viewActions << show3d;
}

QAction *RelfEditor::layerAction(unsigned layer) const
{
    for (const auto &[l, a] : m_layerActions)
        if (l == layer)
            return a;
    return nullptr;
}

void RelfEditor::goTo()
{
    GoToDialog dialog(m_map->centre(), m_window);
    if (dialog.exec() == QDialog::Accepted)
        goTo(dialog.position());
}

void RelfEditor::goTo(QPointF ground)
{
    m_map->centreOn(ground.x(), ground.y());
    // The old section belongs to the old place: a new one across the new centre.
    m_map->clearSection();
    m_cavernPanel->setSection(ground - QPointF(300, 0), ground + QPointF(300, 0));
}

void RelfEditor::chooseContourInterval()
{
    bool ok = false;
    const double v = QInputDialog::getDouble(m_window, tr("Contour Interval"),
                                             tr("Height units between contours:"),
                                             m_map->contourInterval(), 0.5, 1000.0, 1, &ok);
    if (ok)
        m_map->setContourInterval(v);
}

void RelfEditor::inspectAt(QPointF g)
{
    if (!m_document)
        return;
    const relf::EvaluatorPtr t = m_document->evaluator();
    const relf::Terra terra = t->terra(g.x(), g.y());
    m_inspector->setTerra(g.x(), g.y(), terra);
    // Roads may cross water and buildings; the inspector says so.
    QString note;
    if (terra.terrain == relf::TerrainKind::Road) {
        if (t->height(terra.x, terra.y) < t->parameters().lakeLevel)
            note = tr("A road across the lake, at the lake level.");
        else if (t->buildingCovers(terra.x, terra.y))
            note = tr("A road through a building.");
    }
    if (m_engineer->marks().marks().atPlace(std::int32_t(terra.x), std::int32_t(terra.y)))
        note += (note.isEmpty() ? QString() : QStringLiteral(" ")) + tr("A stream runs here.");
    m_inspector->setNote(note);
}

void RelfEditor::readSettings()
{
    DocumentEditor::readSettings();
    QSettings s;
    m_map->setContourInterval(s.value(QStringLiteral("view/contourInterval"), 5.0).toDouble());
}

void RelfEditor::writeSettings() const
{
    DocumentEditor::writeSettings();
    QSettings().setValue(QStringLiteral("view/contourInterval"), m_map->contourInterval());
}

} // namespace terrain::app
