#pragma once
// File ▸ Export for a coastline: the map as a colour PNG (at the step shown),
// the type map as an indexed PNG, a 16-bit heightmap (PNG or RAW, with the
// same sidecar as every heightmap), a Tiled map (.tmj with its tileset) or
// the applet's text rows. It runs on a worker thread with progress and
// Cancel; a failed export leaves no file.

#include "coastline/coastlinemap.h"
#include "editor/exportdialogframe.h"

#include <functional>
#include <memory>

namespace terrain::app {

class CoastlineExportDialog : public ExportDialogFrame
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

    explicit CoastlineExportDialog(std::shared_ptr<const coastline::CoastlineMap> map,
                                   QWidget *parent = nullptr);
    Kind kind() const { return Kind(kindValue()); }
    void setKind(Kind kind) { setKindValue(kind); }

    // Writes what the request names; an empty string on success, else why.
    static QString write(const coastline::CoastlineMap &map, int step, Kind kind,
                         const QString &path, const std::function<bool(double)> &progress = {});
    // Shows the dialog and runs the export; reports success through done.
    static void exec(std::shared_ptr<const coastline::CoastlineMap> map, int step, QWidget *parent,
                     const std::function<void(const QString &)> &done);

private:
    QString summary(int kind) const override;
    std::shared_ptr<const coastline::CoastlineMap> m_map;
};

} // namespace terrain::app
