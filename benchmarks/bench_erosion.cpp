// Google Benchmark: eroding a continent with the default settings (40
// iterations) on two threads, rivers included. Targets: a 1024² grid within
// 1 s, a 4096² grid within 15 s. The continent is the island of
// tst_erosion: a dome with three octaves of value noise. items_per_second
// counts cells.
#include "relf/continent/erosion.h"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <cmath>
#include <random>

using namespace terrain;

namespace {

double unit(std::uint64_t bits)
{
    return static_cast<double>(bits >> 11) * 0x1.0p-53;
}

relf::ContinentGrid dome(int size, std::uint64_t seed)
{
    relf::ContinentGrid grid;
    grid.width = grid.height = size;
    grid.samples.resize(static_cast<std::size_t>(size) * static_cast<std::size_t>(size));
    std::mt19937_64 random(seed);
    constexpr int kLattice = 17;
    std::vector<double> lattice[3];
    for (auto &octave : lattice) {
        octave.resize(kLattice * kLattice);
        for (double &v : octave)
            v = unit(random());
    }
    for (int y = 0; y < size; ++y)
        for (int x = 0; x < size; ++x) {
            const double dx = (x + 0.5) / size - 0.5, dy = (y + 0.5) / size - 0.5;
            double m = 0.85 - 2.8 * (dx * dx + dy * dy), amplitude = 0.08;
            for (int o = 0; o < 3; ++o) {
                const double frequency = 4 << o;
                const double u = (x + 0.5) / size * frequency, v = (y + 0.5) / size * frequency;
                const int iu = static_cast<int>(u), iv = static_cast<int>(v);
                double fu = u - iu, fv = v - iv;
                fu = fu * fu * (3 - 2 * fu);
                fv = fv * fv * (3 - 2 * fv);
                const auto at = [&](int a, int b) {
                    return lattice[o][static_cast<std::size_t>(b % kLattice * kLattice +
                                                               a % kLattice)];
                };
                const double n = (at(iu, iv) * (1 - fu) + at(iu + 1, iv) * fu) * (1 - fv) +
                                 (at(iu, iv + 1) * (1 - fu) + at(iu + 1, iv + 1) * fu) * fv;
                m += amplitude * (n - 0.5);
                amplitude *= 0.5;
            }
            grid.samples[static_cast<std::size_t>(y) * static_cast<std::size_t>(size) +
                         static_cast<std::size_t>(x)] =
                static_cast<std::uint16_t>(std::floor(std::clamp(m, 0.0, 1.0) * 65535.0 + 0.5));
        }
    return grid;
}

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
