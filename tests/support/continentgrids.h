#pragma once
// Continent grids for tests: any grid from a function of (column, row), and
// land blobs on a torus from a fixed seed, kept clear of the coast.
#include "relf/continent.h"
#include "relf/continent/continentpresets.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <functional>
#include <memory>
#include <random>
#include <vector>

namespace terrain::relf {

inline std::shared_ptr<ContinentGrid> makeGrid(int w, int h,
                                               const std::function<double(int, int)> &value)
{
    auto g = std::make_shared<ContinentGrid>();
    g->width = w;
    g->height = h;
    g->samples.resize(std::size_t(w) * std::size_t(h));
    for (int row = 0; row < h; ++row)
        for (int col = 0; col < w; ++col)
            g->samples[std::size_t(row) * std::size_t(w) + std::size_t(col)] =
                static_cast<std::uint16_t>(value(col, row));
    return g;
}

// Blobs of land on a torus: a few discs, from a fixed seed.
inline std::shared_ptr<ContinentGrid> blobGrid(int w, int h, std::uint64_t seed)
{
    std::mt19937_64 rng(seed);
    struct Disc
    {
        double x, y, r;
    };
    std::vector<Disc> discs;
    for (int k = 0; k < 6; ++k)
        discs.push_back({double(rng() % std::uint64_t(w)), double(rng() % std::uint64_t(h)),
                         2.0 + double(rng() % 5)});
    auto g = makeGrid(w, h, [&](int col, int row) {
        double best = 0.0;
        for (const Disc &d : discs) {
            double dx = std::abs(col - d.x), dy = std::abs(row - d.y);
            dx = std::min(dx, w - dx);
            dy = std::min(dy, h - dy);
            best = std::max(best, 1.0 - std::hypot(dx, dy) / (2.0 * d.r));
        }
        return best * 65535.0; // land (≥ half) within r of a centre
    });
    continent::separateCoast(*g, 0.5, continent::kCoastMargin);
    return g;
}

} // namespace terrain::relf
