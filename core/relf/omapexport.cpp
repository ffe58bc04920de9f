#include "omapexport.h"

#include "mines.h"
#include "streams.h"

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

struct Colour
{
    const char *name;
    double c, m, y, k; // the print colour
};

// Mapper draws colours in this order, the first on top.
constexpr std::array<Colour, 14> kColours = {{
    {"Black 100%", 0, 0, 0, 1},         // 0
    {"Blue 100%", 1, 0, 0, 0},          // 1
    {"Brown 100%", 0, 0.56, 1, 0.18},   // 2
    {"Green 100%", 0.76, 0, 0.91, 0},   // 3
    {"Black 65%", 0, 0, 0, 0.65},       // 4
    {"Brown 50%", 0, 0.28, 0.5, 0.09},  // 5
    {"Blue 50%", 0.5, 0, 0, 0},         // 6
    {"Blue 30%", 0.3, 0, 0, 0},         // 7
    {"Green 60%", 0.456, 0, 0.546, 0},  // 8
    {"Olive green", 0.3, 0, 1, 0.4},    // 9
    {"Yellow 100%", 0, 0.27, 0.79, 0},  // 10
    {"Yellow 50%", 0, 0.135, 0.395, 0}, // 11
    {"White", 0, 0, 0, 0},              // 12
    {"Blue for water", 1, 0, 0, 0},     // 13 (lakes, under everything blue)
}};

enum Symbol
{
    Contour,
    IndexContour,
    Water,
    ShallowWater,
    Marsh,
    IndistinctMarsh,
    OpenLand,
    RoughOpenLand,
    Forest,
    VegetationWalk,
    PavedArea,
    Settlement,
    Building,
    Watercourse,
    RoadLine,
    Boulder,
    SmallKnoll,
    Waterhole,
    Cave,
    VegetationFeature,
    ManMadeFeature,
    LandformFeature,
    SymbolCount
};

enum class Kind
{
    Point,
    Line,
    Area
};

struct SymbolDef
{
    const char *code, *name;
    Kind kind;
    int colour;     // line or area colour, or a point's
    int width;      // a line's width, a ring's line width, 1/1000 mm
    int radius = 0; // a point: a dot's radius, or a ring's inner radius (width > 0)
};

constexpr std::array<SymbolDef, SymbolCount> kSymbols = {{
    {"101", "Contour", Kind::Line, 2, 140},
    {"102", "Index contour", Kind::Line, 2, 250},
    {"301.1", "Uncrossable body of water (full colour)", Kind::Area, 13, 0},
    {"302.1", "Shallow body of water", Kind::Area, 6, 0},
    {"308", "Marsh", Kind::Area, 6, 0},
    {"310", "Indistinct marsh", Kind::Area, 7, 0},
    {"401", "Open land", Kind::Area, 10, 0},
    {"403", "Rough open land", Kind::Area, 11, 0},
    {"405", "Forest", Kind::Area, 12, 0},
    {"408", "Vegetation: walk", Kind::Area, 8, 0},
    {"501", "Paved area", Kind::Area, 5, 0},
    {"527", "Settlement", Kind::Area, 9, 0},
    {"521", "Building", Kind::Area, 4, 0},
    {"305", "Small crossable watercourse", Kind::Line, 1, 180},
    {"503", "Road", Kind::Line, 0, 350},
    {"204", "Boulder", Kind::Point, 0, 0, 200},
    {"109", "Small knoll", Kind::Point, 2, 0, 375},
    {"303", "Waterhole", Kind::Point, 1, 180, 270},
    {"203.2", "Cave or rocky pit (with a distinct entrance)", Kind::Point, 0, 180, 270},
    {"419", "Prominent vegetation feature", Kind::Point, 3, 150, 300},
    {"531", "Prominent man-made feature", Kind::Point, 0, 150, 300},
    {"115", "Prominent landform feature", Kind::Point, 2, 150, 300},
}};

Symbol areaOf(TerrainKind kind)
{
    switch (kind) {
    case TerrainKind::Lake:
        return Water;
    case TerrainKind::Town:
        return Settlement;
    case TerrainKind::Grass:
        return OpenLand;
    case TerrainKind::Moor:
        return RoughOpenLand;
    case TerrainKind::Wood:
        return Forest;
    case TerrainKind::Thicket:
        return VegetationWalk;
    case TerrainKind::Road:
    case TerrainKind::Path:
        return PavedArea;
    case TerrainKind::Mud:
        return IndistinctMarsh;
    case TerrainKind::Stream:
        return ShallowWater;
    case TerrainKind::Marsh:
        break;
    }
    return Marsh;
}

Symbol pointOf(Feature f)
{
    switch (f) {
    case Feature::Boulder:
        return Boulder;
    case Feature::Knoll:
        return SmallKnoll;
    case Feature::Waterhole:
        return Waterhole;
    case Feature::Mine:
        return Cave;
    case Feature::Root:
        return VegetationFeature;
    case Feature::X:
    case Feature::Cone:
        return LandformFeature;
    default:
        break;
    }
    return ManMadeFeature;
}

