#include "backgroundtask.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QMessageBox>
#include <QProgressDialog>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

#include <atomic>
#include <memory>

namespace terrain::app {

JobOutcome runInBackground(QWidget *parent, const QString &label, const BackgroundJob &job,
                           QString *error)
{
    auto progress = std::make_shared<std::atomic<int>>(0);
    auto cancelled = std::make_shared<std::atomic<bool>>(false);
    QProgressDialog dialog(label, QProgressDialog::tr("Cancel"), 0, 1000, parent);
    dialog.setWindowModality(Qt::WindowModal);
    dialog.setMinimumDuration(300);
    QFutureWatcher<QString> watcher;
    watcher.setFuture(QtConcurrent::run([job, progress, cancelled]() -> QString {
        return job([&](double done) {
            progress->store(int(done * 1000));
            return !cancelled->load();
        });
    }));
    QTimer poll;
    QObject::connect(&poll, &QTimer::timeout, &dialog, [&] { dialog.setValue(progress->load()); });
    QObject::connect(&dialog, &QProgressDialog::canceled, &dialog, [&] { cancelled->store(true); });
    QObject::connect(&watcher, &QFutureWatcher<QString>::finished, &dialog,
                     &QProgressDialog::reset);
    poll.start(50);
    if (!watcher.isFinished())
        dialog.exec();
    // The dialog closes when the job ends or the user cancels; closed any
    // other way (the window closing), the job is told to stop too.
    if (!watcher.isFinished())
        cancelled->store(true);
    watcher.waitForFinished();
    *error = watcher.result();
    if (error->isEmpty())
        return JobOutcome::Done;
    return cancelled->load() ? JobOutcome::Cancelled : JobOutcome::Failed;
}

void reportExport(QWidget *parent, JobOutcome outcome, const QString &path, const QString &error,
                  const std::function<void(const QString &)> &status)
{
    switch (outcome) {
    case JobOutcome::Done:
        status(QCoreApplication::translate("Export", "Exported %1").arg(path));
        break;
    case JobOutcome::Cancelled:
        status(QFileInfo::exists(path)
                   ? QCoreApplication::translate("Export", "Export cancelled: %1 is as it was")
                         .arg(path)
                   : QCoreApplication::translate("Export", "Export cancelled: nothing written"));
        break;
    case JobOutcome::Failed:
        QMessageBox::warning(parent, QCoreApplication::translate("Export", "Export failed"), error);
        break;
    }
}

} // namespace terrain::app
