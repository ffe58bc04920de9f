// The lines over the polygons: the graph, rivers, lava and roads, painted
// antialiased by their coverage of each pixel.
#include "polymapdrawing.h"
#include "polymapstyle.h"

#include <algorithm>
#include <cmath>
#include <memory>

namespace terrain::polymap::detail {

namespace {

// How much of each pixel of a band thin lines and dots cover, each pixel
// from the distance of its own sample point to the shape (a pixel-wide
// line covers 1 - d), keeping the most any shape covers: so the order the
// shapes come in does not matter and tiles fit to the bit. Far quicker
// than Qt's stroker for the graph's thousands of short lines.
class Coverage
{
public:
    explicit Coverage(const SampleGrid &g)
        : m_g(g)
        , m_spans(std::size_t(g.rowEnd - g.rowBegin), Span{g.width, 0})
    {
    }

    // A line `width` pixels wide from a to b, or a dot of that diameter when a = b.
    void add(Point a, Point b, double width)
    {
        const double reach = (width / 2 + 1) * m_g.m;
        const int r0 = std::max(m_g.rowBegin, m_g.firstRowFrom(std::min(a.y, b.y) - reach));
        const int r1 = std::min(m_g.rowEnd, m_g.firstRowFrom(std::max(a.y, b.y) + reach));
        if (r1 <= r0)
            return; // the band's rows are elsewhere
        const int i0 = std::max(0, m_g.firstColumnFrom(std::min(a.x, b.x) - reach));
        const int i1 = std::min(m_g.width, m_g.firstColumnFrom(std::max(a.x, b.x) + reach));
        if (i1 <= i0)
            return;
        const double dx = b.x - a.x, dy = b.y - a.y, length2 = dx * dx + dy * dy;
        for (int j = r0; j < r1; ++j)
            addRow(touch(j, i0, i1), i0, i1, m_g.y(j) - a.y, a.x, dx, dy, length2, width / 2 + 0.5);
    }

    void paint(QImage &image, QRgb colour) const
    {
        if (!m_cover)
            return;
        uchar *const bits = image.bits();
        for (int j = m_g.rowBegin; j < m_g.rowEnd; ++j) {
            const Span span = m_spans[std::size_t(j - m_g.rowBegin)];
            auto *line = reinterpret_cast<QRgb *>(bits + j * image.bytesPerLine());
            const float *row = this->row(j);
            for (int i = span.begin; i < span.end; ++i)
                if (row[i] > 0)
                    line[i] = mixColour(line[i], colour, row[i]);
        }
    }

private:
    // Columns [i0, i1) of one row, ay above a: each sample's distance to the
    // segment (dx, dy) from a, in pixels, covering up to `half` + 1/2 from
    // it. Written without a branch so that the compiler works several
    // samples at once; the arithmetic is that of one sample at a time.
    void addRow(float *row, int i0, int i1, double ay, double ax0, double dx, double dy,
                double length2, double half) const
    {
        const double left = m_g.left, m = m_g.m;
        const bool segment = length2 > 0;
        for (int i = i0; i < i1; ++i) {
            const double ax = (left + double(i) * m) - ax0;
            const double t = clampUnit((ax * dx + ay * dy) / length2);
            const double ex = ax - (segment ? t : 0.0) * dx, ey = ay - (segment ? t : 0.0) * dy;
            const double d = std::sqrt(ex * ex + ey * ey) / m;
            const auto cover = float(clampUnit(half - d));
            row[i] = row[i] < cover ? cover : row[i];
        }
    }

    // std::clamp(v, 0.0, 1.0), with both comparisons made whatever v is.
    static double clampUnit(double v)
    {
        const bool low = v < 0.0, high = 1.0 < v;
        v = low ? 0.0 : v;
        return high ? 1.0 : v;
    }

    // The columns of a row that any shape has reached; the rest of the row
    // is neither cleared nor painted.
    struct Span
    {
        int begin, end;
    };

    float *row(int j) const
    {
        return m_cover.get() + std::size_t(j - m_g.rowBegin) * std::size_t(m_g.width);
    }
    // Row j, with columns [i0, i1) cleared if no shape has reached them yet.
    float *touch(int j, int i0, int i1)
    {
        if (!m_cover)
            m_cover =
                std::make_unique_for_overwrite<float[]>(m_spans.size() * std::size_t(m_g.width));
        float *const r = row(j);
        Span &span = m_spans[std::size_t(j - m_g.rowBegin)];
        if (span.end <= span.begin) {
            std::fill(r + i0, r + i1, 0.0f);
            span = {i0, i1};
            return r;
        }
        if (i0 < span.begin)
            std::fill(r + i0, r + span.begin, 0.0f), span.begin = i0;
        if (i1 > span.end)
            std::fill(r + span.end, r + i1, 0.0f), span.end = i1;
        return r;
    }

