#pragma once
// A continent's grid from its source: a fractal coastline's or a polygon
// island's parameters (generated here), a grey PNG, or a file holding any of
// them; then separated from the coast (continentpresets.h) so that every
// cell's centre keeps its side. The studio's Continent menu and
// terrainstudio-cli continent both build through here.

#include "relf/continent.h"

#include <QString>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>

namespace terrain::coastline {
struct CoastlineParameters;
}
namespace terrain::polymap {
struct PolymapParameters;
}

namespace terrain::continent {

struct SourceOptions
{
    double coast = 0.5;
    std::optional<double> seaLevel; // a PNG's, as a fraction of full scale
    int polymapSize = 1024;         // the raster of a polygon island, cells a side
    int threads = 0;                // 0: all
};
inline constexpr int kMinPolymapRaster = 16;
inline constexpr int kMaxPolymapRaster = 4096;

struct BuiltGrid
{
    std::shared_ptr<const relf::ContinentGrid> grid;
    relf::ContinentEdges edges = relf::ContinentEdges::Repeat;
    relf::ContinentSource source;
};

BuiltGrid gridFromCoastlineParameters(const coastline::CoastlineParameters &parameters,
                                      const SourceOptions &options);
// Null when cancelled.
std::optional<BuiltGrid> gridFromPolymapParameters(const polymap::PolymapParameters &parameters,
                                                   const SourceOptions &options,
                                                   const std::atomic<bool> *cancel = nullptr);
// A coastline or polygon-island parameter file, or a grey PNG (by its
// content, not its name). Errors name the path: "PATH: reason".
std::optional<BuiltGrid> gridFromFile(const QString &path, const SourceOptions &options,
                                      QString *error);

} // namespace terrain::continent
