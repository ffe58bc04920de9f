// The live map view, offscreen: it paints what terra says, roams and zooms
// exactly, never shows a tile of old parameters, and shows the same pixels
// as terrainstudio-cli render.
#include "mapview.h"
#include "relf/map/linesymbols.h"
#include "relf/map/maprenderer.h"
#include "render/colourtable.h"
#include "render/tiles.h"
#include "testcolumns.h"

#include <QPainter>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QWheelEvent>

using namespace terrain;
using namespace Qt::StringLiterals;
using relf::RelfEvaluator;
using relf::RelfParameters;

namespace {

relf::EvaluatorPtr terrain1983()
{
    static const auto e = std::make_shared<const RelfEvaluator>(RelfParameters::reference1983());
    return e;
}

bool waitComplete(const widgets::MapView &view)
{
    return QTest::qWaitFor([&] { return view.isComplete(); }, 20000);
}

// The first feature of a kind in a square around the origin.
relf::Terra findFeature(relf::Feature kind)
{
    for (const relf::Terra &t : terrain1983()->featuresIn(-3000, -3000, 3000, 3000))
        if (t.feature == kind)
            return t;
    qFatal("no such feature near the origin");
}

} // namespace

class TestMapView : public QObject
{
    Q_OBJECT
    std::unique_ptr<widgets::MapView> m_view;

private Q_SLOTS:
    void init()
    {
        m_view = std::make_unique<widgets::MapView>();
        m_view->resize(640, 480);
        m_view->setSource(std::make_shared<relf::MapSource>(terrain1983()));
        m_view->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_view.get()));
    }
    void cleanup() { m_view.reset(); }

    void lakePixelsWhereTerraSaysLake()
    {
        m_view->centreOn(-560, -1400);
        QVERIFY(waitComplete(*m_view));
        const QImage frame = m_view->frameImage();
        int lake = 0, matching = 0;
        for (int j = 0; j < frame.height(); j += 4)
            for (int i = 0; i < frame.width(); i += 4) {
                const QPointF g = m_view->groundAt(QPointF(i, j));
                if (terrain1983()->terra(g.x(), g.y()).terrain != relf::TerrainKind::Lake)
                    continue;
                ++lake;
                matching += frame.pixel(i, j) == render::rgbOf(render::MapColour::Lake);
            }
        QVERIFY2(lake > 500, "the region should hold a lake");
        // Point symbols of features on the shore may cover a few lake pixels.
        QVERIFY2(matching >= lake * 99 / 100, qPrintable(u"%1 of %2"_s.arg(matching).arg(lake)));
    }

    void buildingsWhereTheTownGridPutsThem()
    {
        // A built lot in the town near (-1420, 730).
        std::int64_t bi = 0, bj = 0;
        bool found = false;
        for (std::int64_t j = 40; j < 50 && !found; ++j)
            for (std::int64_t i = -92; i < -85 && !found; ++i)
                if (terrain1983()->buildingAt(i, j)) {
                    bi = i, bj = j, found = true;
                }
        QVERIFY(found);
        m_view->centreOn(double(bi * 16), double(bj * 16));
        QVERIFY(waitComplete(*m_view));
        const QImage frame = m_view->frameImage();
        const QPointF at = m_view->widgetPosOf(double(bi * 16), double(bj * 16));
        // The 12 m square is black; 8 m from the centre lies the alley.
        QCOMPARE(frame.pixel(at.toPoint()), render::rgbOf(render::MapColour::Building));
        QCOMPARE(frame.pixel((at + QPointF(4, -4)).toPoint()),
                 render::rgbOf(render::MapColour::Building));
        QVERIFY(frame.pixel((at + QPointF(8, 0)).toPoint()) !=
                render::rgbOf(render::MapColour::Building));
    }

    void featureSymbolAtItsPosition()
    {
        const relf::Terra boulder = findFeature(relf::Feature::Boulder);
        m_view->setZoom(2, QPointF(0, 0)); // half a metre per pixel
        m_view->centreOn(boulder.x, boulder.y);
        QVERIFY(waitComplete(*m_view));
        const QImage frame = m_view->frameImage();
        const QPoint at = m_view->widgetPosOf(boulder.x, boulder.y).toPoint();
        // The boulder is a black dot: dark at its centre, not around it.
        QVERIFY(qGray(frame.pixel(at)) < 60);
        QVERIFY(qGray(frame.pixel(at + QPoint(12, 0))) > 60 ||
                qGray(frame.pixel(at + QPoint(0, 12))) > 60);
    }

    void screenGroundScreenRoundTrips()
    {
        for (int zoom = 0; zoom < render::kZoomLevels; ++zoom) {
            m_view->setZoom(zoom, QPointF(100, 100));
            QCOMPARE(m_view->metresPerPixel(), std::ldexp(1.0, zoom - 3));
            for (const QPointF p : {QPointF(0, 0), QPointF(17.5, 300.25), QPointF(639, 479)}) {
                const QPointF g = m_view->groundAt(p);
                QCOMPARE(m_view->widgetPosOf(g.x(), g.y()), p);
            }
            // Zooming keeps the ground under the anchor still.
            const QPointF anchor(321, 123);
            const QPointF before = m_view->groundAt(anchor);
            m_view->setZoom(zoom == 0 ? 1 : zoom - 1, anchor);
            const QPointF after = m_view->widgetPosOf(before.x(), before.y());
            QVERIFY(std::abs(after.x() - anchor.x()) <= 1 && std::abs(after.y() - anchor.y()) <= 1);
        }
        m_view->centreOn(3e7, -3e7);
        QCOMPARE(m_view->centre().x(), 3e7);
    }

    void parameterChangeNeverShowsOldTiles()
    {
        m_view->centreOn(-560, -1400);
        RelfParameters islands = RelfParameters::reference1983();
        islands.lakeLevel = 450;
        const auto flooded = std::make_shared<const RelfEvaluator>(islands);
        m_view->setSource(std::make_shared<relf::MapSource>(terrain1983()));
        QTest::qWait(1); // let some tiles of the first generation start
        m_view->setSource(std::make_shared<relf::MapSource>(flooded));
        const quint64 current = m_view->generation();
        QVERIFY(waitComplete(*m_view));
        m_view->repaint();
        QVERIFY(!m_view->lastPaintedGenerations().isEmpty());
        for (const quint64 g : m_view->lastPaintedGenerations())
            QCOMPARE(g, current);
        const QImage expected = render::renderFrame(
            relf::MapSource(flooded), m_view->zoom(), m_view->originX(), m_view->originY(),
            m_view->width(), m_view->height(), m_view->style());
        QCOMPARE(m_view->frameImage(), expected);
        QVERIFY(m_view->frameImage() != render::renderFrame(relf::MapSource(terrain1983()),
                                                            m_view->zoom(), m_view->originX(),
                                                            m_view->originY(), m_view->width(),
                                                            m_view->height(), m_view->style()));
    }

    // Rain: the lake rises every 100 ms, faster than a whole frame renders.
    // Every paint meanwhile covers the whole view (old tiles stay until new
    // ones come), the picture moves on while it rains, and once the rain
    // stops the last parameters are shown whole.
    void continuousChangeNeverBlanksTheMap()
    {
        m_view->centreOn(-560, -1400);
        QVERIFY(waitComplete(*m_view));
        const int visible =
            int(render::tilesCovering(m_view->zoom(), m_view->originX(), m_view->originY(),
                                      m_view->width(), m_view->height())
                    .size());
        RelfParameters p = RelfParameters::reference1983();
        const quint64 first = m_view->generation();
        quint64 newestShown = 0;
        for (int tick = 0; tick < 30; ++tick) {
            p.lakeLevel += 10;
            m_view->setSource(
                std::make_shared<relf::MapSource>(std::make_shared<const RelfEvaluator>(p)));
            for (int i = 0; i < 3; ++i) {
                if (i > 0)
                    QTest::qWait(15);
                m_view->repaint(); // at once too, before any new tile can be there
                QCOMPARE(int(m_view->lastPaintedGenerations().size()), visible);
                for (const quint64 g : m_view->lastPaintedGenerations())
                    newestShown = std::max(newestShown, g);
            }
        }
        QVERIFY2(newestShown > first + 5, "the picture did not follow the rain");
        const quint64 last = m_view->generation();
        QVERIFY(waitComplete(*m_view));
        m_view->repaint();
        for (const quint64 g : m_view->lastPaintedGenerations())
            QCOMPARE(g, last);
        const QImage expected =
            render::renderFrame(relf::MapSource(std::make_shared<const RelfEvaluator>(p)),
                                m_view->zoom(), m_view->originX(), m_view->originY(),
                                m_view->width(), m_view->height(), m_view->style());
        QCOMPARE(m_view->frameImage(), expected);
    }

    void panningReusesCachedTiles()
    {
        QVERIFY(waitComplete(*m_view));
        const int before = m_view->tilesRendered();
        // One tile to the east: only the new column of tiles is rendered.
        m_view->centreOn(m_view->centre().x() + render::kTileSize * m_view->metresPerPixel(),
                         m_view->centre().y());
        QVERIFY(waitComplete(*m_view));
        const int columns = m_view->height() / render::kTileSize + 2;
        QVERIFY(m_view->tilesRendered() - before <= columns);
        QVERIFY(m_view->tilesRendered() - before >= 1);
    }

    void mouseDragPans()
    {
        const qint64 x0 = m_view->originX(), y0 = m_view->originY();
        QTest::mousePress(m_view.get(), Qt::LeftButton, {}, QPoint(300, 200));
        QTest::mouseMove(m_view.get(), QPoint(340, 230));
        QTest::mouseMove(m_view.get(), QPoint(360, 250));
        QTest::mouseRelease(m_view.get(), Qt::LeftButton, {}, QPoint(360, 250));
        QCOMPARE(m_view->originX(), x0 - 60);
        QCOMPARE(m_view->originY(), y0 - 50);
    }

    void wheelZoomsAboutTheCursor()
    {
        const QPointF cursor(200, 150);
        const QPointF ground = m_view->groundAt(cursor);
        QWheelEvent wheel(cursor, m_view->mapToGlobal(cursor), QPoint(), QPoint(0, 120),
                          Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(m_view.get(), &wheel);
        QCOMPARE(m_view->zoom(), render::kDefaultZoom - 1);
        QCOMPARE(m_view->groundAt(cursor), ground);
        QTest::keyClick(m_view.get(), Qt::Key_Minus);
        QCOMPARE(m_view->zoom(), render::kDefaultZoom);
    }

    void viewAndCliShowTheSamePixels_data()
    {
        terrain::testing::columns<int, QPointF>({"zoom", "centre"});
        QTest::newRow("1 m, town") << 3 << QPointF(-1400, 740);
        QTest::newRow("4 m, lake shore") << 5 << QPointF(-560, -1400);
        QTest::newRow("1/2 m, hillside") << 2 << QPointF(120, 80);
        // Zoomed out: symbols, streams and thin contours by one rule in both.
        QTest::newRow("8 m") << 6 << QPointF(300, -200);
        QTest::newRow("16 m") << 7 << QPointF(-2000, 1500);
    }
    void viewAndCliShowTheSamePixels()
    {
        QFETCH(int, zoom);
        QFETCH(QPointF, centre);
        m_view->setZoom(zoom, QPointF(0, 0));
        m_view->centreOn(centre.x(), centre.y());
        QVERIFY(waitComplete(*m_view));
        const double m = m_view->metresPerPixel();
        const double left = double(m_view->originX()) * m, top = -double(m_view->originY()) * m;
        const double w = m_view->width() * m, h = m_view->height() * m;
        QTemporaryDir dir;
        const QString png = dir.filePath(u"map.png"_s);
        QProcess cli;
        cli.start(QStringLiteral(TERRAIN_CLI),
                  {u"render"_s, u"--region"_s, QString::number(left, 'g', 17),
                   QString::number(top - h, 'g', 17), QString::number(w, 'g', 17),
                   QString::number(h, 'g', 17), u"--scale"_s, QString::number(m, 'g', 17), u"-o"_s,
                   png});
        QVERIFY(cli.waitForFinished(120000));
        QCOMPARE(cli.exitCode(), 0);
        const QImage fromCli = QImage(png).convertToFormat(QImage::Format_RGB32);
        QCOMPARE(fromCli.size(), m_view->size());
        // The studio draws the streams over its tiles; the CLI into its picture.
        QImage shown = m_view->frameImage();
        {
            render::MapRenderSettings s;
            s.left = left;
            s.top = (top - h) + h; // as the CLI computes it from its region
            s.metresPerPixel = m;
            s.width = m_view->width();
            s.height = m_view->height();
            const auto &source = static_cast<const relf::MapSource &>(*m_view->source());
            relf::paintStreamsOver(shown, *source.terrain(), s);
        }
        QCOMPARE(fromCli, shown);
    }
};

QTEST_MAIN(TestMapView)
#include "tst_mapview.moc"
