// The shape of an eroded continent as a geomorphologist would judge it, on
// 1024² islands (islanddome.h; eroded with the default settings): river
// segments run in every direction alike (no 45° sector holds more than 1.3×
// its share, and the grid's own eight directions no more than theirs), no
// river runs ruler-straight for more than 20 cells, and the main rivers
// follow Hack's law with h in 0.5–0.65. D8 steepest descent fails all of it
// on the gentle island: 1.47× in one sector, 97 % of segments on the grid's
// directions, straight for 343 cells, h = 0.08.
#include "islanddome.h"
#include "riverstatistics.h"

#include <QTest>

using namespace terrain;
using namespace terrain::testing;

namespace {

constexpr double kCoast = 0.5;
constexpr double kRiverArea = 64; // cells

struct Eroded
{
    relf::ContinentGrid grid;
    std::vector<continent::River> rivers; // down to kRiverArea cells
};

Eroded erode(const relf::ContinentGrid &source)
{
    relf::ErosionSettings settings;
    settings.applied = true;
    Eroded e;
    e.grid =
        *continent::erodeContinent(source, relf::ContinentEdges::Ocean, kCoast, settings, 0).grid;
    e.rivers = continent::continentRivers(e.grid, relf::ContinentEdges::Ocean, kCoast, kRiverArea);
    return e;
}

// A gentle cone (three octaves of noise) and a rugged island (four octaves of
// 0.3, a lower top).
const Eroded &gentle()
{
    static const Eroded e = erode(dome(1024, 7));
    return e;
}
const Eroded &rugged()
{
    static const Eroded e = erode(dome(1024, 7, false, 4, 0.3, 0.7));
    return e;
}

void checkDirections(const Eroded &e, const char *name)
{
    QVERIFY(e.rivers.size() > 50);
    const std::vector<double> directions = segmentDirections(e.rivers, 6);
    QVERIFY(directions.size() > 1000);
    const double ratio = largestSectorRatio(directions, 8);
    const double aligned = gridAlignedShare(directions, 5.0);
    qInfo("%s: %zu segments; largest 45° sector %.3f× its share; within 5° of the grid %.3f "
          "(even: %.3f)",
          name, directions.size(), ratio, aligned, 80.0 / 360.0);
    QVERIFY2(ratio <= 1.3, qPrintable(QString::number(ratio)));
    QVERIFY2(aligned <= 80.0 / 360.0, qPrintable(QString::number(aligned)));
}

} // namespace

class TestErosionShape : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void riversRunEveryWay()
    {
        checkDirections(gentle(), "gentle");
        checkDirections(rugged(), "rugged");
    }

    void noRulerStraightValleys()
    {
        double longest = 0;
        for (const continent::River &river : gentle().rivers)
            longest = std::max(longest, longestStraightRun(river));
        qInfo("the longest straight stretch: %.1f cells", longest);
        QVERIFY2(longest <= 20.0, qPrintable(QString::number(longest)));
    }

    void hacksLaw()
    {
        std::vector<const continent::River *> main;
        for (const continent::River &river : gentle().rivers)
            if (river.area >= 1000)
                main.push_back(&river);
        QVERIFY(main.size() >= 50);
        const double h = hackExponent(main);
        qInfo("Hack's exponent over %zu rivers: %.3f", main.size(), h);
        QVERIFY2(h >= 0.5 && h <= 0.65, qPrintable(QString::number(h)));
    }

    // The statistics themselves, on rivers whose answers are known.
    void statisticsOfKnownRivers()
    {
        continent::River east, stairs;
        for (int i = 0; i <= 30; ++i) {
            east.points.push_back({0.5 + i, 0.5});
            // Two steps east, one north-east: a digital line at atan(1/3).
            stairs.points.push_back({0.5 + i + i / 2, 0.5 + i / 2});
        }
        east.area = 100;
        stairs.area = 400;
        QCOMPARE(longestStraightRun(east), 30.0);
        QVERIFY(longestStraightRun(stairs) > 40.0);
        const std::vector<double> d = segmentDirections({east}, 6);
        QCOMPARE(d.size(), std::size_t(5));
        QCOMPARE(largestSectorRatio(d, 8), 8.0);
        QCOMPARE(gridAlignedShare(d, 5.0), 1.0);
        // An arc of radius 15: a chord c lies within 0.5 of it while
        // c²/(8·15) <= 0.5, so no straight stretch is longer than √60.
        continent::River arc;
        for (int i = 0; i <= 40; ++i)
            arc.points.push_back({15.0 * std::cos(i / 15.0), 15.0 * std::sin(i / 15.0)});
        QVERIFY(longestStraightRun(arc) <= std::sqrt(60.0));
        QVERIFY(longestStraightRun(arc) > 6.0);
        // L = A^0.6 exactly for rivers of four sizes.
        std::vector<continent::River> sized(4);
        std::vector<const continent::River *> all;
        for (int k = 0; k < 4; ++k) {
            sized[k].area = std::pow(10.0, 2 + k);
            const double length = std::pow(sized[k].area, 0.6);
            sized[k].points = {{0, 0}, {length, 0}};
            all.push_back(&sized[k]);
        }
        QCOMPARE(std::round(hackExponent(all) * 1e9) / 1e9, 0.6);
    }
};

QTEST_GUILESS_MAIN(TestErosionShape)
#include "tst_erosionshape.moc"
