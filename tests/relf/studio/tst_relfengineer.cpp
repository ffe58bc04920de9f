// The engineer in the studio: roads drawn, edited and deleted on the map,
// objects placed, moved and removed, each one undo step; streams found in
// the background equal to a direct scan; Find Good Site; and all of it saved
// and loaded back.
#include "placedlist.h"
#include "relf/map/linesymbols.h"
#include "relf/model/parameterfile.h"
#include "relfstudio.h"
#include "testfiles.h"

#include <QAction>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace terrain;
using namespace Qt::StringLiterals;

namespace {

relf::RelfParameters pondy()
{
    relf::RelfParameters p = relf::RelfParameters::reference1983();
    p.features.mask = 0xfff; // many ponds, many streams
    return p;
}

} // namespace

using terrain::testing::OutputFile;
using terrain::testing::RelfStudio;

class TestRelfEngineer : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void roadsAreDrawnEditedAndUndone()
    {
        RelfStudio w;
        QVERIFY(w.shown({1200, 800}));
        w.mapView()->centreOn(0, 0);
        w.tools()->setMode(widgets::RelfMapTools::Mode::Road);
        QUndoStack *undo = w.document()->undoStack();
        const int before = undo->count();
        QTest::mouseClick(w.mapView(), Qt::LeftButton, {}, w.at(-100, 0));
        QTest::mouseClick(w.mapView(), Qt::LeftButton, {}, w.at(0, 40));
        QTest::mouseClick(w.mapView(), Qt::LeftButton, {}, w.at(100, 0));
        QCOMPARE(w.tools()->drawing().size(), std::size_t(3));
        QTest::keyClick(w.mapView(), Qt::Key_Return);
        QCOMPARE(w.parameters().roads.size(), std::size_t(1));
        QCOMPARE(w.parameters().roads[0].vertices.size(), std::size_t(3));
        QCOMPARE(undo->count(), before + 1);
        const double m = w.mapView()->metresPerPixel();
        QVERIFY(std::abs(w.parameters().roads[0].vertices[1].y - 40) <= m);
        // terra reports ROAD along it.
        QCOMPARE(w.document()->evaluator()->terra(-50, 20).terrain, relf::TerrainKind::Road);

        // Esc cancels a road under way.
        QTest::mouseClick(w.mapView(), Qt::LeftButton, {}, w.at(-100, -150));
        QTest::mouseClick(w.mapView(), Qt::LeftButton, {}, w.at(100, -150));
        QTest::keyClick(w.mapView(), Qt::Key_Escape);
        QCOMPARE(w.parameters().roads.size(), std::size_t(1));

        // Drag the middle vertex: one undo step.
        QTest::mousePress(w.mapView(), Qt::LeftButton, {}, w.at(0, 40));
        QTest::mouseMove(w.mapView(), w.at(0, 80));
        QTest::mouseRelease(w.mapView(), Qt::LeftButton, {}, w.at(0, 80));
        QVERIFY(std::abs(w.parameters().roads[0].vertices[1].y - 80) <= m);
        QCOMPARE(undo->count(), before + 2);
        undo->undo();
        QVERIFY(std::abs(w.parameters().roads[0].vertices[1].y - 40) <= m);

        // Right-click a vertex deletes it; with two left, the next deletes the road.
        QTest::mouseClick(w.mapView(), Qt::RightButton, {}, w.at(0, 40));
        QCOMPARE(w.parameters().roads[0].vertices.size(), std::size_t(2));
        QTest::mouseClick(w.mapView(), Qt::RightButton, {}, w.at(100, 0));
        QVERIFY(w.parameters().roads.empty());
        undo->undo();
        undo->undo();
        QCOMPARE(w.parameters().roads[0].vertices.size(), std::size_t(3));

        // Double-click a line inserts a vertex; a click selects the road and Delete removes it.
        QTest::mouseDClick(w.mapView(), Qt::LeftButton, {}, w.at(50, 20));
        QCOMPARE(w.parameters().roads[0].vertices.size(), std::size_t(4));
        QTest::mouseClick(w.mapView(), Qt::LeftButton, {}, w.at(-50, 20));
        QCOMPARE(w.tools()->selectedRoad(), std::optional<int>(0));
        QTest::keyClick(w.mapView(), Qt::Key_Delete);
        QVERIFY(w.parameters().roads.empty());
    }

    void objectsArePlacedMovedAndRemoved()
    {
        RelfStudio w;
        QVERIFY(w.shown({1200, 800}));
        // A generated feature in the view, on open ground.
        const relf::EvaluatorPtr t = w.document()->evaluator();
        std::optional<relf::Terra> feature;
        for (const relf::Terra &f : t->featuresIn(-800, -700, 800, 700))
            if (f.feature == relf::Feature::Boulder || f.feature == relf::Feature::Knoll ||
                f.feature == relf::Feature::Root)
                feature = f;
        QVERIFY(feature);
        w.mapView()->centreOn(feature->x, feature->y);
        w.tools()->setMode(widgets::RelfMapTools::Mode::Place);
        const QPoint from(int(feature->x), int(feature->y));
        // Move it 30 m east.
        QTest::mousePress(w.mapView(), Qt::LeftButton, {}, w.at(from.x(), from.y()));
        QTest::mouseMove(w.mapView(), w.at(from.x() + 30, from.y()));
        QTest::mouseRelease(w.mapView(), Qt::LeftButton, {}, w.at(from.x() + 30, from.y()));
        const relf::EvaluatorPtr moved = w.document()->evaluator();
        QCOMPARE(moved->terra(from.x(), from.y()).feature, relf::Feature::None);
        const relf::Terra there = moved->terra(from.x() + 30, from.y());
        if (there.terrain != relf::TerrainKind::Town && there.terrain != relf::TerrainKind::Path)
            QCOMPARE(there.feature, feature->feature);
        QCOMPARE(w.parameters().placed.size(), std::size_t(2));
        w.document()->undoStack()->undo();
        QCOMPARE(w.document()->evaluator()->terra(from.x(), from.y()).feature, feature->feature);
        // Esc cancels a drag under way: the release then moves nothing.
        const std::size_t placedBefore = w.parameters().placed.size();
        QTest::mousePress(w.mapView(), Qt::LeftButton, {}, w.at(from.x(), from.y()));
        QTest::mouseMove(w.mapView(), w.at(from.x() + 30, from.y()));
        QTest::keyClick(w.mapView(), Qt::Key_Escape);
        QTest::mouseRelease(w.mapView(), Qt::LeftButton, {}, w.at(from.x() + 30, from.y()));
        QCOMPARE(w.parameters().placed.size(), placedBefore);
        QCOMPARE(w.document()->evaluator()->terra(from.x(), from.y()).feature, feature->feature);

        // Place a building and a marker; the dock lists them; Remove takes one away.
        w.engineer()->placedList()->setPlaceKind(relf::Feature::Building);
        QTest::mouseClick(w.mapView(), Qt::LeftButton, {}, w.at(from.x() + 10, from.y() + 10));
        w.engineer()->placedList()->setPlaceKind(relf::Feature::T);
        QTest::mouseClick(w.mapView(), Qt::LeftButton, {}, w.at(from.x() - 10, from.y() - 10));
        QCOMPARE(w.parameters().placed.size(), std::size_t(2));
        QCOMPARE(w.engineer()->placedList()->count(), 2);
        QSignalSpy jump(w.engineer()->placedList(), &widgets::PlacedList::jumpRequested);
        w.engineer()->placedList()->setCurrentRow(0);
        QCOMPARE(jump.count(), 1);
        w.engineer()->placedList()->removeRequested(0);
        QCOMPARE(w.parameters().placed.size(), std::size_t(1));
        // Right-click a generated feature removes it: placed NONE, it is gone.
        w.tools()->setMode(widgets::RelfMapTools::Mode::Place);
        QTest::mouseClick(w.mapView(), Qt::RightButton, {}, w.at(from.x(), from.y()));
        QCOMPARE(w.document()->evaluator()->terra(from.x(), from.y()).feature, relf::Feature::None);
    }

    void backgroundStreamsEqualADirectScan()
    {
        RelfStudio w(pondy());
        QVERIFY(w.shown({1200, 800}));
        w.mapView()->centreOn(150, -80);
        QTRY_VERIFY_WITH_TIMEOUT(!w.engineer()->isScanning() && w.engineer()->scansFinished() > 0,
                                 20000);
        // Pan a little: the scan starts again for the new view.
        const int scans = w.engineer()->scansFinished();
        w.mapView()->centreOn(400, 100);
        QTRY_VERIFY_WITH_TIMEOUT(
            !w.engineer()->isScanning() && w.engineer()->scansFinished() > scans, 20000);
        const relf::MapRenderSettings s = w.mapView()->viewSettings();
        const relf::StreamRegion r = relf::streamRegionFor(s, 300);
        const auto direct =
            relf::findStreams(*w.document()->evaluator(), r.x0, r.y0, r.x1, r.y1, 1);
        QVERIFY(direct && direct->size() >= 3);
        QCOMPARE(w.engineer()->streams(), *direct);
        // Their points are marked STREAM for scenes.
        const relf::StreamPoint p = direct->front().points[1];
        QCOMPARE(w.document()
                     ->evaluator()
                     ->terra(double(p.x), double(p.y), true, &w.engineer()->marks().marks())
                     .terrain,
                 relf::TerrainKind::Stream);
    }

    void findGoodSiteAndSaveEverything()
    {
        RelfStudio w;
        QVERIFY(w.shown({1200, 800}));
        const relf::GoodSite site = w.engineer()->findSite(QPointF(100, 50));
        QVERIFY(site.ok);
        QCOMPARE(relf::firstFailedCriterion(*w.document()->evaluator(), site.x, site.y),
                 relf::SiteCriterion::None);

        // A road, a boulder moved, a hut: saved and loaded back.
        w.tools()->setMode(widgets::RelfMapTools::Mode::Road);
        w.mapView()->centreOn(0, 0);
        QTest::mouseClick(w.mapView(), Qt::LeftButton, {}, w.at(-60, -20));
        QTest::mouseDClick(w.mapView(), Qt::LeftButton, {}, w.at(60, 25));
        QCOMPARE(w.parameters().roads.size(), std::size_t(1));
        w.tools()->setMode(widgets::RelfMapTools::Mode::Place);
        w.engineer()->placedList()->setPlaceKind(relf::Feature::Building);
        QTest::mouseClick(w.mapView(), Qt::LeftButton, {},
                          w.at(double(site.x), double(site.y) + 30));
        OutputFile out(u"engineered.json"_s);
        QVERIFY2(w.document()->writeTo(out.path, &out.error), qPrintable(out.error));
        const relf::ParameterReadResult back = relf::readParameterFile(out.path);
        QVERIFY(back.parameters);
        QCOMPARE(back.parameters->roads, w.parameters().roads);
        QVERIFY(back.parameters->placed == w.parameters().placed);
    }

    void roadWidthFromTheDock()
    {
        RelfStudio w;
        QVERIFY(w.shown({1200, 800}));
        w.mapView()->centreOn(0, 0);
        widgets::PlacedList *dock = w.engineer()->placedList();
        dock->setRoadWidth(7.5);
        w.tools()->setMode(widgets::RelfMapTools::Mode::Road);
        QTest::mouseClick(w.mapView(), Qt::LeftButton, {}, w.at(-80, 0));
        QTest::mouseClick(w.mapView(), Qt::LeftButton, {}, w.at(80, 0));
        QTest::keyClick(w.mapView(), Qt::Key_Enter);
        QCOMPARE(w.parameters().roads.at(0).width, 7.5); // new roads take the dock's width
        // Select the road in the dock and widen it: one undo step.
        dock->setCurrentRow(0);
        QCOMPARE(w.tools()->selectedRoad(), std::optional<int>(0));
        const int steps = w.document()->undoStack()->count();
        Q_EMIT dock->roadWidthChanged(12.0);
        QCOMPARE(w.parameters().roads.at(0).width, 12.0);
        QCOMPARE(w.document()->undoStack()->count(), steps + 1);
        // A road 12 m wide (its line within a metre of y = 0): 5 m off is road, 8 m is not.
        QCOMPARE(w.document()->evaluator()->terra(0, 5).terrain, relf::TerrainKind::Road);
        QVERIFY(w.document()->evaluator()->terra(0, 8).terrain != relf::TerrainKind::Road);
        w.document()->undoStack()->undo();
        QCOMPARE(w.parameters().roads.at(0).width, 7.5);
    }

    void legendNamesStreamsAndRoads()
    {
        relf::RelfParameters p = pondy();
        p.roads.push_back({{{-100, 0}, {100, 30}}, 4.0});
        RelfStudio w(p);
        QVERIFY(w.shown({1200, 800}));
        w.mapView()->centreOn(0, 0);
        QTRY_VERIFY_WITH_TIMEOUT(w.engineer()->scansFinished() > 0 && w.mapView()->isComplete(),
                                 20000);
        QTRY_VERIFY(w.relfEditor()->legend()->entries().contains(u"Stream"_s));
        QVERIFY(w.relfEditor()->legend()->entries().contains(u"Road"_s));
    }

    // The Inspector asks its pinned point again after every change: a point
    // the lake rises over reads Lake, not the ground it was.
    void pinnedInspectorFollowsChanges()
    {
        RelfStudio w;
        QVERIFY(w.shown({1200, 800}));
        w.mapView()->centreOn(0, 0);
        // A dry point near the middle of the view.
        QPoint dry(0, 0);
        const relf::EvaluatorPtr t = w.document()->evaluator();
        while (t->terra(dry.x(), dry.y()).terrain == relf::TerrainKind::Lake)
            dry.rx() += 3;
        QTest::mouseClick(w.mapView(), Qt::LeftButton, {}, w.at(dry.x(), dry.y()));
        const QString before = w.relfEditor()->inspector()->text();
        QVERIFY(!before.contains(u"Lake"_s));
        const double ground = t->height(w.mapView()->groundAt(w.at(dry.x(), dry.y())).x(),
                                        w.mapView()->groundAt(w.at(dry.x(), dry.y())).y());
        QVERIFY(w.document()->edit(
            u"Raise the lake"_s, QString(),
            [ground](relf::RelfParameters &p) { p.lakeLevel = ground + 5; }, false, nullptr));
        QTRY_VERIFY(w.relfEditor()->inspector()->text().contains(u"Lake"_s));
    }

    // Go To leaves no old section behind: the section moves to the new place.
    void goToMovesTheSection()
    {
        RelfStudio w;
        QVERIFY(w.shown({1200, 800}));
        w.mapView()->centreOn(0, 0);
        QTest::mousePress(w.mapView(), Qt::LeftButton, Qt::ShiftModifier, w.at(-100, 0));
        QTest::mouseMove(w.mapView(), w.at(100, 50));
        QTest::mouseRelease(w.mapView(), Qt::LeftButton, Qt::ShiftModifier, w.at(100, 50));
        QVERIFY(w.mapView()->hasSection());
        QVERIFY(std::abs(w.relfEditor()->cavernPanel()->section().first.x() + 100) < 2);
        w.relfEditor()->goTo(QPointF(50000, -20000));
        QVERIFY(!w.mapView()->hasSection());
        const auto [from, to] = w.relfEditor()->cavernPanel()->section();
        QCOMPARE((from + to) / 2, QPointF(50000, -20000));
    }

    void toolShortcuts()
    {
        RelfStudio w;
        QVERIFY(w.shown({1200, 800}));
        w.mapView()->setFocus();
        QTest::keyClick(&w, Qt::Key_R);
        QCOMPARE(w.tools()->mode(), widgets::RelfMapTools::Mode::Road);
        QTest::keyClick(&w, Qt::Key_P);
        QCOMPARE(w.tools()->mode(), widgets::RelfMapTools::Mode::Place);
        QTest::keyClick(&w, Qt::Key_O);
        QCOMPARE(w.tools()->mode(), widgets::RelfMapTools::Mode::PathOffset);
        // The path offset: a drag of 300 m east and 100 m south (first one
        // that Esc cancels before its release).
        w.mapView()->centreOn(0, 0);
        QTest::mousePress(w.mapView(), Qt::LeftButton, {}, w.at(-150, 50));
        QTest::mouseMove(w.mapView(), w.at(150, -50));
        QTest::keyClick(w.mapView(), Qt::Key_Escape);
        QTest::mouseRelease(w.mapView(), Qt::LeftButton, {}, w.at(150, -50));
        QVERIFY(!w.parameters().paths.enabled);
        QTest::mousePress(w.mapView(), Qt::LeftButton, {}, w.at(-150, 50));
        QTest::mouseMove(w.mapView(), w.at(150, -50));
        QTest::mouseRelease(w.mapView(), Qt::LeftButton, {}, w.at(150, -50));
        QVERIFY(w.parameters().paths.enabled);
        QVERIFY(std::abs(w.parameters().paths.dx - 300) <= 2 * w.mapView()->metresPerPixel());
        QVERIFY(std::abs(w.parameters().paths.dy + 100) <= 2 * w.mapView()->metresPerPixel());
        QTest::keyClick(&w, Qt::Key_N);
        QCOMPARE(w.tools()->mode(), widgets::RelfMapTools::Mode::Navigate);
    }
};

QTEST_MAIN(TestRelfEngineer)
#include "tst_relfengineer.moc"
