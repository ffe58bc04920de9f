#include "statisticswidget.h"

#include "inspectorwidget.h"
#include "render/colourtable.h"

#include <QAreaSeries>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QHorizontalBarSeries>
#include <QLineSeries>
#include <QScrollArea>
#include <QVBoxLayout>
#include <QValueAxis>

namespace terrain::widgets {

namespace {

QChartView *makeView(QWidget *parent)
{
    auto *chart = new QChart;
    chart->legend()->hide();
    chart->setMargins(QMargins(4, 4, 4, 4));
    chart->setBackgroundRoundness(0);
    auto *view = new QChartView(chart, parent);
    view->setRenderHint(QPainter::Antialiasing);
    view->setMinimumHeight(90);
    return view;
}

void clear(QChart *chart)
{
    chart->removeAllSeries(); // deletes them
    for (QAbstractAxis *axis : chart->axes()) {
        chart->removeAxis(axis); // gives the axis back to us
        delete axis;
    }
}

} // namespace

StatisticsWidget::StatisticsWidget(QWidget *parent)
    : QWidget(parent)
    , m_kindsView(makeView(this))
    , m_heightsView(makeView(this))
{
    // The charts keep the height their labels need and the dock scrolls:
    // squeezed, Qt Charts elides every axis label to "...".
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto *inner = new QWidget(scroll);
    auto *layout = new QVBoxLayout(inner);
    layout->setContentsMargins(0, 0, 0, 0);
    m_kindsView->setParent(inner);
    m_heightsView->setParent(inner);
    m_font = font();
    m_font.setPointSizeF(m_font.pointSizeF() * 0.8);
    m_kindsView->chart()->setTitle(tr("Terrain kinds (% of the map)"));
    m_heightsView->chart()->setTitle(tr("Heights of the land"));
    m_kindsView->setMinimumHeight(kindsHeight(5));
    m_heightsView->setMinimumHeight(180);
    layout->addWidget(m_kindsView, 1);
    layout->addWidget(m_heightsView, 1);
    scroll->setWidget(inner);
    outer->addWidget(scroll);
}

int StatisticsWidget::kindsHeight(int bars) const
{
    // The title and the value axis, then a line of label per bar.
    const QFontMetrics small(m_font);
    return 90 + bars * (small.height() + 8);
}

void StatisticsWidget::setContents(const relf::MapContents &c)
{
    // Kind shares, largest first, one bar each in the kind's map colour.
    std::uint64_t total = 0;
    for (const std::uint64_t n : c.kindPixels)
        total += n;
    m_shares.clear();
    QChart *kinds = m_kindsView->chart();
    clear(kinds);
    if (total > 0) {
        QList<std::pair<std::uint64_t, int>> order;
        for (int k = 0; k < relf::kTerrainKindCount; ++k)
            if (c.kindPixels[std::size_t(k)])
                order.append({c.kindPixels[std::size_t(k)], k});
        std::sort(order.begin(), order.end(),
                  [](const auto &a, const auto &b) { return a.first < b.first; });
        auto *series = new QHorizontalBarSeries;
        auto *set = new QBarSet(tr("Share"));
        QStringList names;
        for (const auto &[n, k] : order) {
            const double share = 100.0 * double(n) / double(total);
            const QString name = terrainKindTitle(static_cast<relf::TerrainKind>(k));
            names << name;
            *set << share;
            m_shares.prepend({name, share});
        }
        set->setColor(QColor(0xd1, 0x5c, 0x00));
        series->append(set);
        series->setLabelsVisible(true);
        series->setLabelsFormat(QStringLiteral("@value %"));
        series->setLabelsPrecision(3);
        series->setLabelsPosition(QAbstractBarSeries::LabelsOutsideEnd);
        series->setBarWidth(0.7);
        kinds->addSeries(series);
        auto *axisY = new QBarCategoryAxis;
        axisY->append(names);
        axisY->setLabelsFont(m_font);
        kinds->addAxis(axisY, Qt::AlignLeft);
        series->attachAxis(axisY);
        auto *axisX = new QValueAxis;
        axisX->setRange(0,
                        std::min(100.0, std::ceil(m_shares.first().second * 1.35 / 10.0) * 10.0));
        axisX->setTickCount(3);
        axisX->setLabelFormat(QStringLiteral("%d"));
        axisX->setLabelsFont(m_font);
        kinds->addAxis(axisX, Qt::AlignBottom);
        series->attachAxis(axisX);
        m_kindsView->setMinimumHeight(kindsHeight(int(order.size())));
    }

    // The height histogram as an area under a step line.
    QChart *heights = m_heightsView->chart();
    clear(heights);
    if (!c.heightBins.empty()) {
        auto *area = new QAreaSeries;
        auto *upper = new QLineSeries(area); // an area series does not own its line
        std::uint64_t most = 1;
        for (const auto &[bin, n] : c.heightBins) {
            const double x0 = double(bin) * relf::MapContents::kHeightBin;
            upper->append(x0, double(n));
            upper->append(x0 + relf::MapContents::kHeightBin, double(n));
            most = std::max(most, n);
        }
        area->setUpperSeries(upper);
        area->setColor(QColor::fromRgb(render::rgbOf(render::MapColour::Grass)));
        area->setBorderColor(QColor(0xd1, 0x5c, 0x00));
        heights->addSeries(area);
        // Whole numbers in the chart's small font.
        const auto addAxis = [&](const QString &title, double from, double to, int ticks,
                                 Qt::Alignment side) {
            auto *axis = new QValueAxis;
            axis->setRange(from, to);
            axis->setTitleText(title);
            axis->setLabelFormat(QStringLiteral("%d"));
            axis->setLabelsFont(m_font);
            axis->setTitleFont(m_font);
            axis->setTickCount(ticks);
            heights->addAxis(axis, side);
            area->attachAxis(axis);
        };
        addAxis(tr("height"), double(c.heightBins.begin()->first) * relf::MapContents::kHeightBin,
                double(c.heightBins.rbegin()->first + 1) * relf::MapContents::kHeightBin, 4,
                Qt::AlignBottom);
        addAxis(tr("pixels"), 0, double(most) * 1.05, 3, Qt::AlignLeft);
    }
}

} // namespace terrain::widgets
