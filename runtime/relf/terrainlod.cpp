#include "terrainlod.h"

#include <algorithm>
#include <cmath>
#include <tuple>
#include <unordered_set>

namespace terrain::relf {

namespace {

constexpr int kMaxLevels = 24;

struct Key
{
    int level;
    std::int64_t i, j;
    bool operator==(const Key &) const = default;
};

struct KeyHash
{
    std::size_t operator()(const Key &k) const
    {
        std::uint64_t h = std::uint64_t(k.i) * 0x9e3779b97f4a7c15ULL;
        h ^= std::uint64_t(k.j) * 0xc2b2ae3d27d4eb4fULL + (h << 6) + (h >> 2);
        return std::size_t(h ^ std::uint64_t(k.level));
    }
};

using Leaves = std::unordered_set<Key, KeyHash>;

// The coarsest level: one whose chunks are at least the view distance a side.
int topLevel(const LodSettings &s)
{
    int level = 0;
    while (level + 1 < kMaxLevels && lodChunkSide(s, level) < s.viewDistance)
        ++level;
    return level;
}

struct Selector
{
    const LodSettings &s;
    double x0, y0, x1, y1; // the ground covered (lodExtent)
    LodCamera camera;
    Leaves leaves;

    bool inside(const Key &k) const
    {
        const double side = lodChunkSide(s, k.level);
        return double(k.i) * side<x1 &&double(k.i + 1) * side> x0 &&
               double(k.j) * side<y1 &&double(k.j + 1) * side> y0;
    }

    double distance(const Key &k) const
    {
        const double side = lodChunkSide(s, k.level);
        const double bx0 = double(k.i) * side, by0 = double(k.j) * side;
        const double dx = std::max({bx0 - camera.x, 0.0, camera.x - (bx0 + side)});
        const double dy = std::max({by0 - camera.y, 0.0, camera.y - (by0 + side)});
        return std::sqrt(dx * dx + dy * dy + camera.height * camera.height);
    }

    bool within(const Key &k) const
    {
        const double side = lodChunkSide(s, k.level);
        return double(k.i) * side >= x0 && double(k.i + 1) * side <= x1 &&
               double(k.j) * side >= y0 && double(k.j + 1) * side <= y1;
    }

    void select(const Key &k)
    {
        if (!inside(k))
            return;
        if (k.level > 0 && (!within(k) || distance(k) < s.splitFactor * lodChunkSide(s, k.level)))
            splitDeep(k);
        else
            leaves.insert(k);
    }

    void split(const Key &k)
    {
        for (const std::int64_t dj : {0, 1})
            for (const std::int64_t di : {0, 1}) {
                const Key child{k.level - 1, 2 * k.i + di, 2 * k.j + dj};
                if (inside(child))
                    leaves.insert(child);
            }
    }

    void splitDeep(const Key &k)
    {
        for (const std::int64_t dj : {0, 1})
            for (const std::int64_t di : {0, 1})
                select({k.level - 1, 2 * k.i + di, 2 * k.j + dj});
    }

    // The leaf holding ground point (x, y), if any.
    const Key *leafAt(double x, double y) const
    {
        for (int level = 0; level < kMaxLevels; ++level) {
            const double side = lodChunkSide(s, level);
            const auto it = leaves.find(
                {level, std::int64_t(std::floor(x / side)), std::int64_t(std::floor(y / side))});
            if (it != leaves.end())
                return &*it;
        }
        return nullptr;
    }

    // The points just across each edge, a quarter and three quarters along
    // it: a coarser neighbour holds both, finer ones one each (either may lie
    // outside the square shown).
    std::array<std::array<std::array<double, 2>, 2>, 4> across(const Key &k) const
    {
        const double side = lodChunkSide(s, k.level), e = side * 1e-3;
        const double x = double(k.i) * side, y = double(k.j) * side;
        const double q = side / 4.0, r = 3.0 * side / 4.0;
        return {{{{{x - e, y + q}, {x - e, y + r}}},
                 {{{x + side + e, y + q}, {x + side + e, y + r}}},
                 {{{x + q, y - e}, {x + r, y - e}}},
                 {{{x + q, y + side + e}, {x + r, y + side + e}}}}};
    }

