#pragma once
// The continent's rivers on the map (relf/rivers.h) at every scale: blue
// lines widening with the area they drain, from the whole continent far out
// to the detail at 1 m per pixel. A river shows once its basin is at least
// kBasinPixels pixels across at the scale, so the far view keeps to the main
// rivers; a line is never thinner than kThinnest pixels, and far out grows
// with the basin so that the main rivers stand out.

#include "relf/evaluator.h"
#include "render/mapframe.h"
#include "render/raster.h"

#include <functional>

namespace terrain::relf {

struct WorldRiver;

inline constexpr double kBasinPixels = 24.0;
inline constexpr double kThinnest = 0.7;

// A river of the area (m²) and width (m) drawn at a scale: its line width in
// pixels, or 0 when it is too small to show.
double riverStroke(double area, double width, double metresPerPixel);

// Calls visit(river, dx, dy, pixels) for every river copy (shifted by dx,
// dy) that reaches into a picture width × height pixels at s's scale and
// shows there, with its line width; none without a continent. One walk for
// the raster and the vector painters.
void forEachRiverShown(
    const RelfEvaluator &terrain, const render::MapRenderSettings &s, int width, int height,
    const std::function<void(const WorldRiver &, double, double, double)> &visit);

// Paints the rivers that reach into the picture (none without a continent).
void paintRivers(const render::Canvas &canvas, const RelfEvaluator &terrain,
                 const render::MapRenderSettings &s);

} // namespace terrain::relf
