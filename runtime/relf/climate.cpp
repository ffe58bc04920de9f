// A continent's climate (climate.h).
#include "climate.h"

#include "flowrouting.h"
#include "gridcache.h"
#include "kernels/cpufeatures.h"
#include "parameters.h"
#include "rivers.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <tuple>

namespace terrain::relf {

const char *biomeName(Biome biome)
{
    switch (biome) {
    case Biome::Marsh:
        return "marsh";
    case Biome::WetForest:
        return "wet_forest";
    case Biome::Forest:
        return "forest";
    case Biome::Moor:
        return "moor";
    case Biome::Alpine:
        return "alpine";
    case Biome::Snow:
        return "snow";
    }
    return "forest";
}

namespace {

constexpr double kFar = 1e300;

// Felzenszwalb and Huttenlocher's lower envelope of parabolas: out[q] =
// min over p of (q − p)² + f[p], exact for integer inputs below 2^53.
void envelope(const std::vector<double> &f, std::vector<double> &out, std::vector<int> &v,
              std::vector<double> &z)
{
    const int n = int(f.size());
    out.assign(f.size(), kFar);
    v.assign(f.size(), 0);
    z.assign(f.size() + 1, 0.0);
    int k = -1;
    for (int q = 0; q < n; ++q) {
        if (!(f[std::size_t(q)] < kFar))
            continue;
        const double fq = f[std::size_t(q)] + double(q) * double(q);
        double s = -kFar;
        while (k >= 0) {
            const int p = v[std::size_t(k)];
            s = (fq - (f[std::size_t(p)] + double(p) * double(p))) / (2.0 * double(q - p));
            if (s > z[std::size_t(k)])
                break;
            --k;
        }
        ++k;
        v[std::size_t(k)] = q;
        z[std::size_t(k)] = k == 0 ? -kFar : s;
        z[std::size_t(k) + 1] = kFar;
    }
    if (k < 0)
        return;
    int j = 0;
    for (int q = 0; q < n; ++q) {
        while (z[std::size_t(j) + 1] < double(q))
            ++j;
        const int p = v[std::size_t(j)];
        out[std::size_t(q)] = double(q - p) * double(q - p) + f[std::size_t(p)];
    }
}

// The squared distance (in cells) of each cell to the nearest source cell:
// along lines of the grid with a period's copy on each side (Repeat), or
// with one source cell past each end (Ocean: the sea beyond the island).
std::vector<double> squaredDistances(const std::vector<std::uint8_t> &source, int w, int h,
                                     bool repeat, bool oceanBeyond)
{
    std::vector<double> d(source.size(), kFar);
    std::vector<double> line, out, z;
    std::vector<int> v;
    const auto pass = [&](int n, int lines, auto at) {
        const int pad = repeat ? n : 1;
        for (int l = 0; l < lines; ++l) {
            line.assign(std::size_t(n + 2 * pad), kFar);
            for (int q = -pad; q < n + pad; ++q) {
                if (q >= 0 && q < n)
                    line[std::size_t(q + pad)] = at(l, q);
                else if (repeat)
                    line[std::size_t(q + pad)] = at(l, (q + n) % n);
                else if (oceanBeyond)
                    line[std::size_t(q + pad)] = 0.0;
            }
            envelope(line, out, v, z);
            for (int q = 0; q < n; ++q)
                at(l, q) = out[std::size_t(q + pad)];
        }
    };
    for (std::size_t k = 0; k < source.size(); ++k)
        d[k] = source[k] ? 0.0 : kFar;
    // Columns (north to south), then rows.
    pass(h, w, [&](int c, int r) -> double & {
        return d[std::size_t(r) * std::size_t(w) + std::size_t(c)];
    });
    pass(w, h, [&](int r, int c) -> double & {
        return d[std::size_t(r) * std::size_t(w) + std::size_t(c)];
    });
    return d;
}

// 1 / (1 + d²/L²): 1 at the source, a half at its reach.
double wetness(double squaredCells, double cell, double reach)
{
    if (!(squaredCells < kFar))
        return 0.0;
    const double r = reach / cell;
    return 1.0 / (1.0 + squaredCells / (r * r));
}

// What a river gives: a little less than the sea; and the rivers that do:
// those at least this wide at the mouth (a brook's valley stays as it is).
constexpr double kRiverWetness = 0.85;
constexpr double kWettingRiverWidth = 5.0;

Moisture wetGrid(const Continent &c)
{
    const ContinentGrid &g = *c.grid;
    const int w = g.width, h = g.height;
    const std::size_t n = g.samples.size();
    const bool repeat = c.edges == ContinentEdges::Repeat;
    const int land = continent::landLevel(c.coast);
    std::vector<std::uint8_t> sea(n), river(n, 0);
    for (std::size_t k = 0; k < n; ++k)
        sea[k] = g.samples[k] < land;
    // Every river point's cell, its copies wrapped onto the grid.
    const auto rivers = worldRivers(c);
    for (const WorldRiver &r : *rivers)
        for (const auto &p : r.points) {
            if (!(r.width >= kWettingRiverWidth))
                break;
            auto col = std::int64_t(std::floor((p[0] - c.originX) / c.cell));
            auto row = std::int64_t(h - 1) - std::int64_t(std::floor((p[1] - c.originY) / c.cell));
            if (repeat) {
                col = ((col % w) + w) % w;
                row = ((row % h) + h) % h;
            }
            if (col >= 0 && col < w && row >= 0 && row < h)
                river[std::size_t(row) * std::size_t(w) + std::size_t(col)] = 1;
        }
    const std::vector<double> toSea = squaredDistances(sea, w, h, repeat, !repeat);
    const std::vector<double> toRiver = squaredDistances(river, w, h, repeat, false);
    const ClimateSettings &s = c.climate;
    Moisture m;
    m.wet.resize(n);
    double landSum = 0.0;
    std::size_t landCells = 0;
    for (std::size_t k = 0; k < n; ++k) {
        m.wet[k] = float(std::max(wetness(toSea[k], c.cell, s.seaReach),
                                  kRiverWetness * wetness(toRiver[k], c.cell, s.riverReach)));
        if (!sea[k]) {
            landSum += double(m.wet[k]);
            ++landCells;
        }
    }
    m.landMean = landCells ? landSum / double(landCells) : 0.5;
    return m;
}

// The grid's moisture, worked out once for the grids in use.
std::shared_ptr<const Moisture> keptWetGrid(const Continent &c)
{
    // edges, coast, sea reach, river reach
    using Key = std::tuple<ContinentEdges, double, double, double>;
    static GridCache<Key, Moisture> cache;
    return cache.get(c.grid, Key{c.edges, c.coast, c.climate.seaReach, c.climate.riverReach},
                     [&] { return wetGrid(c); });
}

// The spread (standard deviation) of a vector set's profile sums at a random
// point: the profile's, times the square root of the number of vectors.
double sumSpread(const std::vector<std::int32_t> &profile, std::size_t vectors)
{
    double mean = 0, square = 0;
    for (const std::int32_t v : profile)
        mean += v;
    mean /= double(profile.size());
    for (const std::int32_t v : profile)
        square += (v - mean) * (v - mean);
    return std::sqrt(square / double(profile.size()) * double(vectors));
}

// A threshold moved by `by`, kept within the range of an int (whole
// numbers, so the floor of the clamped level is the clamped floor).
[[gnu::always_inline]] inline double level(double threshold, double by)
{
    // std::max(v, lo) is v < lo ? lo : v, and std::min(v, hi) is hi < v ? hi : v.
    return std::min(std::max(threshold + by, -2147483648.0), 2147483647.0);
}

// floor(u) for |u| < 2^62, without a library call.
double floorOf(double u)
{
    const double t = double(std::int64_t(u));
    return t > u ? t - 1.0 : t;
}

} // namespace

ClimateField::ClimateField(const Continent &c, const RelfParameters &p)
    : m_wet(keptWetGrid(c))
    , m_dryMean(1.0 - 2.0 * m_wet->landMean)
    , m_width(c.grid->width)
    , m_height(c.grid->height)
    , m_originX(c.originX)
    , m_originY(c.originY)
    , m_inverseCell(1.0 / c.cell)
    , m_repeat(c.edges == ContinentEdges::Repeat)
    , m_strength(c.climate.strength)
    , m_snowHeight(p.snowHeight)
    , m_snowDrop(c.climate.snowDropNorth)
    , m_lake(p.lakeLevel)
    , m_openSpread(sumSpread(p.profile, p.vegetation2.size()))
    , m_vegetationSpread(sumSpread(p.profile, p.vegetation3.size()))
{
}

double ClimateField::latitude(double y) const
{
    const double u = (y - m_originY) * m_inverseCell / double(m_height);
    if (!std::isfinite(u))
        return 0.0;
    if (!m_repeat)
        return std::clamp(u, 0.0, 1.0);
    const double v = u - 2.0 * std::floor(u * 0.5); // in [0, 2)
    return v <= 1.0 ? v : 2.0 - v;
}

ClimateField::RowTaps ClimateField::rowTaps(double y) const
{
    RowTaps taps;
    const double v = (y - m_originY) * m_inverseCell - 0.5; // rows from the south
    if (!std::isfinite(v) || std::abs(v) > 1e15)
        return taps;
    const double fv = floorOf(v);
    taps.tv = v - fv;
    taps.finite = true;
    const std::vector<float> &wet = m_wet->wet;
    const auto row = [&](std::int64_t fromSouth) -> const float * {
        if (m_repeat)
            fromSouth = ((fromSouth % m_height) + m_height) % m_height;
        else if (fromSouth < 0 || fromSouth >= m_height)
            return nullptr;
        return wet.data() + std::size_t(m_height - 1 - fromSouth) * std::size_t(m_width);
    };
    taps.south = row(std::int64_t(fv));
    taps.north = row(std::int64_t(fv) + 1);
    return taps;
}

double ClimateField::moistureOn(const RowTaps &taps, double x, std::int64_t &cell,
                                std::int64_t (&columns)[2]) const
{
    const double u = (x - m_originX) * m_inverseCell - 0.5;
    if (!taps.finite || !std::isfinite(u) || std::abs(u) > 1e15)
        return 1.0;
    const double fu = floorOf(u);
    const double tu = u - fu;
    const auto c0 = std::int64_t(fu);
    if (c0 != cell) {
        cell = c0;
        for (int k = 0; k < 2; ++k) {
            std::int64_t col = c0 + k;
            if (m_repeat)
                col = ((col % m_width) + m_width) % m_width;
            else if (col < 0 || col >= m_width)
                col = -1;
            columns[k] = col;
        }
    }
    // The ocean past an island's edge is wet.
    const auto at = [&](const float *row, int k) {
        return row && columns[k] >= 0 ? double(row[columns[k]]) : 1.0;
    };
    const double a = at(taps.south, 0), b = at(taps.south, 1);
    const double c = at(taps.north, 0), d = at(taps.north, 1);
    const double south = a + tu * (b - a);
    const double north = c + tu * (d - c);
    return south + taps.tv * (north - south);
}

double ClimateField::moisture(double x, double y) const
{
    std::int64_t cell = std::numeric_limits<std::int64_t>::min();
    std::int64_t columns[2] = {-1, -1};
    return moistureOn(rowTaps(y), x, cell, columns);
}

// How the climate moves the thresholds: one arithmetic for a point and a
// row (written once, inlined into both, so both give the same bits). The
// products that do not depend on the place are taken once, as the
// expressions group them.
struct ClimateField::Levels
{
    double open0, grass0, thicket0; // the designer's thresholds
    double openScale, vegetationScale, lake, dryMean;
    bool climate;

