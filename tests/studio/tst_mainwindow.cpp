// The studio window: opens on the 1983 terrain, inspects, pins, toggles
// layers, refuses a bad file without changing anything.
#include "document/documentmanager.h"
#include "document/recovery.h"
#include "generator.h"
#include "inspectorwidget.h"
#include "legendwidget.h"
#include "mapview.h"
#include "parameterspanel.h"
#include "profilechart.h"
#include "qcustomplotinclude.h"
#include "relf/exportdialog.h"
#include "relf/map/maprenderer.h"
#include "relf/model/parameterfile.h"
#include "relf/randomiserdialog.h"
#include "relf/relfdocument.h"
#include "relf/relfeditor.h"
#include "relf/sineprofile.h"
#include "relfstudio.h"
#include "statisticswidget.h"
#include "studiotests.h"
#include "testcolumns.h"
#include "testfiles.h"
#include "timeeditor.h"
#include "underground/cavernpanel.h"
#include "underground/cavernplan.h"
#include "underground/minepanel.h"
#include "underground/mineview.h"
#include "vectorplot.h"
#include "vectorseteditor.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QFile>
#include <QFileInfo>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoGroup>

using namespace terrain;
using namespace Qt::StringLiterals;

using terrain::testing::RelfStudio;

class TestMainWindow : public QObject
{
    Q_OBJECT
private Q_SLOTS:

