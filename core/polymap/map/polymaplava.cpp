// Lava fissures (mapgen2's Lava module): high, dry edges between two land
// polygons, away from rivers, each with chance FRACTION_LAVA_FISSURES.
#include "polymap/graph/polymaprandom.h"
#include "polymapsteps.h"

namespace terrain::polymap::detail {

void assignLava(PolymapMap &map, int /*threads*/)
{
    constexpr double kFractionLavaFissures = 0.2;
    const Graph &g = map.graph();
    map.lava.assign(g.edges.size(), 0);
    if (!map.parameters().lava)
        return;
    const MapRandom random(map.parameters().seed);
    for (std::uint32_t e = 0; e < g.edges.size(); ++e) {
        const Edge &edge = g.edges[e];
        if (!map.edgeRiver[e] && !map.centerWater[edge.d0] && !map.centerWater[edge.d1] &&
            double(map.centerElevation[edge.d0]) > 0.8 &&
            double(map.centerElevation[edge.d1]) > 0.8 &&
            double(map.centerMoisture[edge.d0]) < 0.3 &&
            double(map.centerMoisture[edge.d1]) < 0.3 &&
            MapRandom::unit(random.bits(Stream::Lava, e)[0]) < kFractionLavaFissures)
            map.lava[e] = 1;
    }
}

} // namespace terrain::polymap::detail
