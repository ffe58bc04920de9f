// mines: the mine cells under a region, and its connected mines.
#include "cli/args.h"
#include "relfcli.h"

#include "relf/features/mines.h"

#include <cstdio>
#include <string>
#include <vector>

using namespace Qt::StringLiterals;

namespace terrain::cli {

int runMines(const QStringList &argv)
{
    const Args args = Args::options(argv, u"--cells I0 J0 NI NJ --params FILE --level L"_s,
                                    {u"--cells I0 J0 NI NJ"_s});
    constexpr qint64 kFar = qint64(1) << 40;
    const qint64 i0 = args.integer(u"--cells"_s, -kFar, kFar, 0);
    const qint64 j0 = args.integer(u"--cells"_s, -kFar, kFar, 1);
    const int ni = int(args.integer(u"--cells"_s, 1, 4096, 2));
    const int nj = int(args.integer(u"--cells"_s, 1, 4096, 3));
    const relf::RelfEvaluator terrain(loadParameters(args.value(u"--params"_s)));
    const int levels = terrain.parameters().mines.levels;
    const int level = args.has(u"--level"_s) ? int(args.integer(u"--level"_s, 0, levels - 1)) : 0;
    // Memory is bounded: five bytes a cell on every level.
    constexpr double kMaxCells = double(1 << 24);
    const double cells = double(ni) * double(nj) * double(levels);
    if (cells > kMaxCells)
        throw UsageError("--cells: " + std::to_string(ni) + " x " + std::to_string(nj) +
                         " cells on " + std::to_string(levels) +
                         (levels == 1 ? " level" : " levels") + " are " +
                         std::to_string(qint64(cells)) + ", more than the " +
                         std::to_string(qint64(kMaxCells)) + " a mine map may hold");
    const relf::MineMap map = relf::computeMines(terrain, i0, j0, ni, nj, levels);

    // Northmost row first, westmost cell first: # rock, . open, S shaft.
    std::string text;
    for (int r = nj - 1; r >= 0; --r) {
        for (int c = 0; c < ni; ++c) {
            const relf::MineCell cell = map.at(level, c, r);
            // A cave mouth is a shaft on steep ground: S as well.
            text += cell == relf::MineCell::Rock ? '#' : cell == relf::MineCell::Open ? '.' : 'S';
        }
        text += '\n';
    }
    // The mines on this level, in scan order of their first cell: one pass
    // over the level's cells says which mines reach it.
    std::vector<bool> onLevel(map.mines.size(), false);
    const std::size_t perLevel = std::size_t(ni) * std::size_t(nj);
    for (std::size_t c = std::size_t(level) * perLevel; c < std::size_t(level + 1) * perLevel; ++c)
        if (map.mine[c] >= 0)
            onLevel[std::size_t(map.mine[c])] = true;
    int n = 0;
    for (std::size_t k = 0; k < map.mines.size(); ++k) {
        if (!onLevel[k])
            continue;
        const relf::MineComponent &m = map.mines[k];
        text += "mine " + std::to_string(++n) + ": " + std::to_string(m.cells) +
                (m.cells == 1 ? " cell, " : " cells, ") + std::to_string(m.shafts) +
                (m.shafts == 1 ? " shaft" : " shafts") + (m.shafts == 0 ? " (unreachable)" : "") +
                '\n';
    }
    std::fwrite(text.data(), 1, text.size(), stdout);
    std::fflush(stdout);
    return 0;
}

} // namespace terrain::cli
