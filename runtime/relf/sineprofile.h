#pragma once
// The sine-wave profile randomiser of seed 000 ("Changing the profile -
// random?", makeProfile): a sum of sines with random amplitudes, whole numbers
// of cycles per profile length (so the profile stays periodic) and random
// phases, each rounded and scaled by 1/8. Driven by an explicit seed through
// std::mt19937_64, whose sequence the C++ standard fixes, and our own mapping
// to [0, 1), so a saved seed gives the same profile everywhere.

#include "parameters.h"

#include <vector>

namespace terrain::relf {

struct SineComponent
{
    double amplitude = 0.0;
    int cycles = 1; // whole cycles per profile length
    double phase = 0.0;
};

struct SineProfile
{
    std::vector<SineComponent> components;
    std::vector<std::int32_t> profile;
    std::int32_t maxHeight = 0; // the largest profile value
};

// The settings must be valid (validateSineSettings is empty).
SineProfile makeSineProfile(const SineProfileSettings &settings);

// Problems with the settings, as "field: reason"; empty when valid.
std::vector<std::string> validateSineSettings(const SineProfileSettings &settings);

// A parameter set that takes the random profile and, as the seed does, sets
// the lake (and the original lake level) to 34 and the snow to 2.4 times the
// highest profile value. The terrain-kind thresholds, made for the old
// profile, are carried over by quantile (matchThresholds), so that towns,
// open land and thicket keep their shares. Everything else is kept from base.
RelfParameters withSineProfile(RelfParameters base, const SineProfileSettings &settings);

// The share of sums of n profile values (each an independent, uniformly
// chosen entry) that lie below t: exact, by convolving the value histogram.
// Empty when the values span too wide a range to convolve.
// The mine level and the caverns carried over to a new profile: the mine
// level keeps its share of the ground above it, the caverns' depth and the
// floor's vertical offset scale with the spread of the heights (the 5 % to
// 95 % range). Horizontal offsets and the scale stay.
CavernRules matchCaverns(const CavernRules &caverns, const RelfParameters &from,
                         const RelfParameters &to);

std::vector<double> sumDistribution(const std::vector<std::int32_t> &profile, std::size_t n,
                                    std::int64_t *lowest);

// Moves each threshold from the old profile to the new one so that the same
// share of calcProf sums lies below it. Unchanged where a distribution
// cannot be formed.
TerrainThresholds matchThresholds(const TerrainThresholds &t, const RelfParameters &from,
                                  const RelfParameters &to);

// The seed's cycles range for a profile length: 2 to L / 32 (at least 2).
double defaultMaxCycles(int length);

} // namespace terrain::relf
