// The engineer's roads and the designer's placed objects as terra sees them:
// ROAD on every integer point within half the width of a road's line (by an
// independent distance test), the lake level as a road's height over water,
// the designer's own placements before the road's, and placed, moved and
// removed features as the reference's `placed` store has them.
#include "relf/evaluator.h"
#include "relf/features/roads.h"

#include <QTest>

#include <cmath>

using namespace terrain::relf;

namespace {

// Distance from p to segment ab, written out apart from the code under test.
double distance(double px, double py, double ax, double ay, double bx, double by)
{
    const double vx = bx - ax, vy = by - ay, wx = px - ax, wy = py - ay;
    const double c1 = vx * wx + vy * wy;
    if (c1 <= 0)
        return std::sqrt(wx * wx + wy * wy);
    const double c2 = vx * vx + vy * vy;
    if (c2 <= c1)
        return std::sqrt((px - bx) * (px - bx) + (py - by) * (py - by));
    const double t = c1 / c2;
    const double qx = ax + t * vx - px, qy = ay + t * vy - py;
    return std::sqrt(qx * qx + qy * qy);
}

} // namespace

class TestRoads : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void terraReportsRoadWithinHalfTheWidth()
    {
        RelfParameters p = RelfParameters::reference1983();
        const Road road{{{-30.5, 10.0}, {25.0, -14.0}, {26.0, 33.5}}, 5.0};
        p.roads.push_back(road);
        const RelfEvaluator e(p);
        int on = 0;
        for (int y = -25; y <= 45; ++y)
            for (int x = -45; x <= 40; ++x) {
                double d = INFINITY;
                for (std::size_t k = 1; k < road.vertices.size(); ++k)
                    d = std::min(d, distance(x, y, road.vertices[k - 1].x, road.vertices[k - 1].y,
                                             road.vertices[k].x, road.vertices[k].y));
                // Points within a hair of the edge may go either way by rounding.
                if (std::abs(d - road.width / 2) < 1e-9)
                    continue;
                const Terra t = e.terra(x, y);
                QCOMPARE(t.terrain == TerrainKind::Road, d < road.width / 2);
                if (d < road.width / 2) {
                    ++on;
                    QCOMPARE(t.height, std::max(e.height(x, y), p.lakeLevel));
                    QCOMPARE(t.feature, Feature::None);
                }
            }
        QVERIFY(on > 400);
    }

    void roadsCrossLakesAtTheLakeLevel()
    {
        RelfParameters p = RelfParameters::reference1983();
        // The lake at the median height along the road: half of it is under water.
        std::vector<double> along;
        const RelfEvaluator dry(p);
        for (int x = 0; x <= 200; ++x)
            along.push_back(dry.height(x, 0));
        std::nth_element(along.begin(), along.begin() + 100, along.end());
        p.lakeLevel = along[100];
        p.roads.push_back({{{0, 0}, {200, 0}}, 3.0});
        const RelfEvaluator e(p);
        int wet = 0;
        for (int x = 0; x <= 200; ++x) {
            const Terra t = e.terra(x, 0);
            QCOMPARE(t.terrain, TerrainKind::Road);
            QCOMPARE(t.height, std::max(p.lakeLevel, e.height(x, 0)));
            wet += e.height(x, 0) < p.lakeLevel;
        }
        QVERIFY(wet >= 90);
    }

    void designerPlacementsComeBeforeRoads()
    {
        RelfParameters p = RelfParameters::reference1983();
        p.roads.push_back({{{0, 0}, {50, 0}}, 4.0});
        p.placed.place(10, 0, Feature::Boulder);
        const RelfEvaluator e(p);
        QCOMPARE(e.terra(9, 0).terrain, TerrainKind::Road);
        const Terra t = e.terra(10, 0);
        QVERIFY(t.terrain != TerrainKind::Road);
        QCOMPARE(t.feature, Feature::Boulder);
    }

    void placedMovedAndRemovedFeatures()
    {
        const RelfParameters reference = RelfParameters::reference1983();
        const RelfEvaluator before(reference);
        // A generated feature on land outside towns.
        std::optional<Terra> generated;
        for (const Terra &t : before.featuresIn(-600, -600, 600, 600))
            if (t.feature == Feature::Boulder || t.feature == Feature::Knoll) {
                generated = t;
                break;
            }
        QVERIFY(generated);
        const auto gx = std::int32_t(generated->x), gy = std::int32_t(generated->y);
        // Find a spot of wood or open land without a feature for it.
        std::int32_t tx = gx + 40, ty = gy;
        while (before.terra(tx, ty).terrain == TerrainKind::Town ||
               before.terra(tx, ty).terrain == TerrainKind::Lake ||
               before.terra(tx, ty).terrain == TerrainKind::Mud)
            ++tx;
        RelfParameters moved = reference;
        moved.placed.place(gx, gy, Feature::None);      // it left
        moved.placed.place(tx, ty, generated->feature); // and stands here
        const RelfEvaluator after(moved);
        const Terra old = after.terra(gx, gy);
        QCOMPARE(old.feature, Feature::None);
        QCOMPARE(old.terrain, TerrainKind::Grass); // the reference's "departed" point
        const Terra now = after.terra(tx, ty);
        QCOMPARE(now.feature, generated->feature);
        QVERIFY(!now.hasCode()); // placed features carry no control code, as in the reference
        QCOMPARE(now.terrain, before.terra(tx, ty).terrain); // the ground stays what it was
        bool listedOld = false, listedNew = false;
        for (const Terra &t : after.featuresIn(gx - 60, gy - 60, gx + 60, gy + 60)) {
            listedOld |= std::int32_t(t.x) == gx && std::int32_t(t.y) == gy;
            listedNew |= std::int32_t(t.x) == tx && std::int32_t(t.y) == ty &&
                         t.feature == generated->feature;
        }
        QVERIFY(!listedOld);
        QVERIFY(listedNew);

        // Every kind a designer may place is reported where placed.
        for (const Feature f : {Feature::Boulder, Feature::Knoll, Feature::Waterhole, Feature::Mine,
                                Feature::X, Feature::Building, Feature::T, Feature::Cone}) {
            RelfParameters q = reference;
            q.placed.place(tx, ty, f);
            QCOMPARE(RelfEvaluator(q).terra(tx, ty).feature, f);
        }
        // A town hides point features, placed ones too, as the reference's town branch does.
        std::int32_t town = 0;
        while (before.terra(town, 1200).terrain != TerrainKind::Town)
            ++town;
        RelfParameters q = reference;
        q.placed.place(town, 1200, Feature::Boulder);
        QCOMPARE(RelfEvaluator(q).terra(town, 1200).feature, Feature::None);
    }

    void aPreviousEvaluatorLendsItsRoads()
    {
        RelfParameters p = RelfParameters::reference1983();
        p.roads.push_back({{{0, 0}, {500, 300}}, 8.0});
        const RelfEvaluator first(p);
        p.height[0].a += 3;
        const RelfEvaluator second(p, &first);
        QCOMPARE(&second.placed(), &first.placed());
        p.roads[0].width = 4.0;
        const RelfEvaluator third(p, &second);
        QVERIFY(&third.placed() != &second.placed());
        QVERIFY(third.placed().all.size() < second.placed().all.size());
    }
};

QTEST_GUILESS_MAIN(TestRoads)
#include "tst_roads.moc"
