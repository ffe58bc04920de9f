#pragma once
// The steps of generate() (polymapmap.h lists them), one file each. Each
// step reads what the steps before it wrote into the map.

#include "polymapmap.h"
#include "polymaprelax.h"

namespace terrain::polymap::detail {

// 1. cornerWater from the island shape, the painted cells and the border.
void assignIsland(PolymapMap &map);
// 2. centerWater/Ocean/Coast, cornerOcean/Coast, cornerWater made consistent.
void assignWater(PolymapMap &map);
// 3. cornerElevation (distance from the border, redistributed), centerElevation.
void assignElevation(PolymapMap &map);
// 4. downslope, watershed, cornerRiver, edgeRiver.
void assignRivers(PolymapMap &map);
// 5. cornerMoisture (from fresh water, redistributed), centerMoisture.
void assignMoisture(PolymapMap &map);
// 6. centerBiome.
void assignBiomes(PolymapMap &map);
// 7. road (the Roads module), lava (the Lava module).
void assignRoads(PolymapMap &map);
void assignLava(PolymapMap &map);
// The noisy edges (NoisyEdges) of a finished map (they need the lava), as
// PolymapMap::noisy() makes them on first use.
NoisyEdges noisyEdges(const PolymapMap &map, int threads);

} // namespace terrain::polymap::detail
