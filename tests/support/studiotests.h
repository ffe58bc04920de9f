#pragma once
// What the studio's window tests do the same way: settings of their own,
// started empty, a dock brought forward to be clicked in, and the answer to
// the next question the studio asks.

#include <QAbstractButton>
#include <QApplication>
#include <QCoreApplication>
#include <QDockWidget>
#include <QMessageBox>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QTimer>
#include <QWidget>

namespace terrain::testing {

// Settings and standard paths in test mode, emptied: a test starts from the
// studio's defaults and leaves the designer's own settings alone.
inline void freshSettings()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
}

// Shows and raises the dock that holds w.
inline void raiseDockOf(QWidget *w)
{
    for (QWidget *p = w; p; p = p->parentWidget())
        if (auto *dock = qobject_cast<QDockWidget *>(p)) {
            dock->show();
            dock->raise();
            return;
        }
}

// Answers the modal box the studio shows next: clicks this button of a
// message box; NoButton (or a dialog of another kind) closes it.
inline void answerNextBox(QMessageBox::StandardButton answer = QMessageBox::NoButton)
{
    QTimer::singleShot(0, [answer] {
        QWidget *box = QApplication::activeModalWidget();
        auto *message = qobject_cast<QMessageBox *>(box);
        if (message && answer != QMessageBox::NoButton)
            message->button(answer)->click();
        else if (box)
            box->close();
    });
}

} // namespace terrain::testing

// QTEST_MAIN for a test of the studio's windows: freshSettings runs as the
// application starts, before the first test and before any window reads a
// setting.
#define TERRAIN_STUDIO_TEST_MAIN(TestObject)                                                       \
    static void terrainFreshSettings()                                                             \
    {                                                                                              \
        terrain::testing::freshSettings();                                                         \
    }                                                                                              \
    Q_COREAPP_STARTUP_FUNCTION(terrainFreshSettings)                                               \
    QTEST_MAIN(TestObject)
