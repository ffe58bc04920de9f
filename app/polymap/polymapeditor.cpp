#include "polymapeditor.h"

#include "biomenames.h"
#include "mapview.h"
#include "paintbrush.h"
#include "polymap/polymappaint.h"
#include "polymap/polymapparameters.h"
#include "polymapdocument.h"
#include "polymapexportdialog.h"
#include "polymappanel.h"

#include <QAction>
#include <QActionGroup>
#include <QComboBox>
#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QMainWindow>
#include <QProgressBar>
#include <QSettings>
#include <QToolBar>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace terrain::app {

PolymapEditor::PolymapEditor(QMainWindow *window)
    : MapEditorOf(window)
{
    m_map->setLayers(polymap::LayersDefault);
    m_map->setGroundUnit(widgets::MapView::GroundUnit::MapUnits);
    m_map->setGroundFrame(wholeMap()); // the island's square
    m_brush = new widgets::PaintBrush(m_map);
    createDocks(window);
    createActions(window);

    auto *tools = new QToolBar(tr("Island"), m_central);
    tools->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_viewBox = new QComboBox(tools);
    const std::pair<polymap::View, QString> views[] = {
        {polymap::View::Biomes, tr("Biomes")},         {polymap::View::Elevation, tr("Elevation")},
        {polymap::View::Moisture, tr("Moisture")},     {polymap::View::Polygons, tr("Polygons")},
        {polymap::View::Watersheds, tr("Watersheds")}, {polymap::View::Slopes, tr("Slopes")}};
    for (const auto &[v, title] : views)
        m_viewBox->addItem(title, int(v));
    m_viewBox->setToolTip(tr("What the polygons are coloured by (Ctrl+1 … Ctrl+6)"));
    // As wide as a short name; the list opens wide enough for the longest.
    m_viewBox->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_viewBox->setMinimumContentsLength(9);
    tools->addWidget(m_viewBox);
    tools->addSeparator();
    // Zoom in the row; the layers in a menu of their own, so that the row
    // keeps every tool in sight at 1280 × 800 in every language.
    for (QAction *a : std::as_const(m_viewActions))
        if (std::none_of(m_layerActions.begin(), m_layerActions.end(),
                         [a](const auto &l) { return l.second == a; }))
            tools->addAction(a);
    tools->addWidget(makeLayersButton(tools, tr("What the island shows (Ctrl+Shift+1 … 5)")));
    tools->addSeparator();
    for (QAction *a : m_tools->actions())
        tools->addAction(a);
    m_radius = new QDoubleSpinBox(tools);
    m_radius->setRange(2, 150);
    m_radius->setValue(m_brush->radius());
    m_radius->setSuffix(tr(" units"));
    m_radius->setToolTip(tr("The brush's radius ([ and ] change it)"));
    tools->addWidget(m_radius);
    placeCentre(tools);

    connect(m_viewBox, &QComboBox::currentIndexChanged, this, [this] { showMap(); });
    connect(m_radius, &QDoubleSpinBox::valueChanged, m_brush, &widgets::PaintBrush::setRadius);
    connect(m_brush, &widgets::PaintBrush::dab, this, &PolymapEditor::paintDisc);
    connect(m_brush, &widgets::PaintBrush::strokeStarted, this,
            [this] { m_strokeReachedMap = false; });
    connect(m_brush, &widgets::PaintBrush::strokeFinished, this, [this] {
        endGesture();
        if (!m_strokeReachedMap)
            Q_EMIT statusMessage(tr("The stroke lies outside the map: paint only lands inside "
                                    "the dashed frame"),
                                 6000);
    });

    m_cursorLabel = addStatusLabel();
    // The window shows every status bar widget of the current editor, so the
    // bar sits in a holder that is always shown and hides itself inside it.
    m_busyHolder = new QWidget(m_central);
    auto *busyLayout = new QHBoxLayout(m_busyHolder);
    busyLayout->setContentsMargins(0, 0, 0, 0);
    m_busy = new QProgressBar(m_busyHolder);
    busyLayout->addWidget(m_busy);
    m_busy->setRange(0, 0); // how long a new mesh takes is not known: busy
    m_busy->setMaximumWidth(120);
    m_busy->setFormat(tr("Generating…"));
    m_busy->setTextVisible(true);
    m_busy->hide();
    addStatusWidget(m_busyHolder);
    m_timeLabel = addStatusLabel();
    followCursor();
}

// A new document opens on the whole island (map y runs downwards: the map
// spans ground y from -kMapSize to 0).
QRectF PolymapEditor::wholeMap() const
{
    return QRectF(0, -polymap::kMapSize, polymap::kMapSize, polymap::kMapSize);
}

polymap::View PolymapEditor::view() const
{
    return polymap::View(m_viewBox->currentData().toInt());
}

void PolymapEditor::setView(polymap::View view)
{
    m_viewBox->setCurrentIndex(m_viewBox->findData(int(view)));
}

void PolymapEditor::setTool(std::optional<polymap::Paint> paint)
{
    m_brush->setMode(paint);
    const QList<QAction *> actions = m_tools->actions();
    const int index = paint ? 1 + int(*paint == polymap::Paint::Land    ? 0
                                      : *paint == polymap::Paint::Water ? 1
                                                                        : 2)
                            : 0;
    if (index < actions.size())
        actions[index]->setChecked(true);
}

