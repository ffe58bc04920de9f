// The Mines tab's rough edges: the caption follows the picked mine when the
// levels change, the view has a colour key, and it pans with a drag.
#include "cavernpanel.h"
#include "minepanel.h"
#include "mineview.h"
#include "qcustomplotinclude.h"
#include "relf/evaluator.h"
#include "relf/mines.h"

#include <QLocale>
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
        // The plan shows a 100 m scale bar (black) where the raw plan has none.
        const QImage shown = panel.shownPlan().convertToFormat(QImage::Format_RGB32);
        const QImage raw = panel.plan().convertToFormat(QImage::Format_RGB32);
        QCOMPARE(shown.size(), raw.size());
        int black = 0;
        for (int x = 0; x < shown.width(); ++x)
            black += shown.pixel(x, shown.height() - 8) == qRgb(0, 0, 0);
        QVERIFY(black >= 50); // 100 m at 2 m a pixel

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