    Levels(const TerrainThresholds &t, double strength, double openSpread, double vegetationSpread,
           double lakeLevel, double landDryMean)
        : open0(t.openBelow)
        , grass0(t.grassBelow)
        , thicket0(t.thicketBelow)
        , openScale(strength * openSpread)
        , vegetationScale(-strength * vegetationSpread)
        , lake(lakeLevel)
        , dryMean(landDryMean)
        , climate(strength > 0.0)
    {
    }

    // The height's share of the way from the lake to the snow line, in [0, 1].
    [[gnu::always_inline]] static double upland(double snow, double lake, double height)
    {
        const double span = snow - lake;
        const double share = (height - lake) / span;
        return !(span > 0.0) ? 1.0 : std::min(std::max(share, 0.0), 1.0);
    }
    // Ground drier than the continent's land on the whole, or above halfway
    // to the snow line, opens, and its open land is moor rather than grass;
    // wetter or lower ground grows thicket. Both measured from the middle,
    // so that the land as a whole keeps near the designer's shares and the
    // climate sets regions apart.
    [[gnu::always_inline]] double drier(double wet) const
    {
        return (1.0 - 2.0 * wet) - dryMean; // 2 · (the land's mean wetness − wet)
    }
    [[gnu::always_inline]] double open(double wet, double up) const
    {
        // Wet low ground keeps its open land, as marsh.
        return level(open0,
                     openScale * (0.6 * std::max(0.0, drier(wet)) + 0.8 * std::max(0.0, up - 0.5)));
    }
    [[gnu::always_inline]] double grass(double wet, double up) const
    {
        return level(grass0,
                     vegetationScale * (0.8 * std::max(0.0, drier(wet)) + 1.0 * (up - 0.5)));
    }
    [[gnu::always_inline]] double thicket(double wet, double up) const
    {
        return level(thicket0, vegetationScale * (0.6 * drier(wet) + 0.6 * (up - 0.5)));
    }
    [[gnu::always_inline]] bool marsh(double wet, double up) const
    {
        return climate & (wet >= 0.8) & (up < 0.1);
    }
};

LocalVegetation ClimateField::vegetation(const TerrainThresholds &t, double x, double y,
                                         double height) const
{
    const Levels l(t, m_strength, m_openSpread, m_vegetationSpread, m_lake, m_dryMean);
    const double wet = moisture(x, y), up = Levels::upland(snowHeight(y), m_lake, height);
    return {int(std::floor(l.open(wet, up))), int(std::floor(l.grass(wet, up))),
            int(std::floor(l.thicket(wet, up))), l.marsh(wet, up)};
}

// Two loops of straight-line arithmetic the compiler vectorises (without
// traps, selects become blends; the values are IEEE's either way): upland()
// with its test of the span taken once for the row, then the codes.
TERRAIN_CLONES void ClimateField::levelsRow(const TerrainThresholds &t, double snow,
                                            std::span<const double> heights, const std::int32_t *v2,
                                            const std::int32_t *v3, VegetationRow &out) const
{
    const Levels l(t, m_strength, m_openSpread, m_vegetationSpread, m_lake, m_dryMean);
    const std::size_t n = heights.size();
    out.up.resize(n);
    const double *__restrict wet = out.wet.data();
    const double *__restrict h = heights.data();
    double *__restrict up = out.up.data();
    std::int32_t *__restrict code = out.code.data();
    const double lake = m_lake, span = snow - lake;
    if (span > 0.0) {
        for (std::size_t i = 0; i < n; ++i)
            up[i] = std::min(std::max((h[i] - lake) / span, 0.0), 1.0);
    } else {
        std::fill(up, up + n, 1.0);
    }
    const std::int32_t marshes = l.climate ? kMarshHere : 0;
    for (std::size_t i = 0; i < n; ++i) {
        const double w = wet[i], u = up[i];
        const double b2 = double(v2[i]) + 1.0, b3 = double(v3[i]) + 1.0;
        code[i] = (l.open(w, u) >= b2 ? kOpenHere : 0) | (l.grass(w, u) >= b3 ? kGrassHere : 0) |
                  (l.thicket(w, u) >= b3 ? kThicketHere : 0) |
                  (((w >= 0.8) & (u < 0.1)) ? marshes : 0); // l.marsh()
    }
}

// The moisture along a row, one grid cell's span at a time: the cell's four
// values are read once and the places in it interpolated in a loop the
// compiler vectorises, with moistureOn()'s arithmetic (the same bits).
TERRAIN_CLONES void ClimateField::moistureRow(const RowTaps &taps, double x0, double step,
                                              std::span<double> out) const
{
    const std::size_t n = out.size();
    const auto uAt = [&](std::size_t i) {
        return (x0 + static_cast<double>(i) * step - m_originX) * m_inverseCell - 0.5;
    };
    std::int64_t cell = std::numeric_limits<std::int64_t>::min();
    std::int64_t columns[2] = {-1, -1};
    const bool ordinary = n > 0 && n <= std::size_t(std::numeric_limits<std::int32_t>::max()) &&
                          taps.finite && step > 0.0 && std::isfinite(uAt(0)) &&
                          std::isfinite(uAt(n - 1)) && std::abs(uAt(0)) <= 1e15 &&
                          std::abs(uAt(n - 1)) <= 1e15;
    if (!ordinary) {
        for (std::size_t i = 0; i < n; ++i)
            out[i] = moistureOn(taps, x0 + static_cast<double>(i) * step, cell, columns);
        return;
    }
    // u rises with i (each operation is monotonic), so its floor does too.
    double *__restrict wet = out.data();
    const double originX = m_originX, inverseCell = m_inverseCell;
    std::size_t i = 0;
    while (i < n) {
        const double fu = floorOf(uAt(i));
        // The span's end: a guess from the cell's width, then put right.
        const double guess = std::ceil((fu + 1.0 - uAt(i)) / (inverseCell * step));
        std::size_t e = i + (guess >= 1.0 ? std::size_t(std::min(guess, double(n - i))) : 1);
        while (e < n && floorOf(uAt(e)) == fu)
            ++e;
        while (e > i + 1 && floorOf(uAt(e - 1)) != fu)
            --e;
        cell = std::int64_t(fu);
        for (int k = 0; k < 2; ++k) {
            std::int64_t col = cell + k;
            if (m_repeat)
                col = ((col % m_width) + m_width) % m_width;
            else if (col < 0 || col >= m_width)
                col = -1;
            columns[k] = col;
        }
        const auto at = [&](const float *row, int k) {
            return row && columns[k] >= 0 ? double(row[columns[k]]) : 1.0;
        };
        const double a = at(taps.south, 0), b = at(taps.south, 1);
        const double c = at(taps.north, 0), d = at(taps.north, 1);
        const double tv = taps.tv;
        // A 32-bit index converts to double in one vector instruction on
        // every clone (a 64-bit one needs AVX-512DQ); the same value.
        for (auto j = std::int32_t(i); j < std::int32_t(e); ++j) {
            const double u = (x0 + static_cast<double>(j) * step - originX) * inverseCell - 0.5;
            const double tu = u - fu;
            const double south = a + tu * (b - a);
            const double north = c + tu * (d - c);
            wet[j] = south + tv * (north - south);
        }
        i = e;
    }
}

void ClimateField::vegetationRow(const TerrainThresholds &t, double x0, double y, double step,
                                 std::span<const double> heights, const std::int32_t *v2,
                                 const std::int32_t *v3, VegetationRow &out) const
{
    const std::size_t n = heights.size();
    out.wet.resize(n);
    out.code.resize(n);
    moistureRow(rowTaps(y), x0, step, out.wet);
    levelsRow(t, snowHeight(y), heights, v2, v3, out);
}

Biome ClimateField::biome(double x, double y, double height) const
{
    const double snow = snowHeight(y);
    if (height > snow)
        return Biome::Snow;
    const double wet = moisture(x, y), up = Levels::upland(snow, m_lake, height);
    if (up > 0.75)
        return Biome::Alpine;
    if (wet >= 0.8 && up < 0.1)
        return Biome::Marsh;
    // As the levels move: drier than the land's mean or high ground is moor.
    const double drier = (1.0 - 2.0 * wet) - m_dryMean;
    if (drier > 0.3 || up > 0.5)
        return Biome::Moor;
    return drier < -0.3 ? Biome::WetForest : Biome::Forest;
}

} // namespace terrain::relf
