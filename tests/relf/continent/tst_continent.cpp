// The continent under a Relf world: the macro value against formulas derived
// by hand, the curves' promises, the file section's round trip and refusals,
// purity (a point's terra alone, in a row, in a map row) and the coarse
// shape of the composed world.
#include "continentgrids.h"
#include "relf/continent/continentpresets.h"
#include "relf/evaluator.h"
#include "relf/exports/heightexport.h"
#include "relf/json/continentjson.h"
#include "relf/model/parameterfile.h"
#include "terratostring.h"
#include "testcolumns.h"

#include <QTest>

#include <bit>
#include <cmath>
#include <random>

using namespace terrain::relf;
using namespace terrain::continent;
using namespace Qt::StringLiterals;

namespace {

RelfParameters withContinent(std::shared_ptr<const ContinentGrid> grid, ContinentEdges edges,
                             double cell = 200.0, Preset preset = Preset::Gentle)
{
    RelfParameters p = RelfParameters::reference1983();
    p.continent =
        makeContinent(std::move(grid), edges, cell, -1234.0, 567.0, ContinentSource{}, p, preset);
    return p;
}

// The continent of a grid alone: cells of this size, the grid's south-west
// corner at (x, y), no curves.
Continent continentOf(std::shared_ptr<const ContinentGrid> grid, double cell, double x = 0.0,
                      double y = 0.0)
{
    Continent c;
    c.grid = std::move(grid);
    c.cell = cell;
    c.originX = x;
    c.originY = y;
    return c;
}

} // namespace

