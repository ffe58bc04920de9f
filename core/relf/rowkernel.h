#pragma once
// The inner loop of every fast row: for each sample x of a row,
//   out[x] = sum over vectors i of table[((base[i] + inc[i]·x) & indexMask) >> shift].
// Along a row each vector's profile index advances by a constant, so no
// multiplication is needed per sample. Index arithmetic wraps modulo 2^32,
// which is harmless because indexMask + 1 divides 2^32.

#include <cstddef>
#include <cstdint>
#include <span>

namespace terrain::relf::detail {

void sumProfileRow(const std::int32_t *table, std::uint32_t indexMask, int shift,
                   std::span<const std::uint32_t> base, std::span<const std::uint32_t> inc,
                   std::span<std::int32_t> out);

// Which implementation runs here ("avx2" or "scalar"), for benchmarks.
const char *rowKernelName();

} // namespace terrain::relf::detail
