#include "parameterspanel.h"

#include <QCheckBox>
#include <QCoreApplication>
#include <QDoubleSpinBox>

#include "numberbox.h"
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QRegularExpression>
#include <QSlider>
#include <QSpinBox>
#include <QVBoxLayout>

namespace terrain::widgets {

namespace {

constexpr double kRainStep = 1.0; // height units a tick
constexpr int kRainTickMs = 100;
constexpr int kPlayTickMs = 100;
constexpr int kTimeRange = 10000;

QString undoText(const char *text)
{
    return QCoreApplication::translate("Undo Commands", text);
}

QDoubleSpinBox *realBox(QWidget *parent, double lo, double hi, int decimals = 1)
{
    auto *b = new NumberBox(parent);
    b->setRange(lo, hi);
    b->setDecimals(decimals);
    b->setKeyboardTracking(false);
    b->setAccelerated(true);
    b->setMinimumWidth(70); // not as wide as the largest value: the panel fits a narrow dock
    return b;
}

QSpinBox *intBox(QWidget *parent, int lo, int hi)
{
    auto *b = new QSpinBox(parent);
    b->setRange(lo, hi);
    b->setKeyboardTracking(false);
    b->setAccelerated(true);
    b->setMinimumWidth(70);
    return b;
}

} // namespace

ParametersPanel::ParametersPanel(QWidget *parent)
    : QWidget(parent)
    , m_params(relf::RelfParameters::reference1983())
{
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(buildLake());
    layout->addWidget(buildTerrain());
    layout->addWidget(buildFeatures());
    layout->addWidget(buildPathsAndTime());
    layout->addStretch(1);
    for (NumberBox *b : findChildren<NumberBox *>())
        connect(b, &NumberBox::inputRefused, this,
                [this](const QString &typed, const QString &reason) {
                    Q_EMIT inputRefused(
                        tr("\"%1\" refused: %2; the value stays as it was").arg(typed, reason));
                });

    explainFields();

    m_rain.setInterval(kRainTickMs);
    connect(&m_rain, &QTimer::timeout, this, [this] {
        emitEdit(QStringLiteral("lake"), undoText(QT_TRANSLATE_NOOP("Undo Commands", "Rain")),
                 [](relf::RelfParameters &p) { p.lakeLevel += kRainStep; });
    });
    m_play.setInterval(kPlayTickMs);
    connect(&m_play, &QTimer::timeout, this, [this] {
        emitEdit(QStringLiteral("time"), undoText(QT_TRANSLATE_NOOP("Undo Commands", "Play time")),
                 [](relf::RelfParameters &p) {
                     p.time = p.time + 1 > kTimeRange ? 0 : p.time + 1;
                     if (p.timeCoefficients.empty()) // something to watch
                         for (std::size_t i = 0; i < p.height.size(); ++i)
                             p.timeCoefficients.push_back(i % 2 ? -1 : 1);
                 });
    });
    setParameters(m_params);
}

void ParametersPanel::explainFields()
{
    // What each value does, in the seed's terms (terra's order: lake, mud,
    // features, town, open land, thicket, wood), as a tooltip and as
    // What's This (Shift+F1).
    const std::pair<QWidget *, QString> texts[] = {
        {m_lake, tr("Ground lower than this is lake; its depth is the lake level less the "
                    "height. Raise it until the land breaks into islands (\"Lakes or "
                    "islands\").")},
        {m_snow, tr("Ground higher than this is drawn as snow.")},
        {m_mountains, tr("Heights above the base rise as z = base + dz·√dz, so hilltops "
                         "become mountains (\"Making hilltops more like mountains\").")},
        {m_town, tr("Where the sum of the profile along vegetation set 1 is below this, the "
                    "ground is paved town: buildings on the 16 m grid, no point features.")},
        {m_open, tr("Where the sum along vegetation set 2 is below this, the land is open; "
                    "vegetation set 3 then decides grass or moor.")},
        {m_grass, tr("On open land: grass where the sum along vegetation set 3 is below "
                     "this, moor (rough open land) elsewhere.")},
        {m_thicket, tr("On wooded land: thicket where the sum along vegetation set 3 is "
                       "below this, runnable wood elsewhere.")},
        {m_woodOnly, tr("Ignore the vegetation sets: all land that is not lake is runnable "
                        "wood.")},
        {m_mask, tr("The feature number f = round(a·x·y / 128), a the sum along the "
                    "feature vectors, is masked with this (AND) before it meets the "
                    "triggers; a wider mask makes features rarer.")},
        {m_pointTrigger, tr("Where f equals this, a natural feature stands; x·y AND 255 "
                            "against the limits below picks a mine shaft, boulder, water "
                            "hole, knoll or rootstock.")},
        {m_manMadeTrigger, tr("Where f equals this (and a second test on x·y passes), a "
                              "man-made object ×, with a control code.")},
        {m_coneTrigger, tr("Where f equals this (and a second test on x·y passes), a "
                           "movable cone, without a control code.")},
        {m_mineBelow, tr("Of the natural features: x·y AND 255 below this is a mine shaft "
                         "(its mine lies underneath).")},
        {m_boulderBelow, tr("Of the rest: x·y AND 255 below this is a boulder.")},
        {m_waterholeBelow, tr("Of the rest: x·y AND 255 below this is a water hole.")},
        {m_knollBelow, tr("Of the rest: x·y AND 255 below this is a knoll, anything above "
                          "it a rootstock.")},
        {m_paths, tr("Experimental paths: a point is path where its height equals the "
                     "height at the offset below, within the tolerance (\"Paths and "
                     "roads\").")},
        {m_pathDx, tr("How far east the height a path follows is looked up.")},
        {m_pathDy, tr("How far north the height a path follows is looked up.")},
        {m_pathTolerance, tr("How close the two heights must be for a path.")},
        {m_timeCoefficients, tr("One whole number per height vector: how fast its pattern "
                                "drifts as time runs (\"Evolution in time\").")},
        {m_time, tr("The time the terrain is shown at; Play runs it.")},
    };
    for (const auto &[widget, text] : texts) {
        widget->setToolTip(text);
        widget->setWhatsThis(text);
    }
    // A field beside a check box says what the box says.
    for (const auto &[field, box] : {std::pair<QWidget *, QWidget *>{m_mountainBase, m_mountains},
                                     {m_skylandDepth, m_skylands}}) {
        field->setToolTip(box->toolTip());
        field->setWhatsThis(box->toolTip());
        box->setWhatsThis(box->toolTip());
    }
    m_playButton->setToolTip(tr("Run time forward; again to pause."));
    m_rainButton->setWhatsThis(m_rainButton->toolTip());
}

void ParametersPanel::emitEdit(const QString &key, const QString &text,
                               const std::function<void(relf::RelfParameters &)> &change)
{
    if (m_updating)
        return;
    relf::RelfParameters p = m_params;
    change(p);
    Q_EMIT edited(key, text, p);
}

QWidget *ParametersPanel::buildLake()
{
    auto *box = new QGroupBox(tr("Water and height"), this);
    auto *form = new QFormLayout(box);
    form->setRowWrapPolicy(
        QFormLayout::WrapLongRows); // fields go under long labels in a narrow dock
    m_lake = realBox(box, -1e6, 1e6);
    m_rainButton = new QPushButton(tr("Rain"), box);
    m_rainButton->setCheckable(true);
    m_rainButton->setToolTip(
        tr("Raise the lake level until the land breaks into islands; click again to stop."));
    auto *lakeRow = new QHBoxLayout;
    lakeRow->addWidget(m_lake, 1);
    lakeRow->addWidget(m_rainButton);
    form->addRow(tr("Lake level:"), lakeRow);
    m_snow = realBox(box, -1e6, 1e6);
    form->addRow(tr("Snow above:"), m_snow);
    m_mountains = new QCheckBox(tr("Mountain tops above"), box);
    m_mountainBase = realBox(box, -1e6, 1e6);
    form->addRow(m_mountains, m_mountainBase);
    m_skylands = new QCheckBox(tr("Skylands, underside ×"), box);
    m_skylands->setToolTip(tr("Islands in the sky: the lake becomes open sky, and each island "
                              "hangs from an underside this many times deeper than its land "
                              "is high"));
    m_skylandDepth = realBox(box, relf::kMinSkylandDepth, relf::kMaxSkylandDepth, 2);
    m_skylandDepth->setSingleStep(0.25);
    form->addRow(m_skylands, m_skylandDepth);

    connect(m_lake, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        emitEdit(QStringLiteral("lake"),
                 undoText(QT_TRANSLATE_NOOP("Undo Commands", "Change lake level")),
                 [v](relf::RelfParameters &p) { p.lakeLevel = v; });
    });
    connect(m_rainButton, &QPushButton::toggled, this, &ParametersPanel::setRaining);
    connect(m_snow, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        emitEdit(QStringLiteral("snow"),
                 undoText(QT_TRANSLATE_NOOP("Undo Commands", "Change snow height")),
                 [v](relf::RelfParameters &p) { p.snowHeight = v; });
    });
    connect(m_mountains, &QCheckBox::toggled, this, [this](bool on) {
        emitEdit(QStringLiteral("mountains"),
                 undoText(QT_TRANSLATE_NOOP("Undo Commands", "Mountain tops")),
                 [on](relf::RelfParameters &p) { p.mountains = on; });
        Q_EMIT gestureFinished();
    });
    connect(m_mountainBase, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        emitEdit(QStringLiteral("mountainBase"),
                 undoText(QT_TRANSLATE_NOOP("Undo Commands", "Change mountain base")),
                 [v](relf::RelfParameters &p) { p.mountainBase = v; });
    });
    connect(m_skylands, &QCheckBox::toggled, this, [this](bool on) {
        emitEdit(QStringLiteral("skylands"),
                 undoText(QT_TRANSLATE_NOOP("Undo Commands", "Skylands")),
                 [on](relf::RelfParameters &p) { p.skylands.enabled = on; });
        Q_EMIT gestureFinished();
    });
    connect(m_skylandDepth, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        emitEdit(QStringLiteral("skylandDepth"),
                 undoText(QT_TRANSLATE_NOOP("Undo Commands", "Change underside depth")),
                 [v](relf::RelfParameters &p) { p.skylands.depth = v; });
    });
    for (QDoubleSpinBox *b : {m_lake, m_snow, m_mountainBase, m_skylandDepth})
        connect(b, &QDoubleSpinBox::editingFinished, this, &ParametersPanel::gestureFinished);
    return box;
}

