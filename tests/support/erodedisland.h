#pragma once
// The river tests' continent: a 256² island (islanddome.h) eroded with the
// default settings, as the reference 1983 terrain's continent, 200 m a cell,
// its south-west corner at (kIslandOriginX, kIslandOriginY).

#include "islanddome.h"
#include "relf/continent/continentpresets.h"
#include "relf/continent/erosion.h"
#include "relf/model/parameterfile.h"

#include <memory>

namespace terrain::testing {

inline constexpr double kIslandCell = 200.0, kIslandOriginX = -5000.0, kIslandOriginY = -8000.0;
inline constexpr int kIslandSize = 256;

inline relf::RelfParameters erodedIsland(relf::ContinentEdges edges = relf::ContinentEdges::Ocean)
{
    relf::RelfParameters p = relf::RelfParameters::reference1983();
    relf::ErosionSettings e;
    e.applied = true;
    const relf::ContinentGrid eroded =
        *continent::erodeContinent(dome(kIslandSize, 3), edges, 0.5, e, 1).grid;
    p.continent = continent::makeContinent(std::make_shared<const relf::ContinentGrid>(eroded),
                                           edges, kIslandCell, kIslandOriginX, kIslandOriginY,
                                           relf::ContinentSource{}, p);
    p.continent->erosion = e;
    return p;
}

} // namespace terrain::testing
