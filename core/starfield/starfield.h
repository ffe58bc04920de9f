#pragma once
// Star fields and nebulae (seed 000, "3D space: nebulae and stars"). Stars
// are scattered through 3-D space as point features are over the forest:
// Galaxy.calcStar(x, y, z) sums the profile along five vectors (S, T, U),
// and a star sits where Math.round(a·x·y·z / 128) & 0xffff is 127 and the
// low byte of x·y·z lies in 1..7; that byte sets the magnitude, the next
// nibbles the number of planets and the colour. Nebulae are gas where a
// second profile sum in 3-D rises above a threshold, as islands rise above
// a lake level.
//
// The seed's code is JavaScript, so this reproduces JavaScript's numbers:
// every value is a double; `&` converts its operand by ToInt32 (truncate
// toward zero, then modulo 2^32: -1.5 & 0xff is 255, not the 254 that
// floor would give); Math.round(v) is the integer nearest v, halves
// rounded up. The seed leaves S, T, U and the magnitudes to the reader
// ("determined by experimentation"); the defaults here are ours, the
// profile is the 1983 one.

#include "util/jsnumbers.h"

#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace terrain::starfield {

struct SpaceVector
{
    std::int32_t s = 0, t = 0, u = 0; // the profile is read at (s·x + t·y + u·z) / 128
    bool operator==(const SpaceVector &) const = default;
};

struct GalaxyParameters
{
    std::array<SpaceVector, 5> stars;  // the seed's S[i], T[i], U[i]
    std::vector<std::int32_t> profile; // PROF: 256 entries (read at j & 0xff)
    double minMagnitude = 1.0;         // MIN_MAGNITUDE: the brightest
    double magnitudeRange = 5.0;       // MAGNITUDE_RANGE
    // Nebulae: gas density = sum over these vectors of PROF - threshold, where positive.
    std::vector<SpaceVector> nebula;
    std::int32_t nebulaThreshold = 360;
    bool operator==(const GalaxyParameters &) const = default;

    static GalaxyParameters defaults();
};

// What is wrong with a parameter set, as "field: reason"; empty when usable.
std::vector<std::string> validateGalaxy(const GalaxyParameters &p);

struct Star
{
    double x = 0, y = 0, z = 0;
    double magnitude = 0;
    int planets = 0; // 0..15
    int colour = 0;  // 0..15, a colour index: stars are not white
    bool operator==(const Star &) const = default;
};

// The seed's calcStar at (x, y, z), JavaScript's arithmetic step by step.
std::optional<Star> calcStar(const GalaxyParameters &p, double x, double y, double z);

// The gas density at (x, y, z): sum of PROF[ToInt32(j) & 0xff] over the
// nebula vectors minus the threshold, 0 where that is not positive.
double nebulaDensity(const GalaxyParameters &p, double x, double y, double z);

// An axis-aligned block of integer points [x0, x0 + w) × [y0, y0 + h) × [z0, z0 + d).
struct SpaceBox
{
    std::int64_t x0 = -400, y0 = -300, z0 = 1;
    std::int64_t w = 800, h = 600, d = 300;
    bool operator==(const SpaceBox &) const = default;
};

// Why a box cannot be scanned (empty sides, coordinates past the ground
// limit of ±1e15 (util/groundlimit.h) or more than kMaxScanPoints points,
// stated with the numbers), or empty. Past ±2^31 the scan is still exact:
// it falls back to the seed's doubles where its integers would not be.
inline constexpr std::int64_t kMaxScanPoints = std::int64_t(1) << 36;
std::string checkBox(const SpaceBox &box);

// Every star in the box, in the order x fastest, then y, then z. The same
// stars as calcStar at every point (tested), found by testing the low byte
// of x·y·z first: only 7 in 256 points need the profile sums.
// progress (may be null) is told the share done, from the worker threads,
// and may return false to stop: the result is then empty.
std::vector<Star> scanStars(const GalaxyParameters &p, const SpaceBox &box, int threads = 0,
                            const std::function<bool(double)> *progress = nullptr);

} // namespace terrain::starfield