QWidget *ParametersPanel::buildTerrain()
{
    auto *box = new QGroupBox(tr("Terrain kinds"), this);
    auto *form = new QFormLayout(box);
    form->setRowWrapPolicy(
        QFormLayout::WrapLongRows); // fields go under long labels in a narrow dock
    const int lo = -(1 << 30), hi = 1 << 30;
    m_town = intBox(box, lo, hi);
    m_open = intBox(box, lo, hi);
    m_grass = intBox(box, lo, hi);
    m_thicket = intBox(box, lo, hi);
    form->addRow(tr("Town below:"), m_town);
    form->addRow(tr("Open land below:"), m_open);
    form->addRow(tr("Grass (else moor) below:"), m_grass);
    form->addRow(tr("Thicket (else wood) below:"), m_thicket);
    m_woodOnly = new QCheckBox(tr("Wood only"), box);
    form->addRow(m_woodOnly);
    const std::pair<QSpinBox *, int relf::TerrainThresholds::*> fields[] = {
        {m_town, &relf::TerrainThresholds::townBelow},
        {m_open, &relf::TerrainThresholds::openBelow},
        {m_grass, &relf::TerrainThresholds::grassBelow},
        {m_thicket, &relf::TerrainThresholds::thicketBelow}};
    for (const auto &[spin, field] : fields) {
        connect(spin, &QSpinBox::valueChanged, this, [this, field = field, spin = spin](int v) {
            emitEdit(QStringLiteral("threshold:") + spin->objectName() +
                         QString::number(quintptr(spin)),
                     undoText(QT_TRANSLATE_NOOP("Undo Commands", "Change terrain threshold")),
                     [field, v](relf::RelfParameters &p) { p.thresholds.*field = v; });
        });
        connect(spin, &QSpinBox::editingFinished, this, &ParametersPanel::gestureFinished);
    }
    connect(m_woodOnly, &QCheckBox::toggled, this, [this](bool on) {
        emitEdit(QStringLiteral("woodOnly"),
                 undoText(QT_TRANSLATE_NOOP("Undo Commands", "Wood only")),
                 [on](relf::RelfParameters &p) { p.thresholds.woodOnly = on; });
        Q_EMIT gestureFinished();
    });
    return box;
}

