// Point features at the ring intersections of a planet: every ring point is
// found once, with both signs of its third coordinate told apart, and the
// feature at each is the one worked out from the rules written out here.
#include "relf/planet/planetfeatures.h"
#include "relf/planet/planetglobe.h"

#include <QTest>

#include <cmath>
#include <map>
#include <set>

using namespace terrain::relf;
using namespace Qt::StringLiterals;

namespace {

// The sum written out: JavaScript's & on small doubles is truncation.
std::int64_t sumAt(const PlanetParameters &p, const SphereVectors &set, double x, double y,
                   double z)
{
    std::int64_t s = 0;
    const auto mask = std::int64_t(p.profile.size() - 1);
    for (const SphereVector &v : set) {
        const double n = double(v.a) * x + double(v.b) * y + double(v.c) * z;
        s += p.profile[std::size_t(std::int64_t(std::trunc(n)) & mask)];
    }
    return s;
}

} // namespace

class TestPlanetFeatures : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void ringPointsLieOnTheirRings()
    {
        const double r = 25.0;
        const std::tuple<RingPair, int, int, int, Point3> cases[] = {
            {RingPair::XY, 7, 0, 1, {7, 0, 24}},
            {RingPair::XY, 7, 0, -1, {7, 0, -24}},
            {RingPair::YZ, 15, 20, 1, {0, 15, 20}},
            {RingPair::ZX, -20, 0, -1, {0, -15, -20}},
            {RingPair::ZX, 3, 4, 1, {4, std::sqrt(600.0), 3}}};
        for (const auto &[pair, i, j, sign, expected] : cases) {
            const Point3 p = ringPoint(r, {pair, i, j, std::int8_t(sign)});
            QCOMPARE(p.x, expected.x);
            QCOMPARE(p.y, expected.y);
            QCOMPARE(p.z, expected.z);
        }
    }

    // With rules under which every land point outside towns has a feature
    // and a planet with neither sea nor towns, the features are the ring
    // points: as many as the lattice points of the disc, counted here.
    void everyRingPointOnce()
    {
        PlanetParameters p = PlanetParameters::defaults();
        p.radius = 25.0;
        p.lakeLevel = -1e9;
        p.thresholds.woodOnly = true;
        p.features.mask = 0;
        p.features.pointTrigger = 0;
        const Planet planet(p);
        bool capped = true;
        const std::vector<PlanetFeature> all =
            planetFeaturesNear(planet, {0, 0, 25}, 51.0, &capped);
        QVERIFY(!capped);
        std::int64_t inside = 0, on = 0;
        for (std::int64_t i = -25; i <= 25; ++i)
            for (std::int64_t j = -25; j <= 25; ++j) {
                inside += i * i + j * j < 625;
                on += i * i + j * j == 625;
            }
        QCOMPARE(on, 20); // (±25, 0) and (0, ±25); (±7, ±24), (±15, ±20) and their swaps
        QCOMPARE(std::int64_t(all.size()), 3 * (2 * inside + on));
        std::set<RingKey> keys;
        for (const PlanetFeature &f : all) {
            QVERIFY(keys.insert(f.key).second);
            QVERIFY(std::abs(f.at.x * f.at.x + f.at.y * f.at.y + f.at.z * f.at.z - 625.0) < 1e-9);
        }
        // A smaller distance keeps exactly the points within it.
        const Point3 c = fromLatLon(25.0, 40.0, 10.0);
        std::size_t near = 0;
        for (const PlanetFeature &f : all)
            near += std::hypot(f.at.x - c.x, f.at.y - c.y, f.at.z - c.z) <= 6.0;
        QCOMPARE(planetFeaturesNear(planet, c, 6.0).size(), near);
        QVERIFY(near > 20);
        // The cap is honoured and said.
        planetFeaturesNear(planet, {0, 0, 25}, 51.0, &capped, 100);
        QVERIFY(capped);
    }

    void featuresFollowTheRules()
    {
        const PlanetParameters p = PlanetParameters::defaults();
        const Planet planet(p);
        SphereVectors featureSet;
        for (std::size_t k = 0; k < 5; ++k)
            featureSet.push_back({p.vegetation2[k].b, p.vegetation3[k].a, p.vegetation2[k].c});
        // Near (0°, 0°): z and y change sign within the region, x does not.
        const Point3 centre = fromLatLon(p.radius, 3.0, -4.0);
        const double distance = 80.0;
        std::map<RingKey, Feature> expected;
        std::map<std::tuple<int, int, int>, std::pair<Feature, Feature>> bySign;
        const double c[3] = {centre.x, centre.y, centre.z};
        for (int pair = 0; pair < 3; ++pair)
            for (int i = -200; i <= 200; ++i)
                for (int j = -200; j <= 200; ++j) {
                    const double rest = 40000.0 - i * i - j * j;
                    if (rest < 0)
                        continue;
                    for (const int sign : {1, -1}) {
                        if (rest == 0 && sign < 0)
                            continue;
                        double q[3];
                        q[pair] = i;
                        q[(pair + 1) % 3] = j;
                        q[(pair + 2) % 3] = sign * std::sqrt(rest);
                        if (std::hypot(q[0] - c[0], q[1] - c[1], q[2] - c[2]) > distance)
                            continue;
                        // Land outside towns, as the plane asks.
                        const Point3 at{q[0], q[1], q[2]};
                        const TerrainKind kind = planet.kind(at);
                        Feature f = Feature::None;
                        if (kind != TerrainKind::Lake && kind != TerrainKind::Town) {
                            const std::int64_t ij = std::int64_t(i) * j * sign;
                            const std::int64_t a = sumAt(p, featureSet, q[0], q[1], q[2]);
                            const auto t =
                                std::int64_t(std::floor(double(a * ij) / 128.0 + 0.5)) & 0xff;
                            const std::int64_t low = ij & 0xff;
                            if (t == 4)
                                f = low < 32    ? Feature::Mine
                                    : low < 128 ? Feature::Boulder
                                    : low < 160 ? Feature::Waterhole
                                    : low < 200 ? Feature::Knoll
                                                : Feature::Root;
                            else if (t == 8 &&
                                     (std::llround(3141.592653589793 * double(ij)) & 0xff) < 4)
                                f = Feature::X;
                            else if (t == 16 &&
                                     (std::llround(31415.926535897932 * double(ij)) & 0xff) < 8)
                                f = Feature::Cone;
                        }
                        if (f != Feature::None)
                            expected[{RingPair(pair), i, j, std::int8_t(sign)}] = f;
                        auto &signs = bySign[{pair, i, j}];
                        (sign > 0 ? signs.first : signs.second) = f;
                    }
                }
        const std::vector<PlanetFeature> found = planetFeaturesNear(planet, centre, distance);
        int below = 0;
        for (const auto &[key, f] : expected)
            below += key.sign < 0;
        QVERIFY2(
            expected.size() > 10 && below > 3,
            qPrintable(u"%1 features, %2 with the third coordinate negative"_s.arg(expected.size())
                           .arg(below)));
        QCOMPARE(found.size(), expected.size());
        for (const PlanetFeature &f : found) {
            QVERIFY(expected.count(f.key));
            QCOMPARE(f.feature, expected.at(f.key));
            QCOMPARE(planetFeatureAt(planet, f.key), f.feature);
        }
        // The two points of a ring pair are told apart: some differ.
        int differ = 0;
        for (const auto &[key, signs] : bySign)
            differ += signs.first != signs.second;
        QVERIFY(differ > 5);
    }

    // The two steps: an edit of the ground (a height vector, the lake, a
    // town threshold, vegetation 2's a, which no feature vector holds)
    // keeps the triggers, and standing them on the edited planet gives
    // what a whole new search finds; an edit of the radius, the profile, a
    // feature vector or a rule makes new triggers.
    void editsKeepOrRedoTheTriggers()
    {
        const PlanetParameters p = PlanetParameters::defaults();
        const Planet planet(p);
        const Point3 everywhere{0, 0, p.radius};
        const double reach = 2 * p.radius + 1;
        const std::vector<PlanetFeature> triggers = planetTriggersNear(planet, everywhere, reach);
        const std::vector<PlanetFeature> features = planetFeaturesNear(planet, everywhere, reach);
        QVERIFY2(
            triggers.size() > features.size() + 100 && features.size() > 500,
            qPrintable(u"%1 triggers, %2 features"_s.arg(triggers.size()).arg(features.size())));

        const auto keyed = [](const std::vector<PlanetFeature> &list) {
            std::map<RingKey, Feature> m;
            for (const PlanetFeature &f : list)
                m[f.key] = f.feature;
            return m;
        };
        QList<std::pair<QString, PlanetParameters>> ground;
        PlanetParameters e = p;
        e.height[0].a += 3;
        ground << std::pair(u"height vector"_s, e);
        e = p;
        e.lakeLevel += 0.5;
        ground << std::pair(u"lake level"_s, e);
        e = p;
        e.thresholds.townBelow += 40;
        ground << std::pair(u"town threshold"_s, e);
        e = p;
        e.vegetation2[0].a += 5;
        ground << std::pair(u"vegetation 2's a"_s, e);
        for (const auto &[what, edited] : ground) {
            QVERIFY2(sameFeatureTriggers(p, edited), qPrintable(what));
            const Planet after(edited);
            const auto kept = keyed(standingFeatures(after, triggers));
            const auto fresh = keyed(planetFeaturesNear(after, everywhere, reach));
            QVERIFY2(kept == fresh, qPrintable(what));
        }
        // Some of those edits do change which features stand.
        e = p;
        e.lakeLevel += 0.5;
        QVERIFY(keyed(planetFeaturesNear(Planet(e), everywhere, reach)) != keyed(features));

        QList<std::pair<QString, PlanetParameters>> triggering;
        e = p;
        e.radius += 1;
        triggering << std::pair(u"radius"_s, e);
        e = p;
        e.profile[7] += 1;
        triggering << std::pair(u"profile"_s, e);
        e = p;
        e.vegetation2[1].b += 1;
        triggering << std::pair(u"vegetation 2's b"_s, e);
        e = p;
        e.vegetation3[2].a += 1;
        triggering << std::pair(u"vegetation 3's a"_s, e);
        e = p;
        e.features.coneTrigger += 1;
        triggering << std::pair(u"cone trigger"_s, e);
        for (const auto &[what, edited] : triggering)
            QVERIFY2(!sameFeatureTriggers(p, edited), qPrintable(what));
    }

    void projectionsInvertThePixels()
    {
        const double r = 200.0;
        for (const double lat : {90.0, 33.0, -90.0}) {
            GlobeView g;
            g.latitude = lat;
            g.longitude = 71.0;
            g.size = 300;
            FlatMapView m;
            m.latitude = lat;
            m.longitude = 71.0;
            m.scale = 0.3;
            m.width = 320;
            m.height = 200;
            for (const QPointF px : {QPointF(150, 150), QPointF(10.5, 140), QPointF(250, 40)}) {
                const auto q = globePoint(r, g, px.x(), px.y());
                QVERIFY(q);
                const auto back = globePixel(r, g, *q);
                QVERIFY(back && std::abs(back->x() - px.x()) < 1e-6 &&
                        std::abs(back->y() - px.y()) < 1e-6);
                const Point3 p = flatMapPoint(r, m, px.x(), px.y());
                const auto mapBack = flatMapPixel(r, m, p);
                QVERIFY(mapBack && std::abs(mapBack->x() - px.x()) < 1e-6 &&
                        std::abs(mapBack->y() - px.y()) < 1e-6);
            }
            // The far side is not drawn.
            const Point3 far = fromLatLon(r, -lat, 71.0 + 180.0);
            QVERIFY(!globePixel(r, g, far));
            QVERIFY(!flatMapPixel(r, m, far));
        }
    }
};

QTEST_GUILESS_MAIN(TestPlanetFeatures)
#include "tst_planetfeatures.moc"
