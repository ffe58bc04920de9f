#pragma once
// A region as a map: a PNG picture, or a vector map, SVG or PDF, with
// vegetation and water as one
// embedded picture (they are areas of pixels by nature), with the contours
// (CONREC), buildings and point-feature symbols drawn as real vectors on
// top. One map pixel is one SVG/PDF unit at 96 per inch.

#include "relf/exports/heightexport.h"
#include "relf/map/maprenderer.h"

namespace terrain::relf {

// A vector map holds at most this many pixels (its embedded picture of
// areas and the contour grid are kept whole): 8192 x 8192.
inline constexpr int kMaxVectorMapSide = 8192;
inline constexpr qint64 kMaxVectorMapPixels = qint64(kMaxVectorMapSide) * kMaxVectorMapSide;

enum class VectorFormat
{
    Svg,
    Pdf
};

// The region as a PNG picture at the given scale, at most
// exporting::kMaxStreamedMapSide pixels a side, painted and written a band
// of rows at a time (bandRows, or about 16 MB when 0), atomically.
bool exportRasterMap(const RelfEvaluator &terrain, const Region &region, double metresPerPixel,
                     const QString &path, QString *error, const MapRenderSettings &style = {},
                     const exporting::Progress &progress = {}, int bandRows = 0);

// Whether a vector map of this many pixels may be made; if not, why.
bool vectorMapFits(int width, int height, QString *error);

// Reports progress between its stages (heights and contours, areas,
// contour text, objects) and stops at the next when cancelled.
bool exportVectorMap(const RelfEvaluator &terrain, const Region &region, double metresPerPixel,
                     VectorFormat format, const QString &path, QString *error,
                     const MapRenderSettings &style = {}, const exporting::Progress &progress = {});

} // namespace terrain::relf
