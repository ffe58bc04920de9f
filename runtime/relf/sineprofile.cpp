#include "sineprofile.h"

#include "javamath.h"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <optional>
#include <random>
#include <string>

namespace terrain::relf {

namespace {

// 53 random bits to a double in [0, 1): the same on every platform, unlike
// std::uniform_real_distribution whose algorithm the standard leaves open.
double unit(std::mt19937_64 &rng)
{
    return static_cast<double>(rng() >> 11) * 0x1.0p-53;
}

double uniform(std::mt19937_64 &rng, double lo, double hi)
{
    return lo + unit(rng) * (hi - lo);
}

} // namespace

double defaultMaxCycles(int length)
{
    return std::max(2.0, length / 32.0);
}

std::vector<std::string> validateSineSettings(const SineProfileSettings &s)
{
    std::vector<std::string> problems;
    auto finite = [&](double v, const char *name) {
        if (!std::isfinite(v))
            problems.push_back(std::string(name) + ": expected a finite number");
        return std::isfinite(v);
    };
    if (s.sines < 1 || s.sines > 4096)
        problems.emplace_back("sines: expected 1 to 4096");
    if (s.length < 16 || s.length > 65536 || !isPowerOfTwo(static_cast<std::size_t>(s.length)))
        problems.emplace_back("length: expected a power of two from 16 to 65536");
    if (finite(s.minAmplitude, "minAmplitude") && finite(s.maxAmplitude, "maxAmplitude")) {
        if (s.minAmplitude < 0 || s.maxAmplitude > 100000 || s.minAmplitude > s.maxAmplitude)
            problems.emplace_back(
                "amplitude: expected 0 <= minAmplitude <= maxAmplitude <= 100000");
    }
    if (finite(s.minCycles, "minCycles") && finite(s.maxCycles, "maxCycles")) {
        if (s.minCycles < 0.5 || s.minCycles > s.maxCycles || s.maxCycles > s.length / 2.0)
            problems.emplace_back("cycles: expected 0.5 <= minCycles <= maxCycles <= length / 2");
    }
    if (s.seed >= (std::uint64_t(1) << 53))
        problems.emplace_back("seed: expected a whole number below 2^53");
    return problems;
}

SineProfile makeSineProfile(const SineProfileSettings &s)
{
    std::mt19937_64 rng(s.seed);
    const int len = s.length;
    std::vector<double> sum(static_cast<std::size_t>(len), 0.0);
    SineProfile out;
    constexpr double kTwoPi = 2.0 * std::numbers::pi;
    for (int i = 0; i < s.sines; ++i) {
        SineComponent c;
        c.amplitude = uniform(rng, s.minAmplitude, s.maxAmplitude);
        // Math.round(random(MIN_N, MAX_N)), kept at one cycle or more so the
        // wave is periodic in the profile length.
        c.cycles = static_cast<int>(
            std::max<std::int64_t>(1, java::round(uniform(rng, s.minCycles, s.maxCycles))));
        c.phase = uniform(rng, 0.0, kTwoPi);
        for (int j = 0; j < len; ++j) {
            // TWO_PI * j / lamda with lamda = L / n, written as j·n / L so the
            // period is exact.
            const double angle = c.phase + kTwoPi * (static_cast<double>(j) * c.cycles / len);
            sum[static_cast<std::size_t>(j)] +=
                static_cast<double>(java::round(c.amplitude * std::sin(angle))) / 8.0;
        }
        out.components.push_back(c);
    }
    // The seed keeps fractional eighths; our profiles are integers, so the
    // total is rounded once at the end.
    out.profile.reserve(sum.size());
    for (const double v : sum)
        out.profile.push_back(static_cast<std::int32_t>(java::round(v)));
    out.maxHeight = *std::max_element(out.profile.begin(), out.profile.end());
    return out;
}

std::vector<double> sumDistribution(const std::vector<std::int32_t> &profile, std::size_t n,
                                    std::int64_t *lowest)
{
    if (profile.empty() || n == 0)
        return {};
    const auto [lo, hi] = std::minmax_element(profile.begin(), profile.end());
    const std::int64_t span = std::int64_t(*hi) - *lo;
    if (span * std::int64_t(n) > 200000)
        return {};
    std::vector<double> one(std::size_t(span + 1), 0.0);
    for (const std::int32_t v : profile)
        one[std::size_t(v - *lo)] += 1.0 / double(profile.size());
    std::vector<double> sum = one;
    for (std::size_t k = 1; k < n; ++k) {
        std::vector<double> next(sum.size() + one.size() - 1, 0.0);
        for (std::size_t i = 0; i < sum.size(); ++i)
            if (sum[i] != 0.0)
                for (std::size_t j = 0; j < one.size(); ++j)
                    next[i + j] += sum[i] * one[j];
        sum.swap(next);
    }
    *lowest = std::int64_t(*lo) * std::int64_t(n);
    return sum; // sum[k]: the probability of the sum lowest + k
}

namespace {

// The distribution of a sum of n profile values, asked for the share of
// sums below a value; empty when too wide to tabulate (sumDistribution).
class SumShares
{
public:
    SumShares(const std::vector<std::int32_t> &profile, std::size_t n)
        : m_p(sumDistribution(profile, n, &m_lowest))
    {
    }
    bool empty() const { return m_p.empty(); }
    // P(sum < t).
    double below(double t) const
    {
        double share = 0.0;
        for (std::size_t k = 0; k < m_p.size() && double(m_lowest + std::int64_t(k)) < t; ++k)
            share += m_p[k];
        return share;
    }

private:
    std::int64_t m_lowest = 0;
    std::vector<double> m_p;
};

} // namespace

TerrainThresholds matchThresholds(const TerrainThresholds &t, const RelfParameters &from,
                                  const RelfParameters &to)
{
    TerrainThresholds out = t;
    const auto carry = [&](int threshold, const VectorSet &set) {
        const SumShares a(from.profile, set.size());
        std::int64_t lowTo = 0;
        const std::vector<double> b = sumDistribution(to.profile, set.size(), &lowTo);
        if (a.empty() || b.empty())
            return threshold;
        const double share = a.below(threshold); // under the old profile
        double below = 0.0;                      // the smallest new t with P(sum < t) >= share
        for (std::size_t k = 0; k < b.size(); ++k) {
            if (below >= share - 1e-12)
                return int(lowTo + std::int64_t(k));
            below += b[k];
        }
        return int(lowTo + std::int64_t(b.size()));
    };
    out.townBelow = carry(t.townBelow, to.vegetation1);
    out.openBelow = carry(t.openBelow, to.vegetation2);
    out.grassBelow = carry(t.grassBelow, to.vegetation3);
    out.thicketBelow = carry(t.thicketBelow, to.vegetation3);
    return out;
}

namespace {

// The height sums' distribution as quantiles: the height below which `share`
// of the sums lie; nullopt when the distribution is too wide to tabulate.
std::optional<double> heightQuantile(const RelfParameters &p, double share)
{
    std::int64_t lowest = 0;
    const std::vector<double> d = sumDistribution(p.profile, p.height.size(), &lowest);
    if (d.empty())
        return std::nullopt;
    double below = 0.0;
    for (std::size_t k = 0; k < d.size(); ++k) {
        below += d[k];
        if (below >= share)
            return double(lowest + std::int64_t(k));
    }
    return double(lowest + std::int64_t(d.size()));
}

std::optional<double> heightShareBelow(const RelfParameters &p, double h)
{
    const SumShares d(p.profile, p.height.size());
    return d.empty() ? std::nullopt : std::optional(d.below(h));
}

} // namespace

CavernRules matchCaverns(const CavernRules &c, const RelfParameters &from, const RelfParameters &to)
{
    CavernRules out = c;
    // The mine level keeps its place among the ground's heights; the
    // caverns' depth and the floor's offset scale with the heights' spread.
    const auto share = heightShareBelow(from, c.mineLevel);
    const auto level = share ? heightQuantile(to, std::clamp(*share, 0.001, 0.999)) : std::nullopt;
    const auto spread = [](const RelfParameters &p) -> std::optional<double> {
        const auto lo = heightQuantile(p, 0.05), hi = heightQuantile(p, 0.95);
        return lo && hi && *hi > *lo ? std::optional(*hi - *lo) : std::nullopt;
    };
    const auto a = spread(from), b = spread(to);
    if (!level || !a || !b)
        return out;
    out.mineLevel = *level;
    out.depth = c.depth * (*b / *a);
    out.verticalOffset = c.verticalOffset * (*b / *a);
    return out;
}

RelfParameters withSineProfile(RelfParameters base, const SineProfileSettings &settings)
{
    const SineProfile sp = makeSineProfile(settings);
    const RelfParameters before = base;
    base.profile = sp.profile;
    base.thresholds = matchThresholds(before.thresholds, before, base);
    base.caverns = matchCaverns(before.caverns, before, base);
    base.lakeLevel = 34.0; // "LAKE_HT0 = lakeHt = 34": islands in a sea
    base.originalLakeLevel = 34.0;
    base.snowHeight = sp.maxHeight * 2.4;
    base.sineProfile = settings;
    return base;
}

} // namespace terrain::relf
