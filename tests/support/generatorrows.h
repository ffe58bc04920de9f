#pragma once
// A data table of one row a generator, for the checks every kind of document
// passes: the column "generator" holds its place in app::generators(), and
// the row is named by its format.

#include "generator.h"

#include <QTest>

namespace terrain::testing {

inline void generatorRows()
{
    QTest::addColumn<int>("generator");
    const QList<app::Generator> all = app::generators();
    for (int i = 0; i < all.size(); ++i)
        QTest::newRow(qPrintable(all[i].formatName)) << i;
}

} // namespace terrain::testing
