#include "continentbrush.h"

#include "continentsources.h"

#include <algorithm>
#include <cmath>
#include <cstdint>

namespace terrain::continent {

namespace {

using Position = std::array<double, 2>;

std::int64_t wrapped(std::int64_t a, std::int64_t n)
{
    const std::int64_t r = a % n;
    return r < 0 ? r + n : r;
}

double segmentDistance(double x, double y, const Position &a, const Position &b)
{
    const double dx = b[0] - a[0], dy = b[1] - a[1];
    const double length2 = dx * dx + dy * dy;
    double t = 0.0;
    if (length2 > 0.0)
        t = std::clamp(((x - a[0]) * dx + (y - a[1]) * dy) / length2, 0.0, 1.0);
    const double ex = x - (a[0] + t * dx), ey = y - (a[1] + t * dy);
    return std::sqrt(ex * ex + ey * ey);
}

// The cells a stroke reaches and its weight on each: a window of the grid,
// from (x0, y0) for columns x 0 ≤ lx < width and rows 0 ≤ ly < height; on
// the torus the window wraps and is at most the grid.
class Footprint
{
public:
    Footprint(const relf::ContinentGrid &grid, std::span<const Position> path, double radius,
              bool wrap)
        : m_grid(grid)
        , m_wrap(wrap)
    {
        double lo[2] = {path[0][0], path[0][1]}, hi[2] = {lo[0], lo[1]};
        for (const Position &p : path)
            for (int a = 0; a < 2; ++a)
                lo[a] = std::min(lo[a], p[std::size_t(a)]),
                hi[a] = std::max(hi[a], p[std::size_t(a)]);
        const int sides[2] = {grid.width, grid.height};
        for (int a = 0; a < 2; ++a) {
            auto from = std::int64_t(std::floor(lo[a] - radius));
            auto to = std::int64_t(std::floor(hi[a] + radius)); // inclusive
            if (!wrap) {
                from = std::max<std::int64_t>(from, 0);
                to = std::min<std::int64_t>(to, sides[a] - 1);
            }
            m_origin[a] = from;
            m_size[a] = int(std::clamp<std::int64_t>(to - from + 1, 0, sides[a]));
        }
        m_weight.assign(std::size_t(m_size[0]) * std::size_t(m_size[1]), 0.0);
        if (path.size() == 1)
            add(path[0], path[0], radius);
        for (std::size_t k = 1; k < path.size(); ++k)
            add(path[k - 1], path[k], radius);
    }

    int width() const { return m_size[0]; }
    int height() const { return m_size[1]; }
    double weight(int lx, int ly) const
    {
        return m_weight[std::size_t(ly) * std::size_t(m_size[0]) + std::size_t(lx)];
    }
    // The grid index of window cell (lx, ly).
    std::size_t cell(int lx, int ly) const
    {
        const std::int64_t x = wrapped(m_origin[0] + lx, m_grid.width);
        const std::int64_t y = wrapped(m_origin[1] + ly, m_grid.height);
        return std::size_t(y) * std::size_t(m_grid.width) + std::size_t(x);
    }
    // The sample at window position (lx, ly), which may lie outside the
    // window: wrapped on the torus, 0 past the grid's edge otherwise.
    double sample(std::int64_t lx, std::int64_t ly) const
    {
        std::int64_t x = m_origin[0] + lx, y = m_origin[1] + ly;
        if (m_wrap) {
            x = wrapped(x, m_grid.width), y = wrapped(y, m_grid.height);
        } else if (x < 0 || y < 0 || x >= m_grid.width || y >= m_grid.height) {
            return 0.0;
        }
        return double(m_grid.at(int(x), int(y)));
    }

private:
    // The segment a–b: each cell it reaches keeps the larger weight.
    void add(const Position &a, const Position &b, double radius)
    {
        const auto x0 = std::int64_t(std::floor(std::min(a[0], b[0]) - radius));
        const auto x1 = std::int64_t(std::floor(std::max(a[0], b[0]) + radius));
        const auto y0 = std::int64_t(std::floor(std::min(a[1], b[1]) - radius));
        const auto y1 = std::int64_t(std::floor(std::max(a[1], b[1]) + radius));
        for (std::int64_t y = y0; y <= y1; ++y) {
            const std::int64_t ly = local(y, 1);
            if (ly < 0)
                continue;
            for (std::int64_t x = x0; x <= x1; ++x) {
                const std::int64_t lx = local(x, 0);
                if (lx < 0)
                    continue;
                const double d = segmentDistance(double(x) + 0.5, double(y) + 0.5, a, b);
                double &w = m_weight[std::size_t(ly) * std::size_t(m_size[0]) + std::size_t(lx)];
                w = std::max(w, brushWeight(d, radius));
            }
        }
    }
    // The window coordinate of grid coordinate v on axis a, -1 outside.
    std::int64_t local(std::int64_t v, int a) const
    {
        const std::int64_t side = a == 0 ? m_grid.width : m_grid.height;
        const std::int64_t l = m_wrap ? wrapped(v - m_origin[a], side) : v - m_origin[a];
        return l >= 0 && l < m_size[a] ? l : -1;
    }

