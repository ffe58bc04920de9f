// The map as SVG vectors in map units (viewBox 0 0 600 600, y down as the
// map), written as text: the same colours, widths and layers as the
// renderer's picture.
#include "polymapexport.h"

#include "polymap/render/polymapdrawing.h"
#include "polymap/render/polymapstyle.h"
#include "polymaptext.h"

namespace terrain::polymap {

namespace {

using detail::TextFile;

void pathData(TextFile &out, const std::vector<Point> &points, bool closed)
{
    for (std::size_t k = 0; k < points.size(); ++k) {
        out << (k == 0 ? "M" : "L");
        out.coordinate(points[k].x) << " ";
        out.coordinate(points[k].y);
    }
    if (closed)
        out << "Z";
}

// A polygon filled and outlined in its own colour: the outline covers the
// hairline seams that antialiasing leaves between neighbouring polygons.
void polygon(TextFile &out, const std::vector<Point> &ring, QRgb colour)
{
    const std::string c = detail::colourText(colour);
    out << "<path fill=\"" << c << "\" stroke=\"" << c << "\" d=\"";
    pathData(out, ring, true);
    out << "\"/>\n";
}

void line(TextFile &out, const Point &a, const Point &b)
{
    out << "<line x1=\"";
    out.coordinate(a.x) << "\" y1=\"";
    out.coordinate(a.y) << "\" x2=\"";
    out.coordinate(b.x) << "\" y2=\"";
    out.coordinate(b.y) << "\"/>\n";
}

} // namespace

QString exportMapSvg(const PolymapMap &map, View view, unsigned layers, const QString &path)
{
    return TextFile::written(path, [&](TextFile &out) {
        const Graph &graph = map.graph();
        const bool noisy = detail::drawsNoisyEdges(map, layers);
        out << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
               "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"600\" height=\"600\" viewBox=\"0 "
               "0 "
               "600 600\">\n"
               "<rect width=\"600\" height=\"600\" fill=\""
            << detail::colourText(detail::kOceanColour) << "\"/>\n";

        out << "<g id=\"polygons\" stroke-width=\"0.2\" stroke-linejoin=\"round\">\n";
        std::vector<Point> ring;
        for (std::uint32_t c = 0; c < graph.centerCount(); ++c) {
            const QRgb colour = detail::centerColour(map, view, c);
            if (view != View::Slopes) {
                detail::polygonRing(map, c, noisy, ring);
                polygon(out, ring, colour);
                continue;
            }
            const std::span<const std::uint32_t> corners = graph.centerCorners.of(c);
            for (std::size_t k = 0; k < corners.size(); ++k) {
                const std::uint32_t a = corners[k], b = corners[(k + 1) % corners.size()];
                ring.assign(1, graph.centers[c]);
                detail::edgePath(map, a, b, noisy, ring);
                polygon(out, ring, detail::slopeColour(map, c, a, b, colour));
            }
        }
        out << "</g>\n";

        if (view == View::Polygons || (layers & LayerGraph)) {
            out << "<g id=\"delaunay\" stroke=\"" << detail::colourText(detail::kDelaunayColour)
                << "\" stroke-width=\"0.3\">\n";
            for (const Edge &e : graph.edges)
                if (e.d0 != kNone && e.d1 != kNone)
                    line(out, graph.centers[e.d0], graph.centers[e.d1]);
            out << "</g>\n<g id=\"voronoi\" stroke=\"" << detail::colourText(detail::kVoronoiColour)
                << "\" stroke-width=\"0.3\">\n";
            for (const Edge &e : graph.edges)
                if (e.v0 != kNone && e.v1 != kNone)
                    line(out, graph.corners[e.v0], graph.corners[e.v1]);
            out << "</g>\n<g id=\"sites\" fill=\"" << detail::colourText(detail::kSiteColour)
                << "\">\n";
            for (const Point &p : graph.centers) {
                out << "<circle r=\"0.6\" cx=\"";
                out.coordinate(p.x) << "\" cy=\"";
                out.coordinate(p.y) << "\"/>\n";
            }
            out << "</g>\n";
        }

        std::vector<Point> points;
        const auto edgeLines = [&](const char *id, QRgb colour, auto &&width) {
            out << "<g id=\"" << id << "\" fill=\"none\" stroke=\"" << detail::colourText(colour)
                << "\" stroke-linecap=\"round\" stroke-linejoin=\"round\">\n";
            for (std::uint32_t k = 0; k < graph.edges.size(); ++k) {
                const Edge &e = graph.edges[k];
                const double w = width(k);
                if (w <= 0 || e.v0 == kNone || e.v1 == kNone)
                    continue;
                points.clear();
                detail::edgePathOf(map, k, noisy, points);
                out << "<path stroke-width=\"";
                out.coordinate(w) << "\" d=\"";
                pathData(out, points, false);
                out << "\"/>\n";
            }
            out << "</g>\n";
        };
        if ((layers & LayerRivers) && !map.edgeRiver.empty())
            edgeLines("rivers", detail::kRiverColour, [&](std::uint32_t k) {
                return map.edgeRiver[k] ? detail::riverWidth(map.edgeRiver[k]) : 0.0;
            });
        if ((layers & LayerLava) && !map.lava.empty())
            edgeLines("lava", detail::kLavaColour,
                      [&](std::uint32_t k) { return map.lava[k] ? detail::kLavaWidth : 0.0; });
        if ((layers & LayerRoads) && !map.road.empty()) {
            // As the renderer: the middles of a polygon's road edges joined,
            // through its site.
            out << "<g id=\"roads\" fill=\"none\" stroke-linecap=\"round\" stroke-width=\"";
            out.coordinate(detail::kRoadWidth) << "\">\n";
            std::vector<std::uint32_t> ways;
            for (std::uint32_t c = 0; c < graph.centerCount(); ++c) {
                ways.clear();
                for (const std::uint32_t e : graph.borders.of(c))
                    if (map.road[e] > 0)
                        ways.push_back(e);
                const Point site = graph.centers[c];
                const auto colour = [&](std::uint32_t e) {
                    return detail::colourText(
                        detail::kRoadColours[std::clamp(int(map.road[e]), 1, 3) - 1]);
                };
                if (ways.size() == 2) {
                    const Point a = graph.midpoints[ways[0]], b = graph.midpoints[ways[1]];
                    out << "<path stroke=\"" << colour(ways[0]) << "\" d=\"M";
                    out.coordinate(a.x) << " ";
                    out.coordinate(a.y) << "Q";
                    out.coordinate(site.x) << " ";
                    out.coordinate(site.y) << " ";
                    out.coordinate(b.x) << " ";
                    out.coordinate(b.y) << "\"/>\n";
                    continue;
                }
                for (const std::uint32_t e : ways) {
                    out << "<g stroke=\"" << colour(e) << "\">";
                    line(out, graph.midpoints[e], site);
                    out << "</g>\n";
                }
            }
            out << "</g>\n";
        }
        out << "</svg>\n";
    });
}

} // namespace terrain::polymap
