#include "coastlinepresets.h"

using namespace Qt::StringLiterals;

namespace terrain::coastline {

QStringList startPresetNames()
{
    return {u"corners"_s, u"continent"_s, u"archipelago"_s, u"sea"_s};
}

std::optional<std::vector<std::uint8_t>> startPreset(const QString &name, int grid)
{
    if (grid < 1)
        return std::nullopt;
    const auto g = std::size_t(grid);
    std::vector<std::uint8_t> cells(g * g, 0);
    const auto set = [&](std::size_t c, std::size_t r) { cells[r * g + c] = 1; };
    if (name == u"corners"_s) {
        for (std::size_t r = g / 2; r < g; ++r)
            for (std::size_t c = g / 2; c < g; ++c)
                set(c, r);
    } else if (name == u"continent"_s) {
        if (g <= 2) {
            set(g - 1, g - 1); // a 2 x 2 grid has no middle: one cell is the continent on the torus
        } else {
            // Cells whose centres lie within 0.3·g of the middle.
            const double mid = double(g) / 2, radius = 0.3 * double(g);
            for (std::size_t r = 0; r < g; ++r)
                for (std::size_t c = 0; c < g; ++c) {
                    const double dx = double(c) + 0.5 - mid, dy = double(r) + 0.5 - mid;
                    if (dx * dx + dy * dy <= radius * radius)
                        set(c, r);
                }
        }
    } else if (name == u"archipelago"_s) {
        for (std::size_t r = 1; r < g; r += 2)
            for (std::size_t c = 1; c < g; c += 2)
                set(c, r);
    } else if (name != u"sea"_s) {
        return std::nullopt;
    }
    return cells;
}

bool applyStartPreset(CoastlineParameters &p, const QString &name)
{
    auto cells = startPreset(name, p.startGrid);
    if (!cells)
        return false;
    if (p.landTypes.size() < 2) {
        std::vector<LandType> types = p.landTypes;
        if (types.empty())
            types.push_back(CoastlineParameters::article().landTypes[0]);
        types.push_back(CoastlineParameters::article().landTypes[1]);
        setLandTypes(p, std::move(types));
    }
    p.start = std::move(*cells);
    return true;
}

} // namespace terrain::coastline
