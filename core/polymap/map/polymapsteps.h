#pragma once
// The steps of generate() (polymapmap.h lists them), one file each. Each
// step reads what the steps before it wrote into the map; `threads` is how
// many threads its independent loops may use (the map is the same for any).

#include "polymap/graph/polymaporder.h"
#include "polymap/graph/polymaprelax.h"
#include "polymapmap.h"
#include "util/parallel.h"

namespace terrain::polymap::detail {

// f(i) for i in [0, n), on up to `threads` threads in blocks (steps whose
// elements are independent: each writes only its own element).
template <class F> void forEachIndex(std::size_t n, int threads, F f)
{
    util::parallelFor(n, 8192, threads, [&f](std::size_t begin, std::size_t end) {
        for (std::size_t i = begin; i < end; ++i)
            f(std::uint32_t(i));
    });
}

// The land corners (neither ocean nor coast), sorted by key (ties by
// number): the order elevation and moisture rank them in.
template <class Key>
std::vector<std::uint32_t> landCornersBy(const PolymapMap &map, const std::vector<Key> &key)
{
    const std::size_t m = map.graph().cornerCount();
    std::vector<std::uint32_t> land;
    land.reserve(m);
    for (std::uint32_t q = 0; q < m; ++q)
        if (!map.cornerOcean[q] && !map.cornerCoast[q])
            land.push_back(q);
    sortByKey(land, key);
    return land;
}

// 1. islandWater from the island shape, the painted cells and the border.
void assignIsland(PolymapMap &map, int threads);
// 2. cornerWater (islandWater made consistent), centerWater/Ocean/Coast,
// cornerOcean/Coast.
void assignWater(PolymapMap &map, int threads);
// 3. cornerElevation (distance from the border, redistributed), centerElevation.
void assignElevation(PolymapMap &map, int threads);
// 4. downslope, watershed, cornerRiver, edgeRiver.
void assignRivers(PolymapMap &map, int threads);
// 5. cornerMoisture (from fresh water, redistributed), centerMoisture.
void assignMoisture(PolymapMap &map, int threads);
// 6. centerBiome.
void assignBiomes(PolymapMap &map, int threads);
// 7. road (the Roads module), lava (the Lava module).
void assignRoads(PolymapMap &map, int threads);
void assignLava(PolymapMap &map, int threads);
// The noisy edges (NoisyEdges) of a finished map (they need the lava), as
// PolymapMap::noisy() makes them on first use; an edge keeps its path from
// `before` (null, or made on the same graph) when the seed, the noise
// amount and its shortest piece are the same.
NoisyEdges noisyEdges(const PolymapMap &map, const NoisyEdges *before, int threads);

} // namespace terrain::polymap::detail
