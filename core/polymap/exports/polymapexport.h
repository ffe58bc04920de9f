#pragma once
// Exports of a polygon island map. Each writes atomically (a failed or
// cancelled export leaves any old file untouched) and returns an empty
// string or the error ("PATH: reason"). progress, when given, is called with
// 0..1 and returns false to cancel.

#include "polymap/map/polymapmap.h"
#include "polymap/render/polymaprenderer.h"

#include <QString>

#include <functional>

namespace terrain::polymap {

using Progress = std::function<bool(double)>;

// The largest picture side the raster exports write (a 16384² map picture
// is a gigabyte in memory).
inline constexpr int kMaxExportSize = 16384;

// The whole map square as a picture of size x size pixels in a view, with layers.
QString exportMapPng(const PolymapMap &map, View view, unsigned layers, int size,
                     const QString &path, const Progress &progress = {});
// Polygons (with their noisy edges when the map has them), rivers, roads and
// lava as SVG vectors, in map units.
QString exportMapSvg(const PolymapMap &map, View view, unsigned layers, const QString &path);
// size x size 16-bit heights rasterised from the polygon elevations (each
// corner's elevation, interpolated across the triangles center–corner–corner),
// through the shared heightmap writer: PNG or RAW with the same JSON sidecar
// as every heightmap of the studio. format: "png16" or "raw".
QString exportHeightmap(const PolymapMap &map, int size, const QString &format, const QString &path,
                        const Progress &progress = {});
// size x size 8-bit indexed PNG of biome indices (Biome's order), the
// palette in the PNG and in PATH.json ({"biomes": [{"index", "name", "colour"}]}).
QString exportBiomePng(const PolymapMap &map, int size, const QString &path,
                       const Progress &progress = {});
// size x size 8-bit grayscale moisture (0..1 → 0..255), water 255.
QString exportMoisturePng(const PolymapMap &map, int size, const QString &path,
                          const Progress &progress = {});
// One Polygon feature per center (its corners, closed) with its attributes
// (index, water, ocean, coast, border, elevation, moisture, biome), and a
// LineString per river edge (volume); coordinates in map units, y down.
// Each feature's "kind" is "center" or "river"; a center with fewer than
// three corners has no polygon and is listed in "skippedCenters" instead.
QString exportGeoJson(const PolymapMap &map, const QString &path);
// The map for others to check ({"centers": [...], "corners": [...]}, as the CLI documents it).
QString exportJson(const PolymapMap &map, const QString &path);

} // namespace terrain::polymap
