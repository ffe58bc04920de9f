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
// highest profile value. Everything else is kept from base.
RelfParameters withSineProfile(RelfParameters base, const SineProfileSettings &settings);

// The seed's cycles range for a profile length: 2 to L / 32 (at least 2).
double defaultMaxCycles(int length);

} // namespace terrain::relf
