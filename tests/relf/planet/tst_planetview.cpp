// The planet's views draw off the GUI thread: a change returns at once, a
// coarse picture comes first and the whole one after it, the last picture
// stays on screen meanwhile, and a picture of a superseded view never
// replaces a newer one. The legend under the views names the colours the
// core's renderers paint.
#include "defaultplanet.h"
#include "editorwindow.h"
#include "inspectorwidget.h"
#include "legendwidget.h"
#include "planet/planetlegend.h"
#include "planet/planetview.h"
#include "relf/map/symbols.h"
#include "relf/planet/planetdocument.h"
#include "relf/planet/planeteditor.h"
#include "relf/planet/planetglobe.h"

#include <QElapsedTimer>
#include <QHash>
#include <QMainWindow>
#include <QSet>
#include <QTest>

#include <cmath>

using namespace terrain;
using namespace terrain::app;
using namespace Qt::StringLiterals;
using namespace terrain::testing;

namespace {

relf::FlatMapView flatView(double latitude, double longitude, double scale, QSize size)
{
    relf::FlatMapView v;
    v.latitude = latitude;
    v.longitude = longitude;
    v.scale = scale;
    v.width = size.width();
    v.height = size.height();
    return v;
}

// Whether `pixel` is `base` shaded by one light from 70 % to 100 %, as the
// renderers shade by height (truncating each channel).
bool isShadeOf(QRgb pixel, QRgb base)
{
    const int channels[3][2] = {
        {qRed(pixel), qRed(base)}, {qGreen(pixel), qGreen(base)}, {qBlue(pixel), qBlue(base)}};
    int strongest = 0;
    for (int k = 1; k < 3; ++k)
        if (channels[k][1] > channels[strongest][1])
            strongest = k;
    if (channels[strongest][1] == 0)
        return pixel == base;
    const double light = (channels[strongest][0] + 0.5) / channels[strongest][1];
    if (light < 0.7 - 1.0 / channels[strongest][1] || light > 1.0 + 1.0 / channels[strongest][1])
        return false;
    for (const auto &c : channels)
        if (std::abs(int(c[1] * light) - c[0]) > 1)
            return false;
    return true;
}

} // namespace

