#include "coastlinepanel.h"

#include "fieldhelp.h"

#include "coastline/coastlinepresets.h"

#include "fieldedits.h"
#include "panelfields.h"
#include "seedfield.h"
#include <QComboBox>
#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QRandomGenerator>
#include <QRegularExpressionValidator>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace terrain::widgets {

CoastlinePanel::CoastlinePanel(QWidget *parent)
    : QWidget(parent)
    , m_size(new QComboBox(this))
    , m_seed(new SeedField(this))
    , m_random(new QComboBox(this))
    , m_grid(new QComboBox(this))
    , m_heights(new QGroupBox(tr("Heights"), this))
    , m_amplitude(panelRealBox(m_heights, 0, 1e6, 1, 2))
    , m_roughness(panelRealBox(m_heights, 0, 1, 0.05, 3))
    , m_seaLevel(panelRealBox(m_heights, -1e6, 1e6, 0.5, 2))
{
    auto *layout = new QVBoxLayout(this);
    auto *map = new QGroupBox(tr("Map"), this);
    auto *form = new QFormLayout(map);
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    for (int n = coastline::kMinSize; n <= coastline::kMaxSize; n *= 2)
        m_size->addItem(tr("%L1 × %L1 cells").arg(n), n);
    form->addRow(tr("Size:"), m_size);
    form->addRow(tr("Seed:"), m_seed);
    m_random->addItem(tr("Fast (counter-based)"), int(coastline::RandomMode::Fast));
    m_random->addItem(tr("As the applet (java.util.Random)"), int(coastline::RandomMode::Java));
    form->addRow(tr("Random:"), m_random);
    for (int g = coastline::kMinStartGrid; g <= coastline::kMaxStartGrid; g *= 2)
        m_grid->addItem(tr("%L1 × %L1").arg(g), g);
    form->addRow(tr("Start grid:"), m_grid);
    layout->addWidget(map);

    m_heights->setCheckable(true);
    auto *hform = new QFormLayout(m_heights);
    hform->setRowWrapPolicy(QFormLayout::WrapLongRows);
    hform->addRow(tr("Amplitude:"), m_amplitude);
    hform->addRow(tr("Roughness:"), m_roughness);
    hform->addRow(tr("Sea level:"), m_seaLevel);
    layout->addWidget(m_heights);
    layout->addStretch(1);

    explain({
        {m_size, tr("The map's side in cells. The start grid is halved step by step until a "
                    "cell is one cell of the map; the map repeats at its edges, so it tiles.")},
        {m_seed->edit(),
         tr("The seed of the random numbers: the same seed and settings draw the same "
            "coastline. New Seed draws another.")},
        {m_random, tr("Fast: a counter-based generator, the same map on any number of threads. "
                      "As the applet: the map the article's applet draws when Math.random() is "
                      "java.util.Random(seed).")},
        {m_grid, tr("The start pattern's grid. Each of its cells is painted with a land type (the "
                    "Start Pattern dock); at each finer step a cell copies the type of a random "
                    "neighbour, so the coast grows fractal from this pattern.")},
        {m_heights, tr("Heights as well as land types: each type has a base height, and a plasma "
                       "of random offsets adds hills and valleys.")},
        {m_amplitude, tr("The largest random offset of the heights, at the first step; each finer "
                         "step takes a smaller one.")},
        {m_roughness, tr("How much of the random offset is left at each finer step (the plasma's "
                         "roughness)")},
        {m_seaLevel, tr("The water types stay below this height and the land types above it, "
                        "whatever the random offsets.")},
    });

    connect(m_size, &QComboBox::activated, this, [this] {
        const int n = m_size->currentData().toInt();
        emitEdit(QStringLiteral("size"), "Change map size",
                 [n](coastline::CoastlineParameters &p) { p.size = n; });
        Q_EMIT gestureFinished();
    });
    connect(m_seed, &SeedField::seedChosen, this, [this](qint64 seed, bool drawn) {
        emitEdit(QStringLiteral("seed"), drawn ? "New seed" : "Change seed",
                 [seed](coastline::CoastlineParameters &p) { p.seed = seed; });
        Q_EMIT gestureFinished();
    });
    connect(m_random, &QComboBox::activated, this, [this] {
        const auto mode = coastline::RandomMode(m_random->currentData().toInt());
        emitEdit(QStringLiteral("random"), "Change random source",
                 [mode](coastline::CoastlineParameters &p) { p.random = mode; });
        Q_EMIT gestureFinished();
    });
    connect(m_grid, &QComboBox::activated, this, [this] {
        const int g = m_grid->currentData().toInt();
        emitEdit(QStringLiteral("grid"), "Change start grid",
                 [g](coastline::CoastlineParameters &p) {
                     p.start = coastline::resampleStart(p.start, p.startGrid, g);
                     p.startGrid = g;
                 });
        Q_EMIT gestureFinished();
    });
    connect(m_heights, &QGroupBox::toggled, this, [this](bool on) {
        emitEdit(QStringLiteral("heights"), on ? "Add heights" : "Remove heights",
                 [on](coastline::CoastlineParameters &p) { p.heights.enabled = on; });
        Q_EMIT gestureFinished();
    });
    // The heights' numbers, each a field of the parameters' heights.
    using H = coastline::HeightSettings;
    const PanelEdit<H> editHeights = [this](const QString &key, const char *text,
                                            const std::function<void(H &)> &change) {
        emitEdit(key, text, [&change](coastline::CoastlineParameters &p) { change(p.heights); });
    };
    bindFields<H, QDoubleSpinBox, double>(
        this,
        {{m_amplitude, &H::amplitude, u"heights:amplitude"_s, "Change heights"},
         {m_roughness, &H::roughness, u"heights:roughness"_s, "Change heights"},
         {m_seaLevel, &H::seaLevel, u"heights:seaLevel"_s, "Change heights"}},
        editHeights, [this] { Q_EMIT gestureFinished(); });
}

void CoastlinePanel::emitEdit(const QString &key, const char *text,
                              const std::function<void(coastline::CoastlineParameters &)> &change)
{
    if (const auto p = editedCopy(m_params, m_updating, change))
        Q_EMIT edited(key, QCoreApplication::translate("Undo Commands", text), *p);
}

void CoastlinePanel::setParameters(const coastline::CoastlineParameters &p)
{
    m_updating = true;
    m_params = p;
    m_size->setCurrentIndex(m_size->findData(p.size));
    m_seed->setSeed(p.seed);
    m_random->setCurrentIndex(m_random->findData(int(p.random)));
    m_grid->setCurrentIndex(m_grid->findData(p.startGrid));
    m_heights->setChecked(p.heights.enabled);
    m_amplitude->setValue(p.heights.amplitude);
    m_roughness->setValue(p.heights.roughness);
    m_seaLevel->setValue(p.heights.seaLevel);
    m_updating = false;
}

} // namespace terrain::widgets
