// Stars in 3-D space (starfield/starfield.h): calcStar as seed 000 prints it in
// JavaScript, against values worked out by hand and against an independent
// Python transcription (reference/calcstar.py, run once: its output
// reference/stars-expected.txt); the block scan against both and
// against calcStar at every point; the exercises against a direct count.
#include "starfield/starfield.h"
#include "starfield/starstatistics.h"
#include "testcolumns.h"

#include <QFile>
#include <QTest>

#include <cmath>
#include <limits>

using namespace terrain::starfield;
namespace js = terrain::js;

namespace {

struct ExpectedBox
{
    SpaceBox box;
    std::vector<Star> stars;
};

std::vector<ExpectedBox> readExpected()
{
    QFile file(QStringLiteral(TERRAIN_TEST_DATA "/reference/stars-expected.txt"));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read stars-expected.txt");
    std::vector<ExpectedBox> boxes;
    for (const QByteArray &line : file.readAll().split('\n')) {
        const QList<QByteArray> f = line.simplified().split(' ');
        if (line.startsWith("# box") && f.size() == 8) {
            ExpectedBox b;
            b.box = {f[2].toLongLong(), f[3].toLongLong(), f[4].toLongLong(),
                     f[5].toLongLong(), f[6].toLongLong(), f[7].toLongLong()};
            boxes.push_back(b);
        } else if (f.size() == 6 && !boxes.empty()) {
            boxes.back().stars.push_back({f[0].toDouble(), f[1].toDouble(), f[2].toDouble(),
                                          f[3].toDouble(), f[4].toInt(), f[5].toInt()});
        }
    }
    return boxes;
}

QByteArray describe(const Star &s)
{
    return QByteArray::number(s.x, 'g', 17) + ' ' + QByteArray::number(s.y, 'g', 17) + ' ' +
           QByteArray::number(s.z, 'g', 17) + " mag " + QByteArray::number(s.magnitude, 'g', 17) +
           " planets " + QByteArray::number(s.planets) + " colour " + QByteArray::number(s.colour);
}

} // namespace