QWidget *ParametersPanel::buildFeatures()
{
    auto *box = new QGroupBox(tr("Point features"), this);
    auto *form = new QFormLayout(box);
    form->setRowWrapPolicy(
        QFormLayout::WrapLongRows); // fields go under long labels in a narrow dock
    m_mask = intBox(box, 0, (1 << 30));
    m_mask->setDisplayIntegerBase(16);
    m_mask->setPrefix(QStringLiteral("0x"));
    m_pointTrigger = intBox(box, 0, 1 << 30);
    m_manMadeTrigger = intBox(box, 0, 1 << 30);
    m_coneTrigger = intBox(box, 0, 1 << 30);
    m_mineBelow = intBox(box, 0, 256);
    m_boulderBelow = intBox(box, 0, 256);
    m_waterholeBelow = intBox(box, 0, 256);
    m_knollBelow = intBox(box, 0, 256);
    form->addRow(tr("Mask:"), m_mask);
    form->addRow(tr("Trigger, natural:"), m_pointTrigger);
    form->addRow(tr("Trigger, man-made:"), m_manMadeTrigger);
    form->addRow(tr("Trigger, cone:"), m_coneTrigger);
    form->addRow(tr("Mine shaft below:"), m_mineBelow);
    form->addRow(tr("Boulder below:"), m_boulderBelow);
    form->addRow(tr("Water hole below:"), m_waterholeBelow);
    form->addRow(tr("Knoll below (else rootstock):"), m_knollBelow);
    const std::pair<QSpinBox *, std::int64_t relf::FeatureRules::*> fields[] = {
        {m_mask, &relf::FeatureRules::mask},
        {m_pointTrigger, &relf::FeatureRules::pointTrigger},
        {m_manMadeTrigger, &relf::FeatureRules::manMadeTrigger},
        {m_coneTrigger, &relf::FeatureRules::coneTrigger},
        {m_mineBelow, &relf::FeatureRules::mineBelow},
        {m_boulderBelow, &relf::FeatureRules::boulderBelow},
        {m_waterholeBelow, &relf::FeatureRules::waterholeBelow},
        {m_knollBelow, &relf::FeatureRules::knollBelow}};
    for (const auto &[spin, field] : fields) {
        connect(spin, &QSpinBox::valueChanged, this, [this, field = field, spin = spin](int v) {
            emitEdit(QStringLiteral("feature:") + QString::number(quintptr(spin)),
                     undoText(QT_TRANSLATE_NOOP("Undo Commands", "Change feature rule")),
                     [field, v](relf::RelfParameters &p) { p.features.*field = v; });
        });
        connect(spin, &QSpinBox::editingFinished, this, &ParametersPanel::gestureFinished);
    }
    return box;
}

