#pragma once
// A polygon island map as a shape another generator can build on (Relf's
// continents): shape/shapegrid.h says what the samples mean.

#include "polymap/map/polymapmap.h"
#include "shape/shapesources.h"

#include <atomic>

namespace terrain::polymap {

// The whole map square as size x size cells (sample (i, j) at map point
// ((i + 0.5)·s, (j + 0.5)·s), s = kMapSize / size: map y runs south, so row
// 0 is north); ocean past the grid. Each cell belongs to the polygon that
// holds its sample (with the noisy edges the map draws at that scale).
// Ocean polygons are sea, every other polygon land (lakes at their own
// elevation): land t is the elevation interpolated over the triangles
// site–corner–corner, as the heightmap export makes it; sea t falls from 1
// at the coast to 0 at a distance of kCoastRelief of the size, and to 0
// towards the grid's edge. size is clamped to [2, shape::kMaxShapeSide].
shape::ShapeGrid shapeFromPolymap(const PolymapMap &map, int size, double coast);

// The set generated and its shape (options.raster cells a side), with the
// set as the source's parameters; an empty grid when cancelled.
shape::FileShape shapeFromParameters(const PolymapParameters &parameters,
                                     const shape::ShapeOptions &options,
                                     const std::atomic<bool> *cancel = nullptr);

// Polygon-map files as a shape source (registered by the generator lists).
shape::ShapeSource shapeSource();

} // namespace terrain::polymap
