#pragma once
// Rasterising a polygon map's polygons onto a grid of sample points, shared
// by the renderer and the raster exports. Internal to core/polymap.
//
// The grid: sample (i, j) lies at map point (left + i·m, -(top - j·m)), the
// ground point (left + i·m, top - j·m) of the studio's pixel (i, j) turned
// into the map's y-down frame. A sample belongs to a polygon when it lies
// inside by the even-odd rule, a point on an edge to the polygon on whose
// side the edge's crossing leaves it (half-open spans [xa, xb)); crossings
// are computed from the edge's two ends in one fixed order, so the two
// polygons that share an edge agree to the bit and every sample of the map
// square belongs to exactly one polygon: no gaps, no overlaps (unless two
// noisy edges cross, which mapgen2's subdivision lets happen now and then
// where a quadrilateral is not convex; the polygons are drawn in order, so
// the higher-numbered one shows there), and a sample's polygon depends
// only on its own position, so tiles fit.

#include "polymap/map/polymapmap.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <span>
#include <vector>

namespace terrain::polymap::detail {

struct SampleGrid
{
    SampleGrid(double left_, double top_, double m_, int width_, int rowBegin_, int rowEnd_)
        : left(left_)
        , top(top_)
        , m(m_)
        , width(width_)
        , rowBegin(rowBegin_)
        , rowEnd(rowEnd_)
        , perUnit(1.0 / m_)
    {
    }
    double left = 0, top = 0, m = 1;
    int width = 0;
    int rowBegin = 0, rowEnd = 0; // the rows filled: [rowBegin, rowEnd)
    double perUnit = 1;           // 1 / m, for the estimates only

    double x(int i) const { return left + double(i) * m; }
    double y(int j) const { return -(top - double(j) * m); }
    // The first sample i (or j) whose x (or y) is at least v: estimated,
    // then corrected by the exact test so that it agrees with x() and y()
    // to the bit.
    int firstColumnFrom(double v) const
    {
        return firstFrom(estimate((v - left) * perUnit), v, &SampleGrid::x);
    }
    int firstRowFrom(double v) const
    {
        return firstFrom(estimate((v + top) * perUnit), v, &SampleGrid::y);
    }

private:
    static constexpr int kLowest = -1, kHighest = 1 << 30;
    // From the estimate k, the first sample whose coordinate at(k) is at
    // least v.
    int firstFrom(int k, double v, double (SampleGrid::*at)(int) const) const
    {
        if ((this->*at)(k - 1) >= v) {
            do
                --k;
            while (k > kLowest && (this->*at)(k - 1) >= v);
        } else {
            while (k < kHighest && (this->*at)(k) < v)
                ++k;
        }
        return k;
    }
    static int estimate(double k)
    {
        if (!(k > kLowest)) // and NaN
            return kLowest + 1;
        return k < kHighest ? int(std::ceil(k)) : kHighest;
    }
};

struct Box
{
    float x0 = 0, y0 = 0, x1 = 0, y1 = 0;
};

// Which polygons may reach a region: a grid of cells over the map square,
// each listing the centers whose polygon's bounding box meets it. A box
// holds the polygon's corners and its neighbours' sites, so it holds its
// noisy edges too (each stays inside its quadrilateral of two sites and two
// corners).
class CenterIndex
{
public:
    explicit CenterIndex(const PolymapMap &map, int threads = 0);

    const Box &box(std::uint32_t c) const { return m_boxes[c]; }
    bool meets(std::uint32_t c, double x0, double y0, double x1, double y1) const
    {
        return meets(m_boxes[c], x0, y0, x1, y1);
    }
    // The edges drawn as rivers and as lava, each with the box of its
    // quadrilateral (its corners and its two sites: where its noisy path
    // stays), and the centers with roads; each list in index order.
    struct Listed
    {
        std::uint32_t item;
        Box box;
    };
    const std::vector<Listed> &riverEdges() const { return m_rivers; }
    const std::vector<Listed> &lavaEdges() const { return m_lava; }
    const std::vector<std::uint32_t> &roadCenters() const { return m_roads; }
    static bool meets(const Box &b, double x0, double y0, double x1, double y1)
    {
        return !(b.x1 < x0 || b.x0 > x1 || b.y1 < y0 || b.y0 > y1);
    }

    // Half the widest line drawn along an edge (the widest river), in map
    // units: how far a line may reach beyond the polygons it bounds.
    double lineReach() const { return m_lineReach; }
    // Calls f(c) once for each center whose box meets [x0, x1] x [y0, y1].
    template <class F> void visit(double x0, double y0, double x1, double y1, F &&f) const;
    // The same in increasing order of c (listed in `scratch`): a polygon
    // drawn over another where two noisy edges cross is then the
    // higher-numbered one in every tile, and the polygons' data is read
    // in about the order it is stored.
    template <class F>
    void visitInOrder(double x0, double y0, double x1, double y1,
                      std::vector<std::uint32_t> &scratch, F &&f) const
    {
        scratch.clear();
        visit(x0, y0, x1, y1, [&scratch](std::uint32_t c) { scratch.push_back(c); });
        std::sort(scratch.begin(), scratch.end());
        for (const std::uint32_t c : scratch)
            f(c);
    }

private:
    int cellOf(double v) const;

