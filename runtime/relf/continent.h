#pragma once
// A continent: a designed macro shape under a limitless Relf world. A grid of
// 16-bit macro values (0 deep ocean, 65535 the highest ground; row 0 the
// north edge) is placed in the world with the south-west corner of its cell
// (0, H - 1) at (originX, originY) and cells of `cell` metres. Its macro value
// m(x, y) is the bicubic Catmull-Rom interpolation of the cell centres (C¹;
// at a cell centre exactly its sample, so a land cell's centre is land; near
// a cliff in the grid it may overshoot [0, 1] a little, where the curves are
// flat); past the grid it repeats (a toroidal coastline: the world stays
// limitless) or falls to 0 (an island in the ocean). Two designed curves turn it into height:
//   height'(x, y) = base(m) + amplitude(m) · height(x, y)
// so plains are flat and mountains rough, and the sea lies where base(m)
// drops below the lake level. All of it is plain IEEE arithmetic (no fused
// multiply-add, no library function), so every program gives the same bits.

#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <utility>
#include <vector>

namespace terrain::relf {

inline constexpr int kMaxContinentSide = 8192;
inline constexpr double kContinentFullScale = 65535.0;
inline constexpr int kMaxCurvePoints = 64;
inline constexpr double kMaxContinentCell = 1e6; // metres
inline constexpr double kMaxCurveValue = 1e6;

struct ContinentGrid
{
    int width = 0;
    int height = 0;
    std::vector<std::uint16_t> samples; // width · height, row 0 north, west to east

    std::uint16_t at(int column, int row) const
    {
        return samples[static_cast<std::size_t>(row) * static_cast<std::size_t>(width) +
                       static_cast<std::size_t>(column)];
    }
    bool operator==(const ContinentGrid &) const = default;
};

enum class ContinentEdges
{
    Repeat, // the grid tiles the plane (a toroidal coastline)
    Ocean,  // past the grid the macro value falls to 0
};

// A designed curve: control points with strictly increasing m in [0, 1],
// joined by a monotone cubic (Fritsch–Carlson: no overshoot between two
// points), constant before the first and after the last.
struct CurvePoint
{
    double m = 0.0;
    double value = 0.0;
    bool operator==(const CurvePoint &) const = default;
};
using Curve = std::vector<CurvePoint>;

double evaluateCurve(std::span<const CurvePoint> curve, double m);
// The smallest and largest value the curve takes (those of its points).
std::pair<double, double> curveRange(std::span<const CurvePoint> curve);

// How the grid was eroded (kept so that it can be shown and made again; the
// grid stored is the eroded one).
struct ErosionSettings
{
    bool applied = false;
    double strength = 1.0; // stream-power K, in grid units
    int iterations = 40;
    double uplift = 0.0;   // macro units per iteration on land
    double talus = 0.02;   // thermal slumping above this slope (macro units per cell)
    double thermal = 0.25; // share of the excess moved per iteration
    bool operator==(const ErosionSettings &) const = default;
};

// How the continent's climate steers the vegetation (relf/climate.h). Off in
// files that do not say; a new continent has it on.
struct ClimateSettings
{
    bool enabled = false;
    double strength = 1.0;      // 0 to 2: how far the vegetation thresholds move
    double seaReach = 3000.0;   // metres from the sea where its moisture has halved
    double riverReach = 500.0;  // metres from a river where its moisture has halved
    double snowDropNorth = 0.0; // metres the snow line lies lower at the north edge
    bool operator==(const ClimateSettings &) const = default;
};

// Where the grid came from: "coastline", "polymap" (their parameter files'
// JSON text, verbatim), "png" or "painted" (no parameters).
struct ContinentSource
{
    std::string kind = "painted";
    std::string parameters;
    bool operator==(const ContinentSource &) const = default;
};

struct Continent
{
    std::shared_ptr<const ContinentGrid> grid;
    double originX = 0.0; // world position of the grid's south-west corner
    double originY = 0.0;
    double cell = 500.0; // metres per grid cell
    ContinentEdges edges = ContinentEdges::Repeat;
    double coast = 0.5; // macro values below this are sea
    Curve base;         // metres
    Curve amplitude;    // times the Relf height
    ErosionSettings erosion;
    ClimateSettings climate;
    ContinentSource source;

