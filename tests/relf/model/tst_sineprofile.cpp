// The sine-wave profile randomiser: reproducible from its seed, periodic by
// construction, and setting lake and snow as seed 000 describes.
#include "relf/features/caverns.h"
#include "relf/sineprofile.h"
#include "testcolumns.h"

#include <QTest>

#include <cmath>
#include <numbers>
#include <random>

using namespace terrain::relf;
using namespace Qt::StringLiterals;

class TestSineProfile : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void generatorSequenceIsTheStandards()
    {
        // [rand.predef]: the 10000th output of a default-constructed
        // mt19937_64 is 9981545732273789042 on every conforming library.
        std::mt19937_64 rng;
        rng.discard(9999);
        QCOMPARE(quint64(rng()), quint64(9981545732273789042ull));
    }

    void sameSeedSameProfile()
    {
        SineProfileSettings s;
        s.seed = 4242;
        const SineProfile a = makeSineProfile(s);
        const SineProfile b = makeSineProfile(s);
        QCOMPARE(a.profile, b.profile);
        s.seed = 4243;
        QVERIFY(makeSineProfile(s).profile != a.profile);
    }

    void componentsStayInTheirRanges_data()
    {
        terrain::testing::columns<int, int>({"length", "sines"});
        QTest::newRow("16") << 16 << 3;
        QTest::newRow("256") << 256 << 32;
        QTest::newRow("4096") << 4096 << 64;
    }
    void componentsStayInTheirRanges()
    {
        QFETCH(int, length);
        QFETCH(int, sines);
        SineProfileSettings s;
        s.length = length;
        s.sines = sines;
        s.maxCycles = defaultMaxCycles(length);
        s.seed = 99;
        QVERIFY(validateSineSettings(s).empty());
        const SineProfile sp = makeSineProfile(s);
        QCOMPARE(int(sp.profile.size()), length);
        QCOMPARE(int(sp.components.size()), sines);
        double amplitudeSum = 0;
        for (const SineComponent &c : sp.components) {
            QVERIFY(c.amplitude >= s.minAmplitude && c.amplitude <= s.maxAmplitude);
            QVERIFY(c.cycles >= 2 && c.cycles <= std::max(2, length / 32));
            QVERIFY(c.phase >= 0 && c.phase < 2 * std::numbers::pi);
            amplitudeSum += c.amplitude;
        }
        // Each wave adds at most round(a)/8 in magnitude; the final rounding 1/2.
        for (const std::int32_t v : sp.profile)
            QVERIFY(std::abs(v) <= amplitudeSum / 8 + sines / 16.0 + 1);
        // Balanced around zero, unlike the 1983 profile.
        QVERIFY(*std::min_element(sp.profile.begin(), sp.profile.end()) < 0);
        QVERIFY(sp.maxHeight > 0);
    }

    void profileFollowsItsComponents()
    {
        // Re-synthesised from the reported components in long double, the
        // profile agrees to within the roundings (one 1/16 per wave plus 1/2).
        SineProfileSettings s;
        s.seed = 5;
        const SineProfile sp = makeSineProfile(s);
        for (int j = 0; j < s.length; ++j) {
            long double sum = 0;
            for (const SineComponent &c : sp.components)
                sum += c.amplitude *
                       std::sin((long double)c.phase +
                                2.0L * std::numbers::pi_v<long double> * j * c.cycles / s.length) /
                       8;
            QVERIFY2(std::abs(double(sum) - sp.profile[std::size_t(j)]) <= s.sines / 16.0 + 0.5,
                     qPrintable(QString::number(j)));
        }
    }

    void setsLakeAndSnow()
    {
        SineProfileSettings s;
        s.seed = 12;
        const RelfParameters p = withSineProfile(RelfParameters::reference1983(), s);
        const SineProfile sp = makeSineProfile(s);
        QCOMPARE(p.lakeLevel, 34.0);
        QCOMPARE(p.originalLakeLevel, 34.0);
        QCOMPARE(p.snowHeight, sp.maxHeight * 2.4);
        QVERIFY(p.sineProfile.has_value());
        QCOMPARE(p.sineProfile->seed, quint64(12));
        QCOMPARE(p.height, RelfParameters::reference1983().height);
    }

    void sumDistributionByHand()
    {
        // Two picks from {0, 1, 1, 3}: P(value) = 1/4, 1/2, 0, 1/4 for 0..3.
        // Sums 0..6: 1/16, 4/16, 4/16, 2/16, 4/16, 0, 1/16.
        std::int64_t lowest = -1;
        const std::vector<double> d = sumDistribution({0, 1, 1, 3}, 2, &lowest);
        QCOMPARE(lowest, qint64(0));
        const std::vector<double> expected = {1 / 16.0, 4 / 16.0, 4 / 16.0, 2 / 16.0,
                                              4 / 16.0, 0.0,      1 / 16.0};
        QCOMPARE(d.size(), expected.size());
        for (std::size_t i = 0; i < d.size(); ++i)
            QVERIFY(std::abs(d[i] - expected[i]) < 1e-15);
    }

    void thresholdsKeepTheirShares()
    {
        // A random profile is balanced around zero: the 1983 thresholds
        // would make everything town. Carried over by quantile, each kind
        // keeps its share, to within one step of the new distribution.
        SineProfileSettings s;
        s.seed = 8;
        const RelfParameters old = RelfParameters::reference1983();
        const RelfParameters fresh = withSineProfile(old, s);
        QVERIFY(fresh.thresholds.townBelow < 0);
        const auto shareBelow = [](const std::vector<std::int32_t> &profile, std::size_t n, int t,
                                   double *step) {
            std::int64_t lowest = 0;
            const std::vector<double> d = sumDistribution(profile, n, &lowest);
            double share = 0;
            *step = 0;
            for (std::size_t k = 0; k < d.size(); ++k) {
                if (lowest + std::int64_t(k) < t)
                    share += d[k];
                *step = std::max(*step, d[k]);
            }
            return share;
        };
        const std::pair<int, int> pairs[] = {
            {old.thresholds.townBelow, fresh.thresholds.townBelow},
            {old.thresholds.openBelow, fresh.thresholds.openBelow},
            {old.thresholds.thicketBelow, fresh.thresholds.thicketBelow}};
        for (const auto &[before, after] : pairs) {
            double stepOld = 0, stepNew = 0;
            const double a = shareBelow(old.profile, 5, before, &stepOld);
            const double b = shareBelow(fresh.profile, 5, after, &stepNew);
            QVERIFY2(std::abs(a - b) <= stepNew + 1e-12, qPrintable(u"%1 vs %2"_s.arg(a).arg(b)));
            QVERIFY(a > 0.0 && a < 1.0);
        }
    }

    // Found while trying the studio: after Random Profile with seed 1 the
    // mines floated above the ground. The mine level keeps its share of the
    // ground above it, and the caverns still reach it, on several seeds.
    // Measured by sampling the ground and the caverns, apart from the formula.
    void minesAndCavernsFollowTheGround()
    {
        const auto measure = [](const RelfParameters &p) {
            const RelfEvaluator e(p);
            const Caverns caverns(e);
            int above = 0, reach = 0, n = 0;
            for (int j = -60; j < 60; ++j)
                for (int i = -60; i < 60; ++i) {
                    const double x = i * 13.0, y = j * 11.0;
                    above += e.height(x, y) > p.caverns.mineLevel;
                    reach += caverns.roof(x, y) > p.caverns.mineLevel;
                    ++n;
                }
            return std::pair{double(above) / n, double(reach) / n};
        };
        const RelfParameters reference = RelfParameters::reference1983();
        const auto [groundAbove, roofAbove] = measure(reference);
        QVERIFY(groundAbove > 0.5); // the 1983 mines lie under most of the ground
        for (const std::uint64_t seed : {1, 2, 3, 7, 42, 1983}) {
            SineProfileSettings s;
            s.seed = seed;
            const RelfParameters p = withSineProfile(reference, s);
            const auto [g, r] = measure(p);
            QVERIFY2(std::abs(g - groundAbove) < 0.12,
                     qPrintable(QStringLiteral("seed %1: ground above the mines %2, 1983 %3")
                                    .arg(seed)
                                    .arg(g)
                                    .arg(groundAbove)));
            QVERIFY2(std::abs(r - roofAbove) < 0.15,
                     qPrintable(QStringLiteral("seed %1: cavern roof above the mines %2, 1983 %3")
                                    .arg(seed)
                                    .arg(r)
                                    .arg(roofAbove)));
        }
    }

    void rejectsBadSettings()
    {
        SineProfileSettings s;
        s.length = 100;
        QVERIFY(!validateSineSettings(s).empty());
        s = {};
        s.minAmplitude = std::nan("");
        QVERIFY(!validateSineSettings(s).empty());
        s = {};
        s.minCycles = 9;
        s.maxCycles = 3;
        QVERIFY(!validateSineSettings(s).empty());
        s = {};
        s.seed = 1ull << 60;
        QVERIFY(!validateSineSettings(s).empty());
    }
};

QTEST_GUILESS_MAIN(TestSineProfile)
#include "tst_sineprofile.moc"
