// The Mines tab's rough edges: the caption follows the picked mine when the
// levels change, the view has a colour key, and it pans with a drag.
#include "qcustomplotinclude.h"
#include "relf/evaluator.h"
#include "relf/features/caverns.h"
#include "relf/features/mines.h"
#include "render/colourtable.h"
#include "underground/cavernpanel.h"
#include "underground/cavernplan.h"
#include "underground/minepanel.h"
#include "underground/mineview.h"

#include <QApplication>
#include <QLocale>
#include <QMouseEvent>
#include <QSignalSpy>
#include <QTest>

using namespace terrain;
using namespace Qt::StringLiterals;

class TestUnderground : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void captionFollowsTheLevels()
    {
        widgets::MinePanel panel;
        panel.resize(500, 500);
        relf::RelfParameters p = relf::RelfParameters::reference1983();
        p.mines.openness = 0.3; // large mines
        panel.setParameters(p);
        panel.view()->setTerrain(std::make_shared<const relf::RelfEvaluator>(p));
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        relf::RelfParameters deeper = p;
        deeper.mines.levels = 4;
        const auto deep = std::make_shared<const relf::RelfEvaluator>(deeper);
        const auto shallow = std::make_shared<const relf::RelfEvaluator>(p);
        // A cell whose mine grows when more levels join it.
        const int cell = widgets::MineView::kCellPixels;
        bool found = false;
        for (int y = cell / 2; y < panel.view()->height() - cell && !found; y += cell)
            for (int x = cell / 2; x < panel.view()->width() - cell && !found; x += cell) {
                panel.view()->setTerrain(shallow);
                QTest::mouseClick(panel.view(), Qt::LeftButton, {}, QPoint(x, y));
                const QString one = panel.selectionText();
                if (!one.startsWith(u"A mine of"_s))
                    continue;
                panel.view()->setTerrain(deep); // as a Levels change does
                const QString after = panel.selectionText();
                if (after == one)
                    continue;
                found = true;
                // The caption is what a fresh click on the same cell says.
                QTest::mouseClick(panel.view(), Qt::LeftButton, {}, QPoint(x, y));
                QCOMPARE(after, panel.selectionText());
            }
        QVERIFY(found);
    }

    // Caverns: a water line, the legend off the curves, a scale on the plan.
    void cavernsSectionAndPlan()
    {
        widgets::CavernPanel panel;
        panel.resize(520, 520);
        panel.setTerrain(
            std::make_shared<const relf::RelfEvaluator>(relf::RelfParameters::reference1983()));
        panel.setCentre(QPointF(0, 0));
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        panel.setSection(QPointF(-300, 0), QPointF(300, 0));
        QCustomPlot *plot = panel.sectionPlot();
        bool lakeLine = false;
        for (int g = 0; g < plot->graphCount(); ++g)
            if (plot->graph(g)->name() == u"lake level"_s) {
                lakeLine = true;
                QCOMPARE(plot->graph(g)->data()->begin()->value, 204.0);
            }
        QVERIFY(lakeLine);
        plot->replot();
        QVERIFY(plot->legend->visible());
        QVERIFY(!plot->legend->outerRect().intersects(plot->axisRect()->rect()));
        // The plan shows a 100 m scale bar (white) where the raw plan has none.
        const QImage shown = panel.shownPlan().convertToFormat(QImage::Format_RGB32);
        const QImage raw = panel.plan().convertToFormat(QImage::Format_RGB32);
        QCOMPARE(shown.size(), raw.size());
        int white = 0;
        for (int y = shown.height() - 12; y < shown.height() - 7; ++y) {
            int inRow = 0;
            for (int x = shown.width() / 2; x < shown.width(); ++x)
                inRow += shown.pixel(x, y) == qRgb(255, 255, 255) &&
                         raw.pixel(x, y) != qRgb(255, 255, 255);
            white = std::max(white, inRow);
        }
        QVERIFY2(white >= 49 && white <= 53,
                 qPrintable(QString::number(white))); // 100 m at 2 m a pixel

        // The legend's names are never cut short: fewer columns when narrow.
        for (const int width : {520, 340, 250}) {
            panel.resize(width, 520);
            QCoreApplication::processEvents();
            plot->replot();
            QCPLegend *legend = plot->legend;
            for (int i = 0; i < legend->itemCount(); ++i)
                if (legend->item(i))
                    QVERIFY2(legend->item(i)->outerRect().width() >=
                                 legend->item(i)->minimumOuterSizeHint().width(),
                             qPrintable(u"%1 px wide: \"%2\" cut short"_s.arg(width).arg(
                                 static_cast<QCPPlottableLegendItem *>(legend->item(i))
                                     ->plottable()
                                     ->name())));
            QVERIFY(legend->outerRect().right() <= plot->width());
        }
    }

    // The cavern plan relates to the map: 2 m a pixel with the centre in the
    // middle and north up, the picture is the caverns at those points, the
    // mouse is read out in metres with the roof and floor there, a double
    // click asks the map to show that point, and the map's rectangle is drawn
    // where its ground is.
    void cavernPlanRelatesToTheMap()
    {
        const auto terrain =
            std::make_shared<const relf::RelfEvaluator>(relf::RelfParameters::reference1983());
        widgets::CavernPlan plan;
        plan.resize(300, 200);
        plan.setTerrain(terrain);
        plan.setCentre(QPointF(-560, 740));
        plan.show();
        QVERIFY(QTest::qWaitForWindowExposed(&plan));
        // Ground at the top left corner: (-560 - 150 · 2, 740 + 100 · 2).
        const auto ground = [](QPointF pos) {
            return QPointF(-860 + 2 * pos.x(), 940 - 2 * pos.y());
        };
        QCOMPARE(plan.groundAt(QPointF(150, 100)), QPointF(-560, 740));
        for (const QPointF pos : {QPointF(0, 0), QPointF(175, 60), QPointF(299.5, 12.25)}) {
            QCOMPARE(plan.groundAt(pos), ground(pos));
            QCOMPARE(plan.widgetPosOf(ground(pos)), pos);
        }

        // Pixel (i, j) shows the caverns at the ground of its top left corner.
        const relf::Caverns caverns(*terrain);
        const QImage raw = plan.plan().convertToFormat(QImage::Format_RGB32);
        QCOMPARE(raw.size(), QSize(300, 200));
        const QRgb rock = render::rgbOf(render::MapColour::Rock);
        QPoint openAt(-1, -1), rockAt(-1, -1);
        for (int j = 0; j < raw.height(); j += 7)
            for (int i = 0; i < raw.width(); i += 7) {
                const QPointF g = ground(QPointF(i, j));
                const bool open = caverns.isOpen(g.x(), g.y());
                QCOMPARE(raw.pixel(i, j) != rock, open);
                (open ? openAt : rockAt) = QPoint(i, j);
            }
        QVERIFY(openAt.x() >= 0 && rockAt.x() >= 0); // both, so the comparison means something

        // The readout: the point's metres and what is there.
        const QLocale locale;
        for (const QPoint at : {openAt, rockAt}) {
            const QPoint pos = at + QPoint(1, 1); // inside the pixel, not on its corner
            const QPointF g = ground(QPointF(pos));
            QTest::mouseMove(&plan, pos);
            QTRY_VERIFY(plan.hoverText().startsWith(u"x %1 m, y %2 m: "_s.arg(
                locale.toString(g.x(), 'f', 0), locale.toString(g.y(), 'f', 0))));
            const QString text = plan.hoverText();
            const double roof = caverns.roof(g.x(), g.y()), floor = caverns.floor(g.x(), g.y());
            QVERIFY2(text.contains(u"roof %1"_s.arg(locale.toString(roof, 'f', 0))),
                     qPrintable(text));
            QVERIFY2(text.contains(u"floor %1"_s.arg(locale.toString(floor, 'f', 0))),
                     qPrintable(text));
            QVERIFY2(text.contains(roof > floor ? u"open"_s : u"rock"_s), qPrintable(text));
        }

        // A double click asks for the ground under it.
        QSignalSpy show(&plan, &widgets::GroundPlan::showOnMapRequested);
        QTest::mouseDClick(&plan, Qt::LeftButton, {}, QPoint(40, 150));
        QCOMPARE(show.count(), 1);
        QCOMPARE(show.at(0).at(0).toPointF(), QPointF(-780, 640));

        // The map's rectangle, x -700 … -480, y 700 … 800: pixels 80 … 190
        // across and 70 … 120 down. Its edges change the picture, its inside
        // and the ground beside it do not.
        plan.setMapRect(QRectF(QPointF(-700, 700), QPointF(-480, 800)));
        const QImage shown = plan.grab().toImage().convertToFormat(QImage::Format_RGB32);
        QCOMPARE(shown.size(), raw.size());
        int edge = 0, inside = 0, beside = 0;
        for (int y = 75; y <= 115; ++y) {
            edge += shown.pixel(80, y) != raw.pixel(80, y);
            edge += shown.pixel(190, y) != raw.pixel(190, y);
            inside += shown.pixel(85, y) == raw.pixel(85, y);
            inside += shown.pixel(185, y) == raw.pixel(185, y);
        }
        for (int x = 85; x <= 185; ++x) {
            edge += shown.pixel(x, 70) != raw.pixel(x, 70);
            edge += shown.pixel(x, 120) != raw.pixel(x, 120);
            inside += shown.pixel(x, 75) == raw.pixel(x, 75);
            inside += shown.pixel(x, 115) == raw.pixel(x, 115);
            beside += shown.pixel(x, 126) == raw.pixel(x, 126);
            beside += shown.pixel(x, 64) == raw.pixel(x, 64);
        }
        QCOMPARE(edge, 2 * 41 + 2 * 101);
        QCOMPARE(inside, 2 * 41 + 2 * 101);
        QCOMPARE(beside, 2 * 101);

        // A drag pans: the ground follows the mouse, 2 m a pixel, north up;
        // a click does not.
        QTest::mouseClick(&plan, Qt::LeftButton, {}, QPoint(100, 100));
        QCOMPARE(plan.centre(), QPointF(-560, 740));
        QTest::mousePress(&plan, Qt::LeftButton, {}, QPoint(100, 100));
        QMouseEvent move(QEvent::MouseMove, QPointF(160, 130), plan.mapToGlobal(QPointF(160, 130)),
                         Qt::NoButton, Qt::LeftButton, {});
        QApplication::sendEvent(&plan, &move);
        QTest::mouseRelease(&plan, Qt::LeftButton, {}, QPoint(160, 130));
        QCOMPARE(plan.centre(), QPointF(-560 - 60 * 2, 740 + 30 * 2));
        QCOMPARE(plan.groundAt(QPointF(150, 100)), QPointF(-680, 800));
        // Escape during a drag puts the plan back where the drag began.
        QTest::mousePress(&plan, Qt::LeftButton, {}, QPoint(100, 100));
        QApplication::sendEvent(&plan, &move);
        QCOMPARE(plan.centre(), QPointF(-680 - 60 * 2, 800 + 30 * 2));
        QTest::keyClick(&plan, Qt::Key_Escape);
        QCOMPARE(plan.centre(), QPointF(-680, 800));
        QTest::mouseRelease(&plan, Qt::LeftButton, {}, QPoint(160, 130));
        QCOMPARE(plan.centre(), QPointF(-680, 800));
    }

    void keyAndPanning()
    {
        widgets::MinePanel panel;
        panel.resize(500, 500);
        const relf::RelfParameters p = relf::RelfParameters::reference1983();
        panel.setParameters(p);
        panel.view()->setTerrain(std::make_shared<const relf::RelfEvaluator>(p));
        panel.view()->setCentre(QPointF(0, 0));
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        for (const QString &word :
             {u"rock"_s, u"below a shaft"_s, u"below a cave mouth"_s, u"no way up"_s})
            QVERIFY2(panel.keyText().contains(word), qPrintable(word));
        // Drag 120 pixels west and 60 south: the ground moves with the mouse.
        QWidget *v = panel.view();
        QTest::mousePress(v, Qt::LeftButton, {}, QPoint(300, 200));
        QTest::mouseMove(v, QPoint(240, 230));
        QTest::mouseMove(v, QPoint(180, 260));
        QTest::mouseRelease(v, Qt::LeftButton, {}, QPoint(180, 260));
        const double m = double(relf::kMineGrid) / widgets::MineView::kCellPixels;
        QCOMPARE(panel.view()->centre(), QPointF(120 * m, 60 * m));
    }

    // The mine view relates to the map: a cell's centre is ground (16 i, 16 j)
    // metres, the mouse is read out in metres, a double click asks the map to
    // show that place.
    void coordinatesReadoutAndShowOnMap()
    {
        widgets::MineView view;
        view.resize(400, 300);
        const relf::RelfParameters p = relf::RelfParameters::reference1983();
        view.setTerrain(std::make_shared<const relf::RelfEvaluator>(p));
        view.setCentre(QPointF(-560, 740));
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const relf::MineMap &map = view.map();
        for (const auto &[c, r] : {std::pair{0, 0}, std::pair{5, 7}, std::pair{20, 3}}) {
            const std::int64_t i = map.i0 + c, j = map.j0 + r;
            const QPointF g = view.groundAt(view.cellCentre(i, j));
            QCOMPARE(g, QPointF(16.0 * double(i), 16.0 * double(j)));
            QCOMPARE(view.widgetPosOf(g), view.cellCentre(i, j));
        }
        const QPoint at = view.cellCentre(map.i0 + 10, map.j0 + 8).toPoint();
        QTest::mouseMove(&view, at);
        QTRY_VERIFY(view.hoverText().contains(
            u"x %1 m"_s.arg(QLocale().toString(16.0 * double(map.i0 + 10), 'f', 0))));
        QSignalSpy show(&view, &widgets::MineView::showOnMapRequested);
        QTest::mouseDClick(&view, Qt::LeftButton, {}, at);
        QCOMPARE(show.count(), 1);
        QCOMPARE(show.at(0).at(0).toPointF(),
                 QPointF(16.0 * double(map.i0 + 10), 16.0 * double(map.j0 + 8)));
    }
};

QTEST_MAIN(TestUnderground)
#include "tst_underground.moc"
