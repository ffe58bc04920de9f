// The studio window opens on the 1983 terrain and shows it as a map.
#include "mainwindow.h"
#include "mapimageview.h"
#include "render/colourtable.h"

#include <QTest>

using namespace terrain;

class TestMainWindow : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void opensOnTheDefaultTerrain()
    {
        app::MainWindow w(relf::RelfParameters::reference1983());
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.parameters() == relf::RelfParameters::reference1983());
        const QImage map = w.mapView()->image();
        QCOMPARE(map.size(), QSize(800, 600));
        // The map around the origin is mostly white runnable forest with
        // brown contours, and some lake.
        int white = 0, brown = 0, blue = 0;
        for (int j = 0; j < map.height(); j += 3)
            for (int i = 0; i < map.width(); i += 3) {
                const QRgb c = map.pixel(i, j);
                white += c == render::rgbOf(render::MapColour::Wood);
                brown += c == render::rgbOf(render::MapColour::Contour);
                blue += c == render::rgbOf(render::MapColour::Lake);
            }
        QVERIFY(white > 5000);
        QVERIFY(brown > 100);
        QVERIFY(blue > 100);
        const QImage shown = w.mapView()->grab().toImage();
        QVERIFY(!shown.isNull());
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