class TestPlanetView : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // A new centre costs the GUI thread next to nothing; the coarse picture
    // is shown first, the whole one then, and that is the core's picture.
    void theMapIsDrawnOffTheGuiThread()
    {
        // A planet whose picture takes long next to painting one (48 height
        // vectors where the default has 5), so that the yardstick stays
        // long however fast the renderer gets.
        relf::PlanetParameters heavy = relf::PlanetParameters::defaults();
        for (std::int32_t k = 0; heavy.height.size() < 48; ++k)
            heavy.height.push_back({k % 7 - 3, k % 5 - 2, k % 3 + 1});
        const auto planet = std::make_shared<const relf::Planet>(heavy);
        widgets::PlanetView view(widgets::PlanetView::Kind::Map);
        view.resize(480, 480);
        view.setPlanet(planet);
        view.setScale(0.6); // no ring features: the picture is the renderer's alone
        view.setCentre(10.0, 20.0);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QVERIFY(view.waitForPicture());
        const QImage before = view.shownPicture();
        const quint64 old = view.shownGeneration();
        const double whole = view.renderMilliseconds();
        QVERIFY(whole > 0);

        QList<bool> wholeShown; // per picture shown: whole or coarse
        connect(&view, &widgets::PlanetView::pictureShown, this,
                [&] { wholeShown << view.shownIsWhole(); });
        QElapsedTimer timer;
        timer.start();
        view.setCentre(12.0, 21.0);
        view.repaint(); // paints at once, and starts the drawing
        const double blocked = double(timer.nsecsElapsed()) / 1e6;
        QVERIFY(view.isDrawing());
        QVERIFY2(
            blocked < whole / 2,
            qPrintable(u"the GUI thread held %1 ms, a whole picture takes %2 ms"_s.arg(blocked).arg(
                whole)));
        // Meanwhile the last picture is on screen, not a blank view.
        QCOMPARE(view.shownGeneration(), old);
        const QImage onScreen = view.grab().toImage().convertToFormat(QImage::Format_RGB32);
        int same = 0;
        for (int y = 0; y < 480; y += 16)
            for (int x = 0; x < 480; x += 16)
                same += onScreen.pixel(x, y) == before.pixel(x, y);
        QCOMPARE(same, 30 * 30);

        QVERIFY(view.waitForPicture());
        QCOMPARE(wholeShown, (QList<bool>{false, true}));
        QVERIFY(view.coarseMilliseconds() > 0);
        qInfo("map 480 × 480: coarse %.1f ms, whole %.1f ms (before: whole %.1f ms)",
              view.coarseMilliseconds(), view.renderMilliseconds(), whole);
        QCOMPARE(view.picture(),
                 relf::renderFlatMap(*planet, flatView(12.0, 21.0, 0.6, QSize(480, 480))));

        // At the editor's first scale the ring features are drawn too (the
        // planet's features found once, on the drawing thread).
        for (const double lat : {12.0, 14.0}) {
            timer.restart();
            view.setScale(0.25);
            view.setCentre(lat, 21.0);
            view.repaint();
            const double held = double(timer.nsecsElapsed()) / 1e6;
            QVERIFY(view.isDrawing()); // not drawn on this thread
            QVERIFY(view.waitForPicture());
            QVERIFY(!view.featuresShown().empty());
            QVERIFY2(
                held < view.renderMilliseconds() / 2,
                qPrintable(u"the GUI thread held %1 ms, a whole picture took %2 ms"_s.arg(held).arg(
                    view.renderMilliseconds())));
            qInfo("map 480 × 480 with features: coarse %.1f ms, whole %.1f ms, GUI thread %.1f ms",
                  view.coarseMilliseconds(), view.renderMilliseconds(), held);
        }
    }

    // A view changed while its picture is in the making: nothing of the
    // older view is shown after the change, and the end is the newer view.
    void aSupersededPictureNeverReplacesANewerOne()
    {
        const auto planet = defaultPlanet();
        widgets::PlanetView view(widgets::PlanetView::Kind::Map);
        view.resize(480, 360);
        view.setPlanet(planet);
        view.setScale(0.8);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QVERIFY(view.waitForPicture());

        QList<quint64> shown;
        connect(&view, &widgets::PlanetView::pictureShown, this,
                [&] { shown << view.shownGeneration(); });
        view.setCentre(-20.0, 40.0);
        view.repaint();
        const quint64 first = view.generation();
        // Its coarse picture is on screen: the whole one is in the making.
        QTRY_COMPARE(view.shownGeneration(), first);
        view.setCentre(-25.0, 45.0);
        view.repaint();
        const quint64 second = view.generation();
        QVERIFY(second > first);
        const qsizetype changedAt = shown.size();
        QVERIFY(view.waitForPicture());
        QTest::qWait(400); // whatever of the first is still on its way
        QVERIFY(shown.size() > changedAt);
        for (qsizetype k = changedAt; k < shown.size(); ++k)
            QCOMPARE(shown[k], second);
        QCOMPARE(view.shownGeneration(), second);
        QVERIFY(view.shownIsWhole());
        QCOMPARE(view.shownPicture(),
                 relf::renderFlatMap(*planet, flatView(-25.0, 45.0, 0.8, QSize(480, 360))));
    }

    // The legend under the views: exactly the kinds a planet's ground can
    // be (Planet::kind: lake, town, grass, moor, wood, thicket) and snow,
    // each with the colour the core's globe and map paint it, shaded.
    void theLegendIsTheRenderersColours()
    {
        PlanetDocument document;
        EditorWindow<PlanetEditor> w(&document, {1000, 560});
        QVERIFY(w.shown());
        PlanetEditor &editor = w.editor;
        const QMainWindow &window = w.window;
        widgets::PlanetLegend *legend = editor.legend();
        QVERIFY(legend->isVisible());
        const QPoint legendTop = legend->mapTo(&window, QPoint(0, 0));
        const QPoint mapBottom = editor.map()->mapTo(&window, editor.map()->rect().bottomLeft());
        QVERIFY(legendTop.y() > mapBottom.y()); // under the views
        // Every entry in sight, none cut off.
        for (int i = 0; i < legend->count(); ++i)
            QVERIFY(legend->viewport()->rect().contains(legend->visualItemRect(legend->item(i))));

        using relf::TerrainKind;
        QStringList expected;
        for (const TerrainKind kind : {TerrainKind::Lake, TerrainKind::Town, TerrainKind::Grass,
                                       TerrainKind::Moor, TerrainKind::Wood, TerrainKind::Thicket})
            expected << widgets::terrainKindTitle(kind);
        const QString snow = u"Snow (above the snow line)"_s;
        expected << snow;
        // Then the symbol of each kind of point feature the map shows, in
        // the kinds' order.
        editor.map()->waitForPicture();
        QCoreApplication::processEvents();
        QVERIFY(!editor.map()->featuresShown().empty()); // the default view shows some
        unsigned kinds = 0;
        for (const relf::PlanetFeature &f : editor.map()->featuresShown())
            if (relf::hasSymbol(f.feature))
                kinds |= 1u << unsigned(f.feature);
        for (int f = 0; f < relf::kFeatureCount; ++f)
            if ((kinds >> f) & 1u)
                expected << widgets::featureTitle(relf::Feature(f));
        QTRY_COMPARE(legend->entries(), expected);
        QVERIFY(legend->count() > 7);
        // The swatches' colours, as drawn.
        QHash<QString, QRgb> colours;
        for (int i = 0; i < legend->count(); ++i) {
            const QImage swatch = legend->item(i)
                                      ->icon()
                                      .pixmap(widgets::kLegendIcon, widgets::kLegendIcon)
                                      .toImage();
            colours[legend->item(i)->text()] = swatch.pixel(swatch.rect().center()) | 0xff000000u;
        }

        // Every pixel of the core's pictures is its ground's entry, shaded.
        const relf::Planet planet(relf::PlanetParameters::defaults());
        const double radius = planet.parameters().radius;
        QSet<QString> met;
        const auto check = [&](const QImage &picture, const auto &pointAt) {
            for (int y = 0; y < picture.height(); y += 3)
                for (int x = 0; x < picture.width(); x += 3) {
                    const std::optional<relf::Point3> q = pointAt(x, y);
                    if (!q)
                        continue;
                    const TerrainKind kind = planet.kind(*q);
                    const QString name = kind != TerrainKind::Lake &&
                                                 planet.height(*q) > planet.parameters().snowHeight
                                             ? snow
                                             : widgets::terrainKindTitle(kind);
                    QVERIFY2(colours.contains(name), qPrintable(name));
                    QVERIFY2(isShadeOf(picture.pixel(x, y), colours[name]),
                             qPrintable(u"%1 at (%2, %3): #%4, the legend #%5"_s.arg(name)
                                            .arg(x)
                                            .arg(y)
                                            .arg(picture.pixel(x, y), 0, 16)
                                            .arg(colours[name], 0, 16)));
                    met << name;
                }
        };
        for (const auto &[lat, lon] : {std::pair{0.0, 0.0}, std::pair{45.0, 120.0},
                                       std::pair{-60.0, -100.0}, std::pair{89.0, 10.0}}) {
            const relf::FlatMapView v = flatView(lat, lon, 2.0, QSize(240, 160));
            check(relf::renderFlatMap(planet, v),
                  [&](int x, int y) { return std::optional(relf::flatMapPoint(radius, v, x, y)); });
            relf::GlobeView g;
            g.latitude = lat;
            g.longitude = lon;
            g.size = 160;
            check(relf::renderGlobe(planet, g),
                  [&](int x, int y) { return relf::globePoint(radius, g, x, y); });
        }
        QVERIFY2(met.size() >= 4, qPrintable(QStringList(met.begin(), met.end()).join(u", "_s)));
    }
};

QTEST_MAIN(TestPlanetView)
#include "tst_planetview.moc"