class TestStarField : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void javaScriptNumbers()
    {
        // ToInt32 truncates toward zero, then wraps modulo 2^32.
        QCOMPARE(js::toInt32(-1.5), -1);
        QCOMPARE(js::toInt32(-1.5) & 0xff, 255); // floor would give 254
        QCOMPARE(js::toInt32(2.9999), 2);
        QCOMPARE(js::toInt32(4294967296.0 + 5.0), 5);
        QCOMPARE(js::toInt32(2147483648.0), std::numeric_limits<std::int32_t>::min());
        QCOMPARE(js::toInt32(-2147483649.0), std::numeric_limits<std::int32_t>::max());
        // Either side of the edges of the range that needs no wrapping.
        QCOMPARE(js::toInt32(2147483647.5), std::numeric_limits<std::int32_t>::max());
        QCOMPARE(js::toInt32(-2147483648.5), std::numeric_limits<std::int32_t>::min());
        QCOMPARE(js::toInt32(-2147483648.9999995), std::numeric_limits<std::int32_t>::min());
        QCOMPARE(js::toInt32(2147483647.9999998), std::numeric_limits<std::int32_t>::max());
        QCOMPARE(js::toInt32(2147483648.5), std::numeric_limits<std::int32_t>::min());
        QCOMPARE(js::toInt32(1e20), 1661992960); // 1e20 mod 2^32
        QCOMPARE(js::toInt32(std::nan("")), 0);
        QCOMPARE(js::toInt32(-std::numeric_limits<double>::infinity()), 0);
        // Math.round: the nearest integer, halves up.
        QCOMPARE(js::round(2.5), 3.0);
        QCOMPARE(js::round(-2.5), -2.0);
        QCOMPARE(js::round(-2.5000001), -3.0);
        QCOMPARE(js::round(0.49999999999999994), 0.0); // floor(v + 0.5) gives 1
        QCOMPARE(js::round(4503599627370497.0), 4503599627370497.0);
    }

    // Worked by hand from the seed's code and the 1983 profile, at the
    // star (41, -22, 21) with the default S, T, U:
    //   j = (S x + T y + U z) / 128:  -321/128 = -2.51, -480/128 = -3.75,
    //   504/128 = 3.94, 303/128 = 2.37, 1671/128 = 13.05
    //   ToInt32(j) & 0xff: 254, 253, 3, 2, 13 (truncated toward zero: floor
    //   would read 253 and 252 for the first two and find no star)
    //   PROF: 74 + 73 + 88 + 84 + 123 = a = 442
    //   xyz = 41 · -22 · 21 = -18942; a · xyz / 128 = -65409.09375;
    //   Math.round: -65409; & 0xffff: 127 (-65409 + 65536): a star.
    //   ToInt32(xyz) = 0xffffb602: low byte 2, magnitude 1 + 5 · 2 / 7,
    //   planets (0xb602 & 0xf00) >> 8 = 6, colour (0xb602 & 0xf000) >> 12 = 11.
    void starWorkedByHand()
    {
        const GalaxyParameters p = GalaxyParameters::defaults();
        const std::optional<Star> s = calcStar(p, 41, -22, 21);
        QVERIFY(s);
        QCOMPARE(s->magnitude, 1.0 + 5.0 * 2 / 7);
        QCOMPARE(s->planets, 6);
        QCOMPARE(s->colour, 11);
        QCOMPARE(s->x, 41.0);
        QCOMPARE(s->z, 21.0);
        // One step off in any direction: no star.
        QVERIFY(!calcStar(p, 42, -22, 21));
        QVERIFY(!calcStar(p, 41, -21, 21));
        QVERIFY(!calcStar(p, 41, -22, 22));
    }

    void expectedStarsOnePointAtATime()
    {
        const GalaxyParameters p = GalaxyParameters::defaults();
        int checked = 0;
        for (const ExpectedBox &b : readExpected())
            for (const Star &want : b.stars) {
                const std::optional<Star> got = calcStar(p, want.x, want.y, want.z);
                QVERIFY2(got, describe(want).constData());
                QCOMPARE(describe(*got), describe(want));
                ++checked;
            }
        QCOMPARE(checked, 7);
    }

    // The scan finds exactly the transcription's stars, in every regime:
    // near the origin, past 2^31 and where a·xyz rounds (the point-by-point
    // doubles), on one thread and on several.
    void scanFindsTheTranscriptionsStars_data()
    {
        terrain::testing::columns<int, int>({"index", "threads"});
        for (int i = 0; i < 3; ++i)
            for (int t : {1, 3})
                QTest::addRow("box %d, %d threads", i, t) << i << t;
    }
    void scanFindsTheTranscriptionsStars()
    {
        QFETCH(int, index);
        QFETCH(int, threads);
        const std::vector<ExpectedBox> boxes = readExpected();
        QCOMPARE(boxes.size(), std::size_t(3));
        const ExpectedBox &b = boxes[std::size_t(index)];
        const std::vector<Star> got = scanStars(GalaxyParameters::defaults(), b.box, threads);
        QByteArray gotText, wantText;
        for (const Star &s : got)
            gotText += describe(s) + '\n';
        for (const Star &s : b.stars)
            wantText += describe(s) + '\n';
        QCOMPARE(gotText, wantText);
    }

    // The scan against calcStar at every point of boxes around three of the
    // transcription's stars: near the origin and past 2^31 (the integer
    // path), and where a·xyz rounds (the doubles).
    void scanEqualsEveryPoint()
    {
        const GalaxyParameters p = GalaxyParameters::defaults();
        for (const SpaceBox box :
             {SpaceBox{-60, -60, 1, 200, 120, 60}, SpaceBox{5100, -4040, 340, 120, 100, 40},
              SpaceBox{100150, 100000, 99990, 100, 100, 30}}) {
            std::vector<Star> each;
            for (std::int64_t z = box.z0; z < box.z0 + box.d; ++z)
                for (std::int64_t y = box.y0; y < box.y0 + box.h; ++y)
                    for (std::int64_t x = box.x0; x < box.x0 + box.w; ++x)
                        if (auto s = calcStar(p, double(x), double(y), double(z)))
                            each.push_back(*s);
            QCOMPARE(each.size(), std::size_t(1));
            QCOMPARE(scanStars(p, box, 2), each);
        }
    }

    void badBoxesAreRefused()
    {
        QVERIFY(checkBox({0, 0, 0, 800, 600, 300}).empty());
        QVERIFY(checkBox({0, 0, 0, 0, 600, 300}).find("empty") != std::string::npos);
        QVERIFY(checkBox({0, 0, 0, 800, -1, 300}).find("empty") != std::string::npos);
        const std::string tooMany = checkBox({0, 0, 0, 1 << 20, 1 << 20, 1 << 20});
        QVERIFY2(tooMany.find("1152921504606846976") != std::string::npos, tooMany.c_str());
        QVERIFY(checkBox({std::int64_t(2e15), 0, 0, 10, 10, 10}).find("x reaches") !=
                std::string::npos);
        QVERIFY(scanStars(GalaxyParameters::defaults(), {0, 0, 0, 0, 1, 1}).empty());
        GalaxyParameters bad = GalaxyParameters::defaults();
        bad.profile.resize(100);
        QCOMPARE(validateGalaxy(bad).size(), std::size_t(1));
        QVERIFY(validateGalaxy(GalaxyParameters::defaults()).empty());
    }

    void cancelStopsTheScan()
    {
        int calls = 0;
        const std::function<bool(double)> progress = [&](double) { return ++calls < 3; };
        const auto stars =
            scanStars(GalaxyParameters::defaults(), {-400, -300, 1, 800, 600, 300}, 1, &progress);
        QVERIFY(stars.empty());
        QCOMPARE(calls, 3);
    }

    // The exercises against a direct count over the transcription's first box.
    void exercisesAgainstADirectCount()
    {
        const ExpectedBox b = readExpected().front();
        const Eye eye = eyeOf(b.box);
        QCOMPARE(eye.x, 0.0);
        QCOMPARE(eye.y, 0.0);
        QCOMPARE(eye.z, 1.0);
        const StarStatistics s = starStatistics(b.stars, b.box, eye);
        QCOMPARE(s.stars, std::int64_t(5));
        QCOMPARE(s.density, 5.0 / (800.0 * 600.0 * 60.0));
        // Nearest: (41, -22, 21) at sqrt(41² + 22² + 20²) = sqrt(2565).
        QVERIFY(s.nearest);
        QCOMPARE(s.nearest->x, 41.0);
        QCOMPARE(s.nearest->planets, 6);
        QCOMPARE(s.nearestDistance, std::sqrt(2565.0));
        // Planets 6, 13, 1, 10, 15: one star each.
        std::array<std::int64_t, 16> table{};
        for (int n : {6, 13, 1, 10, 15})
            table[std::size_t(n)] = 1;
        QCOMPARE(s.perPlanets, table);
        // Colour 11, 2, 3, 11, 13 against planets 6, 13, 1, 10, 15:
        // means 8 and 9; deviations (3, -6, -5, 3, 5) and (-3, 4, -8, 1, 6);
        // Σ dc·dp = -9 - 24 + 40 + 3 + 30 = 40, Σ dc² = 104, Σ dp² = 126.
        QVERIFY(std::abs(s.correlation - 40.0 / std::sqrt(104.0 * 126.0)) < 1e-12);
        const double r = 40.0 / std::sqrt(104.0 * 126.0);
        QVERIFY(std::abs(s.t - r * std::sqrt(3.0 / (1 - r * r))) < 1e-12);
        QVERIFY(s.independent); // t = 0.68 < 3.182 (3 degrees of freedom)
    }

    void perfectCorrelationIsFound()
    {
        std::vector<Star> stars;
        for (int k = 0; k < 12; ++k)
            stars.push_back({double(k), 0, 1, 1.0, k, k});
        const StarStatistics s = starStatistics(stars, {0, 0, 1, 12, 1, 1}, {0, 0, 0});
        QVERIFY(s.correlation > 0.999999);
        QVERIFY(!s.independent);
    }
};

QTEST_GUILESS_MAIN(TestStarField)
#include "tst_starfield.moc"
