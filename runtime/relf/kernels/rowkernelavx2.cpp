// The AVX2 row kernel: eight samples at a time.

#include "rowkernelvariants.h"

#include <immintrin.h>

namespace terrain::relf::detail {

namespace {

// The largest |inc| a window of 8·R entries serves: the eight lanes' entries
// lie within (127 + 7·|inc|) / 128 of lane 0's, which must stay below 8·R.
constexpr std::int32_t windowLimit(int registers)
{
    return (1024 * registers - 128) / 7;
}

// Entries rel (0 <= rel < 8·R) of the window at w: each register of eight
// by vpermd (which reads rel's low three bits), the right one by rel's
// higher bits.
template <int R>
__attribute__((target("avx2"), always_inline)) inline __m256i pick(const std::int32_t *w,
                                                                   __m256i rel)
{
    __m256i val =
        _mm256_permutevar8x32_epi32(_mm256_loadu_si256(reinterpret_cast<const __m256i *>(w)), rel);
    for (int r = 1; r < R; ++r) {
        const __m256i from = _mm256_permutevar8x32_epi32(
            _mm256_loadu_si256(reinterpret_cast<const __m256i *>(w + 8 * r)), rel);
        val = _mm256_blendv_epi8(val, from, _mm256_cmpgt_epi32(rel, _mm256_set1_epi32(8 * r - 1)));
    }
    return val;
}

// One vector over the row, eight samples at a time, from a window of 8·R
// profile entries around lane 0's entry: the lanes differ from it by 0 to
// 8·R - 1 entries (inc >= 0) or by -(8·R - 1) to 0 (inc < 0, the window
// starting 8·R - 1 lower). The window is loaded, never gathered.
template <int R, bool Interpolated, bool First>
__attribute__((target("avx2"))) void windowAvx2(const PaddedProfile &profile, std::uint32_t base,
                                                std::uint32_t inc, std::int32_t *o, std::size_t n8)
{
    const std::int32_t *P = profile.values.data();
    const std::uint32_t mask = profile.mask;
    const auto sinc = static_cast<std::int32_t>(inc);
    const __m256i lanes = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7);
    const __m256i seven = _mm256_set1_epi32(127);
    const std::uint32_t back = sinc < 0 ? 8u * R - 1u : 0u;
    const __m256i offsets = _mm256_add_epi32(_mm256_mullo_epi32(lanes, _mm256_set1_epi32(sinc)),
                                             _mm256_set1_epi32(static_cast<int>(back * 128)));
    const std::uint32_t step8 = inc * 8u;
    std::uint32_t n0 = base;
    for (std::size_t x = 0; x < n8; x += 8, n0 += step8) {
        const std::uint32_t w0 = ((n0 >> 7) - back) & mask;
        const __m256i d = _mm256_add_epi32(offsets, _mm256_set1_epi32(static_cast<int>(n0 & 127)));
        const __m256i rel = _mm256_srai_epi32(d, 7);
        __m256i val = pick<R>(P + w0, rel);
        if constexpr (Interpolated) {
            const __m256i next = pick<R>(P + w0 + 1, rel);
            const __m256i k = _mm256_and_si256(d, seven);
            val = _mm256_add_epi32(_mm256_slli_epi32(val, 7),
                                   _mm256_mullo_epi32(k, _mm256_sub_epi32(next, val)));
        }
        auto *dst = reinterpret_cast<__m256i *>(o + x);
        _mm256_storeu_si256(dst, First ? val : _mm256_add_epi32(val, _mm256_loadu_si256(dst)));
    }
}

// One vector over the row, eight samples at a time: from a window where the
// vector is shallow enough (up to 64 entries, |inc| <= 1152: every 1983
// vector up to 16 m per pixel), else gathered from the profile.
template <bool Interpolated, bool First>
__attribute__((target("avx2"))) void vectorAvx2(const PaddedProfile &profile, std::uint32_t base,
                                                std::uint32_t inc, std::int32_t *o, std::size_t n8)
{
    const auto sinc = static_cast<std::int32_t>(inc);
    // |inc| as a 64-bit number: -2^31 has no 32-bit magnitude.
    const std::int64_t steep = sinc < 0 ? -std::int64_t(sinc) : sinc;
    if (steep <= windowLimit(1))
        return windowAvx2<1, Interpolated, First>(profile, base, inc, o, n8);
    if (steep <= windowLimit(2))
        return windowAvx2<2, Interpolated, First>(profile, base, inc, o, n8);
    if (steep <= windowLimit(4))
        return windowAvx2<4, Interpolated, First>(profile, base, inc, o, n8);
    if (steep <= windowLimit(8))
        return windowAvx2<8, Interpolated, First>(profile, base, inc, o, n8);
    const std::int32_t *P = profile.values.data();
    const std::uint32_t mask = profile.mask;
    const __m256i lanes = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7);
    const __m256i seven = _mm256_set1_epi32(127);
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

} // namespace