void PolymapEditor::showMap()
{
    if (!m_document)
        return;
    m_busy->setVisible(m_document->isGenerating());
    const polymap::PolymapMapPtr map = m_document->map();
    if (!map)
        return;
    m_map->setSource(std::make_shared<const polymap::PolymapTileSource>(map, view()));
    m_timeLabel->setText(tr("Map made in %L1 ms").arg(m_document->lastGenerationMs(), 0, 'f', 1));
    inspectAt(lastGround());
}

// One dab of a brush stroke: the disc painted into the parameters as one
// step of the stroke's undo command.
void PolymapEditor::paintDisc(QPointF centre, double radius, polymap::Paint paint)
{
    if (!m_document)
        return;
    const char *text =
        paint == polymap::Paint::Land    ? QT_TRANSLATE_NOOP("Undo Commands", "Paint land")
        : paint == polymap::Paint::Water ? QT_TRANSLATE_NOOP("Undo Commands", "Paint water")
                                         : QT_TRANSLATE_NOOP("Undo Commands", "Erase painting");
    // Whether the disc reaches the map at all (the part inside is painted,
    // the rest falls off the edge).
    const double x = centre.x(), y = centre.y();
    m_strokeReachedMap |= x + radius >= 0 && x - radius < polymap::kMapSize && y + radius >= 0 &&
                          y - radius < polymap::kMapSize;
    polymap::PolymapParameters p = m_document->parameters();
    if (polymap::paintDisc(p, x, y, radius, paint))
        edit(QCoreApplication::translate("Undo Commands", text), QStringLiteral("paint"),
             [&p](polymap::PolymapParameters &q) { q = p; });
}

void PolymapEditor::updateEditors()
{
    if (m_document)
        m_panel->setParameters(m_document->parameters());
}

void PolymapEditor::applyPreset(const QString &name)
{
    polymap::PolymapParameters p;
    if (!polymap::preset(name, &p))
        return;
    edit(
        QCoreApplication::translate("Undo Commands", "Preset %1").arg(name), QString(),
        [&p](polymap::PolymapParameters &q) { q = p; }, false);
    endGesture();
}

void PolymapEditor::inspectAt(QPointF g)
{
    if (!m_document || !m_document->map())
        return;
    const polymap::PolymapMapPtr map = m_document->map();
    const double x = g.x(), y = -g.y();
    m_cursorLabel->setText(tr("%L1, %L2").arg(x, 0, 'f', 1).arg(y, 0, 'f', 1));
    const std::uint32_t c = map->centerAt(x, y);
    QString text;
    if (c == polymap::kNone) {
        text = tr("Outside the map.");
    } else {
        const polymap::Graph &graph = map->graph();
        std::uint32_t river = 0;
        for (const std::uint32_t e : graph.borders.of(c))
            river = std::max(river, map->edgeRiver[e]);
        const QString water = map->centerOcean[c]   ? tr("ocean")
                              : map->centerWater[c] ? tr("lake")
                              : map->centerCoast[c] ? tr("land, on the coast")
                                                    : tr("land");
        text = tr("Polygon %L1 (%L2 corners, %L3 neighbours)\nBiome: %L4\nWater: %L5\nElevation: "
                  "%L6\nMoisture: %L7")
                   .arg(QLocale().toString(c))
                   .arg(graph.centerCorners.of(c).size())
                   .arg(graph.neighbors.of(c).size())
                   .arg(widgets::biomeTitle(map->centerBiome[c]))
                   .arg(water)
                   .arg(QLocale().toString(double(map->centerElevation[c]), 'f', 3))
                   .arg(QLocale().toString(double(map->centerMoisture[c]), 'f', 3));
        if (river > 0)
            text += tr("\nRiver volume: %L1").arg(river);
    }
    if (const auto summary = m_map->visibleContents()) {
        const auto &counts = static_cast<const polymap::PolymapSummary &>(*summary).biomePixels;
        qint64 total = 0;
        for (const qint64 n : counts)
            total += n;
        if (total > 0) {
            text += tr("\n\nIn view:");
            std::array<int, polymap::kBiomeCount> order{};
            for (int k = 0; k < polymap::kBiomeCount; ++k)
                order[std::size_t(k)] = k;
            std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
                return counts[std::size_t(a)] > counts[std::size_t(b)];
            });
            for (const int k : order)
                if (counts[std::size_t(k)] > 0)
                    text +=
                        tr("\n%L1: %L2 %")
                            .arg(widgets::biomeTitle(polymap::Biome(k)))
                            .arg(QLocale().toString(
                                100.0 * double(counts[std::size_t(k)]) / double(total), 'f', 1));
        }
    }
    m_inspector->setText(text);
}

void PolymapEditor::exportCurrent()
{
    if (!m_document)
        return;
    m_document->waitForMap();
    PolymapExportDialog::exec(m_document->map(), view(), m_map->layers(), m_window,
                              [this](const QString &text) { Q_EMIT statusMessage(text, 6000); });
}

void PolymapEditor::readSettings()
{
    DocumentEditor::readSettings();
    QSettings s;
    m_radius->setValue(
        s.value(QStringLiteral("polymap/brushRadius"), m_brush->radius()).toDouble());
}

void PolymapEditor::writeSettings() const
{
    DocumentEditor::writeSettings();
    QSettings().setValue(QStringLiteral("polymap/brushRadius"), m_brush->radius());
}

} // namespace terrain::app
