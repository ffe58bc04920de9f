// Eight Terra records at a time in AVX-512 registers (terrarecords.h).
//
// A Terra is five 8-byte words: x, y, height, depth and a last word holding
// the kind in its low byte and zeros for the feature, the code and the
// padding (little-endian; the static_asserts below hold the layout). Eight
// records are 40 words, five 64-byte registers. Each output register takes
// its words from five sources (the eight x, y, the eight heights, depths and
// last words): one two-source permute picks the x and height words, another
// the depth and last words, and two blends merge them and set the y words.
// Every word is copied, never computed differently from the portable writer.

#include "terrarecords.h"

#include <array>
#include <cstddef>
#include <immintrin.h>

#pragma GCC diagnostic ignored                                                                     \
    "-Wmaybe-uninitialized" // GCC 12's intrinsics, see rowkernelbytes.cpp

namespace terrain::relf::detail {

static_assert(offsetof(Terra, x) == 0 && offsetof(Terra, y) == 8 && offsetof(Terra, height) == 16 &&
              offsetof(Terra, depth) == 24 && offsetof(Terra, terrain) == 32 &&
              offsetof(Terra, feature) == 33 && offsetof(Terra, code) == 34 && sizeof(Terra) == 40);
static_assert(static_cast<int>(Feature::None) == 0, "the last word's zeros mean no feature");

namespace {

// The five words of a record.
enum Word
{
    X,
    Y,
    Height,
    Depth,
    Last
};

// For output register k, word j: record r = (8k + j) / 5, field (8k + j) % 5.
struct Shuffle
{
    std::array<std::int64_t, 8> xh{}, dl{}; // permute indices
    __mmask8 fromDl = 0, fromY = 0;         // blend masks
};

constexpr std::array<Shuffle, 5> makeShuffles()
{
    std::array<Shuffle, 5> s{};
    for (int k = 0; k < 5; ++k)
        for (int j = 0; j < 8; ++j) {
            const int r = (8 * k + j) / 5, field = (8 * k + j) % 5;
            if (field == X || field == Height)
                s[k].xh[j] = field == X ? r : 8 + r;
            else if (field == Y)
                s[k].fromY = static_cast<__mmask8>(s[k].fromY | 1u << j);
            else {
                s[k].dl[j] = field == Depth ? r : 8 + r;
                s[k].fromDl = static_cast<__mmask8>(s[k].fromDl | 1u << j);
            }
        }
    return s;
}

constexpr std::array<Shuffle, 5> kShuffles = makeShuffles();

} // namespace

__attribute__((target("avx512f,avx512vl"))) void writeRecordsAvx512(const RecordRow &row,
                                                                    std::size_t n8, Terra *out)
{
    __m512i xh[5], dl[5];
    for (int k = 0; k < 5; ++k) {
        xh[k] = _mm512_loadu_si512(kShuffles[k].xh.data());
        dl[k] = _mm512_loadu_si512(kShuffles[k].dl.data());
    }
    const __m512d y = _mm512_set1_pd(row.y), lake = _mm512_set1_pd(row.lake);
    const __m256i lakeKind = _mm256_set1_epi32(static_cast<int>(TerrainKind::Lake));
    const __m256i xStep = _mm256_set1_epi32(static_cast<int>(8u * row.step));
    __m256i x = _mm256_add_epi32(_mm256_set1_epi32(static_cast<int>(row.x0)),
                                 _mm256_mullo_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7),
                                                    _mm256_set1_epi32(static_cast<int>(row.step))));
    auto *o = reinterpret_cast<double *>(out);
    for (std::size_t i = 0; i < n8; i += 8, o += 40, x = _mm256_add_epi32(x, xStep)) {
        const __m256i kinds = _mm256_loadu_si256(reinterpret_cast<const __m256i *>(row.kinds + i));
        const __mmask8 water = _mm256_cmpeq_epi32_mask(kinds, lakeKind);
        const __m512d ground = _mm512_loadu_pd(row.heights + i);
        const __m512d xs = _mm512_cvtepi32_pd(x);
        const __m512d heights = _mm512_mask_blend_pd(water, ground, lake);
        const __m512d depths = _mm512_maskz_sub_pd(water, lake, ground);
        const __m512d last = _mm512_castsi512_pd(_mm512_cvtepu32_epi64(kinds));
        for (int k = 0; k < 5; ++k) {
            const __m512d a = _mm512_permutex2var_pd(xs, xh[k], heights);
            const __m512d b = _mm512_permutex2var_pd(depths, dl[k], last);
            const __m512d words = _mm512_mask_blend_pd(
                kShuffles[k].fromY, _mm512_mask_blend_pd(kShuffles[k].fromDl, a, b), y);
            _mm512_storeu_pd(o + 8 * k, words);
        }
    }
}

} // namespace terrain::relf::detail
