// The map's data as text for other tools: GeoJSON for GIS programs and the
// graph as plain JSON for checking a map by its numbers.
#include "polymapexport.h"

#include "polymaptext.h"

namespace terrain::polymap {

namespace {

using detail::TextFile;

void indexList(TextFile &out, std::span<const std::uint32_t> items)
{
    out << "[";
    for (std::size_t k = 0; k < items.size(); ++k) {
        if (k)
            out << ",";
        out.number(items[k]);
    }
    out << "]";
}

void index(TextFile &out, std::uint32_t i)
{
    if (i == kNone)
        out << "null";
    else
        out.number(i);
}

void point(TextFile &out, const Point &p)
{
    out << "[";
    out.number(p.x) << ",";
    out.number(p.y) << "]";
}

// A center's or a corner's object up to its own fields: the fields both
// have, in the order the graph file lists them (the object stays open).
void siteFields(TextFile &out, const Point &p, bool border, bool water, bool ocean, bool coast,
                float elevation, float moisture)
{
    out << "{\"x\":";
    out.number(p.x) << ",\"y\":";
    out.number(p.y) << ",\"border\":";
    out.boolean(border) << ",\"water\":";
    out.boolean(water) << ",\"ocean\":";
    out.boolean(ocean) << ",\"coast\":";
    out.boolean(coast) << ",\"elevation\":";
    out.number(elevation) << ",\"moisture\":";
    out.number(moisture);
}

} // namespace

// Rings run anticlockwise with the numbers read as x right, y up, as RFC
// 7946 asks of exterior rings.
QString exportGeoJson(const PolymapMap &map, const QString &path)
{
    return TextFile::written(path, [&](TextFile &out) {
        const Graph &graph = map.graph();
        out << "{\"type\":\"FeatureCollection\",\"features\":[\n";
        bool first = true;
        std::vector<std::uint32_t> skipped;
        std::vector<Point> ring;
        for (std::uint32_t c = 0; c < graph.centerCount(); ++c) {
            const std::span<const std::uint32_t> corners = graph.centerCorners.of(c);
            if (corners.size() < 3) {
                skipped.push_back(c);
                continue;
            }
            ring.clear();
            for (const std::uint32_t q : corners)
                ring.push_back(graph.corners[q]);
            double area = 0;
            for (std::size_t k = 0; k < ring.size(); ++k) {
                const Point &a = ring[k], &b = ring[(k + 1) % ring.size()];
                area += a.x * b.y - b.x * a.y;
            }
            if (area < 0)
                std::reverse(ring.begin(), ring.end());
            out << (first ? "" : ",\n")
                << "{\"type\":\"Feature\",\"geometry\":{\"type\":\"Polygon\",\"coordinates\":[[";
            first = false;
            for (const Point &p : ring) {
                point(out, p);
                out << ",";
            }
            point(out, ring.front());
            out << "]]},\"properties\":{\"kind\":\"center\",\"index\":";
            out.number(c) << ",\"water\":";
            out.boolean(map.centerWater[c]) << ",\"ocean\":";
            out.boolean(map.centerOcean[c]) << ",\"coast\":";
            out.boolean(map.centerCoast[c]) << ",\"border\":";
            out.boolean(graph.centerBorder[c]) << ",\"elevation\":";
            out.number(map.centerElevation[c]) << ",\"moisture\":";
            out.number(map.centerMoisture[c]) << ",\"biome\":";
            out.quoted(biomeName(map.centerBiome[c])) << "}}";
        }
        for (std::uint32_t k = 0; k < graph.edges.size() && k < map.edgeRiver.size(); ++k) {
            const Edge &e = graph.edges[k];
            if (map.edgeRiver[k] == 0 || e.v0 == kNone || e.v1 == kNone)
                continue;
            out << (first ? "" : ",\n")
                << "{\"type\":\"Feature\",\"geometry\":{\"type\":\"LineString\",\"coordinates\":[";
            first = false;
            point(out, graph.corners[e.v0]);
            out << ",";
            point(out, graph.corners[e.v1]);
            out << "]},\"properties\":{\"kind\":\"river\",\"index\":";
            out.number(k) << ",\"volume\":";
            out.number(map.edgeRiver[k]) << "}}";
        }
        out << "\n],\"skippedCenters\":";
        indexList(out, skipped);
        out << "}\n";
    });
}

QString exportJson(const PolymapMap &map, const QString &path)
{
    return TextFile::written(path, [&](TextFile &out) {
        const Graph &graph = map.graph();
        out << "{\"centers\":[\n";
        for (std::uint32_t c = 0; c < graph.centerCount(); ++c) {
            out << (c ? ",\n" : "");
            siteFields(out, graph.centers[c], graph.centerBorder[c], map.centerWater[c],
                       map.centerOcean[c], map.centerCoast[c], map.centerElevation[c],
                       map.centerMoisture[c]);
            out << ",\"biome\":";
            out.quoted(biomeName(map.centerBiome[c])) << ",\"neighbors\":";
            indexList(out, graph.neighbors.of(c));
            out << ",\"corners\":";
            indexList(out, graph.centerCorners.of(c));
            out << "}";
        }
        out << "\n],\"corners\":[\n";
        for (std::uint32_t q = 0; q < graph.cornerCount(); ++q) {
            out << (q ? ",\n" : "");
            siteFields(out, graph.corners[q], graph.cornerBorder[q], map.cornerWater[q],
                       map.cornerOcean[q], map.cornerCoast[q], map.cornerElevation[q],
                       map.cornerMoisture[q]);
            out << ",\"downslope\":";
            index(out, map.downslope[q]);
            out << ",\"river\":";
            out.number(map.cornerRiver[q]) << ",\"watershed\":";
            index(out, map.watershed[q]);
            out << "}";
        }
        out << "\n]}\n";
    });
}

} // namespace terrain::polymap