    SampleGrid m_g;
    std::vector<Span> m_spans;
    std::unique_ptr<float[]> m_cover;
};

} // namespace

void drawLines(const PolymapMap &map, const CenterIndex &index, View view,
               const render::MapRenderSettings &s, QImage &image, int j0, int j1)
{
    const Graph &graph = map.graph();
    const double m = unitsPerPixel(s);
    const bool showGraph = (view == View::Polygons || (s.layers & LayerGraph)) &&
                           polygonWidth(map) / m >= kGraphMinPixels;
    const bool rivers = (s.layers & LayerRivers) && !map.edgeRiver.empty();
    const bool lava = (s.layers & LayerLava) && !map.lava.empty();
    const bool roads = (s.layers & LayerRoads) && !map.road.empty();
    if (!showGraph && !rivers && !lava && !roads)
        return;
    const bool noisy = drawsNoisyEdges(map, s.layers, m);
    // No line thinner than a little over a pixel, so that none breaks up.
    const double thinnest = 1.05 * m;

    // The region the band's lines may come from: its samples, widened by
    // the widest line and a few pixels.
    const double reach = index.lineReach() + 4 * m;
    const double x0 = s.left - reach, x1 = s.left + (image.width() - 1) * m + reach;
    const double y0 = -(s.top - j0 * m) - reach, y1 = -(s.top - (j1 - 1) * m) + reach;
    if (showGraph) {
        std::vector<std::uint32_t> centers;
        index.visit(x0, y0, x1, y1, [&](std::uint32_t c) { centers.push_back(c); });
        const SampleGrid g{s.left, s.top, m, image.width(), j0, j1};
        Coverage delaunay(g), voronoi(g), sites(g);
        for (const std::uint32_t c : centers)
            for (const std::uint32_t k : graph.borders.of(c)) {
                // Each edge once: from d0, or from d1 when d0 is not visited.
                const Edge &e = graph.edges[k];
                if (e.d0 != c &&
                    (e.d1 != c || (e.d0 != kNone && index.meets(e.d0, x0, y0, x1, y1))))
                    continue;
                if (e.d0 != kNone && e.d1 != kNone)
                    delaunay.add(graph.centers[e.d0], graph.centers[e.d1], 1.0);
                if (e.v0 != kNone && e.v1 != kNone)
                    voronoi.add(graph.corners[e.v0], graph.corners[e.v1], 1.0);
            }
        for (const std::uint32_t c : centers)
            sites.add(graph.centers[c], graph.centers[c], 3.0);
        delaunay.paint(image, kDelaunayColour);
        voronoi.paint(image, kVoronoiColour);
        sites.paint(image, kSiteColour);
    }
    if (!rivers && !lava && !roads)
        return;

    // Rivers, lava and roads by coverage too: per pixel, the most any of a
    // colour's lines covers, so lines join without darkening, a tile's
    // pixels do not depend on where it ends, and no stroker is set up
    // (Qt's took two thirds of a whole-island redraw).
    const SampleGrid g{s.left, s.top, m, image.width(), j0, j1};
    const double thinnestPixels = thinnest / m;
    std::vector<Point> points;
    const auto addEdge = [&](Coverage &cover, std::uint32_t k, double widthPixels) {
        points.clear();
        edgePathOf(map, k, noisy, points);
        for (std::size_t i = 1; i < points.size(); ++i)
            cover.add(points[i - 1], points[i], widthPixels);
    };
    if (rivers) {
        Coverage cover(g);
        for (const CenterIndex::Listed &river : index.riverEdges())
            if (CenterIndex::meets(river.box, x0, y0, x1, y1))
                addEdge(cover, river.item,
                        std::max(riverWidth(map.edgeRiver[river.item]) / m, thinnestPixels));
        cover.paint(image, kRiverColour);
    }
    if (lava) {
        Coverage cover(g);
        for (const CenterIndex::Listed &fissure : index.lavaEdges())
            if (CenterIndex::meets(fissure.box, x0, y0, x1, y1))
                addEdge(cover, fissure.item, std::max(kLavaWidth / m, thinnestPixels));
        cover.paint(image, kLavaColour);
    }
    if (roads) {
        // As mapgen2: within each polygon, a road joins the middles of its
        // road edges, curving through the site (a quadratic curve, drawn as
        // kCurve pieces) when there are two.
        constexpr int kCurve = 8;
        const double width = std::max(kRoadWidth / m, thinnestPixels);
        Coverage byLevel[3] = {Coverage(g), Coverage(g), Coverage(g)};
        bool used[3] = {false, false, false};
        std::vector<std::uint32_t> ways;
        for (const std::uint32_t c : index.roadCenters()) {
            if (!index.meets(c, x0, y0, x1, y1))
                continue;
            ways.clear();
            for (const std::uint32_t e : graph.borders.of(c))
                if (map.road[e] > 0)
                    ways.push_back(e);
            const Point site = graph.centers[c];
            const auto level = [&](std::uint32_t e) {
                return std::clamp(int(map.road[e]), 1, 3) - 1;
            };
            if (ways.size() == 2) {
                const int k = level(ways[0]);
                used[k] = true;
                const Point a = graph.midpoints[ways[0]], b = graph.midpoints[ways[1]];
                Point previous = a;
                for (int piece = 1; piece <= kCurve; ++piece) {
                    const double t = double(piece) / kCurve, u = 1 - t;
                    const Point next{u * u * a.x + 2 * u * t * site.x + t * t * b.x,
                                     u * u * a.y + 2 * u * t * site.y + t * t * b.y};
                    byLevel[k].add(previous, next, width);
                    previous = next;
                }
                continue;
            }
            for (const std::uint32_t e : ways) {
                used[level(e)] = true;
                byLevel[level(e)].add(graph.midpoints[e], site, width);
            }
        }
        for (int k = 0; k < 3; ++k)
            if (used[k])
                byLevel[k].paint(image, kRoadColours[k]);
    }
}

} // namespace terrain::polymap::detail
