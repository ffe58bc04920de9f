#pragma once
// The ISOM 2017-2 symbols and colours of the Mapper export (omapexport.h),
// defined here: each symbol's code, name and colour as the standard gives
// them, drawn as plain fills, lines, dots and rings.

#include "relf/terrainkinds.h"

#include <QXmlStreamWriter>

namespace terrain::relf {

enum class OmapSymbol
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
    CrossableWatercourse, // the continent's rivers up to 5 m wide
    Count
};

// The area symbol of a terrain kind, the point symbol of a feature.
OmapSymbol omapAreaSymbol(TerrainKind kind);
OmapSymbol omapPointSymbol(Feature feature);

// Mapper's <colors> and <symbols> elements; symbol ids are OmapSymbol's values.
void writeOmapColours(QXmlStreamWriter &xml);
void writeOmapSymbols(QXmlStreamWriter &xml);

} // namespace terrain::relf
