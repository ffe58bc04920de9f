#pragma once
// What the studio's window tests do the same way: settings of their own,
// started empty, and a dock brought forward to be clicked in.

#include <QCoreApplication>
#include <QDockWidget>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
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