QWidget *ParametersPanel::buildPathsAndTime()
{
    auto *box = new QGroupBox(tr("Paths and time"), this);
    auto *form = new QFormLayout(box);
    form->setRowWrapPolicy(
        QFormLayout::WrapLongRows); // fields go under long labels in a narrow dock
    m_paths = new QCheckBox(tr("Paths"), box);
    form->addRow(m_paths);
    m_pathDx = realBox(box, -1e6, 1e6);
    m_pathDy = realBox(box, -1e6, 1e6);
    m_pathTolerance = realBox(box, 0, 1e6, 2);
    form->addRow(tr("Offset x:"), m_pathDx);
    form->addRow(tr("Offset y:"), m_pathDy);
    form->addRow(tr("Tolerance:"), m_pathTolerance);
    m_timeCoefficients = new QLineEdit(box);
    m_timeCoefficients->setPlaceholderText(tr("one whole number per height vector"));
    form->addRow(tr("Time coefficients:"), m_timeCoefficients);
    m_time = new QSlider(Qt::Horizontal, box);
    m_time->setRange(0, kTimeRange);
    m_playButton = new QPushButton(tr("Play"), box);
    m_playButton->setCheckable(true);
    auto *timeRow = new QHBoxLayout;
    timeRow->addWidget(m_time, 1);
    timeRow->addWidget(m_playButton);
    form->addRow(tr("Time:"), timeRow);

    connect(m_paths, &QCheckBox::toggled, this, [this](bool on) {
        emitEdit(QStringLiteral("paths"), undoText(QT_TRANSLATE_NOOP("Undo Commands", "Paths")),
                 [on](relf::RelfParameters &p) { p.paths.enabled = on; });
        Q_EMIT gestureFinished();
    });
    const std::pair<QDoubleSpinBox *, double relf::PathRules::*> fields[] = {
        {m_pathDx, &relf::PathRules::dx},
        {m_pathDy, &relf::PathRules::dy},
        {m_pathTolerance, &relf::PathRules::tolerance}};
    for (const auto &[spin, field] : fields) {
        connect(spin, &QDoubleSpinBox::valueChanged, this,
                [this, field = field, spin = spin](double v) {
                    emitEdit(QStringLiteral("path:") + QString::number(quintptr(spin)),
                             undoText(QT_TRANSLATE_NOOP("Undo Commands", "Change path rule")),
                             [field, v](relf::RelfParameters &p) { p.paths.*field = v; });
                });
        connect(spin, &QDoubleSpinBox::editingFinished, this, &ParametersPanel::gestureFinished);
    }
    connect(m_timeCoefficients, &QLineEdit::editingFinished, this, [this] {
        std::vector<std::int32_t> c;
        for (const QString &part : m_timeCoefficients->text().split(
                 QRegularExpression(QStringLiteral("[\\s,;]+")), Qt::SkipEmptyParts))
            c.push_back(part.toInt());
        emitEdit(QStringLiteral("timeCoefficients"),
                 undoText(QT_TRANSLATE_NOOP("Undo Commands", "Change time coefficients")),
                 [c](relf::RelfParameters &p) { p.timeCoefficients = c; });
        Q_EMIT gestureFinished();
    });
    connect(m_time, &QSlider::valueChanged, this, [this](int v) {
        emitEdit(QStringLiteral("time"),
                 undoText(QT_TRANSLATE_NOOP("Undo Commands", "Change time")),
                 [v](relf::RelfParameters &p) { p.time = v; });
    });
    connect(m_time, &QSlider::sliderReleased, this, &ParametersPanel::gestureFinished);
    connect(m_playButton, &QPushButton::toggled, this, &ParametersPanel::setPlaying);
    return box;
}

