// Large polygon islands through the studio's own path (the document's
// background generation, the editor and its map view), not the core alone:
// 25,000 and 200,000 regions, asked for by an edit and by opening a file,
// appear in the view, and the busy bar goes away.
#include "document/documentmanager.h"
#include "mapview.h"
#include "polymap/polymapdocument.h"
#include "polymap/polymapeditor.h"
#include "polymap/polymapfile.h"
#include "polymap/render/polymaprenderer.h"
#include "studiotests.h"
#include "testcolumns.h"
#include "window/mainwindow.h"

#include <QProgressBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace terrain;
using namespace Qt::StringLiterals;

namespace {

const QString kPolymap = polymap::kPolymapFile.formatName();

// The regions of the map the view shows, or 0.
int shownRegions(const widgets::MapView *view)
{
    const auto *source = dynamic_cast<const polymap::PolymapTileSource *>(view->source().get());
    return source && source->map() ? source->map()->parameters().regions : 0;
}

bool busyBarShown(const app::PolymapEditor *editor)
{
    for (const QProgressBar *bar : editor->editorWidget()->window()->findChildren<QProgressBar *>())
        if (bar->isVisible())
            return true;
    return false;
}

} // namespace

class TestPolymapLarge : public QObject
{
    Q_OBJECT
private Q_SLOTS:

    void anEditToManyRegionsAppears_data()
    {
        terrain::testing::column<int>("regions", {{"25,000", 25000}, {"200,000", 200000}});
    }

    void anEditToManyRegionsAppears()
    {
        QFETCH(int, regions);
        app::MainWindow w;
        auto *doc = static_cast<app::PolymapDocument *>(w.newDocument(kPolymap));
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        auto *editor = static_cast<app::PolymapEditor *>(w.editor(kPolymap));
        QTRY_VERIFY(editor->mapView()->isComplete());
        QVERIFY(doc->edit(u"Regions"_s, u"regions"_s,
                          [regions](polymap::PolymapParameters &p) { p.regions = regions; }));
        QTRY_VERIFY_WITH_TIMEOUT(!doc->isGenerating(), 60000);
        QTRY_COMPARE_WITH_TIMEOUT(shownRegions(editor->mapView()), regions, 10000);
        QTRY_VERIFY_WITH_TIMEOUT(editor->mapView()->isComplete(), 30000);
        QVERIFY(!busyBarShown(editor));
        QCOMPARE(doc->map()->graph().centerCount(), std::uint32_t(regions));
    }

    void openingAFileOfManyRegionsAppears()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"fine.json"_s);
        polymap::PolymapParameters p;
        p.regions = 25000;
        QString error;
        QVERIFY2(polymap::kPolymapFile.writeFile(p, path, &error), qPrintable(error));
        app::MainWindow w;
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.openFile(path));
        auto *editor = static_cast<app::PolymapEditor *>(w.editor(kPolymap));
        auto *doc = static_cast<app::PolymapDocument *>(editor->document());
        QTRY_VERIFY_WITH_TIMEOUT(!doc->isGenerating(), 60000);
        QTRY_COMPARE_WITH_TIMEOUT(shownRegions(editor->mapView()), 25000, 10000);
        QTRY_VERIFY_WITH_TIMEOUT(editor->mapView()->isComplete(), 30000);
        QVERIFY(!busyBarShown(editor));
    }
};

TERRAIN_STUDIO_TEST_MAIN(TestPolymapLarge)
#include "tst_polymaplarge.moc"
