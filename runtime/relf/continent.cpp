#include "continent.h"

#include <algorithm>
#include <cmath>

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
           amplitude == other.amplitude && erosion == other.erosion && source == other.source;
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

double ContinentSampler::sample(std::int64_t column, std::int64_t rowFromSouth) const
{
    const ContinentGrid &g = *m_continent.grid;
    if (m_continent.edges == ContinentEdges::Repeat) {
        column = ((column % g.width) + g.width) % g.width;
        rowFromSouth = ((rowFromSouth % g.height) + g.height) % g.height;
    } else if (column < 0 || column >= g.width || rowFromSouth < 0 || rowFromSouth >= g.height) {
        return 0.0;
    }
    return g.at(int(column), g.height - 1 - int(rowFromSouth));
}

void ContinentSampler::cellCoefficients(std::int64_t c, const VerticalTaps &v, double out[4]) const
{
    double p[4];
    for (int k = 0; k < 4; ++k) {
        const std::int64_t col = c - 1 + k;
        double s = 0.0;
        for (int j = 0; j < 4; ++j)
            s += v.weights[j] * sample(col, v.row - 1 + j);
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
        for (; i < n; ++i) {
            const double ui = columnOf(x0 + static_cast<double>(i) * step);
            if (!(ui >= lo && ui < hi))
                break;
            const double ti = ui - lo;
            heights[i] = compose(((k[3] * ti + k[2]) * ti + k[1]) * ti + k[0], heights[i]);
        }
    }
}

double continentMacro(const Continent &continent, double x, double y)
{
    return ContinentSampler(continent).macro(x, y);
}

} // namespace terrain::relf