void ParametersPanel::setRaining(bool on)
{
    if (on == m_rain.isActive())
        return;
    if (on) {
        Q_EMIT gestureFinished(); // the whole shower is one step
        m_rain.start();
    } else {
        m_rain.stop();
        Q_EMIT gestureFinished();
    }
    const QSignalBlocker block(m_rainButton);
    m_rainButton->setChecked(on);
    m_rainButton->setText(on ? tr("Stop Rain") : tr("Rain"));
    reportRunning();
}

void ParametersPanel::reportRunning()
{
    QStringList running;
    if (m_rain.isActive())
        running << tr("Raining: the lake rises %L1 a second; Stop Rain ends it")
                       .arg(QLocale().toString(kRainStep * 1000.0 / kRainTickMs));
    if (m_play.isActive())
        running << tr("Time is running; Pause stops it");
    Q_EMIT runningChanged(running.join(QStringLiteral("  ·  ")));
}

void ParametersPanel::setPlaying(bool on)
{
    if (on == m_play.isActive())
        return;
    Q_EMIT gestureFinished();
    on ? m_play.start() : m_play.stop();
    const QSignalBlocker block(m_playButton);
    m_playButton->setChecked(on);
    m_playButton->setText(on ? tr("Pause") : tr("Play"));
    reportRunning();
}

