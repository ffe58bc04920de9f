#pragma once
// The row kernels' instruction-set variants, behind the one interface of
// rowkernel.h: plain C++ (rowkernel.cpp), AVX2 (rowkernelavx2.cpp),
// AVX-512 (rowkernelavx512.cpp), AVX-512 VBMI byte tables
// (rowkernelbytes.cpp) and WebAssembly SIMD128 (rowkernelsimd128.cpp).
// rowkernel.cpp chooses among them at run time (SIMD128 when built for it).

#include "rowkernel.h"

#include <array>

namespace terrain::relf::detail {

// One sample of a vector: P[p] or, interpolated, 128·P[p] + k·(P[p + 1] - P[p]).
inline std::int32_t sample(const std::int32_t *P, std::uint32_t mask, bool interpolated,
                           std::uint32_t n)
{
    const std::uint32_t p = (n >> 7) & mask;
    if (!interpolated)
        return P[p];
    const std::int32_t p0 = P[p];
    return p0 * 128 + static_cast<std::int32_t>(n & 127) * (P[p + 1] - p0);
}

using SumKernel = void (*)(const PaddedProfile &, bool, std::span<const std::uint32_t>,
                           std::span<const std::uint32_t>, std::span<std::int32_t>);

// One vector's pass of a SIMD kernel over a row's first n samples (a
// multiple of its lanes): it stores them (first) or adds them to out.
using VectorPass = void (*)(const PaddedProfile &, std::uint32_t base, std::uint32_t inc,
                            std::int32_t *out, std::size_t n);
// A kernel's passes, [interpolated][first].
using VectorPasses = std::array<std::array<VectorPass, 2>, 2>;

// The loop over a row's vectors that the SIMD kernels share: each vector's
// pass over the whole lanes, the few samples after them one by one. A
// vector with inc 0 (along the row) has one value all along it: those
// vectors are sampled once, their sum written along the row first and the
// others added to it (the sums wrap at 32 bits, so the order keeps the bits).
void sumVectors(const VectorPasses &passes, std::size_t lanes, const PaddedProfile &profile,
                bool interpolated, std::span<const std::uint32_t> base,
                std::span<const std::uint32_t> inc, std::span<std::int32_t> out);
void sumScalar(const PaddedProfile &profile, bool interpolated, std::span<const std::uint32_t> base,
               std::span<const std::uint32_t> inc, std::span<std::int32_t> out);
void sumAvx2(const PaddedProfile &profile, bool interpolated, std::span<const std::uint32_t> base,
             std::span<const std::uint32_t> inc, std::span<std::int32_t> out);
void sumAvx512(const PaddedProfile &profile, bool interpolated, std::span<const std::uint32_t> base,
               std::span<const std::uint32_t> inc, std::span<std::int32_t> out);
// Built only for WebAssembly with -msimd128 (__wasm_simd128__).
void sumSimd128(const PaddedProfile &profile, bool interpolated,
                std::span<const std::uint32_t> base, std::span<const std::uint32_t> inc,
                std::span<std::int32_t> out);

// The fused feature-candidate pass of rowkernelavx512.cpp for nv (1 to 8)
// vectors; narrow: 16-bit sums (AVX-512BW), else 32-bit.
using CandidateKernel = void (*)(const PaddedProfile &, const std::uint32_t *,
                                 const std::uint32_t *, const TriggerTest &, std::size_t,
                                 std::vector<std::uint32_t> &);
CandidateKernel avx512CandidateKernel(std::size_t nv, bool narrow);

// triggerHits on AVX-512 for n16 (a multiple of 16) sums; sets bits in
// words, which the caller cleared.
void triggerHitsAvx512(const std::int32_t *sums, const TriggerTest &test, std::size_t n16,
                       std::uint64_t *words);
// The same on AVX2 for n8 (a multiple of 8) sums.
void triggerHitsAvx2(const std::int32_t *sums, const TriggerTest &test, std::size_t n8,
                     std::uint64_t *words);
// The same on SIMD128 for n4 (a multiple of 4) sums.
void triggerHitsSimd128(const std::int32_t *sums, const TriggerTest &test, std::size_t n4,
                        std::uint64_t *words);

} // namespace terrain::relf::detail
