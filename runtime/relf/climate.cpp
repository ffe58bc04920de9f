// A continent's climate (climate.h).
#include "climate.h"

#include "flowrouting.h"
#include "parameters.h"
#include "rivers.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <mutex>

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

std::vector<float> wetGrid(const Continent &c)
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
    std::vector<float> wet(n);
    for (std::size_t k = 0; k < n; ++k)
        wet[k] = float(std::max(wetness(toSea[k], c.cell, s.seaReach),
                                kRiverWetness * wetness(toRiver[k], c.cell, s.riverReach)));
    return wet;
}

struct Kept
{
    std::weak_ptr<const ContinentGrid> grid;
    ContinentEdges edges;
    double coast, seaReach, riverReach;
    std::shared_ptr<const std::vector<float>> wet;
};

// The grid's moisture, from the few grids kept (as their rivers are).
std::shared_ptr<const std::vector<float>> keptWetGrid(const Continent &c)
{
    static std::mutex mutex;
    static std::vector<Kept> kept;
    constexpr std::size_t kKeep = 4;
    const std::lock_guard lock(mutex);
    std::erase_if(kept, [](const Kept &k) { return k.grid.expired(); });
    for (const Kept &k : kept)
        if (k.grid.lock() == c.grid && k.edges == c.edges && k.coast == c.coast &&
            k.seaReach == c.climate.seaReach && k.riverReach == c.climate.riverReach)
            return k.wet;
    auto wet = std::make_shared<const std::vector<float>>(wetGrid(c));
    if (kept.size() >= kKeep)
        kept.erase(kept.begin());
    kept.push_back({c.grid, c.edges, c.coast, c.climate.seaReach, c.climate.riverReach, wet});
    return wet;
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

int shifted(int threshold, double by)
{
    const double t = std::floor(double(threshold) + by);
    return int(std::clamp(t, -2147483648.0, 2147483647.0));
}

} // namespace

ClimateField::ClimateField(const Continent &c, const RelfParameters &p)
    : m_wet(keptWetGrid(c))
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

double ClimateField::moisture(double x, double y) const
{
    const double u = (x - m_originX) * m_inverseCell - 0.5;
    const double v = (y - m_originY) * m_inverseCell - 0.5; // rows from the south
    if (!std::isfinite(u) || !std::isfinite(v) || std::abs(u) > 1e15 || std::abs(v) > 1e15)
        return 1.0;
    const double fu = std::floor(u), fv = std::floor(v);
    const double tu = u - fu, tv = v - fv;
    const auto c0 = std::int64_t(fu), r0 = std::int64_t(fv);
    const std::vector<float> &wet = *m_wet;
    const auto at = [&](std::int64_t col, std::int64_t rowFromSouth) {
        if (m_repeat) {
            col = ((col % m_width) + m_width) % m_width;
            rowFromSouth = ((rowFromSouth % m_height) + m_height) % m_height;
        } else if (col < 0 || col >= m_width || rowFromSouth < 0 || rowFromSouth >= m_height) {
            return 1.0; // the ocean past an island's edge
        }
        const std::int64_t row = m_height - 1 - rowFromSouth;
        return double(wet[std::size_t(row) * std::size_t(m_width) + std::size_t(col)]);
    };
    const double south = at(c0, r0) + tu * (at(c0 + 1, r0) - at(c0, r0));
    const double north = at(c0, r0 + 1) + tu * (at(c0 + 1, r0 + 1) - at(c0, r0 + 1));
    return south + tv * (north - south);
}

double ClimateField::upland(double y, double height) const
{
    const double span = snowHeight(y) - m_lake;
    if (!(span > 0.0))
        return 1.0;
    return std::clamp((height - m_lake) / span, 0.0, 1.0);
}

Biome ClimateField::biome(double x, double y, double height) const
{
    if (height > snowHeight(y))
        return Biome::Snow;
    const double wet = moisture(x, y), up = upland(y, height);
    if (up > 0.75)
        return Biome::Alpine;
    if (wet >= 0.8 && up < 0.1)
        return Biome::Marsh;
    if (wet < 0.35 || up > 0.5)
        return Biome::Moor;
    return wet >= 0.6 ? Biome::WetForest : Biome::Forest;
}

LocalVegetation ClimateField::vegetation(const TerrainThresholds &t, double x, double y,
                                         double height) const
{
    const double wet = moisture(x, y), up = upland(y, height);
    const double dry = 1.0 - 2.0 * wet; // −1 wet to 1 dry
    const double s = m_strength;
    LocalVegetation v;
    // Dry or high ground opens; the open land there is moor rather than
    // grass; wet ground grows thicket and high ground loses it.
    v.openBelow = shifted(t.openBelow, s * m_openSpread * (0.6 * dry + 0.8 * up));
    v.grassBelow =
        shifted(t.grassBelow, -s * m_vegetationSpread * (0.8 * std::max(dry, 0.0) + 1.0 * up));
    v.thicketBelow = shifted(t.thicketBelow, -s * m_vegetationSpread * (0.6 * dry + 0.6 * up));
    v.marsh = s > 0.0 && wet >= 0.8 && up < 0.1;
    return v;
}

} // namespace terrain::relf
