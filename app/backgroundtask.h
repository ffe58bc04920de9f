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

// Runs the job and waits for it with the GUI alive; returns false with the
// reason when it failed or was cancelled.
bool runInBackground(QWidget *parent, const QString &label, const BackgroundJob &job,
                     QString *error);

} // namespace terrain::app
