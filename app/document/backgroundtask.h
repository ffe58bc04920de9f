#pragma once
// Long work (exports) on a worker thread behind a window-modal progress
// dialog with Cancel. The job reports progress in [0, 1] through the given
// callback, which returns false once the user has cancelled; it returns an
// empty string on success or the reason it failed.

#include "export/heightmapwriter.h"

#include <QString>

#include <functional>

class QWidget;

namespace terrain::app {

using BackgroundJob = std::function<QString(const exporting::Progress &progress)>;

enum class JobOutcome
{
    Done,
    Failed,   // with the reason
    Cancelled // by the user: the job left things as they were
};

// Runs the job and waits for it with the GUI alive; on failure the reason is
// in *error.
JobOutcome runInBackground(QWidget *parent, const QString &label, const BackgroundJob &job,
                           QString *error);

// Tells the user how an export to path ended: done and cancelled in the
// status bar (through status), a failure in a warning with its reason.
void reportExport(QWidget *parent, JobOutcome outcome, const QString &path, const QString &error,
                  const std::function<void(const QString &)> &status);

} // namespace terrain::app
