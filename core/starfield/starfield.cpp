// Stars and nebulae in 3-D space (starfield.h).

#include "starfield.h"

#include "sums/profile1983.h"
#include "util/groundlimit.h"
#include "util/parallel.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdio>

namespace terrain::starfield {

namespace {

constexpr double kRecip128 = 1.0 / 128.0;
constexpr double kTwo53 = 9007199254740992.0;

// The profile entry a vector reads at (x, y, z), as the seed computes it.
std::int32_t entry(const GalaxyParameters &p, const SpaceVector &v, double x, double y, double z)
{
    const double j = (double(v.s) * x + double(v.t) * y + double(v.u) * z) * kRecip128;
    return p.profile[std::size_t(js::toInt32(j) & 0xff)];
}

Star makeStar(const GalaxyParameters &p, double x, double y, double z, std::int32_t xyz32)
{
    const int xyzff = xyz32 & 0xff;
    Star s;
    s.x = x;
    s.y = y;
    s.z = z;
    s.magnitude = p.minMagnitude + p.magnitudeRange * xyzff / 7;
    s.planets = (xyz32 & 0xf00) >> 8;
    s.colour = (xyz32 & 0xf000) >> 12;
    return s;
}

double maxAbs(std::int64_t from, std::int64_t count)
{
    return std::max(std::abs(double(from)), std::abs(double(from + count - 1)));
}

// Whether the scan's integer arithmetic equals the seed's doubles over the
// whole box: x·y·z exact (below 2^53), a·x·y·z exact, and every j = n / 128
// below 2^31 so that ToInt32(j) is j truncated, as C++'s n / 128 is.
bool integersSuffice(const GalaxyParameters &p, const SpaceBox &b)
{
    const double X = maxAbs(b.x0, b.w), Y = maxAbs(b.y0, b.h), Z = maxAbs(b.z0, b.d);
    std::int32_t top = 0;
    for (const std::int32_t v : p.profile)
        top = std::max(top, v < 0 ? -v : v);
    if (!(X * Y < kTwo53 && X * Y * Z < kTwo53 && 5.0 * top * X * Y * Z < kTwo53))
        return false;
    for (const SpaceVector &v : p.stars)
        if (!(std::abs(double(v.s)) * X + std::abs(double(v.t)) * Y + std::abs(double(v.u)) * Z <
              2147483648.0 * 128.0))
            return false;
    return true;
}

} // namespace

GalaxyParameters GalaxyParameters::defaults()
{
    GalaxyParameters p;
    // Ours, not the seed's (it gives none): five vectors in all directions,
    // none parallel, their third coefficients as large as the first two.
    p.stars = {{{0, 27, 13}, {13, 26, -21}, {21, 21, 5}, {22, 11, -17}, {29, 1, 24}}};
    p.profile = sums::profile1983();
    p.nebula = {{29, 13, 19}, {-17, 26, 22}, {23, -28, 11}, {12, 19, -30}};
    return p;
}

std::vector<std::string> validateGalaxy(const GalaxyParameters &p)
{
    std::vector<std::string> errors;
    if (p.profile.size() != 256)
        errors.push_back("profile: " + std::to_string(p.profile.size()) +
                         " entries, calcStar reads 256 (j & 0xff)");
    for (std::size_t i = 0; i < p.profile.size(); ++i)
        if (p.profile[i] < -1000000 || p.profile[i] > 1000000) {
            errors.push_back("profile[" + std::to_string(i) + "]: " + std::to_string(p.profile[i]) +
                             " is outside -1000000..1000000");
            break;
        }
    const auto checkVector = [&](const std::string &where, const SpaceVector &v) {
        for (const std::int32_t c : {v.s, v.t, v.u})
            if (c < -65536 || c > 65536) {
                errors.push_back(where + ": " + std::to_string(c) + " is outside -65536..65536");
                return;
            }
    };
    for (std::size_t i = 0; i < p.stars.size(); ++i)
        checkVector("stars[" + std::to_string(i) + "]", p.stars[i]);
    for (std::size_t i = 0; i < p.nebula.size(); ++i)
        checkVector("nebula[" + std::to_string(i) + "]", p.nebula[i]);
    if (p.nebula.size() > 64)
        errors.push_back("nebula: " + std::to_string(p.nebula.size()) + " vectors, at most 64");
    if (!std::isfinite(p.minMagnitude) || std::abs(p.minMagnitude) > 100)
        errors.push_back("minMagnitude: not a number from -100 to 100");
    if (!std::isfinite(p.magnitudeRange) || std::abs(p.magnitudeRange) > 100)
        errors.push_back("magnitudeRange: not a number from -100 to 100");
    return errors;
}

std::optional<Star> calcStar(const GalaxyParameters &p, double x, double y, double z)
{
    double a = 0;
    for (const SpaceVector &v : p.stars)
        a += entry(p, v, x, y, z);
    const double xyz = x * y * z;
    const std::int32_t f = js::toInt32(js::round(a * xyz * kRecip128)) & 0xffff;
    if (f != 127)
        return std::nullopt;
    const std::int32_t xyz32 = js::toInt32(xyz);
    const int xyzff = xyz32 & 0xff;
    if (xyzff > 0 && xyzff < 8)
        return makeStar(p, x, y, z, xyz32);
    return std::nullopt;
}

double nebulaDensity(const GalaxyParameters &p, double x, double y, double z)
{
    double sum = 0;
    for (const SpaceVector &v : p.nebula)
        sum += entry(p, v, x, y, z);
    return std::max(0.0, sum - p.nebulaThreshold);
}

namespace {

std::string wholeNumber(double v)
{
    char buffer[400];
    std::snprintf(buffer, sizeof buffer, "%.0f", v);
    return buffer;
}

} // namespace

std::string checkBox(const SpaceBox &b)
{
    if (b.w <= 0 || b.h <= 0 || b.d <= 0)
        return "the box is empty: width " + std::to_string(b.w) + ", height " +
               std::to_string(b.h) + ", depth " + std::to_string(b.d) +
               " (each must be at least 1)";
    const double limit = util::kGroundLimit;
    for (const auto &[from, count, name] :
         {std::tuple{b.x0, b.w, "x"}, std::tuple{b.y0, b.h, "y"}, std::tuple{b.z0, b.d, "z"}})
        if (!(maxAbs(from, count) <= limit))
            return std::string(name) + " reaches " + std::to_string(from + count - 1) +
                   ", past the limit of ±1e15";
    const double points = double(b.w) * double(b.h) * double(b.d);
    if (points > double(kMaxScanPoints))
        return "the box holds " + wholeNumber(points) + " points, more than " +
               std::to_string(kMaxScanPoints) + " (2^36) can be scanned";
    return {};
}

std::vector<Star> scanStars(const GalaxyParameters &p, const SpaceBox &box, int threads,
                            const std::function<bool(double)> *progress)
{
    std::vector<Star> stars;
    if (!checkBox(box).empty() || !validateGalaxy(p).empty())
        return stars;
    const bool exact = integersSuffice(p, box);
    // Rows of x at one (y, z), in blocks that the threads share; each block
    // keeps its stars so that the result comes out in scan order.
    const std::int64_t rows = box.h * box.d;
    const std::int64_t perBlock = std::max<std::int64_t>(1, 65536 / box.w);
    const std::int64_t blocks = (rows + perBlock - 1) / perBlock;
    std::vector<std::vector<Star>> found(static_cast<std::size_t>(blocks));
    std::atomic<bool> stop = false;
    std::atomic<std::int64_t> done = 0;
    const std::int32_t *P = p.profile.data();
    util::parallelFor(
        std::size_t(blocks), 1, threads <= 0 ? util::idealThreads() : threads,
        [&](std::size_t b, std::size_t e) {
            for (std::size_t block = b; block < e && !stop; ++block) {
                std::vector<Star> &out = found[block];
                const std::int64_t r1 = std::min(rows, std::int64_t(block + 1) * perBlock);
                for (std::int64_t r = std::int64_t(block) * perBlock; r < r1; ++r) {
                    const std::int64_t y = box.y0 + r % box.h, z = box.z0 + r / box.h;
                    if (!exact) {
                        // Far out: the seed's doubles point by point, the low
                        // byte of x·y·z first (calcStar's answer is null
                        // unless it lies in 1..7, whatever a is).
                        for (std::int64_t x = box.x0; x < box.x0 + box.w; ++x) {
                            const double xyz = double(x) * double(y) * double(z);
                            const int low = js::toInt32(xyz) & 0xff;
                            if (low < 1 || low > 7)
                                continue;
                            if (auto s = calcStar(p, double(x), double(y), double(z)))
                                out.push_back(*s);
                        }
                        continue;
                    }
                    // Within the bounds every quantity is an exact integer: the
                    // seed's j & 0xff is (n / 128) & 0xff with C++'s truncating
                    // division, Math.round(a·xyz / 128) is (a·xyz + 64) >> 7.
                    const std::int64_t yz = y * z;
                    const auto yz32 = static_cast<std::uint32_t>(yz);
                    std::int64_t rest[5];
                    for (int i = 0; i < 5; ++i)
                        rest[i] = std::int64_t(p.stars[std::size_t(i)].t) * y +
                                  std::int64_t(p.stars[std::size_t(i)].u) * z;
                    for (std::int64_t x = box.x0; x < box.x0 + box.w; ++x) {
                        const std::uint32_t low = (static_cast<std::uint32_t>(x) * yz32) & 0xffu;
                        if (low - 1u >= 7u)
                            continue; // about 249 points in 256
                        std::int64_t a = 0;
                        for (int i = 0; i < 5; ++i)
                            a += P[((std::int64_t(p.stars[std::size_t(i)].s) * x + rest[i]) / 128) &
                                   0xff];
                        const std::int64_t xyz = x * yz;
                        if ((((a * xyz + 64) >> 7) & 0xffff) != 127)
                            continue;
                        out.push_back(makeStar(p, double(x), double(y), double(z),
                                               static_cast<std::int32_t>(static_cast<std::uint32_t>(
                                                   static_cast<std::uint64_t>(xyz)))));
                    }
                }
                const std::int64_t now = done += (r1 - std::int64_t(block) * perBlock);
                if (progress && *progress && !(*progress)(double(now) / double(rows)))
                    stop = true;
            }
        });
    if (stop)
        return {};
    for (auto &f : found)
        stars.insert(stars.end(), f.begin(), f.end());
    return stars;
}

} // namespace terrain::starfield
