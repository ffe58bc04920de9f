// The plain profile sum (calcProf) by 64-lane byte-table lookups, for
// profiles of at most 256 entries whose values fit a byte (the 1983 profile:
// 256 entries from 2 to 138). AVX-512 VBMI.
//
// Why it is exact: the entry read is p = (n >> 7) & mask with mask <= 255,
// that is bits 7..14 of n, and those depend on n modulo 2^16 alone. Each
// sample keeps m = 2n modulo 2^16 in a 16-bit lane, so the lane's high byte
// is (n >> 7) & 255 and advancing n by inc advances m by 2·inc, wrapping as
// the 32-bit n would. The table holds T[j] = P[j & mask] for j < 256 (mask
// divides 256), so T[(n >> 7) & 255] = P[(n >> 7) & mask]. vpermi2b reads a
// byte's low 7 bits and picks from 128 table bytes; two of them cover the
// 256 entries and the byte's bit 7 chooses between them. Only the high byte
// of each 16-bit lane means anything: shifting the lane right by 8 leaves
// the entry, and a sum of at most 257 entries of at most 255 fits 16 bits
// unsigned; it widens to 32 bits on the way out.

#include "rowkernelvariants.h"

#include <immintrin.h>

// GCC 12's AVX-512 intrinsics start from _mm512_undefined_epi32(), which its
// own -Wmaybe-uninitialized then reports; the values are all defined.
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"

