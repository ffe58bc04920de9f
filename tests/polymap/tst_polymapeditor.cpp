// The polygon island in the studio, as a designer uses it: File ▸ New ▸
// Polygon Island opens a tab of its own beside the Relf terrain; a seed and
// a shape; a bay painted with the water brush is one undo step; dragging the
// river count regenerates at once (the mesh kept) and is one undo step; the
// views; save, open, export a heightmap, a biome map and GeoJSON; the Relf
// terrain stays as it was.
#include "biomenames.h"
#include "document/documentmanager.h"
#include "mapview.h"
#include "paintbrush.h"
#include "polymap/polymapdocument.h"
#include "polymap/polymapeditor.h"
#include "polymap/polymapexportdialog.h"
#include "polymap/polymapfile.h"
#include "polymap/polymappaint.h"
#include "polymappanel.h"
#include "relf/model/parameterfile.h"
#include "relf/relfdocument.h"
#include "seedfield.h"
#include "studiotests.h"
#include "testfiles.h"
#include "window/mainwindow.h"

#include <QComboBox>
#include <QDockWidget>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QSettings>
#include <QSlider>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoGroup>

#include <cmath>

using namespace terrain;
using namespace Qt::StringLiterals;

namespace {

const QString kPolymap = polymap::kPolymapFile.formatName();

using terrain::testing::raiseDockOf;

// The widget position of map point (x, y) in the editor's view.
QPoint at(widgets::MapView *view, double x, double y)
{
    return view->widgetPosOf(x, -y).toPoint();
}

// The land center nearest the map's middle whose polygon lies well inside the view.
std::uint32_t landCenterNearMiddle(const polymap::PolymapMap &map)
{
    std::uint32_t best = polymap::kNone;
    double bestD = 1e300;
    const polymap::Graph &g = map.graph();
    for (std::uint32_t c = 0; c < g.centerCount(); ++c) {
        if (map.centerWater[c] || map.centerCoast[c])
            continue;
        const double dx = g.centers[c].x - polymap::kMapSize / 2,
                     dy = g.centers[c].y - polymap::kMapSize / 2;
        if (dx * dx + dy * dy < bestD) {
            bestD = dx * dx + dy * dy;
            best = c;
        }
    }
    return best;
}

} // namespace

using terrain::testing::OutputFile;

class TestPolymapEditor : public QObject
{
    Q_OBJECT
private Q_SLOTS:

