#include "rowkernel.h"

#include <immintrin.h>

#include <algorithm>
#include <cstdlib>
#include <string_view>

// GCC 12's AVX-512 intrinsics start from _mm512_undefined_epi32(), which its
// own -Wmaybe-uninitialized then reports; the values are all defined.
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"

namespace terrain::relf::detail {

PaddedProfile::PaddedProfile(const std::vector<std::int32_t> &profile)
    : mask(static_cast<std::uint32_t>(profile.size() - 1))
{
    values.resize(profile.size() + kPadding);
    for (std::size_t j = 0; j < values.size(); ++j) {
        values[j] = profile[j & mask];
        maxAbs = std::max(maxAbs, values[j] < 0 ? -values[j] : values[j]);
    }
    if (maxAbs < 32768)
        narrow.assign(values.begin(), values.end());
    if (profile.size() <= 256 && std::all_of(profile.begin(), profile.end(),
                                             [](std::int32_t v) { return v >= 0 && v <= 255; })) {
        bytes.resize(256);
        for (std::size_t j = 0; j < 256; ++j)
            bytes[j] = static_cast<std::uint8_t>(profile[j & mask]);
        std::vector<std::int8_t> d(256);
        bool fits = true;
        for (std::size_t j = 0; j < 256; ++j) {
            const int step = int(bytes[(j + 1) & 255]) - int(bytes[j]);
            fits = fits && step >= -128 && step <= 127;
            maxStep = std::max(maxStep, step < 0 ? -step : step);
            d[j] = static_cast<std::int8_t>(fits ? step : 0);
        }
        if (fits)
            steps = std::move(d);
    }
}

namespace {

inline std::int32_t sample(const std::int32_t *P, std::uint32_t mask, bool interpolated,
                           std::uint32_t n)
{
    const std::uint32_t p = (n >> 7) & mask;
    if (!interpolated)
        return P[p];
    const std::int32_t p0 = P[p];
    return p0 * 128 + static_cast<std::int32_t>(n & 127) * (P[p + 1] - p0);
}

void sumScalar(const PaddedProfile &profile, bool interpolated, std::span<const std::uint32_t> base,
               std::span<const std::uint32_t> inc, std::span<std::int32_t> out)
{
    const std::int32_t *P = profile.values.data();
    const std::size_t n = out.size();
    std::int32_t *o = out.data();
    for (std::size_t v = 0; v < base.size(); ++v) {
        std::uint32_t s = base[v];
        for (std::size_t x = 0; x < n; ++x, s += inc[v]) {
            const std::int32_t t = sample(P, profile.mask, interpolated, s);
            o[x] = v == 0 ? t : o[x] + t;
        }
    }
}

// One vector over the row, eight samples at a time.
template <bool Interpolated, bool First>
__attribute__((target("avx2"))) void vectorAvx2(const PaddedProfile &profile, std::uint32_t base,
                                                std::uint32_t inc, std::int32_t *o, std::size_t n8)
{
    const std::int32_t *P = profile.values.data();
    const std::uint32_t mask = profile.mask;
    const auto sinc = static_cast<std::int32_t>(inc);
    const __m256i lanes = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7);
    const __m256i seven = _mm256_set1_epi32(127);
    std::uint32_t n0 = base;
    if (sinc >= -128 && sinc <= 128) {
        // Window of P around lane 0's entry: lanes then differ from it by
        // 0..7 entries (inc >= 0) or -7..0 (inc < 0, window starts 7 lower).
        const std::uint32_t back = sinc < 0 ? 7u : 0u;
        const __m256i offsets = _mm256_add_epi32(_mm256_mullo_epi32(lanes, _mm256_set1_epi32(sinc)),
                                                 _mm256_set1_epi32(static_cast<int>(back * 128)));
        const std::uint32_t step8 = inc * 8u;
        for (std::size_t x = 0; x < n8; x += 8, n0 += step8) {
            const std::uint32_t w0 = ((n0 >> 7) - back) & mask;
            const __m256i d =
                _mm256_add_epi32(offsets, _mm256_set1_epi32(static_cast<int>(n0 & 127)));
            const __m256i rel = _mm256_srai_epi32(d, 7);
            const __m256i window0 = _mm256_loadu_si256(reinterpret_cast<const __m256i *>(P + w0));
            __m256i val = _mm256_permutevar8x32_epi32(window0, rel);
            if constexpr (Interpolated) {
                const __m256i window1 =
                    _mm256_loadu_si256(reinterpret_cast<const __m256i *>(P + w0 + 1));
                const __m256i next = _mm256_permutevar8x32_epi32(window1, rel);
                const __m256i k = _mm256_and_si256(d, seven);
                val = _mm256_add_epi32(_mm256_slli_epi32(val, 7),
                                       _mm256_mullo_epi32(k, _mm256_sub_epi32(next, val)));
            }
            auto *dst = reinterpret_cast<__m256i *>(o + x);
            _mm256_storeu_si256(dst, First ? val : _mm256_add_epi32(val, _mm256_loadu_si256(dst)));
        }
        return;
    }
    // Steep vectors: gather from the (small, cache-resident) profile.
    const __m256i maskV = _mm256_set1_epi32(static_cast<int>(mask));
    __m256i idx = _mm256_add_epi32(_mm256_set1_epi32(static_cast<int>(base)),
                                   _mm256_mullo_epi32(lanes, _mm256_set1_epi32(sinc)));
    const __m256i step8 = _mm256_set1_epi32(static_cast<int>(inc * 8u));
    for (std::size_t x = 0; x < n8; x += 8) {
        const __m256i p = _mm256_and_si256(_mm256_srli_epi32(idx, 7), maskV);
        __m256i val = _mm256_i32gather_epi32(P, p, 4);
        if constexpr (Interpolated) {
            const __m256i next = _mm256_i32gather_epi32(P + 1, p, 4);
            const __m256i k = _mm256_and_si256(idx, seven);
            val = _mm256_add_epi32(_mm256_slli_epi32(val, 7),
                                   _mm256_mullo_epi32(k, _mm256_sub_epi32(next, val)));
        }
        auto *dst = reinterpret_cast<__m256i *>(o + x);
        _mm256_storeu_si256(dst, First ? val : _mm256_add_epi32(val, _mm256_loadu_si256(dst)));
        idx = _mm256_add_epi32(idx, step8);
    }
}

__attribute__((target("avx2"))) void sumAvx2(const PaddedProfile &profile, bool interpolated,
                                             std::span<const std::uint32_t> base,
                                             std::span<const std::uint32_t> inc,
                                             std::span<std::int32_t> out)
{
    const std::size_t n = out.size();
    const std::size_t n8 = n & ~std::size_t(7);
    std::int32_t *o = out.data();
    for (std::size_t v = 0; v < base.size(); ++v) {
        if (interpolated)
            v == 0 ? vectorAvx2<true, true>(profile, base[v], inc[v], o, n8)
                   : vectorAvx2<true, false>(profile, base[v], inc[v], o, n8);
        else
            v == 0 ? vectorAvx2<false, true>(profile, base[v], inc[v], o, n8)
                   : vectorAvx2<false, false>(profile, base[v], inc[v], o, n8);
        std::uint32_t s = base[v] + inc[v] * static_cast<std::uint32_t>(n8);
        for (std::size_t x = n8; x < n; ++x, s += inc[v]) {
            const std::int32_t t = sample(profile.values.data(), profile.mask, interpolated, s);
            o[x] = v == 0 ? t : o[x] + t;
        }
    }
}

// AVX-512: sixteen samples at a time. A window of 16 profile entries serves
// |inc| <= 119; a window of 32 (two registers, vpermt2d) |inc| <= 256; one
// of 64 |inc| <= 512 (maps at 8 m per pixel); steeper vectors gather.
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

// The same driver as sumAvx2's; it is written out again so that, compiled for
// AVX-512, it can inline its per-vector kernels (a shared driver without the
// target cost 3% of a map frame).
__attribute__((target("avx512f"))) void sumAvx512(const PaddedProfile &profile, bool interpolated,
                                                  std::span<const std::uint32_t> base,
                                                  std::span<const std::uint32_t> inc,
                                                  std::span<std::int32_t> out)
{
    const std::size_t n = out.size();
    const std::size_t n16 = n & ~std::size_t(15);
    std::int32_t *o = out.data();
    for (std::size_t v = 0; v < base.size(); ++v) {
        if (interpolated)
            v == 0 ? vectorAvx512<true, true>(profile, base[v], inc[v], o, n16)
                   : vectorAvx512<true, false>(profile, base[v], inc[v], o, n16);
        else
            v == 0 ? vectorAvx512<false, true>(profile, base[v], inc[v], o, n16)
                   : vectorAvx512<false, false>(profile, base[v], inc[v], o, n16);
        std::uint32_t s = base[v] + inc[v] * static_cast<std::uint32_t>(n16);
        for (std::size_t x = n16; x < n; ++x, s += inc[v]) {
            const std::int32_t t = sample(profile.values.data(), profile.mask, interpolated, s);
            o[x] = v == 0 ? t : o[x] + t;
        }
    }
}

// The trigger test on one sum, eight or sixteen at a time where the target allows.
__attribute__((target_clones("avx512f", "avx2", "default"))) void
testTriggers(const std::int32_t *__restrict sums, const TriggerTest &t, std::size_t n,
             std::uint8_t *__restrict hits)
{
    const std::uint32_t x0 = t.x0, yr = t.yr, mask = t.mask, step = t.step;
    const std::uint32_t t1 = t.triggers[0], t2 = t.triggers[1], t3 = t.triggers[2];
    for (std::size_t i = 0; i < n; ++i) {
        const std::uint32_t xryr = (x0 + static_cast<std::uint32_t>(i) * step) * yr;
        const std::uint32_t f = ((static_cast<std::uint32_t>(sums[i]) * xryr + 64u) >> 7) & mask;
        hits[i] = static_cast<std::uint8_t>((f == t1) | (f == t2) | (f == t3));
    }
}

void candidatesPortable(const PaddedProfile &profile, std::span<const std::uint32_t> base,
                        std::span<const std::uint32_t> inc, const TriggerTest &test, std::size_t n,
                        std::vector<std::uint32_t> &candidates)
{
    thread_local std::vector<std::int32_t> sums;
    thread_local std::vector<std::uint8_t> hits;
    sums.resize(n);
    hits.resize(n);
    sumProfileRow(profile, false, base, inc, sums);
    testTriggers(sums.data(), test, n, hits.data());
    for (std::size_t i = 0; i < n; ++i)
        if (hits[i])
            candidates.push_back(static_cast<std::uint32_t>(i));
}

// AVX-512: all vectors' sums stay in one register per 16 samples and the
// trigger test runs in the same pass; only candidate positions leave it.
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

using CandidateKernel = void (*)(const PaddedProfile &, const std::uint32_t *,
                                 const std::uint32_t *, const TriggerTest &, std::size_t,
                                 std::vector<std::uint32_t> &);
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

bool hasAvx512bw()
{
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw");
}

using Kernel = void (*)(const PaddedProfile &, bool, std::span<const std::uint32_t>,
                        std::span<const std::uint32_t>, std::span<std::int32_t>);

std::string_view wantedKernel()
{
    const char *wanted = std::getenv("TERRAIN_ROW_KERNEL");
    return wanted ? wanted : "";
}

// The widest kernel this CPU runs; TERRAIN_ROW_KERNEL=avx512|avx2|scalar
// asks for a narrower one (tests run every kernel on one machine that way).
Kernel chooseKernel()
{
    __builtin_cpu_init();
    const std::string_view w = wantedKernel();
    if (w == "scalar")
        return &sumScalar;
    if (__builtin_cpu_supports("avx512f") && w != "avx2")
        return &sumAvx512;
    return __builtin_cpu_supports("avx2") ? &sumAvx2 : &sumScalar;
}

const Kernel kKernel = chooseKernel();
// Byte tables for plain sums where the CPU has AVX-512 VBMI and no narrower
// kernel was asked for.
const bool kBytes = kKernel == &sumAvx512 && wantedKernel().empty() && cpuHasVbmi();

} // namespace

