#pragma once
// A data-driven test's columns in one line, read as a table's header:
//   terrain::testing::columns<int, double>({"size", "step"});

#include <QTest>

#include <array>
#include <cstddef>

namespace terrain::testing {

template <typename... T> void columns(const std::array<const char *, sizeof...(T)> &names)
{
    std::size_t i = 0;
    (QTest::addColumn<T>(names[i++]), ...);
}

} // namespace terrain::testing
