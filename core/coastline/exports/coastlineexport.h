#pragma once
// A coastline's exports. Every file is written atomically: a failed export
// leaves no new file and an existing one as it was. `step` picks the map
// after that step (1: the start pattern; steps(): the finished map, also
// what the overloads without a step write).
//
//   colour PNG    the map as the studio draws it at one pixel a cell (the
//                 land-type colours, and with heights the water, shading
//                 and contours), 24-bit RGB; painted by the studio's
//                 renderer a band of rows at a time on all threads while
//                 the band before is written (exporting::writeMapPng), so
//                 the picture is never held whole
//   type PNG      8-bit indexed, pixel = land-type index, palette = the
//                 land-type colours: a lossless type map for other tools
//   text          one row a line, one digit '0'-'9' a cell, the first line
//                 y = 0, as the applet's map array
//   heightmap     one sample a cell through exporting::writeHeightmap (16-bit
//                 PNG or RAW with its FILE.json sidecar)
//   Tiled map     .tmj (Tiled's JSON map format): orthogonal, one tile layer
//                 with gid = type + 1 a cell, and an embedded tileset of one
//                 tile per land type (its colour, its name as the tile's
//                 class and as a property), whose image is written beside
//                 the map as NAME-tiles.png

#include "coastline/coastlinemap.h"
#include "coastlinerenderer.h"
#include "export/heightmapwriter.h"

#include <QString>

namespace terrain::coastline {

// The tiles of the Tiled export are this many pixels square.
inline constexpr int kTiledTileSize = 16;

// In bands of bandRows rows (0: about 16 MB a band); progress may cancel.
bool exportColourPng(const CoastlineMap &map, int step, const QString &path, QString *error,
                     const exporting::Progress &progress = {}, int bandRows = 0);
// The settings the colour PNG is painted with: the whole map, a pixel a cell.
MapRenderSettings colourPngSettings(const CoastlineMap &map);

bool exportTypePng(const CoastlineMap &map, int step, const QString &path, QString *error);
bool exportTypePng(const CoastlineMap &map, const QString &path, QString *error);

bool exportText(const CoastlineMap &map, int step, const QString &path, QString *error);
bool exportText(const CoastlineMap &map, const QString &path, QString *error);

// Fails when the map has no heights.
bool exportHeightmap(const CoastlineMap &map, exporting::HeightFormat format, const QString &path,
                     QString *error, const exporting::Progress &progress = {});
// The rows and sidecar keys the heightmap writers take.
exporting::HeightRows heightRows(const CoastlineMap &map);

bool exportTmj(const CoastlineMap &map, int step, const QString &path, QString *error);
bool exportTmj(const CoastlineMap &map, const QString &path, QString *error);
// Where exportTmj puts the tileset picture for a map at path.
QString tmjTilesetPath(const QString &path);

} // namespace terrain::coastline
