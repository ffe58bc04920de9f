#include "continentpanel.h"

#include "continentcurves.h"
#include "continentminimap.h"
#include "fieldhelp.h"
#include "numberbox.h"
#include "relf/climate.h"
#include "relf/detailstatistics.h"

#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace terrain::widgets {

ContinentPanel::ContinentPanel(QWidget *parent)
    : QWidget(parent)
    , m_pages(new QStackedWidget(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_pages);

    auto *none = new QLabel(
        tr("No continent: the world is the Relf terrain alone.\n\nContinent ▸ From Coastline…, "
           "From Polygon Island… or From Picture… makes a designed coastline or island the "
           "shape of this world; Continent ▸ New Painted Continent starts one to paint."),
        this);
    none->setWordWrap(true);
    none->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    none->setMargin(8);
    m_pages->addWidget(none);

    auto *page = new QWidget(this);
    auto *pageLayout = new QVBoxLayout(page);
    m_summary = new QLabel(page);
    m_summary->setWordWrap(true);
    pageLayout->addWidget(m_summary);
    m_minimap = new ContinentMinimap(page);
    pageLayout->addWidget(m_minimap, 2);
    m_curves = new ContinentCurves(page);
    pageLayout->addWidget(m_curves, 3);

    auto *form = new QFormLayout;
    m_preset = new QComboBox(page);
    m_preset->addItem(tr("Choose a preset…"), QString());
    m_preset->addItem(tr("Gentle: plains and hills"), QStringLiteral("gentle"));
    m_preset->addItem(tr("Alpine: snowy, rough mountains"), QStringLiteral("alpine"));
    m_preset->addItem(tr("Archipelago: islands and lakes"), QStringLiteral("archipelago"));
    form->addRow(tr("Curves:"), m_preset);
    m_cell = new NumberBox(page);
    m_cell->setRange(1.0, relf::kMaxContinentCell);
    m_cell->setDecimals(1);
    m_cell->setSuffix(tr(" m"));
    form->addRow(tr("Grid cell:"), m_cell);
    auto *origin = new QHBoxLayout;
    m_originX = new NumberBox(page);
    m_originY = new NumberBox(page);
    for (NumberBox *box : {m_originX, m_originY}) {
        box->setRange(-1e15, 1e15);
        box->setDecimals(1);
        box->setSuffix(tr(" m"));
        origin->addWidget(box);
    }
    form->addRow(tr("South-west corner:"), origin);
    m_edges = new QComboBox(page);
    m_edges->addItem(tr("Repeat: the grid tiles the world"), int(relf::ContinentEdges::Repeat));
    m_edges->addItem(tr("Ocean beyond the grid"), int(relf::ContinentEdges::Ocean));
    form->addRow(tr("Edges:"), m_edges);
    pageLayout->addLayout(form);
    pageLayout->addWidget(makeClimate(page));
    m_pages->addWidget(page);
    explain({
        {m_preset, tr("Replaces both curves with a preset fitted to this profile and lake level "
                      "(one undo step).")},
        {m_cell, tr("How many metres of the world one cell of the continent's grid covers.")},
        {m_originX, tr("Where in the world the grid's south-west corner lies (east).")},
        {m_originY, tr("Where in the world the grid's south-west corner lies (north).")},
        {m_edges, tr("What lies past the grid: the grid again (a limitless world) or deep ocean "
                     "(an island).")},
    });

    connect(m_curves, &ContinentCurves::curveEdited, this, &ContinentPanel::curveEdited);
    connect(m_curves, &ContinentCurves::editingFinished, this,
            &ContinentPanel::curveEditingFinished);
    connect(m_minimap, &ContinentMinimap::centreRequested, this, &ContinentPanel::centreRequested);
    connect(m_preset, &QComboBox::activated, this, [this](int index) {
        const QString name = m_preset->itemData(index).toString();
        m_preset->setCurrentIndex(0);
        if (!name.isEmpty())
            Q_EMIT presetChosen(name);
    });
    for (NumberBox *box : {m_cell, m_originX, m_originY})
        connect(box, &QDoubleSpinBox::editingFinished, this, &ContinentPanel::emitPlacement);
    connect(m_edges, &QComboBox::activated, this, [this](int index) {
        if (!m_updating)
            Q_EMIT edgesChosen(relf::ContinentEdges(m_edges->itemData(index).toInt()));
    });
}

