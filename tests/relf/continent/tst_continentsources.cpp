// Continents from the studio's sources and the continent brush: the
// coastline's grid keeps land and sea cell for cell (with and without
// heights, at several coast levels); the polygon map's grid puts each region
// on its side of the coast and sea round the edge; the grey picture reader
// keeps north up and both sea levels, and refuses what it cannot read with
// the path; the distances behind the relief are exact; the brush paints
// inside its radius only and wraps round the torus.
#include "coastline/coastlinepresets.h"
#include "coastline/coastlineshape.h"
#include "polymap/polymapshape.h"
#include "relf/continent/continentbrush.h"
#include "relf/continent/continentsources.h"
#include "shape/distancefield.h"
#include "testcolumns.h"
#include "testfiles.h"

#include <QFile>
#include <QImage>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <random>

using namespace terrain;
using namespace terrain::continent;
using terrain::shape::kNoDistance;
using terrain::shape::squaredDistances;
using namespace Qt::StringLiterals;

namespace {

coastline::CoastlineParameters coastlineParameters(bool heights)
{
    coastline::CoastlineParameters p = coastline::CoastlineParameters::article();
    p.size = 256;
    p.seed = 7;
    p.startGrid = 8;
    p.start = *coastline::startPreset(u"continent"_s, 8);
    // A third type, shallow water: water by its base height, not its index.
    p.landTypes.push_back({u"Shallows"_s, qRgb(0, 128, 255)});
    p.heights.base = {-40.0, 25.0, -5.0};
    p.start[9] = 2;
    p.heights.enabled = heights;
    return p;
}

relf::ContinentGrid flat(int width, int height, std::uint16_t value)
{
    relf::ContinentGrid g;
    g.width = width;
    g.height = height;
    g.samples.assign(std::size_t(width) * std::size_t(height), value);
    return g;
}

double variance(const relf::ContinentGrid &g)
{
    double sum = 0, sum2 = 0;
    for (const std::uint16_t v : g.samples)
        sum += v, sum2 += double(v) * double(v);
    const double n = double(g.samples.size());
    return sum2 / n - (sum / n) * (sum / n);
}

// The distance from cell (c, r)'s centre to point (x, y).
double distanceTo(int c, int r, double x, double y)
{
    return std::hypot(c + 0.5 - x, r + 0.5 - y);
}

} // namespace