    bool operator==(const Continent &other) const;
};

// The macro value at (x, y).
double continentMacro(const Continent &continent, double x, double y);

// The curves as the world reads them: each sampled at kCurveSamples + 1
// evenly spaced macro values in [0, 1] and read linearly between (a macro
// value outside [0, 1] reads the end); the table is built with the same
// arithmetic everywhere, so every program composes the same heights.
inline constexpr int kCurveSamples = 4096;

// What the evaluator keeps of a continent: the macro value and the composed
// height at a point or along a row, by one arithmetic. Within a grid cell
// the macro value along a row is a cubic in the fraction t across the cell,
// ((c3·t + c2)·t + c1)·t + c0 (Catmull-Rom's coefficients of the four
// columns' vertical interpolations), so a row works out each cell's
// coefficients once.
class ContinentSampler
{
public:
    explicit ContinentSampler(const Continent &continent);

    double macro(double x, double y) const;
    double baseAt(double macroValue) const { return lookup(macroValue, 0); }
    double amplitudeAt(double macroValue) const { return lookup(macroValue, 1); }
    double compose(double macroValue, double height) const
    {
        return baseAt(macroValue) + amplitudeAt(macroValue) * height;
    }
    // heights[i] at (x0 + i·step, y) becomes the composed height.
    void composeRow(double x0, double y, double step, std::span<double> heights) const;

    const Continent &continent() const { return m_continent; }

private:
    struct VerticalTaps
    {
        std::int64_t row = 0; // the row (from the south) of the sample below y
        double weights[4] = {0, 0, 0, 0};
        int rows[4] = {-1, -1, -1, -1}; // the four taps' grid rows (row 0 north), −1 past an edge
    };
    double lookup(double m, int which) const
    {
        const double s = (m > 0.0 ? (m < 1.0 ? m : 1.0) : 0.0) * kCurveSamples;
        int k = static_cast<int>(s);
        k = k < kCurveSamples ? k : kCurveSamples - 1;
        const double f = s - k;
        const double *t = m_table.data() + 2 * k + which;
        return t[0] + f * (t[2] - t[0]);
    }
    // The grid position (in cells, from the first cell centre) of x, and of
    // y counted from the south.
    double columnOf(double x) const { return (x - m_continent.originX) * m_inverseCell - 0.5; }
    double rowOf(double y) const { return (y - m_continent.originY) * m_inverseCell - 0.5; }
    // The whole cell below u and the fraction past it; false when every tap
    // lies past an ocean edge (or u is not finite): the macro value is 0.
    bool locate(double u, int size, std::int64_t &index, double &t) const;
    bool vertical(double y, VerticalTaps &v) const;
    // Column or row (from the south) brought onto the grid of that size:
    // wrapped, or −1 past an Ocean edge.
    int onGrid(std::int64_t index, int size) const;
    // The cubic's coefficients in the cell from column c to c + 1.
    void cellCoefficients(std::int64_t c, const VerticalTaps &v, double out[4]) const;

    Continent m_continent;
    double m_inverseCell = 0.0;
    std::vector<double> m_table; // base and amplitude interleaved, kCurveSamples + 1 each
};

// The Catmull-Rom weights at t in [0, 1) of the samples at -1, 0, 1, 2: the
// cubic through the samples, with the central differences as tangents (C¹;
// at t = 0 the sample itself).
inline void cubicWeights(double t, double w[4])
{
    const double t2 = t * t, t3 = t2 * t;
    w[0] = (-t3 + 2.0 * t2 - t) * 0.5;
    w[1] = (3.0 * t3 - 5.0 * t2 + 2.0) * 0.5;
    w[2] = (-3.0 * t3 + 4.0 * t2 + t) * 0.5;
    w[3] = (t3 - t2) * 0.5;
}

} // namespace terrain::relf
