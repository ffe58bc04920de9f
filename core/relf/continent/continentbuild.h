#pragma once
// A continent's grid from its source: a file of any generator that gives a
// shape (shape/shapesources.h: fractal coastlines and polygon islands), or a
// grey PNG; then separated from the coast (continentpresets.h) so that every
// cell's centre keeps its side. The studio's Continent menu and
// terrainstudio-cli continent both build through here.

#include "relf/continent.h"
#include "shape/shapesources.h"

#include <QString>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>

namespace terrain::continent {

struct SourceOptions
{
    double coast = 0.5;
    std::optional<double> seaLevel; // a PNG's, as a fraction of full scale
    int polymapSize = 1024;         // the raster of a polygon island, cells a side
    int threads = 0;                // 0: all
    // Past the grid: the source's own when unset (a fractal coastline
    // repeats; a picture or a polygon island falls to ocean).
    std::optional<relf::ContinentEdges> edges;
};
inline constexpr int kMinPolymapRaster = 16;
inline constexpr int kMaxPolymapRaster = 4096;

struct BuiltGrid
{
    std::shared_ptr<const relf::ContinentGrid> grid;
    relf::ContinentEdges edges = relf::ContinentEdges::Repeat;
    relf::ContinentSource source;
};

// "repeat" or "ocean" as edges; false for any other name.
bool edgesFromName(const std::string &name, relf::ContinentEdges *edges);

// A shape made elsewhere (a generator's shapeFromParameters), separated
// from the coast.
BuiltGrid builtFromShape(shape::FileShape shape, double coast);

// A file of a shape source's format, or a grey PNG (by its content, not its
// name). Errors name the path: "PATH: reason"; cancelled: nullopt, *error
// empty.
std::optional<BuiltGrid> gridFromFile(const QString &path, const SourceOptions &options,
                                      QString *error, const std::atomic<bool> *cancel = nullptr);

} // namespace terrain::continent