class TestContinentSources : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void coastSamplesSplitExactly()
    {
        for (const double coast : {0.5, 0.3, 0.77, 1e-9, 1.0, 0.123456789}) {
            const CoastSamples c = coastSamples(coast);
            QVERIFY(double(c.landFloor) / 65535.0 >= c.coast);
            QVERIFY(double(c.seaTop) / 65535.0 < c.coast);
            QCOMPARE(c.seaTop + 1, int(c.landFloor));
            QVERIFY(c.land(0.0) >= c.landFloor && c.land(1.0) == 65535);
            QVERIFY(c.sea(1.0) <= c.seaTop && c.sea(0.0) == 0);
        }
    }

    void distancesExact()
    {
        std::mt19937 random(5);
        for (const bool wrap : {false, true})
            for (const auto &[w, h] : {std::pair{37, 23}, std::pair{16, 16}, std::pair{5, 2}}) {
                std::vector<std::uint8_t> marks(std::size_t(w * h));
                for (auto &m : marks)
                    m = random() % 13 == 0;
                const auto d = squaredDistances(marks, w, h, wrap, 2);
                for (int y = 0; y < h; ++y)
                    for (int x = 0; x < w; ++x) {
                        std::uint32_t best = kNoDistance;
                        for (int v = 0; v < h; ++v)
                            for (int u = 0; u < w; ++u) {
                                if (!marks[std::size_t(v * w + u)])
                                    continue;
                                int dx = std::abs(x - u), dy = std::abs(y - v);
                                if (wrap)
                                    dx = std::min(dx, w - dx), dy = std::min(dy, h - dy);
                                best = std::min(best, std::uint32_t(dx * dx + dy * dy));
                            }
                        QCOMPARE(d[std::size_t(y * w + x)], best);
                    }
            }
        QCOMPARE(squaredDistances(std::vector<std::uint8_t>(6, 0), 3, 2, true)[4], kNoDistance);
    }

    void coastlineKeepsLandAndSea_data()
    {
        terrain::testing::columns<bool, bool, double>({"article", "heights", "coast"});
        QTest::newRow("File > New") << true << false << 0.5;
        QTest::newRow("File > New, heights") << true << true << 0.5;
        QTest::newRow("three types") << false << false << 0.5;
        QTest::newRow("three types, coast 0.3") << false << false << 0.3;
        QTest::newRow("three types, heights") << false << true << 0.5;
        QTest::newRow("three types, heights, coast 0.77") << false << true << 0.77;
    }
    void coastlineKeepsLandAndSea()
    {
        QFETCH(bool, article);
        QFETCH(bool, heights);
        QFETCH(double, coast);
        coastline::CoastlineParameters p = coastline::CoastlineParameters::mapColours();
        p.heights.enabled = heights;
        const auto map = coastline::generate(article ? p : coastlineParameters(heights), 2);
        QCOMPARE(map->hasHeights(), heights);
        const int n = map->size();
        QCOMPARE(n, article ? 128 : 256);
        const relf::ContinentGrid grid = gridFromShape(coastline::shapeFromCoastline(*map, coast));
        QCOMPARE(grid.width, n);
        QCOMPARE(grid.height, n);
        const CoastSamples levels = coastSamples(coast);
        int land = 0, shallows = 0;
        std::uint16_t highest = 0, lowest = 65535;
        for (int r = 0; r < n; ++r)
            for (int c = 0; c < n; ++c) {
                const int type = map->typeAt(c, r);
                const bool isLand = !coastline::isWaterType(map->parameters(), type);
                const std::uint16_t v = grid.at(c, r);
                if (isLand != (double(v) / 65535.0 >= coast))
                    QFAIL(qPrintable(
                        u"cell (%1, %2): type %3, sample %4"_s.arg(c).arg(r).arg(type).arg(v)));
                land += isLand;
                shallows += type == 2;
                highest = std::max(highest, v), lowest = std::min(lowest, v);
            }
        QVERIFY(land > 0 && land < n * n);
        QCOMPARE(shallows > 0, !article);
        QCOMPARE(landShare(grid, coast), land / double(n * n));
        // Relief on both sides: land well above the coast, sea well below.
        QVERIFY(highest >= levels.land(0.5));
        if (heights)
            QCOMPARE(highest, std::uint16_t(65535));
        QVERIFY(lowest < levels.seaTop / 4);
        if (heights) { // higher ground, higher samples
            for (int r = 0; r < n; ++r)
                for (int c = 1; c < n; ++c) {
                    const bool a = grid.at(c - 1, r) >= levels.landFloor,
                               b = grid.at(c, r) >= levels.landFloor;
                    if (a == b && map->heightAt(c - 1, r) < map->heightAt(c, r))
                        QVERIFY2(grid.at(c - 1, r) <= grid.at(c, r),
                                 qPrintable(u"row %1"_s.arg(r)));
                }
        } else { // land next to the sea lies lower than land far inland
            int inland = 0;
            for (int r = 0; r < n; ++r)
                for (int c = 0; c < n; ++c) {
                    const std::uint16_t v = grid.at(c, r);
                    const bool shore =
                        !coastline::isWaterType(map->parameters(), map->typeAt(c, r)) &&
                        coastline::isWaterType(map->parameters(), map->typeAt(c + 1, r));
                    if (shore)
                        QVERIFY(v < levels.land(0.1));
                    inland += v >= levels.land(0.5);
                }
            QVERIFY(inland > 0);
        }
    }

    void polymapRegionsOnTheirSide()
    {
        polymap::PolymapParameters p;
        p.regions = 2000;
        const auto map = polymap::generate(p);
        const int size = 600;
        const double coast = 0.4;
        const relf::ContinentGrid grid =
            gridFromShape(polymap::shapeFromPolymap(*map, size, coast));
        QCOMPARE(grid.width, size);
        QCOMPARE(grid.height, size);
        const CoastSamples levels = coastSamples(coast);
        const auto &centers = map->graph().centers;
        int land = 0, lakes = 0;
        for (std::uint32_t c = 0; c < centers.size(); ++c) {
            // Sample (i, j) lies at map ((i + 0.5)·s, (j + 0.5)·s), s = 1 here.
            const int i = std::clamp(int(centers[c].x), 0, size - 1);
            const int j = std::clamp(int(centers[c].y), 0, size - 1);
            const std::uint16_t v = grid.at(i, j);
            if (map->centerOcean[c]) {
                QVERIFY2(v <= levels.seaTop, qPrintable(u"ocean region %1"_s.arg(c)));
            } else {
                QVERIFY2(v >= levels.landFloor, qPrintable(u"land region %1"_s.arg(c)));
                QVERIFY(std::abs(v - levels.land(map->centerElevation[c])) < 6000);
                ++land;
                lakes += map->centerWater[c];
            }
        }
        QVERIFY(land > 100);
        QVERIFY(lakes > 0);
        for (int k = 0; k < size; ++k)
            for (const auto &[i, j] :
                 {std::pair{k, 0}, std::pair{k, size - 1}, std::pair{0, k}, std::pair{size - 1, k}})
                QVERIFY2(grid.at(i, j) < levels.sea(0.1), qPrintable(u"(%1, %2)"_s.arg(i).arg(j)));
    }

    void pngReadsNorthUp()
    {
        QTemporaryDir dir;
        // 8 bits: a gradient across, one bright pixel in the north-west.
        QImage eight(5, 3, QImage::Format_Grayscale8);
        for (int y = 0; y < 3; ++y)
            for (int x = 0; x < 5; ++x)
                eight.scanLine(y)[x] = uchar(x * 60 + y);
        eight.scanLine(0)[0] = 255;
        const QString path8 = dir.filePath(u"eight.png"_s);
        QVERIFY(eight.save(path8));
        QString error;
        auto grid = gridFromPng(path8, std::nullopt, 0.5, &error);
        QVERIFY2(grid, qPrintable(error));
        QCOMPARE(grid->width, 5);
        QCOMPARE(grid->height, 3);
        QCOMPARE(grid->at(0, 0), std::uint16_t(65535));
        QCOMPARE(long(grid->at(0, 2)),
                 std::lround(0.5 * 2.0 / 127.5 * 65535.0)); // sea at 2 of 127.5
        for (int y = 0; y < 3; ++y)
            for (int x = 1; x < 5; ++x)
                QCOMPARE(grid->at(x, y) >= 32768, x * 60 + y >= 128);
        QVERIFY(grid->at(2, 0) < grid->at(2, 1)); // row 1 one brighter than row 0
        // A sea level of a quarter: 60 and more is land.
        grid = gridFromPng(path8, 0.25, 0.5, &error);
        QVERIFY2(grid, qPrintable(error));
        for (int y = 0; y < 3; ++y)
            for (int x = 1; x < 5; ++x)
                QCOMPARE(grid->at(x, y) >= 32768, x * 60 + y >= 63.75);

        QImage sixteen(4, 2, QImage::Format_Grayscale16);
        const quint16 values[2][4] = {{0, 32767, 32768, 65535}, {65535, 100, 40000, 20000}};
        for (int y = 0; y < 2; ++y)
            for (int x = 0; x < 4; ++x)
                reinterpret_cast<quint16 *>(sixteen.scanLine(y))[x] = values[y][x];
        const QString path16 = dir.filePath(u"sixteen.png"_s);
        QVERIFY(sixteen.save(path16));
        grid = gridFromPng(path16, std::nullopt, 0.3, &error);
        QVERIFY2(grid, qPrintable(error));
        const CoastSamples levels = coastSamples(0.3);
        QCOMPARE(grid->at(0, 0), std::uint16_t(0));
        QCOMPARE(grid->at(1, 0), levels.seaTop);
        QCOMPARE(grid->at(2, 0), levels.landFloor);
        QCOMPARE(grid->at(3, 0), std::uint16_t(65535));
        QCOMPARE(grid->at(0, 1), std::uint16_t(65535));
        QVERIFY(grid->at(2, 1) > levels.landFloor && grid->at(3, 1) < levels.seaTop);
        grid = gridFromPng(path16, 0.3, 0.3, &error); // 19660.5 and more is land
        QVERIFY2(grid, qPrintable(error));
        QVERIFY(grid->at(3, 1) >= levels.landFloor && grid->at(1, 0) >= levels.landFloor);
        QVERIFY(grid->at(1, 1) < levels.seaTop / 100);
    }

    void pngRefused()
    {
        QTemporaryDir dir;
        QImage colour(4, 4, QImage::Format_RGB32);
        colour.fill(qRgb(10, 200, 30));
        const QString colourPath = dir.filePath(u"colour.png"_s);
        QVERIFY(colour.save(colourPath));
        QImage tiny(1, 1, QImage::Format_Grayscale8);
        tiny.fill(0);
        const QString tinyPath = dir.filePath(u"tiny.png"_s);
        QVERIFY(tiny.save(tinyPath));
        const QString textPath = dir.filePath(u"text.png"_s);
        QVERIFY(terrain::testing::writeAll(textPath, "not a picture\n"));
        QImage grey(4, 4, QImage::Format_Grayscale8);
        grey.fill(0);
        const QString greyPath = dir.filePath(u"grey.png"_s);
        QVERIFY(grey.save(greyPath));

        const struct
        {
            QString path;
            std::optional<double> sea;
            QString reason;
        } cases[] = {
            {colourPath, std::nullopt, u"colour"_s},
            {dir.filePath(u"missing.png"_s), std::nullopt, u"no such file"_s},
            {textPath, std::nullopt, u"not a PNG"_s},
            {tinyPath, std::nullopt, u"1 x 1"_s},
            {greyPath, 1.5, u"sea level"_s},
        };
        for (const auto &c : cases) {
            QString error;
            QVERIFY(!gridFromPng(c.path, c.sea, 0.5, &error));
            QVERIFY2(error.startsWith(c.path + u": "_s) && error.contains(c.reason),
                     qPrintable(error));
        }
    }

    void raiseInsideOnly()
    {
        const relf::ContinentGrid grid = flat(64, 48, 20000);
        for (const auto kind : {BrushStroke::Kind::Raise, BrushStroke::Kind::Lower}) {
            const BrushStroke stroke{kind, 6.0, 0.7, {{30.0, 20.5}, {36.0, 20.5}}};
            const relf::ContinentGrid out =
                applyStroke(grid, stroke, relf::ContinentEdges::Ocean, 0.5);
            for (int r = 0; r < 48; ++r)
                for (int c = 0; c < 64; ++c) {
                    const double d = distanceTo(c, r, std::clamp(c + 0.5, 30.0, 36.0), 20.5);
                    const int v = out.at(c, r);
                    if (d < 6.0)
                        QVERIFY(kind == BrushStroke::Kind::Raise ? v > 20000 : v < 20000);
                    else
                        QCOMPARE(v, 20000);
                }
            // On the path: 0.7 of kBrushStep (4587.45 samples).
            QCOMPARE(int(out.at(33, 20)), kind == BrushStroke::Kind::Raise ? 24587 : 15413);
        }
    }

    void seaBelowCoast()
    {
        const relf::ContinentGrid grid = flat(40, 40, 50000);
        const double coast = 0.6;
        const BrushStroke stroke{BrushStroke::Kind::Sea, 5.0, 0.5, {{20.0, 20.0}}};
        const relf::ContinentGrid out =
            applyStroke(grid, stroke, relf::ContinentEdges::Repeat, coast);
        QVERIFY(double(out.at(19, 19)) / 65535.0 < coast);
        QVERIFY(out.at(19, 19) < out.at(19, 16)); // deeper at the centre
        for (int r = 0; r < 40; ++r)
            for (int c = 0; c < 40; ++c) {
                const double d = distanceTo(c, r, 20.0, 20.0);
                if (d < 5.0)
                    QVERIFY(double(out.at(c, r)) / 65535.0 < coast);
                else
                    QCOMPARE(out.at(c, r), std::uint16_t(50000));
            }
    }

    void smoothReducesVariance()
    {
        relf::ContinentGrid grid = flat(48, 48, 0);
        std::mt19937 random(11);
        for (auto &v : grid.samples)
            v = std::uint16_t(random() % 65536);
        const BrushStroke stroke{BrushStroke::Kind::Smooth, 100.0, 1.0, {{24.0, 24.0}}};
        const relf::ContinentGrid out =
            applyStroke(grid, stroke, relf::ContinentEdges::Repeat, 0.5);
        QVERIFY(variance(out) < variance(grid) / 4);
        // A small brush leaves the rest alone.
        const BrushStroke small{BrushStroke::Kind::Smooth, 3.0, 1.0, {{10.0, 10.0}}};
        const relf::ContinentGrid part =
            applyStroke(grid, small, relf::ContinentEdges::Repeat, 0.5);
        QCOMPARE(part.at(20, 20), grid.at(20, 20));
        QVERIFY(part.at(9, 9) != grid.at(9, 9));
    }

    void strokeWraps()
    {
        const relf::ContinentGrid grid = flat(32, 32, 30000);
        const BrushStroke stroke{BrushStroke::Kind::Raise, 3.0, 1.0, {{31.0, 10.0}, {33.0, 10.0}}};
        const relf::ContinentGrid torus =
            applyStroke(grid, stroke, relf::ContinentEdges::Repeat, 0.5);
        const relf::ContinentGrid island =
            applyStroke(grid, stroke, relf::ContinentEdges::Ocean, 0.5);
        QVERIFY(torus.at(0, 9) > 30000 && torus.at(31, 9) > 30000 && torus.at(29, 9) > 30000);
        QVERIFY(island.at(31, 9) > 30000);
        QCOMPARE(island.at(0, 9), std::uint16_t(30000));
        // Consecutive points go the shorter way round: nothing in between.
        const BrushStroke across{BrushStroke::Kind::Raise, 2.0, 1.0, {{30.5, 20.5}, {1.5, 20.5}}};
        const relf::ContinentGrid out =
            applyStroke(grid, across, relf::ContinentEdges::Repeat, 0.5);
        QVERIFY(out.at(31, 20) > 30000 && out.at(0, 20) > 30000);
        QCOMPARE(out.at(16, 20), std::uint16_t(30000));
        // The same stroke gives the same grid; an empty one changes nothing.
        QCOMPARE(applyStroke(grid, stroke, relf::ContinentEdges::Repeat, 0.5), torus);
        QCOMPARE(applyStroke(grid, BrushStroke{}, relf::ContinentEdges::Repeat, 0.5), grid);
    }
};

QTEST_GUILESS_MAIN(TestContinentSources)
#include "tst_continentsources.moc"
