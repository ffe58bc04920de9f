// Google Benchmark: polygon island maps (seed 004). Targets on the 2-core
// build machine (Release): a 25k-region mesh within 15 ms, the steps on a
// reused 25k mesh within 5 ms, 1M regions from points to biomes within
// 3 s. And the geometry library: CGAL's Delaunay triangulation (the model's)
// against Boost.Polygon's Voronoi builder on the same random points, each
// building its structure only.
#include "polymap/graph/polymapdelaunay.h"
#include "polymap/map/polymapmap.h"
#include "polymap/render/polymaprenderer.h"

#include <CGAL/Delaunay_triangulation_2.h>
#include <CGAL/Exact_predicates_inexact_constructions_kernel.h>
#include <benchmark/benchmark.h>
#include <boost/polygon/voronoi.hpp>

#include <QTemporaryDir>

#include <chrono>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <random>
#include <string>

using namespace terrain;
using namespace terrain::polymap;

namespace {

std::vector<Point> randomSites(int count)
{
    PolymapParameters p;
    p.points = PointKind::Random;
    p.regions = count;
    p.seed = 2024;
    return makePoints(p);
}

void BM_TriangulateCgal(benchmark::State &state)
{
    using K = CGAL::Exact_predicates_inexact_constructions_kernel;
    const std::vector<Point> sites = randomSites(int(state.range(0)));
    std::vector<K::Point_2> points;
    for (const Point p : sites)
        points.emplace_back(p.x, p.y);
    for (auto _ : state) {
        CGAL::Delaunay_triangulation_2<K> dt;
        dt.insert(points.begin(), points.end()); // spatially sorted
        benchmark::DoNotOptimize(dt.number_of_faces());
    }
    state.SetItemsProcessed(state.iterations() * state.range(0));
}

// The sweep (Delaunator's algorithm with CGAL's exact predicates) that the
// mesh uses, on the same points.
void BM_TriangulateSweep(benchmark::State &state)
{
    const std::vector<Point> sites = randomSites(int(state.range(0)));
    detail::Delaunay d;
    std::vector<std::uint32_t> sameAs;
    for (auto _ : state) {
        if (!detail::sweepTriangulate(sites, d, sameAs))
            state.SkipWithError("the sweep could not place a point");
        benchmark::DoNotOptimize(d.triangles.data());
    }
    state.SetItemsProcessed(state.iterations() * state.range(0));
}

// The same points split at the median x, the halves swept on two threads
// and merged (what the mesh uses on two threads or more).
void BM_TriangulateSplit(benchmark::State &state)
{
    const std::vector<Point> sites = randomSites(int(state.range(0)));
    detail::Delaunay d;
    for (auto _ : state) {
        if (!detail::splitTriangulate(sites, d, 2))
            state.SkipWithError("the split did not apply");
        benchmark::DoNotOptimize(d.triangles.data());
    }
    state.SetItemsProcessed(state.iterations() * state.range(0));
}

void BM_VoronoiBoost(benchmark::State &state)
{
    // Integer input: the map scaled by 3·10⁶ stays within 32 bits.
    const std::vector<Point> sites = randomSites(int(state.range(0)));
    std::vector<boost::polygon::point_data<int>> points;
    for (const Point p : sites)
        points.emplace_back(int(p.x * 3e6), int(p.y * 3e6));
    for (auto _ : state) {
        boost::polygon::voronoi_diagram<double> vd;
        boost::polygon::construct_voronoi(points.begin(), points.end(), &vd);
        benchmark::DoNotOptimize(vd.num_vertices());
    }
    state.SetItemsProcessed(state.iterations() * state.range(0));
}

PolymapParameters mapParameters(PointKind kind, int regions)
{
    PolymapParameters p;
    p.points = kind;
    p.regions = regions;
    return p;
}

void BM_Mesh25k(benchmark::State &state)
{
    const PolymapParameters p = mapParameters(PointKind(state.range(0)), 25000);
    for (auto _ : state)
        benchmark::DoNotOptimize(buildMesh(p, int(state.range(1))).get());
}

// Steps 1-7 on a reused mesh (every step, as after a change of the lake
// threshold), and the noisy edges too when asked (a close-up view needs them).
// What depends on the mesh alone (the radial island's radii) is made by the
// first map on it, before the timed loop, as the studio's first map does.
void BM_Regen25k(benchmark::State &state)
{
    PolymapParameters p = mapParameters(PointKind::Relaxed, 25000);
    p.island = IslandShape(state.range(0));
    const bool noisy = state.range(1) != 0;
    const GraphPtr mesh = buildMesh(p, 1);
    (void)generate(p, mesh, 1); // the first map on the mesh
    for (auto _ : state) {
        const PolymapMapPtr map = generate(p, mesh, int(state.range(2)));
        if (noisy)
            benchmark::DoNotOptimize(map->noisy().points.data());
        benchmark::DoNotOptimize(map.get());
    }
}

// The river count dragged: each map after the one before (regenerate()
// takes over the island, water, elevation and roads), with its noisy edges
// too when asked (a close-up view draws them; an edge whose shortest piece
// is unchanged keeps its path).
void BM_RiverDrag25k(benchmark::State &state)
{
    PolymapParameters p = mapParameters(PointKind::Relaxed, 25000);
    const int threads = int(state.range(0));
    const bool noisy = state.range(1) != 0;
    PolymapMapPtr map = generate(p, {}, threads);
    if (noisy)
        (void)map->noisy();
    int k = 0;
    for (auto _ : state) {
        p.rivers = ++k % 2 ? 300 : 310;
        map = regenerate(p, map, threads);
        if (noisy)
            benchmark::DoNotOptimize(map->noisy().points.data());
        benchmark::DoNotOptimize(map.get());
    }
}

// The lake threshold dragged: water and every step after it redone, the
// island shape taken over.
void BM_LakeDrag25k(benchmark::State &state)
{
    PolymapParameters p = mapParameters(PointKind::Relaxed, 25000);
    PolymapMapPtr map = generate(p, {}, int(state.range(0)));
    int k = 0;
    for (auto _ : state) {
        p.lakeThreshold = ++k % 2 ? 0.3 : 0.32;
        map = regenerate(p, map, int(state.range(0)));
        benchmark::DoNotOptimize(map.get());
    }
}

// What a command prints, or nothing when it fails.
std::string runPrinting(const std::string &command)
{
    std::string printed;
    if (FILE *child = popen(command.c_str(), "r")) {
        char buffer[512];
        while (std::fgets(buffer, sizeof buffer, child))
            printed += buffer;
        if (pclose(child) != 0)
            printed.clear();
    }
    return printed;
}

// The number after `key` (a quoted JSON name) that follows `after` in a
// line of JSON, or -1.
double jsonNumber(const std::string &json, const char *after, const char *key)
{
    const std::size_t from = json.find(after);
    const std::size_t at = from == std::string::npos ? from : json.find(key, from);
    return at == std::string::npos ? -1.0 : std::atof(json.c_str() + at + std::strlen(key) + 1);
}

// Runs `work` once an iteration; its fastest time in milliseconds (the
// figure set beside an anchor's fastest).
template <typename Work> double fastestIteration(benchmark::State &state, Work &&work)
{
    double fastest = 1e30;
    for (auto _ : state) {
        const auto start = std::chrono::steady_clock::now();
        work();
        fastest = std::min(fastest, std::chrono::duration<double, std::milli>(
                                        std::chrono::steady_clock::now() - start)
                                        .count());
    }
    return fastest;
}

// Delaunator (mapgen4's triangulation) in Node beside our mesh, on the same
// 25,000 random points in one run: the points go to a file, Node times
// Delaunator on them (benchmarks/node/delaunator.mjs, its fastest of 30
// after a warm-up), and the loop times our whole mesh of the same points:
// the triangulation and the graph built on it (buildGraph). Counters: the
// Delaunator's fastest and median, and our time over its fastest.
void BM_MeshBesideDelaunator(benchmark::State &state)
{
    const std::vector<Point> sites = randomSites(int(state.range(0)));
    const QTemporaryDir dir;
    const std::string file = dir.path().toStdString() + "/points.bin";
    {
        std::ofstream out(file, std::ios::binary);
        for (const Point p : sites) {
            const double xy[2] = {p.x, p.y}; // little-endian, as Node reads them
            out.write(reinterpret_cast<const char *>(xy), sizeof xy);
        }
    }
    const std::string printed =
        runPrinting("node '" TERRAIN_DELAUNATOR_BENCH "' '" + file + "' 30 2>&1");
    const auto number = [&](const char *key) { return jsonNumber(printed, "", key); };
    const double best = number("\"best_ms\""), median = number("\"median_ms\"");
    if (!(best > 0)) {
        state.SkipWithError(("Delaunator did not run in Node: " + printed).c_str());
        return;
    }
    const double fastest =
        fastestIteration(state, [&] { benchmark::DoNotOptimize(buildGraph(sites).get()); });
    state.counters["delaunator_best_ms"] = best;
    state.counters["delaunator_median_ms"] = median;
    state.counters["ours_best_ms"] = fastest;
    state.counters["ours_over_delaunator"] = fastest / best;
}

// A 900 x 700 view of the whole island (0.75 units a pixel) or closer,
// biomes with rivers, roads, lava and noisy edges, on all threads.
render::MapRenderSettings viewSettings(double m)
{
    render::MapRenderSettings s;
    s.metresPerPixel = m;
    s.width = 900;
    s.height = 700;
    s.left = kMapSize / 2 - s.width / 2 * m;
    s.top = -kMapSize / 2 + s.height / 2 * m;
    s.layers = LayersDefault;
    s.threads = 0;
    return s;
}

// What a redraw after a change costs: the polygons' index made anew.
void BM_View(benchmark::State &state)
{
    const PolymapMapPtr map =
        generate(mapParameters(PointKind::Relaxed, int(state.range(0))), {}, 0);
    const render::MapRenderSettings s = viewSettings(double(state.range(1)) / 100);
    (void)map->noisy(); // made once, on the first close-up tile
    for (auto _ : state)
        benchmark::DoNotOptimize(renderPolymap(*map, View::Biomes, s).constBits());
}

// What a redraw while panning or zooming costs: the studio's tile source
// keeps its index from one frame to the next.
void BM_Redraw(benchmark::State &state)
{
    const PolymapMapPtr map =
        generate(mapParameters(PointKind::Relaxed, int(state.range(0))), {}, 0);
    const render::MapRenderSettings s = viewSettings(double(state.range(1)) / 100);
    const PolymapTileSource source(map, View::Biomes);
    (void)source.render(s, nullptr); // the index and the noisy edges
    for (auto _ : state)
        benchmark::DoNotOptimize(source.render(s, nullptr).constBits());
}

void BM_Full1M(benchmark::State &state)
{
    const PolymapParameters p = mapParameters(PointKind(state.range(0)), 1000000);
    for (auto _ : state) {
        const PolymapMapPtr map = generate(p, {}, 0);
        if (state.range(1) != 0)
            benchmark::DoNotOptimize(map->noisy().points.data());
        benchmark::DoNotOptimize(map.get());
    }
}

// Runs mapgen4 in Node (benchmarks/node/mapgen4.ts, fetched and bundled by
// scripts/vendor-mapgen4.sh) with `arguments`, takes its fastest and median
// of the `section` it prints, and times `ours` in the loop (its fastest).
// Counters: mapgen4's fastest and median, its regions, ours, and ours over
// its fastest.
template <typename Ours>
void besideMapgen4(benchmark::State &state, const std::string &arguments, const char *section,
                   Ours &&ours)
{
    const std::string printed = runPrinting(
        "node --max-old-space-size=8192 '" TERRAIN_MAPGEN4_BENCH "' " + arguments + " 2>&1");
    const double best = jsonNumber(printed, section, "\"best_ms\""),
                 median = jsonNumber(printed, section, "\"median_ms\""),
                 regions = jsonNumber(printed, "", "\"regions\"");
    if (!(best > 0)) {
        state.SkipWithError(("mapgen4 did not run in Node (scripts/vendor-mapgen4.sh fetches "
                             "it): " +
                             printed)
                                .c_str());
        return;
    }
    const double fastest = fastestIteration(state, ours);
    state.counters["mapgen4_best_ms"] = best;
    state.counters["mapgen4_median_ms"] = median;
    state.counters["mapgen4_regions"] = regions;
    state.counters["ours_best_ms"] = fastest;
    state.counters["ours_over_mapgen4"] = fastest / best;
}

// mapgen4's own map beside ours: at spacing 0.88 its points make 981,606
// regions (it computes them ahead of time, so its figure is the mesh and
// the map: elevation, rainfall, rivers; its fastest of three). Ours is
// BM_Full1M/1/0's: 1,000,000 relaxed regions from the points to biomes,
// roads and lava.
void BM_Full1MBesideMapgen4(benchmark::State &state)
{
    const PolymapParameters p = mapParameters(PointKind::Relaxed, 1000000);
    besideMapgen4(state, "0.88 3", "\"mesh_and_map\"",
                  [&] { benchmark::DoNotOptimize(generate(p, {}, 0).get()); });
}

// mapgen4's map after a change beside ours: at its default spacing, 5.5,
// its points make 25,433 regions; its figure is what its worker redoes
// after a slider moves (elevation, rainfall, rivers; the fastest of 30
// after ten). Ours is BM_Regen25k/0/0/2's: every step after a change
// (island to lava) on the same 25,000-region relaxed mesh, two threads.
void BM_RegenBesideMapgen4(benchmark::State &state)
{
    const PolymapParameters p = mapParameters(PointKind::Relaxed, 25000);
    const GraphPtr mesh = buildMesh(p, 1);
    (void)generate(p, mesh, 1); // the first map on the mesh
    besideMapgen4(state, "5.5 30", "\"after_change\"",
                  [&] { benchmark::DoNotOptimize(generate(p, mesh, 2).get()); });
}

} // namespace

