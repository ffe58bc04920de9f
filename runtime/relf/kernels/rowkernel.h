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
    // T[j] = P[j & mask] for j < 256, when the profile has at most 256
    // entries, each from 0 to 255 (the byte-table kernel's table); else empty.
    std::vector<std::uint8_t> bytes;
    // D[j] = T[j + 1] - T[j] (T[256] = T[0]) when bytes exist and every
    // step fits a signed byte, else empty; maxStep the largest |D|.
    std::vector<std::int8_t> steps;
    std::int32_t maxStep = 0;
    // pairs[j] = P[j] in the low 16 bits, P[j + 1] - P[j] in the high 16
    // (j < L + kPadding - 1), when both fit signed 16 bits, else empty: one
    // 16-bit dot product (128, k)·(P, D) makes an interpolated sample
    // (built for WebAssembly SIMD128 only, the one kernel that reads it).
    std::vector<std::int32_t> pairs;
    std::int32_t maxAbs = 0; // the largest |P|
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
    std::uint32_t step = 1; // xr = x0 + i·step (featureCandidates: 1 only)
};
void featureCandidates(const PaddedProfile &profile, std::span<const std::uint32_t> base,
                       std::span<const std::uint32_t> inc, const TriggerTest &test, std::size_t n,
                       std::vector<std::uint32_t> &candidates);

// Bit i % 64 of words[i / 64] set where the trigger test fires on sums[i]
// (the same test as featureCandidates, on sums already made), else clear:
// (n + 63) / 64 words, the bits past n clear.
void triggerHits(const std::int32_t *sums, const TriggerTest &test, std::size_t n,
                 std::uint64_t *words);

// Which implementation runs here ("avx512-vbmi", "avx512", "avx2", "simd128" or
// "scalar"), for benchmarks. TERRAIN_ROW_KERNEL=avx512|avx2|scalar asks for
// a narrower one than the CPU allows.
const char *rowKernelName();

// The byte-table kernel (rowkernelbytes.cpp): the plain sum over at most
// kMaxByteVectors vectors of a profile with a byte table, on AVX-512 VBMI.
inline constexpr std::size_t kMaxByteVectors = 256; // 256 · 255 fits 16 bits
bool cpuHasVbmi();
void sumInterpolatedBytes(const std::uint8_t *table, const std::int8_t *steps,
                          std::span<const std::uint32_t> base, std::span<const std::uint32_t> inc,
                          std::span<std::int32_t> out);
void sumProfileBytes(const std::uint8_t *table, std::span<const std::uint32_t> base,
                     std::span<const std::uint32_t> inc, std::span<std::int32_t> out);

} // namespace terrain::relf::detail
