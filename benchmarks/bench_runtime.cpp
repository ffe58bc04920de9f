// The runtime as a game calls it: chunks of 256 × 256 through the C API (the
// studio's row kernels behind it), one thread. Per point: items_per_second.
//   build/release/benchmarks/bench_runtime --benchmark_repetitions=5
// (TERRAIN_ROW_KERNEL=scalar|avx2|avx512 picks a kernel, as in the studio.)
#include "terrainruntime.h"

#include "relf/model/parameterfile.h"

#include <benchmark/benchmark.h>

#include <memory>
#include <vector>

namespace {

std::unique_ptr<tr_world, void (*)(tr_world *)> world()
{
    const QByteArray json =
        terrain::relf::writeParameters(terrain::relf::RelfParameters::reference1983());
    return {tr_open_buffer(json.constData(), std::size_t(json.size()), nullptr), &tr_close};
}

constexpr int kChunk = 256;

// Chunks walk east, so no two ask the same ground.
template <typename T, auto fill> void chunk(benchmark::State &state)
{
    const auto w = world();
    std::vector<T> out(kChunk * kChunk);
    double x0 = -20000; // whole metres: the fast rows (a fractional grid takes the point path)
    for (auto _ : state) {
        fill(w.get(), x0, 1234, kChunk, kChunk, 1.0, out.data());
        benchmark::DoNotOptimize(out.data());
        x0 += kChunk;
    }
    state.SetItemsProcessed(state.iterations() * kChunk * kChunk);
}

void BM_HeightChunk(benchmark::State &state)
{
    chunk<double, tr_heights>(state);
}
void BM_KindChunk(benchmark::State &state)
{
    chunk<std::uint8_t, tr_kinds>(state);
}
void BM_TerraChunk(benchmark::State &state)
{
    chunk<tr_terra_info, tr_terras>(state);
}

void BM_HeightPoint(benchmark::State &state)
{
    const auto w = world();
    double x = -1000.25;
    for (auto _ : state) {
        benchmark::DoNotOptimize(tr_height(w.get(), x, 77.5));
        x += 1;
    }
    state.SetItemsProcessed(state.iterations());
}

void BM_Heights1024(benchmark::State &state)
{
    const auto w = world();
    std::vector<double> out(1024 * 1024);
    for (auto _ : state) {
        tr_heights(w.get(), -512, -300, 1024, 1024, 1.0, out.data());
        benchmark::DoNotOptimize(out.data());
    }
    state.SetItemsProcessed(state.iterations() * 1024 * 1024);
}

} // namespace

BENCHMARK(BM_HeightChunk);
BENCHMARK(BM_KindChunk);
BENCHMARK(BM_TerraChunk);
BENCHMARK(BM_HeightPoint);
BENCHMARK(BM_Heights1024)->Unit(benchmark::kMillisecond);
BENCHMARK_MAIN();
