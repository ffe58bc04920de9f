// The spreading searches of the polygon map, against a plain transcription
// of their rules: elevation is the rank of each land corner's shortest
// distance from the border (1 a step, 101 between two land corners), moisture
// the rank of its fewest steps from fresh water (a source of strength s
// starting at log(3 / s) / log(1 / 0.9) steps), both found here with a
// binary heap (std::priority_queue) instead of the map's step queues; the
// step queues themselves; and the radial island's radii, made once per mesh.
#include "polymap/graph/polymaporder.h"
#include "polymap/map/polymapmap.h"
#include "polymaprows.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>
#include <numeric>
#include <queue>
#include <random>

using namespace terrain::polymap;

namespace {

constexpr std::uint32_t kFar = std::numeric_limits<std::uint32_t>::max();

// Dijkstra's shortest distances with a binary heap, from the sources at
// their start distances; cost(q, s) is the price of the step q → s.
std::vector<std::uint32_t>
dijkstra(const Graph &g, const std::vector<std::pair<std::uint32_t, std::uint32_t>> &starts,
         const std::function<std::uint32_t(std::uint32_t, std::uint32_t)> &cost)
{
    using Entry = std::pair<std::uint32_t, std::uint32_t>; // distance, corner
    std::priority_queue<Entry, std::vector<Entry>, std::greater<>> heap;
    std::vector<std::uint32_t> distance(g.cornerCount(), kFar);
    for (const auto &[q, d] : starts)
        if (d < distance[q]) {
            distance[q] = d;
            heap.push({d, q});
        }
    while (!heap.empty()) {
        const auto [d, q] = heap.top();
        heap.pop();
        if (d > distance[q])
            continue;
        for (const std::uint32_t s : g.adjacent.of(q))
            if (d + cost(q, s) < distance[s]) {
                distance[s] = d + cost(q, s);
                heap.push({distance[s], s});
            }
    }
    return distance;
}

// The land corners (neither ocean nor coast) in order of key, ties by index.
std::vector<std::uint32_t> landByKey(const PolymapMap &map, const std::vector<std::uint32_t> &key)
{
    std::vector<std::uint32_t> land;
    for (std::uint32_t q = 0; q < map.graph().cornerCount(); ++q)
        if (!map.cornerOcean[q] && !map.cornerCoast[q])
            land.push_back(q);
    std::stable_sort(land.begin(), land.end(),
                     [&](std::uint32_t a, std::uint32_t b) { return key[a] < key[b]; });
    return land;
}

} // namespace

