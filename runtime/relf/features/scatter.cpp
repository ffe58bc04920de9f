#include "scatter.h"

#include "relf/javamath.h"

#include <algorithm>
#include <cmath>

namespace terrain::relf {

namespace {

constexpr double kTwoPi = 6.283185307179586476925;

// splitmix64 of the packed cell index and a salt: repeatable, the same in
// every language, free of the stripes a product like i·j shows along the axes.
std::uint64_t cellHash(std::int64_t i, std::int64_t j, std::uint64_t salt)
{
    std::uint64_t z = static_cast<std::uint64_t>(i) * 0x9E3779B97F4A7C15ull ^
                      (static_cast<std::uint64_t>(j) + 0xD1B54A32D192ED03ull) ^ salt;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

// A fraction in [0, 1) from 16 bits of h at shift.
double unit(std::uint64_t h, int shift)
{
    return double((h >> shift) & 0xffffu) / 65536.0;
}

// What may stand on a ground: the share of cells holding a tree, a bush, a rock.
struct Stand
{
    double tree, bush, rock;
    double tallest, shortest; // a tree's height range, metres
};

Stand standOn(TerrainKind kind, bool snow)
{
    if (snow)
        return {0.02, 0.0, 0.03, 7.0, 3.0};
    switch (kind) {
    case TerrainKind::Wood:
        return {0.11, 0.02, 0.005, 26.0, 14.0};
    case TerrainKind::Thicket:
        return {0.55, 0.10, 0.0, 7.0, 3.0};
    case TerrainKind::Moor:
        return {0.01, 0.10, 0.02, 10.0, 5.0};
    case TerrainKind::Marsh:
        return {0.0, 0.04, 0.0, 0.0, 0.0};
    case TerrainKind::Mud:
        return {0.0, 0.0, 0.01, 0.0, 0.0};
    default:
        return {0.0, 0.0, 0.0, 0.0, 0.0};
    }
}

} // namespace

std::vector<ScatterItem> scatterIn(const RelfEvaluator &terrain, double x0, double y0, double x1,
                                   double y1)
{
    std::vector<ScatterItem> out;
    if (!std::isfinite(x0) || !std::isfinite(y0) || !std::isfinite(x1) || !std::isfinite(y1) ||
        !(x0 < x1) || !(y0 < y1))
        return out;
    const double c = kScatterCell;
    const double i0 = std::floor(x0 / c), i1 = std::floor(x1 / c);
    const double j0 = std::floor(y0 / c), j1 = std::floor(y1 / c);
    if ((i1 - i0 + 1) * (j1 - j0 + 1) > kMaxScatterCells)
        return out;
    const auto n = std::size_t(i1 - i0 + 1);
    std::vector<TerrainKind> kinds(n);
    std::vector<double> heights(n);
    out.reserve(std::size_t(double(n) * (j1 - j0 + 1) * 0.15)); // about the wood's share
    for (auto j = std::int64_t(j0); j <= std::int64_t(j1); ++j) {
        // The cells' centres along the row, by the fast rows.
        terrain.mapRow(i0 * c + c / 2, double(j) * c + c / 2, c, kinds, heights);
        const double snowHeight = terrain.snowHeightAt(double(j) * c + c / 2);
        for (std::size_t k = 0; k < n; ++k) {
            const TerrainKind ground = kinds[k];
            const bool water = ground == TerrainKind::Lake || ground == TerrainKind::Stream;
            const Stand stand = standOn(ground, !water && heights[k] > snowHeight);
            if (stand.tree + stand.bush + stand.rock <= 0.0)
                continue;
            const auto i = std::int64_t(i0) + std::int64_t(k);
            const std::uint64_t h = cellHash(i, j, 0);
            const double pick = unit(h, 0);
            ScatterKind kind;
            if (pick < stand.tree)
                kind = ScatterKind::Tree;
            else if (pick < stand.tree + stand.bush)
                kind = ScatterKind::Bush;
            else if (pick < stand.tree + stand.bush + stand.rock)
                kind = ScatterKind::Rock;
            else
                continue;
            ScatterItem item;
            item.x = double(i) * c + c * unit(h, 16);
            item.y = double(j) * c + c * unit(h, 32);
            if (item.x < x0 || item.x >= x1 || item.y < y0 || item.y >= y1)
                continue;
            item.kind = kind;
            item.ground = ground;
            const std::uint64_t more = cellHash(i, j, 0x5CA77E2ull);
            const double size = unit(h, 48);
            switch (kind) {
            case ScatterKind::Tree: {
                const std::int32_t xr = java::l2i(java::round(item.x));
                const std::int32_t yr = java::l2i(java::round(item.y));
                item.species = std::uint8_t(terrain.treeSelector(xr, yr));
                item.height = float(stand.shortest + (stand.tallest - stand.shortest) * size);
                break;
            }
            case ScatterKind::Bush:
                item.species = std::uint8_t(more & 1u);
                item.height = float(0.6 + 1.2 * size);
                break;
            case ScatterKind::Rock:
                item.species = std::uint8_t(more & 3u);
                item.height = float(0.3 + 1.2 * size * size * size);
                break;
            }
            item.rotation = float(kTwoPi * unit(more, 8));
            const double lean = unit(more, 24);
            item.lean = float(0.09 * lean * lean);
            item.leanDirection = float(kTwoPi * unit(more, 40));
            item.z = terrain.height(item.x, item.y);
            out.push_back(item);
        }
    }
    return out;
}

} // namespace terrain::relf
