#pragma once
// What every generator built on profile sums shares (Relf's terrain, its
// planets, the star field): here the 1983 profile, the default of all three.
// No generator's header is needed to use it.

#include <cstdint>
#include <vector>

namespace terrain::sums {

// The 256 numbers of the 1983 profile (shared/reference/profile-1983.txt).
const std::vector<std::int32_t> &profile1983();

} // namespace terrain::sums
