#include "vectorseteditor.h"

#include "fieldhelp.h"

#include "tablecells.h"
#include "vectorplot.h"

#include <QBoxLayout>
#include <QCoreApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QPushButton>
#include <QResizeEvent>
#include <QScrollBar>
#include <QTableWidget>
#include <QVBoxLayout>

#include <cmath>

namespace terrain::widgets {

VectorSetEditor::VectorSetEditor(QWidget *parent)
    : QWidget(parent)
    , m_plot(new VectorPlot(this))
    , m_table(new QTableWidget(this))
{
    // The plot above the table in a tall dock, beside it in a wide one
    // (resizeEvent): the plot as large as the dock allows.
    auto *layout = new QBoxLayout(QBoxLayout::TopToBottom, this);
    m_layout = layout;
    layout->addWidget(m_plot, 3);
    auto *side = new QVBoxLayout;
    m_table->setColumnCount(3);
    m_table->setHorizontalHeaderLabels({tr("a"), tr("b"), tr("Period (m)")});
    // a and b share what the period's header leaves, so that no header is
    // cut short in a narrow dock.
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setMinimumSectionSize(32);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    explain(m_table, tr("The set's direction vectors. Vector (a, b) reads the profile at "
                        "(a·x + b·y) / 128, and the set sums what its vectors read; the period "
                        "is how many metres one vector's wave takes to repeat. Type a and b "
                        "here, or drag the arrows in the plot."));
    side->addWidget(m_table, 1);
    auto *buttons = new QHBoxLayout;
    m_add = new QPushButton(tr("Add"), this);
    m_remove = new QPushButton(tr("Remove"), this);
    buttons->addWidget(m_add);
    buttons->addWidget(m_remove);
    side->addLayout(buttons);
    layout->addLayout(side, 2);

    connect(m_plot, &VectorPlot::vectorEdited, this, [this](int index, relf::DirectionVector v) {
        m_vectors[std::size_t(index)] = v;
        fillTable();
        Q_EMIT vectorsEdited(m_vectors,
                             QCoreApplication::translate("Undo Commands", "Move vector"));
    });
    connect(m_plot, &VectorPlot::editingFinished, this, &VectorSetEditor::editingFinished);
    connect(m_plot, &VectorPlot::selectedChanged, this, [this](int index) {
        const QSignalBlocker block(m_table);
        m_table->selectRow(index);
    });
    connect(m_table, &QTableWidget::currentCellChanged, this,
            [this](int row) { m_plot->setSelected(row); });
    connect(m_table, &QTableWidget::cellChanged, this, [this](int row, int column) {
        if (m_updating || column > 1)
            return;
        bool ok = false;
        const QString typed = m_table->item(row, column)->text().trimmed();
        const qlonglong value = typed.toLongLong(&ok);
        if (!ok || std::abs(value) > (1 << 24)) {
            // Not a whole number in range: say so, and put the old one back.
            Q_EMIT inputRefused(tr("Vector %1, %2: \"%3\" refused: %4; the value stays as it was")
                                    .arg(row + 1)
                                    .arg(column == 0 ? QStringLiteral("a") : QStringLiteral("b"),
                                         typed,
                                         ok ? tr("expected a whole number from %L1 to %L2")
                                                  .arg(-(1 << 24))
                                                  .arg(1 << 24)
                                            : tr("not a whole number")));
            fillTable();
            return;
        }
        relf::DirectionVector &v = m_vectors[std::size_t(row)];
        (column == 0 ? v.a : v.b) = static_cast<std::int32_t>(value);
        Q_EMIT vectorsEdited(m_vectors,
                             QCoreApplication::translate("Undo Commands", "Change vector"));
        Q_EMIT editingFinished();
    });
    connect(m_add, &QPushButton::clicked, this, [this] {
        m_vectors.push_back({16, 8});
        Q_EMIT vectorsEdited(m_vectors, QCoreApplication::translate("Undo Commands", "Add vector"));
        Q_EMIT editingFinished();
    });
    connect(m_remove, &QPushButton::clicked, this, [this] {
        if (m_vectors.size() <= 1)
            return;
        const int at = std::clamp(m_plot->selected(), 0, int(m_vectors.size()) - 1);
        m_vectors.erase(m_vectors.begin() + at);
        Q_EMIT vectorsEdited(m_vectors,
                             QCoreApplication::translate("Undo Commands", "Remove vector"));
        Q_EMIT editingFinished();
    });
}

double VectorSetEditor::periodMetres(const relf::DirectionVector &v, std::size_t profileLength)
{
    const double length = std::hypot(double(v.a), double(v.b));
    return length > 0 ? 128.0 * double(profileLength) / length
                      : std::numeric_limits<double>::infinity();
}

void VectorSetEditor::setVectors(const relf::VectorSet &vectors, std::size_t profileLength)
{
    m_vectors = vectors;
    m_profileLength = profileLength;
    m_plot->setVectors(vectors);
    fillTable();
    m_remove->setEnabled(vectors.size() > 1);
}

void VectorSetEditor::fillTable()
{
    m_updating = true;
    m_table->setRowCount(int(m_vectors.size()));
    for (int i = 0; i < int(m_vectors.size()); ++i) {
        const relf::DirectionVector &v = m_vectors[std::size_t(i)];
        const double period = periodMetres(v, m_profileLength);
        const QString cells[3] = {QString::number(v.a), QString::number(v.b),
                                  std::isfinite(period) ? QString::number(period, 'f', 0)
                                                        : QStringLiteral("∞")};
        for (int c = 0; c < 3; ++c)
            showCell(m_table, i, c, cells[c], c < 2); // a and b are typed, the period follows
    }
    m_updating = false;
    // The table never narrower than its headers: the plot beside it gives way.
    const QHeaderView *header = m_table->horizontalHeader();
    m_table->setMinimumWidth(m_table->verticalHeader()->sizeHint().width() +
                             2 * header->minimumSectionSize() + header->sectionSizeHint(2) +
                             2 * m_table->frameWidth() +
                             m_table->verticalScrollBar()->sizeHint().width());
}

void VectorSetEditor::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    const QSize size = event->size();
    m_layout->setDirection(size.width() > size.height() * 3 / 2 ? QBoxLayout::LeftToRight
                                                                : QBoxLayout::TopToBottom);
}

} // namespace terrain::widgets
