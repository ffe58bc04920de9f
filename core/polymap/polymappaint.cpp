#include "polymappaint.h"

#include <algorithm>
#include <cmath>

namespace terrain::polymap {

namespace {
constexpr double kCell = kMapSize / kPaintGrid;
}

bool paintCellAt(double x, double y, int *column, int *row)
{
    if (!(x >= 0 && x < kMapSize && y >= 0 && y < kMapSize))
        return false;
    *column = std::min(kPaintGrid - 1, int(x / kCell));
    *row = std::min(kPaintGrid - 1, int(y / kCell));
    return true;
}

bool paintDisc(PolymapParameters &p, double x, double y, double radius, Paint paint)
{
    if (!std::isfinite(x) || !std::isfinite(y) || !(radius > 0))
        return false;
    if (p.paint.empty()) {
        if (paint == Paint::None)
            return false;
        p.paint.assign(std::size_t(kPaintGrid) * kPaintGrid, std::uint8_t(Paint::None));
    }
    const auto clampCell = [](double v) {
        return std::clamp(int(std::floor(v / kCell)), 0, kPaintGrid - 1);
    };
    const int c0 = clampCell(x - radius), c1 = clampCell(x + radius);
    const int r0 = clampCell(y - radius), r1 = clampCell(y + radius);
    bool changed = false;
    for (int r = r0; r <= r1; ++r)
        for (int c = c0; c <= c1; ++c) {
            const double cx = (c + 0.5) * kCell, cy = (r + 0.5) * kCell;
            if ((cx - x) * (cx - x) + (cy - y) * (cy - y) > radius * radius)
                continue;
            std::uint8_t &cell = p.paint[std::size_t(r) * kPaintGrid + std::size_t(c)];
            changed |= cell != std::uint8_t(paint);
            cell = std::uint8_t(paint);
        }
    if (std::all_of(p.paint.begin(), p.paint.end(),
                    [](std::uint8_t v) { return v == std::uint8_t(Paint::None); }))
        p.paint.clear();
    return changed;
}

} // namespace terrain::polymap
