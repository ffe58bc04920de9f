#include "mines.h"

#include "relf/javamath.h"

#include <cmath>

namespace terrain::relf {

double groundSlope(const RelfEvaluator &terrain, double x, double y)
{
    const double gx = (terrain.height(x + 1, y) - terrain.height(x - 1, y)) / 2;
    const double gy = (terrain.height(x, y + 1) - terrain.height(x, y - 1)) / 2;
    return std::hypot(gx, gy);
}

bool isCaveMouth(const RelfEvaluator &terrain, const Terra &t)
{
    return t.feature == Feature::Mine &&
           groundSlope(terrain, t.x, t.y) > terrain.parameters().mines.caveSlope;
}

bool mineOpenByChance(const MineRules &rules, std::int64_t i, std::int64_t j, int level)
{
    const double x = double(i * kMineGrid), y = double(j * kMineGrid);
    // Mine.isOpen: u = PI10000 * x * y, multiplied left to right.
    double u =
        rules.sineVariant ? java::kPi10000 * std::sin(x) * std::cos(y) : java::kPi10000 * x * y;
    if (level > 0)
        u *= double(level + 1);
    return (u - std::floor(u)) > rules.openness;
}

MineMap computeMines(const RelfEvaluator &terrain, std::int64_t i0, std::int64_t j0, int width,
                     int height, int levels)
{
    MineMap m;
    m.i0 = i0;
    m.j0 = j0;
    m.width = std::max(0, width);
    m.height = std::max(0, height);
    m.levels = std::max(1, levels);
    const std::size_t perLevel = std::size_t(m.width) * std::size_t(m.height);
    m.cells.assign(perLevel * std::size_t(m.levels), MineCell::Rock);
    m.mine.assign(m.cells.size(), -1);
    if (perLevel == 0)
        return m;
    const MineRules &rules = terrain.parameters().mines;

    // Shafts first: they are rare point features, found in one scan of the
    // ground above the whole map rather than 256 terra calls a cell.
    const std::int64_t g = kMineGrid;
    for (const Terra &t : terrain.featuresIn(i0 * g - 8, j0 * g - 8, (i0 + m.width) * g - 9,
                                             (j0 + m.height) * g - 9)) {
        if (t.feature != Feature::Mine)
            continue;
        // Cell i covers x in [16i - 8, 16i + 7]: i = floor((x + 8) / 16).
        const auto i = std::int64_t(std::floor((t.x + 8.0) / double(g))) - i0;
        const auto j = std::int64_t(std::floor((t.y + 8.0) / double(g))) - j0;
        if (i >= 0 && i < m.width && j >= 0 && j < m.height) {
            MineCell &cell = m.cells[m.index(0, int(i), int(j))];
            if (cell != MineCell::Shaft) // a shaft proper wins over a cave in the same cell
                cell = isCaveMouth(terrain, t) ? MineCell::Cave : MineCell::Shaft;
        }
    }
    for (int z = 0; z < m.levels; ++z)
        for (int r = 0; r < m.height; ++r)
            for (int c = 0; c < m.width; ++c) {
                MineCell &cell = m.cells[m.index(z, c, r)];
                if (cell == MineCell::Rock && mineOpenByChance(rules, i0 + c, j0 + r, z))
                    cell = MineCell::Open;
            }

    // Connected mines: sides within a level, open cells stacked between levels.
    std::vector<std::size_t> stack;
    for (std::size_t start = 0; start < m.cells.size(); ++start) {
        if (m.cells[start] == MineCell::Rock || m.mine[start] >= 0)
            continue;
        const auto id = std::int32_t(m.mines.size());
        MineComponent comp;
        comp.firstCell = start;
        m.mine[start] = id;
        stack.assign(1, start);
        while (!stack.empty()) {
            const std::size_t k = stack.back();
            stack.pop_back();
            ++comp.cells;
            comp.shafts += m.cells[k] == MineCell::Shaft || m.cells[k] == MineCell::Cave;
            const int z = int(k / perLevel);
            const int r = int((k % perLevel) / std::size_t(m.width));
            const int c = int(k % std::size_t(m.width));
            const int next[6][3] = {{z, c - 1, r}, {z, c + 1, r}, {z, c, r - 1},
                                    {z, c, r + 1}, {z - 1, c, r}, {z + 1, c, r}};
            for (const auto &n : next) {
                if (n[0] < 0 || n[0] >= m.levels || n[1] < 0 || n[1] >= m.width || n[2] < 0 ||
                    n[2] >= m.height)
                    continue;
                const std::size_t nk = m.index(n[0], n[1], n[2]);
                if (m.cells[nk] != MineCell::Rock && m.mine[nk] < 0) {
                    m.mine[nk] = id;
                    stack.push_back(nk);
                }
            }
        }
        m.mines.push_back(comp);
    }
    return m;
}

std::array<double, 2> caveFacing(const RelfEvaluator &terrain, const Terra &t)
{
    // The ground falls against its gradient; picture y runs south.
    const double gx = terrain.height(t.x + 1, t.y) - terrain.height(t.x - 1, t.y);
    const double gy = terrain.height(t.x, t.y + 1) - terrain.height(t.x, t.y - 1);
    const double len = std::hypot(gx, gy);
    if (!(len > 0))
        return {0.0, 1.0};
    return {-gx / len, gy / len};
}

} // namespace terrain::relf
