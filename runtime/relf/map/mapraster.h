#pragma once
// The Relf orienteering map (ISOM 2017-2 colours) painted onto a caller's
// pixels: fills, snow, contours and index contours, the mine level, town
// buildings, roads, point-feature symbols and, for a whole picture, streams;
// far out over a continent its overview. The studio's tiles, the CLI's
// render, every raster export and tr_map in each binding draw with this one
// renderer, so they show the same pixels.
//
// Every pixel depends only on the ground around its own sample point: pixel
// (i, j) samples the ground at (left + i·m, top - j·m). Rendering a region
// in pieces and putting them together gives the picture of the whole region,
// with no seams; the map view's tiles rely on that.

#include "relf/evaluator.h"
#include "render/mapframe.h"
#include "render/raster.h"

#include <array>
#include <cstdint>
#include <map>

namespace terrain::relf {

using render::MapRenderSettings;

enum MapLayer : unsigned
{
    LayerVegetation = 1u << 0,
    LayerContours = 1u << 1,
    LayerFeatures = 1u << 2,
    LayerBuildings = 1u << 3,
    LayerSnow = 1u << 4,
    LayerGrid = 1u << 5,
    LayerMines = 1u << 6, // the mine level under the surface, over the map
    LayersDefault = LayerVegetation | LayerContours | LayerFeatures | LayerBuildings | LayerSnow,
};
static_assert(LayersDefault == MapRenderSettings{}.layers,
              "the generic default layers are the Relf defaults");

// What a painted picture shows, for the legend: bit k of kinds is set when
// TerrainKind k fills some pixel, bit k of features when Feature k has a
// symbol in it.
struct MapFacts
{
    std::uint32_t kinds = 0;
    std::uint32_t features = 0;
    bool buildings = false;
    bool snow = false;
    bool contours = false;
    bool caves = false;
    bool mines = false; // the mine overlay is drawn
    bool sky = false;   // skylands: the LAKE pixels are open sky
    // For statistics: pixels of each terrain kind, and land pixels by height
    // in bins of kHeightBin units (bin k holds [k·bin, (k+1)·bin)).
    std::array<std::uint64_t, kTerrainKindCount> kindPixels{};
    std::map<std::int64_t, std::uint64_t> heightBins;
    static constexpr double kHeightBin = 10.0;
    void merge(const MapFacts &o);
};

// The fill of each terrain kind under the given layers (snow aside): the
// map's colours, shared with the planet's globe.
std::array<render::Rgb, kTerrainKindCount> fillColours(unsigned layers);

// Paints what a map tile shows: everything but streams (the studio scans
// those for the whole view at once). The canvas is s.width × s.height.
// Over a continent, from kOverviewBlendFrom to kOverviewFrom metres a pixel
// the fill is mixed with the overview (relf/map/mapoverview.h) by its share,
// the symbols drawn over both; from kOverviewFrom out, the overview alone.
void paintMap(const render::Canvas &canvas, const RelfEvaluator &terrain,
              const MapRenderSettings &s, MapFacts *facts = nullptr);
// The orienteering map alone at any scale, never mixed with the overview.
void paintDetailMap(const render::Canvas &canvas, const RelfEvaluator &terrain,
                    const MapRenderSettings &s, MapFacts *facts = nullptr);

// A whole picture: the map and, with the feature layer, the streams of its
// region over it, as terrainstudio-cli render, the raster exports and tr_map
// draw it.
void paintPicture(const render::Canvas &canvas, const RelfEvaluator &terrain,
                  const MapRenderSettings &s);

// The contour line widths in pixels, for the legend and the 3-D view's
// shader; contours closer than kContourFadeFrom pixels are left out, from
// kContourFadeTo on drawn whole.
inline constexpr double kContourWidth = 1.0;
inline constexpr double kIndexContourWidth = 2.0;
inline constexpr double kContourFadeFrom = 1.5;
inline constexpr double kContourFadeTo = 3.0;

} // namespace terrain::relf
