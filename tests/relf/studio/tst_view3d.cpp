// The 3-D view: its cameras look where they say, it renders the terrain in
// the map's colours under Mesa, it follows edits at once and the mouse and
// keys move its cameras. Runs on a real X server (xvfb-run): Qt Quick 3D
// needs OpenGL, which the offscreen platform lacks.
#include "relf/evaluator.h"
#include "relf/map/maprenderer.h"
#include "relf/scene/terrainscene.h"
#include "testcolumns.h"
#include "view3d/scenecamera.h"
#include "view3d/terrainview3d.h"

#include <QQuickItem>
#include <QQuickWidget>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <vector>

using namespace terrain;
using namespace terrain::widgets;
using namespace Qt::StringLiterals;

namespace {

bool near(QVector3D a, QVector3D b, float tolerance = 1e-4f)
{
    return (a - b).length() < tolerance;
}

QString str(QVector3D v)
{
    return u"(%1, %2, %3)"_s.arg(v.x()).arg(v.y()).arg(v.z());
}

float flat(float, float)
{
    return 100.0f;
}

// A ground rising 0.5 m a metre to the east.
float slope(float x, float)
{
    return 0.5f * x;
}

relf::EvaluatorPtr terrain1983(int vectorX = 0)
{
    relf::RelfParameters p = relf::RelfParameters::reference1983();
    if (vectorX != 0)
        p.height[1].a = vectorX;
    return std::make_shared<const relf::RelfEvaluator>(p);
}

// 640 × 480, 1 km at 2 m round a lake, grass and wood, shown.
void showOverTheLake(TerrainView3D &view)
{
    view.resize(640, 480);
    view.setRegion(1000.0, 2.0);
    view.setCentre({-560.0, -1400.0});
    view.setTerrain(terrain1983());
    view.show();
}

// The sky's colour (the view's clear colour), within rounding.
bool isSky(QColor c)
{
    return std::abs(c.red() - 0xb7) < 4 && std::abs(c.green() - 0xd3) < 4 &&
           std::abs(c.blue() - 0xea) < 4;
}

} // namespace