    // Splits every leaf that is two or more levels coarser than a neighbour,
    // until none is.
    void balance()
    {
        for (bool changed = true; changed;) {
            changed = false;
            std::vector<Key> coarse;
            for (const Key &k : leaves)
                for (const auto &edge : across(k))
                    for (const auto &p : edge)
                        if (const Key *n = leafAt(p[0], p[1]); n && n->level >= k.level + 2)
                            coarse.push_back(*n);
            std::sort(coarse.begin(), coarse.end(), [](const Key &a, const Key &b) {
                return std::tie(a.level, a.i, a.j) < std::tie(b.level, b.i, b.j);
            });
            coarse.erase(std::unique(coarse.begin(), coarse.end()), coarse.end());
            for (const Key &k : coarse) {
                leaves.erase(k);
                split(k);
                changed = true;
            }
        }
    }
};

double finiteOr(double v, double fallback)
{
    return std::isfinite(v) ? v : fallback;
}

} // namespace

std::string checkLodSettings(const LodSettings &s)
{
    if (!(s.finestStep > 0.0) || !std::isfinite(s.finestStep))
        return "finest step: expected a positive number of metres";
    if (s.cells < 2 || s.cells > 256 || s.cells % 2 != 0)
        return "cells: expected an even number from 2 to 256";
    if (!(s.viewDistance > 0.0) || !std::isfinite(s.viewDistance))
        return "view distance: expected a positive number of metres";
    if (s.viewDistance / lodChunkSide(s, 0) > double(1 << 22))
        return "view distance: too far for the finest step";
    if (!(s.splitFactor >= 1.0 && s.splitFactor <= kMaxLodSplitFactor))
        return "split factor: expected 1 to 4 (more would split the whole view into the "
               "finest chunks)";
    if (!(s.morphStart > 0.0f && s.morphStart < 1.0f))
        return "morph start: expected a share between 0 and 1";
    return {};
}

double lodChunkSide(const LodSettings &s, int level)
{
    return double(s.cells) * s.finestStep * std::ldexp(1.0, level);
}

double lodMorphRange(const LodSettings &s, int level)
{
    return s.splitFactor * lodChunkSide(s, level + 1);
}

LodExtent lodExtent(const LodSettings &s, double centreX, double centreY)
{
    const double d = s.viewDistance, g = lodChunkSide(s, std::max(0, topLevel(s) - 3));
    return {std::floor((centreX - d) / g) * g, std::floor((centreY - d) / g) * g,
            std::ceil((centreX + d) / g) * g, std::ceil((centreY + d) / g) * g};
}

std::vector<LodChunk> selectLodChunks(const LodSettings &s, double centreX, double centreY,
                                      const LodCamera &camera)
{
    const LodExtent extent = lodExtent(s, centreX, centreY);
    Selector sel{s,
                 extent.x0,
                 extent.y0,
                 extent.x1,
                 extent.y1,
                 {finiteOr(camera.x, centreX), finiteOr(camera.y, centreY),
                  std::abs(finiteOr(camera.height, 0.0))},
                 {}};
    const int top = topLevel(s);
    const double side = lodChunkSide(s, top);
    for (auto j = std::int64_t(std::floor(sel.y0 / side)); double(j) * side < sel.y1; ++j)
        for (auto i = std::int64_t(std::floor(sel.x0 / side)); double(i) * side < sel.x1; ++i)
            sel.select({top, i, j});
    sel.balance();

    std::vector<LodChunk> chunks;
    chunks.reserve(sel.leaves.size());
    for (const Key &k : sel.leaves) {
        LodChunk c{k.level, k.i, k.j, {}};
        const auto edges = sel.across(k);
        for (std::size_t e = 0; e < 4; ++e)
            for (const auto &p : edges[e]) {
                const Key *n = sel.leafAt(p[0], p[1]);
                if (n && n->level < k.level)
                    c.edges[e] = LodEdge::Finer;
                else if (n && n->level > k.level && c.edges[e] == LodEdge::Same)
                    c.edges[e] = LodEdge::Coarser;
            }
        chunks.push_back(c);
    }
    std::sort(chunks.begin(), chunks.end(), [](const LodChunk &a, const LodChunk &b) {
        return std::make_tuple(a.level, -a.j, a.i) < std::make_tuple(b.level, -b.j, b.i);
    });
    return chunks;
}

LodChunkMesh meshLodChunk(const RelfEvaluator &terrain, const LodSettings &s, const LodChunk &chunk,
                          double originX, double originY)
{
    const int c = s.cells, w = c + 3; // a ring of one sample around for the normals
    const double side = lodChunkSide(s, chunk.level), step = side / c;
    const double west = double(chunk.i) * side, north = double(chunk.j + 1) * side;
    std::vector<double> h(std::size_t(w) * std::size_t(w));
    for (int r = 0; r < w; ++r)
        terrain.heightRow(west - step, north + step - double(r) * step, step,
                          std::span(h.data() + std::size_t(r) * std::size_t(w), std::size_t(w)));
    const auto at = [&](int a, int b) { // vertex column a, row b (0 .. c)
        return h[std::size_t(b + 1) * std::size_t(w) + std::size_t(a + 1)];
    };

    LodChunkMesh mesh;
    mesh.chunk = chunk;
    mesh.vertices.resize(std::size_t(c + 1) * std::size_t(c + 1));
    const bool top = chunk.level + 1 >= kMaxLevels ||
                     lodChunkSide(s, chunk.level) >= s.viewDistance; // no coarser level shown
    const auto range = float(lodMorphRange(s, chunk.level));
    const double inv2 = 1.0 / (2.0 * step);
    float lo = INFINITY, hi = -INFINITY;
    for (int b = 0; b <= c; ++b)
        for (int a = 0; a <= c; ++a) {
            LodVertex &v = mesh.vertices[std::size_t(b) * std::size_t(c + 1) + std::size_t(a)];
            const double y = at(a, b);
            v.x = float(west + double(a) * step - originX);
            v.y = float(y);
            v.z = float(originY - (north - double(b) * step));
            // y = f(x, z), z southwards: the normal is (-df/dx, 1, -df/dz).
            const double dx = (at(a + 1, b) - at(a - 1, b)) * inv2;
            const double dz = (at(a, b + 1) - at(a, b - 1)) * inv2;
            const double n = 1.0 / std::sqrt(dx * dx + 1.0 + dz * dz);
            v.nx = float(-dx * n);
            v.ny = float(n);
            v.nz = float(-dz * n);
            // The parent's surface: its cells cut north-east to south-west.
            const bool oddA = a % 2 != 0, oddB = b % 2 != 0;
            const double coarse = oddA && oddB ? (at(a + 1, b - 1) + at(a - 1, b + 1)) / 2.0
                                  : oddA       ? (at(a - 1, b) + at(a + 1, b)) / 2.0
                                  : oddB       ? (at(a, b - 1) + at(a, b + 1)) / 2.0
                                               : y;
            v.coarseY = float(coarse);
            v.morph = top ? 0.0f : range;
            const auto edge = [&](LodSide e) { return chunk.edges[std::size_t(e)]; };
            const LodEdge on = a == 0   ? edge(West)
                               : a == c ? edge(East)
                               : b == 0 ? edge(North)
                               : b == c ? edge(South)
                                        : LodEdge::Same;
            // Corners are on two edges, but are their parent's vertices too.
            if (on == LodEdge::Coarser)
                v.morph = -1.0f;
            else if (on == LodEdge::Finer)
                v.morph = 0.0f;
            lo = std::min({lo, v.y, v.coarseY});
            hi = std::max({hi, v.y, v.coarseY});
        }
    mesh.minY = lo;
    mesh.maxY = hi;
    return mesh;
}

std::vector<std::uint32_t> lodChunkIndices(int cells)
{
    std::vector<std::uint32_t> indices;
    const auto m = std::uint32_t(cells + 1);
    indices.reserve(std::size_t(cells) * std::size_t(cells) * 6);
    for (std::uint32_t r = 0; r + 1 < m; ++r)
        for (std::uint32_t i = 0; i + 1 < m; ++i) {
            const std::uint32_t a = r * m + i, b = a + 1, c = a + m, d = c + 1;
            indices.insert(indices.end(), {a, c, b, b, c, d});
        }
    return indices;
}

float lodMorphFactor(const LodVertex &v, float camX, float camZ, float height, float morphStart)
{
    if (v.morph == 0.0f)
        return 0.0f;
    if (v.morph < 0.0f)
        return 1.0f;
    const float dx = v.x - camX, dz = v.z - camZ;
    const float d = std::sqrt(dx * dx + dz * dz + height * height);
    const float start = morphStart * v.morph;
    return std::clamp((d - start) / (v.morph - start), 0.0f, 1.0f);
}

} // namespace terrain::relf