BENCHMARK(BM_TriangulateCgal)->Arg(25000)->Arg(1000000)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_TriangulateSweep)->Arg(25000)->Arg(1000000)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_TriangulateSplit)
    ->Arg(25000)
    ->Arg(1000000)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();
BENCHMARK(BM_VoronoiBoost)->Arg(25000)->Arg(1000000)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_MeshBesideDelaunator)->Arg(25000)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Full1MBesideMapgen4)->Unit(benchmark::kMillisecond)->Iterations(3);
BENCHMARK(BM_RegenBesideMapgen4)->Unit(benchmark::kMillisecond);
// Arguments: the point kind (0 random, 1 relaxed with 2 relaxations, 3 hex,
// 4 poisson), threads.
BENCHMARK(BM_Mesh25k)
    ->Args({0, 1})
    ->Args({0, 2})
    ->Args({1, 1})
    ->Args({1, 2})
    ->Args({3, 1})
    ->Args({4, 1})
    ->Unit(benchmark::kMillisecond);
// Arguments: island shape (0 radial, 1 noise), noisy edges made, threads.
BENCHMARK(BM_Regen25k)
    ->Args({0, 0, 1})
    ->Args({0, 0, 2})
    ->Args({0, 1, 1})
    ->Args({0, 1, 2})
    ->Args({1, 0, 2})
    ->Unit(benchmark::kMillisecond);
// Arguments: threads, noisy edges made.
BENCHMARK(BM_RiverDrag25k)->Args({1, 0})->Args({2, 0})->Args({2, 1})->Unit(benchmark::kMillisecond);
// Argument: threads.
BENCHMARK(BM_LakeDrag25k)->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond);
// Arguments: regions, hundredths of a unit a pixel.
BENCHMARK(BM_View)
    ->Args({2000, 75})
    ->Args({25000, 75})
    ->Args({25000, 5})
    ->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Redraw)->Args({25000, 75})->Unit(benchmark::kMillisecond);
// Arguments: the point kind (0 random, 1 relaxed), noisy edges made too.
BENCHMARK(BM_Full1M)
    ->Args({1, 0})
    ->Args({1, 1})
    ->Args({0, 1})
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1);

BENCHMARK_MAIN();