class TestView3D : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void orbitLooksAtItsTarget_data()
    {
        terrain::testing::columns<float, float>({"heading", "pitch"});
        QTest::addColumn<QVector3D>("direction"); // where the camera looks, worked by hand
        const float c = std::cos(qDegreesToRadians(30.0f)), s = std::sin(qDegreesToRadians(30.0f));
        QTest::newRow("north, 30° down") << 0.0f << 30.0f << QVector3D(0, -s, -c);
        QTest::newRow("east, 30° down") << 90.0f << 30.0f << QVector3D(c, -s, 0);
        QTest::newRow("south") << 180.0f << 30.0f << QVector3D(0, -s, c);
        QTest::newRow("west") << 270.0f << 30.0f << QVector3D(-c, -s, 0);
        QTest::newRow("straight down, clamped") << 0.0f << 120.0f
                                                << QVector3D(0, -std::sin(qDegreesToRadians(89.0f)),
                                                             -std::cos(qDegreesToRadians(89.0f)));
    }

    void orbitLooksAtItsTarget()
    {
        QFETCH(float, heading);
        QFETCH(float, pitch);
        QFETCH(QVector3D, direction);
        SceneCamera camera;
        const QVector3D target(10, 200, -40);
        camera.setOrbit(target, 500.0f, heading, pitch);
        QVERIFY2(near(camera.forward(), direction), qPrintable(str(camera.forward())));
        QVERIFY(near(camera.position(), target - direction * 500.0f, 1e-2f));
        // The node's rotation turns its -z onto the same direction.
        const QVector3D looks = camera.rotation().rotatedVector({0, 0, -1});
        QVERIFY2(near(looks, direction), qPrintable(str(looks)));
        // Its up stays up: no roll.
        QVERIFY(camera.rotation().rotatedVector({0, 1, 0}).y() > 0.0f);
        QCOMPARE(camera.rotation().rotatedVector({1, 0, 0}).y(), 0.0f);
    }

    void orbitTurnsPansAndZooms()
    {
        SceneCamera camera;
        camera.setOrbit({0, 100, 0}, 400.0f, 0.0f, 30.0f);
        camera.turn(300.0f, 0.0f); // 0.3° a pixel: 90° to the east
        QVERIFY(std::abs(camera.heading() - 90.0f) < 1e-3f);
        camera.turn(0.0f, 10000.0f);
        QCOMPARE(camera.pitch(), SceneCamera::kMaxPitch);
        camera.zoom(1.0f);
        QVERIFY(std::abs(camera.distance() - 340.0f) < 1e-3f);
        camera.zoom(-1000.0f);
        QCOMPARE(camera.distance(), SceneCamera::kMaxDistance);
        // Looking east, the right hand is south: a drag to the left pulls
        // the ground left, so the target moves right (south, +z); a drag
        // down pulls the ground nearer, so the target moves ahead (east).
        // It stays on the ground.
        camera.setOrbit({0, 0, 0}, 400.0f, 90.0f, 30.0f);
        camera.pan(-100.0f, 0.0f, 400.0f, slope);
        QVERIFY2(camera.target().z() > 1.0f && std::abs(camera.target().x()) < 1e-3f,
                 qPrintable(str(camera.target())));
        camera.pan(0.0f, 100.0f, 400.0f, slope);
        QVERIFY2(camera.target().x() > 1.0f, qPrintable(str(camera.target())));
        QCOMPARE(camera.target().y(), 0.5f * camera.target().x());
    }

    void walkerStandsOnTheGround()
    {
        SceneCamera camera;
        camera.setOrbit({20, 100, 30}, 300.0f, 90.0f, 40.0f);
        camera.setMode(SceneCamera::Mode::Walk, flat);
        // At the target's ground point, eye height above it, looking level
        // east: on flat ground every way is as open, the heading stays.
        QVERIFY(near(camera.position(), {20, 100 + SceneCamera::kEyeHeight, 30}));
        QVERIFY(near(camera.forward(), {1, 0, 0}));
        camera.walk(10.0f, 0.0f, slope); // 10 m east: the ground rose 5 m
        QVERIFY2(near(camera.position(), {30, 15 + SceneCamera::kEyeHeight, 30}),
                 qPrintable(str(camera.position())));
        camera.walk(0.0f, 4.0f, flat); // right of east is south: +z
        QVERIFY(near(camera.position(), {30, 100 + SceneCamera::kEyeHeight, 34}));
        camera.turn(0.0f, 100.0f); // dragging down looks down
        QVERIFY(camera.forward().y() < -0.4f);
        camera.turn(0.0f, -10000.0f);
        QVERIFY(std::abs(camera.forward().y() -
                         std::sin(qDegreesToRadians(SceneCamera::kMaxLook))) < 1e-5f);
        camera.setMode(SceneCamera::Mode::Orbit, flat);
        QCOMPARE(camera.target().y(), 100.0f);
    }

    // Walking starts looking the way most land is in sight: downhill on a
    // slope, away from a hill close ahead; level, the orbit's heading kept
    // when nothing is in the way.
    void walkStartsFacingTheOpenView()
    {
        SceneCamera camera;
        camera.setOrbit({20, 10, 30}, 300.0f, 90.0f, 40.0f); // facing east, uphill
        camera.setMode(SceneCamera::Mode::Walk, slope);
        QVERIFY2(camera.forward().x() < -0.99f, qPrintable(str(camera.forward()))); // west
        QVERIFY(std::abs(camera.forward().y()) < 1e-5f);

        // A hill 40 m north of the walker, 60 m high; the rest flat.
        const auto hill = [](float x, float z) {
            const float d = std::hypot(x, z + 40.0f);
            return d < 30.0f ? 60.0f * (1.0f - d / 30.0f) : 0.0f;
        };
        camera.setOrbit({0, 0, 0}, 300.0f, 0.0f, 40.0f); // facing north, at the hill
        camera.setMode(SceneCamera::Mode::Walk, hill);
        const QVector3D f = camera.forward();
        QVERIFY2(f.z() > -0.5f, qPrintable(str(f))); // turned away from the hill
        QVERIFY2(near(camera.position(), {0, SceneCamera::kEyeHeight, 0}),
                 qPrintable(str(camera.position())));

        camera.setOrbit({0, 0, 0}, 300.0f, 200.0f, 40.0f);
        camera.setMode(SceneCamera::Mode::Walk, flat);
        QVERIFY(std::abs(camera.heading() - 200.0f) < 1e-4f);
    }

    void rendersTheTerrainInTheMapsColours()
    {
        TerrainView3D view;
        if (!view.problem().isEmpty())
            QFAIL(qPrintable(view.problem()));
        view.resize(640, 480);
        view.setRegion(1000.0, 4.0);
        view.setViewDistance(1000.0);      // the ground ends at 1 km: sky above it
        view.setCentre({-560.0, -1400.0}); // lake, grass and wood
        view.setTerrain(terrain1983());
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QTRY_COMPARE(view.buildCount(), 1);
        QVERIFY(view.scene().water);
        const QImage shot = view.grabScene();
        QVERIFY(!shot.isNull());
        int sky = 0, green = 0, water = 0, other = 0;
        for (int y = 0; y < shot.height(); y += 2)
            for (int x = 0; x < shot.width(); x += 2) {
                const QColor c = shot.pixelColor(x, y);
                const int r = c.red(), g = c.green(), b = c.blue();
                if (isSky(c))
                    ++sky;
                else if (g > r + 30 && g > b + 30)
                    ++green; // grass and thickets, lit
                else if (b > r + 70)
                    ++water;
                else
                    ++other;
            }
        const int all = sky + green + water + other;
        QVERIFY2(sky > all / 20 && sky < all * 9 / 10,
                 qPrintable(u"sky %1 of %2"_s.arg(sky).arg(all)));
        if (qEnvironmentVariableIsSet("TERRAIN_VIEW3D_SHOT"))
            shot.save(qEnvironmentVariable("TERRAIN_VIEW3D_SHOT"));
        // (The first view holds the whole region, so its green is under 1 %.)
        QVERIFY2(green > all / 200, qPrintable(u"green %1 of %2"_s.arg(green).arg(all)));
        QVERIFY2(water > all / 100, qPrintable(u"water %1 of %2"_s.arg(water).arg(all)));
    }

    // The ground reaches the view distance, coarser with the distance from
    // the camera: looking out low over it, the ground of 8 km covers sky that
    // the ground of 1 km leaves, with a few vertices more, not 64 times as
    // many; what lies behind the camera is not drawn.
    void groundReachesTheViewDistance()
    {
        TerrainView3D view;
        showOverTheLake(view);
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QTRY_VERIFY(view.buildCount() >= 1);
        const auto skyAndVertices = [&](double distance) {
            view.setViewDistance(distance);
            view.buildNow();
            view.camera().setOrbit({0.0f, view.groundAt(0, 0), 0.0f}, 1500.0f, 30.0f, 16.0f);
            view.applyCamera();
            const QImage shot = view.grabScene();
            int sky = 0;
            for (int y = 0; y < shot.height(); y += 2)
                for (int x = 0; x < shot.width(); x += 2)
                    sky += isSky(shot.pixelColor(x, y));
            const LodGround::Buffers &g = view.ground();
            return std::array<qsizetype, 4>{sky, g.vertexCount(), g.chunks(), g.allChunks};
        };
        const auto one = skyAndVertices(1000.0), eight = skyAndVertices(8000.0);
        const qsizetype all = (640 / 2) * (view.quickWidget()->height() / 2);
        QVERIFY2(
            one[0] > eight[0] + all / 20,
            qPrintable(u"sky %1 at 1 km, %2 at 8 km of %3"_s.arg(one[0]).arg(eight[0]).arg(all)));
        QVERIFY2(eight[1] < 3 * one[1] && eight[1] < 60000,
                 qPrintable(u"%1 vertices at 1 km, %2 at 8 km"_s.arg(one[1]).arg(eight[1])));
        QVERIFY2(eight[2] < eight[3] * 2 / 3,
                 qPrintable(u"%1 of %2 chunks drawn"_s.arg(eight[2]).arg(eight[3])));
        // The region keeps its map: chunks inside it draw with the fine one.
        QVERIFY(view.ground().near.chunks > 0);
    }

    // The contours are drawn for the view's scale (the ground's shader, not
    // the map picture): close up and far away they stay lines of one or two
    // pixels, where a picture's contours blur into bands close up; the view's
    // Contours box takes them away.
    void contoursStayThinAtEveryDistance()
    {
        const auto brown = [](QColor c) {
            return c.saturation() > 150 && std::abs(c.hue() - 24) < 10 && c.value() < 235 &&
                   c.value() > 120;
        };
        // The lengths of the runs of contour pixels down each column.
        const auto runs = [&](const QImage &shot) {
            std::vector<int> lengths;
            for (int x = 0; x < shot.width(); ++x) {
                int run = 0;
                for (int y = 0; y < shot.height(); ++y) {
                    if (brown(shot.pixelColor(x, y))) {
                        ++run;
                    } else if (run > 0) {
                        lengths.push_back(run);
                        run = 0;
                    }
                }
            }
            std::sort(lengths.begin(), lengths.end());
            return lengths;
        };
        TerrainView3D view;
        showOverTheLake(view);
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QTRY_COMPARE(view.buildCount(), 1);
        // The picture under the ground has no contours of its own.
        // (A few brown point symbols remain.)
        int pictureBrown = 0, samples = 0;
        for (int y = 0; y < view.scene().texture.height(); y += 3)
            for (int x = 0; x < view.scene().texture.width(); x += 3, ++samples)
                pictureBrown += brown(view.scene().texture.pixelColor(x, y));
        QVERIFY2(pictureBrown < samples / 1000,
                 qPrintable(u"%1 of %2 brown"_s.arg(pictureBrown).arg(samples)));
        for (const float distance : {1200.0f, 80.0f}) {
            const float x = 150.0f, z = 200.0f;
            view.camera().setOrbit({x, view.groundAt(x, z), z}, distance, 30.0f, 35.0f);
            view.applyCamera();
            const std::vector<int> lengths = runs(view.grabScene());
            QVERIFY2(lengths.size() > 200, qPrintable(u"%1 runs"_s.arg(lengths.size())));
            const int p90 = lengths[lengths.size() * 9 / 10];
            QVERIFY2(p90 <= 4, qPrintable(u"at %1 m, 90 %% of the contour runs are at most %2 px"_s
                                              .arg(distance)
                                              .arg(p90)));
        }
        view.setContours(false);
        QTRY_COMPARE(view.buildCount(), 2);
        QVERIFY(runs(view.grabScene()).size() < 20);
    }

    // Skylands: no water plane; the islands hang from brown undersides.
    void skylandsFloat()
    {
        const auto darkBrown = [](const QImage &shot) {
            int n = 0;
            for (int y = 0; y < shot.height(); y += 2)
                for (int x = 0; x < shot.width(); x += 2) {
                    const QColor c = shot.pixelColor(x, y);
                    n += c.red() < 150 && c.red() > c.green() + 8 && c.green() > c.blue() + 8;
                }
            return n;
        };
        relf::RelfParameters p = relf::RelfParameters::reference1983();
        p.lakeLevel = p.originalLakeLevel = 330.0;
        TerrainView3D view;
        view.resize(640, 480);
        view.setRegion(1000.0, 4.0);
        view.setCentre({-560.0, -1400.0});
        view.setTerrain(std::make_shared<const relf::RelfEvaluator>(p));
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QTRY_COMPARE(view.buildCount(), 1);
        QVERIFY(view.scene().water);
        const int before = darkBrown(view.grabScene());
        p.skylands = {true, 1.5};
        view.setTerrain(std::make_shared<const relf::RelfEvaluator>(p));
        QTRY_COMPARE(view.buildCount(), 2);
        QVERIFY(!view.scene().water && view.scene().skylands);
        const QImage shot = view.grabScene();
        const int after = darkBrown(shot);
        QVERIFY2(
            after > before + shot.width() * shot.height() / 400,
            qPrintable(u"underside pixels: %1 without skylands, %2 with"_s.arg(before).arg(after)));
        if (qEnvironmentVariableIsSet("TERRAIN_VIEW3D_SKY"))
            shot.save(qEnvironmentVariable("TERRAIN_VIEW3D_SKY"));
        // The undersides are lit as the ground is, so their relief shows: a
        // light shines up at them (ambient light alone gave one flat brown),
        // and one down at the ground.
        auto *quick = view.findChild<QQuickWidget *>();
        QVERIFY(quick && quick->rootObject());
        int up = 0, down = 0;
        for (QObject *o : quick->rootObject()->findChildren<QObject *>()) {
            if (!o->inherits("QQuick3DDirectionalLight"))
                continue;
            const auto forward = o->property("forward").value<QVector3D>();
            up += forward.y() > 0.2f;
            down += forward.y() < -0.2f;
        }
        QCOMPARE(up, 1);
        QCOMPARE(down, 1);
    }

    // The first view of a region shows all of it: its four corners, the
    // near edge too, lie inside the camera's field (50° high, the widget's
    // aspect wide).
    void firstViewShowsTheWholeRegion_data()
    {
        terrain::testing::column<double>("size",
                                         {{"500 m", 500.0}, {"1 km", 1000.0}, {"2 km", 2000.0}});
    }

    void firstViewShowsTheWholeRegion()
    {
        QFETCH(double, size);
        TerrainView3D view;
        view.resize(800, 600);
        view.setRegion(size, size / 250.0);
        view.setTerrain(terrain1983());
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QTRY_VERIFY(view.buildCount() >= 1);
        view.resetCamera();
        const SceneCamera &camera = view.camera();
        const QVector3D eye = camera.position();
        const QVector3D forward = camera.forward();
        const QVector3D up = camera.rotation().rotatedVector({0, 1, 0});
        const QVector3D right = camera.rotation().rotatedVector({1, 0, 0});
        const float tanHalf = std::tan(25.0f * float(M_PI) / 180.0f);
        const QSize quick = view.quickWidget()->size();
        const float aspect = float(quick.width()) / float(quick.height());
        const float half = float(size) / 2.0f;
        for (const QVector3D corner : {QVector3D(-half, 0, -half), QVector3D(half, 0, -half),
                                       QVector3D(-half, 0, half), QVector3D(half, 0, half)}) {
            const QVector3D p(corner.x(), view.groundAt(corner.x(), corner.z()), corner.z());
            const QVector3D d = p - eye;
            const float z = QVector3D::dotProduct(d, forward);
            QVERIFY(z > 0);
            const float y = QVector3D::dotProduct(d, up) / z,
                        x = QVector3D::dotProduct(d, right) / z;
            QVERIFY2(std::abs(y) <= tanHalf && std::abs(x) <= tanHalf * aspect,
                     qPrintable(str(p) + u" is outside the first view"_s +
                                u" x %1 y %2 eye %3"_s.arg(x).arg(y).arg(str(eye))));
        }
    }

    void followsEditsAtOnce()
    {
        TerrainView3D view;
        view.resize(400, 300);
        view.setRegion(500.0, 2.0);
        view.setTerrain(terrain1983());
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QTRY_COMPARE(view.buildCount(), 1);
        const double before = view.scene().heightAt(100, 100);
        // A drag's edits in one turn of the event loop build one scene.
        for (int a = 20; a <= 24; ++a)
            view.setTerrain(terrain1983(a));
        QTRY_COMPARE(view.buildCount(), 2);
        QTest::qWait(50);
        QCOMPARE(view.buildCount(), 2);
        const relf::TerrainScene expected =
            relf::buildTerrainScene(*terrain1983(24), view.region(), relf::LayersDefault, 5.0, 1);
        QCOMPARE(view.scene().heights, expected.heights);
        QVERIFY(view.scene().heightAt(100, 100) != before);
        // Hidden, it waits; shown again, it catches up.
        view.hide();
        view.setTerrain(terrain1983(30));
        QTest::qWait(50);
        QCOMPARE(view.buildCount(), 2);
        view.show();
        QTRY_COMPARE(view.buildCount(), 3);
    }

    void regionIsCoarsenedToFit()
    {
        TerrainView3D view;
        view.setRegion(2000.0, 1.0); // 2001 vertices a side: too many
        QCOMPARE(view.region().size, 2000.0);
        QCOMPARE(view.region().step, 2.0);
        view.setCentre({10.4, -20.6}); // whole metres, for the fast rows
        QCOMPARE(view.region().centreX, 10.0);
        QCOMPARE(view.region().centreY, -21.0);
    }

    void mouseAndKeysMoveTheCamera()
    {
        TerrainView3D view;
        view.resize(400, 300);
        view.setTerrain(terrain1983());
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QTRY_COMPARE(view.buildCount(), 1);
        QQuickWidget *quick = view.quickWidget();
        QCOMPARE(view.camera().heading(), 0.0f);
        QTest::mousePress(quick, Qt::LeftButton, {}, {100, 100});
        QMouseEvent move(QEvent::MouseMove, QPointF(200, 100),
                         quick->mapToGlobal(QPointF(200, 100)), Qt::NoButton, Qt::LeftButton, {});
        QApplication::sendEvent(quick, &move);
        QTest::mouseRelease(quick, Qt::LeftButton, {}, {200, 100});
        QVERIFY(std::abs(view.camera().heading() - 30.0f) < 1e-3f); // 100 px at 0.3°

        view.setWalking(true);
        QVERIFY(view.walking());
        const QVector3D start = view.camera().position();
        QTest::keyClick(quick, Qt::Key_W);
        const QVector3D moved = view.camera().position() - start;
        // One metre along the heading (the walk starts facing the open
        // view), at eye height above the ground.
        const float heading = qDegreesToRadians(view.camera().heading());
        QVERIFY2(std::abs(moved.x() - std::sin(heading)) < 1e-3f &&
                     std::abs(moved.z() + std::cos(heading)) < 1e-3f,
                 qPrintable(str(moved)));
        const QVector3D eye = view.camera().position();
        QCOMPARE(eye.y(), view.groundAt(eye.x(), eye.z()) + SceneCamera::kEyeHeight);
        QTest::keyClick(quick, Qt::Key_Home);
        QVERIFY(!view.walking());
        QCOMPARE(view.camera().heading(), 0.0f);
    }
};

QTEST_MAIN(TestView3D)
#include "tst_view3d.moc"
