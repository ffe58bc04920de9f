#include "randomiserdialog.h"

#include "dialogbuttons.h"
#include "relf/sineprofile.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace terrain::app {

RandomiserDialog::RandomiserDialog(const relf::RelfParameters &base, QWidget *parent)
    : QDialog(parent)
    , m_base(base)
    , m_result(base)
{
    setWindowTitle(tr("Random Profile"));
    auto *layout = new QVBoxLayout(this);
    auto *form = new QFormLayout;
    const relf::SineProfileSettings defaults =
        base.sineProfile.value_or(relf::SineProfileSettings{});
    m_sines = new QSpinBox(this);
    m_sines->setRange(1, 4096);
    m_sines->setValue(defaults.sines);
    form->addRow(tr("Number of sines:"), m_sines);
    const auto pair = [this](double lo, double hi, double a, double b, QDoubleSpinBox *&first,
                             QDoubleSpinBox *&second) {
        first = new QDoubleSpinBox(this);
        second = new QDoubleSpinBox(this);
        for (QDoubleSpinBox *s : {first, second}) {
            s->setRange(lo, hi);
            s->setDecimals(1);
        }
        first->setValue(a);
        second->setValue(b);
        auto *row = new QHBoxLayout;
        row->addWidget(first);
        row->addWidget(new QLabel(tr("to"), this));
        row->addWidget(second);
        return row;
    };
    form->addRow(tr("Amplitude:"), pair(0, 100000, defaults.minAmplitude, defaults.maxAmplitude,
                                        m_minAmplitude, m_maxAmplitude));
    form->addRow(
        tr("Whole cycles per profile:"),
        pair(0.5, 32768, defaults.minCycles, defaults.maxCycles, m_minCycles, m_maxCycles));
    m_length = new QComboBox(this);
    for (int n = 16; n <= 65536; n *= 2)
        m_length->addItem(QString::number(n), n);
    m_length->setCurrentIndex(m_length->findData(defaults.length));
    form->addRow(tr("Profile length:"), m_length);
    // The shares to keep: the 1983 set's, the lake's as the designer asks.
    const relf::RelfParameters reference = relf::RelfParameters::reference1983();
    m_reference = relf::measureShares(relf::RelfEvaluator(reference));
    m_referenceSnow = std::max(0.0, 1.0 - relf::shareBelow(reference, reference.snowHeight));
    m_keep = new QCheckBox(tr("Keep the world's shares of water, land and snow"), this);
    m_keep->setChecked(true);
    m_keep->setToolTip(tr("Off: the seed's own levels, the lake at 34 and snow at 2.4 times the "
                          "highest profile value (islands in a sea)"));
    m_water = new QDoubleSpinBox(this);
    m_water->setRange(0.0, 90.0);
    m_water->setDecimals(1);
    m_water->setSuffix(tr(" %"));
    m_water->setValue(100.0 * m_reference.of(relf::TerrainKind::Lake));
    m_water->setToolTip(tr("The share of the ground under the lake: more for islands, less for "
                           "land (The Forest 1983: %L1 %)")
                            .arg(QLocale().toString(m_water->value(), 'f', 1)));
    form->addRow(QString(), m_keep);
    form->addRow(tr("Water:"), m_water);
    m_seed = new QLineEdit(QString::number(defaults.seed), this);
    m_seed->setToolTip(tr("Note the seed to make the same profile again."));
    auto *seedRow = new QHBoxLayout;
    seedRow->addWidget(m_seed, 1);
    auto *roll = new QPushButton(tr("New Seed"), this);
    seedRow->addWidget(roll);
    form->addRow(tr("Seed:"), seedRow);
    layout->addLayout(form);
    m_message = new QLabel(this);
    m_message->setWordWrap(true);
    layout->addWidget(m_message);
    m_sharesLabel = new QLabel(this);
    m_sharesLabel->setObjectName(QStringLiteral("shares"));
    m_sharesLabel->setTextFormat(Qt::RichText);
    m_sharesLabel->setWordWrap(true);
    layout->addWidget(m_sharesLabel);
    auto *buttons = widgets::okCancelButtons(this, tr("Apply"));
    m_ok = buttons->button(QDialogButtonBox::Ok);
    layout->addWidget(buttons);
    connect(roll, &QPushButton::clicked, this, &RandomiserDialog::newSeed);
    connect(m_sines, &QSpinBox::valueChanged, this, &RandomiserDialog::refreshPreview);
    for (QDoubleSpinBox *s : {m_minAmplitude, m_maxAmplitude, m_minCycles, m_maxCycles})
        connect(s, &QDoubleSpinBox::valueChanged, this, &RandomiserDialog::refreshPreview);
    connect(m_length, &QComboBox::currentIndexChanged, this, &RandomiserDialog::refreshPreview);
    connect(m_seed, &QLineEdit::textChanged, this, &RandomiserDialog::refreshPreview);
    connect(m_water, &QDoubleSpinBox::valueChanged, this, &RandomiserDialog::refreshPreview);
    connect(m_keep, &QCheckBox::toggled, this, [this](bool on) {
        m_water->setEnabled(on);
        refreshPreview();
    });
}

