#include "profilechart.h"

#include "fieldhelp.h"

#include "relf/model/profileedit.h"

#include "relf/sineprofile.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QGridLayout>
#include <QLabel>
#include <QShowEvent>
#include <QSpinBox>
#include <QVBoxLayout>

#include "qcustomplotinclude.h"

#include <cmath>
#include <numbers>

namespace terrain::widgets {

ProfileChart::ProfileChart(QWidget *parent)
    : QWidget(parent)
    , m_plot(new QCustomPlot(this))
{
    auto *layout = new QVBoxLayout(this);
    // Two rows, so that the chart fits a narrow dock.
    auto *controls = new QGridLayout;
    controls->addWidget(new QLabel(tr("Brush width:"), this), 0, 0);
    m_brush = new QSpinBox(this);
    m_brush->setRange(1, 256);
    m_brush->setValue(8);
    m_brush->setSuffix(tr(" entries"));
    controls->addWidget(m_brush, 0, 1);
    controls->addWidget(new QLabel(tr("Length:"), this), 1, 0);
    m_length = new QComboBox(this);
    for (int n = 16; n <= 65536; n *= 2)
        m_length->addItem(QString::number(n), n);
    controls->addWidget(m_length, 1, 1);
    m_components = new QCheckBox(tr("Sine components"), this);
    controls->addWidget(m_components, 1, 2);
    explain({
        {m_brush, tr("How many profile entries one drag across the chart sets at once; a wide "
                     "brush reshapes the profile smoothly.")},
        {m_length, tr("The profile's length: every vector reads it at (a·x + b·y) / 128 modulo "
                      "this length, so a longer profile repeats over more metres.")},
        {m_components, tr("Show the sine waves whose sum is the profile, when it was made by the "
                          "randomiser from sums of sine waves.")},
    });
    controls->setColumnStretch(3, 1);
    layout->addLayout(controls);
    layout->addWidget(m_plot, 1);

    m_plot->xAxis->setLabel(tr("profile index"));
    m_plot->yAxis->setLabel(tr("value"));
    m_plot->setInteraction(QCP::iRangeZoom, false);
    connect(m_plot, &QCustomPlot::mousePress, this, &ProfileChart::press);
    connect(m_plot, &QCustomPlot::mouseMove, this, &ProfileChart::move);
    connect(m_plot, &QCustomPlot::mouseRelease, this, &ProfileChart::release);
    connect(m_components, &QCheckBox::toggled, this, &ProfileChart::redraw);
    connect(m_length, &QComboBox::currentIndexChanged, this, [this] {
        if (m_updating)
            return;
        const auto length = std::size_t(m_length->currentData().toInt());
        if (length == m_params.profile.size())
            return;
        Q_EMIT profileEdited(relf::resampleProfile(m_params.profile, length),
                             QCoreApplication::translate("Undo Commands", "Change profile length"));
        Q_EMIT editingFinished();
    });
    setParameters(relf::RelfParameters::reference1983());
}

void ProfileChart::setParameters(const relf::RelfParameters &p)
{
    m_params = p;
    m_updating = true;
    m_length->setCurrentIndex(m_length->findData(int(p.profile.size())));
    m_components->setEnabled(p.sineProfile.has_value());
    m_updating = false;
    if (isVisible())
        redraw();
    else
        m_stale = true; // drawn when shown
}

void ProfileChart::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_stale) {
        m_stale = false;
        redraw();
    }
}

void ProfileChart::redraw()
{
    const std::size_t n = m_params.profile.size();
    QVector<double> x(qsizetype(n + 1)), y(qsizetype(n + 1)), x2(qsizetype(n + 1)),
        y2(qsizetype(n + 1));
    for (std::size_t i = 0; i <= n; ++i) {
        x[qsizetype(i)] = double(i);
        y[qsizetype(i)] = m_params.profile[i % n];
        x2[qsizetype(i)] = double(n + i);
        y2[qsizetype(i)] = m_params.profile[i % n];
    }
    m_plot->clearGraphs();
    QCPGraph *main = m_plot->addGraph();
    main->setPen(QPen(QColor(0xd1, 0x5c, 0x00), 2));
    main->setData(x, y, true);
    QCPGraph *wrap = m_plot->addGraph(); // the next period, faded: the profile repeats
    wrap->setPen(QPen(QColor(0xd1, 0x5c, 0x00, 70), 2));
    wrap->setData(x2, y2, true);
    if (m_components->isChecked() && m_params.sineProfile) {
        const relf::SineProfile sp = relf::makeSineProfile(*m_params.sineProfile);
        for (const relf::SineComponent &c : sp.components) {
            QVector<double> cy(qsizetype(n + 1));
            for (std::size_t i = 0; i <= n; ++i)
                cy[qsizetype(i)] =
                    c.amplitude / 8.0 *
                    std::sin(c.phase + 2.0 * std::numbers::pi * double(i) * c.cycles / double(n));
            QCPGraph *g = m_plot->addGraph();
            g->setPen(QPen(QColor(0x00, 0x78, 0xc8, 90), 1));
            g->setData(x, cy, true);
        }
    }
    const auto [lo, hi] = std::minmax_element(m_params.profile.begin(), m_params.profile.end());
    const double pad = std::max(4.0, (*hi - *lo) * 0.1);
    m_plot->xAxis->setRange(0, double(2 * n));
    m_plot->yAxis->setRange(std::min(0.0, *lo - pad), *hi + pad);
    m_plot->replot();
}

void ProfileChart::press(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton)
        return;
    m_dragging = true;
    m_dragStart = m_params.profile;
    move(event);
}

void ProfileChart::move(QMouseEvent *event)
{
    if (!m_dragging)
        return;
    const double index = m_plot->xAxis->pixelToCoord(event->position().x());
    const double value = m_plot->yAxis->pixelToCoord(event->position().y());
    const std::vector<std::int32_t> shaped =
        relf::brushProfile(m_params.profile, index, value, m_brush->value());
    if (shaped == m_params.profile)
        return;
    Q_EMIT profileEdited(shaped, QCoreApplication::translate("Undo Commands", "Reshape profile"));
}

void ProfileChart::release(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton || !m_dragging)
        return;
    m_dragging = false;
    Q_EMIT editingFinished();
}

} // namespace terrain::widgets
