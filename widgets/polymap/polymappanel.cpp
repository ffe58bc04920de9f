#include "polymappanel.h"

#include "fieldhelp.h"

#include "fieldedits.h"
#include "panelfields.h"
#include "seedfield.h"
#include <QCheckBox>
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
#include <QSlider>
#include <QSpinBox>
#include <QVBoxLayout>

#include <cmath>

using namespace Qt::StringLiterals;

namespace terrain::widgets {

namespace {

constexpr int kMaxRiversOnSlider = 2000;

QFormLayout *formOf(QGroupBox *box)
{
    auto *form = new QFormLayout(box);
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    return form;
}

} // namespace

PolymapPanel::PolymapPanel(QWidget *parent)
    : QWidget(parent)
    , m_seed(new SeedField(this))
    , m_points(new QComboBox(this))
    , m_regions(panelIntBox(this, polymap::kMinRegions, polymap::kMaxRegions, 500))
    , m_relaxations(panelIntBox(this, 0, polymap::kMaxRelaxations, 1))
    , m_island(new QComboBox(this))
    , m_islandFactor(panelRealBox(this, 1.0, 2.0, 0.01, 2))
    , m_noiseScale(panelRealBox(this, 0.25, 4.0, 0.05, 2))
    , m_landRatio(panelRealBox(this, 0.1, 0.9, 0.05, 2))
    , m_lake(new QSlider(Qt::Horizontal, this))
    , m_lakeBox(panelRealBox(this, 0, 1, 0.05, 2))
    , m_rivers(new QSlider(Qt::Horizontal, this))
    , m_riversBox(panelIntBox(this, 0, 100000, 10))
    , m_noisy(new QCheckBox(tr("Noisy edges"), this))
    , m_noiseAmount(panelRealBox(this, 0, 1, 0.05, 2))
    , m_smooth(new QCheckBox(tr("Smooth biome transitions"), this))
    , m_roads(new QCheckBox(tr("Roads"), this))
    , m_lava(new QCheckBox(tr("Lava"), this))
{
    auto *layout = new QVBoxLayout(this);

    auto *mesh = new QGroupBox(tr("Polygons"), this);
    auto *form = formOf(mesh);
    form->addRow(tr("Seed:"), m_seed);
    m_points->addItem(tr("Random"), int(polymap::PointKind::Random));
    m_points->addItem(tr("Relaxed (Lloyd)"), int(polymap::PointKind::Relaxed));
    m_points->addItem(tr("Square grid"), int(polymap::PointKind::Square));
    m_points->addItem(tr("Hexagonal grid"), int(polymap::PointKind::Hex));
    m_points->addItem(tr("Poisson disc"), int(polymap::PointKind::Poisson));
    form->addRow(tr("Points:"), m_points);
    form->addRow(tr("Regions:"), m_regions);
    form->addRow(tr("Relaxations:"), m_relaxations);
    layout->addWidget(mesh);

    auto *shape = new QGroupBox(tr("Island"), this);
    form = formOf(shape);
    m_island->addItem(tr("Radial (sine waves)"), int(polymap::IslandShape::Radial));
    m_island->addItem(tr("Noise"), int(polymap::IslandShape::Noise));
    m_island->addItem(tr("Square"), int(polymap::IslandShape::Square));
    m_island->addItem(tr("Blob"), int(polymap::IslandShape::Blob));
    form->addRow(tr("Shape:"), m_island);
    form->addRow(tr("Island factor:"), m_islandFactor);
    form->addRow(tr("Noise scale:"), m_noiseScale);
    form->addRow(tr("Land ratio:"), m_landRatio);
    layout->addWidget(shape);

    auto *water = new QGroupBox(tr("Water"), this);
    form = formOf(water);
    m_lake->setRange(0, 100);
    auto *lakeRow = new QHBoxLayout;
    lakeRow->addWidget(m_lake, 1);
    lakeRow->addWidget(m_lakeBox);
    form->addRow(tr("Lake threshold:"), lakeRow);
    m_rivers->setRange(0, kMaxRiversOnSlider);
    auto *riverRow = new QHBoxLayout;
    riverRow->addWidget(m_rivers, 1);
    riverRow->addWidget(m_riversBox);
    form->addRow(tr("Rivers:"), riverRow);
    layout->addWidget(water);

    auto *look = new QGroupBox(tr("Edges, roads and lava"), this);
    form = formOf(look);
    form->addRow(m_noisy);
    form->addRow(tr("Noise amount:"), m_noiseAmount);
    form->addRow(m_smooth);
    form->addRow(m_roads);
    form->addRow(m_lava);
    layout->addWidget(look);
    layout->addStretch(1);

    const QString lake = tr("A polygon is water when more than this share of its corners is "
                            "water; water not joined to the ocean is a lake.");
    const QString rivers = tr("River sources tried: random corners between elevation 0.3 and "
                              "0.9; each river runs down the corners to the coast.");
    explain({
        {m_seed->edit(),
         tr("The seed of the random numbers: the same seed and settings make the same "
            "island. New Seed draws another.")},
        {m_points, tr("How the polygons' centres are placed: at random, at random and then "
                      "relaxed by Lloyd's algorithm (polygons of even size), on a square or "
                      "hexagonal grid, or as a Poisson disc sample.")},
        {m_regions, tr("How many polygons the island is made of: %L1 to %L2. More give finer "
                       "coasts, rivers and biomes.")
                        .arg(polymap::kMinRegions)
                        .arg(polymap::kMaxRegions)},
        {m_relaxations, tr("Lloyd relaxations: each moves every point to the centre of its "
                           "polygon")},
        {m_island, tr("The shape that decides which corners are land: sine waves around the "
                      "centre (radial), Perlin noise, a square or a blob. Land falls off toward "
                      "the map's edge, so the island is surrounded by ocean.")},
        {m_islandFactor, tr("Radial: 1 makes one island, 2 many small ones")},
        {m_noiseScale, tr("Noise: the size of the noise's features against the article's; "
                          "smaller makes a ragged coast of many bays, larger broad ones.")},
        {m_landRatio, tr("Noise, square and blob: how much of the map tends to be land")},
        {m_lake, lake},
        {m_lakeBox, lake},
        {m_rivers, rivers},
        {m_riversBox, rivers},
        {m_noisy, tr("Draw the polygons' edges as noisy lines, subdivided at random inside the "
                     "quadrilateral of their two centres and two corners, so coasts and rivers "
                     "do not look like polygons.")},
        {m_noiseAmount, tr("How far a noisy edge may wander inside its quadrilateral")},
        {m_smooth, tr("Keep the boundaries between two biomes straight and blend their colours "
                      "across them, instead of distorting them as noisy edges.")},
        {m_roads, tr("Roads along the elevation contours, as the article's Roads module draws "
                     "them.")},
        {m_lava, tr("Lava on high, dry edges, as the article's Lava module places it.")},
    });

    connect(m_seed, &SeedField::seedChosen, this, [this](qint64 seed, bool drawn) {
        emitEdit(QStringLiteral("seed"),
                 drawn ? QT_TRANSLATE_NOOP("Undo Commands", "New seed")
                       : QT_TRANSLATE_NOOP("Undo Commands", "Change seed"),
                 [seed](polymap::PolymapParameters &p) { p.seed = seed; });
        Q_EMIT gestureFinished();
    });
    connect(m_points, &QComboBox::activated, this, [this] {
        const auto kind = polymap::PointKind(m_points->currentData().toInt());
        emitEdit(QStringLiteral("points"),
                 QT_TRANSLATE_NOOP("Undo Commands", "Change point placement"),
                 [kind](polymap::PolymapParameters &p) { p.points = kind; });
        Q_EMIT gestureFinished();
    });
    connect(m_island, &QComboBox::activated, this, [this] {
        const auto island = polymap::IslandShape(m_island->currentData().toInt());
        emitEdit(QStringLiteral("island"),
                 QT_TRANSLATE_NOOP("Undo Commands", "Change island shape"),
                 [island](polymap::PolymapParameters &p) { p.island = island; });
        Q_EMIT gestureFinished();
    });
    using P = polymap::PolymapParameters;
    const PanelEdit<P> edit = [this](const QString &key, const char *text,
                                     const std::function<void(P &)> &change) {
        emitEdit(key, text, change);
    };
    const auto finished = [this] { Q_EMIT gestureFinished(); };
    bindFields<P, QSpinBox, int>(this,
                                 {{m_regions, &P::regions, u"regions"_s,
                                   QT_TRANSLATE_NOOP("Undo Commands", "Change region count")},
                                  {m_relaxations, &P::relaxations, u"relaxations"_s,
                                   QT_TRANSLATE_NOOP("Undo Commands", "Change relaxations")},
                                  {m_riversBox, &P::rivers, u"rivers"_s,
                                   QT_TRANSLATE_NOOP("Undo Commands", "Change river count")}},
                                 edit, finished);
    bindFields<P, QDoubleSpinBox, double>(
        this,
        {{m_islandFactor, &P::islandFactor, u"islandFactor"_s,
          QT_TRANSLATE_NOOP("Undo Commands", "Change island factor")},
         {m_noiseScale, &P::noiseScale, u"noiseScale"_s,
          QT_TRANSLATE_NOOP("Undo Commands", "Change noise scale")},
         {m_landRatio, &P::landRatio, u"landRatio"_s,
          QT_TRANSLATE_NOOP("Undo Commands", "Change land ratio")},
         {m_lakeBox, &P::lakeThreshold, u"lakeThreshold"_s,
          QT_TRANSLATE_NOOP("Undo Commands", "Change lake threshold")},
         {m_noiseAmount, &P::noiseAmount, u"noiseAmount"_s,
          QT_TRANSLATE_NOOP("Undo Commands", "Change edge noise")}},
        edit, finished);
    bindFields<P, QCheckBox, bool>(
        this,
        {{m_noisy, &P::noisyEdges, u"noisyEdges"_s,
          QT_TRANSLATE_NOOP("Undo Commands", "Switch noisy edges")},
         {m_smooth, &P::smoothTransitions, u"smoothTransitions"_s,
          QT_TRANSLATE_NOOP("Undo Commands", "Switch smooth transitions")},
         {m_roads, &P::roads, u"roads"_s, QT_TRANSLATE_NOOP("Undo Commands", "Switch roads")},
         {m_lava, &P::lava, u"lava"_s, QT_TRANSLATE_NOOP("Undo Commands", "Switch lava")}},
        edit, finished);
    // The sliders edit live; releasing one ends its undo step.
    connect(m_lake, &QSlider::valueChanged, this, [this](int v) {
        emitEdit(QStringLiteral("lakeThreshold"),
                 QT_TRANSLATE_NOOP("Undo Commands", "Change lake threshold"),
                 [v](polymap::PolymapParameters &p) { p.lakeThreshold = v / 100.0; });
    });
    connect(m_rivers, &QSlider::valueChanged, this, [this](int v) {
        emitEdit(QStringLiteral("rivers"), QT_TRANSLATE_NOOP("Undo Commands", "Change river count"),
                 [v](polymap::PolymapParameters &p) { p.rivers = v; });
    });
    for (QSlider *s : {m_lake, m_rivers}) {
        connect(s, &QSlider::sliderReleased, this, &PolymapPanel::gestureFinished);
        connect(s, &QSlider::actionTriggered, this, [this](int action) {
            if (action != QSlider::SliderMove) // a click or a key: one step of its own
                QMetaObject::invokeMethod(this, &PolymapPanel::gestureFinished,
                                          Qt::QueuedConnection);
        });
    }
}

void PolymapPanel::emitEdit(const QString &key, const char *text,
                            const std::function<void(polymap::PolymapParameters &)> &change)
{
    if (const auto p = editedCopy(m_params, m_updating, change))
        Q_EMIT edited(key, QCoreApplication::translate("Undo Commands", text), *p);
}

void PolymapPanel::updateEnabled()
{
    m_relaxations->setEnabled(m_params.points == polymap::PointKind::Relaxed);
    m_islandFactor->setEnabled(m_params.island == polymap::IslandShape::Radial);
    m_noiseScale->setEnabled(m_params.island == polymap::IslandShape::Noise);
    m_landRatio->setEnabled(m_params.island != polymap::IslandShape::Radial);
    m_noiseAmount->setEnabled(m_params.noisyEdges);
    m_smooth->setEnabled(m_params.noisyEdges);
}

void PolymapPanel::setParameters(const polymap::PolymapParameters &p)
{
    m_updating = true;
    m_params = p;
    m_seed->setSeed(p.seed);
    m_points->setCurrentIndex(m_points->findData(int(p.points)));
    m_regions->setValue(p.regions);
    m_relaxations->setValue(p.relaxations);
    m_island->setCurrentIndex(m_island->findData(int(p.island)));
    m_islandFactor->setValue(p.islandFactor);
    m_noiseScale->setValue(p.noiseScale);
    m_landRatio->setValue(p.landRatio);
    if (!m_lake->isSliderDown())
        m_lake->setValue(int(std::lround(p.lakeThreshold * 100)));
    m_lakeBox->setValue(p.lakeThreshold);
    if (!m_rivers->isSliderDown())
        m_rivers->setValue(std::min(p.riverCount(), kMaxRiversOnSlider));
    m_riversBox->setValue(p.riverCount());
    m_noisy->setChecked(p.noisyEdges);
    m_noiseAmount->setValue(p.noiseAmount);
    m_smooth->setChecked(p.smoothTransitions);
    m_roads->setChecked(p.roads);
    m_lava->setChecked(p.lava);
    updateEnabled();
    m_updating = false;
}

} // namespace terrain::widgets
