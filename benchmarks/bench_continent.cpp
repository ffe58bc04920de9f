// Google Benchmark: a Relf world on a continent against the same world
// without one. The continent is the default fractal coastline (128 × 128
// cells of 500 m, 64 km a side, repeating), eroded as the CLI's --erode 1.
//   BM_Frame/continent:0|1|2 an 800 × 600 map at 1 m per pixel (zoom 3):
//                            no continent, the continent, with its climate
//   BM_Overview              the whole continent at 256 m per pixel
//   BM_TerraRows/continent   terra rows, per point (items_per_second)
#include "coastline/coastlineshape.h"
#include "relf/continent/continentbuild.h"
#include "relf/continent/continentpresets.h"
#include "relf/continent/erosion.h"
#include "relf/evaluator.h"
#include "relf/map/maprenderer.h"
#include "render/tiles.h"

#include <benchmark/benchmark.h>

#include <memory>

using namespace terrain;

namespace {

constexpr int kW = 800;
constexpr int kH = 600;

// 0: no continent; 1: the continent, its climate off; 2: with its climate.
const relf::RelfEvaluator &world(std::int64_t kind)
{
    static const relf::RelfEvaluator plain(relf::RelfParameters::reference1983());
    static const relf::RelfParameters shapedParameters = [] {
        relf::RelfParameters p = relf::RelfParameters::reference1983();
        const continent::BuiltGrid built = continent::builtFromShape(
            coastline::shapeFromParameters(coastline::CoastlineParameters::mapColours(), {}), 0.5);
        relf::Continent c = continent::makeContinent(built.grid, built.edges, 500.0, -32000.0,
                                                     -32000.0, built.source, p);
        relf::ErosionSettings e;
        e.applied = true;
        c.grid = std::make_shared<const relf::ContinentGrid>(
            *continent::erodeContinent(*c.grid, c.edges, c.coast, e, 0).grid);
        c.erosion = e;
        p.continent = std::move(c);
        return p;
    }();
    static const relf::RelfEvaluator shaped = [] {
        relf::RelfParameters p = shapedParameters;
        p.continent->climate.enabled = false;
        return relf::RelfEvaluator(p);
    }();
    static const relf::RelfEvaluator climate(shapedParameters);
    return kind == 0 ? plain : kind == 1 ? shaped : climate;
}

void BM_Frame(benchmark::State &state)
{
    const relf::RelfEvaluator &e = world(state.range(0));
    const render::MapRenderSettings style;
    // A view on land near the continent's middle.
    for (auto _ : state)
        benchmark::DoNotOptimize(render::renderFrame(relf::MapSource(relf::borrowEvaluator(e)),
                                                     render::kDefaultZoom, 1200, -900, kW, kH,
                                                     style));
}

void BM_Overview(benchmark::State &state)
{
    const relf::RelfEvaluator &e = world(1);
    const render::MapRenderSettings style;
    const int zoom = render::kZoomLevels - 1; // 256 m per pixel: 205 × 154 km
    for (auto _ : state)
        benchmark::DoNotOptimize(render::renderFrame(relf::MapSource(relf::borrowEvaluator(e)),
                                                     zoom, -400, -300, kW, kH, style));
}

void BM_TerraRows(benchmark::State &state)
{
    const relf::RelfEvaluator &e = world(state.range(0));
    std::vector<relf::Terra> row(kW);
    for (auto _ : state)
        for (int j = 0; j < kH; ++j)
            e.terraRow(1200.0, 900.0 - j, 1.0, row);
    state.SetItemsProcessed(state.iterations() * kW * kH);
}

} // namespace

BENCHMARK(BM_Frame)
    ->ArgName("continent")
    ->Arg(0)
    ->Arg(1)
    ->Arg(2)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();
BENCHMARK(BM_Overview)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_TerraRows)
    ->ArgName("continent")
    ->Arg(0)
    ->Arg(1)
    ->Arg(2)
    ->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
