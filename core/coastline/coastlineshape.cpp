// A fractal coastline as a shape (shape/shapegrid.h): one cell a coastline
// cell, repeating as the torus does; and the coastline's files as a shape
// source.
#include "coastlineshape.h"

#include "coastlinefile.h"
#include "shape/distancefield.h"
#include "shape/formatshape.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace terrain::coastline {

shape::ShapeGrid shapeFromCoastline(const CoastlineMap &map, double coast)
{
    const shape::CoastSamples levels = shape::coastSamples(coast);
    const CoastlineParameters &p = map.parameters();
    const int k = std::max(1, map.size() / shape::kMaxShapeSide);
    const int n = map.size() / k;
    const auto cells = std::size_t(n) * std::size_t(n);
    shape::ShapeGrid grid;
    grid.width = grid.height = n;
    grid.samples.resize(cells);

    std::array<bool, 256> water{};
    for (std::size_t t = 0; t < water.size(); ++t)
        water[t] = isWaterType(p, int(t));
    std::vector<std::uint8_t> land(cells);
    for (int r = 0; r < n; ++r)
        for (int c = 0; c < n; ++c)
            land[std::size_t(r) * std::size_t(n) + std::size_t(c)] =
                water[std::size_t(map.typeAt(c * k, r * k))] ? 0 : 1;

    if (map.hasHeights()) {
        const double seaLevel = p.heights.seaLevel;
        double highest = seaLevel, deepest = seaLevel;
        for (int r = 0; r < n; ++r)
            for (int c = 0; c < n; ++c) {
                const double h = map.heightAt(c * k, r * k);
                if (land[std::size_t(r) * std::size_t(n) + std::size_t(c)])
                    highest = std::max(highest, h);
                else
                    deepest = std::min(deepest, h);
            }
        for (int r = 0; r < n; ++r)
            for (int c = 0; c < n; ++c) {
                const std::size_t at = std::size_t(r) * std::size_t(n) + std::size_t(c);
                const double h = map.heightAt(c * k, r * k);
                grid.samples[at] =
                    land[at] ? levels.land(
                                   highest > seaLevel ? (h - seaLevel) / (highest - seaLevel) : 0.0)
                             : levels.sea(deepest < seaLevel ? (h - deepest) / (seaLevel - deepest)
                                                             : 1.0);
            }
        return grid;
    }

    // No heights: relief from the distance across the coast, on the torus;
    // first the sea's from the land, then (the marks turned over) the land's.
    const double reach = std::max(1.0, shape::kCoastRelief * n);
    std::vector<std::uint8_t> &marks = land;
    std::vector<std::uint32_t> across;
    for (const bool onLand : {false, true}) {
        if (onLand)
            for (std::uint8_t &mark : marks)
                mark = mark ? 0 : 1;
        shape::squaredDistances(marks, n, n, true, across);
        for (std::size_t at = 0; at < cells; ++at) {
            if (marks[at])
                continue; // a cell of the other side
            const std::uint32_t d2 = across[at];
            const double t =
                d2 == shape::kNoDistance ? 1.0 : shape::smoothstep(std::sqrt(double(d2)) / reach);
            grid.samples[at] = onLand ? levels.land(t) : levels.sea(1.0 - t);
        }
    }
    return grid;
}

shape::FileShape shapeFromParameters(const CoastlineParameters &parameters,
                                     const shape::ShapeOptions &options)
{
    return shape::fileShape(
        kCoastlineFile, parameters, "coastline", true,
        shapeFromCoastline(*generate(parameters, options.threads), options.coast));
}

shape::ShapeSource shapeSource()
{
    return shape::formatShapeSource(
        kCoastlineFile, QStringLiteral("coastline"),
        [](const CoastlineParameters &parameters, const shape::ShapeOptions &options,
           const std::atomic<bool> *) { return shapeFromParameters(parameters, options); });
}

} // namespace terrain::coastline
