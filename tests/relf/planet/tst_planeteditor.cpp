// The planet document in the studio: dragging turns the planet as one undo
// step, over the pole as anywhere, the pole looks the same from every
// longitude, edits that would break the planet are refused, and the file
// and the exports are written.
#include "defaultplanet.h"
#include "editorwindow.h"
#include "planet/planetview.h"
#include "relf/map/symbols.h"
#include "relf/planet/planetdocument.h"
#include "relf/planet/planeteditor.h"
#include "relf/planet/planetexport.h"
#include "relf/planet/planetexportdialog.h"
#include "relf/planet/planetfeatures.h"
#include "relf/planet/planetglobe.h"
#include "studiotests.h"
#include "testcolumns.h"

#include <QFileInfo>
#include <QLabel>
#include <QLocale>
#include <QMainWindow>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <cmath>
#include <numbers>

using namespace terrain;
using namespace terrain::app;
using namespace Qt::StringLiterals;
using namespace terrain::testing;

class TestPlanetEditor : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void dragTurnsThePlanet_data()
    {
        terrain::testing::columns<double, double>({"lat0", "lon0"});
        QTest::addColumn<double>("dx"); // degrees of the drag, turned into pixels below
        QTest::addColumn<double>("dy");
        QTest::addColumn<double>("lat1"); // worked by hand
        QTest::addColumn<double>("lon1");
        QTest::newRow("right: the west comes into view")
            << 0.0 << 0.0 << 90.0 << 0.0 << 0.0 << -90.0;
        QTest::newRow("down: the north comes into view")
            << 0.0 << 10.0 << 0.0 << 45.0 << 45.0 << 10.0;
        QTest::newRow("up to the north pole") << 30.0 << 20.0 << 0.0 << 60.0 << 90.0 << 20.0;
        QTest::newRow("over the north pole") << 60.0 << 20.0 << 0.0 << 60.0 << 60.0 << -160.0;
        QTest::newRow("over the south pole") << -80.0 << 0.0 << 0.0 << -30.0 << -70.0 << 180.0;
    }

    void dragTurnsThePlanet()
    {
        QFETCH(double, lat0);
        QFETCH(double, lon0);
        QFETCH(double, dx);
        QFETCH(double, dy);
        QFETCH(double, lat1);
        QFETCH(double, lon1);
        widgets::PlanetView view(widgets::PlanetView::Kind::Globe);
        view.resize(400, 400); // a disc 200 px in radius: 200 px a radian
        view.setPlanet(defaultPlanet());
        view.setCentre(lat0, lon0);
        const double perDegree = 200.0 * std::numbers::pi / 180.0;
        const auto [lat, lon] = view.dragged(dx * perDegree, dy * perDegree);
        QVERIFY2(std::abs(lat - lat1) < 1e-9, qPrintable(u"latitude %1"_s.arg(lat, 0, 'g', 17)));
        if (std::abs(lat1) < 90.0) {
            const double dLon = std::remainder(lon - lon1, 360.0);
            QVERIFY2(std::abs(dLon) < 1e-9, qPrintable(u"longitude %1"_s.arg(lon, 0, 'g', 17)));
        }
    }

    void dragIsOneUndoStep()
    {
        PlanetDocument document;
        EditorWindow<PlanetEditor> w(&document, {1000, 500});
        QVERIFY(w.shown());
        PlanetEditor &editor = w.editor;
        widgets::PlanetView *globe = editor.globe();
        const QPoint c = globe->rect().center();
        // Several moves of one drag.
        QTest::mousePress(globe, Qt::LeftButton, {}, c);
        for (int k = 1; k <= 5; ++k) {
            const QPoint at = c + QPoint(0, 10 * k);
            QMouseEvent move(QEvent::MouseMove, QPointF(at), globe->mapToGlobal(QPointF(at)),
                             Qt::NoButton, Qt::LeftButton, {});
            QApplication::sendEvent(globe, &move);
        }
        QTest::mouseRelease(globe, Qt::LeftButton, {}, c + QPoint(0, 50));
        QVERIFY(document.design().latitude > 30.0);
        QCOMPARE(document.undoStack()->count(), 1);
        QCOMPARE(globe->latitude(), document.design().latitude);
        document.undoStack()->undo();
        QCOMPARE(document.design().latitude, 30.0);
        // Escape during a drag puts the planet back, and leaves no step.
        QTest::mousePress(globe, Qt::LeftButton, {}, c);
        QMouseEvent away(QEvent::MouseMove, QPointF(c + QPoint(0, 40)),
                         globe->mapToGlobal(QPointF(c + QPoint(0, 40))), Qt::NoButton,
                         Qt::LeftButton, {});
        QApplication::sendEvent(globe, &away);
        QVERIFY(document.design().latitude > 30.0);
        QTest::keyClick(globe, Qt::Key_Escape);
        QCOMPARE(document.design().latitude, 30.0);
        QCOMPARE(globe->latitude(), 30.0);
        QTest::mouseRelease(globe, Qt::LeftButton, {}, c + QPoint(0, 40));
        QCOMPARE(document.design().latitude, 30.0);
        QVERIFY(!document.undoStack()->canUndo());
        // The Planet menu's poles.
        QVERIFY(editor.centreOn(90.0, 0.0));
        QCOMPARE(editor.map()->latitude(), 90.0);
        // The map's wheel changes the scale.
        const double scale = document.design().mapScale;
        QWheelEvent wheel(QPointF(50, 50), editor.map()->mapToGlobal(QPointF(50, 50)), {},
                          QPoint(0, 120), Qt::NoButton, {}, Qt::NoScrollPhase, false);
        QApplication::sendEvent(editor.map(), &wheel);
        QVERIFY(std::abs(document.design().mapScale - scale * 0.8) < 1e-12);
    }

    // Each pole is one point: a view centred on it from another longitude
    // shows the same globe turned about it, a quarter turn for 90°, with no
    // seam or hole where the meridians meet.
    void thePoleIsOnePoint()
    {
        const auto planet = defaultPlanet();
        for (const double pole : {90.0, -90.0}) {
            QImage pictures[2];
            const double longitudes[2] = {0.0, 90.0};
            for (int k = 0; k < 2; ++k) {
                widgets::PlanetView view(widgets::PlanetView::Kind::Globe);
                view.resize(300, 300);
                view.setPlanet(planet);
                view.setCentre(pole, longitudes[k]);
                pictures[k] = view.picture();
                const auto at = view.latLonAt(QPointF(150.0, 150.0));
                QVERIFY(at);
                QVERIFY2(std::abs(at->first - pole) < 0.5, qPrintable(u"%1"_s.arg(at->first)));
            }
            QVERIFY(pictures[0] != pictures[1]);
            const QImage left = pictures[0].transformed(QTransform().rotate(90));
            const QImage right = pictures[0].transformed(QTransform().rotate(-90));
            QVERIFY2(pictures[1] == left || pictures[1] == right,
                     "the pole view from 90° is the view from 0° turned a quarter");
        }
    }

    // The map draws the point features at the ring intersections in sight,
    // each where the map puts its point, over the terrain's picture.
    void theMapShowsRingFeatures()
    {
        const auto planet = defaultPlanet();
        widgets::PlanetView view(widgets::PlanetView::Kind::Map);
        view.resize(400, 300);
        view.setPlanet(planet);
        view.setCentre(3.0, -4.0);
        view.setScale(0.25);
        const QImage drawn = view.picture();
        const auto &shown = view.featuresShown();
        relf::FlatMapView plainView;
        plainView.latitude = 3.0;
        plainView.longitude = -4.0;
        plainView.scale = 0.25;
        plainView.width = 400;
        plainView.height = 300;
        const QImage plain = relf::renderFlatMap(*planet, plainView);
        const auto all = relf::planetFeaturesNear(*planet, relf::fromLatLon(200, 3.0, -4.0), 60.0);
        int inside = 0;
        for (const relf::PlanetFeature &f : all) {
            const auto px = relf::flatMapPixel(200, plainView, f.at);
            inside += px && QRectF(0, 0, 400, 300).contains(*px) && relf::hasSymbol(f.feature);
        }
        QVERIFY2(inside > 0 && int(shown.size()) >= inside,
                 qPrintable(u"%1 shown, %2 in sight"_s.arg(shown.size()).arg(inside)));
        for (const relf::PlanetFeature &f : shown) {
            const QPoint at = relf::flatMapPixel(200, plainView, f.at)->toPoint();
            if (!QRect(2, 2, 396, 296).contains(at))
                continue;
            int changed = 0;
            for (int dy = -2; dy <= 2; ++dy)
                for (int dx = -2; dx <= 2; ++dx)
                    changed += drawn.pixel(at + QPoint(dx, dy)) != plain.pixel(at + QPoint(dx, dy));
            QVERIFY2(changed > 0, "a symbol is drawn at its feature");
        }
        // Zoomed out past half a unit a pixel, none.
        view.setScale(1.0);
        view.picture();
        QVERIFY(view.featuresShown().empty());
    }

    void brokenPlanetsAreRefused()
    {
        PlanetDocument document;
        QStringList problems;
        QVERIFY(!document.edit(
            u"radius"_s, QString(), [](relf::PlanetDesign &d) { d.planet.radius = 0; }, false,
            &problems));
        QVERIFY2(problems.join(u'\n').contains(u"radius"_s), qPrintable(problems.join(u'\n')));
        QVERIFY(!document.edit(
            u"nan"_s, QString(), [](relf::PlanetDesign &d) { d.latitude = qQNaN(); }, false,
            &problems));
        QVERIFY(!document.edit(
            u"no vectors"_s, QString(), [](relf::PlanetDesign &d) { d.planet.height.clear(); },
            false, &problems));
        QCOMPARE(document.design(), relf::PlanetDesign{});
        QCOMPARE(document.undoStack()->count(), 0);
    }

    void vectorsAreEditedInTheTable()
    {
        PlanetDocument document; // outlives the editor, as the window's documents do
        QMainWindow window;
        PlanetEditor editor(&window);
        editor.addDocument(&document);
        editor.setCurrentDocument(&document);
        QTableWidget *table = editor.vectors();
        const auto &p = document.design().planet;
        QCOMPARE(table->rowCount(), int(p.height.size() + p.vegetation1.size() +
                                        p.vegetation2.size() + p.vegetation3.size()));
        // The first vegetation-1 vector's c.
        const int row = int(p.height.size());
        table->item(row, 2)->setText(u"17"_s);
        QCOMPARE(document.design().planet.vegetation1[0].c, 17);
        table->item(0, 0)->setText(u"1.5"_s); // refused: not whole
        QCOMPARE(document.design().planet.height[0].a, relf::PlanetDesign{}.planet.height[0].a);
        QCOMPARE(table->item(0, 0)->text(), QString::number(p.height[0].a));
    }

    void filesAndExports()
    {
        QTemporaryDir dir;
        PlanetDocument document;
        EditorWindow<PlanetEditor> w(&document, {900, 500});
        PlanetEditor &editor = w.editor;
        QVERIFY(editor.centreOn(-45.0, 100.0));
        const QString file = dir.filePath(u"world.planet.json"_s);
        QString error;
        QVERIFY2(document.writeTo(file, &error), qPrintable(error));
        PlanetDocument read;
        QStringList errors;
        QVERIFY2(read.load(file, &errors), qPrintable(errors.join(u'\n')));
        QCOMPARE(read.design(), document.design());

        const QString equirect = dir.filePath(u"heights.png"_s);
        QVERIFY2(editor.exportTo(PlanetEditor::ExportKind::Equirectangular, 64, equirect, &error),
                 qPrintable(error));
        QImage heights(equirect);
        QCOMPARE(heights.size(), QSize(64, 33));
        QCOMPARE(heights.format(), QImage::Format_Grayscale16);
        QVERIFY(QFile::exists(equirect + u".json"_s));
        const QString cube = dir.filePath(u"cube.png"_s);
        QVERIFY2(editor.exportTo(PlanetEditor::ExportKind::CubeMap, 16, cube, &error),
                 qPrintable(error));
        for (const QString &face : relf::cubeFacePaths(cube))
            QCOMPARE(QImage(face).size(), QSize(16, 16));
        const QString globe = dir.filePath(u"globe.png"_s);
        QVERIFY2(editor.exportTo(PlanetEditor::ExportKind::Globe, 200, globe, &error),
                 qPrintable(error));
        QCOMPARE(QImage(globe).size(), QSize(200, 200));
        // A size outside the limits: refused, nothing written.
        const QString big = dir.filePath(u"big.png"_s);
        QVERIFY(!editor.exportTo(PlanetEditor::ExportKind::Equirectangular, 100000, big, &error));
        QVERIFY2(error.contains(u"size"_s), qPrintable(error));
        QVERIFY(!QFile::exists(big));
    }

    // File ▸ Export's dialog: the size follows the kind (a cube face is at
    // most 4,096, the flat map's picture is the view's size), the summary
    // says what the file holds, and the choices are there the next time.
    void theExportDialogFollowsTheKind()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"faces.png"_s);
        {
            app::PlanetExportDialog dialog(QSize(640, 480));
            auto *size = dialog.findChild<QSpinBox *>();
            QVERIFY(size);
            QCOMPARE(dialog.kind(), app::PlanetExportDialog::Equirectangular);
            QCOMPARE(size->maximum(), relf::kMaxEquirectWidth);
            QVERIFY(dialog.summaryText().contains(QLocale().toString(1025)));
            dialog.setKind(app::PlanetExportDialog::CubeMap);
            QCOMPARE(size->maximum(), relf::kMaxCubeFace);
            dialog.setPixels(5000);
            QCOMPARE(dialog.pixels(), relf::kMaxCubeFace);
            dialog.setPixels(512);
            QVERIFY(dialog.summaryText().contains(QLocale().toString(512)));
            QVERIFY(dialog.summaryText().contains(u"Six faces"_s));
            dialog.setKind(app::PlanetExportDialog::Map);
            QVERIFY(!size->isEnabled());
            QVERIFY(dialog.summaryText().contains(QLocale().toString(640)));
            dialog.setKind(app::PlanetExportDialog::CubeMap);
            QVERIFY(size->isEnabled());
            dialog.setPath(path);
            dialog.accept();
        }
        app::PlanetExportDialog again(QSize(100, 100));
        QCOMPARE(again.kind(), app::PlanetExportDialog::CubeMap);
        QCOMPARE(again.pixels(), 512);
        QCOMPARE(QFileInfo(again.path()).absoluteFilePath(), QFileInfo(path).absoluteFilePath());
    }
};

TERRAIN_STUDIO_TEST_MAIN(TestPlanetEditor)
#include "tst_planeteditor.moc"
