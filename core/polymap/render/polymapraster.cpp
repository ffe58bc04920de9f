#include "polymapraster.h"

#include "util/parallel.h"

namespace terrain::polymap::detail {

CenterIndex::CenterIndex(const PolymapMap &map, int threads)
{
    const Graph &g = map.graph();
    const std::size_t n = g.centerCount();
    // About four boxes a cell.
    m_grid = std::clamp(int(std::sqrt(double(n) / 4.0)), 1, 1024);
    m_cell = kMapSize / m_grid;
    m_boxes.resize(n);
    // Each box's cells, found once beside it.
    struct Cells
    {
        std::uint16_t x0, y0, x1, y1;
    };
    std::vector<Cells> cellsOf(n);
    util::parallelFor(
        n, 4096, threads > 0 ? threads : util::idealThreads(), [&](std::size_t b, std::size_t e) {
            for (std::size_t c = b; c < e; ++c) {
                const Point s = g.centers[c];
                double x0 = s.x, x1 = s.x, y0 = s.y, y1 = s.y;
                const auto take = [&](const Point &p) {
                    x0 = std::min(x0, p.x), x1 = std::max(x1, p.x);
                    y0 = std::min(y0, p.y), y1 = std::max(y1, p.y);
                };
                for (const std::uint32_t q : g.centerCorners.of(std::uint32_t(c)))
                    take(g.corners[q]);
                for (const std::uint32_t r : g.neighbors.of(std::uint32_t(c)))
                    take(g.centers[r]);
                // Widened by a float's step so that rounding never shrinks a box.
                const Box box{std::nextafter(float(x0), -1e30f), std::nextafter(float(y0), -1e30f),
                              std::nextafter(float(x1), 1e30f), std::nextafter(float(y1), 1e30f)};
                m_boxes[c] = box;
                cellsOf[c] = {std::uint16_t(cellOf(box.x0)), std::uint16_t(cellOf(box.y0)),
                              std::uint16_t(cellOf(box.x1)), std::uint16_t(cellOf(box.y1))};
            }
        });
    std::uint32_t widest = 0;
    for (const std::uint32_t v : map.edgeRiver)
        widest = std::max(widest, v);
    m_lineReach = std::max(1.0, std::sqrt(double(widest)) / 2.0);
    const auto quadrilateral = [&g](const Edge &e) {
        Box b{float(kMapSize), float(kMapSize), 0.0f, 0.0f};
        for (const Point &p :
             {g.corners[e.v0], g.corners[e.v1], g.centers[e.d0], g.centers[e.d1]}) {
            b.x0 = std::min(b.x0, std::nextafter(float(p.x), -1e30f)),
            b.x1 = std::max(b.x1, std::nextafter(float(p.x), 1e30f));
            b.y0 = std::min(b.y0, std::nextafter(float(p.y), -1e30f)),
            b.y1 = std::max(b.y1, std::nextafter(float(p.y), 1e30f));
        }
        return b;
    };
    for (std::uint32_t k = 0; k < g.edges.size(); ++k) {
        const Edge &e = g.edges[k];
        if (e.v0 == kNone || e.v1 == kNone || e.d0 == kNone || e.d1 == kNone)
            continue;
        if (k < map.edgeRiver.size() && map.edgeRiver[k] > 0)
            m_rivers.push_back({k, quadrilateral(e)});
        if (k < map.lava.size() && map.lava[k])
            m_lava.push_back({k, quadrilateral(e)});
    }
    for (std::uint32_t c = 0; c < n; ++c)
        for (const std::uint32_t e : g.borders.of(c))
            if (e < map.road.size() && map.road[e] > 0) {
                m_roads.push_back(c);
                break;
            }
    const auto cells = std::size_t(m_grid) * std::size_t(m_grid);
    m_start.assign(cells + 1, 0);
    const auto forCells = [&](const Cells &r, auto &&f) {
        for (std::size_t cy = r.y0; cy <= r.y1; ++cy)
            for (std::size_t cx = r.x0; cx <= r.x1; ++cx)
                f(cy * std::size_t(m_grid) + cx);
    };
    m_firstCell.resize(n);
    for (std::size_t c = 0; c < n; ++c) {
        m_firstCell[c] = {cellsOf[c].x0, cellsOf[c].y0};
        forCells(cellsOf[c], [&](std::size_t cell) { ++m_start[cell + 1]; });
    }
    for (std::size_t k = 0; k < cells; ++k)
        m_start[k + 1] += m_start[k];
    m_items.resize(m_start[cells]);
    std::vector<std::uint32_t> next(m_start.begin(), m_start.end() - 1);
    for (std::size_t c = 0; c < n; ++c)
        forCells(cellsOf[c], [&](std::size_t cell) { m_items[next[cell]++] = std::uint32_t(c); });
}

int CenterIndex::cellOf(double v) const
{
    return std::clamp(int(std::floor(v / m_cell)), 0, m_grid - 1);
}

namespace {

// Appends corner a to corner b of the outline: the edge's noisy path when
// `noisy` is set and the edge has one, written in the direction asked
// with no point twice in a row.
void appendEdgePath(const Graph &g, const NoisyEdges *noisy, std::uint32_t e, std::uint32_t a,
                    std::uint32_t b, std::vector<Point> &out)
{
    out.push_back(g.corners[a]);
    const auto put = [&out](const Point &p) {
        if (!(out.back() == p))
            out.push_back(p);
    };
    if (noisy && forEachNoisyPoint(g, *noisy, e, a, put))
        put(g.corners[b]);
    else
        out.push_back(g.corners[b]);
}

} // namespace

void edgePath(const PolymapMap &map, std::uint32_t a, std::uint32_t b, bool noisy,
              std::vector<Point> &out)
{
    const Graph &g = map.graph();
    appendEdgePath(g, noisy ? &map.noisy() : nullptr, noisy ? g.edgeBetweenCorners(a, b) : kNone, a,
                   b, out);
}

void edgePathOf(const PolymapMap &map, std::uint32_t e, bool noisy, std::vector<Point> &out)
{
    const Graph &g = map.graph();
    appendEdgePath(g, noisy ? &map.noisy() : nullptr, e, g.edges[e].v0, g.edges[e].v1, out);
}

void polygonRing(const PolymapMap &map, std::uint32_t c, bool noisy, std::vector<Point> &ring)
{
    ring.clear();
    const Graph &g = map.graph();
    const std::span<const std::uint32_t> corners = g.centerCorners.of(c);
    const std::size_t n = corners.size();
    if (!noisy) {
        for (const std::uint32_t q : corners)
            ring.push_back(g.corners[q]);
        return;
    }
    // Each path ends where the next begins: keep that corner once, as the
    // next path's first point (the last path's end is the first corner).
    const NoisyEdges *const noisyEdges = &map.noisy();
    const std::span<const std::uint32_t> borders = g.borders.of(c);
    for (std::size_t k = 0; k < n; ++k) {
        const std::uint32_t a = corners[k], b = corners[k + 1 < n ? k + 1 : 0];
        appendEdgePath(g, noisyEdges, borderBetween(g, borders, a, b), a, b, ring);
        ring.pop_back();
    }
}

void interpolateElevations(const PolymapMap &map, const CenterIndex &index, const SampleGrid &g,
                           std::span<double> out)
{
    const Graph &graph = map.graph();
    const auto width = std::size_t(g.width);
    std::vector<Point> ring(3);
    std::vector<Crossing> crossings;
    index.visit(g.x(0), g.y(g.rowBegin), g.x(g.width - 1), g.y(g.rowEnd - 1), [&](std::uint32_t c) {
        const std::span<const std::uint32_t> corners = graph.centerCorners.of(c);
        const Point p = graph.centers[c];
        const double hp = map.centerElevation[c];
        for (std::size_t k = 0; k < corners.size(); ++k) {
            const std::uint32_t a = corners[k], b = corners[(k + 1) % corners.size()];
            const Point pa = graph.corners[a], pb = graph.corners[b];
            const double det = (pa.x - p.x) * (pb.y - p.y) - (pb.x - p.x) * (pa.y - p.y);
            if (det == 0)
                continue;
            const double ha = map.cornerElevation[a], hb = map.cornerElevation[b];
            ring = {p, pa, pb};
            detail::fillRing(g, ring, crossings, [&](int j, int i0, int i1) {
                const double y = g.y(j);
                double *row = out.data() + std::size_t(j - g.rowBegin) * width;
                for (int i = i0; i < i1; ++i) {
                    const double x = g.x(i);
                    const double wa = ((x - p.x) * (pb.y - p.y) - (pb.x - p.x) * (y - p.y)) / det;
                    const double wb = ((pa.x - p.x) * (y - p.y) - (x - p.x) * (pa.y - p.y)) / det;
                    row[i] = hp + wa * (ha - hp) + wb * (hb - hp);
                }
            });
        }
    });
}

} // namespace terrain::polymap::detail
