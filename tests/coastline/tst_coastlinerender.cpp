// The coastline's map: cells where the torus puts them at every zoom, the
// same pixels whether painted whole or as the map view's tiles, no seam
// where the torus wraps, the type counts of the summary, and with heights
// water below the sea level and contours only above it.
#include "coastline/coastlinemap.h"
#include "coastline/coastlinepresets.h"
#include "coastline/exports/coastlinerenderer.h"
#include "render/tiles.h"

#include <QTest>

using namespace terrain;
using namespace terrain::coastline;
using namespace Qt::StringLiterals;

namespace {

CoastlineMapPtr makeMap(int size, bool heights, int grid = 4)
{
    CoastlineParameters p = CoastlineParameters::article();
    p.size = size;
    p.seed = 8;
    p.startGrid = grid;
    p.start = *startPreset(u"continent"_s, grid);
    setLandTypes(
        p,
        {{u"Sea"_s, qRgb(0, 0, 255)}, {u"Land"_s, qRgb(0, 255, 0)}, {u"Forest"_s, qRgb(0, 90, 0)}});
    p.start[0] = 2;
    p.heights.enabled = heights;
    return generate(p, 0);
}

render::MapRenderSettings region(double left, double top, double m, int w, int h,
                                 unsigned layers = LayersDefault)
{
    return {.left = left,
            .top = top,
            .metresPerPixel = m,
            .width = w,
            .height = h,
            .layers = layers,
            .threads = 2};
}

QRgb colourOf(const CoastlineMap &map, int type)
{
    return map.parameters().landTypes[std::size_t(type)].colour | 0xff000000u;
}

bool brownish(QRgb c)
{
    return qRed(c) > qBlue(c) + 60 && qRed(c) > qGreen(c) + 20;
}

} // namespace

