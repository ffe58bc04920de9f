#include "omapexport.h"
#include "relf/exports/exportrivers.h"
#include "relf/exports/omapsymbols.h"

#include "relf/features/mines.h"
#include "relf/features/streams.h"

#include "export/mappicture.h"
#include "render/conrec.h"
#include "util/atomicfile.h"

#include <QXmlStreamWriter>

#include <boost/polygon/polygon.hpp>

#include <array>
#include <cmath>

using namespace Qt::StringLiterals;

namespace terrain::relf {

namespace {

namespace gtl = boost::polygon;

// Map coordinates: 1/1000 mm at 1:10,000 is a centimetre of ground.
struct Placement
{
    double cx, cy;
    QString at(double x, double y) const
    {
        const double units = 1e6 / kOmapScale; // per metre
        return u"%1 %2"_s.arg(std::llround((x - cx) * units)).arg(std::llround(-(y - cy) * units));
    }
};

void writeObject(QXmlStreamWriter &xml, int type, int symbol, const QString &coords, int count)
{
    xml.writeStartElement(u"object"_s);
    xml.writeAttribute(u"type"_s, QString::number(type));
    xml.writeAttribute(u"symbol"_s, QString::number(symbol));
    xml.writeStartElement(u"coords"_s);
    xml.writeAttribute(u"count"_s, QString::number(count));
    xml.writeCharacters(coords);
    xml.writeEndElement();
    xml.writeEndElement();
}

// A line through the points; an area's rings each closed by its first point
// again, flagged as the part's end (close point 2 + hole point 16).
void writeLine(QXmlStreamWriter &xml, int symbol, const std::vector<QString> &points)
{
    if (points.size() < 2)
        return;
    QString coords;
    for (const QString &p : points)
        coords += p + u';';
    writeObject(xml, 1, symbol, coords, int(points.size()));
}

void writeArea(QXmlStreamWriter &xml, int symbol, const std::vector<std::vector<QString>> &rings)
{
    QString coords;
    int count = 0;
    for (const auto &ring : rings) {
        for (const QString &p : ring)
            coords += p + u';';
        coords += ring.front() + u" 18;"_s;
        count += int(ring.size()) + 1;
    }
    writeObject(xml, 1, symbol, coords, count);
}

} // namespace

bool exportOmap(const RelfEvaluator &terrain, const Region &region, double c, const QString &path,
                QString *error)
{
    render::MapRenderSettings s;
    if (!exporting::mapSettings(region, c, {}, &s, error, kMaxOmapCells))
        return false;
    const int w = s.width, h = s.height;
    const Placement place{region.x0 + region.width / 2, region.y0 + region.height / 2};
    std::vector<WorldRiver> rivers;
    if (!riversInRegion(terrain, region, &rivers, error))
        return false;
    // The raster: kinds and heights at each cell's sample point.
    std::vector<TerrainKind> kinds(std::size_t(w) * std::size_t(h));
    std::vector<double> heights(kinds.size());
    std::vector<bool> water(kinds.size());
    for (int r = 0; r < h; ++r) {
        const std::size_t at = std::size_t(r) * std::size_t(w);
        terrain.mapRow(s.left, s.top - double(r) * c, c,
                       std::span(kinds.data() + at, std::size_t(w)),
                       std::span(heights.data() + at, std::size_t(w)));
        for (int i = 0; i < w; ++i)
            water[at + std::size_t(i)] = kinds[at + std::size_t(i)] == TerrainKind::Lake;
    }
    // Cell (i, r) covers u in [i, i + 1], v in [r, r + 1]; its sample point
    // is the middle.
    const auto corner = [&](int u, int v) {
        return place.at(s.left + (double(u) - 0.5) * c, s.top - (double(v) - 0.5) * c);
    };

    QByteArray bytes;
    QXmlStreamWriter xml(&bytes);
    xml.setAutoFormatting(false);
    xml.writeStartDocument();
    xml.writeDefaultNamespace(u"http://openorienteering.org/apps/mapper/xml/v2"_s);
    xml.writeStartElement(u"map"_s);
    xml.writeAttribute(u"version"_s, u"9"_s);
    xml.writeTextElement(
        u"notes"_s,
        u"Terrain Studio: region %1 %2 %3 %4 (metres), sampled every %5 m"_s.arg(region.x0)
            .arg(region.y0)
            .arg(region.width)
            .arg(region.height)
            .arg(c));
    xml.writeStartElement(u"georeferencing"_s);
    xml.writeAttribute(u"scale"_s, QString::number(kOmapScale));
    xml.writeEmptyElement(u"ref_point"_s);
    xml.writeAttribute(u"x"_s, u"0"_s);
    xml.writeAttribute(u"y"_s, u"0"_s);
    xml.writeStartElement(u"projected_crs"_s);
    xml.writeAttribute(u"id"_s, u"Local"_s);
    xml.writeEmptyElement(u"ref_point"_s);
    xml.writeAttribute(u"x"_s, QString::number(place.cx, 'f', 3));
    xml.writeAttribute(u"y"_s, QString::number(place.cy, 'f', 3));
    xml.writeEndElement();
    xml.writeEndElement();
    writeOmapColours(xml);
    xml.writeStartElement(u"barrier"_s);
    xml.writeAttribute(u"version"_s, u"6"_s);
    xml.writeAttribute(u"required"_s, u"0.6.0"_s);
    writeOmapSymbols(xml);
    xml.writeStartElement(u"parts"_s);
    xml.writeAttribute(u"count"_s, u"1"_s);
    xml.writeAttribute(u"current"_s, u"0"_s);
    xml.writeStartElement(u"part"_s);
    xml.writeAttribute(u"name"_s, u"default part"_s);
    // The objects go into a buffer of their own first: the count comes first.
    QByteArray objects;
    int objectCount = 0;
    {
        QXmlStreamWriter out(&objects);
        // Areas of each kind: the raster's runs merged by Boost.Polygon into
        // polygons with holes.
        for (int k = 0; k < kTerrainKindCount; ++k) {
            gtl::polygon_90_set_data<int> set;
            for (int r = 0; r < h; ++r)
                for (int i = 0; i < w;) {
                    const std::size_t at = std::size_t(r) * std::size_t(w);
                    if (kinds[at + std::size_t(i)] != TerrainKind(k)) {
                        ++i;
                        continue;
                    }
                    int end = i;
                    while (end < w && kinds[at + std::size_t(end)] == TerrainKind(k))
                        ++end;
                    set.insert(gtl::rectangle_data<int>(i, r, end, r + 1));
                    i = end;
                }
            std::vector<gtl::polygon_90_with_holes_data<int>> polygons;
            set.get(polygons);
            for (const auto &polygon : polygons) {
                std::vector<std::vector<QString>> rings(1);
                for (auto p = polygon.begin(); p != polygon.end(); ++p)
                    rings[0].push_back(corner(gtl::x(*p), gtl::y(*p)));
                for (auto hole = polygon.begin_holes(); hole != polygon.end_holes(); ++hole) {
                    rings.emplace_back();
                    for (auto p = hole->begin(); p != hole->end(); ++p)
                        rings.back().push_back(corner(gtl::x(*p), gtl::y(*p)));
                }
                writeArea(out, int(omapAreaSymbol(TerrainKind(k))), rings);
                ++objectCount;
            }
        }
        // Buildings: the 12 m squares of the town lots in the region.
        const double g = RelfEvaluator::kBuildingGrid, half = RelfEvaluator::kBuildingSize / 2.0;
        const double x1 = region.x0 + region.width, y1 = region.y0 + region.height;
        for (auto j = std::int64_t(std::floor(y1 / g)); double(j) * g >= region.y0; --j)
            for (auto i = std::int64_t(std::ceil(region.x0 / g)); double(i) * g <= x1; ++i)
                if (terrain.buildingAt(i, j)) {
                    const double x = double(i) * g, y = double(j) * g;
                    writeArea(out, int(OmapSymbol::Building),
                              {{place.at(x - half, y + half), place.at(x + half, y + half),
                                place.at(x + half, y - half), place.at(x - half, y - half)}});
                    ++objectCount;
                }
        // Contours on the raster's heights, water left out.
        for (const render::ContourLine &line : render::contourGrid(heights, w, h, 5.0, &water)) {
            std::vector<QString> points;
            for (const QPointF &p : line.points)
                points.push_back(place.at(s.left + p.x() * c, s.top - p.y() * c));
            if (line.closed)
                points.push_back(points.front());
            writeLine(out, int(line.indexContour ? OmapSymbol::IndexContour : OmapSymbol::Contour),
                      points);
            ++objectCount;
        }
        const double right = s.left + (w - 1) * c, bottom = s.top - (h - 1) * c;
        if (terrain.parameters().streams.enabled)
            if (const auto streams = findStreams(
                    terrain, std::int64_t(std::ceil(s.left)), std::int64_t(std::ceil(bottom)),
                    std::int64_t(std::floor(right)), std::int64_t(std::floor(s.top)))) {
                for (const Stream &stream : *streams) {
                    std::vector<QString> points;
                    for (const StreamPoint &p : stream.points)
                        points.push_back(place.at(double(p.x), double(p.y)));
                    writeLine(out, int(OmapSymbol::Watercourse), points);
                    ++objectCount;
                }
            }
        // The continent's rivers: up to 5 m wide a crossable watercourse
        // (304), wider ones to scale as water (ISOM 2017-2).
        for (const WorldRiver &river : rivers) {
            if (river.width <= kWidestLineRiver) {
                std::vector<QString> points;
                for (const auto &p : river.points)
                    points.push_back(place.at(p[0], p[1]));
                writeLine(out, int(OmapSymbol::CrossableWatercourse), points);
                ++objectCount;
                continue;
            }
            for (const BankPolygon &banks : riverBanks(river)) {
                std::vector<std::vector<QString>> rings;
                const auto addRing = [&](const Ring &ring) {
                    rings.emplace_back();
                    // A ring's last point repeats its first: writeArea closes it.
                    for (std::size_t k = 0; k + 1 < ring.size(); ++k)
                        rings.back().push_back(place.at(ring[k][0], ring[k][1]));
                };
                addRing(banks.outer);
                for (const Ring &hole : banks.holes)
                    addRing(hole);
                writeArea(out, int(OmapSymbol::Water), rings);
                ++objectCount;
            }
        }
        for (const Road &road : terrain.parameters().roads) {
            std::vector<QString> points;
            for (const RoadVertex &v : road.vertices)
                points.push_back(place.at(v.x, v.y));
            if (points.size() >= 2) {
                writeLine(out, int(OmapSymbol::RoadLine), points);
                ++objectCount;
            }
        }
        for (const Terra &t :
             terrain.featuresIn(std::int64_t(std::ceil(s.left)), std::int64_t(std::ceil(bottom)),
                                std::int64_t(std::floor(right)), std::int64_t(std::floor(s.top)))) {
            writeObject(out, 0, int(omapPointSymbol(t.feature)), place.at(t.x, t.y) + u';', 1);
            ++objectCount;
        }
    }
    xml.writeStartElement(u"objects"_s);
    xml.writeAttribute(u"count"_s, QString::number(objectCount));
    xml.writeCharacters(QString());
    xml.device()->write(objects);
    xml.writeEndElement(); // objects
    xml.writeEndElement(); // part
    xml.writeEndElement(); // parts
    xml.writeStartElement(u"templates"_s);
    xml.writeAttribute(u"count"_s, u"0"_s);
    xml.writeAttribute(u"first_front_template"_s, u"0"_s);
    xml.writeEmptyElement(u"defaults"_s);
    xml.writeAttribute(u"use_meters_per_pixel"_s, u"true"_s);
    xml.writeAttribute(u"meters_per_pixel"_s, u"0"_s);
    xml.writeAttribute(u"dpi"_s, u"0"_s);
    xml.writeAttribute(u"scale"_s, u"0"_s);
    xml.writeEndElement(); // templates
    xml.writeEndElement(); // barrier
    xml.writeEndElement(); // map
    xml.writeEndDocument();
    QString why;
    if (!util::writeFileAtomically(path, bytes, &why)) {
        *error = u"%1: cannot write: %2"_s.arg(path, why);
        return false;
    }
    return true;
}

} // namespace terrain::relf
