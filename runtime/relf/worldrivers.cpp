// A continent's rivers in the world (rivers.h): traced once per grid and
// kept while it lives.
#include "rivers.h"

#include "flowrouting.h"
#include "gridcache.h"

#include <algorithm>
#include <cmath>
#include <tuple>

namespace terrain::relf {

namespace {

// The grid's rivers, traced once for the grids in use.
std::shared_ptr<const std::vector<continent::River>> gridRivers(const Continent &c)
{
    using Key = std::tuple<ContinentEdges, double>; // edges, coast
    static GridCache<Key, std::vector<continent::River>> cache;
    return cache.get(c.grid, Key{c.edges, c.coast}, [&] {
        return continent::continentRivers(*c.grid, c.edges, c.coast, kMinRiverCells, 0);
    });
}

constexpr int kSmoothing = 2;

std::vector<std::array<double, 2>> cornersCut(const std::vector<std::array<double, 2>> &p)
{
    const std::size_t n = p.size();
    if (n < 3)
        return p;
    std::vector<std::array<double, 2>> out;
    out.reserve(2 * n);
    out.push_back(p.front());
    for (std::size_t k = 0; k + 1 < n; ++k) {
        const auto &a = p[k], &b = p[k + 1];
        if (k > 0)
            out.push_back({0.75 * a[0] + 0.25 * b[0], 0.75 * a[1] + 0.25 * b[1]});
        if (k + 2 < n)
            out.push_back({0.25 * a[0] + 0.75 * b[0], 0.25 * a[1] + 0.75 * b[1]});
    }
    out.push_back(p.back());
    return out;
}

} // namespace

double riverWidth(double area)
{
    const double w = 1.5 * std::sqrt(area / 1e6);
    return w < 2.0 ? 2.0 : (w > 150.0 ? 150.0 : w);
}

std::shared_ptr<const std::vector<WorldRiver>> worldRivers(const Continent &c)
{
    if (!c.grid || c.grid->width <= 0 || c.grid->height <= 0)
        return std::make_shared<const std::vector<WorldRiver>>();
    const auto rivers = gridRivers(c);
    auto out = std::make_shared<std::vector<WorldRiver>>();
    out->reserve(rivers->size());
    const double rows = c.grid->height;
    const int land = continent::landLevel(c.coast);
    for (const continent::River &r : *rivers) {
        WorldRiver w;
        const auto world = [&](const std::array<double, 2> &g) {
            return std::array<double, 2>{c.originX + g[0] * c.cell,
                                         c.originY + (rows - g[1]) * c.cell};
        };
        // Chaikin's corner cutting, twice: a quarter and three quarters
        // along each segment, the ends kept.
        for (const auto &g : r.points)
            w.points.push_back(world(g));
        for (int round = 0; round < kSmoothing; ++round)
            w.points = cornersCut(w.points);
        w.area = r.area * c.cell * c.cell;
        w.width = riverWidth(w.area);
        w.left = w.right = w.points.front()[0];
        w.bottom = w.top = w.points.front()[1];
        for (std::size_t k = 0; k < w.points.size(); ++k) {
            const auto &p = w.points[k];
            w.left = std::min(w.left, p[0]), w.right = std::max(w.right, p[0]);
            w.bottom = std::min(w.bottom, p[1]), w.top = std::max(w.top, p[1]);
            if (k > 0)
                w.length += std::hypot(p[0] - w.points[k - 1][0], p[1] - w.points[k - 1][1]);
        }
        // Into the sea: its last point a cell centre on sea (not on land,
        // where it joins a larger river, nor on the edge).
        const auto &end = r.points.back();
        const double column = std::floor(end[0]), row = std::floor(end[1]);
        if (end[0] - column == 0.5 && end[1] - row == 0.5) {
            const int W = c.grid->width, H = c.grid->height;
            const int cc = ((static_cast<int>(column) % W) + W) % W;
            const int rr = ((static_cast<int>(row) % H) + H) % H;
            w.intoSea = c.grid->at(cc, rr) < land;
        }
        out->push_back(std::move(w));
    }
    return out;
}

} // namespace terrain::relf
