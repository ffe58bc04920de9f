#pragma once
// Edits of a profile as a designer makes them on the profile chart: the
// brush that reshapes it and the resampling to another length. The chart
// only turns gestures into calls of these.

#include <cstdint>
#include <vector>

namespace terrain::relf {

// Moves the values around `centre` towards `target`, fully at the centre and
// fading to nothing `width` entries away (raised cosine), wrapping at the
// ends; rounded to whole numbers within the file's ±2^20.
std::vector<std::int32_t> brushProfile(const std::vector<std::int32_t> &profile, double centre,
                                       double target, int width);

// Linear, periodic resampling to a new length.
std::vector<std::int32_t> resampleProfile(const std::vector<std::int32_t> &profile,
                                          std::size_t length);

} // namespace terrain::relf
