// Eight map pixels at a time on AVX2 (shaderow.h): the fill from the
// 16-entry colour table by two permutes and the kind's bit 3, snow and water
// by compares, the blend as blend() computes it, channel by channel in float.

#include "shaderow.h"

#include "relf/kernels/cpufeatures.h"

#if TERRAIN_X86

#include <immintrin.h>

namespace terrain::relf::detail {

namespace {

#define TERRAIN_AVX2 __attribute__((target("avx2")))

// int(u + (o - u)·a + 0.5) for the channel of c at shift.
TERRAIN_AVX2 inline __attribute__((always_inline)) __m256i mix(__m256i c, int shift, __m256 o,
                                                               __m256 a)
{
    const __m256 u =
        _mm256_cvtepi32_ps(_mm256_and_si256(_mm256_srli_epi32(c, shift), _mm256_set1_epi32(0xff)));
    const __m256 v = _mm256_add_ps(_mm256_add_ps(u, _mm256_mul_ps(_mm256_sub_ps(o, u), a)),
                                   _mm256_set1_ps(0.5f));
    return _mm256_slli_epi32(_mm256_cvttps_epi32(v), shift);
}

} // namespace

TERRAIN_AVX2 void shadeAvx2(const TerrainKind *kinds, const double *heights, const float *coverage,
                            int n8, const Shading &sh, render::Rgb *line)
{
    const __m256i fillsLow = _mm256_loadu_si256(reinterpret_cast<const __m256i *>(sh.fills.data()));
    const __m256i fillsHigh =
        _mm256_loadu_si256(reinterpret_cast<const __m256i *>(sh.fills.data() + 8));
    const __m256i snow = _mm256_set1_epi32(static_cast<int>(sh.snow));
    const __m256i lakeKind = _mm256_set1_epi32(static_cast<int>(TerrainKind::Lake));
    const __m256i streamKind = _mm256_set1_epi32(static_cast<int>(TerrainKind::Stream));
    const __m256i seven = _mm256_set1_epi32(7);
    const __m256d snowHeight = _mm256_set1_pd(sh.snowHeight);
    // Lane i's bit of an eight-bit mask.
    const __m256i laneBits = _mm256_setr_epi32(1, 2, 4, 8, 16, 32, 64, 128);
    const __m256 br = _mm256_set1_ps(float(render::redOf(sh.brown)));
    const __m256 bg = _mm256_set1_ps(float(render::greenOf(sh.brown)));
    const __m256 bb = _mm256_set1_ps(float(render::blueOf(sh.brown)));
    const __m256i opaque = _mm256_set1_epi32(static_cast<int>(0xff000000u));
    for (int i = 0; i < n8; i += 8) {
        const __m256i kind =
            _mm256_cvtepu8_epi32(_mm_loadl_epi64(reinterpret_cast<const __m128i *>(kinds + i)));
        const __m256i lake = _mm256_cmpeq_epi32(kind, lakeKind);
        const __m256i water = _mm256_or_si256(lake, _mm256_cmpeq_epi32(kind, streamKind));
        __m256i above = _mm256_setzero_si256();
        if (sh.snowLayer) {
            const int bits = _mm256_movemask_pd(_mm256_cmp_pd(_mm256_loadu_pd(heights + i),
                                                              snowHeight, _CMP_GT_OQ)) |
                             _mm256_movemask_pd(_mm256_cmp_pd(_mm256_loadu_pd(heights + i + 4),
                                                              snowHeight, _CMP_GT_OQ))
                                 << 4;
            above =
                _mm256_cmpeq_epi32(_mm256_and_si256(_mm256_set1_epi32(bits), laneBits), laneBits);
        }
        // The table has 16 entries: vpermd reads the kind's low three bits,
        // bit 3 picks the half.
        const __m256i fill = _mm256_blendv_epi8(_mm256_permutevar8x32_epi32(fillsLow, kind),
                                                _mm256_permutevar8x32_epi32(fillsHigh, kind),
                                                _mm256_cmpgt_epi32(kind, seven));
        const __m256i c = _mm256_blendv_epi8(fill, snow, _mm256_andnot_si256(water, above));
        const __m256 a = _mm256_andnot_ps(_mm256_castsi256_ps(lake), _mm256_loadu_ps(coverage + i));
        _mm256_storeu_si256(reinterpret_cast<__m256i *>(line + i),
                            _mm256_or_si256(_mm256_or_si256(opaque, mix(c, 16, br, a)),
                                            _mm256_or_si256(mix(c, 8, bg, a), mix(c, 0, bb, a))));
    }
}

} // namespace terrain::relf::detail

#endif // TERRAIN_X86