void ParametersPanel::setParameters(const relf::RelfParameters &p)
{
    m_params = p;
    m_updating = true; // no echo
    m_lake->setValue(p.lakeLevel);
    m_snow->setValue(p.snowHeight);
    m_mountains->setChecked(p.mountains);
    m_mountainBase->setValue(p.mountainBase);
    m_mountainBase->setEnabled(p.mountains);
    m_skylands->setChecked(p.skylands.enabled);
    m_skylandDepth->setValue(p.skylands.depth);
    m_skylandDepth->setEnabled(p.skylands.enabled);
    m_town->setValue(p.thresholds.townBelow);
    m_open->setValue(p.thresholds.openBelow);
    m_grass->setValue(p.thresholds.grassBelow);
    m_thicket->setValue(p.thresholds.thicketBelow);
    m_woodOnly->setChecked(p.thresholds.woodOnly);
    for (QSpinBox *b : {m_town, m_open, m_grass, m_thicket})
        b->setEnabled(!p.thresholds.woodOnly);
    m_mask->setValue(int(std::clamp<std::int64_t>(p.features.mask, 0, 1 << 30)));
    m_pointTrigger->setValue(int(std::clamp<std::int64_t>(p.features.pointTrigger, 0, 1 << 30)));
    m_manMadeTrigger->setValue(
        int(std::clamp<std::int64_t>(p.features.manMadeTrigger, 0, 1 << 30)));
    m_coneTrigger->setValue(int(std::clamp<std::int64_t>(p.features.coneTrigger, 0, 1 << 30)));
    m_mineBelow->setValue(int(std::clamp<std::int64_t>(p.features.mineBelow, 0, 256)));
    m_boulderBelow->setValue(int(std::clamp<std::int64_t>(p.features.boulderBelow, 0, 256)));
    m_waterholeBelow->setValue(int(std::clamp<std::int64_t>(p.features.waterholeBelow, 0, 256)));
    m_knollBelow->setValue(int(std::clamp<std::int64_t>(p.features.knollBelow, 0, 256)));
    m_paths->setChecked(p.paths.enabled);
    m_pathDx->setValue(p.paths.dx);
    m_pathDy->setValue(p.paths.dy);
    m_pathTolerance->setValue(p.paths.tolerance);
    for (QDoubleSpinBox *b : {m_pathDx, m_pathDy, m_pathTolerance})
        b->setEnabled(p.paths.enabled);
    QStringList coefficients;
    for (const std::int32_t c : p.timeCoefficients)
        coefficients << QString::number(c);
    if (!m_timeCoefficients->hasFocus())
        m_timeCoefficients->setText(coefficients.join(QLatin1Char(' ')));
    m_time->setValue(int(std::clamp(p.time, 0.0, double(kTimeRange))));
    m_updating = false;
}

} // namespace terrain::widgets
