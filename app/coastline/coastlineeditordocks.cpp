// The coastline editor's docks, menus and actions, and how their edits reach
// the document.
#include "coastlineeditor.h"

#include "coastline/coastlinepresets.h"
#include "coastline/exports/coastlinerenderer.h"
#include "coastlinedocument.h"
#include "coastlinepanel.h"
#include "landtypepalette.h"
#include "mapview.h"
#include "seedfield.h"
#include "startpatterneditor.h"

#include <QAction>
#include <QCoreApplication>
#include <QDockWidget>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QScrollArea>
#include <QSlider>
#include <QVBoxLayout>

namespace terrain::app {

void CoastlineEditor::createDocks(QMainWindow *window)
{
    m_panel = new widgets::CoastlinePanel(window);
    addDock(tr("Coastline"), QStringLiteral("coastlineSettingsDock"), scrolling(m_panel));
    connect(
        m_panel, &widgets::CoastlinePanel::edited, this,
        [this](const QString &key, const QString &text, const coastline::CoastlineParameters &p) {
            edit(text, key, [&p](coastline::CoastlineParameters &q) { q = p; });
        });
    connect(m_panel, &widgets::CoastlinePanel::gestureFinished, this, &CoastlineEditor::endGesture);

    // The start pattern and the land types it is painted with.
    auto *start = new QWidget(window);
    auto *layout = new QVBoxLayout(start);
    m_pattern = new widgets::StartPatternEditor(start);
    layout->addWidget(m_pattern, 3);
    m_palette = new widgets::LandTypePalette(start);
    layout->addWidget(m_palette, 2);
    // The start pattern on top at first: it is what a designer paints.
    m_raisedAbove = addDock(tr("Start Pattern"), QStringLiteral("coastlineStartDock"), start);
    connect(m_pattern, &widgets::StartPatternEditor::patternEdited, this,
            [this](const std::vector<std::uint8_t> &cells) {
                edit(QCoreApplication::translate("Undo Commands", "Paint start pattern"),
                     QStringLiteral("start"),
                     [&cells](coastline::CoastlineParameters &p) { p.start = cells; });
            });
    connect(m_pattern, &widgets::StartPatternEditor::editingFinished, this,
            &CoastlineEditor::endGesture);
    connect(m_pattern, &widgets::StartPatternEditor::brushPicked, m_palette,
            &widgets::LandTypePalette::setCurrent);
    connect(m_palette, &widgets::LandTypePalette::currentChanged, m_pattern,
            &widgets::StartPatternEditor::setBrush);
    connect(m_palette, &widgets::LandTypePalette::typesEdited, this,
            [this](const QList<widgets::LandTypeEntry> &types, const QString &text) {
                edit(
                    text, QString(),
                    [&types](coastline::CoastlineParameters &p) {
                        std::vector<coastline::LandType> t;
                        for (const widgets::LandTypeEntry &e : types)
                            t.push_back({e.name, e.colour.rgb()});
                        coastline::setLandTypes(p, t);
                    },
                    false);
                endGesture();
            });

    m_inspector = textPanel(tr("Move over the map to see a cell."));
    m_historyNeighbour = addDock(tr("Cell"), QStringLiteral("coastlineInspectorDock"), m_inspector);
}

void CoastlineEditor::createActions(QMainWindow *window)
{
    QMenu *menu =
        addGeneratorMenu(window, tr("&Coastline"), m_panel->seedField(), tr("Start &Pattern"),
                         {{QStringLiteral("corners"), tr("The Article's Corners")},
                          {QStringLiteral("continent"), tr("One Continent")},
                          {QStringLiteral("archipelago"), tr("Archipelago")},
                          {QStringLiteral("sea"), tr("All Sea")}},
                         [this](const QString &name) { applyPreset(name); });
    menu->addSeparator();
    menu->addAction(tr("&Previous Step"), this, [this] { setStep(step() - 1); })
        ->setShortcut(QKeySequence(Qt::Key_BracketLeft));
    menu->addAction(tr("Ne&xt Step"), this, [this] { setStep(step() + 1); })
        ->setShortcut(QKeySequence(Qt::Key_BracketRight));
    menu->addAction(tr("&Finished Map"), this, [this] { setStep(m_step->maximum()); })
        ->setShortcut(QKeySequence(Qt::Key_Backslash));

    addZoomActions();
    addLayerActions({{coastline::LayerContours, tr("&Contours")},
                     {coastline::LayerShading, tr("&Hill Shading")},
                     {coastline::LayerCellGrid, tr("Cell &Grid")}},
                    QStringLiteral("coastline/layers"), coastline::LayersDefault);
}

} // namespace terrain::app
