#pragma once
// The renderer's steps, for the renderer and the picture exports (which
// paint a large picture band by band to report progress). Internal to
// core/polymap.

#include "polymapraster.h"
#include "polymaprenderer.h"

#include <QImage>

namespace terrain::polymap::detail {

// Paints the polygons of rows [j0, j1) of `image` (s.width x s.height,
// RGB32) as renderPolymap does and adds what they show to `found`; the
// lines come after, from drawLines.
void renderRows(const PolymapMap &map, const CenterIndex &index, View view,
                const render::MapRenderSettings &s, QImage &image, int j0, int j1,
                PolymapSummary &found);

// renderPolymap with an index made before.
QImage renderWithIndex(const PolymapMap &map, const CenterIndex &index, View view,
                       const render::MapRenderSettings &s, PolymapSummary *summary);

// Rivers, lava, roads and the graph over rows [j0, j1) of `image`. Qt
// strokes a whole line whatever part of it a band shows, so lines go in as
// few bands as there are threads.
void drawLines(const PolymapMap &map, const CenterIndex &index, View view,
               const render::MapRenderSettings &s, QImage &image, int j0, int j1);

// Metres (map units) per pixel of s, 1 when s has none that makes sense.
double unitsPerPixel(const render::MapRenderSettings &s);
// Whether the layers draw noisy edges for this map at m map units a pixel
// (0: for vectors, at any scale). Below kNoisyMinPixels a polygon a pixel
// or two across shows none of its edges' wiggles, and tracing them would
// only slow the zoomed-out tiles down.
bool drawsNoisyEdges(const PolymapMap &map, unsigned layers, double m = 0);
inline constexpr double kNoisyMinPixels = 3.0;
// The mean width of a polygon, in map units.
double polygonWidth(const PolymapMap &map);
// The graph is drawn once the polygons are this many pixels or more across;
// below it the lines would cover the map.
inline constexpr double kGraphMinPixels = 4.0;

} // namespace terrain::polymap::detail
