#pragma once
// File ▸ Export for a star field: the sky as a PNG picture (as the view
// shows it), or its stars as CSV or JSON rows (x, y, z, magnitude, planets,
// colour). It runs on a worker thread with progress and Cancel, remembers
// the choices, and a failed export leaves the file as it was.

#include "editor/exportdialogframe.h"
#include "starfielddocument.h"

#include <functional>
#include <memory>
#include <optional>

namespace terrain::app {

class StarFieldExportDialog : public ExportDialogFrame
{
    Q_OBJECT
public:
    enum Kind
    {
        Picture,
        Csv,
        Json
    };

    explicit StarFieldExportDialog(std::shared_ptr<const Sky> sky, QWidget *parent = nullptr);
    Kind kind() const { return Kind(kindValue()); }
    void setKind(Kind kind) { setKindValue(kind); }

    // The kind a file's extension names (.png, .csv, .json), if any.
    static std::optional<Kind> kindOf(const QString &path);
    // Writes what the kind names; an empty string on success, else why.
    static QString write(const Sky &sky, Kind kind, const QString &path);
    // Shows the dialog and runs the export; reports success through done.
    static void exec(std::shared_ptr<const Sky> sky, QWidget *parent,
                     const std::function<void(const QString &)> &done);

private:
    QString summary(int kind) const override;
    std::shared_ptr<const Sky> m_sky;
};

} // namespace terrain::app
