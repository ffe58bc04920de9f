#include "caverns.h"

#include <algorithm>
#include <cmath>

namespace terrain::relf {

namespace {
RelfParameters plainParameters(const RelfParameters &p)
{
    RelfParameters q = p;
    q.timeCoefficients.clear();
    q.mountains = false;
    return q;
}
} // namespace

Caverns::Caverns(const RelfEvaluator &terrain)
    : m_terrain(terrain)
    , m_rules(terrain.parameters().caverns)
    , m_plain(plainParameters(terrain.parameters()))
{
}

double Caverns::roof(double x, double y) const
{
    const CavernRules &r = m_rules;
    return m_plain.height((x + r.roofDx) * r.scale, (y + r.roofDy) * r.scale) - r.depth;
}

double Caverns::floor(double x, double y) const
{
    const CavernRules &r = m_rules;
    return m_plain.height((x + r.floorDx) * r.scale, (y + r.floorDy) * r.scale) + r.verticalOffset -
           r.depth;
}

void Caverns::rows(double x0, double y, double step, std::span<double> roof,
                   std::span<double> floor) const
{
    const CavernRules &r = m_rules;
    m_plain.heightRow((x0 + r.roofDx) * r.scale, (y + r.roofDy) * r.scale, step * r.scale, roof);
    m_plain.heightRow((x0 + r.floorDx) * r.scale, (y + r.floorDy) * r.scale, step * r.scale, floor);
    for (double &v : roof)
        v -= r.depth;
    for (double &v : floor)
        v += r.verticalOffset - r.depth;
}

std::vector<CavernSample> Caverns::section(double ax, double ay, double bx, double by, int n) const
{
    std::vector<CavernSample> out;
    n = std::max(2, n);
    const double length = std::hypot(bx - ax, by - ay);
    for (int k = 0; k < n; ++k) {
        const double f = double(k) / double(n - 1);
        const double x = ax + (bx - ax) * f, y = ay + (by - ay) * f;
        CavernSample s;
        s.distance = length * f;
        s.ground = m_terrain.height(x, y);
        s.roof = roof(x, y);
        s.floor = floor(x, y);
        s.mineLevel = m_rules.mineLevel;
        s.open = s.roof > s.floor;
        out.push_back(s);
    }
    return out;
}

} // namespace terrain::relf
