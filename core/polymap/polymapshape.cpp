// A polygon island map as a shape (shape/shapegrid.h): the polygons
// rasterised as the map's exports do (polymapraster.h), land relief from the
// elevations interpolated over the triangles site–corner–corner, ocean depth
// from the distance to the land; and the polygon map's files as a shape
// source.
#include "polymapshape.h"

#include "polymap/render/polymapdrawing.h"
#include "polymap/render/polymapraster.h"
#include "polymapfile.h"
#include "shape/distancefield.h"
#include "shape/formatshape.h"
#include "util/parallel.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace terrain::polymap {

namespace {

using detail::CenterIndex;
using detail::Crossing;
using detail::SampleGrid;

constexpr int kBandRows = 32;

} // namespace

shape::ShapeGrid shapeFromPolymap(const PolymapMap &map, int size, double coast)
{
    const shape::CoastSamples levels = shape::coastSamples(coast);
    const int n = std::clamp(size, 2, shape::kMaxShapeSide);
    const auto w = std::size_t(n), cells = w * w;
    shape::ShapeGrid grid;
    grid.width = grid.height = n;
    grid.samples.assign(cells, 0);
    std::vector<std::uint8_t> land(cells, 0);

    const CenterIndex index(map);
    const double step = kMapSize / n;
    const bool noisy = detail::drawsNoisyEdges(map, LayerNoisyEdges, step);
    const int bands = (n + kBandRows - 1) / kBandRows;
    util::parallelFor(
        std::size_t(bands), 1, util::idealThreads(), [&](std::size_t b, std::size_t e) {
            std::vector<std::uint32_t> owner;
            std::vector<double> elevation;
            std::vector<Crossing> crossings;
            std::vector<std::uint32_t> visited;
            for (std::size_t band = b; band < e; ++band) {
                const int j0 = int(band) * kBandRows, j1 = std::min(n, j0 + kBandRows);
                const SampleGrid g{step / 2, -step / 2, step, n, j0, j1};
                const std::size_t rows = std::size_t(j1 - j0);
                owner.assign(rows * w, kNone);
                elevation.assign(rows * w, std::numeric_limits<double>::quiet_NaN());
                index.visitInOrder(
                    g.x(0), g.y(j0), g.x(n - 1), g.y(j1 - 1), visited, [&](std::uint32_t c) {
                        detail::fillPolygon(
                            g, map, c, noisy, crossings, [&](int j, int i0, int i1) {
                                const auto row =
                                    owner.begin() + std::ptrdiff_t(std::size_t(j - j0) * w);
                                std::fill(row + i0, row + i1, c);
                            });
                    });
                detail::interpolateElevations(map, index, g, elevation);
                for (std::size_t k = 0; k < rows * w; ++k) {
                    const std::uint32_t c = owner[k];
                    if (c == kNone || map.centerOcean[c])
                        continue; // sea: its depth comes below
                    const double h =
                        std::isnan(elevation[k]) ? double(map.centerElevation[c]) : elevation[k];
                    const std::size_t at = std::size_t(j0) * w + k;
                    land[at] = 1;
                    grid.samples[at] = levels.land(h);
                }
            }
        });

    // The sea: shallow at the coast, deep offshore and at the grid's edge.
    const std::vector<std::uint32_t> toLand = shape::squaredDistances(land, n, n, false);
    const double reach = std::max(1.0, shape::kCoastRelief * n);
    for (std::size_t r = 0; r < w; ++r)
        for (std::size_t c = 0; c < w; ++c) {
            const std::size_t at = r * w + c;
            if (land[at])
                continue;
            const std::uint32_t d2 = toLand[at];
            const double shore = d2 == shape::kNoDistance
                                     ? 0.0
                                     : 1.0 - shape::smoothstep(std::sqrt(double(d2)) / reach);
            const double edge =
                double(std::min(std::min(r, w - 1 - r), std::min(c, w - 1 - c))) + 0.5;
            grid.samples[at] = levels.sea(shore * shape::smoothstep(edge / reach));
        }
    return grid;
}

shape::FileShape shapeFromParameters(const PolymapParameters &parameters,
                                     const shape::ShapeOptions &options,
                                     const std::atomic<bool> *cancel)
{
    const PolymapMapPtr map = generate(parameters, {}, options.threads, cancel);
    if (!map)
        return {};
    return shape::fileShape(kPolymapFile, parameters, "polymap", false,
                            shapeFromPolymap(*map, options.raster, options.coast));
}

shape::ShapeSource shapeSource()
{
    return shape::formatShapeSource(kPolymapFile, QStringLiteral("polygon-island"),
                                    shapeFromParameters);
}

} // namespace terrain::polymap
