// Sixteen map pixels at a time on AVX-512 (shaderow.h): the fill by a
// permute of the 16-entry colour table, snow and water by compare masks,
// the blend as blend() computes it, channel by channel in float.

#include "shaderow.h"

#include "relf/kernels/cpufeatures.h"

#if TERRAIN_X86

#include <immintrin.h>

#pragma GCC diagnostic ignored                                                                     \
    "-Wmaybe-uninitialized" // GCC 12's intrinsics, see rowkernelbytes.cpp

namespace terrain::relf::detail {

namespace {

#define TERRAIN_AVX512 __attribute__((target("avx512f")))

// int(u + (o - u)·a + 0.5) for the channel of c at shift.
TERRAIN_AVX512 inline __attribute__((always_inline)) __m512i mix(__m512i c, int shift, __m512 o,
                                                                 __m512 a)
{
    const __m512 u = _mm512_cvtepi32_ps(_mm512_and_si512(
        _mm512_srli_epi32(c, static_cast<unsigned>(shift)), _mm512_set1_epi32(0xff)));
    const __m512 v = _mm512_add_ps(_mm512_add_ps(u, _mm512_mul_ps(_mm512_sub_ps(o, u), a)),
                                   _mm512_set1_ps(0.5f));
    return _mm512_slli_epi32(_mm512_cvttps_epi32(v), static_cast<unsigned>(shift));
}

} // namespace

TERRAIN_AVX512 void shadeAvx512(const TerrainKind *kinds, const double *heights,
                                const float *coverage, int n16, const Shading &sh,
                                render::Rgb *line)
{
    const __m512i fills = _mm512_loadu_si512(sh.fills.data());
    const __m512i snow = _mm512_set1_epi32(static_cast<int>(sh.snow));
    const __m512i lakeKind = _mm512_set1_epi32(static_cast<int>(TerrainKind::Lake));
    const __m512i streamKind = _mm512_set1_epi32(static_cast<int>(TerrainKind::Stream));
    const __m512d snowHeight = _mm512_set1_pd(sh.snowHeight);
    const __m512 br = _mm512_set1_ps(float(render::redOf(sh.brown)));
    const __m512 bg = _mm512_set1_ps(float(render::greenOf(sh.brown)));
    const __m512 bb = _mm512_set1_ps(float(render::blueOf(sh.brown)));
    const __m512i opaque = _mm512_set1_epi32(static_cast<int>(0xff000000u));
    for (int i = 0; i < n16; i += 16) {
        const __m512i kind =
            _mm512_cvtepu8_epi32(_mm_loadu_si128(reinterpret_cast<const __m128i *>(kinds + i)));
        const __mmask16 lake = _mm512_cmpeq_epi32_mask(kind, lakeKind);
        const __mmask16 water = lake | _mm512_cmpeq_epi32_mask(kind, streamKind);
        const __mmask16 above =
            sh.snowLayer
                ? __mmask16(
                      _mm512_cmp_pd_mask(_mm512_loadu_pd(heights + i), snowHeight, _CMP_GT_OQ) |
                      _mm512_cmp_pd_mask(_mm512_loadu_pd(heights + i + 8), snowHeight, _CMP_GT_OQ)
                          << 8)
                : __mmask16(0);
        // The table has 16 entries: the kind (< 16) indexes it directly.
        const __m512i fill =
            _mm512_mask_blend_epi32(above & ~water, _mm512_permutexvar_epi32(kind, fills), snow);
        const __m512 a = _mm512_maskz_loadu_ps(static_cast<__mmask16>(~lake), coverage + i);
        const __m512i c =
            _mm512_or_si512(_mm512_or_si512(opaque, mix(fill, 16, br, a)),
                            _mm512_or_si512(mix(fill, 8, bg, a), mix(fill, 0, bb, a)));
        _mm512_storeu_si512(line + i, c);
    }
}

} // namespace terrain::relf::detail

#endif // TERRAIN_X86