    const relf::ContinentGrid &m_grid;
    bool m_wrap;
    std::int64_t m_origin[2] = {0, 0};
    int m_size[2] = {0, 0};
    std::vector<double> m_weight;
};

// The mean of the box of half-width h round each window cell, from the
// grid as it was.
std::vector<double> boxMeans(const Footprint &f, int h)
{
    const auto w = std::size_t(f.width()), rows = std::size_t(f.height() + 2 * h);
    std::vector<double> across(rows * w, 0.0), means(w * std::size_t(f.height()));
    for (std::size_t r = 0; r < rows; ++r)
        for (std::size_t c = 0; c < w; ++c) {
            double sum = 0.0;
            for (int dx = -h; dx <= h; ++dx)
                sum += f.sample(std::int64_t(c) + dx, std::int64_t(r) - h);
            across[r * w + c] = sum;
        }
    const double count = double(2 * h + 1) * double(2 * h + 1);
    for (std::size_t r = 0; r < std::size_t(f.height()); ++r)
        for (std::size_t c = 0; c < w; ++c) {
            double sum = 0.0;
            for (std::size_t k = 0; k <= std::size_t(2 * h); ++k)
                sum += across[(r + k) * w + c];
            means[r * w + c] = sum / count;
        }
    return means;
}

} // namespace

double brushWeight(double d, double radius)
{
    if (!(radius > 0.0) || !(d < radius))
        return 0.0;
    const double x = d / radius, s = 1.0 - x * x;
    return s * s;
}

relf::ContinentGrid applyStroke(const relf::ContinentGrid &grid, const BrushStroke &stroke,
                                relf::ContinentEdges edges, double coast)
{
    const double strength =
        std::isnan(stroke.strength) ? 0.0 : std::clamp(stroke.strength, 0.0, 1.0);
    const double longest = 2.0 * double(std::max(grid.width, grid.height));
    const double radius = std::min(stroke.radius, longest);
    const bool finite =
        std::all_of(stroke.points.begin(), stroke.points.end(),
                    [](const Position &p) { return std::isfinite(p[0]) && std::isfinite(p[1]); });
    const bool shaped = grid.width > 0 && grid.height > 0 &&
                        grid.samples.size() == std::size_t(grid.width) * std::size_t(grid.height);
    if (!shaped || stroke.points.empty() || !(radius > 0.0) || !(strength > 0.0) || !finite)
        return grid;
    const bool wrap = edges == relf::ContinentEdges::Repeat;

    // On the torus the path starts inside the grid and each point follows
    // the previous one the shorter way round; past the edge of an island
    // grid nothing is painted, so points far outside are brought nearer.
    std::vector<Position> path(stroke.points.begin(), stroke.points.end());
    const double sides[2] = {double(grid.width), double(grid.height)};
    for (std::size_t k = 0; k < path.size(); ++k)
        for (std::size_t a = 0; a < 2; ++a) {
            double &v = path[k][a];
            if (!wrap)
                v = std::clamp(v, -radius - 1.0, sides[a] + radius + 1.0);
            else if (k == 0)
                v -= std::floor(v / sides[a]) * sides[a];
            else
                v -= std::round((v - path[k - 1][a]) / sides[a]) * sides[a];
        }

    const Footprint f(grid, path, radius, wrap);
    relf::ContinentGrid out = grid;
    const CoastSamples levels = coastSamples(coast);
    std::vector<double> means;
    if (stroke.kind == BrushStroke::Kind::Smooth)
        means = boxMeans(f, std::clamp(int(std::lround(radius / 4.0)), 1, 8));
    for (int ly = 0; ly < f.height(); ++ly)
        for (int lx = 0; lx < f.width(); ++lx) {
            const double w = f.weight(lx, ly) * strength;
            if (!(w > 0.0))
                continue;
            std::uint16_t &v = out.samples[f.cell(lx, ly)];
            const double now = double(v);
            double next = now;
            switch (stroke.kind) {
            case BrushStroke::Kind::Raise:
            case BrushStroke::Kind::Lower: {
                const double step =
                    std::max(1.0, std::round(w * kBrushStep * relf::kContinentFullScale));
                next = stroke.kind == BrushStroke::Kind::Raise ? now + step : now - step;
                break;
            }
            case BrushStroke::Kind::Sea:
                next = std::min(now, std::round(double(levels.seaTop) * (1.0 - kSeaDepth * w)));
                break;
            case BrushStroke::Kind::Smooth: {
                const double mean =
                    means[std::size_t(ly) * std::size_t(f.width()) + std::size_t(lx)];
                next = std::round(now + w * (mean - now));
                break;
            }
            }
            v = std::uint16_t(std::clamp(next, 0.0, relf::kContinentFullScale));
        }
    return out;
}

} // namespace terrain::continent
