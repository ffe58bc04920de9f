#pragma once
// A synthetic island for the erosion tests and benchmarks: its grid is
// made here, not by any code under test.

#include "relf/continent.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <random>
#include <vector>

namespace terrain::testing {

// A number in [0, 1) from the top 53 bits of a raw 64-bit draw.
inline double unit(std::uint64_t bits)
{
    return static_cast<double>(bits >> 11) * 0x1.0p-53;
}

// An island: a dome falling to the sea before the edges, with octaves of
// value noise (each a 17 × 17 lattice of draws, smoothly interpolated, twice
// the last's frequency and half its amplitude; three of 0.08 by default, a
// gentle cone), its top at `peak` before the noise, and, when asked, a
// crater (a closed depression) on its flank.
inline terrain::relf::ContinentGrid dome(int size, std::uint64_t seed, bool crater = false,
                                         int octaves = 3, double roughness = 0.08,
                                         double peak = 0.85)
{
    terrain::relf::ContinentGrid grid;
    grid.width = grid.height = size;
    grid.samples.resize(static_cast<std::size_t>(size) * static_cast<std::size_t>(size));
    std::mt19937_64 random(seed);
    constexpr int kLattice = 17;
    std::vector<double> lattice[8];
    for (int o = 0; o < octaves && o < 8; ++o) {
        auto &octave = lattice[static_cast<std::size_t>(o)];
        octave.resize(kLattice * kLattice);
        for (double &v : octave)
            v = unit(random());
    }
    for (int y = 0; y < size; ++y)
        for (int x = 0; x < size; ++x) {
            const double dx = (x + 0.5) / size - 0.5, dy = (y + 0.5) / size - 0.5;
            double m = peak - 2.8 * (dx * dx + dy * dy), amplitude = roughness;
            for (int o = 0; o < octaves && o < 8; ++o) {
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
            if (crater) {
                const double cx = (x + 0.5) / size - 0.35, cy = (y + 0.5) / size - 0.45;
                const double r = std::sqrt(cx * cx + cy * cy) * 20.0; // rim at r = 1
                if (r < 1.5)
                    m += 0.06 * (r < 1.0 ? r * r - 1.0 : (1.5 - r) * 2.0);
            }
            m = std::clamp(m, 0.0, 1.0);
            grid.samples[static_cast<std::size_t>(y) * static_cast<std::size_t>(size) +
                         static_cast<std::size_t>(x)] =
                static_cast<std::uint16_t>(std::floor(m * 65535.0 + 0.5));
        }
    return grid;
}

} // namespace terrain::testing
