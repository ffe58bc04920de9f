#include "timeeditor.h"

#include "fieldhelp.h"
#include "tablecells.h"

#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QTableWidget>
#include <QVBoxLayout>

#include <cmath>

namespace terrain::widgets {

TimeEditor::TimeEditor(QWidget *parent)
    : QWidget(parent)
    , m_table(new QTableWidget(this))
{
    auto *layout = new QVBoxLayout(this);
    auto *note = new QLabel(
        tr("One coefficient per height vector: vector i reads the profile at (a·x + b·y + c·t) / "
           "128. "
           "Zero everywhere keeps the terrain still; play time in the Parameters panel."),
        this);
    note->setWordWrap(true);
    layout->addWidget(note);
    m_table->setColumnCount(3);
    m_table->setHorizontalHeaderLabels(
        {tr("Height vector"), tr("c"), tr("Drift (m per time unit)")});
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    explain(m_table, tr("Evolution in time: each height vector's coefficient c moves its wave by "
                        "|c| / √(a² + b²) metres a time unit along the vector, so the terrain "
                        "drifts and changes shape as time plays; the drift column says how far."));
    layout->addWidget(m_table, 1);
    connect(m_table, &QTableWidget::cellChanged, this, [this](int row, int column) {
        if (m_updating || column != 1)
            return;
        bool ok = false;
        const int value = m_table->item(row, 1)->text().toInt(&ok);
        if (!ok || std::abs(value) > (1 << 24)) {
            setParameters([&] {
                relf::RelfParameters p;
                p.height = m_height;
                p.timeCoefficients = m_coefficients;
                return p;
            }()); // not a whole number in range: put the old one back
            return;
        }
        std::vector<std::int32_t> c = m_coefficients;
        c.resize(m_height.size(), 0);
        c[std::size_t(row)] = value;
        Q_EMIT coefficientsEdited(c);
    });
}

double TimeEditor::driftMetres(const relf::DirectionVector &v, std::int32_t coefficient)
{
    const double length = std::hypot(double(v.a), double(v.b));
    return length > 0 ? std::abs(double(coefficient)) / length : 0.0;
}

void TimeEditor::setParameters(const relf::RelfParameters &p)
{
    m_height = p.height;
    m_coefficients = p.timeCoefficients;
    m_updating = true;
    m_table->setRowCount(int(m_height.size()));
    for (int i = 0; i < int(m_height.size()); ++i) {
        const relf::DirectionVector &v = m_height[std::size_t(i)];
        const std::int32_t c =
            std::size_t(i) < m_coefficients.size() ? m_coefficients[std::size_t(i)] : 0;
        const QString cells[3] = {QStringLiteral("%1 (%2, %3)").arg(i + 1).arg(v.a).arg(v.b),
                                  QString::number(c),
                                  QLocale().toString(driftMetres(v, c), 'f', 3)};
        for (int col = 0; col < 3; ++col)
            showCell(m_table, i, col, cells[col], col == 1); // the coefficient is typed
    }
    m_updating = false;
}

} // namespace terrain::widgets
