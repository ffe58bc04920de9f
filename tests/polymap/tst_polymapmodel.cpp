// The article's steps on the graph (seed 004: Islands, Elevation, Rivers,
// Moisture) checked by their rules: the ocean is what the border floods,
// elevation follows the article's redistribution curve, rivers run
// downhill to the coast and add where they merge; and the map's contract:
// repeatable, the same on a reused mesh and on any thread count, painted
// cells obeyed, cancel and invalid parameters.
#include "polymap/map/polymapmap.h"
#include "polymaprows.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <functional>
#include <optional>
#include <stdexcept>

using namespace terrain::polymap;

namespace {

PolymapParameters params(qint64 seed = 85882, int regions = 4000)
{
    PolymapParameters p;
    p.seed = seed;
    p.regions = regions;
    return p;
}

PolymapParameters rowParameters()
{
    return terrain::testing::polymapRowParameters();
}

// The values of the land corners (neither ocean nor coast), sorted; nullopt
// when a corner's value is outside [0, 1] or an ocean or coast corner's is
// not sea.
std::optional<std::vector<float>> landCornerValues(const PolymapMap &map,
                                                   const std::vector<float> &values, float sea)
{
    std::vector<float> land;
    for (std::size_t q = 0; q < values.size(); ++q) {
        if (!(values[q] >= 0 && values[q] <= 1))
            return std::nullopt;
        if (!map.cornerOcean[q] && !map.cornerCoast[q])
            land.push_back(values[q]);
        else if (values[q] != sea)
            return std::nullopt;
    }
    std::sort(land.begin(), land.end());
    return land;
}

bool sameMap(const PolymapMap &a, const PolymapMap &b)
{
    if (!(a.centerWater == b.centerWater && a.centerOcean == b.centerOcean &&
          a.centerCoast == b.centerCoast && a.centerElevation == b.centerElevation &&
          a.centerMoisture == b.centerMoisture && a.centerBiome == b.centerBiome &&
          a.islandWater == b.islandWater && a.cornerWater == b.cornerWater &&
          a.cornerElevation == b.cornerElevation && a.cornerMoisture == b.cornerMoisture &&
          a.downslope == b.downslope && a.watershed == b.watershed &&
          a.cornerRiver == b.cornerRiver && a.edgeRiver == b.edgeRiver && a.road == b.road &&
          a.lava == b.lava && a.noisy().size() == b.noisy().size()))
        return false;
    for (std::size_t e = 0; e < a.noisy().size(); ++e)
        if (!std::ranges::equal(a.noisy().path0(e), b.noisy().path0(e)) ||
            !std::ranges::equal(a.noisy().path1(e), b.noisy().path1(e)))
            return false;
    return true;
}

} // namespace

class TestPolymapModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void water_data() { terrain::testing::addPolymapRows(); }

    // Ocean: exactly the water polygons the border reaches through water.
    void water()
    {
        const PolymapMapPtr map = generate(rowParameters());
        const Graph &g = map->graph();
        std::vector<std::uint8_t> reached(g.centerCount(), 0);
        std::vector<std::uint32_t> stack;
        for (std::uint32_t c = 0; c < g.centerCount(); ++c)
            if (g.centerBorder[c]) {
                QVERIFY(map->centerOcean[c]);
                reached[c] = 1;
                stack.push_back(c);
            }
        while (!stack.empty()) {
            const std::uint32_t c = stack.back();
            stack.pop_back();
            for (const std::uint32_t r : g.neighbors.of(c))
                if (map->centerWater[r] && !reached[r]) {
                    reached[r] = 1;
                    stack.push_back(r);
                }
        }
        int land = 0, lakes = 0;
        for (std::uint32_t c = 0; c < g.centerCount(); ++c) {
            QCOMPARE(bool(map->centerOcean[c]), bool(reached[c]));
            if (map->centerOcean[c])
                QVERIFY(map->centerWater[c]);
            land += !map->centerWater[c];
            lakes += map->centerWater[c] && !map->centerOcean[c];
            // A lake touches no ocean polygon (else the flood would have taken it).
            if (map->centerWater[c] && !map->centerOcean[c])
                for (const std::uint32_t r : g.neighbors.of(c))
                    QVERIFY(!map->centerOcean[r]);
            bool oceanNeighbour = false, landNeighbour = false;
            for (const std::uint32_t r : g.neighbors.of(c)) {
                oceanNeighbour = oceanNeighbour || map->centerOcean[r];
                landNeighbour = landNeighbour || !map->centerWater[r];
            }
            QCOMPARE(bool(map->centerCoast[c]), oceanNeighbour && landNeighbour);
        }
        qInfo("%d land polygons, %d lake polygons of %zu", land, lakes, g.centerCount());
        QVERIFY(land > 0);
        for (std::uint32_t q = 0; q < g.cornerCount(); ++q)
            if (g.cornerBorder[q])
                QVERIFY(map->cornerWater[q] && map->cornerOcean[q]);
    }

    void elevation_data() { water_data(); }

    // Land corners' elevations follow y = 1 - (1 - x)² (the article's
    // cumulative distribution): the empirical CDF stays close to it. Ocean
    // and coast are 0; a center is the mean of its corners.
    void elevation()
    {
        const PolymapMapPtr map = generate(rowParameters());
        const Graph &g = map->graph();
        const auto corners = landCornerValues(*map, map->cornerElevation, 0.0f);
        QVERIFY2(corners, "every elevation in [0, 1], the sea's 0");
        const std::vector<float> &land = *corners;
        QVERIFY(land.size() > 100);
        double worst = 0;
        for (std::size_t i = 0; i < land.size(); ++i) {
            const double x = land[i];
            const double expected = 1 - (1 - x) * (1 - x);
            worst = std::max({worst, std::abs(double(i) / double(land.size()) - expected),
                              std::abs(double(i + 1) / double(land.size()) - expected)});
        }
        QVERIFY2(worst < 0.01, qPrintable(QString::number(worst)));
        for (std::uint32_t c = 0; c < g.centerCount(); ++c) {
            double sum = 0;
            for (const std::uint32_t q : g.centerCorners.of(c))
                sum += map->cornerElevation[q];
            QVERIFY(std::abs(map->centerElevation[c] - sum / double(g.centerCorners.of(c).size())) <
                    1e-6);
        }
        // No land corner is a pit: each has a lower neighbour (the lowest
        // land corner is 0, as high as the coast it drains to).
        for (std::uint32_t q = 0; q < g.cornerCount(); ++q)
            if (!map->cornerOcean[q] && !map->cornerCoast[q] && !map->cornerWater[q]) {
                const std::uint32_t d = map->downslope[q];
                QVERIFY(map->cornerElevation[d] < map->cornerElevation[q] ||
                        (map->cornerElevation[q] == 0 && map->cornerCoast[d]));
            }
    }

    void rivers_data() { water_data(); }

    // Rivers go downhill along downslope, end at the coast, and their
    // volumes add where they merge.
    void rivers()
    {
        const PolymapParameters p = rowParameters();
        const PolymapMapPtr map = generate(p);
        const Graph &g = map->graph();
        for (std::uint32_t q = 0; q < g.cornerCount(); ++q) {
            const std::uint32_t d = map->downslope[q];
            QVERIFY(d == q || g.edgeBetweenCorners(q, d) != kNone);
            QVERIFY(map->cornerElevation[d] <= map->cornerElevation[q]);
            for (const std::uint32_t s : g.adjacent.of(q))
                QVERIFY(map->cornerElevation[d] <= map->cornerElevation[s]);
            // The watershed lies down the downslope path, on the coast or the ocean.
            const std::uint32_t w = map->watershed[q];
            QVERIFY(w < g.cornerCount());
            QVERIFY(map->cornerCoast[w] || map->cornerOcean[w] || map->downslope[w] == w);
            std::uint32_t r = q;
            for (std::size_t steps = 0; r != w && steps < g.cornerCount(); ++steps)
                r = map->downslope[r];
            QCOMPARE(r, w);
        }
        std::vector<std::uint32_t> in(g.cornerCount(), 0), out(g.cornerCount(), 0);
        std::size_t riverEdges = 0;
        for (std::uint32_t e = 0; e < g.edges.size(); ++e) {
            if (!map->edgeRiver[e])
                continue;
            ++riverEdges;
            const Edge &edge = g.edges[e];
            // A river edge is a downslope step, from the higher corner to the lower.
            const bool forward = map->downslope[edge.v0] == edge.v1;
            QVERIFY(forward || map->downslope[edge.v1] == edge.v0);
            const std::uint32_t from = forward ? edge.v0 : edge.v1,
                                to = forward ? edge.v1 : edge.v0;
            QVERIFY(
                map->cornerElevation[to] < map->cornerElevation[from] ||
                (map->cornerElevation[to] == map->cornerElevation[from] && map->cornerCoast[to]));
            QVERIFY(!map->cornerCoast[from]);
            out[from] += map->edgeRiver[e];
            in[to] += map->edgeRiver[e];
        }
        QVERIFY(riverEdges > 10);
        std::size_t sources = 0;
        for (std::uint32_t q = 0; q < g.cornerCount(); ++q) {
            if (!map->cornerRiver[q]) {
                QCOMPARE(in[q] + out[q], 0u);
                continue;
            }
            // What flows in flows on (plus the rivers that start here), unless this is the mouth.
            QVERIFY(map->cornerRiver[q] >= in[q]);
            sources += map->cornerRiver[q] - in[q];
            if (out[q])
                QCOMPARE(out[q], map->cornerRiver[q]);
            else
                QVERIFY2(map->cornerCoast[q], "a river ends on the coast");
        }
        QVERIFY(sources > 0 && sources <= std::size_t(p.riverCount()));
    }

    void moisture_data() { water_data(); }

    void moisture()
    {
        const PolymapMapPtr map = generate(rowParameters());
        const Graph &g = map->graph();
        const auto corners = landCornerValues(*map, map->cornerMoisture, 1.0f);
        QVERIFY2(corners, "every moisture in [0, 1], the sea's 1");
        const std::vector<float> &land = *corners;
        // Land is spread evenly over [0, 1].
        QCOMPARE(land.front(), 0.0f);
        QCOMPARE(land.back(), 1.0f);
        QVERIFY(std::abs(land[land.size() / 2] - 0.5f) < 0.01f);
        for (std::uint32_t c = 0; c < g.centerCount(); ++c)
            QVERIFY(map->centerMoisture[c] >= 0 && map->centerMoisture[c] <= 1);
        // A river corner is at least as wet as a land corner far from any water.
        float river = 1, dry = 0;
        for (std::uint32_t q = 0; q < g.cornerCount(); ++q)
            if (!map->cornerOcean[q] && !map->cornerCoast[q]) {
                if (map->cornerRiver[q] > 2)
                    river = std::min(river, map->cornerMoisture[q]);
            }
        for (const float m : land)
            dry = std::max(dry, m < 0.1f ? m : dry);
        QVERIFY(river > dry);
    }

    void repeatable()
    {
        const PolymapParameters p = params(123);
        const PolymapMapPtr a = generate(p), b = generate(p);
        QVERIFY(sameMap(*a, *b));
        const PolymapMapPtr c = generate(params(124));
        QVERIFY(!(c->graph().centers == a->graph().centers));
        // Any thread count (noisy edges are built on several).
        const PolymapMapPtr one = generate(p, {}, 1), two = generate(p, {}, 2),
                            four = generate(p, {}, 4);
        QVERIFY(sameMap(*a, *one) && sameMap(*a, *two) && sameMap(*a, *four));
    }

    // A reused mesh gives the map a fresh one would; a mesh from other
    // parameters is not reused.
    void reuseMesh()
    {
        PolymapParameters p = params(9);
        const PolymapMapPtr first = generate(p);
        p.islandFactor = 1.3;
        p.lakeThreshold = 0.5;
        p.island = IslandShape::Noise;
        const PolymapMapPtr reused = generate(p, first->graphPtr());
        QCOMPARE(reused->graphPtr().get(), first->graphPtr().get());
        const PolymapMapPtr fresh = generate(p);
        QVERIFY(fresh->graphPtr().get() != first->graphPtr().get());
        QVERIFY(sameMap(*reused, *fresh));
        p.seed = 10;
        const PolymapMapPtr other = generate(p, first->graphPtr());
        QVERIFY(other->graphPtr().get() != first->graphPtr().get());
        QVERIFY(other->graph().madeFor.sameMesh(p));
    }

    // regenerate() takes over the steps a change leaves alone: after each
    // change, in a chain as a designer makes them, the map is the one made
    // from scratch.
    void regenerateTakesOverUnchangedSteps()
    {
        PolymapParameters p = params(12, 3000);
        PolymapMapPtr map = generate(p);
        const std::function<void(PolymapParameters &)> changes[] = {
            [](PolymapParameters &q) { q.rivers = 40; }, // rivers, moisture, biomes, lava
            [](PolymapParameters &q) { q.rivers = 900; },
            [](PolymapParameters &q) { q.lava = false; },        // lava only
            [](PolymapParameters &q) { q.roads = false; },       // roads only
            [](PolymapParameters &q) { q.lakeThreshold = 0.6; }, // everything
            [](PolymapParameters &q) { q.noiseAmount = 0.9; },   // nothing but the noisy edges
            [](PolymapParameters &q) { q.islandFactor = 1.4; },
            [](PolymapParameters &q) {
                q.paint.assign(kPaintGrid * kPaintGrid, std::uint8_t(Paint::Water));
            },
            [](PolymapParameters &q) {
                q.paint.clear();
                q.island = IslandShape::Blob;
            },
            [](PolymapParameters &q) { q.seed = 13; }, // a new mesh
        };
        for (const auto &change : changes) {
            const GraphPtr mesh = map->graphPtr();
            change(p);
            const PolymapMapPtr next = regenerate(p, map, 2);
            QVERIFY(next->parameters() == p);
            QCOMPARE(next->graphPtr() == mesh, mesh->madeFor.sameMesh(p));
            QVERIFY(sameMap(*next, *generate(p, {}, 1)));
            map = next;
        }
    }

    // Painted cells decide their corners whatever the shape says.
    void painted()
    {
        PolymapParameters p = params(21);
        p.paint.assign(std::size_t(kPaintGrid) * kPaintGrid, std::uint8_t(Paint::None));
        const double cell = kMapSize / kPaintGrid;
        // Land in a block near a corner of the map (ocean for the radial
        // island), water in a block in the middle (land).
        for (int row = 10; row < 30; ++row)
            for (int column = 10; column < 30; ++column)
                p.paint[std::size_t(row) * kPaintGrid + std::size_t(column)] =
                    std::uint8_t(Paint::Land);
        for (int row = 54; row < 74; ++row)
            for (int column = 54; column < 74; ++column)
                p.paint[std::size_t(row) * kPaintGrid + std::size_t(column)] =
                    std::uint8_t(Paint::Water);
        const PolymapMapPtr map = generate(p);
        const PolymapMapPtr plain = generate(params(21));
        const Graph &g = map->graph();
        int land = 0, water = 0, overridden = 0;
        for (std::uint32_t c = 0; c < g.centerCount(); ++c) {
            const Point s = g.centers[c];
            const int column = int(s.x / cell), row = int(s.y / cell);
            // Polygons well inside a block (all corners in it).
            bool allIn = true;
            for (const std::uint32_t q : g.centerCorners.of(c)) {
                const int qc = int(g.corners[q].x / cell), qr = int(g.corners[q].y / cell);
                allIn = allIn && qc >= (column < 40 ? 10 : 54) && qc < (column < 40 ? 30 : 74) &&
                        qr >= (row < 40 ? 10 : 54) && qr < (row < 40 ? 30 : 74);
            }
            if (!allIn)
                continue;
            if (column < 40 && row < 40) {
                QVERIFY(!map->centerWater[c]);
                ++land;
            } else if (column >= 54 && row >= 54) {
                QVERIFY(map->centerWater[c]);
                ++water;
                overridden += !plain->centerWater[c]; // the shape alone made it land
            }
        }
        QVERIFY(land > 10 && water > 10);
        QVERIFY(overridden > water / 2);
    }

    void cancel()
    {
        std::atomic<bool> cancelled{true};
        QVERIFY(!generate(params(), {}, 1, &cancelled));
        const PolymapMapPtr map = generate(params());
        QVERIFY(!generate(params(), map->graphPtr(), 1, &cancelled));
    }

    void invalid()
    {
        PolymapParameters p = params();
        p.regions = 12;
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, generate(p));
        p = params();
        p.lakeThreshold = std::nan("");
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, generate(p));
    }

    // The point lookup is the nearest site.
    void centerAt()
    {
        const PolymapMapPtr map = generate(params(31, 2000));
        const Graph &g = map->graph();
        for (int k = 0; k < 500; ++k) {
            const double x = std::fmod(k * 37.77, kMapSize), y = std::fmod(k * 91.13 + 3, kMapSize);
            std::uint32_t nearest = 0;
            for (std::uint32_t c = 1; c < g.centerCount(); ++c)
                if (std::hypot(g.centers[c].x - x, g.centers[c].y - y) <
                    std::hypot(g.centers[nearest].x - x, g.centers[nearest].y - y))
                    nearest = c;
            QCOMPARE(map->centerAt(x, y), nearest);
        }
        QCOMPARE(map->centerAt(-1, 5), kNone);
        QCOMPARE(map->centerAt(5, kMapSize), kNone);
    }

    // Noisy edges run from v0 through the midpoint to v1; roads and lava
    // follow their modules' rules.
    void decorations()
    {
        const PolymapMapPtr map = generate(params(41));
        const Graph &g = map->graph();
        std::size_t noisyPoints = 0, roads = 0, lava = 0;
        for (std::uint32_t e = 0; e < g.edges.size(); ++e) {
            const Edge &edge = g.edges[e];
            const std::span<const Point> path0 = map->noisy().path0(e),
                                         path1 = map->noisy().path1(e);
            if (edge.v0 == kNone) {
                QVERIFY(path0.empty() && path1.empty());
                QVERIFY(!map->road[e]);
                continue;
            }
            QVERIFY(path0.size() >= 2 && path1.size() >= 2);
            QCOMPARE(path0.front(), g.corners[edge.v0]);
            QCOMPARE(path0.back(), g.midpoints[e]);
            QCOMPARE(path1.front(), g.midpoints[e]);
            QCOMPARE(path1.back(), g.corners[edge.v1]);
            noisyPoints += path0.size() + path1.size();
            if (map->road[e]) {
                ++roads;
                QVERIFY(map->road[e] <= 3);
            }
            if (map->lava[e]) {
                ++lava;
                QVERIFY(!map->edgeRiver[e]);
                for (const std::uint32_t c : {edge.d0, edge.d1})
                    QVERIFY(!map->centerWater[c] && map->centerElevation[c] > 0.8f &&
                            map->centerMoisture[c] < 0.3f);
            }
        }
        QVERIFY(noisyPoints > 4 * g.edges.size()); // coasts and rivers are subdivided
        QVERIFY(roads > 0);
        qInfo("%zu road edges, %zu lava edges", roads, lava);
        PolymapParameters off = params(41);
        off.noisyEdges = off.roads = off.lava = false;
        const PolymapMapPtr plain = generate(off, map->graphPtr());
        for (std::uint32_t e = 0; e < g.edges.size(); ++e)
            QVERIFY(plain->noisy().path0(e).empty() && !plain->road[e] && !plain->lava[e]);
    }
};

QTEST_GUILESS_MAIN(TestPolymapModel)
#include "tst_polymapmodel.moc"
