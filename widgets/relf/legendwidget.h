#pragma once
// The map's legend: every symbol in use on the visible map, with its name.

#include "relf/maprenderer.h"

#include <QWidget>

class QListWidget;

namespace terrain::widgets {

class LegendWidget : public QWidget
{
    Q_OBJECT
public:
    explicit LegendWidget(QWidget *parent = nullptr);
    void setContents(const relf::MapContents &contents);
    QStringList entries() const; // the names shown, in order

private:
    QListWidget *m_list = nullptr;
};

} // namespace terrain::widgets
