#pragma once
// A fractal coastline as a shape another generator can build on (Relf's
// continents): shape/shapegrid.h says what the samples mean.

#include "coastlinemap.h"
#include "shape/shapesources.h"

namespace terrain::coastline {

// One cell a coastline cell (row r of the map is row r of the grid); the
// grid repeats as the map does. Water types (isWaterType) are sea, every
// other type land. With heights, t is the height's share of the way from
// the sea level to the highest cell (land) or from the deepest cell up to
// the sea level (sea); without, it comes from the distance d to the nearest
// cell across the coast, round the torus: t = smoothstep(d / R) inland and
// 1 - smoothstep(d / R) offshore, R = kCoastRelief of the side. A map larger
// than shape::kMaxShapeSide is taken every k-th cell (k = size / 8192): the
// map as it stood at the step of that spacing, whose cells the finer passes
// never changed.
shape::ShapeGrid shapeFromCoastline(const CoastlineMap &map, double coast);

// The set generated and its shape, with the set as the source's parameters.
shape::FileShape shapeFromParameters(const CoastlineParameters &parameters,
                                     const shape::ShapeOptions &options);

// Coastline files as a shape source (registered by the generator lists).
shape::ShapeSource shapeSource();

} // namespace terrain::coastline
