// The AVX-512 row kernels: sixteen samples at a time from profile windows,
// and the fused feature-candidate passes (32-bit, and 16-bit on AVX-512BW).

#include "rowkernelvariants.h"

#include <immintrin.h>

// GCC 12's AVX-512 intrinsics start from _mm512_undefined_epi32(), which its
// own -Wmaybe-uninitialized then reports; the values are all defined.
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"

namespace terrain::relf::detail {

namespace {

// Interpolates (128·P[p] + k·(P[p + 1] - P[p])) if asked, and adds into dst.
template <bool Interpolated, bool First>
__attribute__((target("avx512f"), always_inline)) inline void
finish512(__m512i val, __m512i next, __m512i k, std::int32_t *dst)
{
    if constexpr (Interpolated)
        val = _mm512_add_epi32(_mm512_slli_epi32(val, 7),
                               _mm512_mullo_epi32(k, _mm512_sub_epi32(next, val)));
    _mm512_storeu_si512(dst, First ? val : _mm512_add_epi32(val, _mm512_loadu_si512(dst)));
}

template <bool Interpolated, bool First>
__attribute__((target("avx512f"))) void vectorAvx512(const PaddedProfile &profile,
                                                     std::uint32_t base, std::uint32_t inc,
                                                     std::int32_t *o, std::size_t n16)
{
    const std::int32_t *P = profile.values.data();
    const std::uint32_t mask = profile.mask;
    const auto sinc = static_cast<std::int32_t>(inc);
    const __m512i lanes = _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
    const __m512i low7 = _mm512_set1_epi32(127);
    const __m512i laneSteps = _mm512_mullo_epi32(lanes, _mm512_set1_epi32(sinc));
    const std::uint32_t step16 = inc * 16u;
    std::uint32_t n0 = base;
    if (sinc >= -119 && sinc <= 119) {
        const std::uint32_t back = sinc < 0 ? 15u : 0u;
        const __m512i offsets =
            _mm512_add_epi32(laneSteps, _mm512_set1_epi32(static_cast<int>(back * 128)));
        for (std::size_t x = 0; x < n16; x += 16, n0 += step16) {
            const std::uint32_t w0 = ((n0 >> 7) - back) & mask;
            const __m512i d =
                _mm512_add_epi32(offsets, _mm512_set1_epi32(static_cast<int>(n0 & 127)));
            const __m512i rel = _mm512_srai_epi32(d, 7);
            const __m512i val = _mm512_permutexvar_epi32(rel, _mm512_loadu_si512(P + w0));
            __m512i next = val;
            if constexpr (Interpolated)
                next = _mm512_permutexvar_epi32(rel, _mm512_loadu_si512(P + w0 + 1));
            finish512<Interpolated, First>(val, next, _mm512_and_si512(d, low7), o + x);
        }
        return;
    }
    if (sinc >= -256 && sinc <= 256) {
        const std::uint32_t back = sinc < 0 ? 31u : 0u;
        const __m512i offsets =
            _mm512_add_epi32(laneSteps, _mm512_set1_epi32(static_cast<int>(back * 128)));
        for (std::size_t x = 0; x < n16; x += 16, n0 += step16) {
            const std::uint32_t w0 = ((n0 >> 7) - back) & mask;
            const __m512i d =
                _mm512_add_epi32(offsets, _mm512_set1_epi32(static_cast<int>(n0 & 127)));
            const __m512i rel = _mm512_srai_epi32(d, 7);
            const __m512i val = _mm512_permutex2var_epi32(_mm512_loadu_si512(P + w0), rel,
                                                          _mm512_loadu_si512(P + w0 + 16));
            __m512i next = val;
            if constexpr (Interpolated)
                next = _mm512_permutex2var_epi32(_mm512_loadu_si512(P + w0 + 1), rel,
                                                 _mm512_loadu_si512(P + w0 + 17));
            finish512<Interpolated, First>(val, next, _mm512_and_si512(d, low7), o + x);
        }
        return;
    }
    if (sinc >= -512 && sinc <= 512) {
        // A 64-entry window: two two-register selects, blended on bit 5.
        const std::uint32_t back = sinc < 0 ? 63u : 0u;
        const __m512i offsets =
            _mm512_add_epi32(laneSteps, _mm512_set1_epi32(static_cast<int>(back * 128)));
        const __m512i bit5 = _mm512_set1_epi32(32);
        for (std::size_t x = 0; x < n16; x += 16, n0 += step16) {
            const std::uint32_t w0 = ((n0 >> 7) - back) & mask;
            const __m512i d =
                _mm512_add_epi32(offsets, _mm512_set1_epi32(static_cast<int>(n0 & 127)));
            const __m512i rel = _mm512_srai_epi32(d, 7);
            const __mmask16 upper = _mm512_test_epi32_mask(rel, bit5);
            const __m512i val = _mm512_mask_blend_epi32(
                upper,
                _mm512_permutex2var_epi32(_mm512_loadu_si512(P + w0), rel,
                                          _mm512_loadu_si512(P + w0 + 16)),
                _mm512_permutex2var_epi32(_mm512_loadu_si512(P + w0 + 32), rel,
                                          _mm512_loadu_si512(P + w0 + 48)));
            __m512i next = val;
            if constexpr (Interpolated)
                next = _mm512_mask_blend_epi32(
                    upper,
                    _mm512_permutex2var_epi32(_mm512_loadu_si512(P + w0 + 1), rel,
                                              _mm512_loadu_si512(P + w0 + 17)),
                    _mm512_permutex2var_epi32(_mm512_loadu_si512(P + w0 + 33), rel,
                                              _mm512_loadu_si512(P + w0 + 49)));
            finish512<Interpolated, First>(val, next, _mm512_and_si512(d, low7), o + x);
        }
        return;
    }
    const __m512i maskV = _mm512_set1_epi32(static_cast<int>(mask));
    __m512i idx = _mm512_add_epi32(_mm512_set1_epi32(static_cast<int>(base)), laneSteps);
    const __m512i step = _mm512_set1_epi32(static_cast<int>(step16));
    for (std::size_t x = 0; x < n16; x += 16) {
        const __m512i p = _mm512_and_si512(_mm512_srli_epi32(idx, 7), maskV);
        const __m512i val = _mm512_i32gather_epi32(p, P, 4);
        __m512i next = val;
        if constexpr (Interpolated)
            next = _mm512_i32gather_epi32(p, P + 1, 4);
        finish512<Interpolated, First>(val, next, _mm512_and_si512(idx, low7), o + x);
        idx = _mm512_add_epi32(idx, step);
    }
}

} // namespace

// The same driver as sumAvx2's; it is written out again so that, compiled for
// AVX-512, it can inline its per-vector kernels (a shared driver without the
// target cost 3% of a map frame).
__attribute__((target("avx512f"))) void sumAvx512(const PaddedProfile &profile, bool interpolated,
                                                  std::span<const std::uint32_t> base,
                                                  std::span<const std::uint32_t> inc,
                                                  std::span<std::int32_t> out)
{
    static constexpr VectorPasses passes{{{&vectorAvx512<false, false>, &vectorAvx512<false, true>},
                                          {&vectorAvx512<true, false>, &vectorAvx512<true, true>}}};
    sumVectors(passes, 16, profile, interpolated, base, inc, out);
}

namespace {

// NV vectors (compile-time, so each vector's state lives in registers).
template <std::size_t NV>
__attribute__((target("avx512f"))) void
candidatesAvx512(const PaddedProfile &profile, const std::uint32_t *base, const std::uint32_t *inc,
                 const TriggerTest &t, std::size_t n16, std::vector<std::uint32_t> &candidates)
{
    const std::int32_t *P = profile.values.data();
    const std::uint32_t mask = profile.mask;
    const __m512i lanes = _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
    __m512i offsets[NV];
    std::uint32_t n0[NV], step16[NV], back[NV];
    for (std::size_t v = 0; v < NV; ++v) {
        const auto sinc = static_cast<std::int32_t>(inc[v]);
        back[v] = sinc < 0 ? 15u : 0u;
        offsets[v] = _mm512_add_epi32(_mm512_mullo_epi32(lanes, _mm512_set1_epi32(sinc)),
                                      _mm512_set1_epi32(static_cast<int>(back[v] * 128)));
        n0[v] = base[v];
        step16[v] = inc[v] * 16u;
    }
    const __m512i fmask = _mm512_set1_epi32(static_cast<int>(t.mask));
    const __m512i t1 = _mm512_set1_epi32(static_cast<int>(t.triggers[0]));
    const __m512i t2 = _mm512_set1_epi32(static_cast<int>(t.triggers[1]));
    const __m512i t3 = _mm512_set1_epi32(static_cast<int>(t.triggers[2]));
    const __m512i yr = _mm512_set1_epi32(static_cast<int>(t.yr));
    const __m512i half = _mm512_set1_epi32(64);
    const __m512i sixteen = _mm512_set1_epi32(16);
    __m512i xs = _mm512_add_epi32(_mm512_set1_epi32(static_cast<int>(t.x0)), lanes);
    for (std::size_t x = 0; x < n16; x += 16) {
        __m512i acc = _mm512_setzero_si512();
        for (std::size_t v = 0; v < NV; ++v) {
            const std::uint32_t w0 = ((n0[v] >> 7) - back[v]) & mask;
            const __m512i rel = _mm512_srai_epi32(
                _mm512_add_epi32(offsets[v], _mm512_set1_epi32(static_cast<int>(n0[v] & 127))), 7);
            acc = _mm512_add_epi32(acc, _mm512_permutexvar_epi32(rel, _mm512_loadu_si512(P + w0)));
            n0[v] += step16[v];
        }
        const __m512i xryr = _mm512_mullo_epi32(xs, yr);
        const __m512i f = _mm512_and_si512(
            _mm512_srli_epi32(_mm512_add_epi32(_mm512_mullo_epi32(acc, xryr), half), 7), fmask);
        auto hit =
            static_cast<unsigned>(_mm512_cmpeq_epi32_mask(f, t1) | _mm512_cmpeq_epi32_mask(f, t2) |
                                  _mm512_cmpeq_epi32_mask(f, t3));
        while (hit) {
            candidates.push_back(
                static_cast<std::uint32_t>(x + static_cast<std::size_t>(__builtin_ctz(hit))));
            hit &= hit - 1;
        }
        xs = _mm512_add_epi32(xs, sixteen);
    }
}

constexpr CandidateKernel kCandidateKernels[] = {nullptr,
                                                 &candidatesAvx512<1>,
                                                 &candidatesAvx512<2>,
                                                 &candidatesAvx512<3>,
                                                 &candidatesAvx512<4>,
                                                 &candidatesAvx512<5>,
                                                 &candidatesAvx512<6>,
                                                 &candidatesAvx512<7>,
                                                 &candidatesAvx512<8>};

// The lanes whose f = ((a·xryr + 64) >> 7) & mask hits a trigger.
__attribute__((target("avx512f"), always_inline)) inline unsigned
triggerMask(__m512i a, __m512i xryr, __m512i half, __m512i fmask, __m512i t1, __m512i t2,
            __m512i t3)
{
    const __m512i f = _mm512_and_si512(
        _mm512_srli_epi32(_mm512_add_epi32(_mm512_mullo_epi32(a, xryr), half), 7), fmask);
    return static_cast<unsigned>(_mm512_cmpeq_epi32_mask(f, t1) | _mm512_cmpeq_epi32_mask(f, t2) |
                                 _mm512_cmpeq_epi32_mask(f, t3));
}

// AVX-512BW: as candidatesAvx512 with 16-bit sums, 32 samples a register
// (vpermw over a 32-entry window: |inc| <= 123). Exact while the sum of the
// vectors' largest |P| stays below 2^15; the trigger test widens to 32 bits.
template <std::size_t NV>
__attribute__((target("avx512f,avx512bw"))) void
candidatesAvx512bw(const PaddedProfile &profile, const std::uint32_t *base,
                   const std::uint32_t *inc, const TriggerTest &t, std::size_t n32,
                   std::vector<std::uint32_t> &candidates)
{
    const std::int16_t *P = profile.narrow.data();
    const std::uint32_t mask = profile.mask;
    alignas(64) std::int16_t laneIndex[32];
    for (int i = 0; i < 32; ++i)
        laneIndex[i] = static_cast<std::int16_t>(i);
    const __m512i lanes16 = _mm512_load_si512(laneIndex);
    __m512i offsets[NV];
    std::uint32_t n0[NV], step32[NV], back[NV];
    for (std::size_t v = 0; v < NV; ++v) {
        const auto sinc = static_cast<std::int32_t>(inc[v]);
        back[v] = sinc < 0 ? 31u : 0u;
        offsets[v] = _mm512_add_epi16(
            _mm512_mullo_epi16(lanes16, _mm512_set1_epi16(static_cast<short>(sinc))),
            _mm512_set1_epi16(static_cast<short>(back[v] * 128)));
        n0[v] = base[v];
        step32[v] = inc[v] * 32u;
    }
    const __m512i lanes = _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
    const __m512i fmask = _mm512_set1_epi32(static_cast<int>(t.mask));
    const __m512i t1 = _mm512_set1_epi32(static_cast<int>(t.triggers[0]));
    const __m512i t2 = _mm512_set1_epi32(static_cast<int>(t.triggers[1]));
    const __m512i t3 = _mm512_set1_epi32(static_cast<int>(t.triggers[2]));
    const __m512i yr = _mm512_set1_epi32(static_cast<int>(t.yr));
    const __m512i half = _mm512_set1_epi32(64);
    // xryr for the next 32 samples: 32·yr more (wrapping, as the product does).
    const __m512i step = _mm512_set1_epi32(static_cast<int>(32u * t.yr));
    __m512i xsLow =
        _mm512_mullo_epi32(_mm512_add_epi32(_mm512_set1_epi32(static_cast<int>(t.x0)), lanes), yr);
    __m512i xsHigh = _mm512_add_epi32(xsLow, _mm512_set1_epi32(static_cast<int>(16u * t.yr)));
    for (std::size_t x = 0; x < n32; x += 32) {
        __m512i acc = _mm512_setzero_si512();
        for (std::size_t v = 0; v < NV; ++v) {
            const std::uint32_t w0 = ((n0[v] >> 7) - back[v]) & mask;
            const __m512i rel = _mm512_srai_epi16(
                _mm512_add_epi16(offsets[v], _mm512_set1_epi16(static_cast<short>(n0[v] & 127))),
                7);
            acc = _mm512_add_epi16(acc, _mm512_permutexvar_epi16(rel, _mm512_loadu_si512(P + w0)));
            n0[v] += step32[v];
        }
        const __m512i low = _mm512_cvtepi16_epi32(_mm512_castsi512_si256(acc));
        const __m512i high = _mm512_cvtepi16_epi32(_mm512_extracti64x4_epi64(acc, 1));
        std::uint64_t hit =
            triggerMask(low, xsLow, half, fmask, t1, t2, t3) |
            (std::uint64_t(triggerMask(high, xsHigh, half, fmask, t1, t2, t3)) << 16);
        while (hit) {
            candidates.push_back(
                static_cast<std::uint32_t>(x + static_cast<std::size_t>(__builtin_ctzll(hit))));
            hit &= hit - 1;
        }
        xsLow = _mm512_add_epi32(xsLow, step);
        xsHigh = _mm512_add_epi32(xsHigh, step);
    }
}

constexpr CandidateKernel kNarrowCandidateKernels[] = {nullptr,
                                                       &candidatesAvx512bw<1>,
                                                       &candidatesAvx512bw<2>,
                                                       &candidatesAvx512bw<3>,
                                                       &candidatesAvx512bw<4>,
                                                       &candidatesAvx512bw<5>,
                                                       &candidatesAvx512bw<6>,
                                                       &candidatesAvx512bw<7>,
                                                       &candidatesAvx512bw<8>};

} // namespace

__attribute__((target("avx512f"))) void triggerHitsAvx512(const std::int32_t *sums,
                                                          const TriggerTest &t, std::size_t n16,
                                                          std::uint64_t *words)
{
    const __m512i lanes = _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
    const __m512i fmask = _mm512_set1_epi32(static_cast<int>(t.mask));
    const __m512i t1 = _mm512_set1_epi32(static_cast<int>(t.triggers[0]));
    const __m512i t2 = _mm512_set1_epi32(static_cast<int>(t.triggers[1]));
    const __m512i t3 = _mm512_set1_epi32(static_cast<int>(t.triggers[2]));
    const __m512i half = _mm512_set1_epi32(64);
    // xr·yr = (x0 + i·step)·yr, and 16·step·yr more for the next 16 samples
    // (wrapping, as the product does).
    __m512i xryr = _mm512_mullo_epi32(
        _mm512_add_epi32(_mm512_set1_epi32(static_cast<int>(t.x0)),
                         _mm512_mullo_epi32(lanes, _mm512_set1_epi32(static_cast<int>(t.step)))),
        _mm512_set1_epi32(static_cast<int>(t.yr)));
    const __m512i next = _mm512_set1_epi32(static_cast<int>(16u * t.step * t.yr));
    for (std::size_t x = 0; x < n16; x += 16) {
        const unsigned hit =
            triggerMask(_mm512_loadu_si512(sums + x), xryr, half, fmask, t1, t2, t3);
        words[x / 64] |= std::uint64_t(hit) << (x % 64);
        xryr = _mm512_add_epi32(xryr, next);
    }
}

CandidateKernel avx512CandidateKernel(std::size_t nv, bool narrow)
{
    return (narrow ? kNarrowCandidateKernels : kCandidateKernels)[nv];
}

} // namespace terrain::relf::detail
