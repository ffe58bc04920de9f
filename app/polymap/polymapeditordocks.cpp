// The polygon map editor's docks, menus and actions, and how their edits
// reach the document.
#include "polymapeditor.h"

#include "mapview.h"
#include "paintbrush.h"
#include "polymap/polymapparameters.h"
#include "polymapdocument.h"
#include "polymappanel.h"
#include "seedfield.h"

#include <QAction>
#include <QActionGroup>
#include <QComboBox>
#include <QCoreApplication>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QScrollArea>

namespace terrain::app {

void PolymapEditor::createDocks(QMainWindow *window)
{
    m_panel = new widgets::PolymapPanel(window);
    addDock(tr("Island"), QStringLiteral("polymapSettingsDock"), scrolling(m_panel));
    connect(m_panel, &widgets::PolymapPanel::edited, this,
            [this](const QString &key, const QString &text, const polymap::PolymapParameters &p) {
                edit(text, key, [&p](polymap::PolymapParameters &q) { q = p; });
            });
    connect(m_panel, &widgets::PolymapPanel::gestureFinished, this, &PolymapEditor::endGesture);

    m_inspector = textPanel(tr("Move over the map to see a polygon."));
    m_historyNeighbour =
        addDock(tr("Polygon"), QStringLiteral("polymapInspectorDock"), m_inspector);
    m_layoutShares = {3, 1};
}

void PolymapEditor::createActions(QMainWindow *window)
{
    QMenu *menu = addGeneratorMenu(window, tr("&Island"), m_panel->seedField(), tr("&Presets"),
                                   {{QStringLiteral("article"), tr("The Article's Island")},
                                    {QStringLiteral("archipelago"), tr("Archipelago")},
                                    {QStringLiteral("continent"), tr("Continent")},
                                    {QStringLiteral("fine"), tr("Fine Polygons")}},
                                   [this](const QString &name) { applyPreset(name); });
    menu->addSeparator();

    // The brush: one tool at a time, the hand (pan) by default.
    m_tools = new QActionGroup(this);
    const std::tuple<QString, QKeySequence, std::optional<polymap::Paint>> tools[] = {
        {tr("&Pan"), QKeySequence(Qt::Key_H), std::nullopt},
        {tr("Paint &Land"), QKeySequence(Qt::Key_L), polymap::Paint::Land},
        {tr("Paint &Water"), QKeySequence(Qt::Key_W), polymap::Paint::Water},
        {tr("&Erase Painting"), QKeySequence(Qt::Key_E), polymap::Paint::None}};
    for (const auto &[title, key, paint] : tools) {
        auto *a = menu->addAction(title);
        a->setCheckable(true);
        a->setShortcut(key);
        a->setChecked(!paint);
        m_tools->addAction(a);
        connect(a, &QAction::triggered, this, [this, paint = paint] { m_brush->setMode(paint); });
    }
    menu->addAction(tr("&Larger Brush"), this,
                    [this] { m_radius->setValue(m_radius->value() * 1.25); })
        ->setShortcut(QKeySequence(Qt::Key_BracketRight));
    menu->addAction(tr("&Smaller Brush"), this,
                    [this] { m_radius->setValue(m_radius->value() / 1.25); })
        ->setShortcut(QKeySequence(Qt::Key_BracketLeft));
    menu->addAction(tr("&Clear Painting"), this, [this] {
        if (!m_document || m_document->parameters().paint.empty())
            return;
        edit(
            QCoreApplication::translate("Undo Commands", "Clear painting"), QString(),
            [](polymap::PolymapParameters &p) { p.paint.clear(); }, false);
        endGesture();
    });
    menu->addSeparator();
    QMenu *views = menu->addMenu(tr("&View By"));
    for (int k = 0; k < polymap::kViewCount; ++k) {
        auto *a = views->addAction(QString()); // titled from the combo box below
        a->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + k)));
        connect(a, &QAction::triggered, this, [this, k] { setView(polymap::View(k)); });
        connect(views, &QMenu::aboutToShow, a,
                [this, a, k] { a->setText(m_viewBox->itemText(k)); });
    }

    addZoomActions();
    addLayerActions({{polymap::LayerRivers, tr("&Rivers")},
                     {polymap::LayerRoads, tr("R&oads")},
                     {polymap::LayerLava, tr("L&ava")},
                     {polymap::LayerNoisyEdges, tr("&Noisy Edges")},
                     {polymap::LayerGraph, tr("&Graph")}},
                    QStringLiteral("polymap/layers"), polymap::LayersDefault);
}

} // namespace terrain::app
