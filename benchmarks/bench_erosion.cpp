// Google Benchmark: eroding a continent with the default settings (40
// iterations) on two threads, rivers included. Targets: a 1024² grid within
// 1 s, a 4096² grid within 15 s. The continent is the island of
// tst_erosion: a dome with three octaves of value noise. items_per_second
// counts cells.
#include "islanddome.h"
#include "relf/continent/erosion.h"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <cmath>
#include <random>

using namespace terrain;

namespace {

using terrain::testing::dome;

void erode(benchmark::State &state, int size)
{
    const relf::ContinentGrid grid = dome(size, 7);
    const relf::ErosionSettings settings;
    for (auto _ : state) {
        const continent::ErosionResult result =
            continent::erodeContinent(grid, relf::ContinentEdges::Ocean, 0.5, settings, 2);
        benchmark::DoNotOptimize(result.grid->samples.data());
    }
    state.SetItemsProcessed(state.iterations() * std::int64_t(size) * size);
}

void BM_Erode1024TwoThreads(benchmark::State &state)
{
    erode(state, 1024);
}

void BM_Erode4096TwoThreads(benchmark::State &state)
{
    erode(state, 4096);
}

} // namespace

BENCHMARK(BM_Erode1024TwoThreads)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_Erode4096TwoThreads)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(1);

BENCHMARK_MAIN();
