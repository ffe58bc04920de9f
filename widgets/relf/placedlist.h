#pragma once
// The dock of what a designer put on the ground: every road and every placed
// or moved object, each with where it is. Selecting one asks the map to go
// there; Remove asks to take it away. It also holds the Place tool's kind.

#include "relf/terrainkinds.h"

#include <QPointF>
#include <QWidget>

class QComboBox;
class QDoubleSpinBox;
class QListWidget;
class QPushButton;

namespace terrain::widgets {

class PlacedList : public QWidget
{
    Q_OBJECT
public:
    struct Item
    {
        QString text;
        QPointF at;      // where to go
        int road = -1;   // a road's index, or -1 for a placed object
        QPoint placed;   // the placed object's position
        QString warning; // shown under the text (a road across a lake, ...)
    };
    explicit PlacedList(QWidget *parent = nullptr);

    void setItems(const QList<Item> &items);
    int count() const;
    const Item *itemAt(int row) const;
    int currentRow() const;
    void setCurrentRow(int row);
    // The kind the Place tool puts down.
    relf::Feature placeKind() const;
    void setPlaceKind(relf::Feature kind);
    // The width of new roads, and of the selected one, in metres.
    double roadWidth() const;
    void setRoadWidth(double width); // without signalling

Q_SIGNALS:
    void jumpRequested(QPointF at);
    void removeRequested(int row);
    void roadSelected(int road);
    void placeKindChanged(terrain::relf::Feature kind);
    void roadWidthChanged(double width);

private:
    QComboBox *m_kind;
    QDoubleSpinBox *m_width;
    QListWidget *m_list;
    QPushButton *m_remove;
    QList<Item> m_items;
};

} // namespace terrain::widgets
