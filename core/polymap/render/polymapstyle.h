#pragma once
// How a polygon map looks: the colours of each view and the line styles of
// rivers, roads and lava, shared by the raster renderer and the SVG export
// so that both draw the same map. The colours not of a biome are mapgen2's
// displayColors (OCEAN, LAKE, RIVER, ROAD1-3, LAVA). Internal to core/polymap.

#include "polymap/map/polymapmap.h"
#include "polymaprenderer.h"

#include <QRgb>

#include <cmath>

namespace terrain::polymap::detail {

inline constexpr QRgb kOceanColour = 0xff44447au;
inline constexpr QRgb kLakeColour = 0xff336699u;
inline constexpr QRgb kRiverColour = 0xff225588u;
inline constexpr QRgb kRoadColours[3] = {0xff442211u, 0xff553322u, 0xff664433u};
inline constexpr QRgb kLavaColour = 0xffcc3333u;
inline constexpr QRgb kVoronoiColour = 0xff505050u;
inline constexpr QRgb kDelaunayColour = 0xffc04a4au;
inline constexpr QRgb kSiteColour = 0xff202020u;

// Widths in map units, as mapgen2 draws them: a river sqrt(volume), a road
// 1.1, lava 1; never thinner than a pixel on screen.
inline double riverWidth(std::uint32_t volume)
{
    return std::sqrt(double(volume));
}
inline constexpr double kRoadWidth = 1.1;
inline constexpr double kLavaWidth = 1.0;

QRgb mixColour(QRgb a, QRgb b, double t);

// The colour of a center's polygon in a view (Slopes: before shading).
QRgb centerColour(const PolymapMap &map, View view, std::uint32_t c);
// mapgen2's colorWithSlope: `colour` lit by the triangle (site of c, corner
// a, corner b) with the light from the north-west; water is not shaded.
QRgb slopeColour(const PolymapMap &map, std::uint32_t c, std::uint32_t a, std::uint32_t b,
                 QRgb colour);
// The corner whose outlet a land polygon's watershed is: its lowest corner's.
std::uint32_t centerOutlet(const PolymapMap &map, std::uint32_t c);

} // namespace terrain::polymap::detail