    int m_grid = 1;
    double m_cell = kMapSize;
    double m_lineReach = 1.0;
    std::vector<Listed> m_rivers, m_lava;
    std::vector<std::uint32_t> m_roads;
    std::vector<Box> m_boxes;
    struct Cell
    {
        std::uint16_t x, y;
    };
    std::vector<Cell> m_firstCell; // each box's first cell
    std::vector<std::uint32_t> m_start, m_items;
};

// A polygon's outline round its corners, each edge replaced by its noisy
// path when `noisy` and the map has one; closed implicitly.
void polygonRing(const PolymapMap &map, std::uint32_t c, bool noisy, std::vector<Point> &ring);
// The part of corner a to corner b of the outline (a and b included).
void edgePath(const PolymapMap &map, std::uint32_t a, std::uint32_t b, bool noisy,
              std::vector<Point> &out);
// Edge e from its corner v0 to v1, the same way.
void edgePathOf(const PolymapMap &map, std::uint32_t e, bool noisy, std::vector<Point> &out);

struct Crossing
{
    int row;
    double x;
    bool operator<(const Crossing &o) const { return row != o.row ? row < o.row : x < o.x; }
};

// A ring's crossings with the rows of a band, taken point after point, so
// that a ring need not be stored; finish() closes the ring and calls
// span(j, i0, i1) for the samples [i0, i1) of row j inside it.
class RingFill
{
public:
    RingFill(const SampleGrid &g, std::vector<Crossing> &crossings)
        : m_g(g)
        , m_crossings(crossings)
        , m_yFirst(g.y(g.rowBegin))
        , m_yLast(g.y(g.rowEnd - 1))
    {
        m_crossings.clear();
    }

    void add(const Point &q)
    {
        // A ring's next point mostly shares its row with the last one, which
        // two comparisons tell without a lookup: no row lies between them.
        // (Before the first point no y passes them.)
        if (m_lo < q.y && q.y <= m_hi) {
            m_last = q;
            return;
        }
        turn(q);
    }

    template <class Span> void finish(Span &&span)
    {
        if (!m_started)
            return;
        cross(m_last, m_first, m_row, m_rowFirst);
        std::sort(m_crossings.begin(), m_crossings.end());
        for (std::size_t k = 0; k + 1 < m_crossings.size(); k += 2) {
            const Crossing &a = m_crossings[k], &b = m_crossings[k + 1];
            const int i0 = std::max(0, m_g.firstColumnFrom(a.x));
            const int i1 = std::min(m_g.width, m_g.firstColumnFrom(b.x));
            if (i1 > i0)
                span(a.row, i0, i1);
        }
    }

private:
    // A point in another row than the last (or the first point).
    void turn(const Point &q)
    {
        const int row = rowOf(q);
        if (!m_started) {
            m_started = true;
            m_first = q;
            m_rowFirst = row;
        } else {
            cross(m_last, q, m_row, row);
        }
        m_last = q;
        m_row = row;
        bound(row);
    }
    // Rows in the band have y from m_yFirst to m_yLast: a point's first row
    // at or below it, found once for both edges it ends.
    int rowOf(const Point &p) const
    {
        return p.y <= m_yFirst ? m_g.rowBegin : p.y > m_yLast ? m_g.rowEnd : m_g.firstRowFrom(p.y);
    }
    // The y that share row r as their first row at or below: lo < y <= hi.
    void bound(int r)
    {
        constexpr double kInfinity = std::numeric_limits<double>::infinity();
        m_lo = r > m_g.rowBegin ? m_g.y(r - 1) : -kInfinity;
        m_hi = r < m_g.rowEnd ? m_g.y(r) : kInfinity;
    }
    void cross(Point p, Point q, int j0, int j1)
    {
        if (p.y == q.y || j0 == j1)
            return; // no row of the band has min y <= y < max y
        if (q.y < p.y) {
            std::swap(p, q);
            std::swap(j0, j1);
        }
        const double slope = (q.x - p.x) / (q.y - p.y);
        for (int j = j0; j < j1; ++j)
            m_crossings.push_back({j, p.x + (m_g.y(j) - p.y) * slope});
    }

