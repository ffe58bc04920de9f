// The map renderer paints what terra says.
#include "mapfills.h"
#include "relf/evaluator.h"
#include "relf/features/mines.h"
#include "relf/map/maprenderer.h"
#include "render/colourtable.h"
#include "render/tiles.h"

#include <QTest>

using namespace terrain;
using namespace terrain::render;
using namespace terrain::relf;
using relf::TerrainKind;

class TestMapRenderer : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void fillFollowsTerra()
    {
        const relf::RelfEvaluator e(relf::RelfParameters::reference1983());
        MapRenderSettings s{.left = -600, .top = -1360, .width = 120, .height = 90};
        s.layers = LayerVegetation; // fill only
        const QImage img = renderMap(e, s);
        QCOMPARE(img.size(), QSize(120, 90));
        int lake = 0, grass = 0;
        for (int j = 0; j < s.height; ++j)
            for (int i = 0; i < s.width; ++i) {
                const QPointF g = pixelToGround(s, i, j);
                const relf::Terra t = e.terra(g.x(), g.y());
                if (const auto fill = terrain::testing::flatFillOf(t.terrain))
                    QCOMPARE(img.pixel(i, j), *fill);
                lake += t.terrain == TerrainKind::Lake;
                grass += t.terrain == TerrainKind::Grass;
            }
        QVERIFY(lake > 50);
        QVERIFY(grass > 50);
    }

    // Skylands: the sea is left unpainted, the sky shows; the land is as before.
    void skylandsLeaveTheSeaUnpainted()
    {
        relf::RelfParameters p = relf::RelfParameters::reference1983();
        p.skylands.enabled = true;
        const relf::RelfEvaluator e(p);
        MapRenderSettings s{
            .left = -600, .top = -1360, .width = 120, .height = 90, .layers = LayerVegetation};
        const QImage img = renderMap(e, s);
        int sky = 0, grass = 0;
        for (int j = 0; j < s.height; ++j)
            for (int i = 0; i < s.width; ++i) {
                const QPointF g = pixelToGround(s, i, j);
                const relf::Terra t = e.terra(g.x(), g.y());
                const QRgb c = img.pixel(i, j);
                if (t.terrain == TerrainKind::Lake) {
                    QCOMPARE(c, qRgb(0xb7, 0xd3, 0xea));
                    ++sky;
                } else if (t.terrain == TerrainKind::Grass) {
                    QCOMPARE(c, rgbOf(MapColour::Grass));
                    ++grass;
                }
            }
        QVERIFY(sky > 50);
        QVERIFY(grass > 50);
        QCOMPARE(rgbOf(MapColour::Sky), qRgb(0xb7, 0xd3, 0xea));
    }

    void threadsDoNotChangePixels()
    {
        const relf::RelfEvaluator e(relf::RelfParameters::reference1983());
        MapRenderSettings s{.left = -1500,
                            .top = 800,
                            .metresPerPixel = 2,
                            .width = 300,
                            .height = 200,
                            .threads = 1};
        const QImage one = renderMap(e, s);
        s.threads = 4;
        QCOMPARE(renderMap(e, s), one);
    }

    void contoursAppearOnSlopes()
    {
        const relf::RelfEvaluator e(relf::RelfParameters::reference1983());
        MapRenderSettings s{.width = 200, .height = 200, .layers = LayerContours};
        const QImage img = renderMap(e, s);
        int brown = 0;
        for (int j = 0; j < img.height(); ++j)
            for (int i = 0; i < img.width(); ++i)
                brown += img.pixel(i, j) == rgbOf(MapColour::Contour);
        // A 200 m square of these hills crosses several 5 m contours.
        QVERIFY(brown > 200);
        QVERIFY(brown < 200 * 200 / 2);
    }

    void tilesMeetWithoutSeams_data()
    {
        QTest::addColumn<int>("zoom");
        for (int z = 0; z < render::kZoomLevels; ++z)
            QTest::newRow(
                qPrintable(QString::number(metresPerPixel(z)) + QStringLiteral(" m per pixel")))
                << z;
    }
    void tilesMeetWithoutSeams()
    {
        // A picture put together from tiles equals the picture drawn in one
        // piece: no contour gap or doubled line, no symbol cut, at any seam.
        QFETCH(int, zoom);
        relf::RelfParameters p = relf::RelfParameters::reference1983();
        // Dashed roads across the seams too: their dashes continue from tile to tile.
        p.roads.push_back({{{-3000, -2200}, {-40.5, -7.25}, {25, 31}, {2500, 1900}}, 4.0});
        p.roads.push_back({{{-2600, 900}, {2700, -1200}}, 2.0});
        const relf::RelfEvaluator e(p);
        const std::int64_t x = -301 / (zoom + 1), y = -257 / (zoom + 1); // not on tile edges
        const int w = kTileSize * 2 + 37, h = kTileSize + 61;
        const MapRenderSettings style;
        const QImage tiled = renderFrame(MapSource(borrowEvaluator(e)), zoom, x, y, w, h, style);
        const QImage whole = renderMap(e, frameSettings(zoom, x, y, w, h, style));
        QCOMPARE(tiled, whole);
        // And the seam really crosses contours: brown pixels on both sides.
        const int seam = int(kTileSize - (x % kTileSize + kTileSize) % kTileSize);
        int brownLeft = 0, brownRight = 0;
        for (int j = 0; j < h; ++j) {
            brownLeft +=
                qRed(tiled.pixel(seam - 1, j)) > 150 && qBlue(tiled.pixel(seam - 1, j)) < 100;
            brownRight += qRed(tiled.pixel(seam, j)) > 150 && qBlue(tiled.pixel(seam, j)) < 100;
        }
        if (zoom >= 2)
            QVERIFY(brownLeft > 0 && brownRight > 0);
    }

    void contentsCountWhatTerraSays()
    {
        const relf::RelfEvaluator e(relf::RelfParameters::reference1983());
        MapRenderSettings s{
            .left = -620, .top = -1350, .metresPerPixel = 2, .width = 90, .height = 70};
        MapContents c;
        renderMap(e, s, &c);
        std::array<std::uint64_t, relf::kTerrainKindCount> counted{};
        std::uint64_t land = 0;
        for (int j = 0; j < s.height; ++j)
            for (int i = 0; i < s.width; ++i) {
                const QPointF g = pixelToGround(s, i, j);
                const relf::Terra t = e.terra(g.x(), g.y());
                ++counted[std::size_t(t.terrain)];
                land += t.terrain != TerrainKind::Lake;
            }
        QVERIFY(c.kindPixels == counted);
        std::uint64_t binned = 0;
        for (const auto &[bin, n] : c.heightBins)
            binned += n;
        QCOMPARE(binned, land);
        QVERIFY(counted[std::size_t(TerrainKind::Lake)] > 0 && land > 0);
    }

    void minesOverlayFollowsTheCells()
    {
        const relf::RelfEvaluator e(relf::RelfParameters::reference1983());
        MapRenderSettings s{
            .left = -200, .top = 100, .width = 160, .height = 120, .layers = LayerVegetation};
        const QImage plain = renderMap(e, s);
        s.layers = LayerVegetation | LayerMines;
        MapContents c;
        const QImage mined = renderMap(e, s, &c);
        QVERIFY(c.mines);
        int rockPixels = 0, openPixels = 0;
        for (int j = 0; j < s.height; j += 3)
            for (int i = 0; i < s.width; i += 3) {
                const QPointF g = pixelToGround(s, i, j);
                const auto ci = std::int64_t(std::floor((g.x() + 8) / 16)),
                           cj = std::int64_t(std::floor((g.y() + 8) / 16));
                const relf::MineMap m = relf::computeMines(e, ci, cj, 1, 1);
                // At 1 m a pixel a cell is 16 pixels: its inside is more than a
                // pixel from its edges.
                const double fx = std::fmod(g.x() + 8 + 1600, 16),
                             fy = std::fmod(g.y() + 8 + 1600, 16);
                const bool inside = fx > 1.5 && fx < 14.5 && fy > 1.5 && fy < 14.5;
                if (m.at(0, 0, 0) == relf::MineCell::Rock) {
                    QCOMPARE(mined.pixel(i, j), plain.pixel(i, j)); // rock as it is
                    ++rockPixels;
                } else if (m.at(0, 0, 0) == relf::MineCell::Open && inside) {
                    // open cells lightly tinted: changed, still light
                    QVERIFY(mined.pixel(i, j) != plain.pixel(i, j));
                    QVERIFY(qGray(mined.pixel(i, j)) > qGray(plain.pixel(i, j)) - 60);
                    ++openPixels;
                }
            }
        QVERIFY(rockPixels > 50);
        QVERIFY(openPixels > 50);
        // Where an open cell meets rock, a dark outline.
        int outline = 0;
        for (int j = 1; j + 1 < s.height; ++j)
            for (int i = 1; i + 1 < s.width; ++i)
                outline += qGray(mined.pixel(i, j)) < qGray(plain.pixel(i, j)) - 80;
        QVERIFY2(outline > 40, qPrintable(QString::number(outline)));
        // Tiles still meet exactly with the overlay on.
        MapRenderSettings style;
        style.layers = LayersDefault | LayerMines;
        QCOMPARE(renderFrame(MapSource(borrowEvaluator(e)), 3, -77, -55, 300, 200, style),
                 renderMap(e, frameSettings(3, -77, -55, 300, 200, style)));
    }

    void groundPixelRoundTrip()
    {
        MapRenderSettings s{.left = -123.5, .top = 456.25};
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