void sumProfileRow(const PaddedProfile &profile, bool interpolated,
                   std::span<const std::uint32_t> base, std::span<const std::uint32_t> inc,
                   std::span<std::int32_t> out)
{
    if (kBytes && !interpolated && !profile.bytes.empty() && base.size() <= kMaxByteVectors)
        sumProfileBytes(profile.bytes.data(), base, inc, out);
    else if (kBytes && interpolated && !profile.steps.empty() && base.size() <= kMaxByteVectors &&
             std::int64_t(base.size()) * 127 * profile.maxStep < 32768)
        sumInterpolatedBytes(profile.bytes.data(), profile.steps.data(), base, inc, out);
    else
        kKernel(profile, interpolated, base, inc, out);
}

void featureCandidates(const PaddedProfile &profile, std::span<const std::uint32_t> base,
                       std::span<const std::uint32_t> inc, const TriggerTest &test, std::size_t n,
                       std::vector<std::uint32_t> &candidates)
{
    // The fused pass needs single 16-entry windows (|inc| <= 119) and at most
    // eight vectors; anything else takes the portable pass.
    const bool windows = std::all_of(inc.begin(), inc.end(), [](std::uint32_t i) {
        const auto s = static_cast<std::int32_t>(i);
        return s >= -119 && s <= 119;
    });
    const std::size_t nv = base.size();
    if (kKernel != &sumAvx512 || !windows || nv == 0 || nv > 8) {
        candidatesPortable(profile, base, inc, test, n, candidates);
        return;
    }
    // 16-bit sums where they cannot overflow and every window fits.
    static const bool avx512bw = hasAvx512bw();
    const bool narrow = avx512bw && !profile.narrow.empty() &&
                        std::int64_t(profile.maxAbs) * std::int64_t(nv) < 32768 &&
                        std::all_of(inc.begin(), inc.end(), [](std::uint32_t i) {
                            const auto s = static_cast<std::int32_t>(i);
                            return s >= -123 && s <= 123;
                        });
    const std::size_t n16 = narrow ? (n & ~std::size_t(31)) : (n & ~std::size_t(15));
    (narrow ? kNarrowCandidateKernels : kCandidateKernels)[nv](profile, base.data(), inc.data(),
                                                               test, n16, candidates);
    if (n16 < n) { // the tail, portably
        std::uint32_t tailBase[8];
        for (std::size_t v = 0; v < nv; ++v)
            tailBase[v] = base[v] + inc[v] * static_cast<std::uint32_t>(n16);
        TriggerTest tail = test;
        tail.x0 = test.x0 + static_cast<std::uint32_t>(n16);
        const std::size_t before = candidates.size();
        candidatesPortable(profile, std::span(tailBase, nv), inc, tail, n - n16, candidates);
        for (std::size_t k = before; k < candidates.size(); ++k)
            candidates[k] += static_cast<std::uint32_t>(n16);
    }
}

void triggerHits(const std::int32_t *sums, const TriggerTest &test, std::size_t n,
                 std::uint8_t *hits)
{
    testTriggers(sums, test, n, hits);
}

const char *rowKernelName()
{
    return kBytes                  ? "avx512-vbmi"
           : kKernel == &sumAvx512 ? "avx512"
           : kKernel == &sumAvx2   ? "avx2"
                                   : "scalar";
}

} // namespace terrain::relf::detail
