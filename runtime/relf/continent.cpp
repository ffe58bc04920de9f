#include "continent.h"

#include "relf/kernels/cpufeatures.h"
#include "relf/kernels/rowkernel.h"

#if TERRAIN_X86
#include <immintrin.h>
// GCC 12's AVX-512 intrinsics start from _mm512_undefined_pd, which its own
// -Wmaybe-uninitialized then reports; the values are all defined.
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif

#include <algorithm>
#include <cmath>
#include <string_view>

namespace terrain::relf {

namespace {

// The tangents of the monotone cubic through the curve's points
// (Fritsch–Butland: a weighted harmonic mean of the neighbouring secants,
// 0 where the curve turns; the end tangents are the end secants).
std::vector<double> curveTangents(std::span<const CurvePoint> c)
{
    const std::size_t n = c.size();
    std::vector<double> tangent(n, 0.0);
    if (n < 2)
        return tangent;
    std::vector<double> secant(n - 1);
    for (std::size_t k = 0; k + 1 < n; ++k)
        secant[k] = (c[k + 1].value - c[k].value) / (c[k + 1].m - c[k].m);
    tangent[0] = secant[0];
    tangent[n - 1] = secant[n - 2];
    for (std::size_t k = 1; k + 1 < n; ++k) {
        const double d0 = secant[k - 1], d1 = secant[k];
        if (!(d0 * d1 > 0.0))
            continue;
        const double h0 = c[k].m - c[k - 1].m, h1 = c[k + 1].m - c[k].m;
        const double w1 = 2.0 * h1 + h0, w2 = h1 + 2.0 * h0;
        tangent[k] = (w1 + w2) / (w1 / d0 + w2 / d1);
    }
    return tangent;
}

double evaluatePrepared(std::span<const CurvePoint> c, const double *tangent, double m)
{
    const std::size_t n = c.size();
    if (n == 0)
        return 0.0;
    if (!(m > c[0].m))
        return c[0].value;
    if (!(m < c[n - 1].m))
        return c[n - 1].value;
    std::size_t k = 0;
    while (k + 2 < n && !(m < c[k + 1].m))
        ++k;
    const double h = c[k + 1].m - c[k].m;
    const double t = (m - c[k].m) / h;
    const double t2 = t * t, t3 = t2 * t;
    const double h00 = 2.0 * t3 - 3.0 * t2 + 1.0;
    const double h10 = t3 - 2.0 * t2 + t;
    const double h01 = -2.0 * t3 + 3.0 * t2;
    const double h11 = t3 - t2;
    return h00 * c[k].value + h10 * h * tangent[k] + h01 * c[k + 1].value +
           h11 * h * tangent[k + 1];
}

} // namespace

double evaluateCurve(std::span<const CurvePoint> curve, double m)
{
    const std::vector<double> tangent = curveTangents(curve);
    return evaluatePrepared(curve, tangent.data(), m);
}

std::pair<double, double> curveRange(std::span<const CurvePoint> curve)
{
    if (curve.empty())
        return {0.0, 0.0};
    double lo = curve[0].value, hi = curve[0].value;
    for (const CurvePoint &p : curve) {
        lo = std::min(lo, p.value);
        hi = std::max(hi, p.value);
    }
    return {lo, hi};
}

bool Continent::operator==(const Continent &other) const
{
    const bool sameGrid = grid == other.grid || (grid && other.grid && *grid == *other.grid);
    return sameGrid && originX == other.originX && originY == other.originY && cell == other.cell &&
           edges == other.edges && coast == other.coast && base == other.base &&
           amplitude == other.amplitude && erosion == other.erosion && climate == other.climate &&
           source == other.source;
}

ContinentSampler::ContinentSampler(const Continent &continent)
    : m_continent(continent)
    , m_inverseCell(1.0 / continent.cell)
{
    const std::vector<double> baseTangents = curveTangents(continent.base);
    const std::vector<double> amplitudeTangents = curveTangents(continent.amplitude);
    m_table.resize(2 * (kCurveSamples + 1));
    for (int k = 0; k <= kCurveSamples; ++k) {
        const double m = double(k) / kCurveSamples;
        m_table[2 * std::size_t(k)] = evaluatePrepared(continent.base, baseTangents.data(), m);
        m_table[2 * std::size_t(k) + 1] =
            evaluatePrepared(continent.amplitude, amplitudeTangents.data(), m);
    }
}

bool ContinentSampler::locate(double u, int size, std::int64_t &index, double &t) const
{
    // index: the whole cell below u, not wrapped (sample() wraps it), so a
    // row tells a new cell by the index alone.
    constexpr double kWhole = 4611686018427387904.0; // 2^62: within int64
    if (!(std::abs(u) < kWhole)) {
        if (m_continent.edges == ContinentEdges::Ocean || !std::isfinite(u))
            return false;
        u = std::fmod(u, double(size)); // exact; u is a whole number out here
    }
    if (m_continent.edges == ContinentEdges::Ocean && !(u > -3.0 && u < double(size) + 2.0))
        return false; // every tap lies in the ocean
    std::int64_t i = static_cast<std::int64_t>(u);
    if (double(i) > u)
        --i;
    index = i;
    t = u - double(i);
    return true;
}

int ContinentSampler::onGrid(std::int64_t index, int size) const
{
    if (index >= 0 && index < size)
        return static_cast<int>(index);
    if (m_continent.edges == ContinentEdges::Ocean)
        return -1;
    return static_cast<int>((index % size + size) % size);
}

void ContinentSampler::cellCoefficients(std::int64_t c, const VerticalTaps &v, double out[4]) const
{
    const ContinentGrid &g = *m_continent.grid;
    const std::uint16_t *rows[4];
    for (int j = 0; j < 4; ++j)
        rows[j] = v.rows[j] < 0 ? nullptr : g.samples.data() + std::size_t(v.rows[j]) * g.width;
    double p[4];
    for (int k = 0; k < 4; ++k) {
        const int col = onGrid(c - 1 + k, g.width);
        double s = 0.0;
        for (int j = 0; j < 4; ++j)
            s += v.weights[j] * (col < 0 || !rows[j] ? 0.0 : double(rows[j][col]));
        p[k] = s / kContinentFullScale;
    }
    out[0] = p[1];
    out[1] = 0.5 * (p[2] - p[0]);
    out[2] = p[0] - 2.5 * p[1] + 2.0 * p[2] - 0.5 * p[3];
    out[3] = 0.5 * (3.0 * (p[1] - p[2]) + p[3] - p[0]);
}

bool ContinentSampler::vertical(double y, VerticalTaps &v) const
{
    double t = 0.0;
    if (!locate(rowOf(y), m_continent.grid->height, v.row, t))
        return false;
    cubicWeights(t, v.weights);
    const int height = m_continent.grid->height;
    for (int j = 0; j < 4; ++j) {
        const int fromSouth = onGrid(v.row - 1 + j, height);
        v.rows[j] = fromSouth < 0 ? -1 : height - 1 - fromSouth;
    }
    return true;
}

double ContinentSampler::macro(double x, double y) const
{
    VerticalTaps v;
    std::int64_t c = 0;
    double t = 0.0;
    if (!vertical(y, v) || !locate(columnOf(x), m_continent.grid->width, c, t))
        return 0.0;
    double k[4];
    cellCoefficients(c, v, k);
    return ((k[3] * t + k[2]) * t + k[1]) * t + k[0];
}

namespace {

// heights[i] for i in [b, e), the samples of one grid cell (its columns
// from lo): the macro value from the cell's cubic and the composed height,
// by the arithmetic of columnOf, the cubic and compose; the samples past
// composeCellAvx2's fours.
static_assert(kCurveSamples == 4096, "composeCell clamps by the shift of 12");

void composeCell(const double *__restrict table, const double k[4], double lo, double x0,
                 double step, double originX, double inverseCell, std::size_t b, std::size_t e,
                 double *__restrict heights)
{
    const double k0 = k[0], k1 = k[1], k2 = k[2], k3 = k[3];
    for (auto i = static_cast<std::int64_t>(b); i < static_cast<std::int64_t>(e); ++i) {
        const double u = (x0 + static_cast<double>(i) * step - originX) * inverseCell - 0.5;
        const double t = u - lo;
        const double m = ((k3 * t + k2) * t + k1) * t + k0;
        const double low = m > 0.0 ? m : 0.0; // NaN: 0
        const double s = (low < 1.0 ? low : 1.0) * kCurveSamples;
        // The last entry's start for s = kCurveSamples (lookup's min), without
        // a select the loop could not gather through.
        const int whole = static_cast<int>(s);
        const int at = 2 * (whole - (whole >> 12));
        const double f = s - (whole - (whole >> 12));
        const double base = table[at] + f * (table[at + 2] - table[at]);
        const double amplitude = table[at + 1] + f * (table[at + 3] - table[at + 1]);
        heights[i] = base + amplitude * heights[i];
    }
}

#if TERRAIN_X86
// composeCell four samples at a time: the same operations lane by lane (no
// fused multiply-add; max and min select as the comparisons above do, NaN
// included), the curve table read by gathers.
__attribute__((target("avx2"))) void composeCellAvx2(const double *__restrict table,
                                                     const double k[4], double lo, double x0,
                                                     double step, double originX,
                                                     double inverseCell, std::size_t b,
                                                     std::size_t e, double *__restrict heights)
{
    const __m256d k0 = _mm256_set1_pd(k[0]), k1 = _mm256_set1_pd(k[1]);
    const __m256d k2 = _mm256_set1_pd(k[2]), k3 = _mm256_set1_pd(k[3]);
    const __m256d vx0 = _mm256_set1_pd(x0), vstep = _mm256_set1_pd(step);
    const __m256d vorigin = _mm256_set1_pd(originX), vinverse = _mm256_set1_pd(inverseCell);
    const __m256d half = _mm256_set1_pd(0.5), vlo = _mm256_set1_pd(lo);
    const __m256d zero = _mm256_setzero_pd(), one = _mm256_set1_pd(1.0);
    const __m256d samples = _mm256_set1_pd(double(kCurveSamples));
    const __m256d all = _mm256_castsi256_pd(_mm256_set1_epi64x(-1)); // gather every lane
    std::size_t i = b;
    for (; i + 4 <= e; i += 4) {
        const auto d = static_cast<double>(static_cast<std::int64_t>(i));
        const __m256d index = _mm256_add_pd(_mm256_set1_pd(d), _mm256_setr_pd(0, 1, 2, 3));
        const __m256d u = _mm256_sub_pd(
            _mm256_mul_pd(_mm256_sub_pd(_mm256_add_pd(vx0, _mm256_mul_pd(index, vstep)), vorigin),
                          vinverse),
            half);
        const __m256d t = _mm256_sub_pd(u, vlo);
        const __m256d m = _mm256_add_pd(
            _mm256_mul_pd(
                _mm256_add_pd(_mm256_mul_pd(_mm256_add_pd(_mm256_mul_pd(k3, t), k2), t), k1), t),
            k0);
        const __m256d s = _mm256_mul_pd(_mm256_min_pd(_mm256_max_pd(m, zero), one), samples);
        const __m128i whole = _mm256_cvttpd_epi32(s);
        const __m128i entry = _mm_sub_epi32(whole, _mm_srai_epi32(whole, 12));
        const __m128i at = _mm_slli_epi32(entry, 1);
        const __m256d f = _mm256_sub_pd(s, _mm256_cvtepi32_pd(entry));
        const __m256d t0 = _mm256_mask_i32gather_pd(zero, table, at, all, 8);
        const __m256d t1 = _mm256_mask_i32gather_pd(zero, table + 1, at, all, 8);
        const __m256d t2 = _mm256_mask_i32gather_pd(zero, table + 2, at, all, 8);
        const __m256d t3 = _mm256_mask_i32gather_pd(zero, table + 3, at, all, 8);
        const __m256d base = _mm256_add_pd(t0, _mm256_mul_pd(f, _mm256_sub_pd(t2, t0)));
        const __m256d amplitude = _mm256_add_pd(t1, _mm256_mul_pd(f, _mm256_sub_pd(t3, t1)));
        const __m256d h = _mm256_loadu_pd(heights + i);
        _mm256_storeu_pd(heights + i, _mm256_add_pd(base, _mm256_mul_pd(amplitude, h)));
    }
    composeCell(table, k, lo, x0, step, originX, inverseCell, i, e, heights);
}

// The same eight samples at a time.
__attribute__((target("avx512f"))) void composeCellAvx512(const double *__restrict table,
                                                          const double k[4], double lo, double x0,
                                                          double step, double originX,
                                                          double inverseCell, std::size_t b,
                                                          std::size_t e, double *__restrict heights)
{
    const __m512d k0 = _mm512_set1_pd(k[0]), k1 = _mm512_set1_pd(k[1]);
    const __m512d k2 = _mm512_set1_pd(k[2]), k3 = _mm512_set1_pd(k[3]);
    const __m512d vx0 = _mm512_set1_pd(x0), vstep = _mm512_set1_pd(step);
    const __m512d vorigin = _mm512_set1_pd(originX), vinverse = _mm512_set1_pd(inverseCell);
    const __m512d half = _mm512_set1_pd(0.5), vlo = _mm512_set1_pd(lo);
    const __m512d zero = _mm512_setzero_pd(), one = _mm512_set1_pd(1.0);
    const __m512d samples = _mm512_set1_pd(double(kCurveSamples));
    const __m512d lanes = _mm512_setr_pd(0, 1, 2, 3, 4, 5, 6, 7);
    // A window's sixteen values start at most here (the table holds
    // 2 · (kCurveSamples + 1)); an entry's four values lie in it from at most
    // twelve past its start.
    constexpr int kWindowLast = 2 * (kCurveSamples + 1) - 16;
    const __m512i reach = _mm512_set1_epi32(12);
    const __m512i one64 = _mm512_set1_epi64(1), two64 = _mm512_set1_epi64(2);
    const __m512i three64 = _mm512_set1_epi64(3);
    // The last eight or fewer under a mask: the lanes past e are neither
    // read nor written.
    for (std::size_t i = b; i < e; i += 8) {
        const __mmask8 live = e - i >= 8 ? __mmask8(0xff) : __mmask8((1u << (e - i)) - 1u);
        const auto d = static_cast<double>(static_cast<std::int64_t>(i));
        const __m512d index = _mm512_add_pd(_mm512_set1_pd(d), lanes);
        const __m512d u = _mm512_sub_pd(
            _mm512_mul_pd(_mm512_sub_pd(_mm512_add_pd(vx0, _mm512_mul_pd(index, vstep)), vorigin),
                          vinverse),
            half);
        const __m512d t = _mm512_sub_pd(u, vlo);
        const __m512d m = _mm512_add_pd(
            _mm512_mul_pd(
                _mm512_add_pd(_mm512_mul_pd(_mm512_add_pd(_mm512_mul_pd(k3, t), k2), t), k1), t),
            k0);
        // max(m, 0) and min(·, 1) as composeCell's comparisons select (a NaN
        // becomes 0): vmaxpd and vminpd return their second operand then.
        const __m512d s = _mm512_mul_pd(_mm512_min_pd(_mm512_max_pd(m, zero), one), samples);
        const __m256i whole = _mm512_cvttpd_epi32(s);
        const __m256i entry = _mm256_sub_epi32(whole, _mm256_srai_epi32(whole, 12));
        const __m256i at = _mm256_slli_epi32(entry, 1);
        const __m512d f = _mm512_sub_pd(s, _mm512_cvtepi32_pd(entry));
        // Where the eight read at most seven neighbouring entries (most rows
        // finer than a few metres a pixel), from a window of sixteen table
        // values by two-register permutes; else by gathers. The same values.
        const int first = _mm256_cvtsi256_si32(at), last = _mm256_extract_epi32(at, 7);
        const int window = std::min(std::min(first, last), kWindowLast);
        const __m256i within = _mm256_sub_epi32(at, _mm256_set1_epi32(window));
        __m512d t0, t1, t2, t3;
        if (_mm512_mask_cmple_epu32_mask(live, _mm512_castsi256_si512(within), reach) == live) {
            const __m512d low = _mm512_loadu_pd(table + window);
            const __m512d high = _mm512_loadu_pd(table + window + 8);
            const __m512i r = _mm512_cvtepi32_epi64(within);
            t0 = _mm512_permutex2var_pd(low, r, high);
            t1 = _mm512_permutex2var_pd(low, _mm512_add_epi64(r, one64), high);
            t2 = _mm512_permutex2var_pd(low, _mm512_add_epi64(r, two64), high);
            t3 = _mm512_permutex2var_pd(low, _mm512_add_epi64(r, three64), high);
        } else {
            t0 = _mm512_mask_i32gather_pd(zero, live, at, table, 8);
            t1 = _mm512_mask_i32gather_pd(zero, live, at, table + 1, 8);
            t2 = _mm512_mask_i32gather_pd(zero, live, at, table + 2, 8);
            t3 = _mm512_mask_i32gather_pd(zero, live, at, table + 3, 8);
        }
        const __m512d base = _mm512_add_pd(t0, _mm512_mul_pd(f, _mm512_sub_pd(t2, t0)));
        const __m512d amplitude = _mm512_add_pd(t1, _mm512_mul_pd(f, _mm512_sub_pd(t3, t1)));
        const __m512d h = _mm512_maskz_loadu_pd(live, heights + i);
        _mm512_mask_storeu_pd(heights + i, live, _mm512_add_pd(base, _mm512_mul_pd(amplitude, h)));
    }
}

using ComposeCell = void (*)(const double *, const double[4], double, double, double, double,
                             double, std::size_t, std::size_t, double *);
// As wide as the row kernels run (TERRAIN_ROW_KERNEL caps both, so the tests
// reach every variant on one machine). Asked at the first row, after the
// kernels' own choice is made.
ComposeCell composeCellKernel()
{
    static const ComposeCell chosen = [] {
        const std::string_view kernel = detail::rowKernelName();
        return kernel.starts_with("avx512") ? &composeCellAvx512
               : kernel == "avx2"           ? &composeCellAvx2
                                            : &composeCell;
    }();
    return chosen;
}
#endif

} // namespace

void ContinentSampler::composeRow(double x0, double y, double step, std::span<double> heights) const
{
    VerticalTaps v;
    if (!vertical(y, v)) {
        for (double &h : heights)
            h = compose(0.0, h);
        return;
    }
    const int width = m_continent.grid->width;
    const std::size_t n = heights.size();
    constexpr double kWhole = 4611686018427387904.0; // locate()'s bound
    std::size_t i = 0;
    while (i < n) {
        // The first sample of a run: located as macro() locates it.
        std::int64_t c = 0;
        double t = 0.0;
        const double u = columnOf(x0 + static_cast<double>(i) * step);
        if (!locate(u, width, c, t)) {
            heights[i] = compose(0.0, heights[i]);
            ++i;
            continue;
        }
        double k[4];
        cellCoefficients(c, v, k);
        if (!(std::abs(u) < kWhole)) { // a wrapped far point: on its own
            heights[i] = compose(((k[3] * t + k[2]) * t + k[1]) * t + k[0], heights[i]);
            ++i;
            continue;
        }
        // Then every sample in the same cell: floor(u) is c, so t = u - c.
        const double lo = double(c), hi = lo + 1.0;
        // The run's end: guessed from the step, then found by the same
        // test sample by sample (columnOf rises with i when step > 0).
        const auto inCell = [&](std::size_t j) {
            const double uj = columnOf(x0 + static_cast<double>(j) * step);
            return uj >= lo && uj < hi;
        };
        std::size_t e = i + 1;
        if (step > 0.0) {
            const double guess = std::floor((hi - u) / (step * m_inverseCell));
            if (guess > 1.0)
                e = guess < double(n - i) ? i + static_cast<std::size_t>(guess) : n;
            while (e > i + 1 && !inCell(e - 1))
                --e;
        }
        while (e < n && inCell(e))
            ++e;
#if TERRAIN_X86
        composeCellKernel()(m_table.data(), k, lo, x0, step, m_continent.originX, m_inverseCell, i,
                            e, heights.data());
#else
        composeCell(m_table.data(), k, lo, x0, step, m_continent.originX, m_inverseCell, i, e,
                    heights.data());
#endif
        i = e;
    }
}

double continentMacro(const Continent &continent, double x, double y)
{
    return ContinentSampler(continent).macro(x, y);
}

} // namespace terrain::relf
