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
// where a quadrilateral is not convex), and a sample's polygon depends only
// on its own position, so tiles fit.

#include "polymapmap.h"

#include <algorithm>
#include <cmath>
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
        int k = estimate((v - left) * perUnit);
        if (x(k - 1) >= v) {
            do
                --k;
            while (k > kLowest && x(k - 1) >= v);
        } else {
            while (k < kHighest && x(k) < v)
                ++k;
        }
        return k;
    }
    int firstRowFrom(double v) const
    {
        int k = estimate((v + top) * perUnit);
        if (y(k - 1) >= v) {
            do
                --k;
            while (k > kLowest && y(k - 1) >= v);
        } else {
            while (k < kHighest && y(k) < v)
                ++k;
        }
        return k;
    }

private:
    static constexpr int kLowest = -1, kHighest = 1 << 30;
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

struct Crossing
{
    int row;
    double x;
    bool operator<(const Crossing &o) const { return row != o.row ? row < o.row : x < o.x; }
};

// Calls span(j, i0, i1) for the samples [i0, i1) of row j inside the ring.
template <class Span>
void fillRing(const SampleGrid &g, std::span<const Point> ring, std::vector<Crossing> &scratch,
              Span &&span)
{
    scratch.clear();
    const std::size_t n = ring.size();
    if (n == 0)
        return;
    // Rows in the band have y from yFirst to yLast. Each point's first row
    // at or below it is found once, for both edges it ends.
    const double yFirst = g.y(g.rowBegin), yLast = g.y(g.rowEnd - 1);
    const auto rowOf = [&](const Point &p) {
        return p.y <= yFirst ? g.rowBegin : p.y > yLast ? g.rowEnd : g.firstRowFrom(p.y);
    };
    int rowP = rowOf(ring[0]);
    const int row0 = rowP;
    for (std::size_t k = 0; k < n; ++k) {
        Point p = ring[k], q = ring[k + 1 < n ? k + 1 : 0];
        const int rowQ = k + 1 < n ? rowOf(q) : row0;
        int j0 = rowP, j1 = rowQ;
        rowP = rowQ;
        if (p.y == q.y || j0 == j1)
            continue; // no row of the band has min y <= y < max y
        if (q.y < p.y) {
            std::swap(p, q);
            std::swap(j0, j1);
        }
        const double slope = (q.x - p.x) / (q.y - p.y);
        for (int j = j0; j < j1; ++j)
            scratch.push_back({j, p.x + (g.y(j) - p.y) * slope});
    }
    std::sort(scratch.begin(), scratch.end());
    for (std::size_t k = 0; k + 1 < scratch.size(); k += 2) {
        const Crossing &a = scratch[k], &b = scratch[k + 1];
        const int i0 = std::max(0, g.firstColumnFrom(a.x));
        const int i1 = std::min(g.width, g.firstColumnFrom(b.x));
        if (i1 > i0)
            span(a.row, i0, i1);
    }
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
