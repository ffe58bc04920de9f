// The 3-D view inside the studio, through the sequence that once crashed it
// (random clicks found it: QQuick3DGeometry::clear from the view's build on
// its timer): several documents of every kind opened with the 3-D view
// shown, tabs switched and closed, the Relf terrain changed while the view
// is hidden and shown again, the dock floated and docked. The view keeps
// building the terrain of the current document. Runs under xvfb-run: Qt
// Quick 3D needs OpenGL.
#include "document/document.h"
#include "document/documentmanager.h"
#include "generator.h"
#include "relf/model/parameterfile.h"
#include "relf/relfdocument.h"
#include "relf/relfeditor.h"
#include "studiotests.h"
#include "view3d/terrainview3d.h"
#include "window/mainwindow.h"

#include <QApplication>
#include <QDockWidget>
#include <QQuickWidget>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QWheelEvent>

using namespace terrain;
using namespace Qt::StringLiterals;

namespace {

const QString kRelf = QString::fromLatin1(relf::kParameterFormat);

QDockWidget *dockOf(QWidget *w)
{
    for (QWidget *p = w; p; p = p->parentWidget())
        if (auto *dock = qobject_cast<QDockWidget *>(p))
            return dock;
    return nullptr;
}

} // namespace

class TestStudio3D : public QObject
{
    Q_OBJECT
private Q_SLOTS:

    void documentsOpenedAndClosedUnderTheView()
    {
        app::MainWindow w;
        w.resize(1280, 800);
        auto *first = static_cast<app::RelfDocument *>(w.newDocument(kRelf));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        auto *editor = static_cast<app::RelfEditor *>(w.editor(kRelf));
        widgets::TerrainView3D *view = editor->view3d();
        QDockWidget *dock = dockOf(view);
        QVERIFY(dock);
        dock->show();
        QTRY_VERIFY_WITH_TIMEOUT(view->buildCount() > 0, 30000);
        if (!view->problem().isEmpty())
            QSKIP(qPrintable(view->problem()));

        // Every kind of document, then back to a Relf one with the view shown.
        QList<app::Document *> others;
        for (const app::Generator &g : app::generators())
            others << w.newDocument(g.formatName);
        auto *second = static_cast<app::RelfDocument *>(others.first());
        QCOMPARE(w.currentDocument(), others.last());
        for (int round = 0; round < 3; ++round) {
            // The Relf terrain changes while its editor is not current.
            first->edit(u"Lake"_s, u"lake"_s,
                        [round](relf::RelfParameters &p) { p.lakeLevel += 40.0 * (round + 1); });
            w.documents()->setCurrentDocument(first);
            QVERIFY(dock->isVisible());
            int built = view->buildCount();
            QTRY_VERIFY_WITH_TIMEOUT(view->buildCount() > built, 30000);
            QCOMPARE(view->scene().n > 0, true);
            // A tab closed with the view shown: another of each kind, then a Relf one.
            w.documents()->setCurrentDocument(second);
            built = view->buildCount();
            QTRY_VERIFY_WITH_TIMEOUT(view->buildCount() > built, 30000);
            second->undoStack()->setClean(); // closed without a question
            QVERIFY(w.closeDocument(second));
            second = static_cast<app::RelfDocument *>(w.newDocument(kRelf));
            QTRY_VERIFY_WITH_TIMEOUT(view->buildCount() > built, 30000);
            // The dock floated and docked again: Qt Quick 3D drops the scene's
            // objects with the old window; the view loads it again and builds.
            const int loads = view->sceneLoads();
            built = view->buildCount();
            dock->setFloating(round % 2 == 0);
            QTest::qWait(50);
            second->edit(u"Lake"_s, u"lake"_s, [](relf::RelfParameters &p) { p.lakeLevel -= 20; });
            view->buildNow();
            QTRY_VERIFY_WITH_TIMEOUT(view->buildCount() > built, 30000);
            QVERIFY(view->sceneLoads() >= loads);
            QVERIFY(view->problem().isEmpty());
        }
        QVERIFY2(view->sceneLoads() > 1, "floating the dock never lost the scene");
        dock->setFloating(false);
        // Close everything with the view shown, the last Relf document last.
        for (app::Document *d : QList<app::Document *>(w.documents()->documents())) {
            d->undoStack()->setClean();
            if (d != first)
                QVERIFY(w.closeDocument(d));
        }
        QVERIFY(w.closeDocument(first));
        QTest::qWait(100);
        // And a new one builds again.
        w.newDocument(kRelf);
        const int built = view->buildCount();
        QTRY_VERIFY_WITH_TIMEOUT(view->buildCount() > built, 30000);
    }

    // The sequence the GUI monkey found (seed 404; shared/tools'
    // crash-3d-close-new.events): the 3-D dock floated while its scene was
    // drawn, the document closed and a new one made under it, then the dock
    // docked again. Qt Quick 3D's viewport kept a paint node of the old
    // window's scene and crashed in its next sync; the view now loads anew
    // in each window, and draws there.
    void theViewDrawsAfterEachChangeOfWindow()
    {
        app::MainWindow w;
        w.resize(1280, 800);
        w.newDocument(kRelf);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        auto *editor = static_cast<app::RelfEditor *>(w.editor(kRelf));
        widgets::TerrainView3D *view = editor->view3d();
        QDockWidget *dock = dockOf(view);
        dock->show();
        QTRY_VERIFY_WITH_TIMEOUT(view->buildCount() > 0, 30000);
        if (!view->problem().isEmpty())
            QSKIP(qPrintable(view->problem()));
        for (int round = 0; round < 4; ++round) {
            const int loads = view->sceneLoads();
            dock->setFloating(round % 2 == 0);
            QTRY_VERIFY_WITH_TIMEOUT(view->quickWidget() && view->quickWidget()->isVisible(),
                                     10000);
            QVERIFY(QTest::qWaitForWindowExposed(dock->window()));
            QCOMPARE(view->sceneLoads(), loads + 1); // a scene of the new window's own
            view->buildNow();
            QVERIFY(!view->grabScene().isNull()); // drawn in the new window
            QWheelEvent wheel(QPointF(50, 50), view->quickWidget()->mapToGlobal(QPointF(50, 50)),
                              {}, {0, 120}, Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
            QApplication::sendEvent(view->quickWidget(), &wheel);
            app::Document *current = w.currentDocument();
            current->undoStack()->setClean();
            QVERIFY(w.closeDocument(current));
            QTest::qWait(50);
            w.newDocument(kRelf);
            const int built = view->buildCount();
            QTRY_VERIFY_WITH_TIMEOUT(view->buildCount() > built, 30000);
            QVERIFY(!view->grabScene().isNull());
        }
        dock->setFloating(false);
        QTest::qWait(200);
        QVERIFY(!view->grabScene().isNull());
        QVERIFY(view->problem().isEmpty());
    }
};

TERRAIN_STUDIO_TEST_MAIN(TestStudio3D)
#include "tst_studio3d.moc"
