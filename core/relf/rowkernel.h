#pragma once
// The inner loop of every fast row. For each sample x of a row, with
// n = base[i] + inc[i]·x (mod 2^32) for vector i, p = (n >> 7) & mask and
// k = n & 127:
//   interpolated: out[x] = sum of 128·P[p] + k·(P[p + 1] - P[p])   (128 × calcHeight)
//   plain:        out[x] = sum of P[p]                             (calcProf)
// Along a row each vector's profile index advances by a constant, so eight
// neighbouring samples of a vector with |inc| <= 128 read at most nine
// neighbouring profile entries: the AVX2 path loads that window once and
// picks from it in registers (vpermd) instead of gathering from memory.

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

namespace terrain::relf::detail {

// The profile padded with its own start, so a window may run past the end.
struct PaddedProfile
{
    explicit PaddedProfile(const std::vector<std::int32_t> &profile);
    std::vector<std::int32_t> values; // values[j] = P[j & mask], j < L + kPadding
    std::vector<std::int16_t> narrow; // the same in 16 bits, when every value fits
    std::int32_t maxAbs = 0;          // the largest |P|
    std::uint32_t mask = 0;
    static constexpr std::size_t kPadding = 80; // the widest window reads 65 entries
};

void sumProfileRow(const PaddedProfile &profile, bool interpolated,
                   std::span<const std::uint32_t> base, std::span<const std::uint32_t> inc,
                   std::span<std::int32_t> out);

// Feature-trigger candidates of one row of integer points x0 + i (i < n) at
// yr: the i for which f = ((a·xryr + 64) >> 7) & mask equals one of the
// triggers, with a the plain profile sum and xryr = (x0 + i)·yr, all in
// wrapping 32-bit arithmetic (exact for the feature test when the caller
// checked that the masked bits lie below bit 25 and |a·xryr| < 2^53).
// Appends to candidates; a superset is allowed, callers confirm with terra.
struct TriggerTest
{
    std::uint32_t x0 = 0, yr = 0, mask = 0;
    std::uint32_t triggers[3] = {};
};
void featureCandidates(const PaddedProfile &profile, std::span<const std::uint32_t> base,
                       std::span<const std::uint32_t> inc, const TriggerTest &test, std::size_t n,
                       std::vector<std::uint32_t> &candidates);

// Which implementation runs here ("avx512", "avx2" or "scalar"), for benchmarks.
const char *rowKernelName();

} // namespace terrain::relf::detail
