#include "rowkernel.h"

#include <immintrin.h>

namespace terrain::relf::detail {

namespace {

void sumScalar(const std::int32_t *table, std::uint32_t mask, int shift,
               std::span<const std::uint32_t> base, std::span<const std::uint32_t> inc,
               std::span<std::int32_t> out)
{
    const std::size_t n = out.size();
    for (std::size_t v = 0; v < base.size(); ++v) {
        std::uint32_t idx = base[v];
        const std::uint32_t step = inc[v];
        std::int32_t *o = out.data();
        if (v == 0) {
            for (std::size_t x = 0; x < n; ++x, idx += step)
                o[x] = table[(idx & mask) >> shift];
        } else {
            for (std::size_t x = 0; x < n; ++x, idx += step)
                o[x] += table[(idx & mask) >> shift];
        }
    }
}

// AVX2: eight samples at a time with one gather per vector. Chosen at run
// time, so the default build still runs on CPUs without AVX2.
__attribute__((target("avx2"))) void sumAvx2(const std::int32_t *table, std::uint32_t mask,
                                             int shift, std::span<const std::uint32_t> base,
                                             std::span<const std::uint32_t> inc,
                                             std::span<std::int32_t> out)
{
    const std::size_t n = out.size();
    const std::size_t n8 = n & ~std::size_t(7);
    const __m256i maskV = _mm256_set1_epi32(static_cast<int>(mask));
    const __m128i shiftV = _mm_cvtsi32_si128(shift);
    const __m256i lanes = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7);
    for (std::size_t v = 0; v < base.size(); ++v) {
        const __m256i stepV = _mm256_set1_epi32(static_cast<int>(inc[v]));
        const __m256i step8 = _mm256_set1_epi32(static_cast<int>(inc[v] * 8u));
        __m256i idx = _mm256_add_epi32(_mm256_set1_epi32(static_cast<int>(base[v])),
                                       _mm256_mullo_epi32(lanes, stepV));
        std::int32_t *o = out.data();
        for (std::size_t x = 0; x < n8; x += 8) {
            const __m256i at = _mm256_srl_epi32(_mm256_and_si256(idx, maskV), shiftV);
            __m256i val = _mm256_i32gather_epi32(table, at, 4);
            if (v != 0)
                val = _mm256_add_epi32(val, _mm256_loadu_si256(reinterpret_cast<const __m256i *>(o + x)));
            _mm256_storeu_si256(reinterpret_cast<__m256i *>(o + x), val);
            idx = _mm256_add_epi32(idx, step8);
        }
        std::uint32_t s = base[v] + inc[v] * static_cast<std::uint32_t>(n8);
        for (std::size_t x = n8; x < n; ++x, s += inc[v]) {
            const std::int32_t t = table[(s & mask) >> shift];
            o[x] = (v == 0) ? t : o[x] + t;
        }
    }
}

using Kernel = void (*)(const std::int32_t *, std::uint32_t, int, std::span<const std::uint32_t>,
                        std::span<const std::uint32_t>, std::span<std::int32_t>);

Kernel chooseKernel()
{
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx2") ? &sumAvx2 : &sumScalar;
}

const Kernel kKernel = chooseKernel();

} // namespace

void sumProfileRow(const std::int32_t *table, std::uint32_t indexMask, int shift,
                   std::span<const std::uint32_t> base, std::span<const std::uint32_t> inc,
                   std::span<std::int32_t> out)
{
    kKernel(table, indexMask, shift, base, inc, out);
}

const char *rowKernelName()
{
    return kKernel == &sumAvx2 ? "avx2" : "scalar";
}

} // namespace terrain::relf::detail
