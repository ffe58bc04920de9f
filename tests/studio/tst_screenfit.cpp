// The window fits the screen it is on, whatever is shown: with every dock of
// every kind of document shown and brought forward in turn, in English and
// German, no dock column asks for more height than the screen gives (a tall
// panel scrolls inside its dock), the status bar and the lower docks' tabs
// stay on the screen, and a saved geometry larger than the screen comes back
// shrunk to it. Runs on X servers of 1280 × 800 and 1600 × 1000 (xvfb-run),
// as a designer's laptop and desktop.
#include "document/documentmanager.h"
#include "editor/editor.h"
#include "generator.h"
#include "studiotests.h"
#include "testcolumns.h"
#include "window/mainwindow.h"

#include <QDockWidget>
#include <QScreen>
#include <QSettings>
#include <QStatusBar>
#include <QTabBar>
#include <QTest>
#include <QTranslator>

using namespace Qt::StringLiterals;
using namespace terrain;

namespace {

QRect available(const QWidget &w)
{
    const QScreen *screen = w.screen() ? w.screen() : QGuiApplication::primaryScreen();
    return screen->availableGeometry();
}

// What does not fit, in words; empty when everything does.
QString overflow(const app::MainWindow &w, const QString &when)
{
    const QRect screen = available(w);
    QStringList out;
    if (w.frameGeometry().height() > screen.height() || w.frameGeometry().width() > screen.width())
        out << u"%1: the window is %2 × %3 on a %4 × %5 screen"_s.arg(when)
                   .arg(w.frameGeometry().width())
                   .arg(w.frameGeometry().height())
                   .arg(screen.width())
                   .arg(screen.height());
    if (w.minimumSizeHint().height() > screen.height())
        out << u"%1: the window asks for %2 px of height"_s.arg(when).arg(
            w.minimumSizeHint().height());
    const QRect bar(w.statusBar()->mapToGlobal(QPoint(0, 0)), w.statusBar()->size());
    if (w.statusBar()->isVisible() && !screen.contains(bar))
        out << u"%1: the status bar is off the screen"_s.arg(when);
    for (const QTabBar *tabs : w.findChildren<QTabBar *>(Qt::FindDirectChildrenOnly))
        if (tabs->isVisible() && tabs->count() > 0 && !tabs->tabText(0).isEmpty() &&
            !screen.contains(QRect(tabs->mapToGlobal(QPoint(0, 0)), tabs->size())))
            out << u"%1: the dock tabs %2… are off the screen"_s.arg(when, tabs->tabText(0));
    return out.join(u'\n');
}

} // namespace

class TestScreenFit : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void everyDockShownFitsTheScreen_data()
    {
        terrain::testing::columns<int, QString>({"generator", "language"});
        const QList<app::Generator> all = app::generators();
        for (int i = 0; i < all.size(); ++i)
            for (const QString &language : {u"en"_s, u"de"_s})
                QTest::newRow(qPrintable(all[i].formatName + u" "_s + language)) << i << language;
    }

    void everyDockShownFitsTheScreen()
    {
        QFETCH(int, generator);
        QFETCH(QString, language);
        QSettings().clear();
        QTranslator german;
        if (language == u"de"_s) {
            QVERIFY(german.load(u"terrainstudio_de.qm"_s, QStringLiteral(TERRAIN_QM_DIR)));
            QCoreApplication::installTranslator(&german);
        }
        QStringList problems;
        {
            app::MainWindow w;
            w.addDocument(app::generators().at(generator).newDocument());
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            QCoreApplication::processEvents();
            problems << overflow(w, u"at the start"_s);
            const app::Editor *editor = w.documents()->currentEditor();
            for (QDockWidget *dock : editor->dockWidgets()) {
                dock->show();
                dock->raise();
                QCoreApplication::processEvents();
                problems << overflow(w, dock->windowTitle() + u" shown"_s);
            }
            w.close(); // saves the geometry, as on quitting
        }
        // The next start, with what was saved.
        {
            app::MainWindow again;
            again.addDocument(app::generators().at(generator).newDocument());
            again.show();
            QVERIFY(QTest::qWaitForWindowExposed(&again));
            QCoreApplication::processEvents();
            problems << overflow(again, u"after a restart"_s);
        }
        problems.removeAll(QString());
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
        if (language == u"de"_s)
            QCoreApplication::removeTranslator(&german);
    }

    // A geometry saved on a larger screen is shrunk to this one.
    void aLargerSavedGeometryIsShrunk()
    {
        QSettings().clear();
        QByteArray saved;
        {
            app::MainWindow big;
            big.addDocument(app::generators().first().newDocument());
            big.setMinimumSize(2400, 1800); // as a window on a 4K screen
            big.resize(2400, 1800);
            saved = big.saveGeometry();
        }
        QSettings().setValue(u"window/geometry"_s, saved);
        app::MainWindow w;
        w.addDocument(app::generators().first().newDocument());
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QCoreApplication::processEvents();
        const QString problem = overflow(w, u"restored"_s);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
};

TERRAIN_STUDIO_TEST_MAIN(TestScreenFit)
#include "tst_screenfit.moc"
