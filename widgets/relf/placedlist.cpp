#include "placedlist.h"

#include "fieldhelp.h"

#include "inspectorwidget.h"
#include "relf/features/roads.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace terrain::widgets {

PlacedList::PlacedList(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    auto *form = new QFormLayout;
    m_kind = new QComboBox(this);
    for (const relf::Feature f :
         {relf::Feature::Boulder, relf::Feature::Knoll, relf::Feature::Waterhole,
          relf::Feature::Mine, relf::Feature::X, relf::Feature::Building, relf::Feature::T})
        m_kind->addItem(featureTitle(f), int(f));
    form->addRow(tr("Place:"), m_kind);
    m_width = new QDoubleSpinBox(this);
    m_width->setRange(relf::kMinRoadWidth, relf::kMaxRoadWidth);
    m_width->setDecimals(1);
    m_width->setSingleStep(0.5);
    m_width->setValue(4.0);
    m_width->setSuffix(tr(" m"));
    explain({
        {m_kind, tr("What Place (P) puts down on the map: a point feature or a building, "
                    "kept in the parameter file and drawn over the generated terrain.")},
        {m_width, tr("The width of new roads, and of the road selected")},
    });
    form->addRow(tr("Road width:"), m_width);
    connect(m_width, &QDoubleSpinBox::valueChanged, this, &PlacedList::roadWidthChanged);
    layout->addLayout(form);
    m_list = new QListWidget(this);
    m_list->setWordWrap(true);
    layout->addWidget(m_list, 1);
    explain(m_list, tr("Every placed object and road of the document; select one to show it on "
                       "the map, and Remove to take it away."));
    m_remove = new QPushButton(tr("Remove"), this);
    m_remove->setEnabled(false);
    layout->addWidget(m_remove);
    auto *hint = new QLabel(tr("Roads: R. Place: P. Path offset: O. Navigate: N."), this);
    hint->setWordWrap(true);
    layout->addWidget(hint);

    connect(m_kind, &QComboBox::currentIndexChanged, this,
            [this] { Q_EMIT placeKindChanged(placeKind()); });
    connect(m_list, &QListWidget::currentRowChanged, this, [this](int row) {
        m_remove->setEnabled(row >= 0);
        if (const Item *item = itemAt(row)) {
            Q_EMIT jumpRequested(item->at);
            if (item->road >= 0)
                Q_EMIT roadSelected(item->road);
        }
    });
    connect(m_remove, &QPushButton::clicked, this, [this] {
        if (m_list->currentRow() >= 0)
            Q_EMIT removeRequested(m_list->currentRow());
    });
}

void PlacedList::setItems(const QList<Item> &items)
{
    const int row = m_list->currentRow();
    m_items = items;
    const QSignalBlocker block(m_list);
    m_list->clear();
    for (const Item &item : items) {
        auto *w = new QListWidgetItem(
            item.warning.isEmpty() ? item.text : item.text + QLatin1Char('\n') + item.warning,
            m_list);
        if (!item.warning.isEmpty())
            w->setForeground(QColor(0xa0, 0x40, 0x00));
    }
    m_list->setCurrentRow(std::min(row, int(items.size()) - 1));
    m_remove->setEnabled(m_list->currentRow() >= 0);
}

int PlacedList::count() const
{
    return int(m_items.size());
}

const PlacedList::Item *PlacedList::itemAt(int row) const
{
    return row >= 0 && row < m_items.size() ? &m_items[row] : nullptr;
}

int PlacedList::currentRow() const
{
    return m_list->currentRow();
}

void PlacedList::setCurrentRow(int row)
{
    m_list->setCurrentRow(row);
}

double PlacedList::roadWidth() const
{
    return m_width->value();
}

void PlacedList::setRoadWidth(double width)
{
    const QSignalBlocker block(m_width);
    m_width->setValue(width);
}

relf::Feature PlacedList::placeKind() const
{
    return static_cast<relf::Feature>(m_kind->currentData().toInt());
}

void PlacedList::setPlaceKind(relf::Feature kind)
{
    m_kind->setCurrentIndex(m_kind->findData(int(kind)));
}

} // namespace terrain::widgets
