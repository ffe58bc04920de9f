// Step 4, the article's "Rivers" (mapgen2's calculateDownslopes,
// calculateWatersheds, createRivers).
#include "polymap/graph/polymaprandom.h"
#include "polymapsteps.h"

namespace terrain::polymap::detail {

namespace {

// Each corner points to its lowest neighbour, or to itself when none is
// lower (ties go to the later neighbour, as mapgen2's <= does).
void downslopes(PolymapMap &map)
{
    const Graph &g = map.graph();
    map.downslope.resize(g.cornerCount());
    for (std::uint32_t q = 0; q < g.cornerCount(); ++q) {
        std::uint32_t r = q;
        for (const std::uint32_t s : g.adjacent.of(q))
            if (map.cornerElevation[s] <= map.cornerElevation[r])
                r = s;
        map.downslope[q] = r;
    }
}

// A corner's watershed is where its downslope path first reaches the ocean
// or the coast (itself for ocean and coast corners). mapgen2 iterates at
// most 100 times; following each path once to its end gives the same
// answer without the cap.
void watersheds(PolymapMap &map)
{
    const std::size_t m = map.graph().cornerCount();
    map.watershed.assign(m, kNone);
    std::vector<std::uint8_t> onPath(m, 0);
    std::vector<std::uint32_t> path;
    for (std::uint32_t q = 0; q < m; ++q) {
        path.clear();
        std::uint32_t r = q, outlet = kNone;
        for (;;) {
            if (map.watershed[r] != kNone) {
                outlet = map.watershed[r];
                break;
            }
            if (map.cornerOcean[r] || map.cornerCoast[r] || map.downslope[r] == r || onPath[r]) {
                outlet = r; // its own outlet (onPath: a guard; downslopes never go round)
                break;
            }
            onPath[r] = 1;
            path.push_back(r);
            r = map.downslope[r];
        }
        if (map.watershed[r] == kNone)
            map.watershed[r] = outlet;
        for (const std::uint32_t s : path) {
            map.watershed[s] = outlet;
            onPath[s] = 0;
        }
    }
}

} // namespace

void assignRivers(PolymapMap &map, int /*threads*/)
{
    const Graph &g = map.graph();
    const std::size_t m = g.cornerCount();
    downslopes(map);
    watersheds(map);
    map.cornerRiver.assign(m, 0);
    map.edgeRiver.assign(g.edges.size(), 0);
    if (m == 0)
        return;
    // Sources: random corners, kept when not ocean and 0.3 to 0.9 high. A
    // river adds one to every edge and corner on its way (mapgen2 counted
    // the corners twice, a "TODO: fix double count" there).
    const MapRandom random(map.parameters().seed);
    RandomSequence draw(random, Stream::Rivers);
    const int rivers = map.parameters().riverCount();
    for (int i = 0; i < rivers; ++i) {
        std::uint32_t q = draw.below(std::uint32_t(m));
        if (map.cornerOcean[q] || double(map.cornerElevation[q]) < 0.3 ||
            double(map.cornerElevation[q]) > 0.9)
            continue;
        for (std::size_t steps = 0; !map.cornerCoast[q] && map.downslope[q] != q && steps < m;
             ++steps) {
            const std::uint32_t next = map.downslope[q];
            ++map.edgeRiver[g.edgeBetweenCorners(q, next)];
            ++map.cornerRiver[q];
            if (map.cornerCoast[next] || map.downslope[next] == next)
                ++map.cornerRiver[next]; // the mouth
            q = next;
        }
    }
}

} // namespace terrain::polymap::detail
