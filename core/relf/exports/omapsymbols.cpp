#include "omapsymbols.h"

#include <array>

using namespace Qt::StringLiterals;

namespace terrain::relf {

namespace {

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

constexpr std::array<SymbolDef, std::size_t(OmapSymbol::Count)> kSymbols = {{
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
    {"304", "Crossable watercourse", Kind::Line, 1, 250},
}};

} // namespace

OmapSymbol omapAreaSymbol(TerrainKind kind)
{
    switch (kind) {
    case TerrainKind::Lake:
        return OmapSymbol::Water;
    case TerrainKind::Town:
        return OmapSymbol::Settlement;
    case TerrainKind::Grass:
        return OmapSymbol::OpenLand;
    case TerrainKind::Moor:
        return OmapSymbol::RoughOpenLand;
    case TerrainKind::Wood:
        return OmapSymbol::Forest;
    case TerrainKind::Thicket:
        return OmapSymbol::VegetationWalk;
    case TerrainKind::Road:
    case TerrainKind::Path:
        return OmapSymbol::PavedArea;
    case TerrainKind::Mud:
        return OmapSymbol::IndistinctMarsh;
    case TerrainKind::Stream:
        return OmapSymbol::ShallowWater;
    case TerrainKind::Marsh:
        break;
    }
    return OmapSymbol::Marsh;
}

OmapSymbol omapPointSymbol(Feature f)
{
    switch (f) {
    case Feature::Boulder:
        return OmapSymbol::Boulder;
    case Feature::Knoll:
        return OmapSymbol::SmallKnoll;
    case Feature::Waterhole:
        return OmapSymbol::Waterhole;
    case Feature::Mine:
        return OmapSymbol::Cave;
    case Feature::Root:
        return OmapSymbol::VegetationFeature;
    case Feature::X:
    case Feature::Cone:
        return OmapSymbol::LandformFeature;
    default:
        break;
    }
    return OmapSymbol::ManMadeFeature;
}

// Writes the symbols as Mapper's XML reads them.
void writeOmapSymbols(QXmlStreamWriter &xml)
{
    xml.writeStartElement(u"symbols"_s);
    xml.writeAttribute(u"count"_s, QString::number(int(OmapSymbol::Count)));
    for (int id = 0; id < int(OmapSymbol::Count); ++id) {
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

void writeOmapColours(QXmlStreamWriter &xml)
{
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
}

} // namespace terrain::relf
