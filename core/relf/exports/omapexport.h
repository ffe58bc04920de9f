#pragma once
// A region as an OpenOrienteering Mapper map (.omap, Mapper's XML format,
// version 9 as Mapper 0.9 writes it) at 1:10,000 with ISOM 2017-2
// symbols: contours (101) and index contours (102) as lines traced by
// CONREC, the terrain kinds as areas traced from the raster of kinds
// (LAKE 301.1, GRASS 401, MOOR 403, WOOD 405, THICKET 408, TOWN 527, ROAD
// and PATH 501, MARSH 308, MUD 310, STREAM 302.1), town buildings (521) as
// areas, streams (305) and roads (503) as lines, point features as their
// point symbols (boulder 204, knoll 109, water hole 303, mine 203.2, root
// 419, the man-made marks 531, cone and x 115). Map coordinates are
// 1/1000 mm on paper: 100 a ground metre, x east, y south, the origin at the
// region's centre, which the georeferencing ties to its ground position
// (a local grid in metres).

#include "relf/exports/heightexport.h"

namespace terrain::relf {

inline constexpr int kOmapScale = 10000;
inline constexpr int kMaxOmapCells = 2048; // raster cells a side

// The kinds and contours are sampled every `metresPerCell` metres.
bool exportOmap(const RelfEvaluator &terrain, const Region &region, double metresPerCell,
                const QString &path, QString *error);

} // namespace terrain::relf
