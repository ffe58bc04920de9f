#include "vectortable.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace terrain::widgets {

VectorTable::VectorTable(const QStringList &columns, std::int32_t limit, const QString &limitText,
                         const Buttons &buttons, QWidget *parent)
    : QWidget(parent)
    , m_table(new QTableWidget(0, 3, this))
    , m_limit(limit)
    , m_limitText(limitText)
{
    m_table->setHorizontalHeaderLabels(columns);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    auto *add = new QPushButton(buttons.add, this);
    add->setToolTip(buttons.addTip);
    auto *remove = new QPushButton(buttons.remove, this);
    remove->setToolTip(buttons.removeTip);
    auto *row = new QHBoxLayout;
    row->addWidget(add);
    row->addWidget(remove);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_table);
    layout->addLayout(row);
    connect(add, &QPushButton::clicked, this, [this] { Q_EMIT addClicked(m_table->currentRow()); });
    connect(remove, &QPushButton::clicked, this,
            [this] { Q_EMIT removeClicked(m_table->currentRow()); });
    connect(m_table, &QTableWidget::itemChanged, this, [this](QTableWidgetItem *item) {
        if (m_filling)
            return;
        bool ok = false;
        const qlonglong v = item->text().trimmed().toLongLong(&ok);
        if (!ok || v < -qlonglong(m_limit) || v > m_limit) {
            Q_EMIT refused(tr("\"%1\" refused: a whole number from -%2 to %2 is needed")
                               .arg(item->text(), m_limitText));
            return;
        }
        Q_EMIT componentEdited(item->row(), item->column(), std::int32_t(v));
    });
}

void VectorTable::setRows(const QList<Row> &rows)
{
    m_filling = true;
    m_table->setRowCount(int(rows.size()));
    for (int r = 0; r < int(rows.size()); ++r) {
        m_table->setVerticalHeaderItem(r, new QTableWidgetItem(rows[r].first));
        for (int k = 0; k < 3; ++k)
            m_table->setItem(r, k,
                             new QTableWidgetItem(QString::number(rows[r].second[std::size_t(k)])));
    }
    m_filling = false;
}

} // namespace terrain::widgets