    const SampleGrid &m_g;
    std::vector<Crossing> &m_crossings;
    const double m_yFirst, m_yLast;
    bool m_started = false;
    Point m_first, m_last;
    int m_rowFirst = 0, m_row = 0;
    double m_lo = std::numeric_limits<double>::infinity(),
           m_hi = -std::numeric_limits<double>::infinity();
};

// Calls span(j, i0, i1) for the samples [i0, i1) of row j inside the ring.
template <class Span>
void fillRing(const SampleGrid &g, std::span<const Point> ring, std::vector<Crossing> &scratch,
              Span &&span)
{
    RingFill fill(g, scratch);
    for (const Point &p : ring)
        fill.add(p);
    fill.finish(span);
}

// The edge between corners a and b among a polygon's borders, or kNone: a
// search of its few edges, where the corners' own lists would each be one
// more lookup.
inline std::uint32_t borderBetween(const Graph &g, std::span<const std::uint32_t> borders,
                                   std::uint32_t a, std::uint32_t b)
{
    for (const std::uint32_t e : borders) {
        const Edge &edge = g.edges[e];
        if ((edge.v0 == a && edge.v1 == b) || (edge.v0 == b && edge.v1 == a))
            return e;
    }
    return kNone;
}

// Calls f(p) for each point of edge e's noisy path (its two halves), from
// the end at corner a; false, calling nothing, when e is kNone or has no
// path.
template <class F>
bool forEachNoisyPoint(const Graph &g, const NoisyEdges &noisy, std::uint32_t e, std::uint32_t a,
                       F &&f)
{
    if (e == kNone || e >= noisy.size() || noisy.path0(e).empty() || noisy.path1(e).empty())
        return false;
    const std::span<const Point> half0 = noisy.path0(e), half1 = noisy.path1(e);
    if (g.edges[e].v0 == a) {
        for (const Point &p : half0)
            f(p);
        for (const Point &p : half1)
            f(p);
    } else {
        for (auto p = half1.rbegin(); p != half1.rend(); ++p)
            f(*p);
        for (auto p = half0.rbegin(); p != half0.rend(); ++p)
            f(*p);
    }
    return true;
}

// Calls f(p) for each point of polygon c's outline, without storing them:
// the points of polygonRing(), a few of them twice in a row, and at times
// the first again at the end, where polygonRing() keeps them once.
template <class F> void forEachRingPoint(const PolymapMap &map, std::uint32_t c, bool noisy, F &&f)
{
    const Graph &g = map.graph();
    const std::span<const std::uint32_t> corners = g.centerCorners.of(c);
    if (!noisy) {
        for (const std::uint32_t q : corners)
            f(g.corners[q]);
        return;
    }
    // Each edge's path from corner a up to, not including, corner b: the
    // next path's first point.
    const NoisyEdges &noisyEdges = map.noisy();
    const std::span<const std::uint32_t> borders = g.borders.of(c);
    const std::size_t n = corners.size();
    for (std::size_t k = 0; k < n; ++k) {
        const std::uint32_t a = corners[k], b = corners[k + 1 < n ? k + 1 : 0];
        f(g.corners[a]);
        forEachNoisyPoint(g, noisyEdges, borderBetween(g, borders, a, b), a, f);
    }
}

// Calls span(j, i0, i1) for the samples [i0, i1) of row j inside polygon c
// (repeated points cross no row, so the fill is polygonRing()'s).
template <class Span>
void fillPolygon(const SampleGrid &g, const PolymapMap &map, std::uint32_t c, bool noisy,
                 std::vector<Crossing> &scratch, Span &&span)
{
    RingFill fill(g, scratch);
    forEachRingPoint(map, c, noisy, [&fill](const Point &p) { fill.add(p); });
    fill.finish(span);
}

template <class F> void CenterIndex::visit(double x0, double y0, double x1, double y1, F &&f) const
{
    if (x1 < 0 || y1 < 0 || x0 > kMapSize || y0 > kMapSize || !(x0 <= x1) || !(y0 <= y1))
        return;
    const int cx0 = cellOf(x0), cx1 = cellOf(x1), cy0 = cellOf(y0), cy1 = cellOf(y1);
    for (int cy = cy0; cy <= cy1; ++cy)
        for (int cx = cx0; cx <= cx1; ++cx) {
            const std::size_t cell = std::size_t(cy) * std::size_t(m_grid) + std::size_t(cx);
            for (std::uint32_t k = m_start[cell]; k < m_start[cell + 1]; ++k) {
                const std::uint32_t c = m_items[k];
                if (!meets(c, x0, y0, x1, y1))
                    continue;
                // A box listed in several cells is visited from the first
                // cell of the query it lies in.
                if (std::max(int(m_firstCell[c].x), cx0) != cx ||
                    std::max(int(m_firstCell[c].y), cy0) != cy)
                    continue;
                f(c);
            }
        }
}

// The elevation of each sample of rows [g.rowBegin, g.rowEnd) (row after row,
// g.width each) covered by a triangle site–corner–corner, interpolated
// between the three elevations; samples no triangle covers are left as they
// are.
void interpolateElevations(const PolymapMap &map, const CenterIndex &index, const SampleGrid &g,
                           std::span<double> out);

} // namespace terrain::polymap::detail
