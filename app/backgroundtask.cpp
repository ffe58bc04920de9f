#include "backgroundtask.h"

#include <QFutureWatcher>
#include <QProgressDialog>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

#include <atomic>
#include <memory>

namespace terrain::app {

bool runInBackground(QWidget *parent, const QString &label, const BackgroundJob &job,
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
    watcher.waitForFinished();
    *error = watcher.result();
    return error->isEmpty();
}

} // namespace terrain::app