// The climate: a checkable group (its check turns the climate on) with how
// strongly it moves the vegetation and how far the sea's and the rivers'
// moisture reach.
QGroupBox *ContinentPanel::makeClimate(QWidget *page)
{
    m_climate = new QGroupBox(tr("Climate steers the vegetation"), page);
    m_climate->setCheckable(true);
    auto *form = new QFormLayout(m_climate);
    m_strength = new NumberBox(m_climate);
    m_strength->setRange(0.0, 2.0);
    m_strength->setDecimals(2);
    m_strength->setSingleStep(0.1);
    form->addRow(tr("Strength:"), m_strength);
    m_seaReach = new NumberBox(m_climate);
    m_riverReach = new NumberBox(m_climate);
    for (NumberBox *box : {m_seaReach, m_riverReach}) {
        box->setRange(1.0, relf::kMaxClimateReach);
        box->setDecimals(0);
        box->setSingleStep(100.0);
        box->setSuffix(tr(" m"));
    }
    form->addRow(tr("Sea moisture reach:"), m_seaReach);
    form->addRow(tr("River moisture reach:"), m_riverReach);
    m_snowDrop = new NumberBox(m_climate);
    m_snowDrop->setRange(-relf::kMaxCurveValue, relf::kMaxCurveValue);
    m_snowDrop->setDecimals(0);
    m_snowDrop->setSingleStep(10.0);
    m_snowDrop->setSuffix(tr(" m"));
    form->addRow(tr("Snow line lower in the north by:"), m_snowDrop);
    explain({
        {m_climate, tr("Moisture from the sea and the rivers, height and latitude move the "
                       "vegetation thresholds: wet lowlands grow thicket and marsh, dry or high "
                       "ground opens to moor.")},
        {m_strength, tr("How far the climate moves the vegetation thresholds: 0 leaves them as "
                        "the profile sets them, 2 moves them twice as far as 1.")},
        {m_seaReach, tr("How far inland the sea's moisture reaches: at this distance from the "
                        "coast it has halved.")},
        {m_riverReach, tr("How far from a river its moisture reaches: at this distance it has "
                          "halved.")},
        {m_snowDrop, tr("How much lower the snow line lies at the grid's north edge than at its "
                        "south edge (negative: higher).")},
    });
    connect(m_climate, &QGroupBox::toggled, this, &ContinentPanel::emitClimate);
    for (NumberBox *box : {m_strength, m_seaReach, m_riverReach, m_snowDrop})
        connect(box, &QDoubleSpinBox::editingFinished, this, &ContinentPanel::emitClimate);
    return m_climate;
}

void ContinentPanel::emitClimate()
{
    if (m_updating)
        return;
    relf::ClimateSettings k;
    k.enabled = m_climate->isChecked();
    k.strength = valueOf(m_strength);
    k.seaReach = valueOf(m_seaReach);
    k.riverReach = valueOf(m_riverReach);
    k.snowDropNorth = valueOf(m_snowDrop);
    Q_EMIT climateEdited(k);
}

void ContinentPanel::emitPlacement()
{
    if (!m_updating)
        Q_EMIT placementEdited(valueOf(m_cell), valueOf(m_originX), valueOf(m_originY));
}

void ContinentPanel::show(NumberBox *box, double value)
{
    box->setValue(value);
    m_shown.insert(box, {box->value(), value});
}

double ContinentPanel::valueOf(NumberBox *box) const
{
    const auto shown = m_shown.find(box);
    return shown != m_shown.end() && shown->first == box->value() ? shown->second : box->value();
}

void ContinentPanel::setParameters(const relf::RelfParameters &parameters)
{
    if (!parameters.continent || !parameters.continent->grid) {
        m_pages->setCurrentIndex(0);
        return;
    }
    const relf::Continent &c = *parameters.continent;
    m_updating = true;
    m_pages->setCurrentIndex(1);
    const double km = c.cell / 1000.0;
    m_summary->setText(
        tr("%1 × %2 cells, %3 × %4 km, %5; from %6%7")
            .arg(QLocale().toString(c.grid->width))
            .arg(QLocale().toString(c.grid->height))
            .arg(QLocale().toString(c.grid->width * km, 'f', 1))
            .arg(QLocale().toString(c.grid->height * km, 'f', 1))
            .arg(c.edges == relf::ContinentEdges::Repeat ? tr("repeating") : tr("ocean beyond"))
            .arg(c.source.kind == "coastline" ? tr("a fractal coastline")
                 : c.source.kind == "polymap" ? tr("a polygon island")
                 : c.source.kind == "png"     ? tr("a picture")
                                              : tr("painting"))
            .arg(c.erosion.applied ? tr(", eroded") : QString()));
    m_minimap->setContinent(c, parameters.lakeLevel, parameters.snowHeight,
                            continent::detailStatistics(parameters).mean);
    m_curves->setContinent(c);
    show(m_cell, c.cell);
    show(m_originX, c.originX);
    show(m_originY, c.originY);
    m_edges->setCurrentIndex(m_edges->findData(int(c.edges)));
    m_climate->setChecked(c.climate.enabled);
    show(m_strength, c.climate.strength);
    show(m_seaReach, c.climate.seaReach);
    show(m_riverReach, c.climate.riverReach);
    show(m_snowDrop, c.climate.snowDropNorth);
    m_updating = false;
}

void ContinentPanel::setView(const QRectF &ground)
{
    m_minimap->setView(ground);
}

} // namespace terrain::widgets