class TestCoastlineRender : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // At every zoom, a pixel shows the cell under its sample point: x = the
    // column, -y = the row, both wrapped round the torus.
    void cellsWhereTheTorusPutsThem_data()
    {
        QTest::addColumn<double>("m");
        for (double m : {0.125, 0.25, 1.0, 3.0, 16.0})
            QTest::addRow("%g m per pixel", m) << m;
    }
    void cellsWhereTheTorusPutsThem()
    {
        QFETCH(double, m);
        const auto map = makeMap(128, false);
        for (int step : {1, 3, map->steps()}) {
            const double left = -300.5, top = 77.25;
            const QImage img = renderCoastline(*map, step, region(left, top, m, 90, 70));
            for (int j = 0; j < img.height(); j += 3)
                for (int i = 0; i < img.width(); i += 2) {
                    const int col = int(std::floor(left + i * m)),
                              row = int(std::floor(-(top - j * m)));
                    QCOMPARE(img.pixel(i, j), colourOf(*map, map->typeAt(col, row, step)));
                }
        }
    }

    // Tiles rendered apart and put together are the picture painted whole,
    // across the torus's seam (the map repeats every 128 m).
    void tilesFitWithNoSeam()
    {
        const auto map = makeMap(128, true);
        const CoastlineTileSource source(map, map->steps());
        const render::MapRenderSettings style = region(0, 0, 1, 0, 0);
        for (int zoom : {1, 3, 5}) {
            const double m = render::metresPerPixel(zoom);
            const std::int64_t x = std::int64_t(std::floor(-100 / m)),
                               y = std::int64_t(std::floor(-60 / m));
            const QImage tiled = render::renderFrame(source, zoom, x, y, 300, 200, style, 2);
            const QImage whole = source.render(render::frameSettings(zoom, x, y, 300, 200, style));
            QCOMPARE(tiled.convertToFormat(QImage::Format_RGB32), whole);
        }
    }

    void theTorusRepeats()
    {
        const auto map = makeMap(64, true);
        const QImage here = renderCoastline(*map, map->steps(), region(-20, 30, 0.5, 160, 160));
        const QImage there =
            renderCoastline(*map, map->steps(), region(-20 + 64 * 3, 30 - 64 * 5, 0.5, 160, 160));
        const QImage far =
            renderCoastline(*map, map->steps(), region(-20 - 64e6, 30 + 64e6, 0.5, 160, 160));
        QCOMPARE(there, here);
        QCOMPARE(far, here);
    }

    void summaryCountsTypes()
    {
        const auto map = makeMap(128, false);
        const CoastlineTileSource source(map, 4);
        std::unique_ptr<render::MapSummary> summary;
        const QImage img = source.render(region(10, -5, 0.5, 100, 80), &summary);
        QVERIFY(summary);
        const auto &s = static_cast<const CoastlineSummary &>(*summary);
        QCOMPARE(int(s.pixels.size()), 3);
        std::vector<std::uint64_t> counted(3, 0);
        for (int j = 0; j < img.height(); ++j)
            for (int i = 0; i < img.width(); ++i)
                for (int k = 0; k < 3; ++k)
                    counted[std::size_t(k)] += img.pixel(i, j) == colourOf(*map, k);
        QCOMPARE(s.pixels, counted);
        QCOMPARE(s.pixels[0] + s.pixels[1] + s.pixels[2], std::uint64_t(100 * 80));
        std::unique_ptr<render::MapSummary> copy = summary->clone();
        copy->merge(*summary);
        QCOMPARE(static_cast<const CoastlineSummary &>(*copy).pixels[1], 2 * s.pixels[1]);
    }

    // Below the sea level the map is water; contours only above it.
    void seaLevelDecides()
    {
        CoastlineParameters p = makeMap(128, true)->parameters();
        p.heights.amplitude = 60;
        const auto at = [&](double seaLevel) {
            p.heights.seaLevel = seaLevel;
            auto map = generate(p, 2);
            CoastlineSummary found;
            QImage img = renderCoastline(*map, map->steps(), region(0, 0, 0.5, 256, 256), &found);
            return std::pair{img, found};
        };
        const auto [drowned, drownedCount] = at(1e5);
        QCOMPARE(drownedCount.waterPixels, std::uint64_t(256 * 256));
        int brown = 0;
        for (int j = 0; j < 256; ++j)
            for (int i = 0; i < 256; ++i) {
                const QRgb c = drowned.pixel(i, j);
                QVERIFY(qBlue(c) > qRed(c) &&
                        qBlue(c) > qGreen(c) / 2); // water blues, no green land
                brown += brownish(c);
            }
        QCOMPARE(brown, 0);
        const auto [dry, dryCount] = at(-1e5);
        QCOMPARE(dryCount.waterPixels, std::uint64_t(0));
        for (int j = 0; j < 256; ++j)
            for (int i = 0; i < 256; ++i)
                brown += brownish(dry.pixel(i, j));
        QVERIFY(brown > 200); // contours at 5 m over a 60 m relief
    }

    void layersSwitch()
    {
        const auto map = makeMap(64, true);
        const int step = map->steps();
        const QImage plain = renderCoastline(*map, step, region(0, 0, 1, 64, 64, LayerTypes));
        for (int j = 0; j < 64; ++j) // types alone are the type colours
            for (int i = 0; i < 64; ++i)
                QCOMPARE(plain.pixel(i, j), colourOf(*map, map->typeAt(i, j)));
        QVERIFY(renderCoastline(*map, step, region(0, 0, 1, 64, 64, LayerTypes | LayerShading)) !=
                plain);
        // The cell grid only where cells are 4 pixels or more: a line on the
        // first pixel of each cell, darker than the cell's other pixels.
        const QImage near =
            renderCoastline(*map, step, region(0, 0, 0.125, 64, 64, LayerTypes | LayerCellGrid));
        QVERIFY(qGreen(near.pixel(8, 3)) + qBlue(near.pixel(8, 3)) <
                qGreen(near.pixel(10, 3)) + qBlue(near.pixel(10, 3)));
        QCOMPARE(near.pixel(10, 3), colourOf(*map, map->typeAt(1, 0)));
        QCOMPARE(renderCoastline(*map, step, region(0, 0, 0.5, 64, 64, LayerTypes | LayerCellGrid)),
                 renderCoastline(*map, step, region(0, 0, 0.5, 64, 64, LayerTypes)));
    }
};

QTEST_GUILESS_MAIN(TestCoastlineRender)
#include "tst_coastlinerender.moc"
