// The fast rows against the single-point reference, bit for bit, on random
// tiles: integer and fractional, negative, huge, with every option on.
#include "relf/evaluator.h"
#include "relf/sineprofile.h"
#include "terratostring.h"
#include "testcolumns.h"

#include <QTest>

#include <algorithm>

#include <bit>
#include <memory>
#include <random>

using namespace terrain::relf;

namespace {

// Compares a whole tile; returns the number of differing samples.
int compareTile(const RelfEvaluator &e, double x0, double y0, double step, int w, int h)
{
    std::vector<double> heights(static_cast<std::size_t>(w));
    std::vector<Terra> terras(static_cast<std::size_t>(w));
    int failures = 0;
    for (int j = 0; j < h; ++j) {
        const double y = y0 - j * step;
        e.heightRow(x0, y, step, heights);
        e.terraRow(x0, y, step, terras);
        for (int i = 0; i < w; ++i) {
            const double x = x0 + i * step;
            const Terra ref = e.terra(x, y);
            const bool ok = std::bit_cast<quint64>(heights[std::size_t(i)]) ==
                                std::bit_cast<quint64>(e.height(x, y)) &&
                            terras[std::size_t(i)] == ref;
            if (!ok && ++failures <= 5) {
                const std::unique_ptr<char[]> got(toString(terras[std::size_t(i)]));
                const std::unique_ptr<char[]> want(toString(ref));
                qWarning("at %.17g %.17g: row %s, point %s", x, y, got.get(), want.get());
            }
        }
    }
    return failures;
}

} // namespace

