// Long work behind a progress dialog: Cancel reaches the job, and the user is
// told how an export ended without a warning for a cancel they asked for.

#include "document/backgroundtask.h"

#include <QApplication>
#include <QMessageBox>
#include <QProgressDialog>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <atomic>

using namespace Qt::StringLiterals;
using namespace terrain;

namespace {

// Clicks Cancel on the progress dialog as soon as one is shown.
void cancelWhenShown()
{
    QTimer::singleShot(20, [] {
        for (QWidget *w : QApplication::topLevelWidgets())
            if (auto *d = qobject_cast<QProgressDialog *>(w); d && d->isVisible()) {
                QTest::mouseClick(d->findChild<QPushButton *>(), Qt::LeftButton);
                return;
            }
        cancelWhenShown();
    });
}

} // namespace

class TestBackgroundTask : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void doneFailedAndCancelled()
    {
        QString error;
        QCOMPARE(
            app::runInBackground(
                nullptr, u"work"_s, [](const exporting::Progress &) { return QString(); }, &error),
            app::JobOutcome::Done);
        QVERIFY(error.isEmpty());
        QCOMPARE(app::runInBackground(
                     nullptr, u"work"_s,
                     [](const exporting::Progress &) { return u"disk on fire"_s; }, &error),
                 app::JobOutcome::Failed);
        QCOMPARE(error, u"disk on fire"_s);

        // A job that runs until told to stop: the dialog's Cancel stops it.
        std::atomic<int> reports{0};
        cancelWhenShown();
        const app::JobOutcome outcome = app::runInBackground(
            nullptr, u"work"_s,
            [&reports](const exporting::Progress &progress) {
                for (;;) {
                    ++reports;
                    if (!progress(0.5))
                        return u"cancelled"_s;
                    QThread::msleep(2);
                }
            },
            &error);
        QCOMPARE(outcome, app::JobOutcome::Cancelled);
        QVERIFY(reports > 1);
    }

    void cancelIsReportedWithoutAWarning()
    {
        QTemporaryDir dir;
        const QString kept = dir.filePath(u"kept.obj"_s);
        QFile f(kept);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.close();
        // A warning box would be modal: close any at once and count it.
        int warnings = 0;
        QTimer watch;
        connect(&watch, &QTimer::timeout, [&warnings] {
            for (QWidget *w : QApplication::topLevelWidgets())
                if (auto *box = qobject_cast<QMessageBox *>(w); box && box->isVisible()) {
                    ++warnings;
                    box->close();
                }
        });
        watch.start(10);
        QStringList said;
        const auto status = [&said](const QString &text) { said << text; };
        app::reportExport(nullptr, app::JobOutcome::Cancelled, kept, u"cancelled"_s, status);
        app::reportExport(nullptr, app::JobOutcome::Cancelled, dir.filePath(u"new.obj"_s),
                          u"cancelled"_s, status);
        app::reportExport(nullptr, app::JobOutcome::Done, kept, QString(), status);
        QCOMPARE(warnings, 0);
        QCOMPARE(said,
                 (QStringList{u"Export cancelled: %1 is as it was"_s.arg(kept),
                              u"Export cancelled: nothing written"_s, u"Exported %1"_s.arg(kept)}));
        app::reportExport(nullptr, app::JobOutcome::Failed, kept, u"no space left on device"_s,
                          status);
        QCOMPARE(warnings, 1);
        QCOMPARE(said.size(), 3);
    }
};

QTEST_MAIN(TestBackgroundTask)
#include "tst_backgroundtask.moc"
