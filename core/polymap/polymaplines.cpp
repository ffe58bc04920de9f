// The lines over the polygons: the graph, rivers, lava and roads, painted
// antialiased: the graph by its own coverage, the rest with QPainter in map
// units.
#include "polymapdrawing.h"
#include "polymapstyle.h"

#include <QPainter>
#include <QPainterPath>

#include <map>

namespace terrain::polymap::detail {

namespace {

QPen pen(QRgb colour, double width)
{
    QPen p{QColor(colour), width};
    p.setCapStyle(Qt::RoundCap);
    p.setJoinStyle(Qt::RoundJoin);
    return p;
}

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
        , m_cover(std::size_t(g.width) * std::size_t(g.rowEnd - g.rowBegin), 0.0f)
    {
    }

    // A line `width` pixels wide from a to b, or a dot of that diameter when a = b.
    void add(Point a, Point b, double width)
    {
        const double reach = (width / 2 + 1) * m_g.m;
        const int i0 = std::max(0, m_g.firstColumnFrom(std::min(a.x, b.x) - reach));
        const int i1 = std::min(m_g.width, m_g.firstColumnFrom(std::max(a.x, b.x) + reach));
        const int r0 = std::max(m_g.rowBegin, m_g.firstRowFrom(std::min(a.y, b.y) - reach));
        const int r1 = std::min(m_g.rowEnd, m_g.firstRowFrom(std::max(a.y, b.y) + reach));
        const double dx = b.x - a.x, dy = b.y - a.y, length2 = dx * dx + dy * dy;
        for (int j = r0; j < r1; ++j) {
            const double y = m_g.y(j);
            float *row = m_cover.data() + std::size_t(j - m_g.rowBegin) * std::size_t(m_g.width);
            for (int i = i0; i < i1; ++i) {
                const double x = m_g.x(i);
                const double t = length2 > 0 ? std::clamp(((x - a.x) * dx + (y - a.y) * dy) / length2, 0.0, 1.0) : 0.0;
                const double d = std::hypot(x - a.x - t * dx, y - a.y - t * dy) / m_g.m;
                const auto cover = float(std::clamp(width / 2 + 0.5 - d, 0.0, 1.0));
                row[i] = std::max(row[i], cover);
            }
        }
    }

    void paint(QImage &image, QRgb colour) const
    {
        for (int j = m_g.rowBegin; j < m_g.rowEnd; ++j) {
            auto *line = reinterpret_cast<QRgb *>(image.scanLine(j));
            const float *row = m_cover.data() + std::size_t(j - m_g.rowBegin) * std::size_t(m_g.width);
            for (int i = 0; i < m_g.width; ++i)
                if (row[i] > 0)
                    line[i] = mixColour(line[i], colour, row[i]);
        }
    }

private:
    SampleGrid m_g;
    std::vector<float> m_cover;
};

} // namespace

void drawLines(const PolymapMap &map, const CenterIndex &index, View view, const render::MapRenderSettings &s,
               QImage &image, int j0, int j1)
{
    const Graph &graph = map.graph();
    const double m = unitsPerPixel(s);
    const bool showGraph = (view == View::Polygons || (s.layers & LayerGraph)) && polygonWidth(map) / m >= kGraphMinPixels;
    const bool rivers = (s.layers & LayerRivers) && !map.edgeRiver.empty();
    const bool lava = (s.layers & LayerLava) && !map.lava.empty();
    const bool roads = (s.layers & LayerRoads) && !map.road.empty();
    if (!showGraph && !rivers && !lava && !roads)
        return;
    const bool noisy = drawsNoisyEdges(map, s.layers, m);
    // No line thinner than a little over a pixel: Qt draws lines of a pixel
    // or less with its cosmetic stroker, which starts each line where the
    // picture's edge clips it, and tiles would not fit.
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
                if (e.d0 != c && (e.d1 != c || (e.d0 != kNone && index.meets(e.d0, x0, y0, x1, y1))))
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

    // A view of the band's rows alone, so that threads paint apart.
    QImage band(image.scanLine(j0), image.width(), j1 - j0, image.bytesPerLine(), QImage::Format_RGB32);
    QPainter painter(&band);
    painter.setRenderHint(QPainter::Antialiasing);
    // Map (x, y) to the band's pixels: sample (i, j) is the centre of pixel i.
    painter.setTransform(QTransform(1 / m, 0, 0, 1 / m, 0.5 - s.left / m, 0.5 + s.top / m - j0));
    std::vector<Point> points;
    // Lines of one pen go in one path: far fewer strokes for Qt to set up,
    // and where two meet they join without darkening.
    const auto addEdge = [&](QPainterPath &path, std::uint32_t k) {
        const Edge &e = graph.edges[k];
        points.clear();
        edgePath(map, e.v0, e.v1, noisy, points);
        path.moveTo(points[0].x, points[0].y);
        for (std::size_t i = 1; i < points.size(); ++i)
            path.lineTo(points[i].x, points[i].y);
    };
    if (rivers) {
        std::map<std::uint32_t, QPainterPath> byVolume;
        for (const CenterIndex::Listed &river : index.riverEdges())
            if (CenterIndex::meets(river.box, x0, y0, x1, y1))
                addEdge(byVolume[map.edgeRiver[river.item]], river.item);
        for (const auto &[volume, path] : byVolume)
            painter.strokePath(path, pen(kRiverColour, std::max(riverWidth(volume), thinnest)));
    }
    if (lava) {
        QPainterPath path;
        for (const CenterIndex::Listed &fissure : index.lavaEdges())
            if (CenterIndex::meets(fissure.box, x0, y0, x1, y1))
                addEdge(path, fissure.item);
        painter.strokePath(path, pen(kLavaColour, std::max(kLavaWidth, thinnest)));
    }
    if (roads) {
        // As mapgen2: within each polygon, a road joins the middles of its
        // road edges, curving through the site when there are two.
        QPainterPath byLevel[3];
        std::vector<std::uint32_t> ways;
        for (const std::uint32_t c : index.roadCenters()) {
            if (!index.meets(c, x0, y0, x1, y1))
                continue;
            ways.clear();
            for (const std::uint32_t e : graph.borders.of(c))
                if (map.road[e] > 0)
                    ways.push_back(e);
            const QPointF site(graph.centers[c].x, graph.centers[c].y);
            const auto mid = [&](std::uint32_t e) { return QPointF(graph.midpoints[e].x, graph.midpoints[e].y); };
            const auto level = [&](std::uint32_t e) { return std::clamp(int(map.road[e]), 1, 3) - 1; };
            if (ways.size() == 2) {
                QPainterPath &path = byLevel[level(ways[0])];
                path.moveTo(mid(ways[0]));
                path.quadTo(site, mid(ways[1]));
                continue;
            }
            for (const std::uint32_t e : ways) {
                byLevel[level(e)].moveTo(mid(e));
                byLevel[level(e)].lineTo(site);
            }
        }
        for (int k = 0; k < 3; ++k)
            painter.strokePath(byLevel[k], pen(kRoadColours[k], std::max(kRoadWidth, thinnest)));
    }
}

} // namespace terrain::polymap::detail