__attribute__((target("avx2"))) void sumAvx2(const PaddedProfile &profile, bool interpolated,
                                             std::span<const std::uint32_t> base,
                                             std::span<const std::uint32_t> inc,
                                             std::span<std::int32_t> out)
{
    static constexpr VectorPasses passes{{{&vectorAvx2<false, false>, &vectorAvx2<false, true>},
                                          {&vectorAvx2<true, false>, &vectorAvx2<true, true>}}};
    sumVectors(passes, 8, profile, interpolated, base, inc, out);
}

// AVX-512: sixteen samples at a time. A window of 16 profile entries serves
// |inc| <= 119; a window of 32 (two registers, vpermt2d) |inc| <= 256; one
// of 64 |inc| <= 512 (maps at 8 m per pixel); steeper vectors gather.

__attribute__((target("avx2"))) void triggerHitsAvx2(const std::int32_t *sums, const TriggerTest &t,
                                                     std::size_t n8, std::uint64_t *words)
{
    const __m256i lanes = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7);
    const __m256i fmask = _mm256_set1_epi32(static_cast<int>(t.mask));
    const __m256i t1 = _mm256_set1_epi32(static_cast<int>(t.triggers[0]));
    const __m256i t2 = _mm256_set1_epi32(static_cast<int>(t.triggers[1]));
    const __m256i t3 = _mm256_set1_epi32(static_cast<int>(t.triggers[2]));
    const __m256i half = _mm256_set1_epi32(64);
    // xr·yr = (x0 + i·step)·yr, and 8·step·yr more for the next 8 samples
    // (wrapping, as the product does).
    __m256i xryr = _mm256_mullo_epi32(
        _mm256_add_epi32(_mm256_set1_epi32(static_cast<int>(t.x0)),
                         _mm256_mullo_epi32(lanes, _mm256_set1_epi32(static_cast<int>(t.step)))),
        _mm256_set1_epi32(static_cast<int>(t.yr)));
    const __m256i next = _mm256_set1_epi32(static_cast<int>(8u * t.step * t.yr));
    for (std::size_t x = 0; x < n8; x += 8) {
        const __m256i a = _mm256_loadu_si256(reinterpret_cast<const __m256i *>(sums + x));
        const __m256i f = _mm256_and_si256(
            _mm256_srli_epi32(_mm256_add_epi32(_mm256_mullo_epi32(a, xryr), half), 7), fmask);
        const __m256i hit =
            _mm256_or_si256(_mm256_or_si256(_mm256_cmpeq_epi32(f, t1), _mm256_cmpeq_epi32(f, t2)),
                            _mm256_cmpeq_epi32(f, t3));
        const auto bits = static_cast<unsigned>(_mm256_movemask_ps(_mm256_castsi256_ps(hit)));
        words[x / 64] |= std::uint64_t(bits) << (x % 64);
        xryr = _mm256_add_epi32(xryr, next);
    }
}

} // namespace terrain::relf::detail