void RandomiserDialog::setWaterShare(double share)
{
    m_water->setValue(100.0 * share);
}

void RandomiserDialog::setKeepShares(bool keep)
{
    m_keep->setChecked(keep);
}

relf::ShareRange RandomiserDialog::rangeOf(relf::TerrainKind kind) const
{
    const double lake = m_water->value() / 100.0;
    if (kind == relf::TerrainKind::Lake)
        return relf::rangeAbout(lake);
    // A kind keeps its share of the land: of all ground it follows the water.
    const double land = 1.0 - m_reference.of(relf::TerrainKind::Lake);
    return relf::rangeAbout(land > 0 ? m_reference.of(kind) * (1.0 - lake) / land : 0.0);
}

relf::ShareRange RandomiserDialog::snowRange() const
{
    return relf::rangeAbout(m_referenceSnow);
}

QString RandomiserDialog::sharesText() const
{
    using relf::TerrainKind;
    const QLocale locale;
    const auto percent = [&](double v) { return locale.toString(100.0 * v, 'f', 1); };
    const auto row = [&](const QString &name, double share, relf::ShareRange range) {
        const QString text =
            tr("%1 %2 % (%3–%4 %)")
                .arg(name, percent(share), percent(range.low), percent(range.high));
        return range.holds(share) ? text : u"<b style=\"color:#b00000\">"_s + text + u"</b>"_s;
    };
    QStringList rows;
    const std::pair<TerrainKind, QString> kinds[] = {
        {TerrainKind::Lake, tr("Lake")},   {TerrainKind::Town, tr("Town")},
        {TerrainKind::Grass, tr("Grass")}, {TerrainKind::Moor, tr("Moor")},
        {TerrainKind::Wood, tr("Wood")},   {TerrainKind::Thicket, tr("Thicket")}};
    for (const auto &[kind, name] : kinds)
        rows << row(name, m_shares.of(kind), rangeOf(kind));
    rows << row(tr("Snow"), m_shares.snow, snowRange());
    return tr("Over 8 km × 8 km: %1").arg(rows.join(u", "_s));
}

relf::SineProfileSettings RandomiserDialog::settings() const
{
    relf::SineProfileSettings s;
    s.sines = m_sines->value();
    s.minAmplitude = m_minAmplitude->value();
    s.maxAmplitude = m_maxAmplitude->value();
    s.minCycles = m_minCycles->value();
    s.maxCycles = m_maxCycles->value();
    s.length = m_length->currentData().toInt();
    bool ok = false;
    s.seed = m_seed->text().trimmed().toULongLong(&ok);
    if (!ok)
        s.seed = ~std::uint64_t(0); // invalid: validation names it
    return s;
}

QString RandomiserDialog::problems() const
{
    QStringList out;
    for (const std::string &p : relf::validateSineSettings(settings()))
        out << QString::fromStdString(p);
    return out.join(QLatin1Char('\n'));
}

void RandomiserDialog::setSeed(quint64 seed)
{
    m_seed->setText(QString::number(seed));
}

void RandomiserDialog::newSeed()
{
    setSeed(QRandomGenerator::global()->bounded(quint64(1) << 53));
}

void RandomiserDialog::refreshPreview()
{
    const QString why = problems();
    m_ok->setEnabled(why.isEmpty());
    if (!why.isEmpty()) {
        m_message->setText(why);
        return;
    }
    m_result = relf::withSineProfile(m_base, settings());
    if (m_keep->isChecked())
        m_result = relf::keepShares(m_result, m_water->value() / 100.0, m_referenceSnow);
    m_shares = relf::measureShares(relf::RelfEvaluator(m_result));
    m_sharesLabel->setText(sharesText());
    m_message->setText(tr("Lake at %L1, snow above %L2.")
                           .arg(m_result.lakeLevel)
                           .arg(m_result.snowHeight, 0, 'f', 1));
    Q_EMIT previewChanged(m_result);
}

} // namespace terrain::app
