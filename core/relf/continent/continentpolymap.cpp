// A polygon island map as a continent grid: the polygons rasterised as the
// map's exports do (polymapraster.h), land relief from the elevations
// interpolated over the triangles site–corner–corner, ocean depth from the
// distance to the land.
#include "continentsources.h"

#include "distancefield.h"
#include "polymap/polymapdrawing.h"
#include "polymap/polymapraster.h"
#include "util/parallel.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace terrain::continent {

namespace {

using polymap::Point;
using polymap::detail::CenterIndex;
using polymap::detail::Crossing;
using polymap::detail::SampleGrid;

constexpr int kBandRows = 32;

double smoothstep(double x)
{
    x = std::clamp(x, 0.0, 1.0);
    return x * x * (3.0 - 2.0 * x);
}

// The elevation of each sample of rows [g.rowBegin, g.rowEnd) covered by a
// triangle site–corner–corner (NaN where none is), as exportHeightmap
// interpolates it.
void interpolateElevations(const polymap::PolymapMap &map, const CenterIndex &index,
                           const SampleGrid &g, std::span<double> out)
{
    const polymap::Graph &graph = map.graph();
    const auto width = std::size_t(g.width);
    std::vector<Point> ring(3);
    std::vector<Crossing> crossings;
    index.visit(g.x(0), g.y(g.rowBegin), g.x(g.width - 1), g.y(g.rowEnd - 1), [&](std::uint32_t c) {
        const std::span<const std::uint32_t> corners = graph.centerCorners.of(c);
        const Point p = graph.centers[c];
        const double hp = map.centerElevation[c];
        for (std::size_t k = 0; k < corners.size(); ++k) {
            const std::uint32_t a = corners[k], b = corners[(k + 1) % corners.size()];
            const Point pa = graph.corners[a], pb = graph.corners[b];
            const double det = (pa.x - p.x) * (pb.y - p.y) - (pb.x - p.x) * (pa.y - p.y);
            if (det == 0)
                continue;
            const double ha = map.cornerElevation[a], hb = map.cornerElevation[b];
            ring = {p, pa, pb};
            polymap::detail::fillRing(g, ring, crossings, [&](int j, int i0, int i1) {
                const double y = g.y(j);
                double *row = out.data() + std::size_t(j - g.rowBegin) * width;
                for (int i = i0; i < i1; ++i) {
                    const double x = g.x(i);
                    const double wa = ((x - p.x) * (pb.y - p.y) - (pb.x - p.x) * (y - p.y)) / det;
                    const double wb = ((pa.x - p.x) * (y - p.y) - (x - p.x) * (pa.y - p.y)) / det;
                    row[i] = hp + wa * (ha - hp) + wb * (hb - hp);
                }
            });
        }
    });
}

} // namespace

relf::ContinentGrid gridFromPolymap(const polymap::PolymapMap &map, int size, double coast)
{
    const CoastSamples levels = coastSamples(coast);
    const int n = std::clamp(size, 2, relf::kMaxContinentSide);
    const auto w = std::size_t(n), cells = w * w;
    relf::ContinentGrid grid;
    grid.width = grid.height = n;
    grid.samples.assign(cells, 0);
    std::vector<std::uint8_t> land(cells, 0);

    const CenterIndex index(map);
    const double step = polymap::kMapSize / n;
    const bool noisy = polymap::detail::drawsNoisyEdges(map, polymap::LayerNoisyEdges, step);
    const int bands = (n + kBandRows - 1) / kBandRows;
    util::parallelFor(
        std::size_t(bands), 1, util::idealThreads(), [&](std::size_t b, std::size_t e) {
            std::vector<std::uint32_t> owner;
            std::vector<double> elevation;
            std::vector<Point> ring;
            std::vector<Crossing> crossings;
            for (std::size_t band = b; band < e; ++band) {
                const int j0 = int(band) * kBandRows, j1 = std::min(n, j0 + kBandRows);
                const SampleGrid g{step / 2, -step / 2, step, n, j0, j1};
                const std::size_t rows = std::size_t(j1 - j0);
                owner.assign(rows * w, polymap::kNone);
                elevation.assign(rows * w, std::numeric_limits<double>::quiet_NaN());
                index.visit(g.x(0), g.y(j0), g.x(n - 1), g.y(j1 - 1), [&](std::uint32_t c) {
                    polymap::detail::polygonRing(map, c, noisy, ring);
                    polymap::detail::fillRing(g, ring, crossings, [&](int j, int i0, int i1) {
                        const auto row = owner.begin() + std::ptrdiff_t(std::size_t(j - j0) * w);
                        std::fill(row + i0, row + i1, c);
                    });
                });
                interpolateElevations(map, index, g, elevation);
                for (std::size_t k = 0; k < rows * w; ++k) {
                    const std::uint32_t c = owner[k];
                    if (c == polymap::kNone || map.centerOcean[c])
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
    const std::vector<std::uint32_t> toLand = squaredDistances(land, n, n, false);
    const double reach = std::max(1.0, kCoastRelief * n);
    for (std::size_t r = 0; r < w; ++r)
        for (std::size_t c = 0; c < w; ++c) {
            const std::size_t at = r * w + c;
            if (land[at])
                continue;
            const std::uint32_t d2 = toLand[at];
            const double shore =
                d2 == kNoDistance ? 0.0 : 1.0 - smoothstep(std::sqrt(double(d2)) / reach);
            const double edge =
                double(std::min(std::min(r, w - 1 - r), std::min(c, w - 1 - c))) + 0.5;
            grid.samples[at] = levels.sea(shore * smoothstep(edge / reach));
        }
    return grid;
}

} // namespace terrain::continent
