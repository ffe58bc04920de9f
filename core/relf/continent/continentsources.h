#pragma once
// Continents made from a shape (shape/shapegrid.h: a fractal coastline's or
// a polygon island's, by their own generators) or from a grey picture, each
// a 16-bit macro grid (relf::ContinentGrid: row 0 the north edge, m =
// sample / 65535, sea below `coast`). The samples keep land and sea exactly
// as shape/shapegrid.h says.

#include "relf/continent.h"
#include "shape/shapegrid.h"

#include <QString>

#include <cstdint>
#include <optional>

namespace terrain::continent {

using shape::coastSamples;
using shape::CoastSamples;
using shape::kCoastRelief;

static_assert(shape::kMaxShapeSide == relf::kMaxContinentSide);
static_assert(shape::kFullScale == relf::kContinentFullScale);

// A shape's grid as a continent's (the samples mean the same).
relf::ContinentGrid gridFromShape(shape::ShapeGrid shape);

// The share of the grid's samples that are land (0 for an empty grid).
double landShare(const relf::ContinentGrid &grid, double coast);

// A grey PNG (8 or 16 bits a sample, 2 to 8192 pixels a side), row 0 the
// north edge. A value v of full scale F is land when v >= sea·F, sea being
// seaLevel (0..1) or 0.5; land maps linearly from [sea·F, F] to t in [0, 1],
// sea from [0, sea·F) to t in [0, 1). Colour, alpha and other formats are
// refused; on failure *error (when given) is "path: reason".
std::optional<relf::ContinentGrid> gridFromPng(const QString &path, std::optional<double> seaLevel,
                                               double coast, QString *error);

} // namespace terrain::continent
