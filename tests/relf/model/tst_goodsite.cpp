// findGoodSite (seed 000): when it says ok, the site meets every criterion,
// checked here point by point with terra and the town's buildings; when it
// fails, it names a criterion that the site indeed fails.
#include "relf/features/goodsite.h"
#include "testcolumns.h"

#include <QTest>

#include <cmath>

using namespace terrain::relf;

namespace {

bool isBuildingCell(const RelfEvaluator &e, double x, double y)
{
    const double g = RelfEvaluator::kBuildingGrid, half = RelfEvaluator::kBuildingSize / 2.0;
    const auto i = std::int64_t(std::llround(x / g)), j = std::int64_t(std::llround(y / g));
    return std::abs(x - double(i) * g) <= half && std::abs(y - double(j) * g) <= half &&
           e.buildingAt(i, j);
}

// Each criterion, from terra over the neighbourhood, independently of the search.
void checkSite(const RelfEvaluator &e, std::int64_t x, std::int64_t y)
{
    const RelfParameters &p = e.parameters();
    const Terra t = e.terra(double(x), double(y));
    QVERIFY(t.terrain != TerrainKind::Lake && t.terrain != TerrainKind::Mud);
    QVERIFY(t.height >= p.lakeLevel + p.sites.aboveLake);
    QVERIFY(t.terrain == TerrainKind::Grass || t.terrain == TerrainKind::Moor ||
            t.terrain == TerrainKind::Wood);
    QCOMPARE(t.feature, Feature::None);
    const int reach = int(std::ceil(std::max(p.sites.fromMine, p.sites.fromBuilding))) + 1;
    for (int dy = -reach; dy <= reach; ++dy)
        for (int dx = -reach; dx <= reach; ++dx) {
            const double d = std::hypot(double(dx), double(dy));
            const double px = double(x + dx), py = double(y + dy);
            if (d < p.sites.fromMine)
                QVERIFY2(e.terra(px, py).feature != Feature::Mine, "a mine shaft too near");
            if (d < p.sites.fromBuilding)
                QVERIFY2(!isBuildingCell(e, px, py), "a building too near");
        }
}

} // namespace

class TestGoodSite : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void okSitesMeetEveryCriterion_data()
    {
        terrain::testing::columns<double, double, double, quint32>({"x", "y", "lake", "mask"});
        QTest::newRow("origin") << 0.0 << 0.0 << 204.0 << 0xffffu;
        QTest::newRow("in a town") << 11.0 << 1203.0 << 204.0 << 0xffffu;
        QTest::newRow("many mines (mask 0xff)") << -350.0 << 420.0 << 204.0 << 0xffu;
        QTest::newRow("high lake") << 800.0 << -650.0 << 330.0 << 0xffffu;
    }
    void okSitesMeetEveryCriterion()
    {
        QFETCH(double, x);
        QFETCH(double, y);
        QFETCH(double, lake);
        QFETCH(quint32, mask);
        RelfParameters p = RelfParameters::reference1983();
        p.lakeLevel = lake;
        p.features.mask = mask;
        const RelfEvaluator e(p);
        const GoodSite site = findGoodSite(e, x, y);
        QVERIFY2(site.ok, siteCriterionName(site.failed).data());
        QCOMPARE(site.failed, SiteCriterion::None);
        QCOMPARE(firstFailedCriterion(e, site.x, site.y), SiteCriterion::None);
        checkSite(e, site.x, site.y);
    }

    void startsThatFailSomewhereAreMoved()
    {
        // Find a start on a mine shaft, in a lake, in a thicket: each moves.
        RelfParameters p = RelfParameters::reference1983();
        p.features.mask = 0xff;
        const RelfEvaluator e(p);
        int moved = 0;
        for (const Terra &t : e.featuresIn(-300, -300, 300, 300)) {
            if (t.feature != Feature::Mine)
                continue;
            QVERIFY(firstFailedCriterion(e, std::int64_t(t.x), std::int64_t(t.y)) !=
                    SiteCriterion::None);
            const GoodSite site = findGoodSite(e, t.x, t.y);
            QVERIFY(site.ok);
            QVERIFY(site.x != std::int64_t(t.x) || site.y != std::int64_t(t.y));
            checkSite(e, site.x, site.y);
            if (++moved == 5)
                break;
        }
        QCOMPARE(moved, 5);
    }

    void failuresNameWhatCouldNotBeMet()
    {
        RelfParameters p = RelfParameters::reference1983();
        p.sites.aboveLake = 5000; // no ground is that high
        const RelfEvaluator dry(p);
        const GoodSite high = findGoodSite(dry, 0, 0);
        QVERIFY(!high.ok);
        QCOMPARE(high.failed, SiteCriterion::DryLand);
        QCOMPARE(high.iterations, p.sites.maxIterations);
        QVERIFY(dry.terra(double(high.x), double(high.y)).height < p.lakeLevel + 5000);

        // Buildings everywhere within reach: a town start with a huge building distance.
        p = RelfParameters::reference1983();
        p.thresholds.townBelow = 100000; // all town
        p.thresholds.woodOnly = false;
        const RelfEvaluator town(p);
        const GoodSite t = findGoodSite(town, 0, 0);
        QVERIFY(!t.ok);
        QCOMPARE(t.failed, SiteCriterion::Vegetation);
        QVERIFY(!siteCriterionText(t.failed, p.sites).empty());
    }
};

QTEST_GUILESS_MAIN(TestGoodSite)
#include "tst_goodsite.moc"
