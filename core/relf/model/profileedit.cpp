#include "profileedit.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace terrain::relf {

std::vector<std::int32_t> brushProfile(const std::vector<std::int32_t> &profile, double centre,
                                       double target, int width)
{
    std::vector<std::int32_t> out = profile;
    const auto n = std::int64_t(profile.size());
    if (n == 0 || !std::isfinite(centre) || !std::isfinite(target) || width < 0)
        return out;
    const auto c = std::llround(centre);
    for (std::int64_t d = -width; d <= width; ++d) {
        const double weight =
            0.5 * (1.0 + std::cos(std::numbers::pi * double(d) / double(width + 1)));
        const auto i = std::size_t(((c + d) % n + n) % n);
        const double v = profile[i] + (target - profile[i]) * weight;
        // Clamped before rounding: a huge target must not overflow lround.
        out[i] = std::int32_t(std::lround(std::clamp(v, -double(1 << 20), double(1 << 20))));
    }
    return out;
}

std::vector<std::int32_t> resampleProfile(const std::vector<std::int32_t> &profile,
                                          std::size_t length)
{
    std::vector<std::int32_t> out(length);
    const std::size_t n = profile.size();
    if (n == 0)
        return out;
    for (std::size_t j = 0; j < length; ++j) {
        const double at = double(j) * double(n) / double(length);
        const auto i = std::size_t(at);
        const double f = at - double(i);
        const double v = profile[i % n] * (1.0 - f) + profile[(i + 1) % n] * f;
        out[j] = std::int32_t(std::lround(v));
    }
    return out;
}

} // namespace terrain::relf
