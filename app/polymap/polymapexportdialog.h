#pragma once
// File ▸ Export for a polygon island map: the map as a PNG picture (in the
// view and layers shown) or as SVG vectors, a 16-bit heightmap (PNG or RAW,
// with the same sidecar as every heightmap), the biome map as an indexed
// PNG with its palette, the moisture map, GeoJSON of the polygons and
// rivers, or the JSON of centers and corners. Rasters run on a worker
// thread with progress and Cancel; a failed export leaves no file.

#include "editor/exportdialogframe.h"
#include "polymap/map/polymapmap.h"
#include "polymap/render/polymaprenderer.h"

#include <functional>

class QSpinBox;

namespace terrain::app {

class PolymapExportDialog : public ExportDialogFrame
{
    Q_OBJECT
public:
    enum Kind
    {
        MapPng,
        MapSvg,
        Heightmap,
        HeightmapRaw,
        Biomes,
        Moisture,
        GeoJson,
        Json
    };

    explicit PolymapExportDialog(polymap::PolymapMapPtr map, QWidget *parent = nullptr);
    Kind kind() const { return Kind(kindValue()); }
    void setKind(Kind kind) { setKindValue(kind); }
    int pixels() const;
    void setPixels(int size);

    // Writes what the request names; an empty string on success, else why.
    static QString write(const polymap::PolymapMap &map, polymap::View view, unsigned layers,
                         Kind kind, int size, const QString &path,
                         const std::function<bool(double)> &progress = {});
    // Shows the dialog and runs the export; reports success through done.
    static void exec(polymap::PolymapMapPtr map, polymap::View view, unsigned layers,
                     QWidget *parent, const std::function<void(const QString &)> &done);

private:
    QString summary(int kind) const override;
    void kindChanged(int kind) override;
    polymap::PolymapMapPtr m_map;
    QSpinBox *m_size;
};

} // namespace terrain::app
