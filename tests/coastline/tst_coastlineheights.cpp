// Heights (the article's suggestion: averages of adjacent points plus random
// offsets): coarse points keep their type's base height, every new point
// lies within its offset of the mean of the corners it lies between, the
// offsets shrink by the roughness each pass, and the field is repeatable.
#include "coastline/coastlinemap.h"
#include "coastline/coastlinepresets.h"
#include "testcolumns.h"

#include <QTest>

#include <cmath>
#include <cstring>

using namespace terrain::coastline;
using namespace Qt::StringLiterals;

namespace {

CoastlineParameters withHeights(int size, qint64 seed, double amplitude, double roughness)
{
    CoastlineParameters p = CoastlineParameters::article();
    p.size = size;
    p.seed = seed;
    p.startGrid = 8;
    p.start = *startPreset(u"continent"_s, 8);
    p.heights.enabled = true;
    p.heights.amplitude = amplitude;
    p.heights.roughness = roughness;
    p.heights.base = {-40.0, 25.5};
    return p;
}

// The mean of the points of the 2·step grid that (x, y) lies between, by
// the article's rule: two along a row or a column, four round a centre.
double cornerMean(const CoastlineMap &map, int x, int y, int step, double *lo, double *hi)
{
    const int n = map.size();
    std::vector<double> corners;
    const bool xOff = x % (2 * step) != 0, yOff = y % (2 * step) != 0;
    for (int dy : yOff ? std::vector<int>{-step, step} : std::vector<int>{0})
        for (int dx : xOff ? std::vector<int>{-step, step} : std::vector<int>{0})
            corners.push_back(map.heightAt((x + dx + n) % n, (y + dy + n) % n));
    *lo = *std::min_element(corners.begin(), corners.end());
    *hi = *std::max_element(corners.begin(), corners.end());
    double sum = 0;
    for (double c : corners)
        sum += c;
    return sum / double(corners.size());
}

} // namespace

