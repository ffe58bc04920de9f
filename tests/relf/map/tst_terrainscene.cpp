// The 3-D view's scene: each vertex is the ground point it says, at the
// height terra gives; normals lean away from the slope; the texture is the
// map of the same ground; buildings and markers stand where terra puts them.
#include "mapfills.h"
#include "relf/evaluator.h"
#include "relf/map/maprenderer.h"
#include "relf/map/symbols.h"
#include "relf/scene/terrainscene.h"
#include "render/colourtable.h"
#include "testcolumns.h"

#include <QTest>

#include <cmath>
#include <set>

using namespace terrain;
using namespace terrain::relf;
using namespace Qt::StringLiterals;
using render::MapColour;
using render::rgbOf;

namespace {

struct Vec
{
    double x, y, z;
};

Vec vertexPosition(const TerrainScene &s, int i, int r)
{
    const float *v = s.vertices.data() + (std::size_t(r) * std::size_t(s.n) + std::size_t(i)) * 8;
    return {v[0], v[1], v[2]};
}

const float *vertex(const TerrainScene &s, int i, int r)
{
    return s.vertices.data() + (std::size_t(r) * std::size_t(s.n) + std::size_t(i)) * 8;
}

} // namespace

class TestTerrainScene : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void verticesAreTheGroundTheySay()
    {
        const RelfEvaluator e(RelfParameters::reference1983());
        const SceneRegion region{-300.5, 412.0, 400.0, 4.0};
        const TerrainScene s = buildTerrainScene(e, region, LayersDefault, 5.0, 1);
        QCOMPARE(s.n, 101);
        QCOMPARE(s.vertices.size(), std::size_t(101 * 101 * 8));
        double lo = 1e30, hi = -1e30;
        for (int r = 0; r < s.n; r += 7)
            for (int i = 0; i < s.n; i += 5) {
                // Vertex (i, r) is the ground point (x0 + 4i, y1 - 4r), with
                // x0 = -500.5 and y1 = 612: scene x = gx - cx, z = cy - gy.
                const double gx = -500.5 + 4.0 * i, gy = 612.0 - 4.0 * r;
                const Vec p = vertexPosition(s, i, r);
                QCOMPARE(p.x, double(float(gx + 300.5)));
                QCOMPARE(p.z, double(float(412.0 - gy)));
                QCOMPARE(p.y, double(float(e.height(gx, gy))));
            }
        for (int r = 0; r < s.n; ++r)
            for (int i = 0; i < s.n; ++i) {
                lo = std::min(lo, s.heightAt(i, r));
                hi = std::max(hi, s.heightAt(i, r));
            }
        QCOMPARE(s.minHeight, float(lo));
        QCOMPARE(s.maxHeight, float(hi));
        QVERIFY(hi > lo);
    }

    void normalsLeanAwayFromTheSlope()
    {
        const RelfEvaluator e(RelfParameters::reference1983());
        const SceneRegion region{1000.0, -2000.0, 200.0, 2.0};
        const TerrainScene s = buildTerrainScene(e, region, LayersDefault, 5.0, 1);
        int steep = 0;
        for (int r = 1; r + 1 < s.n; r += 3)
            for (int i = 1; i + 1 < s.n; i += 3) {
                const double gx = 900.0 + 2.0 * i, gy = -1900.0 - 2.0 * r;
                // Slopes east and north; the scene's z runs south.
                const double east = (e.height(gx + 2, gy) - e.height(gx - 2, gy)) / 4.0;
                const double north = (e.height(gx, gy + 2) - e.height(gx, gy - 2)) / 4.0;
                const double len = std::sqrt(east * east + 1.0 + north * north);
                const float *v = vertex(s, i, r);
                QVERIFY2(
                    std::abs(v[3] - -east / len) < 1e-5 && std::abs(v[4] - 1.0 / len) < 1e-5 &&
                        std::abs(v[5] - north / len) < 1e-5,
                    qPrintable(
                        u"vertex (%1, %2): (%3, %4, %5)"_s.arg(i).arg(r).arg(v[3]).arg(v[4]).arg(
                            v[5])));
                if (std::abs(east) > 0.2)
                    ++steep;
            }
        QVERIFY2(steep > 10, "the region has slopes to test");
    }

    void trianglesFaceUp()
    {
        const RelfEvaluator e(RelfParameters::reference1983());
        const TerrainScene s = buildTerrainScene(e, {0, 0, 100, 10}, LayerVegetation, 5.0, 1);
        const std::vector<std::uint32_t> idx = sceneGridIndices(s.n);
        QCOMPARE(idx.size(), std::size_t(10 * 10 * 6));
        std::set<std::uint32_t> used(idx.begin(), idx.end());
        QCOMPARE(used.size(), std::size_t(11 * 11));
        for (std::size_t t = 0; t < idx.size(); t += 3) {
            const auto at = [&](std::size_t k) {
                return vertexPosition(s, int(idx[k] % 11), int(idx[k] / 11));
            };
            const Vec a = at(t), b = at(t + 1), c = at(t + 2);
            // Seen from above: counter-clockwise means (b - a) × (c - a) points up.
            const Vec u{b.x - a.x, b.y - a.y, b.z - a.z}, w{c.x - a.x, c.y - a.y, c.z - a.z};
            const double up = u.z * w.x - u.x * w.z;
            QVERIFY2(up > 0, qPrintable(u"triangle %1"_s.arg(t / 3)));
        }
    }

    void textureIsTheMapOfTheGrid()
    {
        const RelfEvaluator e(RelfParameters::reference1983());
        // 1500 m at 3 m: the texture, capped at 1024 pixels, has 2 m pixels,
        // so that the vertices fall on every other pixel and a half.
        const SceneRegion region{-560.0, -1400.0, 1500.0, 3.0};
        const TerrainScene s = buildTerrainScene(e, region, LayerVegetation, 5.0, 0);
        QCOMPARE(s.texture.size(), QSize(751, 751));
        const double texStep = 2.0;
        int lake = 0, grass = 0, checked = 0;
        for (int r = 0; r < s.n; r += 13)
            for (int i = 0; i < s.n; i += 11) {
                const float *v = vertex(s, i, r);
                // The picture's pixel centre under the vertex...
                const double px = v[6] * 751 - 0.5, py = v[7] * 751 - 0.5;
                QVERIFY(std::abs(px - 3.0 * i / texStep) < 1e-3);
                QVERIFY(std::abs(py - 3.0 * r / texStep) < 1e-3);
                const int k = int(std::lround(px)), l = int(std::lround(py));
                // ...is painted as terra says of the ground that pixel samples.
                const Terra t = e.terra(-1310.0 + k * texStep, -650.0 - l * texStep);
                if (const auto fill = terrain::testing::flatFillOf(t.terrain))
                    QCOMPARE(s.texture.pixel(k, l), *fill);
                lake += t.terrain == TerrainKind::Lake;
                grass += t.terrain == TerrainKind::Grass;
                ++checked;
            }
        QVERIFY2(lake > 5 && grass > 5, qPrintable(u"lake %1, grass %2"_s.arg(lake).arg(grass)));
        QVERIFY(s.water);
        QCOMPARE(s.waterLevel, float(e.parameters().lakeLevel));
        QVERIFY(s.minHeight < s.waterLevel);
    }

    void buildingsStandWhereTownsBuild()
    {
        const RelfEvaluator e(RelfParameters::reference1983());
        const double cx = 200.0, cy = -300.0, side = 2000.0;
        const TerrainScene s = buildTerrainScene(e, {cx, cy, side, 8.0}, LayersDefault, 5.0, 0);
        // A direct count: every 16 m lot whose 12 m square lies inside.
        std::set<std::pair<int, int>> expected;
        for (int j = -200; j <= 200; ++j)
            for (int i = -200; i <= 200; ++i) {
                const double gx = 16.0 * i, gy = 16.0 * j;
                if (gx - 6 >= cx - side / 2 && gx + 6 <= cx + side / 2 && gy - 6 >= cy - side / 2 &&
                    gy + 6 <= cy + side / 2 && e.buildingAt(i, j))
                    expected.insert({i, j});
            }
        QVERIFY2(expected.size() > 20, "the region has a town");
        std::set<std::pair<int, int>> found;
        for (const SceneObject &b : s.buildings) {
            const double gx = cx + b.x, gy = cy - b.z;
            const int i = int(std::lround(gx / 16.0)), j = int(std::lround(gy / 16.0));
            QCOMPARE(gx, 16.0 * i);
            QCOMPARE(gy, 16.0 * j);
            QCOMPARE(b.width, 12.0f);
            QCOMPARE(b.depth, 12.0f);
            QVERIFY(b.y <= float(e.height(gx, gy)));
            found.insert({i, j});
        }
        QCOMPARE(found.size(), s.buildings.size());
        QVERIFY(found == expected);

        const TerrainScene bare =
            buildTerrainScene(e, {cx, cy, side, 8.0}, LayersDefault & ~LayerBuildings, 5.0, 0);
        QVERIFY(bare.buildings.empty());
    }

    void markersStandOnFeatures()
    {
        const RelfEvaluator e(RelfParameters::reference1983());
        const TerrainScene s =
            buildTerrainScene(e, {-100.0, 50.0, 2000.0, 8.0}, LayersDefault, 5.0, 0);
        QVERIFY2(s.markers.size() > 5, qPrintable(u"%1 point features"_s.arg(s.markers.size())));
        for (const SceneObject &m : s.markers) {
            const double gx = -100.0 + m.x, gy = 50.0 - m.z;
            QCOMPARE(gx, std::round(gx));
            const Terra t = e.terra(gx, gy);
            QCOMPARE(t.feature, m.feature);
            QVERIFY(hasSymbol(m.feature));
            QCOMPARE(m.y, float(e.height(gx, gy)));
            QVERIFY(std::abs(gx + 100.0) <= 1000.0 && std::abs(gy - 50.0) <= 1000.0);
        }
    }

    // While a value is dragged, the buildings and features of the same
    // region stay where they are and stand on the new ground: the lowest
    // corner of each building, the ground at each post.
    void objectsFollowTheGroundWhileDragged()
    {
        const RelfEvaluator before(RelfParameters::reference1983());
        RelfParameters p = RelfParameters::reference1983();
        p.height[1].a += 3;
        const RelfEvaluator after(p);
        const SceneRegion region{200.0, -300.0, 2000.0, 8.0};
        TerrainScene s = buildTerrainScene(before, region, LayersDefault, 5.0, 0);
        const std::vector<SceneObject> buildings = s.buildings, markers = s.markers;
        QVERIFY(buildings.size() > 20 && markers.size() > 5);
        SceneOptions dragged;
        dragged.findObjects = false;
        buildTerrainScene(after, region, LayersDefault, 5.0, 0, s, dragged);
        QCOMPARE(s.buildings.size(), buildings.size());
        QCOMPARE(s.markers.size(), markers.size());
        int moved = 0;
        for (std::size_t k = 0; k < buildings.size(); ++k) {
            const SceneObject &b = s.buildings[k];
            QCOMPARE(b.x, buildings[k].x);
            QCOMPARE(b.z, buildings[k].z);
            const double gx = 200.0 + b.x, gy = -300.0 - b.z;
            double lowest = after.height(gx, gy);
            for (const double dx : {-6.0, 6.0})
                for (const double dy : {-6.0, 6.0})
                    lowest = std::min(lowest, after.height(gx + dx, gy + dy));
            QCOMPARE(b.y, float(lowest));
            moved += b.y != buildings[k].y;
        }
        QVERIFY(moved > 0);
        for (std::size_t k = 0; k < markers.size(); ++k) {
            const SceneObject &m = s.markers[k];
            QCOMPARE(m.x, markers[k].x);
            QCOMPARE(m.feature, markers[k].feature);
            QCOMPARE(m.y, float(after.height(200.0 + m.x, -300.0 - m.z)));
        }
        // Another region: found anew, as a whole build finds them.
        const SceneRegion elsewhere{-100.0, 50.0, 2000.0, 8.0};
        buildTerrainScene(after, elsewhere, LayersDefault, 5.0, 0, s, dragged);
        const TerrainScene whole = buildTerrainScene(after, elsewhere, LayersDefault, 5.0, 0);
        QCOMPARE(s.markers.size(), whole.markers.size());
        QCOMPARE(s.buildings.size(), whole.buildings.size());
        for (std::size_t k = 0; k < whole.markers.size(); ++k)
            QCOMPARE(s.markers[k].x, whole.markers[k].x);
    }

    // Skylands: the surface stops at the sea of sky, the islands hang from
    // undersides mirroring their land, and open sky has no triangles.
    void skylandsHaveUndersides()
    {
        RelfParameters p = RelfParameters::reference1983();
        p.lakeLevel = 330.0; // high: islands
        p.skylands = {true, 1.5};
        const RelfEvaluator e(p);
        const SceneRegion region{-560.0, -1400.0, 400.0, 4.0};
        const TerrainScene s = buildTerrainScene(e, region, LayersDefault, 5.0, 1);
        QVERIFY(s.skylands);
        QVERIFY(!s.water);
        QCOMPARE(s.underside.size(), s.vertices.size());
        int land = 0, sea = 0;
        for (int r = 0; r < s.n; ++r)
            for (int i = 0; i < s.n; ++i) {
                const double gx = -760.0 + 4.0 * i, gy = -1200.0 - 4.0 * r;
                const double h = e.height(gx, gy);
                const double top = std::max(h, 330.0);
                (h > 330.0 ? land : sea)++;
                const float *t = vertex(s, i, r);
                const float *u =
                    s.underside.data() + (std::size_t(r) * std::size_t(s.n) + std::size_t(i)) * 8;
                QCOMPARE(t[1], float(top));
                QCOMPARE(u[1], float(330.0 - 1.5 * (top - 330.0)));
                QCOMPARE(u[0], t[0]);
                QCOMPARE(u[2], t[2]);
                QVERIFY(u[4] < 0.0f); // facing down
            }
        QVERIFY2(land > 100 && sea > 100, qPrintable(u"land %1, sea %2"_s.arg(land).arg(sea)));
        // A cell is drawn when any corner is land, top and bottom.
        std::size_t cells = 0;
        const auto isLand = [&](int i, int r) {
            return e.height(-760.0 + 4.0 * i, -1200.0 - 4.0 * r) > 330.0;
        };
        for (int r = 0; r + 1 < s.n; ++r)
            for (int i = 0; i + 1 < s.n; ++i)
                if (isLand(i, r) || isLand(i + 1, r) || isLand(i, r + 1) || isLand(i + 1, r + 1))
                    ++cells;
        QCOMPARE(s.topIndices.size(), cells * 6);
        QCOMPARE(s.undersideIndices.size(), cells * 6);
        QVERIFY(cells < std::size_t((s.n - 1) * (s.n - 1)));
        for (std::size_t t = 0; t < s.undersideIndices.size(); t += 3) {
            const auto at = [&](std::size_t k) {
                const float *v = s.underside.data() + std::size_t(s.undersideIndices[k]) * 8;
                return Vec{v[0], v[1], v[2]};
            };
            const Vec a = at(t), b = at(t + 1), c = at(t + 2);
            const Vec u{b.x - a.x, b.y - a.y, b.z - a.z}, w{c.x - a.x, c.y - a.y, c.z - a.z};
            QVERIFY2(u.z * w.x - u.x * w.z < 0, "underside triangles face down");
        }
        float lowest = 1e30f;
        for (std::size_t k = 1; k < s.underside.size(); k += 8)
            lowest = std::min(lowest, s.underside[k]);
        QCOMPARE(s.minHeight, lowest);

        // Without skylands, none of it.
        p.skylands.enabled = false;
        const TerrainScene plain =
            buildTerrainScene(RelfEvaluator(p), region, LayersDefault, 5.0, 1);
        QVERIFY(plain.water);
        QVERIFY(plain.underside.empty() && plain.topIndices.empty());
    }

    void badRegionsAreRefused_data()
    {
        terrain::testing::columns<double, double, double, QString>(
            {"x", "size", "step", "message"});
        QTest::newRow("nan centre") << qQNaN() << 1000.0 << 2.0 << u"centre"_s;
        QTest::newRow("far centre") << 2e15 << 1000.0 << 2.0 << u"centre"_s;
        QTest::newRow("too small") << 0.0 << 10.0 << 1.0 << u"size"_s;
        QTest::newRow("too large") << 0.0 << 2500.0 << 4.0 << u"size"_s;
        QTest::newRow("nan size") << 0.0 << qQNaN() << 4.0 << u"size"_s;
        QTest::newRow("zero step") << 0.0 << 1000.0 << 0.0 << u"detail"_s;
        QTest::newRow("too fine") << 0.0 << 2000.0 << 1.0 << u"2001 vertices"_s;
        QTest::newRow("too coarse") << 0.0 << 100.0 << 80.0 << u"detail"_s;
    }

    void badRegionsAreRefused()
    {
        QFETCH(double, x);
        QFETCH(double, size);
        QFETCH(double, step);
        QFETCH(QString, message);
        const QString error = checkSceneRegion({x, 0.0, size, step});
        QVERIFY2(error.contains(message), qPrintable(error));
    }

    void largestRegionsAreAccepted()
    {
        QCOMPARE(checkSceneRegion({0, 0, 2000.0, 2.0}), QString());
        QCOMPARE(checkSceneRegion({0, 0, 1024.0, 1.0}), QString());
        QCOMPARE(checkSceneRegion({0, 0, 50.0, 0.5}), QString());
    }
};

QTEST_GUILESS_MAIN(TestTerrainScene)
#include "tst_terrainscene.moc"
