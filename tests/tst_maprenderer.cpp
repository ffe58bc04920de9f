// The map renderer paints what terra says.
#include "relf/evaluator.h"
#include "render/colourtable.h"
#include "render/maprenderer.h"

#include <QTest>

using namespace terrain;
using namespace terrain::render;
using relf::TerrainKind;

class TestMapRenderer : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void fillFollowsTerra()
    {
        const relf::RelfEvaluator e(relf::RelfParameters::reference1983());
        MapRenderSettings s;
        s.left = -600;
        s.top = -1360;
        s.width = 120;
        s.height = 90;
        s.layers = LayerVegetation; // fill only
        const QImage img = renderMap(e, s);
        QCOMPARE(img.size(), QSize(120, 90));
        int lake = 0, grass = 0;
        for (int j = 0; j < s.height; ++j)
            for (int i = 0; i < s.width; ++i) {
                const QPointF g = pixelToGround(s, i, j);
                const relf::Terra t = e.terra(g.x(), g.y());
                const QRgb c = img.pixel(i, j);
                if (t.terrain == TerrainKind::Lake) {
                    QCOMPARE(c, rgbOf(MapColour::Lake));
                    ++lake;
                } else if (t.terrain == TerrainKind::Grass) {
                    QCOMPARE(c, rgbOf(MapColour::Grass));
                    ++grass;
                } else if (t.terrain == TerrainKind::Wood) {
                    QCOMPARE(c, rgbOf(MapColour::Wood));
                }
            }
        QVERIFY(lake > 50);
        QVERIFY(grass > 50);
    }

    void threadsDoNotChangePixels()
    {
        const relf::RelfEvaluator e(relf::RelfParameters::reference1983());
        MapRenderSettings s;
        s.left = -1500;
        s.top = 800;
        s.metresPerPixel = 2;
        s.width = 300;
        s.height = 200;
        s.threads = 1;
        const QImage one = renderMap(e, s);
        s.threads = 4;
        QCOMPARE(renderMap(e, s), one);
    }

    void contoursAppearOnSlopes()
    {
        const relf::RelfEvaluator e(relf::RelfParameters::reference1983());
        MapRenderSettings s;
        s.width = 200;
        s.height = 200;
        s.layers = LayerContours;
        const QImage img = renderMap(e, s);
        int brown = 0;
        for (int j = 0; j < img.height(); ++j)
            for (int i = 0; i < img.width(); ++i)
                brown += img.pixel(i, j) == rgbOf(MapColour::Contour);
        // A 200 m square of these hills crosses several 5 m contours.
        QVERIFY(brown > 200);
        QVERIFY(brown < 200 * 200 / 2);
    }

    void groundPixelRoundTrip()
    {
        MapRenderSettings s;
        s.left = -123.5;
        s.top = 456.25;
        for (double m : {0.125, 1.0, 16.0}) {
            s.metresPerPixel = m;
            const QPointF px = groundToPixel(s, 10.0, -20.0);
            const QPointF g = pixelToGround(s, px.x(), px.y());
            QCOMPARE(g.x(), 10.0);
            QCOMPARE(g.y(), -20.0);
        }
    }
};

QTEST_GUILESS_MAIN(TestMapRenderer)
#include "tst_maprenderer.moc"
