// Four Terra records at a time in AVX2 registers (terrarecords.h): the
// first four words of each record (x, y, height, depth) by a 4 × 4
// transpose of the x, y, height and depth registers, the last word (the
// kind, zeros for feature, code and padding) stored on its own. Every word
// is copied, never computed differently from the portable writer.

#include "terrarecords.h"

#include <cstring>
#include <immintrin.h>

namespace terrain::relf::detail {

__attribute__((target("avx2"))) void writeRecordsAvx2(const RecordRow &row, std::size_t n4,
                                                      Terra *out)
{
    const __m256d y = _mm256_set1_pd(row.y), lake = _mm256_set1_pd(row.lake);
    const __m128i lakeKind = _mm_set1_epi32(static_cast<int>(TerrainKind::Lake));
    const __m128i xStep = _mm_set1_epi32(static_cast<int>(4u * row.step));
    __m128i x = _mm_add_epi32(
        _mm_set1_epi32(static_cast<int>(row.x0)),
        _mm_mullo_epi32(_mm_setr_epi32(0, 1, 2, 3), _mm_set1_epi32(static_cast<int>(row.step))));
    auto *o = reinterpret_cast<char *>(out);
    for (std::size_t i = 0; i < n4; i += 4, o += 4 * sizeof(Terra), x = _mm_add_epi32(x, xStep)) {
        const __m128i kinds = _mm_loadu_si128(reinterpret_cast<const __m128i *>(row.kinds + i));
        const __m256d water =
            _mm256_castsi256_pd(_mm256_cvtepi32_epi64(_mm_cmpeq_epi32(kinds, lakeKind)));
        const __m256d ground = _mm256_loadu_pd(row.heights + i);
        const __m256d heights = _mm256_blendv_pd(ground, lake, water);
        const __m256d depths = _mm256_and_pd(water, _mm256_sub_pd(lake, ground));
        const __m256d xs = _mm256_cvtepi32_pd(x);
        const __m256d xyEven = _mm256_unpacklo_pd(xs, y); // x0 y x2 y
        const __m256d xyOdd = _mm256_unpackhi_pd(xs, y);  // x1 y x3 y
        const __m256d hdEven = _mm256_unpacklo_pd(heights, depths);
        const __m256d hdOdd = _mm256_unpackhi_pd(heights, depths);
        _mm256_storeu_pd(reinterpret_cast<double *>(o),
                         _mm256_permute2f128_pd(xyEven, hdEven, 0x20));
        _mm256_storeu_pd(reinterpret_cast<double *>(o + 40),
                         _mm256_permute2f128_pd(xyOdd, hdOdd, 0x20));
        _mm256_storeu_pd(reinterpret_cast<double *>(o + 80),
                         _mm256_permute2f128_pd(xyEven, hdEven, 0x31));
        _mm256_storeu_pd(reinterpret_cast<double *>(o + 120),
                         _mm256_permute2f128_pd(xyOdd, hdOdd, 0x31));
        for (int k = 0; k < 4; ++k) {
            const auto last =
                static_cast<std::uint64_t>(static_cast<std::uint32_t>(row.kinds[i + k]));
            std::memcpy(o + 40 * k + 32, &last, 8);
        }
    }
}

} // namespace terrain::relf::detail