class TestCoastlineHeights : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void noHeightsUnlessAsked()
    {
        CoastlineParameters p = withHeights(64, 1, 10, 0.5);
        p.heights.enabled = false;
        QVERIFY(!generate(p, 1)->hasHeights());
        QVERIFY(generate(withHeights(64, 1, 10, 0.5), 1)->hasHeights());
    }

    void coarsePointsKeepTheirBase()
    {
        const auto map = generate(withHeights(256, 3, 30, 0.5), 2);
        const int s = map->parameters().coarseSpacing();
        for (int y = 0; y < 256; y += s)
            for (int x = 0; x < 256; x += s)
                QCOMPARE(map->heightAt(x, y), map->typeAt(x, y) == 0 ? -40.0f : 25.5f);
    }

    // Every point of the pass of level L lies within amplitude·roughness^L
    // of the mean of its corners, so within their range widened by it; the
    // offsets are really there (some come close to the bound) and shrink.
    void averagesBounded_data()
    {
        terrain::testing::column<double>("roughness", {{"0.5", 0.5}, {"0.8", 0.8}, {"0.3", 0.3}});
    }
    void averagesBounded()
    {
        QFETCH(double, roughness);
        const double amplitude = 30;
        const auto map = generate(withHeights(512, 11, amplitude, roughness), 2);
        const int levels = map->steps() - 1;
        QCOMPARE(levels, 6);
        double bound = amplitude;
        for (int level = 0; level < levels; ++level, bound *= roughness) {
            const int step = map->spacing(level + 2);
            double largest = 0;
            for (int y = 0; y < 512; y += step)
                for (int x = 0; x < 512; x += step) {
                    if (x % (2 * step) == 0 && y % (2 * step) == 0)
                        continue; // a point of an earlier pass
                    double lo, hi;
                    const double mean = cornerMean(*map, x, y, step, &lo, &hi);
                    const double h = map->heightAt(x, y);
                    const double slack = 1e-5 * (std::abs(h) + 1); // stored as float
                    // Kept at the sea level: only where the offset could have
                    // crossed it against the point's type.
                    if (h == 0.0f && (map->typeAt(x, y) == 0 ? hi + bound > 0 : lo - bound < 0))
                        continue;
                    if (!(h >= lo - bound - slack && h <= hi + bound + slack))
                        QFAIL(
                            qPrintable(u"level %1: (%2, %3) = %4 outside [%5, %6] ± %7"_s.arg(level)
                                           .arg(x)
                                           .arg(y)
                                           .arg(h)
                                           .arg(lo)
                                           .arg(hi)
                                           .arg(bound)));
                    largest = std::max(largest, std::abs(h - mean));
                }
            QVERIFY2(
                largest <= bound * (1 + 1e-5) + 1e-4,
                qPrintable(u"level %1: offset %2 over %3"_s.arg(level).arg(largest).arg(bound)));
            if (level >= 2) // enough points for the offsets to reach most of the way
                QVERIFY2(largest > 0.8 * bound,
                         qPrintable(
                             u"level %1: offsets reach only %2 of %3"_s.arg(level).arg(largest).arg(
                                 bound)));
        }
    }

    // With no amplitude the field is the plain average: a plasma with no
    // noise is smooth between the coarse points.
    void noAmplitudeIsPlainAverages()
    {
        const auto map = generate(withHeights(128, 5, 0, 0.5), 1);
        for (int y = 0; y < 128; ++y)
            for (int x = 0; x < 128; ++x) {
                int step = 1;
                while (step < 16 && x % (2 * step) == 0 && y % (2 * step) == 0)
                    step *= 2;
                if (x % 16 == 0 && y % 16 == 0)
                    continue;
                double lo, hi;
                const double mean = cornerMean(*map, x, y, step, &lo, &hi);
                const bool water = map->typeAt(x, y) == 0;
                if (water ? mean > 0
                          : mean < 0) // the mean is on the wrong side: kept at the sea level
                    QCOMPARE(map->heightAt(x, y), 0.0f);
                else
                    QVERIFY(std::abs(map->heightAt(x, y) - mean) <= 1e-5 * (std::abs(mean) + 1));
            }
    }

    // The coast is the type map's: no water cell above the sea level, no
    // land cell below it, whatever the amplitude; the clamp really works
    // (cells sit at the sea level on both sides), and a raised sea level
    // turns the types whose base lies below it into water.
    void typesKeepTheirSide_data()
    {
        terrain::testing::columns<double, double>({"seaLevel", "amplitude"});
        QTest::newRow("sea 0, gentle") << 0.0 << 10.0;
        QTest::newRow("sea 0, wild") << 0.0 << 300.0;
        QTest::newRow("sea 30, land below it") << 30.0 << 100.0;
    }
    void typesKeepTheirSide()
    {
        QFETCH(double, seaLevel);
        QFETCH(double, amplitude);
        CoastlineParameters p = withHeights(256, 9, amplitude, 0.6);
        p.heights.seaLevel = seaLevel;
        const auto map = generate(p, 2);
        const bool landIsWater = 25.5 < seaLevel;
        int atSea[2] = {0, 0};
        for (int y = 0; y < 256; ++y)
            for (int x = 0; x < 256; ++x) {
                const int type = map->typeAt(x, y);
                const bool water = type == 0 || landIsWater;
                const float h = map->heightAt(x, y);
                if (water ? h > seaLevel : h < seaLevel)
                    QFAIL(qPrintable(u"(%1, %2): type %3 at %4, sea level %5"_s.arg(x)
                                         .arg(y)
                                         .arg(type)
                                         .arg(h)
                                         .arg(seaLevel)));
                atSea[type] += h == float(seaLevel);
            }
        if (amplitude > 100 && !landIsWater)
            QVERIFY(atSea[0] > 0 && atSea[1] > 0);
        QCOMPARE(isWaterType(p, 1), landIsWater);
    }

    void repeatable()
    {
        const CoastlineParameters p = withHeights(256, 21, 30, 0.5);
        const auto a = generate(p, 1), b = generate(p, 2);
        for (int y = 0; y < 256; ++y)
            QVERIFY(std::memcmp(a->heightRow(y).data(), b->heightRow(y).data(),
                                256 * sizeof(float)) == 0);
        CoastlineParameters q = p;
        q.seed = 22;
        const auto c = generate(q, 1);
        int differ = 0;
        for (int y = 0; y < 256; ++y)
            differ += std::memcmp(a->heightRow(y).data(), c->heightRow(y).data(),
                                  256 * sizeof(float)) != 0;
        QVERIFY(differ > 200);
    }
};

QTEST_GUILESS_MAIN(TestCoastlineHeights)
#include "tst_coastlineheights.moc"
