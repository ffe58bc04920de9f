#include "conrec.h"

#include <algorithm>
#include <cmath>
#include <unordered_map>

namespace terrain::render {

namespace {

// A point of the triangulated grid: corner (c, r), or the centre of cell
// (c, r). Edges join two such points.
struct Node
{
    int c, r;
    bool centre;
    std::uint64_t id(int columns) const
    {
        return (std::uint64_t(r) * std::uint64_t(columns) + std::uint64_t(c)) * 2 +
               (centre ? 1 : 0);
    }
};

struct Crossing
{
    std::uint64_t edge; // the two node ids, smaller first
    QPointF at;
};

} // namespace

std::vector<ContourLine> contourGrid(const std::vector<double> &h, int columns, int rows,
                                     double interval, const std::vector<bool> *skip)
{
    std::vector<ContourLine> lines;
    if (columns < 2 || rows < 2 || !(interval > 0))
        return lines;
    const auto at = [&](int c, int r) {
        return h[std::size_t(r) * std::size_t(columns) + std::size_t(c)];
    };
    // Segments by level index, each as two crossings.
    std::unordered_map<std::int64_t, std::vector<std::pair<Crossing, Crossing>>> segments;
    const auto edgeKey = [&](const Node &a, const Node &b) {
        const std::uint64_t x = a.id(columns), y = b.id(columns);
        return x < y ? (x << 32) ^ y : (y << 32) ^ x;
    };
    for (int r = 0; r + 1 < rows; ++r)
        for (int c = 0; c + 1 < columns; ++c) {
            if (skip) {
                const auto s = [&](int cc, int rr) {
                    return (*skip)[std::size_t(rr) * std::size_t(columns) + std::size_t(cc)];
                };
                if (s(c, r) || s(c + 1, r) || s(c, r + 1) || s(c + 1, r + 1))
                    continue;
            }
            const Node corner[4] = {
                {c, r, false}, {c + 1, r, false}, {c + 1, r + 1, false}, {c, r + 1, false}};
            const double hc[4] = {at(c, r), at(c + 1, r), at(c + 1, r + 1), at(c, r + 1)};
            const Node mid{c, r, true};
            const double hm = (hc[0] + hc[1] + hc[2] + hc[3]) / 4.0;
            const QPointF pm(c + 0.5, r + 0.5);
            double lo = hm, hi = hm;
            for (double v : hc) {
                lo = std::min(lo, v);
                hi = std::max(hi, v);
            }
            const auto first = std::int64_t(std::ceil(lo / interval));
            const auto last = std::int64_t(std::floor(hi / interval));
            for (int t = 0; t < 4; ++t) {
                const Node tri[3] = {mid, corner[t], corner[(t + 1) % 4]};
                const double th[3] = {hm, hc[t], hc[(t + 1) % 4]};
                const QPointF tp[3] = {pm, QPointF(corner[t].c, corner[t].r),
                                       QPointF(corner[(t + 1) % 4].c, corner[(t + 1) % 4].r)};
                for (std::int64_t k = first; k <= last; ++k) {
                    const double z = double(k) * interval;
                    Crossing found[2];
                    int n = 0;
                    for (int e = 0; e < 3 && n < 2; ++e) {
                        const int a = e, b = (e + 1) % 3;
                        const bool aAbove = th[a] >= z, bAbove = th[b] >= z;
                        if (aAbove == bAbove)
                            continue;
                        // Interpolate from the node with the smaller id, so that
                        // both triangles sharing the edge get the same point.
                        const bool aFirst = tri[a].id(columns) < tri[b].id(columns);
                        const int p = aFirst ? a : b, q = aFirst ? b : a;
                        const double f = (z - th[p]) / (th[q] - th[p]);
                        found[n++] = {edgeKey(tri[a], tri[b]), tp[p] + (tp[q] - tp[p]) * f};
                    }
                    if (n == 2)
                        segments[k].push_back({found[0], found[1]});
                }
            }
        }

    // Join the segments of each level into polylines by their edge keys.
    // End 2i of segment i is its first crossing, 2i + 1 its second; an edge
    // is crossed by at most two segments of a level (the two triangles that
    // share it), so sorting the ends by edge puts each end beside its mate.
    constexpr std::uint32_t kNone = ~std::uint32_t(0);
    for (auto &[k, segs] : segments) {
        const std::size_t ends = 2 * segs.size();
        std::vector<std::pair<std::uint64_t, std::uint32_t>> byEdge(ends);
        for (std::size_t i = 0; i < segs.size(); ++i) {
            byEdge[2 * i] = {segs[i].first.edge, std::uint32_t(2 * i)};
            byEdge[2 * i + 1] = {segs[i].second.edge, std::uint32_t(2 * i + 1)};
        }
        std::sort(byEdge.begin(), byEdge.end());
        std::vector<std::uint32_t> mate(ends, kNone);
        for (std::size_t j = 0; j + 1 < ends; ++j)
            if (byEdge[j].first == byEdge[j + 1].first) {
                mate[byEdge[j].second] = byEdge[j + 1].second;
                mate[byEdge[j + 1].second] = byEdge[j].second;
                ++j;
            }
        std::vector<bool> used(segs.size(), false);
        const auto crossing = [&](std::uint32_t end) {
            return end % 2 == 0 ? segs[end / 2].first : segs[end / 2].second;
        };
        for (std::size_t start = 0; start < segs.size(); ++start) {
            if (used[start])
                continue;
            used[start] = true;
            // Extend forwards from the second end, then backwards from the
            // first; the backward part is grown reversed and turned once, so
            // a long line costs linear time.
            std::vector<Crossing> forward = {segs[start].first, segs[start].second};
            std::vector<Crossing> backward = {segs[start].first};
            const std::uint32_t from[2] = {std::uint32_t(2 * start + 1), std::uint32_t(2 * start)};
            for (int side = 0; side < 2; ++side) {
                std::vector<Crossing> &part = side == 0 ? forward : backward;
                for (std::uint32_t end = from[side];;) {
                    const std::uint32_t next = mate[end];
                    if (next == kNone || used[next / 2])
                        break;
                    used[next / 2] = true;
                    end = next ^ 1u; // the mate's segment, left by its other end
                    part.push_back(crossing(end));
                }
            }
            std::vector<Crossing> chain(backward.rbegin(), backward.rend() - 1);
            chain.insert(chain.end(), forward.begin(), forward.end());
            ContourLine line;
            line.level = double(k) * interval;
            line.indexContour = k % 5 == 0;
            line.closed = chain.size() > 2 && chain.front().edge == chain.back().edge;
            for (const Crossing &cr : chain)
                line.points.push_back(cr.at);
            if (line.closed)
                line.points.pop_back();
            lines.push_back(std::move(line));
        }
    }
    return lines;
}

} // namespace terrain::render