// Writes the symbols as Mapper's XML reads them.
void writeSymbols(QXmlStreamWriter &xml)
{
    xml.writeStartElement(u"symbols"_s);
    xml.writeAttribute(u"count"_s, QString::number(SymbolCount));
    for (int id = 0; id < SymbolCount; ++id) {
        const SymbolDef &s = kSymbols[std::size_t(id)];
        xml.writeStartElement(u"symbol"_s);
        xml.writeAttribute(u"type"_s, s.kind == Kind::Point  ? u"1"_s
                                      : s.kind == Kind::Line ? u"2"_s
                                                             : u"4"_s);
        xml.writeAttribute(u"id"_s, QString::number(id));
        xml.writeAttribute(u"code"_s, QString::fromLatin1(s.code));
        xml.writeAttribute(u"name"_s, QString::fromLatin1(s.name));
        if (s.kind == Kind::Area) {
            xml.writeStartElement(u"area_symbol"_s);
            xml.writeAttribute(u"inner_color"_s, QString::number(s.colour));
            xml.writeAttribute(u"min_area"_s, u"0"_s);
            xml.writeAttribute(u"patterns"_s, u"0"_s);
            xml.writeEndElement();
        } else if (s.kind == Kind::Line) {
            xml.writeStartElement(u"line_symbol"_s);
            xml.writeAttribute(u"color"_s, QString::number(s.colour));
            xml.writeAttribute(u"line_width"_s, QString::number(s.width));
            xml.writeAttribute(u"minimum_length"_s, u"0"_s);
            xml.writeAttribute(u"join_style"_s, u"2"_s); // round
            xml.writeAttribute(u"cap_style"_s, u"1"_s);  // round
            xml.writeEndElement();
        } else {
            const bool ring = s.width > 0;
            xml.writeStartElement(u"point_symbol"_s);
            xml.writeAttribute(u"inner_radius"_s, QString::number(s.radius));
            xml.writeAttribute(u"inner_color"_s, ring ? u"-1"_s : QString::number(s.colour));
            xml.writeAttribute(u"outer_width"_s, QString::number(s.width));
            xml.writeAttribute(u"outer_color"_s, ring ? QString::number(s.colour) : u"-1"_s);
            xml.writeAttribute(u"elements"_s, u"0"_s);
            xml.writeEndElement();
        }
        xml.writeEndElement();
    }
    xml.writeEndElement();
}

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
    xml.writeStartElement(u"colors"_s);
    xml.writeAttribute(u"count"_s, QString::number(kColours.size()));
    for (std::size_t k = 0; k < kColours.size(); ++k) {
        const Colour &col = kColours[k];
        xml.writeStartElement(u"color"_s);
        xml.writeAttribute(u"priority"_s, QString::number(k));
        xml.writeAttribute(u"name"_s, QString::fromLatin1(col.name));
        xml.writeAttribute(u"c"_s, QString::number(col.c));
        xml.writeAttribute(u"m"_s, QString::number(col.m));
        xml.writeAttribute(u"y"_s, QString::number(col.y));
        xml.writeAttribute(u"k"_s, QString::number(col.k));
        xml.writeAttribute(u"opacity"_s, u"1"_s);
        xml.writeEmptyElement(u"cmyk"_s);
        xml.writeAttribute(u"method"_s, u"custom"_s);
        xml.writeEmptyElement(u"rgb"_s);
        xml.writeAttribute(u"method"_s, u"cmyk"_s);
        xml.writeAttribute(u"r"_s, QString::number((1 - col.c) * (1 - col.k), 'f', 3));
        xml.writeAttribute(u"g"_s, QString::number((1 - col.m) * (1 - col.k), 'f', 3));
        xml.writeAttribute(u"b"_s, QString::number((1 - col.y) * (1 - col.k), 'f', 3));
        xml.writeEndElement();
    }
    xml.writeEndElement();
    xml.writeStartElement(u"barrier"_s);
    xml.writeAttribute(u"version"_s, u"6"_s);
    xml.writeAttribute(u"required"_s, u"0.6.0"_s);
    writeSymbols(xml);
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
                writeArea(out, areaOf(TerrainKind(k)), rings);
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
                    writeArea(out, Building,
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
            writeLine(out, line.indexContour ? IndexContour : Contour, points);
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
                    writeLine(out, Watercourse, points);
                    ++objectCount;
                }
            }
        for (const Road &road : terrain.parameters().roads) {
            std::vector<QString> points;
            for (const RoadVertex &v : road.vertices)
                points.push_back(place.at(v.x, v.y));
            if (points.size() >= 2) {
                writeLine(out, RoadLine, points);
                ++objectCount;
            }
        }
        for (const Terra &t :
             terrain.featuresIn(std::int64_t(std::ceil(s.left)), std::int64_t(std::ceil(bottom)),
                                std::int64_t(std::floor(right)), std::int64_t(std::floor(s.top)))) {
            writeObject(out, 0, pointOf(t.feature), place.at(t.x, t.y) + u';', 1);
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