    void saveAsHasItsShortcut()
    {
        RelfStudio w;
        bool found = false;
        for (QAction *a : w.findChildren<QAction *>())
            if (a->text() == u"Save &As…"_s) {
                found = true;
                QCOMPARE(a->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
            }
        QVERIFY(found);
    }

    void opensOnTheDefaultTerrain()
    {
        RelfStudio w;
        QVERIFY(w.shown());
        QVERIFY(w.parameters() == relf::RelfParameters::reference1983());
        QVERIFY(QTest::qWaitFor([&] { return w.mapView()->isComplete(); }, 20000));
        // The legend lists what the view shows around the origin.
        QTRY_VERIFY(w.legend()->entries().contains(u"Wood"_s));
        QVERIFY(w.legend()->entries().contains(u"Lake"_s));
        QVERIFY(w.legend()->entries().contains(u"Contour"_s));
        // The statistics add up, wood first around the origin.
        QTRY_VERIFY(!w.statistics()->shares().isEmpty());
        double total = 0;
        for (const auto &[name, share] : w.statistics()->shares())
            total += share;
        QVERIFY(std::abs(total - 100.0) < 1e-9);
        QCOMPARE(w.statistics()->shares().first().first, u"Wood"_s);
    }

    void mapFirstLayout_data()
    {
        terrain::testing::column<QSize>(
            "size", {{"1600 x 1000", QSize(1600, 1000)}, {"1280 x 800", QSize(1280, 800)}});
    }

    // The map takes most of the window, every dock fits, no tab bar
    // overflows, and Map Only hides every panel and brings them back.
    void mapFirstLayout()
    {
        QFETCH(QSize, size);
        QSettings().clear();
        RelfStudio w;
        QVERIFY(w.shown());
        w.resize(size);
        QTRY_COMPARE(w.size(), size); // nothing forces the window past the screen
        const QWidget *central = w.centralWidget();
        const double share =
            double(central->width()) * central->height() / (double(w.width()) * w.height());
        QVERIFY2(share >= 0.6,
                 qPrintable(u"the map area has %1 % of the window"_s.arg(share * 100, 0, 'f', 1)));
        for (const QTabBar *bar : w.findChildren<QTabBar *>()) {
            if (!bar->isVisible() || bar->count() == 0)
                continue;
            const QRect last = bar->tabRect(bar->count() - 1);
            QVERIFY2(last.right() < bar->width() && last.bottom() < bar->height(),
                     qPrintable(bar->tabText(bar->count() - 1) + u" overflows its tab bar"_s));
        }
        QList<QDockWidget *> shown;
        for (QDockWidget *dock : w.findChildren<QDockWidget *>())
            if (!dock->isHidden())
                shown << dock;
        QVERIFY(shown.size() >= 5);
        w.mapOnlyAction()->trigger();
        for (QDockWidget *dock : std::as_const(shown))
            QVERIFY(dock->isHidden());
        QTRY_VERIFY(
            double(central->width()) * central->height() / (double(w.width()) * w.height()) > 0.85);
        w.mapOnlyAction()->trigger();
        for (QDockWidget *dock : std::as_const(shown))
            QVERIFY(!dock->isHidden());
    }

    // Two terrains in two tabs: each keeps its own undo stack, Edit ▸ Undo
    // follows the current one, and the editor shows the current one.
    void documentsKeepTheirOwnUndo()
    {
        RelfStudio w;
        app::RelfDocument *first = w.document();
        auto *second = static_cast<app::RelfDocument *>(
            w.newDocument(QString::fromLatin1(relf::kParameterFormat)));
        QVERIFY(second && second != first);
        QCOMPARE(w.documents()->documents().size(), 2);
        QCOMPARE(w.document(), second);
        w.parametersPanel()->lakeLevelBox()->setValue(300);
        Q_EMIT w.parametersPanel()->lakeLevelBox()->editingFinished();
        QCOMPARE(second->parameters().lakeLevel, 300.0);
        QCOMPARE(first->parameters().lakeLevel, 204.0);
        QCOMPARE(w.documents()->undoGroup()->activeStack(), second->undoStack());
        // Each keeps its own place on the map.
        const QPointF firstPlace = w.mapView()->centre();
        w.mapView()->centreOn(5000, 7000);
        w.documents()->setCurrentDocument(first);
        QCOMPARE(w.document(), first);
        QVERIFY((w.mapView()->centre() - firstPlace).manhattanLength() <=
                2 * w.mapView()->metresPerPixel());
        w.documents()->setCurrentDocument(second);
        QVERIFY((w.mapView()->centre() - QPointF(5000, 7000)).manhattanLength() <=
                2 * w.mapView()->metresPerPixel());
        w.documents()->setCurrentDocument(first);
        QCOMPARE(w.parametersPanel()->lakeLevelBox()->value(),
                 204.0);                                 // the panel shows the current one
        QVERIFY(!w.documents()->undoGroup()->canUndo()); // nothing done to the first
        w.parametersPanel()->lakeLevelBox()->setValue(250);
        w.documents()->undoGroup()->undo();
        QCOMPARE(first->parameters().lakeLevel, 204.0);
        QCOMPARE(second->parameters().lakeLevel, 300.0); // untouched by the first's undo
        QVERIFY(w.windowTitle().startsWith(first->displayName()));
        // Closing an unmodified tab asks nothing; the other stays.
        first->undoStack()->setClean();
        QVERIFY(w.closeDocument(first));
        QCOMPARE(w.documents()->documents().size(), 1);
        QCOMPARE(w.document(), second);
    }

    // File ▸ New lists every generator; a file opens as the document type
    // its format names, and an unknown format is refused with its name.
    void newAndOpenGoByGenerator()
    {
        RelfStudio w;
        QMenu *newMenu = nullptr;
        for (QAction *a : w.menuBar()->actions())
            if (a->menu())
                for (QAction *b : a->menu()->actions())
                    if (b->menu() && b->text() == u"&New"_s)
                        newMenu = b->menu();
        QVERIFY(newMenu);
        QCOMPARE(newMenu->actions().size(), app::generators().size());
        QTemporaryDir dir;
        const QString unknown = dir.filePath(u"other.json"_s);
        QVERIFY(
            terrain::testing::writeAll(unknown, R"({"format": "somebody-else", "version": 1})"));
        QString why;
        QCOMPARE(app::fileFormatName(unknown, &why), u"somebody-else"_s);
        terrain::testing::answerNextBox();
        QVERIFY(!w.openFile(unknown));
        QCOMPARE(w.documents()->documents().size(), 1);
        QVERIFY(app::fileFormatName(dir.filePath(u"missing.json"_s), &why).isEmpty());
        QVERIFY(why.contains(u"missing.json"_s));
    }

    // Work left by a crash comes back as unsaved documents of their own
    // type; declining removes the files.
    void recoveryOffersEveryLeftDocument()
    {
        RelfStudio w;
        QDir(app::Recovery::recoveryDirectory()).removeRecursively();
        QVERIFY(QDir().mkpath(app::Recovery::recoveryDirectory()));
        relf::RelfParameters p = relf::RelfParameters::reference1983();
        p.lakeLevel = 321;
        QString error;
        QVERIFY(relf::writeParameterFile(
            p, QDir(app::Recovery::recoveryDirectory()).filePath(u"1-1.json"_s), &error));
        terrain::testing::answerNextBox(QMessageBox::Yes);
        w.offerRecovery();
        QCOMPARE(w.documents()->documents().size(), 2);
        QCOMPARE(w.parameters().lakeLevel, 321.0);
        QVERIFY(w.document()->isModified());
        QVERIFY(w.document()->filePath().isEmpty());
        QVERIFY(app::Recovery::leftOver().isEmpty());
        // Declined: nothing opens and the file is gone.
        QVERIFY(relf::writeParameterFile(
            p, QDir(app::Recovery::recoveryDirectory()).filePath(u"1-2.json"_s), &error));
        terrain::testing::answerNextBox(QMessageBox::No);
        w.offerRecovery();
        QCOMPARE(w.documents()->documents().size(), 2);
        QVERIFY(app::Recovery::leftOver().isEmpty());
        w.document()->undoStack()->setClean();
    }

    void inspectorFollowsAndPins()
    {
        RelfStudio w;
        QVERIFY(w.shown());
        widgets::MapView *map = w.mapView();
        const QPoint a(100, 100), b(200, 150);
        QTest::mouseMove(map, a);
        const QPointF ga = map->groundAt(a);
        QVERIFY(w.inspector()->text().startsWith(QString::number(ga.x(), 'f', 2)));
        QTest::mouseClick(map, Qt::LeftButton, {}, a);
        QVERIFY(w.inspector()->isPinned());
        QTest::mouseMove(map, b);
        QVERIFY(w.inspector()->text().startsWith(
            QString::number(ga.x(), 'f', 2))); // still the pinned point
    }

    void layerActionsDriveTheView()
    {
        RelfStudio w;
        QAction *contours = w.layerAction(relf::LayerContours);
        QVERIFY(contours && contours->isChecked());
        contours->trigger();
        QVERIFY(!(w.mapView()->layers() & relf::LayerContours));
        w.layerAction(relf::LayerGrid)->trigger();
        QVERIFY(w.mapView()->layers() & relf::LayerGrid);
    }

    void badFileChangesNothing()
    {
        RelfStudio w;
        QTemporaryDir dir;
        const QString path = dir.filePath(u"broken.json"_s);
        QVERIFY(terrain::testing::writeAll(
            path, "{\"format\": \"terrainstudio-relf\", \"version\": 1, \"profile\": [1, 2]}"));
        terrain::testing::answerNextBox();
        QVERIFY(!w.openFile(path));
        QVERIFY(w.parameters() == relf::RelfParameters::reference1983());
    }

    void goodFileOpensAndIsRecent()
    {
        RelfStudio w;
        const QString path =
            QStringLiteral(TERRAIN_SOURCE_DIR "/resources/presets/the-forest-1983.json");
        QVERIFY(w.openFile(path));
        QVERIFY(w.windowTitle().startsWith(u"the-forest-1983.json"_s));
        QVERIFY(QSettings()
                    .value(u"recentFiles"_s)
                    .toStringList()
                    .value(0)
                    .endsWith(u"the-forest-1983.json"_s));
    }
};

TERRAIN_STUDIO_TEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
