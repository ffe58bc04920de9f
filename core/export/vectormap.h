#pragma once
// A region as a vector map, SVG or PDF: vegetation and water as one
// embedded picture (they are areas of pixels by nature), with the contours
// (CONREC), buildings and point-feature symbols drawn as real vectors on
// top. One map pixel is one SVG/PDF unit at 96 per inch.

#include "heightexport.h"
#include "render/maprenderer.h"

namespace terrain::exporting {

enum class VectorFormat { Svg, Pdf };

bool exportVectorMap(const relf::RelfEvaluator &terrain, const Region &region, double metresPerPixel,
                     VectorFormat format, const QString &path, QString *error,
                     const render::MapRenderSettings &style = {});

} // namespace terrain::exporting
