#pragma once
// What the visible map is made of (Qt Charts): the share of each terrain
// kind, and a histogram of the land's heights.

#include "relf/map/maprenderer.h"

#include <QWidget>

class QChartView;
class QChart;

namespace terrain::widgets {

class StatisticsWidget : public QWidget
{
    Q_OBJECT
public:
    explicit StatisticsWidget(QWidget *parent = nullptr);
    void setContents(const relf::MapContents &contents);

    // Shares in percent by kind, in the order shown (for tests).
    const QList<std::pair<QString, double>> &shares() const { return m_shares; }

private:
    int kindsHeight(int bars) const;

    QChartView *m_kindsView = nullptr;
    QChartView *m_heightsView = nullptr;
    QList<std::pair<QString, double>> m_shares;
    QFont m_font; // smaller, so that names fit a dock
};

} // namespace terrain::widgets
