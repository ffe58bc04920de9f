// The parts of the model beyond the Java's defaults: placed objects, lake and
// mud, mountains, snow, time, thresholds, buildings and trees.
#include "relf/evaluator.h"
#include "relf/javamath.h"
#include "terratostring.h"

#include <QTest>

#include <cmath>

using namespace terrain::relf;

namespace {

// A point whose terra is plain land without a feature, found by search so
// the tests do not depend on one hard-coded place.
std::pair<int, int> findLand(const RelfEvaluator &e, TerrainKind kind)
{
    for (int y = 0; y < 2000; ++y)
        for (int x = 0; x < 200; ++x) {
            const Terra t = e.terra(x, y);
            if (t.terrain == kind && t.feature == Feature::None)
                return {x, y};
        }
    qFatal("no land of the requested kind");
}

} // namespace

class TestRelfModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void placedObjectsAreKeyedByPosition()
    {
        PlacedObjects placed;
        placed.place(123, 45, TerrainKind::Road);
        placed.place(12, 345, TerrainKind::Stream);
        placed.place(-1, -1, Feature::Cone);
        QVERIFY(placed.atPlace(123, 45) &&
                *placed.atPlace(123, 45) == PlacedObject(TerrainKind::Road));
        QVERIFY(placed.atPlace(12, 345) &&
                *placed.atPlace(12, 345) == PlacedObject(TerrainKind::Stream));
        QVERIFY(!placed.atPlace(1234, 5));
        QVERIFY(!placed.atPlace(45, 123));
        placed.removeAll(TerrainKind::Stream);
        QVERIFY(!placed.atPlace(12, 345));
        QCOMPARE(placed.size(), std::size_t(2));
        placed.remove(123, 45);
        QCOMPARE(placed.size(), std::size_t(1));
    }

    void terraConsultsPlacedObjects()
    {
        const RelfEvaluator plain(RelfParameters::reference1983());
        const auto [x, y] = findLand(plain, TerrainKind::Wood);
        const auto [lx, ly] = findLand(plain, TerrainKind::Lake);
        RelfParameters p = RelfParameters::reference1983();
        p.placed.place(x, y, TerrainKind::Road);
        p.placed.place(lx, ly, TerrainKind::Road);
        p.placed.place(x + 1, y, TerrainKind::Stream);
        p.placed.place(x + 2, y, Feature::None);
        const RelfEvaluator e(p);
        // A road keeps the ground height on land, and the lake level on water.
        QCOMPARE(e.terra(x, y).terrain, TerrainKind::Road);
        QCOMPARE(e.terra(x, y).height, plain.height(x, y));
        QCOMPARE(e.terra(lx, ly).terrain, TerrainKind::Road);
        QCOMPARE(e.terra(lx, ly).height, 204.0);
        // A stream is terrain in a scene only; the map draws it as a line.
        QCOMPARE(e.terra(x + 1, y, true).terrain, TerrainKind::Stream);
        QCOMPARE(e.terra(x + 1, y, false).terrain, plain.terra(x + 1, y).terrain);
        // A feature moved away leaves grass; rounding finds placed objects.
        QCOMPARE(e.terra(x + 2.3, y - 0.4).terrain, TerrainKind::Grass);
    }

    void lakeAndMud()
    {
        RelfParameters p = RelfParameters::reference1983();
        const RelfEvaluator ref(p);
        const auto [lx, ly] = findLand(ref, TerrainKind::Lake);
        const double ground = ref.height(lx, ly);
        QVERIFY(ground < 204);
        // Lowered below the ground there, the lake leaves mud behind.
        p.lakeLevel = std::floor(ground) - 1;
        QCOMPARE(RelfEvaluator(p).terra(lx, ly).terrain, TerrainKind::Mud);
        // Raised, the depth is the level minus the ground.
        p.lakeLevel = 450;
        const Terra t = RelfEvaluator(p).terra(lx, ly);
        QCOMPARE(t.terrain, TerrainKind::Lake);
        QCOMPARE(t.height, 450.0);
        QCOMPARE(t.depth, 450.0 - ground);
    }

    void mountainTops()
    {
        RelfParameters p = RelfParameters::reference1983();
        const RelfEvaluator flat(p);
        p.mountains = true;
        p.mountainBase = 300;
        const RelfEvaluator peaks(p);
        int raised = 0;
        for (int x = 0; x < 400; x += 7) {
            const double z = flat.height(x, 50);
            const double expected = z > 300 ? 300 + (z - 300) * std::sqrt(z - 300) : z;
            QCOMPARE(peaks.height(x, 50), expected);
            raised += z > 301;
        }
        QVERIFY(raised > 0);
    }

    void timeShiftsTheTerrain()
    {
        // With c_i = a_i, the profile index at time t is a_i·(x + t) + b_i·y:
        // the terrain moves west by t metres.
        RelfParameters p = RelfParameters::reference1983();
        const RelfEvaluator still(p);
        for (const DirectionVector &v : p.height)
            p.timeCoefficients.push_back(v.a);
        p.time = 0;
        const RelfEvaluator t0(p);
        p.time = 37;
        const RelfEvaluator t37(p);
        for (double x : {-50.0, 0.5, 13.0, 999.25}) {
            QCOMPARE(t0.height(x, 7), still.height(x, 7));
            QCOMPARE(t37.height(x, 7), still.height(x + 37, 7));
        }
    }

    void thresholdsAreParameters()
    {
        RelfParameters p = RelfParameters::reference1983();
        p.thresholds.townBelow = -1; // sums of a non-negative profile: no towns
        p.thresholds.woodOnly = false;
        const RelfEvaluator noTowns(p);
        p.thresholds.woodOnly = true;
        const RelfEvaluator woods(p);
        for (int y = 700; y < 760; y += 3)
            for (int x = -1420; x < -1390; x += 3) {
                QVERIFY(noTowns.terra(x, y).terrain != TerrainKind::Town);
                const TerrainKind k = woods.terra(x, y).terrain;
                QVERIFY(k == TerrainKind::Wood || k == TerrainKind::Lake);
            }
    }

    void buildingsStandOnTheTownGrid()
    {
        const RelfEvaluator e(RelfParameters::reference1983());
        int lots = 0, built = 0;
        for (int j = -300; j < 300; ++j)
            for (int i = -300; i < 300; ++i) {
                if (e.terra(i * 16.0, j * 16.0).terrain != TerrainKind::Town) {
                    QVERIFY(!e.buildingAt(i, j));
                    continue;
                }
                ++lots;
                built += e.buildingAt(i, j);
            }
        // Repeatable: a second evaluator, asked in the opposite order, agrees.
        const RelfEvaluator again(RelfParameters::reference1983());
        for (int j = 299; j >= -300; j -= 7)
            for (int i = 299; i >= -300; i -= 5)
                QCOMPARE(again.buildingAt(i, j), e.buildingAt(i, j));
        QVERIFY2(lots > 200, "the region should hold towns");
        // About three lots in four carry a building.
        QVERIFY(built > lots * 0.65 && built < lots * 0.85);
    }

    void treesAreRepeatable()
    {
        const RelfEvaluator e(RelfParameters::reference1983());
        int counts[4] = {};
        for (int y = 1; y < 60; ++y)
            for (int x = 1; x < 60; ++x) {
                const int s = e.treeSelector(x, y);
                QVERIFY(s >= 0 && s < 4);
                // The seed's formula: Math.round(PI10000 * xr * yr) & 3.
                QCOMPARE(s, int(java::round(java::kPi10000 * x * y) & 3));
                ++counts[s];
                const auto off = e.treeOffset(x, y);
                QVERIFY(off[0] >= -0.5 && off[0] < 0.5 && off[1] >= -0.5 && off[1] < 0.5);
            }
        for (int c : counts)
            QVERIFY(c > 600); // all four trees occur
    }

    void controlCodes()
    {
        QCOMPARE(controlCode(0, 25), (std::array<char, 2>{'A', 'Z'}));
        QCOMPARE(controlCode(-27, 52), (std::array<char, 2>{'B', 'A'}));
    }
};

QTEST_GUILESS_MAIN(TestRelfModel)
#include "tst_relfmodel.moc"
