// The fast rows of RelfEvaluator. At integer points a·x + b·y is an integer n,
// the Java's double arithmetic on it is exact, and so
//   calcHeight = (sum of 128·P[n >> 7] + (n & 127)·(P[(n >> 7) + 1] - P[n >> 7])) / 128
//   calcProf   = sum of P[(n >> 7) & mask]
// hold bit for bit: every partial sum of calcHeight is a multiple of 1/128
// far below 2^53. Rows that leave those bounds (fractional coordinates or
// steps, huge coordinates, long profiles) take the single-point path.

#include "evaluator.h"

#include "javamath.h"
#include "rowkernel.h"
#include "terradecision.h"

#include <cmath>

namespace terrain::relf {

namespace {

constexpr double kExactBound = 137438953472.0; // 2^37

bool isInteger(double v) { return std::isfinite(v) && std::floor(v) == v; }

struct SetPlan
{
    std::vector<std::uint32_t> base;
    std::vector<std::uint32_t> inc;
};

struct Scratch
{
    SetPlan sets[5];
    std::vector<std::int32_t> sums[5];
};

Scratch &scratch()
{
    thread_local Scratch s;
    return s;
}

} // namespace

struct RelfEvaluator::RowPlan
{
    Scratch *s = nullptr;
};

bool RelfEvaluator::planRow(double x0, double y, double step, std::size_t n, RowPlan &plan) const
{
    if (!m_fastRows || n == 0 || !isInteger(x0) || !isInteger(y) || !isInteger(step))
        return false;
    const double xEnd = x0 + step * static_cast<double>(n - 1);
    const double maxX = std::max(std::abs(x0), std::abs(xEnd));
    if (!(maxX < kExactBound) || !(std::abs(y) < kExactBound))
        return false;
    const bool timed = !m_params.timeCoefficients.empty();
    if (timed && !isInteger(m_params.time))
        return false;

    Scratch &s = scratch();
    const VectorSet *sets[5] = {&m_params.height, &m_featureSet, &m_params.vegetation1,
                                &m_params.vegetation2, &m_params.vegetation3};
    const auto ix0 = static_cast<std::int64_t>(x0);
    const auto iy = static_cast<std::int64_t>(y);
    const auto istep = static_cast<std::int64_t>(step);
    for (int k = 0; k < 5; ++k) {
        SetPlan &sp = s.sets[k];
        sp.base.clear();
        sp.inc.clear();
        for (std::size_t i = 0; i < sets[k]->size(); ++i) {
            const DirectionVector &v = (*sets[k])[i];
            double ct = 0.0;
            if (k == 0 && timed) {
                ct = m_params.timeCoefficients[i] * m_params.time;
                if (!(std::abs(ct) < kExactBound))
                    return false;
            }
            const double bound = std::abs(double(v.a)) * maxX + std::abs(double(v.b)) * std::abs(y)
                                 + std::abs(ct);
            if (!(bound < kExactBound))
                return false;
            const std::int64_t n0 = v.a * ix0 + v.b * iy + static_cast<std::int64_t>(ct);
            sp.base.push_back(static_cast<std::uint32_t>(static_cast<std::uint64_t>(n0)));
            sp.inc.push_back(static_cast<std::uint32_t>(static_cast<std::uint64_t>(v.a * istep)));
        }
    }
    plan.s = &s;
    return true;
}

void RelfEvaluator::heightRow(double x0, double y, double step, std::span<double> out) const
{
    RowPlan plan;
    if (!planRow(x0, y, step, out.size(), plan)) {
        for (std::size_t i = 0; i < out.size(); ++i)
            out[i] = height(x0 + static_cast<double>(i) * step, y);
        return;
    }
    const auto tableMask = static_cast<std::uint32_t>(m_heightTable.size() - 1);
    std::vector<std::int32_t> &h = plan.s->sums[0];
    h.resize(out.size());
    detail::sumProfileRow(m_heightTable.data(), tableMask, 0, plan.s->sets[0].base,
                          plan.s->sets[0].inc, h);
    for (std::size_t i = 0; i < out.size(); ++i)
        out[i] = applyMountains(h[i] * java::kRecip128);
}

void RelfEvaluator::terraRow(double x0, double y, double step, std::span<Terra> out) const
{
    RowPlan plan;
    if (!planRow(x0, y, step, out.size(), plan)) {
        for (std::size_t i = 0; i < out.size(); ++i)
            out[i] = terra(x0 + static_cast<double>(i) * step, y);
        return;
    }
    const std::size_t n = out.size();
    const auto tableMask = static_cast<std::uint32_t>(m_heightTable.size() - 1);
    Scratch &s = *plan.s;
    for (auto &row : s.sums)
        row.resize(n);
    detail::sumProfileRow(m_heightTable.data(), tableMask, 0, s.sets[0].base, s.sets[0].inc, s.sums[0]);
    for (int k = 1; k < 5; ++k)
        detail::sumProfileRow(m_params.profile.data(), tableMask, 7, s.sets[k].base, s.sets[k].inc,
                              s.sums[k]);

    struct Precomputed
    {
        const Scratch &s;
        std::size_t i;
        int feature() const { return s.sums[1][i]; }
        int veg1() const { return s.sums[2][i]; }
        int veg2() const { return s.sums[3][i]; }
        int veg3() const { return s.sums[4][i]; }
    };
    const auto iy = static_cast<std::int64_t>(y);
    const std::int32_t yr = java::l2i(iy);
    const PathRules &paths = m_params.paths;
    for (std::size_t i = 0; i < n; ++i) {
        const double x = x0 + static_cast<double>(i) * step;
        const double ht = applyMountains(s.sums[0][i] * java::kRecip128);
        if (paths.enabled && ht > m_params.lakeLevel
            && std::abs(ht - height(x + paths.dx, y + paths.dy)) < paths.tolerance) {
            out[i] = terra(x, y);
            continue;
        }
        Precomputed sums{s, i};
        out[i] = detail::decide(m_params, ht, sums, false, java::l2i(static_cast<std::int64_t>(x)), yr);
    }
}

} // namespace terrain::relf
