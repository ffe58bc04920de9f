#pragma once
// A table of whole-number vectors of three components, one a row under its
// label, with Add and Remove buttons beneath: the vectors a planet or a
// star field sums its profile along. A cell typed is taken when it is a
// whole number within the limit (componentEdited) and refused otherwise
// (refused, with the words to show; the owner shows the value again). The
// owner fills the table with setRows, which reports no edit.

#include <QWidget>

#include <array>
#include <cstdint>
#include <utility>

class QTableWidget;

namespace terrain::widgets {

class VectorTable : public QWidget
{
    Q_OBJECT
public:
    struct Buttons
    {
        QString add, addTip, remove, removeTip;
    };
    using Row = std::pair<QString, std::array<std::int32_t, 3>>; // label, components

    // columns: the components' names; a component is at most `limit` from
    // zero, written as limitText in a refusal ("2^30").
    VectorTable(const QStringList &columns, std::int32_t limit, const QString &limitText,
                const Buttons &buttons, QWidget *parent = nullptr);

    QTableWidget *table() const { return m_table; }
    void setRows(const QList<Row> &rows);

Q_SIGNALS:
    void componentEdited(int row, int column, std::int32_t value);
    void refused(const QString &message);
    // The buttons, with the selected row (-1 when none).
    void addClicked(int row);
    void removeClicked(int row);

private:
    QTableWidget *m_table;
    std::int32_t m_limit;
    QString m_limitText;
    bool m_filling = false;
};

} // namespace terrain::widgets
