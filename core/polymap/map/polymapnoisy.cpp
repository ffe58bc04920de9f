// The article's "Noisy Edges" (mapgen2's NoisyEdges.buildNoisyEdges and
// buildNoisyLineSegments): each half of a Voronoi edge wanders inside its
// part of the quadrilateral d0, v0, d1, v1, split recursively until the
// pieces are shorter than a length that depends on what the edge divides.
//
// noiseAmount is how far towards d0 and d1 the Voronoi half may wander:
// the quadrilateral's side points sit that fraction of the way from v0 to
// each center (mapgen2's NOISY_LINE_TRADEOFF f puts them at f·v0 + (1-f)·d,
// so the two agree at the default 0.5, and here more means noisier).
// smoothTransitions: boundaries between two biomes stay straight (the
// renderer blends across them); otherwise they are distorted as in mapgen2
// (pieces of 3 units). Each edge draws from its own counter, so edges can be
// built on any thread in any order.
#include "polymap/graph/polymaprandom.h"
#include "polymapsteps.h"
#include "util/parallel.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace terrain::polymap::detail {

namespace {

// Flash's Point.interpolate(a, b, f): f·a + (1 - f)·b.
Point interpolate(Point a, Point b, double f)
{
    return {f * a.x + (1 - f) * b.x, f * a.y + (1 - f) * b.y};
}

double squaredDistance(Point a, Point b)
{
    return (a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y);
}

class NoisyLine
{
public:
    NoisyLine(const MapRandom &random, std::uint32_t edge, std::uint32_t half, double minLength,
              std::vector<Point> &points)
        : m_random(random)
        , m_edge(edge)
        , m_half(half)
        , m_minSquared(minLength * minLength)
        , m_points(points)
    {
    }

    // The line from a to c inside the quadrilateral a, b, c, d, appended.
    void build(Point a, Point b, Point c, Point d)
    {
        m_points.push_back(a);
        subdivide(a, b, c, d);
        m_points.push_back(c);
    }

private:
    void subdivide(Point a, Point b, Point c, Point d)
    {
        if (squaredDistance(a, c) < m_minSquared || squaredDistance(b, d) < m_minSquared)
            return;
        const auto w = m_random.bits(Stream::NoisyEdges, m_edge, m_half, m_draw++);
        const double p = 0.2 + 0.6 * MapRandom::unit(w[0]); // along a-d and b-c
        const double q = 0.2 + 0.6 * MapRandom::unit(w[1]); // along a-b and d-c
        const Point e = interpolate(a, d, p);
        const Point f = interpolate(b, c, p);
        const Point g = interpolate(a, b, q);
        const Point i = interpolate(d, c, q);
        const Point h = interpolate(e, f, q); // where the four sub-quadrilaterals meet
        const double s = 1.0 - (-0.4 + 0.8 * MapRandom::unit(w[2]));
        const double t = 1.0 - (-0.4 + 0.8 * MapRandom::unit(w[3]));
        subdivide(a, interpolate(g, b, s), h, interpolate(e, d, t));
        m_points.push_back(h);
        subdivide(h, interpolate(f, c, s), c, interpolate(i, d, t));
    }

    const MapRandom &m_random;
    std::uint32_t m_edge, m_half, m_draw = 0;
    double m_minSquared;
    std::vector<Point> &m_points;
};

double minLength(const PolymapMap &map, std::uint32_t e)
{
    const Edge &edge = map.graph().edges[e];
    double length = 10;
    if (map.centerBiome[edge.d0] != map.centerBiome[edge.d1])
        length = map.parameters().smoothTransitions ? HUGE_VAL : 3;
    if (map.centerOcean[edge.d0] && map.centerOcean[edge.d1])
        length = 100;
    if (map.centerCoast[edge.d0] || map.centerCoast[edge.d1])
        length = 1;
    if (map.edgeRiver[e] || map.lava[e])
        length = 1;
    return length;
}

} // namespace

NoisyEdges noisyEdges(const PolymapMap &map, const NoisyEdges *before, int threads)
{
    const Graph &g = map.graph();
    NoisyEdges out;
    out.graph = &g;
    out.seed = map.parameters().seed;
    out.amount = map.parameters().noiseAmount;
    out.start.assign(2 * g.edges.size() + 1, 0);
    if (!map.parameters().noisyEdges)
        return out;
    out.minLength.resize(g.edges.size());
    const MapRandom random(map.parameters().seed);
    const double amount = map.parameters().noiseAmount;
    if (before && !(before->graph == &g && before->seed == out.seed &&
                    before->amount == out.amount && before->minLength.size() == g.edges.size()))
        before = nullptr;
    // Each block of edges writes its halves into a buffer of its own (the
    // lengths into start, shifted by one); the buffers are joined in order.
    constexpr std::size_t kBlock = 4096;
    std::vector<std::vector<Point>> blocks((g.edges.size() + kBlock - 1) / kBlock);
    util::parallelFor(blocks.size(), 1, threads, [&](std::size_t first, std::size_t last) {
        for (std::size_t b = first; b < last; ++b) {
            std::vector<Point> &block = blocks[b];
            block.reserve(kBlock * 6);
            const auto end = std::uint32_t(std::min(g.edges.size(), (b + 1) * kBlock));
            for (auto e = std::uint32_t(b * kBlock); e < end; ++e) {
                const Edge &edge = g.edges[e];
                if (edge.v0 == kNone)
                    continue;
                const double length = minLength(map, e);
                out.minLength[e] = float(length);
                if (before && before->minLength[e] == float(length)) {
                    const std::span<const Point> path0 = before->path0(e), path1 = before->path1(e);
                    block.insert(block.end(), path0.begin(), path0.end());
                    block.insert(block.end(), path1.begin(), path1.end());
                    out.start[2 * e + 1] = path0.size();
                    out.start[2 * e + 2] = path1.size();
                    continue;
                }
                const Point v0 = g.corners[edge.v0], v1 = g.corners[edge.v1];
                const Point d0 = g.centers[edge.d0], d1 = g.centers[edge.d1];
                const Point mid = g.midpoints[e];
                const double f = 1 - amount; // as NOISY_LINE_TRADEOFF
                std::size_t from = block.size();
                NoisyLine(random, e, 0, length, block)
                    .build(v0, interpolate(v0, d0, f), mid, interpolate(v0, d1, f));
                out.start[2 * e + 1] = block.size() - from;
                // mapgen2 builds this half from v1; it is stored from the midpoint.
                from = block.size();
                NoisyLine(random, e, 1, length, block)
                    .build(v1, interpolate(v1, d1, f), mid, interpolate(v1, d0, f));
                std::reverse(block.begin() + std::ptrdiff_t(from), block.end());
                out.start[2 * e + 2] = block.size() - from;
            }
        }
    });
    std::partial_sum(out.start.begin(), out.start.end(), out.start.begin());
    out.points.reserve(out.start.back());
    for (std::vector<Point> &block : blocks) {
        out.points.insert(out.points.end(), block.begin(), block.end());
        std::vector<Point>().swap(block);
    }
    return out;
}

} // namespace terrain::polymap::detail
