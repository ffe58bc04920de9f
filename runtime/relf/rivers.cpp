// The rivers of a continent grid (rivers.h): routed over the filled grid,
// drainage areas summed down the flood order, polylines traced from each
// source.
#include "rivers.h"

#include "flowrouting.h"
#include "util/parallel.h"

#include <algorithm>
#include <limits>

namespace terrain::continent {

namespace {

constexpr std::uint32_t kNone = std::numeric_limits<std::uint32_t>::max();

// Where each cell's water goes: to a lower neighbour drawn as erosion draws
// it (randomDescent with the cell's routingDraw), or across a flat or a lake towards
// its way out: to a neighbour of the same level one step nearer the outlet
// along the flood (the cell that flooded it among them), drawn alike, so
// that water crossing a flat does not run ruler-straight. Every receiver was
// flooded earlier, so the flood order puts it first.
std::vector<std::uint8_t> receivers(const Lattice &lattice, const Flood &flood, int landLevel,
                                    int threads)
{
    const std::size_t n = lattice.size();
    const auto w = static_cast<std::uint32_t>(lattice.width());
    // Each cell's place in the flood and its steps from where its flat
    // begins (0 off a flat).
    std::vector<std::uint32_t> rank(n, kNone), steps(n, 0);
    for (std::size_t j = 0; j < flood.order.size(); ++j) {
        const std::uint32_t i = flood.order[j];
        rank[i] = static_cast<std::uint32_t>(j);
        const int k = flood.parent[i];
        if (k == kNoDirection)
            continue;
        const auto p = static_cast<std::size_t>(
            lattice.neighbour(static_cast<int>(i % w), static_cast<int>(i / w), k));
        if (flood.level[p] == flood.level[i])
            steps[i] = steps[p] + 1;
    }
    std::vector<std::uint8_t> dir(n, kNoDirection);
    const std::size_t chunk =
        static_cast<std::size_t>(std::max(1, 32768 / std::max(1, lattice.width())));
    const auto cell = [&](int, std::size_t i, const std::int64_t nb[8]) {
        if (flood.level[i] < landLevel || static_cast<std::int64_t>(i) == flood.sink)
            return;
        double there[8];
        for (int d = 0; d < 8; ++d)
            there[d] = nb[d] == kOffGrid
                           ? 0.0
                           : static_cast<double>(flood.level[static_cast<std::size_t>(nb[d])]);
        const double draw = routingDraw(i);
        int k = randomDescent(static_cast<double>(flood.level[i]), there, draw);
        if (k == kNoDirection) {
            int nearer[8], count = 0;
            for (int d = 0; d < 8; ++d) {
                if (nb[d] == kOffGrid)
                    continue;
                const auto j = static_cast<std::size_t>(nb[d]);
                if (flood.level[j] == flood.level[i] && steps[j] + 1 == steps[i] &&
                    rank[j] < rank[i])
                    nearer[count++] = d;
            }
            k = count == 0 ? flood.parent[i]
                           : nearer[std::min(count - 1, static_cast<int>(draw * count))];
        }
        dir[i] = static_cast<std::uint8_t>(k);
    };
    util::parallelFor(static_cast<std::size_t>(lattice.height()), chunk, threads,
                      [&](std::size_t b, std::size_t e) {
                          for (auto r = static_cast<int>(b); r < static_cast<int>(e); ++r)
                              forRow(lattice, r, cell);
                      });
    return dir;
}

} // namespace

std::vector<River> continentRivers(const relf::ContinentGrid &grid, relf::ContinentEdges edges,
                                   double coast, double minArea, int threads)
{
    const Lattice lattice(grid.width, grid.height, edges);
    const int land = landLevel(coast);
    const Flood flood = floodGrid(grid, lattice, land);
    const std::vector<std::uint8_t> dir = receivers(lattice, flood, land, threads);
    const auto w = static_cast<std::uint32_t>(grid.width);
    const std::size_t n = lattice.size();
    const auto isLand = [&](std::size_t i) { return grid.samples[i] >= land; };
    // The receiver of cell i: a cell index, kOffGrid, or −2 for none.
    const auto receiver = [&](std::size_t i) -> std::int64_t {
        if (dir[i] == kNoDirection)
            return -2;
        return lattice.neighbour(static_cast<int>(i % w), static_cast<int>(i / w), dir[i]);
    };

    // Drainage areas, donors before receivers.
    std::vector<std::uint32_t> area(n, 0);
    for (std::size_t i = 0; i < n; ++i)
        area[i] = isLand(i) ? 1 : 0;
    for (auto it = flood.order.rbegin(); it != flood.order.rend(); ++it) {
        const std::int64_t r = receiver(*it);
        if (r >= 0 && isLand(static_cast<std::size_t>(r)))
            area[static_cast<std::size_t>(r)] += area[*it];
    }

    // Each river cell's main donor: the river cell draining into it with
    // the largest area, the lowest index on a tie.
    const auto isRiver = [&](std::size_t i) {
        return isLand(i) && static_cast<double>(area[i]) >= minArea;
    };
    std::vector<std::uint32_t> mainDonor(n, kNone);
    for (std::size_t i = 0; i < n; ++i) {
        if (!isRiver(i))
            continue;
        const std::int64_t r = receiver(i);
        if (r < 0 || !isLand(static_cast<std::size_t>(r)))
            continue;
        std::uint32_t &best = mainDonor[static_cast<std::size_t>(r)];
        if (best == kNone || area[i] > area[best])
            best = static_cast<std::uint32_t>(i);
    }

    std::vector<River> rivers;
    for (std::size_t source = 0; source < n; ++source) {
        if (!isRiver(source) || mainDonor[source] != kNone)
            continue;
        River river;
        std::array<double, 2> at = {static_cast<double>(source % w) + 0.5,
                                    static_cast<double>(source / w) + 0.5};
        river.points.push_back(at);
        std::size_t i = source;
        for (;;) {
            river.area = area[i];
            const int k = dir[i];
            const std::int64_t r = receiver(i);
            if (r == -2)
                break;
            const double step = r == kOffGrid ? 0.5 : 1.0; // to the edge, or to the next cell
            at = {at[0] + step * kDx[static_cast<std::size_t>(k)],
                  at[1] + step * kDy[static_cast<std::size_t>(k)]};
            river.points.push_back(at);
            if (r == kOffGrid || !isLand(static_cast<std::size_t>(r)) ||
                mainDonor[static_cast<std::size_t>(r)] != i)
                break;
            i = static_cast<std::size_t>(r);
        }
        rivers.push_back(std::move(river));
    }
    std::stable_sort(rivers.begin(), rivers.end(),
                     [](const River &a, const River &b) { return a.area > b.area; });
    return rivers;
}

} // namespace terrain::continent