class TestContinent : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void curvesPassThroughTheirPointsAndDoNotOvershoot()
    {
        const Curve c = {{0.0, 0.0}, {0.3, 0.0}, {0.5, 1.0}, {0.55, 1.0}, {1.0, 3.0}};
        for (const CurvePoint &p : c)
            QCOMPARE(evaluateCurve(c, p.m), p.value);
        QCOMPARE(evaluateCurve(c, -1.0), 0.0);
        QCOMPARE(evaluateCurve(c, 2.0), 3.0);
        double previous = -1.0;
        for (int i = 0; i <= 1000; ++i) {
            const double m = i / 1000.0;
            const double v = evaluateCurve(c, m);
            QVERIFY2(v >= previous, qPrintable(u"not monotone at %1"_s.arg(m)));
            if (m > 0.3 && m < 0.5)
                QVERIFY(v >= 0.0 && v <= 1.0);
            if (m > 0.5 && m < 0.55)
                QCOMPARE(v, 1.0); // a flat stretch stays flat
            previous = v;
        }
        // A straight line is reproduced.
        const Curve line = {{0.0, 1.0}, {0.25, 1.5}, {1.0, 3.0}};
        QVERIFY(std::abs(evaluateCurve(line, 0.6) - 2.2) < 1e-12);
    }

    void macroIsTheSampleAtACellCentre()
    {
        const auto g =
            makeGrid(7, 5, [](int col, int row) { return (col * 7919 + row * 104729) % 65536; });
        const Continent c = continentOf(g, 250.0, 1000.0, -3000.0);
        for (int row = 0; row < 5; ++row)
            for (int col = 0; col < 7; ++col) {
                const double x = 1000.0 + (col + 0.5) * 250.0;
                const double y = -3000.0 + (5 - row - 0.5) * 250.0; // row 0 is the north edge
                QCOMPARE(continentMacro(c, x, y), g->at(col, row) / 65535.0);
            }
    }

    void macroReproducesAPlane()
    {
        // The Catmull-Rom interpolation of samples on a plane is that plane.
        const auto g = makeGrid(16, 12, [](int col, int row) {
            return 1000.0 + 2000.0 * col + 300.0 * (11 - row); // rows counted from the south
        });
        Continent c = continentOf(g, 100.0);
        c.edges = ContinentEdges::Ocean;
        std::mt19937_64 rng(7);
        for (int k = 0; k < 500; ++k) {
            const double u = 2.0 + double(rng() % 100000) / 100000.0 * 11.0; // interior
            const double v = 2.0 + double(rng() % 100000) / 100000.0 * 7.0;
            const double x = (u + 0.5) * 100.0, y = (v + 0.5) * 100.0;
            const double expected = (1000.0 + 2000.0 * u + 300.0 * v) / 65535.0;
            QVERIFY2(std::abs(continentMacro(c, x, y) - expected) < 1e-12,
                     qPrintable(u"at %1 %2"_s.arg(x).arg(y)));
        }
    }

    void macroIsSmoothAcrossCellEdges()
    {
        const auto g = blobGrid(24, 24, 3);
        const Continent c = continentOf(g, 500.0);
        // The slope just west and just east of every cell edge along a row
        // agree (C¹): differences of 1 mm either side of the edge.
        const double y = 4321.0, h = 1e-3;
        double worst = 0.0, typical = 0.0;
        for (int col = 1; col < 24; ++col) {
            const double edge = col * 500.0; // between two centres' cells
            const double left =
                (continentMacro(c, edge - h, y) - continentMacro(c, edge - 2 * h, y)) / h;
            const double right =
                (continentMacro(c, edge + 2 * h, y) - continentMacro(c, edge + h, y)) / h;
            worst = std::max(worst, std::abs(left - right));
            typical = std::max(typical, std::abs(left));
        }
        QVERIFY(typical > 1e-6); // the grid has slopes at all
        QVERIFY2(worst < typical * 1e-2,
                 qPrintable(u"slope jump %1 of %2"_s.arg(worst).arg(typical)));
    }

    void edgesRepeatOrFallToOcean()
    {
        const auto g = blobGrid(20, 16, 11);
        Continent c = continentOf(g, 300.0, 50.0, 80.0);
        std::mt19937_64 rng(5);
        for (int k = 0; k < 200; ++k) {
            const double x = double(rng() % 6000), y = double(rng() % 4800);
            const double m = continentMacro(c, x, y);
            QVERIFY(std::abs(continentMacro(c, x + 20 * 300.0, y) - m) < 1e-12);
            QVERIFY(std::abs(continentMacro(c, x - 3 * 20 * 300.0, y + 16 * 300.0) - m) < 1e-12);
        }
        // Far out, a repeating grid still has land.
        bool land = false;
        for (int k = 0; k < 400 && !land; ++k)
            land = continentMacro(c, 1e9 + k * 37.0, -1e9 + k * 53.0) >= 0.5;
        QVERIFY(land);
        c.edges = ContinentEdges::Ocean;
        QCOMPARE(continentMacro(c, 50.0 + 300.0 * 24, 1000.0), 0.0); // 4 cells east of the grid
        QCOMPARE(continentMacro(c, 1e12, -1e12), 0.0);
        QCOMPARE(continentMacro(c, std::nan(""), 0.0), 0.0);
    }

    void theFileSectionRoundTrips()
    {
        RelfParameters p = withContinent(blobGrid(33, 17, 9), ContinentEdges::Ocean, 512.5);
        p.continent->erosion.applied = true;
        p.continent->erosion.iterations = 12;
        p.continent->source.kind = "png";
        const QByteArray text = writeParameters(p);
        QVERIFY(text.contains("\"version\": 2"));
        const ParameterReadResult read = readParameters(text);
        QVERIFY2(read.errors.isEmpty(), qPrintable(read.errors.join(u'\n')));
        QVERIFY(read.warnings.isEmpty());
        QVERIFY(read.parameters->continent.has_value());
        QVERIFY(*read.parameters == p);
        // Without a continent the file stays version 1.
        QVERIFY(writeParameters(RelfParameters::reference1983()).contains("\"version\": 1\n"));
    }

    void samplesEncodeAsLittleEndianBase64()
    {
        // "AQD//w==" is the bytes 01 00 ff ff: the samples 1 and 65535.
        QCOMPARE(QString::fromStdString(encodeSamples({1, 65535})), u"AQD//w=="_s);
        QCOMPARE(decodeSamples("AQD//w=="), std::optional(std::vector<std::uint16_t>{1, 65535}));
        QCOMPARE(QString::fromStdString(encodeSamples({0x4142, 0x4344, 0x4546})), u"QkFEQ0ZF"_s);
        QVERIFY(!decodeSamples("AQD//w="));  // not a multiple of four
        QVERIFY(!decodeSamples("AQ=D//w=")); // padding inside
        QVERIFY(!decodeSamples("AQ*//w=="));
        QVERIFY(!decodeSamples("AQ==")); // one byte: half a sample
    }

    void badSectionsAreRefusedByPath_data()
    {
        terrain::testing::columns<QByteArray, QByteArray, QString>({"from", "to", "error"});
        QTest::newRow("sample count")
            << QByteArray("\"width\": 33") << QByteArray("\"width\": 32")
            << u"continent.grid.samples: expected 544 samples (32 x 17), found 561"_s;
        QTest::newRow("narrow") << QByteArray("\"width\": 33") << QByteArray("\"width\": 1")
                                << u"continent.grid.width: expected an integer from 2 to 8192"_s;
        QTest::newRow("edges") << QByteArray("\"ocean\"") << QByteArray("\"wrap\"")
                               << u"continent.edges: expected \"repeat\" or \"ocean\""_s;
        QTest::newRow("cell") << QByteArray("\"cell\": 512.5") << QByteArray("\"cell\": 0")
                              << u"continent.cell: expected 1 to 1e6 metres a cell, found 0"_s;
        QTest::newRow("version 1")
            << QByteArray("\"version\": 2") << QByteArray("\"version\": 1")
            << u"continent: a continent needs version 2 of the format; the file says 1"_s;
        QTest::newRow("newer")
            << QByteArray("\"version\": 2") << QByteArray("\"version\": 3")
            << u"version: the file is version 3, newer than this Terrain Studio reads (2); open it with a newer release"_s;
        QTest::newRow("kind")
            << QByteArray("\"painted\"") << QByteArray("\"drawn\"")
            << u"continent.source.kind: expected \"coastline\", \"polymap\", \"png\" or \"painted\", found \"drawn\""_s;
        QTest::newRow("coast")
            << QByteArray("\"coast\": 0.5") << QByteArray("\"coast\": 1")
            << u"continent.coast: expected a macro value between 0 and 1, found 1"_s;
    }

    void badSectionsAreRefusedByPath()
    {
        QFETCH(QByteArray, from);
        QFETCH(QByteArray, to);
        QFETCH(QString, error);
        RelfParameters p = withContinent(blobGrid(33, 17, 9), ContinentEdges::Ocean, 512.5);
        QByteArray text = writeParameters(p);
        QVERIFY2(text.contains(from), from.constData());
        text.replace(from, to);
        const ParameterReadResult read = readParameters(text);
        QVERIFY(!read.parameters);
        QVERIFY2(read.errors.contains(error), qPrintable(read.errors.join(u'\n')));
    }

    void curvesMustRiseInM()
    {
        RelfParameters p = withContinent(blobGrid(8, 8, 1), ContinentEdges::Repeat);
        p.continent->amplitude = {{0.0, 1.0}, {0.6, 1.0}, {0.6, 2.0}};
        QVERIFY(validateParameters(p).contains(
            u"continent.amplitude[2]: expected m above the previous point's 0.6"_s));
        p.continent->amplitude = {};
        QVERIFY(validateParameters(p).contains(
            u"continent.amplitude: expected 1 to 64 points, found 0"_s));
    }

    void aPointIsTheSameAloneInARowAndInAMap()
    {
        for (const ContinentEdges edges : {ContinentEdges::Repeat, ContinentEdges::Ocean}) {
            const RelfEvaluator e(withContinent(blobGrid(12, 10, 21), edges, 64.0, Preset::Alpine));
            const double steps[] = {1.0, 2.0, 7.0, 0.5, 64.0};
            std::vector<double> heights(300), mapHeights(300);
            std::vector<Terra> terras(300);
            std::vector<TerrainKind> kinds(300);
            int failures = 0;
            for (const double step : steps)
                for (int j = 0; j < 12; ++j) {
                    const double x0 = -1500.0 + j * 97.0, y = 700.0 - j * 131.0 * step;
                    e.heightRow(x0, y, step, heights);
                    e.terraRow(x0, y, step, terras);
                    e.mapRow(x0, y, step, kinds, mapHeights);
                    for (std::size_t i = 0; i < heights.size(); ++i) {
                        const double x = x0 + double(i) * step;
                        const Terra t = e.terra(x, y);
                        const bool same = std::bit_cast<quint64>(heights[i]) ==
                                              std::bit_cast<quint64>(e.height(x, y)) &&
                                          terras[i] == t && kinds[i] == t.terrain &&
                                          std::bit_cast<quint64>(mapHeights[i]) ==
                                              std::bit_cast<quint64>(t.height);
                        if (!same && ++failures <= 3)
                            qWarning("differs at %.17g %.17g (step %g)", x, y, step);
                    }
                }
            QCOMPARE(failures, 0);
            // The features of a rectangle are those terra finds point by point.
            int found = 0;
            for (const Terra &t : e.featuresIn(-200, -100, 199, 99)) {
                QCOMPARE(e.terra(t.x, t.y), t);
                ++found;
            }
            int expected = 0;
            for (int y = -100; y <= 99; ++y)
                for (int x = -200; x <= 199; ++x)
                    expected += e.terra(x, y).feature != Feature::None;
            QCOMPARE(found, expected);
        }
    }

    void theCoarseShapeFollowsTheContinent()
    {
        const auto g = blobGrid(40, 32, 17);
        const RelfEvaluator e(withContinent(g, ContinentEdges::Repeat, 500.0));
        int land = 0, landDry = 0, sea = 0, seaWet = 0;
        for (int row = 0; row < g->height; ++row)
            for (int col = 0; col < g->width; ++col) {
                const double x = -1234.0 + (col + 0.5) * 500.0;
                const double y = 567.0 + (g->height - row - 0.5) * 500.0;
                const bool wet = e.terra(std::round(x), std::round(y)).terrain == TerrainKind::Lake;
                if (g->at(col, row) >= 0.5 * 65535.0) {
                    ++land;
                    landDry += !wet;
                } else {
                    ++sea;
                    seaWet += wet;
                }
            }
        qInfo("%d of %d land centres dry, %d of %d sea centres wet", landDry, land, seaWet, sea);
        QVERIFY(land > 50 && sea > 50);
        QVERIFY2(landDry >= 0.95 * land,
                 qPrintable(u"%1 of %2 land centres dry"_s.arg(landDry).arg(land)));
        QVERIFY2(seaWet >= 0.95 * sea,
                 qPrintable(u"%1 of %2 sea centres wet"_s.arg(seaWet).arg(sea)));
    }

    void reachableHeightsHoldEveryHeight()
    {
        for (const Preset preset : kPresets) {
            const RelfEvaluator e(
                withContinent(blobGrid(16, 16, 2), ContinentEdges::Repeat, 50.0, preset));
            const HeightRange range = reachableHeights(e.parameters());
            std::vector<double> row(800);
            for (int j = 0; j < 100; ++j) {
                e.heightRow(-400.0, 400.0 - j * 8.0, 1.0, row);
                for (const double h : row)
                    QVERIFY(h >= range.first && h <= range.second);
            }
        }
    }

    void withoutAContinentNothingChanges()
    {
        const RelfParameters reference = RelfParameters::reference1983();
        RelfParameters p = withContinent(blobGrid(8, 8, 4), ContinentEdges::Repeat);
        QVERIFY(RelfEvaluator(p).height(10, 20) != RelfEvaluator(reference).height(10, 20));
        p.continent.reset();
        QVERIFY(p == reference);
        QCOMPARE(RelfEvaluator(p).height(10.25, -20.5),
                 RelfEvaluator(reference).height(10.25, -20.5));
    }
};

QTEST_GUILESS_MAIN(TestContinent)
#include "tst_continent.moc"
