// The row kernels' one interface (rowkernel.h): the plain C++ kernel, the
// portable trigger test, and the choice among the instruction-set variants
// (rowkernelvariants.h) at run time.

#include "cpufeatures.h"
#include "rowkernelvariants.h"

#include <algorithm>
#include <cstdlib>
#include <string_view>

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
#if defined(__wasm_simd128__)
    if (maxAbs < 16384) { // then every |P[j + 1] - P[j]| < 32768
        pairs.resize(values.size() - 1);
        for (std::size_t j = 0; j + 1 < values.size(); ++j)
            pairs[j] = static_cast<std::int32_t>(
                (static_cast<std::uint32_t>(values[j]) & 0xFFFFu) |
                (static_cast<std::uint32_t>(values[j + 1] - values[j]) << 16));
    }
#endif
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

void sumVectors(const VectorPasses &passes, std::size_t lanes, const PaddedProfile &profile,
                bool interpolated, std::span<const std::uint32_t> base,
                std::span<const std::uint32_t> inc, std::span<std::int32_t> out)
{
    const std::size_t n = out.size();
    const std::size_t whole = n - n % lanes;
    std::int32_t *o = out.data();
    std::uint32_t along = 0;
    bool first = true;
    for (std::size_t v = 0; v < base.size(); ++v)
        if (inc[v] == 0) {
            along += static_cast<std::uint32_t>(
                sample(profile.values.data(), profile.mask, interpolated, base[v]));
            first = false;
        }
    if (!first)
        std::fill(o, o + n, static_cast<std::int32_t>(along));
    for (std::size_t v = 0; v < base.size(); ++v) {
        if (inc[v] == 0)
            continue;
        passes[interpolated][first](profile, base[v], inc[v], o, whole);
        std::uint32_t s = base[v] + inc[v] * static_cast<std::uint32_t>(whole);
        for (std::size_t x = whole; x < n; ++x, s += inc[v]) {
            const auto t = static_cast<std::uint32_t>(
                sample(profile.values.data(), profile.mask, interpolated, s));
            o[x] = static_cast<std::int32_t>(first ? t : static_cast<std::uint32_t>(o[x]) + t);
        }
        first = false;
    }
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

namespace {

// The trigger test on one sum, eight or sixteen at a time where the target allows.
TERRAIN_CLONES void testTriggers(const std::int32_t *__restrict sums, const TriggerTest &t,
                                 std::size_t n, std::uint8_t *__restrict hits)
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

bool hasAvx512bw()
{
#if TERRAIN_X86
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw");
#else
    return false;
#endif
}

using Kernel = SumKernel;

std::string_view wantedKernel()
{
    const char *wanted = std::getenv("TERRAIN_ROW_KERNEL");
    return wanted ? wanted : "";
}

// The widest kernel this CPU runs; TERRAIN_ROW_KERNEL=avx512|avx2|scalar
// asks for a narrower one (tests run every kernel on one machine that way).
Kernel chooseKernel()
{
#if TERRAIN_X86
    __builtin_cpu_init();
    const std::string_view w = wantedKernel();
    if (w == "scalar")
        return &sumScalar;
    if (__builtin_cpu_supports("avx512f") && w != "avx2")
        return &sumAvx512;
    return __builtin_cpu_supports("avx2") ? &sumAvx2 : &sumScalar;
#elif defined(__wasm_simd128__)
    return wantedKernel() == "scalar" ? &sumScalar : &sumSimd128;
#else
    return &sumScalar;
#endif
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
    avx512CandidateKernel(nv, narrow)(profile, base.data(), inc.data(), test, n16, candidates);
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
                 std::uint64_t *words)
{
    std::fill(words, words + (n + 63) / 64, std::uint64_t(0));
    std::size_t done = 0;
    if (kKernel == &sumAvx512) {
        done = n & ~std::size_t(15);
        triggerHitsAvx512(sums, test, done, words);
    } else if (kKernel == &sumAvx2) {
        done = n & ~std::size_t(7);
        triggerHitsAvx2(sums, test, done, words);
    }
#if defined(__wasm_simd128__)
    if (kKernel == &sumSimd128) {
        done = n & ~std::size_t(3);
        triggerHitsSimd128(sums, test, done, words);
    }
#endif
    if (done == n)
        return;
    thread_local std::vector<std::uint8_t> hits;
    hits.resize(n - done);
    TriggerTest rest = test;
    rest.x0 = test.x0 + static_cast<std::uint32_t>(done) * test.step;
    testTriggers(sums + done, rest, n - done, hits.data());
    for (std::size_t i = done; i < n; ++i)
        words[i / 64] |= std::uint64_t(hits[i - done]) << (i % 64);
}

const char *rowKernelName()
{
#if defined(__wasm_simd128__)
    if (kKernel == &sumSimd128)
        return "simd128";
#endif
    return kBytes                  ? "avx512-vbmi"
           : kKernel == &sumAvx512 ? "avx512"
           : kKernel == &sumAvx2   ? "avx2"
                                   : "scalar";
}

} // namespace terrain::relf::detail
