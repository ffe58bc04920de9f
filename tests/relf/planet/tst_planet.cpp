// Terrain on a sphere (planet/planet.h): the seed's sum at the Cartesian
// point, worked by hand and written out independently; no seam at the
// poles or the date line; the cube map's faces meet at their edges.
#include "clirunner.h"
#include "relf/planet/planet.h"
#include "relf/planet/planetglobe.h"
#include "relf/planet/planetmaps.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <map>
#include <random>

using namespace terrain::relf;
using namespace Qt::StringLiterals;

namespace {

// The seed's height written out: a·x + b·y + c·z in doubles, truncated
// toward zero (JavaScript's `&` goes through ToInt32), the low bits.
double expectedHeight(const PlanetParameters &p, const Point3 &q)
{
    std::int64_t sum = 0;
    const auto mask = std::int64_t(p.profile.size()) - 1;
    for (const SphereVector &v : p.height) {
        const double n = double(v.a) * q.x + double(v.b) * q.y + double(v.c) * q.z;
        sum += p.profile[std::size_t(static_cast<std::int64_t>(std::trunc(n)) & mask)];
    }
    return double(sum) / 128.0;
}

// The largest change of the height from one sample to the next when every
// vector's index moves by at most one entry.
double largestStep(const PlanetParameters &p)
{
    int step = 0;
    for (std::size_t k = 0; k < p.profile.size(); ++k)
        step = std::max(step, std::abs(p.profile[(k + 1) % p.profile.size()] - p.profile[k]));
    return double(step) * double(p.height.size()) / 128.0;
}

} // namespace