namespace terrain::relf::detail {

namespace {

#define TERRAIN_VBMI __attribute__((target("avx512f,avx512bw,avx512vbmi")))

// A 256-byte table in four registers.
struct ByteTable
{
    __m512i q[4];
};

TERRAIN_VBMI inline __attribute__((always_inline)) ByteTable loadTable(const void *table)
{
    const auto *b = static_cast<const char *>(table);
    return {{_mm512_loadu_si512(b), _mm512_loadu_si512(b + 64), _mm512_loadu_si512(b + 128),
             _mm512_loadu_si512(b + 192)}};
}

// Each byte of idx looks up its entry: two vpermi2b over 128 entries each,
// the byte's bit 7 (upper) choosing between them.
TERRAIN_VBMI inline __attribute__((always_inline)) __m512i lookup(const ByteTable &t, __m512i idx,
                                                                  __mmask64 upper)
{
    return _mm512_mask_blend_epi8(upper, _mm512_permutex2var_epi8(t.q[0], idx, t.q[1]),
                                  _mm512_permutex2var_epi8(t.q[2], idx, t.q[3]));
}

// Each vector's lanes m = 2·(base + inc·lane) mod 2^16 (the 16-bit products
// wrap alike) and the step to the next 32 samples.
TERRAIN_VBMI inline __attribute__((always_inline)) void startLanes(const std::uint32_t *base,
                                                                   const std::uint32_t *inc,
                                                                   std::size_t count, __m512i *m,
                                                                   __m512i *step)
{
    alignas(64) std::uint16_t laneIndex[32];
    for (int i = 0; i < 32; ++i)
        laneIndex[i] = static_cast<std::uint16_t>(i);
    const __m512i lanes = _mm512_load_si512(laneIndex);
    for (std::size_t v = 0; v < count; ++v) {
        m[v] = _mm512_add_epi16(
            _mm512_set1_epi16(static_cast<short>(2u * base[v])),
            _mm512_mullo_epi16(lanes, _mm512_set1_epi16(static_cast<short>(2u * inc[v]))));
        step[v] = _mm512_set1_epi16(static_cast<short>(64u * inc[v]));
    }
}

// One block of 32 samples for NV vectors (NV = 0: as many as given, with the
// lanes' state in memory rather than registers).
template <std::size_t NV>
TERRAIN_VBMI void sumBlocks(const std::uint8_t *table, const std::uint32_t *base,
                            const std::uint32_t *inc, std::size_t nv, std::int32_t *out,
                            std::size_t n32)
{
    const std::size_t count = NV ? NV : nv;
    const ByteTable t = loadTable(table);
    constexpr std::size_t kMax = NV ? NV : kMaxByteVectors;
    __m512i m[kMax], step[kMax];
    startLanes(base, inc, count, m, step);
    for (std::size_t x = 0; x < n32; x += 32) {
        __m512i acc = _mm512_setzero_si512();
        for (std::size_t v = 0; v < count; ++v) {
            const __m512i idx = m[v];
            const __m512i entry = lookup(t, idx, _mm512_movepi8_mask(idx));
            acc = _mm512_add_epi16(acc, _mm512_srli_epi16(entry, 8));
            m[v] = _mm512_add_epi16(m[v], step[v]);
        }
        _mm512_storeu_si512(out + x, _mm512_cvtepu16_epi32(_mm512_castsi512_si256(acc)));
        _mm512_storeu_si512(out + x + 16, _mm512_cvtepu16_epi32(_mm512_extracti64x4_epi64(acc, 1)));
    }
}

// 128·P + k·D for 16 lanes, widened to 32 bits.
TERRAIN_VBMI inline __m512i widen(__m256i p, __m256i kd)
{
    return _mm512_add_epi32(_mm512_slli_epi32(_mm512_cvtepu16_epi32(p), 7),
                            _mm512_cvtepi16_epi32(kd));
}

// The interpolated sum 128·P[p] + k·(P[p + 1] - P[p]) (k = n & 127) the
// same way: a second table holds the steps D[j] = P[(j + 1) & mask] - P[j]
// as signed bytes; k is bits 1..7 of m. Two 16-bit sums, of P (at most
// 256 · 255) and of k·D (at most nv · 127 · max |D| < 2^15, which the
// caller checks), give 128·ΣP + Σk·D in 32 bits on the way out.
template <std::size_t NV>
TERRAIN_VBMI void interpolatedBlocks(const std::uint8_t *table, const std::int8_t *steps,
                                     const std::uint32_t *base, const std::uint32_t *inc,
                                     std::size_t nv, std::int32_t *out, std::size_t n32)
{
    const std::size_t count = NV ? NV : nv;
    const ByteTable t = loadTable(table), d = loadTable(steps);
    const __m512i low7 = _mm512_set1_epi16(127);
    constexpr std::size_t kMax = NV ? NV : kMaxByteVectors;
    __m512i m[kMax], step[kMax];
    startLanes(base, inc, count, m, step);
    for (std::size_t x = 0; x < n32; x += 32) {
        __m512i sumP = _mm512_setzero_si512(), sumKD = _mm512_setzero_si512();
        for (std::size_t v = 0; v < count; ++v) {
            const __m512i idx = m[v];
            const __mmask64 upper = _mm512_movepi8_mask(idx);
            const __m512i entry = lookup(t, idx, upper);
            const __m512i delta = lookup(d, idx, upper);
            const __m512i k = _mm512_and_si512(_mm512_srli_epi16(idx, 1), low7);
            sumP = _mm512_add_epi16(sumP, _mm512_srli_epi16(entry, 8));
            sumKD = _mm512_add_epi16(sumKD, _mm512_mullo_epi16(k, _mm512_srai_epi16(delta, 8)));
            m[v] = _mm512_add_epi16(m[v], step[v]);
        }
        _mm512_storeu_si512(out + x,
                            widen(_mm512_castsi512_si256(sumP), _mm512_castsi512_si256(sumKD)));
        _mm512_storeu_si512(out + x + 16, widen(_mm512_extracti64x4_epi64(sumP, 1),
                                                _mm512_extracti64x4_epi64(sumKD, 1)));
    }
}

using InterpolatedKernel = void (*)(const std::uint8_t *, const std::int8_t *,
                                    const std::uint32_t *, const std::uint32_t *, std::size_t,
                                    std::int32_t *, std::size_t);
constexpr InterpolatedKernel kInterpolatedKernels[] = {
    &interpolatedBlocks<0>, &interpolatedBlocks<1>, &interpolatedBlocks<2>,
    &interpolatedBlocks<3>, &interpolatedBlocks<4>, &interpolatedBlocks<5>,
    &interpolatedBlocks<6>, &interpolatedBlocks<7>, &interpolatedBlocks<8>};

using BlockKernel = void (*)(const std::uint8_t *, const std::uint32_t *, const std::uint32_t *,
                             std::size_t, std::int32_t *, std::size_t);
constexpr BlockKernel kBlockKernels[] = {&sumBlocks<0>, &sumBlocks<1>, &sumBlocks<2>,
                                         &sumBlocks<3>, &sumBlocks<4>, &sumBlocks<5>,
                                         &sumBlocks<6>, &sumBlocks<7>, &sumBlocks<8>};

} // namespace

bool cpuHasVbmi()
{
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") &&
           __builtin_cpu_supports("avx512vbmi");
}

void sumProfileBytes(const std::uint8_t *table, std::span<const std::uint32_t> base,
                     std::span<const std::uint32_t> inc, std::span<std::int32_t> out)
{
    const std::size_t nv = base.size(), n = out.size();
    const std::size_t n32 = n & ~std::size_t(31);
    (nv <= 8 ? kBlockKernels[nv] : kBlockKernels[0])(table, base.data(), inc.data(), nv, out.data(),
                                                     n32);
    for (std::size_t x = n32; x < n; ++x) {
        std::int32_t sum = 0;
        for (std::size_t v = 0; v < nv; ++v)
            sum += table[((base[v] + inc[v] * static_cast<std::uint32_t>(x)) >> 7) & 255u];
        out[x] = sum;
    }
}

void sumInterpolatedBytes(const std::uint8_t *table, const std::int8_t *steps,
                          std::span<const std::uint32_t> base, std::span<const std::uint32_t> inc,
                          std::span<std::int32_t> out)
{
    const std::size_t nv = base.size(), n = out.size();
    const std::size_t n32 = n & ~std::size_t(31);
    (nv <= 8 ? kInterpolatedKernels[nv] : kInterpolatedKernels[0])(table, steps, base.data(),
                                                                   inc.data(), nv, out.data(), n32);
    for (std::size_t x = n32; x < n; ++x) {
        std::int32_t sum = 0;
        for (std::size_t v = 0; v < nv; ++v) {
            const std::uint32_t s = base[v] + inc[v] * static_cast<std::uint32_t>(x);
            const std::uint32_t p = (s >> 7) & 255u;
            sum += 128 * table[p] + static_cast<std::int32_t>(s & 127u) * steps[p];
        }
        out[x] = sum;
    }
}

} // namespace terrain::relf::detail
