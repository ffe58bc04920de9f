#pragma once
// The region's map objects for GIS programs as GeoJSON (RFC 7946): the
// continent's rivers, the streams and the roads as LineStrings, the town
// buildings as square Polygons, and the point features and placed objects
// as Points, each with a "kind" and what it has (height, width, length).
// Coordinates are the world's metres, x east and y north, not longitude
// and latitude: GIS programs read them as a local plane. Lines are whole,
// from their start, wherever they leave the region; outer rings run
// anticlockwise.

#include "relf/exports/objectlist.h"

namespace terrain::relf {

// The region is checked as an object list's (at most kMaxObjectRegionSide a
// side); the file is written atomically.
bool exportGeoJson(const RelfEvaluator &terrain, const Region &region, const QString &path,
                   QString *error);

} // namespace terrain::relf
