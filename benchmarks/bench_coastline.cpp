// Google Benchmark: generating fractal coastlines (seed 002). Targets: a
// 4096² map in one thread within 30 ms, a 16384² map on all threads within
// 0.5 s. items_per_second counts cells.
#include "coastline/coastlinemap.h"
#include "coastline/exports/coastlinerenderer.h"
#include "util/parallel.h"

#include <benchmark/benchmark.h>

using namespace terrain;

namespace {

coastline::CoastlineParameters parameters(int size, coastline::RandomMode mode, bool heights)
{
    coastline::CoastlineParameters p = coastline::CoastlineParameters::article();
    p.size = size;
    p.seed = 1999;
    p.random = mode;
    p.heights.enabled = heights;
    return p;
}

void generateMap(benchmark::State &state, int size, int threads, coastline::RandomMode mode,
                 bool heights)
{
    const coastline::CoastlineParameters p = parameters(size, mode, heights);
    if (threads <= 0)
        threads = util::idealThreads();
    for (auto _ : state) {
        auto map = coastline::generate(p, threads);
        benchmark::DoNotOptimize(map->typeAt(1, 1));
    }
    state.SetItemsProcessed(state.iterations() * std::int64_t(size) * size);
}

void BM_Fast4096OneThread(benchmark::State &state)
{
    generateMap(state, 4096, 1, coastline::RandomMode::Fast, false);
}

void BM_Fast4096AllThreads(benchmark::State &state)
{
    generateMap(state, 4096, 0, coastline::RandomMode::Fast, false);
}

void BM_Fast16384AllThreads(benchmark::State &state)
{
    generateMap(state, 16384, 0, coastline::RandomMode::Fast, false);
}

void BM_Java4096(benchmark::State &state)
{
    generateMap(state, 4096, 1, coastline::RandomMode::Java, false);
}

void BM_Heights4096OneThread(benchmark::State &state)
{
    generateMap(state, 4096, 1, coastline::RandomMode::Fast, true);
}

// One 128 x 128 map tile at 1 m per pixel with heights (shading, contours).
void BM_RenderTile(benchmark::State &state)
{
    const auto map = coastline::generate(parameters(1024, coastline::RandomMode::Fast, true), 0);
    const coastline::CoastlineTileSource source(map, map->steps());
    render::MapRenderSettings s;
    s.width = s.height = 128;
    s.layers = coastline::LayersDefault;
    for (auto _ : state) {
        QImage tile = source.render(s);
        benchmark::DoNotOptimize(tile.constBits());
        s.left += 128;
    }
    state.SetItemsProcessed(state.iterations() * 128 * 128);
}

} // namespace

BENCHMARK(BM_Fast4096OneThread)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Fast4096AllThreads)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_Fast16384AllThreads)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(10);
BENCHMARK(BM_Java4096)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Heights4096OneThread)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_RenderTile)->Unit(benchmark::kMicrosecond);

BENCHMARK_MAIN();
