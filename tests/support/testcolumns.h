#pragma once
// A data-driven test's columns in one line, read as a table's header:
//   terrain::testing::columns<int, double>({"size", "step"});
// and a table of one column with its rows:
//   terrain::testing::column<double>("scale", {{"1 m", 1.0}, {"3 m", 3.0}});

#include <QTest>

#include <array>
#include <cstddef>
#include <initializer_list>
#include <utility>

namespace terrain::testing {

template <typename... T> void columns(const std::array<const char *, sizeof...(T)> &names)
{
    std::size_t i = 0;
    (QTest::addColumn<T>(names[i++]), ...);
}

template <typename T>
void column(const char *name, std::initializer_list<std::pair<const char *, T>> rows)
{
    QTest::addColumn<T>(name);
    for (const auto &[row, value] : rows)
        QTest::newRow(row) << value;
}

} // namespace terrain::testing
