// The continent's overview palette (render/overviewpalette.h), shared by the
// map's overview and the studio's minimap: water blue and darker with
// depth, land green at the lake and rock-coloured just below the snow line,
// snow only at or above the snow line; and the overview of a continent on
// the default (gentle) curves pale only where as much ground lies above the
// snow line; and between 4 and 32 m/px the map's fill fades into it.
#include "continentgrids.h"
#include "relf/continent/continentpresets.h"
#include "relf/detailstatistics.h"
#include "relf/evaluator.h"
#include "relf/map/mapoverview.h"
#include "relf/map/mapraster.h"
#include "render/colourtable.h"
#include "render/overviewpalette.h"
#include "render/raster.h"

#include <QTest>

#include <vector>

using namespace terrain;
using namespace terrain::render;

namespace {

int sum(Rgb c)
{
    return redOf(c) + greenOf(c) + blueOf(c);
}

bool pale(Rgb c)
{
    return std::min({redOf(c), greenOf(c), blueOf(c)}) >= 160;
}

} // namespace

class TestOverview : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void paletteByHeight()
    {
        const double lake = 200, snow = 600;
        // Water: blue above all, the lake's own blue at its level, darker below.
        Rgb previous = overviewColour(lake - 1e-9, lake, snow);
        QCOMPARE(previous, rgbOf(MapColour::Lake));
        for (const double depth : {10.0, 50.0, 100.0, kDeepWater}) {
            const Rgb c = overviewColour(lake - depth, lake, snow);
            QVERIFY(blueOf(c) > redOf(c) && blueOf(c) > greenOf(c));
            QVERIFY2(sum(c) < sum(previous), qPrintable(QString::number(depth)));
            previous = c;
        }
        QCOMPARE(overviewColour(lake - 2 * kDeepWater, lake, snow), previous);
        // Land: green at the lake, brown-grey below the snow line, never snow.
        const Rgb shore = overviewColour(lake, lake, snow);
        QVERIFY(greenOf(shore) > redOf(shore) && greenOf(shore) > blueOf(shore));
        const Rgb high = overviewColour(snow - 1e-6, lake, snow);
        QVERIFY(redOf(high) > blueOf(high) && !pale(high));
        for (double z = lake; z < snow; z += 0.5) {
            const Rgb c = overviewColour(z, lake, snow);
            QVERIFY2(c != rgbOf(MapColour::Snow) && !pale(c), qPrintable(QString::number(z)));
        }
        // Snow at and above the line.
        QCOMPARE(overviewColour(snow, lake, snow), rgbOf(MapColour::Snow));
        QCOMPARE(overviewColour(1e6, lake, snow), rgbOf(MapColour::Snow));
    }

    // A continent on the default curves from far away: pale pixels (snow, or
    // what looks like it) no more common than ground above the snow line at
    // the same points, give or take a fiftieth of the land (the overview
    // composes the detail's mean, the ground its own height).
    void theOverviewIsPaleOnlyWhereSnowLies()
    {
        relf::RelfParameters p = relf::RelfParameters::reference1983();
        p.continent = continent::makeContinent(
            relf::blobGrid(48, 40, 7), relf::ContinentEdges::Ocean, 400.0, 0.0, 0.0,
            relf::ContinentSource{}, p, continent::Preset::Gentle);
        const relf::RelfEvaluator terrain(p);
        MapRenderSettings s;
        s.metresPerPixel = 64.0;
        s.width = 300;
        s.height = 250;
        s.left = 0.0;
        s.top = s.height * s.metresPerPixel;
        s.threads = 1;
        std::vector<Rgb> pixels(std::size_t(s.width * s.height));
        relf::paintOverview(Canvas{pixels.data(), s.width, s.height, s.width}, terrain, s);
        int paleShare = 0, snowShare = 0, land = 0;
        for (int j = 0; j < s.height; ++j)
            for (int i = 0; i < s.width; ++i) {
                const double y = s.top - (j + 0.5) * s.metresPerPixel;
                const double z = terrain.height(s.left + (i + 0.5) * s.metresPerPixel, y);
                land += z >= p.lakeLevel;
                snowShare += z >= terrain.snowHeightAt(y); // lower to the north (the climate)
                paleShare += pale(pixels[std::size_t(j * s.width + i)]);
            }
        const int n = s.width * s.height;
        QVERIFY2(land > n / 10 && snowShare > 0, qPrintable(QString::number(land)));
        QVERIFY2(paleShare <= snowShare + land / 50,
                 qPrintable(QStringLiteral("%1 pale pixels, %2 points above the snow line, of %3")
                                .arg(paleShare)
                                .arg(snowShare)
                                .arg(n)));
    }

    // From 4 to 32 m/px the orienteering map's fill is mixed with the
    // overview by a share rising linearly from 0 to 1, pixel by pixel as
    // render/rgb.h's blend() mixes: the detail alone at 4 m/px, the overview
    // alone from 32, a quarter of the way at 11 m/px, half at 18. Without
    // symbols, so that the fill is the whole picture.
    void theMapFadesIntoTheOverview()
    {
        relf::RelfParameters p = relf::RelfParameters::reference1983();
        p.continent = continent::makeContinent(
            relf::blobGrid(48, 40, 7), relf::ContinentEdges::Ocean, 400.0, 0.0, 0.0,
            relf::ContinentSource{}, p, continent::Preset::Gentle);
        const relf::RelfEvaluator terrain(p);
        for (const auto &[m, share] :
             {std::pair{2.0, 0.0}, std::pair{4.0, 0.0}, std::pair{11.0, 0.25}, std::pair{18.0, 0.5},
              std::pair{16.0, 3.0 / 7.0}, std::pair{25.0, 0.75}, std::pair{32.0, 1.0}}) {
            MapRenderSettings s;
            s.metresPerPixel = m;
            s.width = 160;
            s.height = 120;
            s.left = 9000.0;
            s.top = 8000.0;
            s.threads = 1;
            s.layers = relf::LayerVegetation | relf::LayerContours | relf::LayerSnow;
            const std::size_t n = std::size_t(s.width * s.height);
            std::vector<Rgb> map(n), detail(n), overview(n);
            const auto canvas = [&](std::vector<Rgb> &px) {
                return Canvas{px.data(), s.width, s.height, s.width};
            };
            relf::paintMap(canvas(map), terrain, s);
            relf::paintDetailMap(canvas(detail), terrain, s);
            relf::paintOverview(canvas(overview), terrain, s);
            QCOMPARE(relf::overviewShare(terrain, m), share);
            int differ = 0, fromBoth = 0;
            for (std::size_t k = 0; k < n; ++k) {
                const Rgb want =
                    share >= 1.0 ? overview[k] : blend(detail[k], overview[k], float(share));
                differ += map[k] != want;
                fromBoth += detail[k] != overview[k];
            }
            QVERIFY2(differ == 0, qPrintable(QStringLiteral("%1 m/px: %2").arg(m).arg(differ)));
            QVERIFY(fromBoth > int(n) / 2); // the two pictures differ: the mix is seen
        }
        // Without a continent nothing is mixed.
        QCOMPARE(
            relf::overviewShare(relf::RelfEvaluator(relf::RelfParameters::reference1983()), 16.0),
            0.0);
    }

    // Lakes as often as the detail holds them: on the Archipelago curves
    // (land barely above the lake, full of lakes at 8 m/px) the overview's
    // water pixels over the continent's land at 32, 64 and 128 m/px make up
    // the share of the detail's points that lie below the lake at their
    // centres, within 0.02; the mean alone (the overview before) shows far
    // less water.
    void lakesAtTheDetailsShare()
    {
        relf::RelfParameters p = relf::RelfParameters::reference1983();
        p.continent = continent::makeContinent(
            relf::blobGrid(48, 40, 7), relf::ContinentEdges::Ocean, 400.0, 0.0, 0.0,
            relf::ContinentSource{}, p, continent::Preset::Archipelago);
        const relf::RelfEvaluator terrain(p);
        const Rgb lake = rgbOf(MapColour::Lake);
        for (const double scale : {32.0, 64.0, 128.0}) {
            MapRenderSettings s;
            s.metresPerPixel = scale;
            s.width = int(48 * 400 / scale);
            s.height = int(40 * 400 / scale);
            s.left = 0.0;
            s.top = s.height * scale;
            s.threads = 2;
            std::vector<Rgb> pixels(std::size_t(s.width * s.height));
            relf::paintOverview(Canvas{pixels.data(), s.width, s.height, s.width}, terrain, s);
            int water = 0, wet = 0, plain = 0, n = 0;
            const double mean = continent::detailStatistics(p).mean;
            for (int j = 0; j < s.height; ++j)
                for (int i = 0; i < s.width; ++i) {
                    const double x = s.left + (i + 0.5) * scale, y = s.top - (j + 0.5) * scale;
                    if (terrain.continent()->macro(x, y) < p.continent->coast)
                        continue; // the continent's land only: its sea is water anyway
                    ++n;
                    wet += terrain.height(x, y) < p.lakeLevel;
                    plain += terrain.continent()->compose(terrain.continent()->macro(x, y), mean) <
                             p.lakeLevel;
                    const Rgb c = pixels[std::size_t(j * s.width + i)];
                    water += (blueOf(c) > redOf(c) + 40 && blueOf(c) > greenOf(c)) || c == lake;
                }
            QVERIFY(n > s.width * s.height / 10);
            qInfo("%.0f m/px, %d land pixels: water %.3f of the overview, %.3f of the detail (the "
                  "mean alone %.3f)",
                  scale, n, double(water) / n, double(wet) / n, double(plain) / n);
            QVERIFY2(
                std::abs(water - wet) <= 0.02 * n,
                qPrintable(
                    QStringLiteral("%1 against %2").arg(double(water) / n).arg(double(wet) / n)));
        }
    }
};

QTEST_GUILESS_MAIN(TestOverview)
#include "tst_overview.moc"
