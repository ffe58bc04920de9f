#pragma once
// A table's cell shown again: its item made when missing, its text set, and
// typing taken only where the cell is editable.

#include <QString>
#include <QTableWidget>
#include <QTableWidgetItem>

namespace terrain::widgets {

inline void showCell(QTableWidget *table, int row, int column, const QString &text, bool editable)
{
    QTableWidgetItem *item = table->item(row, column);
    if (!item) {
        item = new QTableWidgetItem;
        table->setItem(row, column, item);
    }
    item->setText(text);
    item->setFlags(editable ? item->flags() | Qt::ItemIsEditable
                            : item->flags() & ~Qt::ItemIsEditable);
}

} // namespace terrain::widgets