    void aDesignerMakesAnIsland()
    {
        app::MainWindow w;
        auto *relfDoc = static_cast<app::RelfDocument *>(
            w.newDocument(QString::fromLatin1(relf::kParameterFormat)));
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        auto *doc = static_cast<app::PolymapDocument *>(w.newDocument(kPolymap));
        QVERIFY(doc);
        auto *editor = static_cast<app::PolymapEditor *>(w.editor(kPolymap));
        QCOMPARE(editor->document(), doc);
        QCOMPARE(w.documents()->documents().size(), 2);
        widgets::MapView *view = editor->mapView();
        QVERIFY(view->isVisible());
        QVERIFY(doc->map());
        QCOMPARE(doc->map()->graph().madeFor.regions, doc->parameters().regions);
        // The whole island in view.
        QTRY_VERIFY(view->isComplete());
        QVERIFY(view->rect().contains(at(view, 1, 1)) && view->rect().contains(at(view, 599, 599)));

        // A seed and a shape.
        widgets::PolymapPanel *panel = editor->panel();
        raiseDockOf(panel);
        panel->seedField()->edit()->setText(u"4242"_s);
        Q_EMIT panel->seedField()->edit()->editingFinished();
        QCOMPARE(doc->parameters().seed, qint64(4242));
        panel->islandBox()->setCurrentIndex(
            panel->islandBox()->findData(int(polymap::IslandShape::Blob)));
        Q_EMIT panel->islandBox()->activated(panel->islandBox()->currentIndex());
        QCOMPARE(doc->parameters().island, polymap::IslandShape::Blob);
        doc->waitForMap();

        // A bay: the water brush over a land polygon near the middle turns it to water, in one
        // step.
        const std::uint32_t c = landCenterNearMiddle(*doc->map());
        QVERIFY(c != polymap::kNone);
        const polymap::Point site = doc->map()->graph().centers[c];
        editor->setTool(polymap::Paint::Water);
        editor->brush()->setRadius(25);
        const int before = doc->undoStack()->count();
        QTest::mousePress(view, Qt::LeftButton, {}, at(view, site.x - 20, site.y));
        for (int k = -20; k <= 20; k += 4)
            QTest::mouseMove(view, at(view, site.x + k, site.y));
        QTest::mouseRelease(view, Qt::LeftButton, {}, at(view, site.x + 20, site.y));
        QCOMPARE(doc->undoStack()->count(), before + 1);
        QVERIFY(!doc->parameters().paint.empty());
        int column = 0, row = 0;
        QVERIFY(polymap::paintCellAt(site.x, site.y, &column, &row));
        QCOMPARE(doc->parameters().paintAt(column, row), polymap::Paint::Water);
        doc->waitForMap();
        QVERIFY(doc->map()->centerWater[c]);
        // The mesh was kept: painting changes no site.
        QCOMPARE(doc->map()->graph().centers[c], site);
        doc->undoStack()->undo();
        doc->waitForMap();
        QVERIFY(doc->parameters().paint.empty());
        QVERIFY(!doc->map()->centerWater[c]);
        doc->undoStack()->redo();
        doc->waitForMap();
        QVERIFY(doc->map()->centerWater[c]);
        editor->setTool(std::nullopt);

        // Dragging the river count: live, one undo step, the mesh kept.
        const polymap::GraphPtr mesh = doc->map()->graphPtr();
        QSlider *rivers = panel->riversSlider();
        const int steps = doc->undoStack()->count();
        rivers->setSliderDown(true);
        for (int v : {50, 100, 200, 400}) {
            rivers->setValue(v);
            QCOMPARE(doc->parameters().rivers, v);
        }
        rivers->setSliderDown(false);
        QCOMPARE(doc->undoStack()->count(), steps + 1);
        doc->waitForMap();
        QCOMPARE(doc->map()->graphPtr(), mesh);
        std::uint32_t riverEdges = 0;
        for (const std::uint32_t v : doc->map()->edgeRiver)
            riverEdges += v > 0;
        QVERIFY(riverEdges > 0);

        // The views, and the inspector names the polygon's biome.
        for (int k = 0; k < polymap::kViewCount; ++k) {
            editor->setView(polymap::View(k));
            QCOMPARE(editor->view(), polymap::View(k));
        }
        // The keys: Ctrl+3 the third view, Ctrl+Shift+1 the rivers layer.
        w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        QTest::keyClick(&w, Qt::Key_3, Qt::ControlModifier);
        QCOMPARE(editor->view(), polymap::View(2));
        const bool riversShown = view->layers() & polymap::LayerRivers;
        QTest::keyClick(&w, Qt::Key_1, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(bool(view->layers() & polymap::LayerRivers), !riversShown);
        QTest::keyClick(&w, Qt::Key_1, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(bool(view->layers() & polymap::LayerRivers), riversShown);
        // History joined this editor's docks (it was placed among the Relf ones).
        QDockWidget *history = w.findChild<QDockWidget *>(u"historyDock"_s);
        QVERIFY(history && history->isVisible());
        QVERIFY(w.tabifiedDockWidgets(editor->historyNeighbour()).contains(history));
        editor->setView(polymap::View::Biomes);
        QTest::mouseMove(view, at(view, site.x, site.y));
        // The biome as words ("Tropical rain forest"), not as the article spells it.
        const polymap::Biome biome = doc->map()->centerBiome[doc->map()->centerAt(site.x, site.y)];
        QTRY_VERIFY(editor->inspector()->text().contains(widgets::biomeTitle(biome)));
        QVERIFY(
            !editor->inspector()->text().contains(QString::fromLatin1(polymap::biomeName(biome))));

        // Save, read back, export a heightmap, a biome map and GeoJSON.
        OutputFile out(u"island.json"_s);
        QVERIFY2(doc->save(out.path, &out.error), qPrintable(out.error));
        QVERIFY(!doc->isModified());
        const polymap::PolymapReadResult read = polymap::kPolymapFile.readFile(out.path);
        QVERIFY2(read.parameters, qPrintable(read.errors.join(u'\n')));
        QVERIFY(*read.parameters == doc->parameters());
        const auto map = doc->map();
        // Writes an export as the dialog does, to this name in out's folder.
        const auto exported = [&](app::PolymapExportDialog::Kind kind, int size,
                                  const QString &name) {
            return app::PolymapExportDialog::write(*map, editor->view(), view->layers(), kind, size,
                                                   out.dir.filePath(name));
        };
        QCOMPARE(exported(app::PolymapExportDialog::Heightmap, 257, u"island.png"_s), QString());
        const QImage heights(out.dir.filePath(u"island.png"_s));
        QCOMPARE(heights.size(), QSize(257, 257));
        QCOMPARE(heights.format(), QImage::Format_Grayscale16);
        QVERIFY(QFile::exists(out.dir.filePath(u"island.png.json"_s)));
        QCOMPARE(exported(app::PolymapExportDialog::Biomes, 300, u"biomes.png"_s), QString());
        const QImage b(out.dir.filePath(u"biomes.png"_s));
        QCOMPARE(b.size(), QSize(300, 300));
        QCOMPARE(b.format(), QImage::Format_Indexed8);
        QCOMPARE(exported(app::PolymapExportDialog::GeoJson, 0, u"island.geojson"_s), QString());
        QFile g(out.dir.filePath(u"island.geojson"_s));
        QVERIFY(g.open(QIODevice::ReadOnly));
        const QJsonObject collection = QJsonDocument::fromJson(g.readAll()).object();
        QCOMPARE(collection.value(u"type"_s).toString(), u"FeatureCollection"_s);
        QVERIFY(collection.value(u"features"_s).toArray().size() >=
                int(map->graph().centerCount()));

        // The Relf terrain in its own tab stayed as it was.
        QVERIFY(relfDoc->parameters() == relf::RelfParameters::reference1983());
        QVERIFY(!relfDoc->isModified());
        w.documents()->setCurrentDocument(relfDoc);
        QCOMPARE(w.documents()->undoGroup()->activeStack(), relfDoc->undoStack());
        QVERIFY(!view->isVisible());
    }

    // A polygon map file opens as one, in a tab of its own; a broken one is
    // refused with what is wrong, changing nothing.
    void openingPicksTheDocumentType()
    {
        app::MainWindow w;
        w.newDocument(QString::fromLatin1(relf::kParameterFormat));
        QTemporaryDir dir;
        polymap::PolymapParameters p;
        p.seed = 7;
        p.regions = 800;
        const QString path = dir.filePath(u"p.json"_s);
        QString error;
        QVERIFY2(polymap::kPolymapFile.writeFile(p, path, &error), qPrintable(error));
        QVERIFY(w.openFile(path));
        auto *doc = qobject_cast<app::PolymapDocument *>(w.currentDocument());
        QVERIFY(doc);
        QVERIFY(doc->parameters() == p);
        doc->waitForMap();
        QCOMPARE(int(doc->map()->graph().madeFor.regions), 800);

        const QString bad = dir.filePath(u"bad.json"_s);
        QVERIFY(terrain::testing::writeAll(
            bad, R"({"format": "terrainstudio-polymap", "version": 1, "regions": 12})"));
        const int open = int(w.documents()->documents().size());
        QStringList errors;
        auto *d = new app::PolymapDocument(polymap::PolymapParameters());
        QVERIFY(!d->load(bad, &errors));
        QVERIFY2(errors.join(u'\n').contains(u"regions"_s), qPrintable(errors.join(u'\n')));
        QVERIFY(d->parameters() == polymap::PolymapParameters());
        delete d;
        QCOMPARE(int(w.documents()->documents().size()), open);
    }
};

TERRAIN_STUDIO_TEST_MAIN(TestPolymapEditor)
#include "tst_polymapeditor.moc"