class TestRows : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void tiles_data()
    {
        terrain::testing::columns<double, double, double>({"x0", "y0", "step"});
        QTest::newRow("origin, 1 m") << 0.0 << 0.0 << 1.0;
        QTest::newRow("negative, 1 m") << -1234.0 << -5678.0 << 1.0;
        QTest::newRow("8 m") << -3000.0 << 2000.0 << 8.0;
        QTest::newRow("16 m") << 1000.0 << -9000.0 << 16.0;
        QTest::newRow("3e7") << 30000000.0 << -30000000.0 << 1.0;
        QTest::newRow("past 46341 (wrapping products)") << 46300.0 << 46400.0 << 1.0;
        QTest::newRow("fractional start") << 12.25 << -7.75 << 1.0;
        QTest::newRow("eighth metre") << -100.0 << 50.0 << 0.125;
        QTest::newRow("1e12 (single-point path)") << 1e12 << 3e7 << 1.0;
        // Far away: the vegetation and feature sums stay fast to 2^53, the
        // height sums to 2^38, where the Java's (int) cast would saturate.
        QTest::newRow("2e9") << 2e9 << 2e9 << 1.0;
        QTest::newRow("3e9, 8 m") << 3e9 << -3e9 << 8.0;
        QTest::newRow("-4.7e9 (height sums near 2^38)") << -4.7e9 << 4.7e9 << 1.0;
        QTest::newRow("1e14 (vegetation fast, height not)") << 1e14 << -1e14 << 1.0;
    }
    void tiles()
    {
        QFETCH(double, x0);
        QFETCH(double, y0);
        QFETCH(double, step);
        const RelfEvaluator e(RelfParameters::reference1983());
        QCOMPARE(compareTile(e, x0, y0, step, 157, 23), 0);
    }

    void randomTilesWithEverythingOn()
    {
        std::mt19937_64 rng(20261121);
        RelfParameters p = RelfParameters::reference1983();
        p.mountains = true;
        p.mountainBase = 380;
        p.lakeLevel = 190; // mud appears between 190 and 204
        p.paths.enabled = true;
        p.timeCoefficients = {1, -2, 0, 3, 1};
        p.time = 37;
        p.placed.place(5, 5, TerrainKind::Road);
        p.placed.place(6, 5, Feature::Cone);
        p.placed.place(7, 5, Feature::None);
        const RelfEvaluator e(p);
        std::uniform_int_distribution<int> coord(-200000, 200000);
        for (int k = 0; k < 20; ++k)
            QCOMPARE(compareTile(e, coord(rng), coord(rng), 1.0 + k % 3, 61, 7), 0);
        QCOMPARE(compareTile(e, 0, 10, 1.0, 20, 10), 0); // over the placed objects
    }

    // Roads, placed features and a moved feature on the fast rows (paths off,
    // so the rows run their vectorised path and patch the placed points).
    void placedObjectsOnFastRows()
    {
        RelfParameters p = RelfParameters::reference1983();
        p.roads.push_back({{{-40.5, 12.0}, {30.0, -7.25}, {33.0, 40.0}}, 5.0});
        p.placed.place(-3, 0, Feature::Boulder);
        p.placed.place(10, 10, Feature::None);
        p.placed.place(0, 30, Feature::T);
        p.placed.place(-20, 7, TerrainKind::Stream); // map view: no effect
        const RelfEvaluator e(p);
        QVERIFY(e.placed().all.size() > 300); // the road's cells
        for (const double step : {1.0, 2.0, 3.0})
            QCOMPARE(compareTile(e, -60, 50, step, 120, int(110 / step)), 0);
        // mapRow: terra's kind and height (the lake level on a lake).
        std::vector<TerrainKind> kinds(120);
        std::vector<double> heights(120);
        int roads = 0;
        for (int j = 0; j < 110; ++j) {
            const double y = 50 - j;
            e.mapRow(-60, y, 1.0, kinds, heights);
            for (int i = 0; i < 120; ++i) {
                const Terra t = e.terra(-60 + i, y);
                QCOMPARE(kinds[std::size_t(i)], t.terrain);
                QCOMPARE(heights[std::size_t(i)], t.height);
                roads += t.terrain == TerrainKind::Road;
            }
        }
        QVERIFY(roads > 300);
        // featuresIn lists the placed features and not the road's cells.
        bool boulder = false, marker = false;
        for (const Terra &t : e.featuresIn(-60, -60, 60, 60)) {
            boulder |= t.x == -3 && t.y == 0 && t.feature == Feature::Boulder;
            marker |= t.x == 0 && t.y == 30 && t.feature == Feature::T;
            QVERIFY(t.terrain != TerrainKind::Road);
        }
        QVERIFY(boulder);
        QVERIFY(marker);
    }

    // featuresIn's fast scan against terra at every point, near and far.
    void featuresInEqualsEveryPoint_data()
    {
        terrain::testing::columns<qint64, qint64>({"x0", "y0"});
        QTest::newRow("origin") << qint64(-150) << qint64(-100);
        QTest::newRow("2e9") << qint64(2'000'000'000) << qint64(2'000'000'000);
        QTest::newRow("-3e9") << qint64(-3'000'000'000) << qint64(3'000'000'000);
    }
    void featuresInEqualsEveryPoint()
    {
        QFETCH(qint64, x0);
        QFETCH(qint64, y0);
        RelfParameters p = RelfParameters::reference1983();
        p.features.mask = 0xff; // dense features, so that the box holds many
        const RelfEvaluator e(p);
        std::vector<Terra> want;
        for (qint64 y = y0 + 199; y >= y0; --y)
            for (qint64 x = x0; x < x0 + 300; ++x) {
                const Terra t = e.terra(double(x), double(y));
                if (t.feature != Feature::None)
                    want.push_back(t);
            }
        QVERIFY(want.size() > 20);
        QCOMPARE(e.featuresIn(x0, y0, x0 + 299, y0 + 199), want);
    }

    void lakeLevelsBetweenSteps_data()
    {
        terrain::testing::column<double>("lake", {{"203.7", 203.7},
                                                  {"190 (mud)", 190.0},
                                                  {"204.0078125 (one step above)", 204.0078125},
                                                  {"-1e6", -1e6},
                                                  {"3e8 (all water)", 3e8}});
    }
    void lakeLevelsBetweenSteps()
    {
        // Without mountains the fast rows compare the lake on integer sums.
        QFETCH(double, lake);
        RelfParameters p = RelfParameters::reference1983();
        p.lakeLevel = lake;
        const RelfEvaluator e(p);
        QCOMPARE(compareTile(e, -600, -1380, 1.0, 97, 31), 0);
    }

    // Profiles at the edges of the byte-table kernel (at most 256 entries,
    // values 0 to 255) and just past them, with short and long vector sets
    // (more than eight vectors take the kernel's general block).
    void byteTableEdges_data()
    {
        terrain::testing::columns<int, int, int, int>({"length", "low", "high", "vectors"});
        QTest::newRow("16 entries, 0..255") << 16 << 0 << 255 << 5;
        QTest::newRow("64 entries, 0..255, 12 vectors") << 64 << 0 << 255 << 12;
        QTest::newRow("128 entries, 200..255") << 128 << 200 << 255 << 3;
        QTest::newRow("256 entries, 0..255, 40 vectors") << 256 << 0 << 255 << 40;
        QTest::newRow("256 entries, one value 256 (no byte table)") << 256 << 0 << 256 << 5;
        QTest::newRow("256 entries, one value -1 (no byte table)") << 256 << -1 << 255 << 5;
        QTest::newRow("512 entries (no byte table)") << 512 << 0 << 255 << 5;
    }
    void byteTableEdges()
    {
        QFETCH(int, length);
        QFETCH(int, low);
        QFETCH(int, high);
        QFETCH(int, vectors);
        std::mt19937_64 rng(std::uint64_t(length * 1000 + vectors));
        std::uniform_int_distribution<int> value(low, high);
        RelfParameters p = RelfParameters::reference1983();
        p.profile.resize(std::size_t(length));
        for (std::int32_t &v : p.profile)
            v = value(rng);
        p.profile[0] = low; // both ends present
        p.profile[std::size_t(length) - 1] = high;
        std::uniform_int_distribution<int> coefficient(-300, 300);
        for (VectorSet *set : {&p.vegetation1, &p.vegetation2, &p.vegetation3}) {
            set->clear();
            for (int k = 0; k < vectors; ++k)
                set->push_back({coefficient(rng), coefficient(rng)});
        }
        const RelfEvaluator e(p);
        QCOMPARE(compareTile(e, -333, 444, 1.0, 101, 9), 0);
        QCOMPARE(compareTile(e, 7e5, -9e5, 3.0, 101, 9), 0);
    }

    // The interpolated byte kernel holds Σ k·D in 16 bits while
    // vectors · 127 · max |D| < 2^15: five height vectors allow steps of 51,
    // at their extremes (0, 51, 0, ...); 52 takes the general path.
    void interpolatedByteStepsAtTheirLimit_data()
    {
        terrain::testing::column<int>(
            "top", {{"steps of 51", 51}, {"steps of 52", 52}, {"steps of 127, 64 entries", 127}});
    }
    void interpolatedByteStepsAtTheirLimit()
    {
        QFETCH(int, top);
        RelfParameters p = RelfParameters::reference1983();
        p.profile.resize(top == 127 ? 64 : 256);
        for (std::size_t j = 0; j < p.profile.size(); ++j)
            p.profile[j] = j % 2 ? top : 0;
        // Five equal vectors: their k·D peak together (5 · 127 · 52 > 2^15).
        p.height.assign(5, DirectionVector{13, 26});
        const RelfEvaluator e(p);
        QCOMPARE(compareTile(e, -901, 77, 1.0, 131, 9), 0);
        QCOMPARE(compareTile(e, 4e6, 3e6, 5.0, 131, 9), 0);
    }

    // Features dense enough (mask 31: three triggers in 32) that every row
    // holds many, on rows of every step: the trigger test must follow the
    // row's step, not count samples.
    void denseFeaturesOnSteppedRows()
    {
        RelfParameters p = RelfParameters::reference1983();
        p.features.mask = 31;
        const RelfEvaluator e(p);
        int features = 0;
        for (const double step : {1.0, 2.0, 3.0, 8.0, 16.0}) {
            std::vector<Terra> row(97);
            for (int j = 0; j < 11; ++j) {
                e.terraRow(-500, 300 - j * step, step, row);
                for (const Terra &t : row)
                    features += t.feature != Feature::None;
            }
            QCOMPARE(compareTile(e, -500, 300, step, 97, 11), 0);
        }
        QVERIFY2(features > 50, qPrintable(QString::number(features)));
    }

    // The 32-bit kernels pick a vector's eight or sixteen samples from a
    // window of profile entries loaded once; how wide a window a vector
    // needs depends on |a|·step. Vectors at each window's limit and one
    // past it (the AVX2 kernel's 128, 274, 566, 1152; the AVX-512 kernel's
    // 119, 256, 512 lie between), both signs, on a profile with negative
    // values (no byte tables), over enough rows and columns that lane 0
    // meets every n & 127.
    void windowsAtTheirLimits_data()
    {
        QTest::addColumn<int>("a");
        for (const int limit : {119, 128, 256, 274, 512, 566, 1152})
            for (const int a : {limit, limit + 1, -limit, -limit - 1})
                QTest::newRow(qPrintable(QString::number(a))) << a;
    }
    void windowsAtTheirLimits()
    {
        QFETCH(int, a);
        SineProfileSettings s;
        s.seed = 5;
        RelfParameters p = withSineProfile(RelfParameters::reference1983(), s);
        QVERIFY(*std::min_element(p.profile.begin(), p.profile.end()) < 0);
        p.height = {{a, 1}, {a, 3}};
        p.vegetation1 = {{a, 1}};
        p.vegetation2 = {{a, 5}, {-a, 1}};
        p.vegetation3 = {{a, 7}};
        const RelfEvaluator e(p);
        QCOMPARE(compareTile(e, -640, 200, 1.0, 131, 64), 0);
    }

    // Vectors along the row (a = 0: one value all along it) first, among
    // others, and a whole set of them, on a profile with negative values
    // (the SIMD kernels, no byte tables) and on the reference's.
    void vectorsAlongTheRow_data()
    {
        QTest::addColumn<int>("seed");
        QTest::newRow("negative values") << 5;
        QTest::newRow("reference profile") << 0;
    }
    void vectorsAlongTheRow()
    {
        QFETCH(int, seed);
        RelfParameters p = RelfParameters::reference1983();
        if (seed != 0) {
            SineProfileSettings s;
            s.seed = quint32(seed);
            p = withSineProfile(p, s);
        }
        p.height = {{0, 27}, {13, 26}, {0, -5}, {-29, 1}};
        p.vegetation1 = {{0, 3}, {0, 17}};
        p.vegetation2 = {{5, 1}, {0, 9}};
        p.vegetation3 = {{0, 7}};
        const RelfEvaluator e(p);
        QCOMPARE(compareTile(e, -640, 200, 1.0, 131, 9), 0);
        QCOMPARE(compareTile(e, 7e5, -3e5, 8.0, 67, 5), 0);
    }

    void randomProfileWithNegativeValues()
    {
        SineProfileSettings s;
        s.seed = 77;
        s.length = 1024;
        RelfParameters p = withSineProfile(RelfParameters::reference1983(), s);
        p.height.push_back({3, -40}); // six height vectors
        p.vegetation3.pop_back();     // four: the feature set takes the shorter
        const RelfEvaluator e(p);
        QCOMPARE(e.featureSet().size(), std::size_t(4));
        QCOMPARE(compareTile(e, -777, 888, 1.0, 131, 17), 0);
        QCOMPARE(compareTile(e, 5e6, -4e6, 4.0, 131, 17), 0);
    }

    void featuresInMatchesEveryPoint_data()
    {
        terrain::testing::columns<qint64, qint64, int>({"x0", "y0", "profile"});
        QTest::newRow("1983, near the origin") << qint64(-150) << qint64(-100) << 0;
        QTest::newRow("1983, south-west") << qint64(-3100) << qint64(-2900) << 0;
        QTest::newRow("1983, past 46341") << qint64(46200) << qint64(46300) << 0;
        QTest::newRow("1983, 3e7") << qint64(30000000) << qint64(-30000000) << 0;
        QTest::newRow("random sines (16-bit sums)") << qint64(-500) << qint64(700) << 1;
        QTest::newRow("large values (32-bit sums)") << qint64(200) << qint64(-400) << 2;
    }
    void featuresInMatchesEveryPoint()
    {
        // The candidate scan against terra at every integer point.
        QFETCH(qint64, x0);
        QFETCH(qint64, y0);
        QFETCH(int, profile);
        RelfParameters p = RelfParameters::reference1983();
        if (profile == 1) {
            SineProfileSettings s;
            s.seed = 3;
            p = withSineProfile(p, s);
            p.lakeLevel = -1e6; // keep the land dry so features show
        } else if (profile == 2) {
            for (std::int32_t &v : p.profile)
                v = v * 97 + 12000; // sums past 2^15
        }
        const RelfEvaluator e(p);
        const qint64 w = 333, h = 211;
        const std::vector<Terra> fast = e.featuresIn(x0, y0, x0 + w - 1, y0 + h - 1);
        std::vector<Terra> slow;
        for (qint64 y = y0 + h - 1; y >= y0; --y)
            for (qint64 x = x0; x < x0 + w; ++x) {
                const Terra t = e.terra(double(x), double(y));
                if (t.feature != Feature::None)
                    slow.push_back(t);
            }
        QCOMPARE(fast.size(), slow.size());
        for (std::size_t i = 0; i < slow.size(); ++i)
            QCOMPARE(fast[i], slow[i]);
        if (profile == 0 && x0 == -3100)
            QVERIFY(slow.size() > 0); // the region does hold features
    }

    void longProfileTakesSinglePointPath()
    {
        RelfParameters p = RelfParameters::reference1983();
        p.profile.resize(8192);
        for (std::size_t i = 256; i < p.profile.size(); ++i)
            p.profile[i] = p.profile[i % 256] + int(i / 256);
        const RelfEvaluator e(p);
        QCOMPARE(compareTile(e, 100, 100, 1.0, 40, 4), 0);
    }
};

QTEST_GUILESS_MAIN(TestRows)
#include "tst_rows.moc"
