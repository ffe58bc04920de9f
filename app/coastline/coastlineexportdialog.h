#pragma once
// File ▸ Export for a coastline: the map as a colour PNG (at the step shown),
// the type map as an indexed PNG, a 16-bit heightmap (PNG or RAW, with the
// same sidecar as every heightmap), a Tiled map (.tmj with its tileset) or
// the applet's text rows. It runs on a worker thread with progress and
// Cancel; a failed export leaves no file.

#include "coastline/coastlinemap.h"

#include <QDialog>

#include <functional>
#include <memory>

class QComboBox;
class QLabel;
class QLineEdit;

namespace terrain::app {

class CoastlineExportDialog : public QDialog
{
    Q_OBJECT
public:
    enum Kind
    {
        Map,
        Types,
        Heightmap,
        HeightmapRaw,
        Tiled,
        Text
    };

    CoastlineExportDialog(std::shared_ptr<const coastline::CoastlineMap> map, int step,
                          QWidget *parent = nullptr);
    Kind kind() const;
    void setKind(Kind kind);
    QString path() const;
    void setPath(const QString &path);

    // Writes what the request names; an empty string on success, else why.
    static QString write(const coastline::CoastlineMap &map, int step, Kind kind,
                         const QString &path, const std::function<bool(double)> &progress = {});
    // Shows the dialog and runs the export; reports success through done.
    static void exec(std::shared_ptr<const coastline::CoastlineMap> map, int step, QWidget *parent,
                     const std::function<void(const QString &)> &done);

private:
    void kindChanged();
    std::shared_ptr<const coastline::CoastlineMap> m_map;
    int m_step;
    QComboBox *m_kind;
    QLineEdit *m_path;
    QLabel *m_summary;
};

} // namespace terrain::app
