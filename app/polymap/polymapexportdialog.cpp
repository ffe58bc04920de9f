#include "polymapexportdialog.h"

#include "polymap/exports/polymapexport.h"

#include <QSpinBox>

using namespace Qt::StringLiterals;

namespace terrain::app {

namespace {

bool isRaster(int kind)
{
    return kind == PolymapExportDialog::MapPng || kind == PolymapExportDialog::Heightmap ||
           kind == PolymapExportDialog::HeightmapRaw || kind == PolymapExportDialog::Biomes ||
           kind == PolymapExportDialog::Moisture;
}

} // namespace

PolymapExportDialog::PolymapExportDialog(polymap::PolymapMapPtr map, QWidget *parent)
    : ExportDialogFrame(tr("Export Polygon Island"), parent)
    , m_map(std::move(map))
    , m_size(new QSpinBox(this))
{
    const QString png = QStringLiteral("png");
    addKind(tr("Map picture (PNG, the view shown)"), MapPng, png, u"map"_s);
    addKind(tr("Map vectors (SVG)"), MapSvg, QStringLiteral("svg"), u"map"_s);
    addKind(tr("Heightmap (16-bit PNG)"), Heightmap, png, u"heightmap"_s);
    addKind(tr("Heightmap (16-bit RAW)"), HeightmapRaw, QStringLiteral("raw"), u"heightmap"_s);
    addKind(tr("Biome map (indexed PNG)"), Biomes, png, u"biomes"_s);
    addKind(tr("Moisture map (8-bit PNG)"), Moisture, png, u"moisture"_s);
    addKind(tr("Polygons and rivers (GeoJSON)"), GeoJson, QStringLiteral("geojson"), u"polygons"_s);
    addKind(tr("Centers and corners (JSON)"), Json, QStringLiteral("json"), u"graph"_s);
    m_size->setRange(16, 16385);
    m_size->setValue(2049);
    m_size->setSuffix(tr(" px"));
    addRow(tr("Size:"), m_size, QStringLiteral("size"));
    finish(QStringLiteral("island.png"), QStringLiteral("polymap"));
}

int PolymapExportDialog::pixels() const
{
    return m_size->value();
}

void PolymapExportDialog::setPixels(int size)
{
    m_size->setValue(size);
}

void PolymapExportDialog::kindChanged(int kind)
{
    m_size->setEnabled(isRaster(kind));
}

QString PolymapExportDialog::summary(int kind) const
{
    const auto centers = qulonglong(m_map->graph().centerCount());
    switch (kind) {
    case Heightmap:
    case HeightmapRaw:
        return tr("Elevations 0 to 1 of the corners, interpolated across the polygons' triangles; "
                  "a JSON sidecar "
                  "gives the size and the height range.");
    case Biomes:
        return tr("One byte a pixel, the biome's index; the palette is in the PNG and in a JSON "
                  "file beside it.");
    case GeoJson:
        return tr("%L1 polygons with their attributes, and the rivers as lines, in map units.")
            .arg(centers);
    case Json:
        return tr("%L1 centers and %L2 corners with their attributes and neighbours.")
            .arg(centers)
            .arg(qulonglong(m_map->graph().cornerCount()));
    default:
        return tr("The whole island, %L1 polygons.").arg(centers);
    }
}

QString PolymapExportDialog::write(const polymap::PolymapMap &map, polymap::View view,
                                   unsigned layers, Kind kind, int size, const QString &path,
                                   const std::function<bool(double)> &progress)
{
    switch (kind) {
    case MapPng:
        return polymap::exportMapPng(map, view, layers, size, path, progress);
    case MapSvg:
        return polymap::exportMapSvg(map, view, layers, path);
    case Heightmap:
        return polymap::exportHeightmap(map, size, QStringLiteral("png16"), path, progress);
    case HeightmapRaw:
        return polymap::exportHeightmap(map, size, QStringLiteral("raw"), path, progress);
    case Biomes:
        return polymap::exportBiomePng(map, size, path, progress);
    case Moisture:
        return polymap::exportMoisturePng(map, size, path, progress);
    case GeoJson:
        return polymap::exportGeoJson(map, path);
    case Json:
        return polymap::exportJson(map, path);
    }
    return tr("unknown export");
}

void PolymapExportDialog::exec(polymap::PolymapMapPtr map, polymap::View view, unsigned layers,
                               QWidget *parent, const std::function<void(const QString &)> &done)
{
    if (!map)
        return;
    PolymapExportDialog dialog(map, parent);
    dialog.execAndRun(
        [&dialog, map, view, layers](int kind, const QString &path) -> BackgroundJob {
            const int size = dialog.pixels();
            return [=](const exporting::Progress &progress) {
                return write(*map, view, layers, Kind(kind), size, path, progress);
            };
        },
        done);
}

} // namespace terrain::app
