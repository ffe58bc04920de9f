// The continent in the studio: made from a picture, its curves dragged, a
// preset chosen, painted on the minimap, placed, eroded, its climate changed
// and removed, each one undo step that undo takes back; the map far out
// shows the continent.
#include "continent/continentcurves.h"
#include "continent/continentminimap.h"
#include "continent/continentpanel.h"
#include "mapview.h"
#include "numberbox.h"
#include "relf/model/parameterfile.h"
#include "relf/relfdocument.h"
#include "relf/relfeditor.h"
#include "window/mainwindow.h"

#include "qcustomplotinclude.h"
#include "testfiles.h"

#include <QApplication>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QMouseEvent>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>
#include <QWheelEvent>

using namespace terrain;
using namespace Qt::StringLiterals;

namespace {

class Studio : public app::MainWindow
{
public:
    Studio() { addDocument(new app::RelfDocument(relf::RelfParameters::reference1983())); }
    app::RelfEditor *relfEditor() const
    {
        return static_cast<app::RelfEditor *>(editor(QString::fromLatin1(relf::kParameterFormat)));
    }
    app::RelfDocument *document() const { return relfEditor()->document(); }
    const relf::RelfParameters &parameters() const { return document()->parameters(); }
    QUndoStack *undo() const { return document()->undoStack(); }
    widgets::ContinentPanel *panel() const { return relfEditor()->continentPanel(); }
};

// A grey picture 48 x 32: an island in the middle.
QString islandPicture(const QTemporaryDir &dir)
{
    QImage image(48, 32, QImage::Format_Grayscale8);
    for (int row = 0; row < 32; ++row)
        for (int col = 0; col < 48; ++col) {
            const double d = std::hypot((col - 24) / 18.0, (row - 16) / 11.0);
            image.scanLine(row)[col] =
                static_cast<uchar>(std::clamp(220.0 - 150.0 * d, 10.0, 250.0));
        }
    const QString path = dir.filePath(u"island.png"_s);
    image.save(path);
    return path;
}

// Undo takes the parameters back to `before`, redo forward to `after`.
void checkUndo(Studio &w, const relf::RelfParameters &before, const relf::RelfParameters &after)
{
    QVERIFY(w.parameters() == after);
    w.undo()->undo();
    QVERIFY(w.parameters() == before);
    w.undo()->redo();
    QVERIFY(w.parameters() == after);
}

} // namespace

