#pragma once
// The point-feature symbols of seed 000's legend as shapes, drawn at a fixed
// size on screen: boulder (black dot), mine shaft (open triangle, point
// down), cave mouth (black arc open downhill), man-made object (black ×),
// knoll (brown dot), rootstock (brown ✗), water hole (blue open triangle),
// a placed building (black square), a marker (purple ring), and the seed's
// marsh ◆ where a stream sinks. One definition: the raster map draws these
// marks (render/raster.h), the vector exports stroke the same shapes.

#include "relf/terrainkinds.h"
#include "render/raster.h"

namespace terrain::relf {

// Whether the feature has a map symbol (cones and rockets move: none).
bool hasSymbol(Feature feature);

// The symbol's radius in pixels at a given map scale.
double symbolRadius(double metresPerPixel);

// The symbol centred on p (pixels); radius is half its width in pixels.
render::Mark featureMark(Feature feature, render::PixelPoint p, double radius);

// A cave mouth: an arc opening towards `downhill` (a unit vector in pixel
// coordinates, y down), as the entrance of a horizontal tunnel.
render::Mark caveMark(render::PixelPoint p, render::PixelPoint downhill, double radius);

// The marsh ◆ at a stream's end.
render::Mark marshMark(render::PixelPoint p, double radius);

} // namespace terrain::relf
