#include "worldshares.h"

#include "sineprofile.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace terrain::relf {

WorldShares measureShares(const RelfEvaluator &world, double cx, double cy, double side, int n)
{
    WorldShares out;
    if (n < 1)
        return out;
    const double step = side / n, x0 = cx - side / 2 + step / 2;
    std::vector<Terra> row(static_cast<std::size_t>(n));
    std::array<std::int64_t, kTerrainKindCount> counts{};
    std::int64_t snow = 0;
    for (int r = 0; r < n; ++r) {
        const double y = cy - side / 2 + step / 2 + r * step;
        const double snowAbove = world.snowHeightAt(y);
        world.terraRow(x0, y, step, row);
        for (const Terra &t : row) {
            ++counts[std::size_t(t.terrain)];
            snow += t.terrain != TerrainKind::Lake && t.height > snowAbove;
        }
    }
    const double total = double(n) * n;
    for (std::size_t k = 0; k < counts.size(); ++k)
        out.kinds[k] = double(counts[k]) / total;
    out.snow = double(snow) / total;
    return out;
}

WorldShares measureShares(const RelfEvaluator &world)
{
    return measureShares(world, 0.0, 0.0, 8192.0, 512);
}

ShareRange rangeAbout(double share)
{
    const double margin = std::max(0.02, share / 4.0);
    return {std::max(0.0, share - margin), std::min(1.0, share + margin)};
}

namespace {

// The height sums' distribution: P(sum = lowest + k) in d[k].
struct Heights
{
    std::int64_t lowest = 0;
    std::vector<double> d;
    explicit Heights(const RelfParameters &p)
        : d(sumDistribution(p.profile, p.height.size(), &lowest))
    {
    }
    // The least height h with P(sum < h) >= share.
    double quantile(double share) const
    {
        double below = 0.0;
        for (std::size_t k = 0; k < d.size(); ++k) {
            if (below >= share - 1e-12)
                return double(lowest + std::int64_t(k));
            below += d[k];
        }
        return double(lowest + std::int64_t(d.size()));
    }
};

} // namespace

double shareBelow(const RelfParameters &p, double height)
{
    const Heights h(p);
    if (h.d.empty())
        return -1.0;
    double below = 0.0;
    for (std::size_t k = 0; k < h.d.size() && double(h.lowest + std::int64_t(k)) < height; ++k)
        below += h.d[k];
    return below;
}

RelfParameters keepShares(RelfParameters p, double lakeShare, double snowShare)
{
    const Heights h(p);
    if (h.d.empty())
        return p;
    // The heights are the sums, raised where mountain tops reshape them
    // (mountainHeight keeps their order).
    p.lakeLevel = mountainHeight(p, h.quantile(std::clamp(lakeShare, 0.0, 1.0)));
    p.originalLakeLevel = p.lakeLevel;
    p.snowHeight = mountainHeight(p, h.quantile(1.0 - std::clamp(snowShare, 0.0, 1.0)));
    return p;
}

} // namespace terrain::relf