class TestContinentEditor : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyContinentEditIsOneUndoStep()
    {
        QTemporaryDir dir;
        Studio w;
        w.resize(1300, 850);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const int start = w.undo()->count();

        // Made from a picture.
        relf::RelfParameters before = w.parameters();
        w.relfEditor()->continentFromFile(islandPicture(dir), 100.0);
        QVERIFY(w.parameters().continent.has_value());
        QCOMPARE(w.undo()->count(), start + 1);
        QCOMPARE(w.parameters().continent->grid->width, 48);
        QCOMPARE(w.parameters().continent->cell, 100.0);
        QVERIFY(w.relfEditor()->continentDock()->isVisible());
        QVERIFY(!w.panel()->minimap()->picture().isNull());
        // A picture is an island: the ocean past its edges, as the dock says.
        QCOMPARE(w.parameters().continent->edges, relf::ContinentEdges::Ocean);
        QCOMPARE(w.panel()->edgesBox()->currentData().toInt(), int(relf::ContinentEdges::Ocean));
        checkUndo(w, before, relf::RelfParameters(w.parameters()));

        // A curve point dragged: one step, whatever the moves in between.
        before = w.parameters();
        widgets::ContinentCurves *curves = w.panel()->curves();
        QCustomPlot *plot = curves->plot();
        const QPoint from = curves->pointPixel(widgets::ContinentCurves::Base, 2).toPoint();
        QTest::mousePress(plot, Qt::LeftButton, {}, from);
        for (int k = 1; k <= 4; ++k)
            QTest::mouseMove(plot, from + QPoint(0, -10 * k));
        QTest::mouseRelease(plot, Qt::LeftButton, {}, from + QPoint(0, -40));
        QCOMPARE(w.undo()->count(), start + 2);
        QVERIFY(w.parameters().continent->base[2].value > before.continent->base[2].value);
        QCOMPARE(w.parameters().continent->amplitude, before.continent->amplitude);
        checkUndo(w, before, relf::RelfParameters(w.parameters()));

        // A preset.
        before = w.parameters();
        QComboBox *preset = w.panel()->presetBox();
        preset->setCurrentIndex(2); // alpine
        Q_EMIT preset->activated(2);
        QCOMPARE(w.undo()->count(), start + 3);
        QVERIFY(w.parameters().continent->base != before.continent->base);
        checkUndo(w, before, relf::RelfParameters(w.parameters()));

        // Painted on the minimap: a stroke is one step.
        before = w.parameters();
        widgets::ContinentMinimap *minimap = w.panel()->minimap();
        minimap->setPainting(true);
        const QRect r = minimap->rect();
        const QPoint a(r.width() / 4, r.height() / 2), b(3 * r.width() / 4, r.height() / 2);
        // The brush's outline follows the pointer on the minimap and on the
        // map, at each one's scale, and the wheel sizes both.
        QMouseEvent hover(QEvent::MouseMove, QPointF(a), minimap->mapToGlobal(QPointF(a)),
                          Qt::NoButton, Qt::NoButton, {});
        QApplication::sendEvent(minimap, &hover);
        const double gridWidth = w.parameters().continent->grid->width;
        const double cell = w.parameters().continent->cell;
        const auto minimapRadius = [&] { return minimap->brushOutline().width() / 2; };
        const auto mapRadius = [&] {
            return w.relfEditor()->mapView()->brushOutline().width() / 2;
        };
        QVERIFY(!minimap->brushOutline().isEmpty());
        QCOMPARE(minimap->brushOutline().center(), QPointF(a));
        const double pixelsPerCell = minimapRadius() / minimap->brushRadius();
        QVERIFY(pixelsPerCell > 0 && pixelsPerCell < r.width() / gridWidth + 1e-9);
        QCOMPARE(mapRadius(), std::max(4.0, minimap->brushRadius() * cell /
                                                w.relfEditor()->mapView()->metresPerPixel()));
        const double radius = minimap->brushRadius();
        QWheelEvent wheel(QPointF(a), minimap->mapToGlobal(QPointF(a)), {}, QPoint(0, 120),
                          Qt::NoButton, {}, Qt::NoScrollPhase, false);
        QApplication::sendEvent(minimap, &wheel);
        QCOMPARE(minimap->brushRadius(), radius * 1.25);
        QCOMPARE(minimapRadius(), radius * 1.25 * pixelsPerCell);
        QCOMPARE(mapRadius(),
                 std::max(4.0, radius * 1.25 * cell / w.relfEditor()->mapView()->metresPerPixel()));
        QTest::mousePress(minimap, Qt::LeftButton, {}, a);
        QTest::mouseMove(minimap, (a + b) / 2);
        QTest::mouseMove(minimap, b);
        QTest::mouseRelease(minimap, Qt::LeftButton, {}, b);
        minimap->setPainting(false);
        QVERIFY(minimap->brushOutline().isEmpty());
        QVERIFY(w.relfEditor()->mapView()->brushOutline().isEmpty());
        QCOMPARE(w.undo()->count(), start + 4);
        QVERIFY(w.parameters().continent->grid->samples != before.continent->grid->samples);
        QCOMPARE(w.parameters().continent->source.kind, std::string("painted"));
        checkUndo(w, before, relf::RelfParameters(w.parameters()));

        // Placed: a new cell size.
        before = w.parameters();
        w.panel()->cellBox()->setValue(150.0);
        Q_EMIT w.panel()->cellBox()->editingFinished();
        QCOMPARE(w.undo()->count(), start + 5);
        QCOMPARE(w.parameters().continent->cell, 150.0);
        checkUndo(w, before, relf::RelfParameters(w.parameters()));

        // Eroded through the dialog: Apply is one step.
        before = w.parameters();
        QTimer::singleShot(300, [] {
            for (QWidget *top : QApplication::topLevelWidgets())
                if (auto *d = qobject_cast<QDialog *>(top); d && d->isVisible())
                    if (auto *box = d->findChild<QDialogButtonBox *>())
                        box->button(QDialogButtonBox::Apply)->click();
        });
        w.relfEditor()->erodeContinent();
        QCOMPARE(w.undo()->count(), start + 6);
        QVERIFY(w.parameters().continent->erosion.applied);
        QVERIFY(w.parameters().continent->grid->samples != before.continent->grid->samples);
        checkUndo(w, before, relf::RelfParameters(w.parameters()));

        // Edges chosen in the dock: repeat is one step, and the dock follows undo.
        before = w.parameters();
        QComboBox *edges = w.panel()->edgesBox();
        edges->setCurrentIndex(edges->findData(int(relf::ContinentEdges::Repeat)));
        Q_EMIT edges->activated(edges->currentIndex());
        QCOMPARE(w.undo()->count(), start + 7);
        QCOMPARE(w.parameters().continent->edges, relf::ContinentEdges::Repeat);
        checkUndo(w, before, relf::RelfParameters(w.parameters()));
        w.undo()->undo();
        QCOMPARE(edges->currentData().toInt(), int(relf::ContinentEdges::Ocean));
        w.undo()->redo();
        QCOMPARE(edges->currentData().toInt(), int(relf::ContinentEdges::Repeat));

        // The climate: a new continent has it on; turned off is one step, and
        // the dock follows undo; a new strength is one step.
        QVERIFY(w.parameters().continent->climate.enabled);
        QVERIFY(w.panel()->climateBox()->isChecked());
        before = w.parameters();
        w.panel()->climateBox()->setChecked(false);
        QCOMPARE(w.undo()->count(), start + 8);
        QVERIFY(!w.parameters().continent->climate.enabled);
        QCOMPARE(w.parameters().continent->climate.strength, before.continent->climate.strength);
        checkUndo(w, before, relf::RelfParameters(w.parameters()));
        w.undo()->undo();
        QVERIFY(w.panel()->climateBox()->isChecked());
        w.undo()->redo();
        QVERIFY(!w.panel()->climateBox()->isChecked());
        before = w.parameters();
        w.panel()->climateStrengthBox()->setValue(1.5);
        w.panel()->seaReachBox()->setValue(4500.0);
        Q_EMIT w.panel()->seaReachBox()->editingFinished();
        QCOMPARE(w.undo()->count(), start + 9);
        QCOMPARE(w.parameters().continent->climate.strength, 1.5);
        QCOMPARE(w.parameters().continent->climate.seaReach, 4500.0);
        QVERIFY(!w.parameters().continent->climate.enabled);
        checkUndo(w, before, relf::RelfParameters(w.parameters()));
        // The same values again change nothing.
        Q_EMIT w.panel()->climateStrengthBox()->editingFinished();
        QCOMPARE(w.undo()->count(), start + 9);
        // A value finer than its box shows is kept when another box changes.
        before = w.parameters();
        QVERIFY(w.document()->edit(u"fine"_s, QString(), [](relf::RelfParameters &p) {
            p.continent->climate.snowDropNorth = 118.83;
        }));
        QCOMPARE(w.panel()->snowDropBox()->value(), 119.0);
        w.panel()->riverReachBox()->setValue(700.0);
        Q_EMIT w.panel()->riverReachBox()->editingFinished();
        QCOMPARE(w.parameters().continent->climate.riverReach, 700.0);
        QCOMPARE(w.parameters().continent->climate.snowDropNorth, 118.83);

        // The map far out draws the continent's shape, repeated: sea and land both.
        w.relfEditor()->mapView()->setZoom(render::kZoomLevels - 1, QPointF(0, 0));
        w.relfEditor()->mapView()->centreOn(2400, 1600);
        QTRY_VERIFY_WITH_TIMEOUT(!w.relfEditor()->mapView()->grab().isNull(), 5000);
        QTest::qWait(500);
        const QImage shot = w.relfEditor()->mapView()->grab().toImage();
        QSet<QRgb> colours;
        for (int y = 0; y < shot.height(); y += 7)
            for (int x = 0; x < shot.width(); x += 7)
                colours.insert(shot.pixel(x, y));
        QVERIFY2(colours.size() > 10, qPrintable(QString::number(colours.size())));

        // Removed, and back.
        before = w.parameters();
        for (QMenu *menu : w.relfEditor()->menus())
            for (QAction *a2 : menu->actions())
                if (a2->text() == u"&Remove Continent"_s) {
                    Q_EMIT menu->aboutToShow();
                    QVERIFY(a2->isEnabled());
                    a2->trigger();
                }
        QVERIFY(!w.parameters().continent);
        QCOMPARE(w.undo()->count(), start + 12);
        checkUndo(w, before, relf::RelfParameters(w.parameters()));
    }

    void aBadPictureChangesNothing()
    {
        QTemporaryDir dir;
        Studio w;
        const QString path = dir.filePath(u"not.png"_s);
        QVERIFY(terrain::testing::writeAll(path, "\x89PNG\r\n\x1a\nbroken"));
        const int start = w.undo()->count();
        QTimer::singleShot(300, [] {
            for (QWidget *top : QApplication::topLevelWidgets())
                if (auto *d = qobject_cast<QDialog *>(top); d && d->isVisible())
                    d->reject(); // the warning
        });
        w.relfEditor()->continentFromFile(path, 100.0);
        QCOMPARE(w.undo()->count(), start);
        QVERIFY(!w.parameters().continent);
    }
};

QTEST_MAIN(TestContinentEditor)
#include "tst_continenteditor.moc"
