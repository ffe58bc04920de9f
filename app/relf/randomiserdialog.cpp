#include "randomiserdialog.h"

#include "dialogbuttons.h"
#include "relf/sineprofile.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSpinBox>
#include <QVBoxLayout>

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
    auto *buttons = widgets::okCancelButtons(this, tr("Apply"));
    m_ok = buttons->button(QDialogButtonBox::Ok);
    layout->addWidget(buttons);
    connect(roll, &QPushButton::clicked, this, &RandomiserDialog::newSeed);
    connect(m_sines, &QSpinBox::valueChanged, this, &RandomiserDialog::refreshPreview);
    for (QDoubleSpinBox *s : {m_minAmplitude, m_maxAmplitude, m_minCycles, m_maxCycles})
        connect(s, &QDoubleSpinBox::valueChanged, this, &RandomiserDialog::refreshPreview);
    connect(m_length, &QComboBox::currentIndexChanged, this, &RandomiserDialog::refreshPreview);
    connect(m_seed, &QLineEdit::textChanged, this, &RandomiserDialog::refreshPreview);
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
    m_message->setText(tr("Lake at %L1, snow above %L2.")
                           .arg(m_result.lakeLevel)
                           .arg(m_result.snowHeight, 0, 'f', 1));
    Q_EMIT previewChanged(m_result);
}

} // namespace terrain::app