class TestPolymapSearches : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void elevationIsTheShortestPathRank_data() { terrain::testing::addPolymapRows(true); }
    void elevationIsTheShortestPathRank()
    {
        const PolymapMapPtr map = generate(terrain::testing::polymapRowParameters(), {}, 2);
        const Graph &g = map->graph();
        std::vector<std::pair<std::uint32_t, std::uint32_t>> border;
        for (std::uint32_t q = 0; q < g.cornerCount(); ++q)
            if (g.cornerBorder[q])
                border.push_back({q, 0});
        const auto distance = dijkstra(g, border, [&](std::uint32_t q, std::uint32_t s) {
            return map->cornerWater[q] || map->cornerWater[s] ? 1u : 101u;
        });
        const std::vector<std::uint32_t> land = landByKey(*map, distance);
        QVERIFY(land.size() > 500);
        std::vector<float> expected(g.cornerCount(), 0.0f);
        for (std::size_t i = 0; i < land.size(); ++i)
            expected[land[i]] = float(
                1 - std::sqrt(1 - double(i + 1) / double(land.size()))); // the article's curve
        QVERIFY(map->cornerElevation == expected);
    }

    void moistureIsTheWettestSourceRank_data() { terrain::testing::addPolymapRows(); }
    void moistureIsTheWettestSourceRank()
    {
        const PolymapMapPtr map = generate(terrain::testing::polymapRowParameters(), {}, 2);
        const Graph &g = map->graph();
        std::vector<std::pair<std::uint32_t, std::uint32_t>> sources;
        for (std::uint32_t q = 0; q < g.cornerCount(); ++q)
            if ((map->cornerWater[q] || map->cornerRiver[q] > 0) && !map->cornerOcean[q]) {
                const double strength =
                    map->cornerRiver[q] > 0 ? std::min(3.0, 0.2 * map->cornerRiver[q]) : 1.0;
                sources.push_back({q, std::uint32_t(std::lround(std::log(3.0 / strength) /
                                                                std::log(1 / 0.9) * 64))});
            }
        QVERIFY(sources.size() > 50);
        const auto steps = dijkstra(g, sources, [](std::uint32_t, std::uint32_t) { return 64u; });
        const std::vector<std::uint32_t> land = landByKey(*map, steps);
        std::vector<float> expected(g.cornerCount(), 1.0f); // salt water is wet
        const std::size_t last = land.size() - 1;
        for (std::size_t i = 0; i < land.size(); ++i)
            expected[land[i]] = float(double(last - i) / double(last)); // the wettest first
        QVERIFY(map->cornerMoisture == expected);
    }

    // Entries come out in the order of their distance, each list taken in
    // the order it was filled; what pushIf did not count never comes out;
    // the lists grow past what was reserved.
    void stepQueuesPopInDistanceOrder()
    {
        std::mt19937 random(7);
        detail::StepQueues<3> queues(1);
        std::vector<std::pair<std::uint32_t, std::uint32_t>> pushed; // distance, item
        std::uint32_t last[3] = {0, 0, 0};
        for (std::uint32_t item = 0; item < 5000; ++item) {
            const std::size_t list = random() % 3;
            last[list] += std::uint32_t(random() % 4);
            const bool counted = random() % 5 != 0;
            queues.pushIf(counted, list, item, last[list]);
            if (counted)
                pushed.push_back({last[list], item});
        }
        std::vector<std::pair<std::uint32_t, std::uint32_t>> popped;
        for (std::uint32_t item, d; queues.pop(&item, &d);) {
            QVERIFY(popped.empty() || d >= popped.back().first);
            popped.push_back({d, item});
        }
        std::sort(pushed.begin(), pushed.end());
        std::sort(popped.begin(), popped.end());
        QVERIFY(popped == pushed);
    }

    // The radial island's radii are made by the first map on a mesh and
    // kept: a map with another island factor on that mesh reads them, and
    // equals the map made on a mesh of its own.
    void radialRadiiKeptPerMesh()
    {
        PolymapParameters p;
        p.regions = 3000;
        const PolymapMapPtr first = generate(p, {}, 2);
        const MeshMemo &memo = *first->graph().memo;
        QCOMPARE(memo.radialRadii.size(), first->graph().cornerCount());
        const auto *radii = memo.radialRadii.data();
        for (const double factor : {1.0, 1.3, 2.0}) {
            p.islandFactor = factor;
            const PolymapMapPtr kept = generate(p, first->graphPtr(), 2);
            QCOMPARE(memo.radialRadii.data(), radii); // not made again
            const PolymapMapPtr fresh = generate(p, {}, 1);
            QVERIFY(fresh->graphPtr() != first->graphPtr());
            QVERIFY(kept->islandWater == fresh->islandWater);
            QVERIFY(kept->cornerElevation == fresh->cornerElevation);
        }
        // A smaller factor widens the ring: never less land.
        auto landOf = [](const PolymapMap &m) {
            return std::count(m.islandWater.begin(), m.islandWater.end(), 0);
        };
        p.islandFactor = 1.0;
        const auto wide = landOf(*generate(p, first->graphPtr(), 2));
        p.islandFactor = 2.0;
        QVERIFY(wide > landOf(*generate(p, first->graphPtr(), 2)));
    }
};

QTEST_GUILESS_MAIN(TestPolymapSearches)
#include "tst_polymapsearches.moc"