class TestPlanet : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // At the north pole (0, 0, 200) the default height vectors' c are
    // 1, -1, 1, -2, 2: indices 200, -200 & 255 = 56, 200, -400 & 255 = 112,
    // 400 & 255 = 144; the 1983 profile there: 17 + 69 + 17 + 63 + 7 = 173.
    void northPoleWorkedByHand()
    {
        const Planet planet(PlanetParameters::defaults());
        QCOMPARE(planet.height({0, 0, 200}), 173.0 / 128.0);
        const Point3 pole = fromLatLon(200, 90, 37.5);
        QCOMPARE(pole.x, 0.0);
        QCOMPARE(pole.z, 200.0);
        QCOMPARE(planet.height(pole), 173.0 / 128.0);
    }

    void heightIsTheSumAtTheCartesianPoint()
    {
        PlanetParameters p = PlanetParameters::defaults();
        std::mt19937_64 rng(7);
        std::uniform_real_distribution<double> lat(-90, 90), lon(-180, 180);
        for (const double radius : {1.0, 200.0, 12345.5, 1e6}) {
            p.radius = radius;
            const Planet planet(p);
            for (int k = 0; k < 2000; ++k) {
                const Point3 q = fromLatLon(radius, lat(rng), lon(rng));
                QCOMPARE(planet.height(q), expectedHeight(p, q));
            }
        }
        // Negative sums go through ToInt32 (truncation), not floor.
        p.height = {{1, 0, 0}};
        const Planet planet(p);
        QCOMPARE(planet.height({-1.5, 0, 0}), double(p.profile[255]) / 128.0); // not [254]
    }

    void noSeamAtThePolesOrTheDateLine()
    {
        const PlanetParameters p = PlanetParameters::defaults();
        const Planet planet(p);
        const int w = 361, h = 181;
        const std::vector<float> map = equirectangularHeights(planet, w, h, 2);
        for (int c = 1; c < w; ++c) {
            QCOMPARE(map[std::size_t(c)], map[0]); // the north pole row: one point
            QCOMPARE(map[std::size_t((h - 1) * w + c)], map[std::size_t((h - 1) * w)]);
        }
        for (int r = 0; r < h; ++r) // 180° W and 180° E: the same points
            QCOMPARE(map[std::size_t(r * w + w - 1)], map[std::size_t(r * w)]);
        // Along a meridian over each pole, 0.01° a sample: the height moves
        // by no more than one profile step per vector, as anywhere else.
        const double limit = largestStep(p);
        for (const double pole : {90.0, -90.0}) {
            double last = planet.height(fromLatLon(p.radius, pole - std::copysign(5.0, pole), 20));
            for (double t = -5.0; t <= 5.0; t += 0.01) {
                // Up the meridian at 20° E to the pole and down at 160° W.
                const double lat = pole - std::copysign(std::abs(t), pole);
                const double lon = t < 0 ? 20.0 : -160.0;
                const double now = planet.height(fromLatLon(p.radius, lat, lon));
                QVERIFY2(std::abs(now - last) <= limit,
                         qPrintable(QStringLiteral("%1 at %2").arg(now - last).arg(t)));
                last = now;
            }
        }
    }

    // Every point that lies on two faces' edges has the same height on both,
    // and each face's four edges are shared.
    void cubeFacesMeetAtTheirEdges()
    {
        const Planet planet(PlanetParameters::defaults());
        const int n = 33;
        const auto faces = cubeMapHeights(planet, n, 2);
        std::map<std::tuple<long long, long long, long long>, std::vector<float>> seen;
        for (int f = 0; f < 6; ++f)
            for (int j = 0; j < n; ++j)
                for (int i = 0; i < n; ++i) {
                    if (i != 0 && j != 0 && i != n - 1 && j != n - 1)
                        continue;
                    const Point3 q = cubePoint(200, CubeFace(f), i, j, n);
                    QCOMPARE(float(planet.height(q)),
                             faces[std::size_t(f)][std::size_t(j * n + i)]);
                    const auto key = std::tuple{std::llround(q.x * 1e6), std::llround(q.y * 1e6),
                                                std::llround(q.z * 1e6)};
                    seen[key].push_back(faces[std::size_t(f)][std::size_t(j * n + i)]);
                }
        for (const auto &[point, values] : seen) {
            QVERIFY(values.size() >= 2); // no edge pixel belongs to one face alone
            for (const float v : values)
                QCOMPARE(v, values.front());
        }
        // The faces' orientation as planetmaps.h states it: each centre
        // on its axis, the top-middle pixel towards +z on the four
        // equatorial faces, towards -x on the +z face, +x on the -z face.
        const Point3 axes[6] = {{200, 0, 0},  {-200, 0, 0}, {0, 200, 0},
                                {0, -200, 0}, {0, 0, 200},  {0, 0, -200}};
        const Point3 ups[6] = {{0, 0, 1}, {0, 0, 1}, {0, 0, 1}, {0, 0, 1}, {-1, 0, 0}, {1, 0, 0}};
        for (int f = 0; f < 6; ++f) {
            const Point3 c = cubePoint(200, CubeFace(f), n / 2, n / 2, n);
            QVERIFY(std::abs(c.x - axes[f].x) < 1e-9 && std::abs(c.y - axes[f].y) < 1e-9 &&
                    std::abs(c.z - axes[f].z) < 1e-9);
            const Point3 top = cubePoint(200, CubeFace(f), n / 2, 0, n);
            const Point3 &u = ups[f];
            QVERIFY2((top.x - c.x) * u.x + (top.y - c.y) * u.y + (top.z - c.z) * u.z > 50,
                     qPrintable(QString::number(f)));
        }
        // 12 edges of n - 2 inner points each, and 8 corners.
        QCOMPARE(seen.size(), std::size_t(12 * (n - 2) + 8));
    }

    // Terrain kinds by the plane's rules on the sums at the point: water
    // below the lake level, then towns, open land (grass or moor), forest.
    void kindsFollowThePlanesRules()
    {
        const PlanetParameters p = PlanetParameters::defaults();
        const Planet planet(p);
        const auto sumOf = [&](const SphereVectors &set, const Point3 &q) {
            std::int64_t sum = 0;
            for (const SphereVector &v : set) {
                const double n = double(v.a) * q.x + double(v.b) * q.y + double(v.c) * q.z;
                sum += p.profile[std::size_t(static_cast<std::int64_t>(std::trunc(n)) & 255)];
            }
            return sum;
        };
        std::mt19937_64 rng(11);
        std::uniform_real_distribution<double> lat(-90, 90), lon(-180, 180);
        std::map<TerrainKind, int> seen;

        for (int k = 0; k < 5000; ++k) {
            const Point3 q = fromLatLon(p.radius, lat(rng), lon(rng));
            TerrainKind want;
            if (expectedHeight(p, q) < p.lakeLevel)
                want = TerrainKind::Lake;
            else if (sumOf(p.vegetation1, q) < p.thresholds.townBelow)
                want = TerrainKind::Town;
            else if (sumOf(p.vegetation2, q) < p.thresholds.openBelow)
                want = sumOf(p.vegetation3, q) < p.thresholds.grassBelow ? TerrainKind::Grass
                                                                         : TerrainKind::Moor;
            else
                want = sumOf(p.vegetation3, q) < p.thresholds.thicketBelow ? TerrainKind::Thicket
                                                                           : TerrainKind::Wood;
            QCOMPARE(int(planet.kind(q)), int(want));
            ++seen[want];
        }
        QVERIFY2(seen.size() >= 4, qPrintable(QString::number(seen.size()))); // a varied planet
    }

    // terrainstudio-cli planet: the equirectangular map's date-line columns
    // and pole rows, the cube faces' shared edges value for value (one
    // height range for all: the 1983 profile's 2 and 138 over five vectors).
    void exportsOnTheCommandLine()
    {
        QTemporaryDir dir;
        const auto cli = [](const QStringList &args) {
            QProcess p;
            p.start(QStringLiteral(TERRAIN_CLI), args);
            p.waitForFinished(120000);
            return std::pair{p.exitCode(), p.readAllStandardError()};
        };
        const QString map = dir.filePath(QStringLiteral("planet.png"));
        QCOMPARE(
            cli({u"planet"_s, u"--export"_s, u"equirect"_s, u"--size"_s, u"37"_s, u"-o"_s, map})
                .first,
            0);
        const QImage m(map);
        QCOMPARE(m.size(), QSize(37, 19));
        QCOMPARE(m.format(), QImage::Format_Grayscale16);
        const auto value = [](const QImage &image, int x, int y) {
            return reinterpret_cast<const quint16 *>(image.constScanLine(y))[x];
        };
        for (int y = 0; y < 19; ++y)
            QCOMPARE(value(m, 36, y), value(m, 0, y));
        for (int x = 1; x < 37; ++x) {
            QCOMPARE(value(m, x, 0), value(m, 0, 0));
            QCOMPARE(value(m, x, 18), value(m, 0, 18));
        }
        QFile sidecar(map + QStringLiteral(".json"));
        QVERIFY(sidecar.open(QIODevice::ReadOnly));
        const QJsonObject o = QJsonDocument::fromJson(sidecar.readAll()).object();
        QCOMPARE(o.value(QStringLiteral("min_height")).toDouble(), 5 * 2 / 128.0);
        QCOMPARE(o.value(QStringLiteral("max_height")).toDouble(), 5 * 138 / 128.0);
        QCOMPARE(o.value(QStringLiteral("projection")).toString(),
                 QStringLiteral("equirectangular"));

        const QString cube = dir.filePath(QStringLiteral("cube.png"));
        QCOMPARE(
            cli({u"planet"_s, u"--export"_s, u"cube"_s, u"--size"_s, u"17"_s, u"-o"_s, cube}).first,
            0);
        const QImage px(dir.filePath(QStringLiteral("cube-px.png")));
        const QImage py(dir.filePath(QStringLiteral("cube-py.png")));
        const QImage pz(dir.filePath(QStringLiteral("cube-pz.png")));
        QCOMPARE(px.size(), QSize(17, 17));
        for (int k = 0; k < 17; ++k) {
            QCOMPARE(value(px, 16, k), value(py, 0, k)); // +x's right edge is +y's left
            QCOMPARE(value(px, k, 0), value(pz, k, 16)); // +x's top is +z's bottom
        }
    }

    // The table beside this test: args, and what the command says; exit 2
    // and nothing written.
    void usageErrors_data()
    {
        terrain::testing::addUsageRows(
            QStringLiteral(TERRAIN_TEST_DATA "/planet-usage-errors.json"));
    }
    void usageErrors()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        QTemporaryDir dir;
        for (QString &a : args)
            a.replace(u"OUT"_s, dir.filePath(u"usage"_s));
        const terrain::testing::CliText r =
            terrain::testing::runCliText(QStringList{u"planet"_s} + args);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList());
    }

    // The globe: its centre pixel shows the point at the view's latitude and
    // longitude (within the pixel's size), including at both poles; a view
    // of the pole turned by 90° of longitude is the same picture turned by
    // a quarter (no seam, no singularity).
    void globeLooksWhereItSays()
    {
        const Planet planet(PlanetParameters::defaults());
        for (const auto &[lat, lon] :
             {std::pair{30.0, 0.0}, {-45.0, 170.0}, {90.0, 0.0}, {-90.0, -60.0}, {0.0, 180.0}}) {
            GlobeView view;
            view.latitude = lat;
            view.longitude = lon;
            view.size = 401;
            const auto centre = globePoint(200, view, 200, 200);
            QVERIFY(centre);
            const Point3 want = fromLatLon(200, lat, lon);
            QVERIFY(std::hypot(centre->x - want.x, centre->y - want.y, centre->z - want.z) < 1.0);
            QVERIFY(!globePoint(200, view, 0, 0)); // a corner lies off the disc
        }
        GlobeView a, b;
        a.latitude = b.latitude = 90;
        a.longitude = 0;
        b.longitude = 90;
        a.size = b.size = 200;
        const QImage ia = renderGlobe(planet, a, 2);
        const QImage ib = renderGlobe(planet, b, 2);
        // Turning the view 90° east about the pole turns the picture a
        // quarter clockwise: pixel (x, y) of a is pixel (size-1-y, x) of b.
        int same = 0, disc = 0;
        for (int y = 0; y < 200; ++y)
            for (int x = 0; x < 200; ++x) {
                if (!globePoint(200, a, x, y))
                    continue;
                ++disc;
                same += ia.pixel(x, y) == ib.pixel(199 - y, x);
            }
        QVERIFY2(same > disc * 995 / 1000,
                 qPrintable(QStringLiteral("%1 of %2").arg(same).arg(disc)));
    }

    // The flat map: its centre is the point at the view's latitude and
    // longitude, a pixel east of it lies `scale` units east, and a map of
    // the pole turned by 90° of longitude is the same map turned a quarter.
    void flatMapLooksWhereItSays()
    {
        const Planet planet(PlanetParameters::defaults());
        for (const auto &[lat, lon] : {std::pair{30.0, 0.0}, {90.0, 0.0}, {-90.0, 45.0}}) {
            FlatMapView view;
            view.latitude = lat;
            view.longitude = lon;
            view.width = view.height = 201;
            view.scale = 0.5;
            const Point3 centre = flatMapPoint(200, view, 100, 100);
            const Point3 want = fromLatLon(200, lat, lon);
            QVERIFY(std::hypot(centre.x - want.x, centre.y - want.y, centre.z - want.z) < 1e-6);
            const Point3 east = flatMapPoint(200, view, 101, 100);
            const double step = std::hypot(east.x - centre.x, east.y - centre.y, east.z - centre.z);
            QVERIFY2(std::abs(step - 0.5) < 1e-3, qPrintable(QString::number(step)));
            // A pixel up lies half a unit north: towards the pole, away from it below.
            const Point3 north = flatMapPoint(200, view, 100, 99);
            const Point3 pole{0, 0, 200};
            if (std::abs(lat) < 90) {
                QVERIFY(std::hypot(north.x - pole.x, north.y - pole.y, north.z - pole.z) <
                        std::hypot(centre.x - pole.x, centre.y - pole.y, centre.z - pole.z));
                QVERIFY(std::abs(
                            std::hypot(north.x - centre.x, north.y - centre.y, north.z - centre.z) -
                            0.5) < 1e-3);
            }
        }
        FlatMapView a, b;
        a.latitude = b.latitude = 90;
        b.longitude = 90;
        a.width = a.height = b.width = b.height = 160;
        const QImage ia = renderFlatMap(planet, a, 2), ib = renderFlatMap(planet, b, 2);
        int same = 0;
        for (int y = 0; y < 160; ++y)
            for (int x = 0; x < 160; ++x)
                same += ia.pixel(x, y) == ib.pixel(159 - y, x);
        QVERIFY2(same > 160 * 160 * 995 / 1000, qPrintable(QString::number(same)));
    }

    void badParametersAreNamed()
    {
        PlanetParameters p = PlanetParameters::defaults();
        p.radius = 0;
        QVERIFY(validatePlanet(p).front().find("radius") != std::string::npos);
        p.radius = std::nan("");
        QCOMPARE(validatePlanet(p).size(), std::size_t(1));
        p.radius = -5;
        QCOMPARE(validatePlanet(p).size(), std::size_t(1));
        p = PlanetParameters::defaults();
        p.profile.resize(100);
        QVERIFY(validatePlanet(p).front().find("power of two") != std::string::npos);
        QVERIFY(validatePlanet(PlanetParameters::defaults()).empty());
    }
};

QTEST_GUILESS_MAIN(TestPlanet)
#include "tst_planet.moc"
