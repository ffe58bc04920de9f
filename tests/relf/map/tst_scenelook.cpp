// The 3-D view's Scene look: the ground's texture is the terrain kind of
// each pixel's ground point in the scene colours (the forest page's), snow
// above the snow line, laid out as the map texture; the scatter's objects
// are the runtime's scatter, each tree a trunk and one crown of its species.
#include "relf/evaluator.h"
#include "relf/features/scatter.h"
#include "relf/scene/scenelook.h"
#include "relf/scene/terrainscene.h"

#include <QTest>

#include <cmath>
#include <map>

using namespace terrain;
using namespace terrain::relf;

class TestSceneLook : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void groundIsTheKindOfEachPixel()
    {
        RelfParameters p = RelfParameters::reference1983();
        p.snowHeight = 300.0;
        const RelfEvaluator e(p);
        // 1500 m capped at 1024 pixels: 2 m a pixel, as the map texture.
        const SceneMap g = renderSceneGround(e, -560.0, -1400.0, 1500.0, 0, 1024);
        const SceneMap m = renderSceneMap(e, -560.0, -1400.0, 1500.0, 0, 5.0, 0, 1024);
        QCOMPARE(g.step, 2.0);
        QCOMPARE(g.picture.size(), m.picture.size());
        // The forest page's colours (web/forest/colours.mjs), by kind.
        const QRgb lake = qRgb(128, 116, 84), wood = qRgb(76, 104, 44), snow = qRgb(240, 242, 250);
        const QRgb grass = qRgb(122, 168, 74), thicket = qRgb(56, 86, 34);
        int lakes = 0, woods = 0, snows = 0, others = 0;
        for (int l = 0; l < g.picture.height(); l += 7)
            for (int k = 0; k < g.picture.width(); k += 7) {
                const double x = -560.0 - 750.0 + k * 2.0, y = -1400.0 + 750.0 - l * 2.0;
                const Terra t = e.terra(x, y);
                const QRgb got = g.picture.pixel(k, l) | 0xff000000u;
                if (t.terrain == TerrainKind::Lake) {
                    QCOMPARE(got, lake);
                    ++lakes;
                } else if (t.height > 300.0) {
                    QCOMPARE(got, snow);
                    ++snows;
                } else if (t.terrain == TerrainKind::Wood) {
                    QCOMPARE(got, wood);
                    ++woods;
                } else {
                    if (t.terrain == TerrainKind::Grass)
                        QCOMPARE(got, grass);
                    if (t.terrain == TerrainKind::Thicket)
                        QCOMPARE(got, thicket);
                    ++others;
                }
            }
        QVERIFY2(
            lakes > 100 && woods > 100 && snows > 100 && others > 100,
            qPrintable(QStringLiteral("%1 %2 %3 %4").arg(lakes).arg(woods).arg(snows).arg(others)));
    }

    void scatterIsTheRuntimes()
    {
        const RelfEvaluator e(RelfParameters::reference1983());
        const double cx = -400.5, cy = 300.25, reach = 120.0;
        SceneScatter s;
        buildSceneScatter(e, cx, cy, reach, s);
        std::vector<ScatterItem> items;
        for (const ScatterItem &i : scatterIn(e, cx - reach, cy - reach, cx + reach, cy + reach))
            if (std::hypot(i.x - cx, i.y - cy) < reach)
                items.push_back(i);
        QCOMPARE(s.items, items.size());
        QVERIFY(!s.capped);
        QVERIFY(items.size() > 500);
        QVERIFY(items.size() < scatterIn(e, cx - reach, cy - reach, cx + reach, cy + reach).size());
        std::size_t trees = 0, conifers = 0, bushes = 0, rocks = 0;
        for (const ScatterItem &i : items) {
            trees += i.kind == ScatterKind::Tree;
            conifers += i.kind == ScatterKind::Tree && i.species < 2;
            bushes += i.kind == ScatterKind::Bush;
            rocks += i.kind == ScatterKind::Rock;
        }
        const auto &parts = s.parts;
        QCOMPARE(parts[std::size_t(ScatterPart::Trunk)].size(), trees);
        QCOMPARE(parts[std::size_t(ScatterPart::Conifer)].size(), conifers);
        QCOMPARE(parts[std::size_t(ScatterPart::Broadleaf)].size(), trees - conifers);
        QCOMPARE(parts[std::size_t(ScatterPart::Bush)].size(), bushes);
        QCOMPARE(parts[std::size_t(ScatterPart::Rock)].size(), rocks);
        // Every trunk stands on its tree's base, as tall as 0.45 of it; a
        // conifer's crown from a fifth of its height to its top. (The scene
        // lists them in bands from the north: matched by place.)
        const auto at = [](float x, float z) { return std::pair(z, x); };
        std::map<std::pair<float, float>, const SceneObject *> trunks, crowns;
        for (const SceneObject &t : parts[std::size_t(ScatterPart::Trunk)])
            trunks[at(t.x, t.z)] = &t;
        for (const SceneObject &c : parts[std::size_t(ScatterPart::Conifer)])
            crowns[at(c.x, c.z)] = &c;
        for (const ScatterItem &i : items) {
            if (i.kind != ScatterKind::Tree)
                continue;
            const auto where = at(float(i.x - cx), float(cy - i.y));
            QVERIFY(trunks.count(where));
            const SceneObject &t = *trunks[where];
            QCOMPARE(t.y, float(i.z));
            QCOMPARE(t.height, 0.45f * i.height);
            QCOMPARE(t.colour, qRgb(0x5a, 0x40, 0x30));
            QCOMPARE(crowns.count(where), std::size_t(i.species < 2));
            if (i.species < 2) {
                const SceneObject &c = *crowns[where];
                QCOMPARE(c.y, float(i.z) + 0.2f * i.height);
                QVERIFY(std::abs(c.y + c.height - float(i.z + i.height)) < 1e-3f);
            }
        }
    }

    void scatterIsCapped()
    {
        const RelfEvaluator e(RelfParameters::reference1983());
        SceneScatter s;
        buildSceneScatter(e, 0.0, 0.0, 1000.0, s);
        QVERIFY(s.capped);
        QCOMPARE(s.items, kSceneMaxScatter);
        // The nearest of them kept whole: the northmost band first.
        float north = -1e9f;
        for (const SceneObject &o : s.parts[std::size_t(ScatterPart::Trunk)])
            north = std::max(north, -o.z);
        QVERIFY(north > 950.0f);
    }
};

QTEST_APPLESS_MAIN(TestSceneLook)
#include "tst_scenelook.moc"
