#pragma once
// A data table of one row a generator, for the checks every kind of document
// passes: the column "generator" holds its place in app::generators(), and
// the row is named by its format.

#include "document/document.h"
#include "generator.h"
#include "window/mainwindow.h"

#include <QTest>

namespace terrain::testing {

inline void generatorRows()
{
    QTest::addColumn<int>("generator");
    const QList<app::Generator> all = app::generators();
    for (int i = 0; i < all.size(); ++i)
        QTest::newRow(qPrintable(all[i].formatName)) << i;
}

// In a test of generatorRows(): a new document of the row's generator in
// window, shown and active; null when the window did not become active.
inline app::Document *showNewDocumentOfRow(app::MainWindow &window)
{
    QFETCH(int, generator);
    app::Document *document = app::generators().at(generator).newDocument();
    window.addDocument(document);
    window.show();
    return QTest::qWaitForWindowActive(&window) ? document : nullptr;
}

} // namespace terrain::testing
