#pragma once
// Object lists for engine instancing: every town building, point feature,
// stream point, continent river point, road vertex and placed object in a
// region, one record each: kind, x (east), y (north), z (the ground height
// there), rotation (degrees anticlockwise from east: a stream's, river's or
// road's direction onwards, the side a cave mouth faces; 0 where nothing
// turns) and scale (a building's side, a river's or road's width in metres,
// 1 for the rest). As CSV with a header line, or as JSON.

#include "relf/exports/heightexport.h"

#include <string>
#include <vector>

namespace terrain::relf {

struct ObjectRecord
{
    std::string kind; // building, boulder, cave_mouth, stream_point, river_point, road_vertex,
                      // placed_T, ...
    double x = 0, y = 0, z = 0, rotation = 0, scale = 1;
};

// A region of at most this many metres a side (its features are scanned
// point by point; its streams traced from every water hole in it).
inline constexpr double kMaxObjectRegionSide = 16384;

// The records in the region (edges included), buildings first, then point
// features north to south, stream points, river points (relf/rivers.h, each
// river from its source), road vertices and placed objects.
std::vector<ObjectRecord> objectsIn(const RelfEvaluator &terrain, const Region &region);

enum class ObjectFormat
{
    Csv,
    Json
};

bool exportObjects(const RelfEvaluator &terrain, const Region &region, ObjectFormat format,
                   const QString &path, QString *error);

} // namespace terrain::relf
