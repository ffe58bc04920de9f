#pragma once
// Paints a region of a Relf terrain onto a QImage as an orienteering map
// (ISOM 2017-2 colours). The same code serves the studio's map tiles and
// terrainstudio-cli render, so both show the same pixels.
//
// Every pixel depends only on the ground around its own sample point: pixel
// (i, j) samples the ground at (left + i·m, top - j·m). Rendering a region
// in pieces and putting them together gives the picture of the whole region,
// with no seams; the map view's tiles rely on that.

#include "relf/evaluator.h"

#include <QImage>

#include <array>
#include <map>

namespace terrain::render {

enum MapLayer : unsigned {
    LayerVegetation = 1u << 0,
    LayerContours = 1u << 1,
    LayerFeatures = 1u << 2,
    LayerBuildings = 1u << 3,
    LayerSnow = 1u << 4,
    LayerGrid = 1u << 5,
    LayerMines = 1u << 6, // the mine level under the surface, over the map
    LayersDefault = LayerVegetation | LayerContours | LayerFeatures | LayerBuildings | LayerSnow,
};

struct MapRenderSettings
{
    // Ground position of the top-left pixel's sample point; x grows east,
    // y grows north, so pixel row j lies at y = top - j * metresPerPixel.
    double left = 0.0;
    double top = 0.0;
    double metresPerPixel = 1.0;
    int width = 800;
    int height = 600;
    unsigned layers = LayersDefault;
    double contourInterval = 5.0; // height units; every fifth contour is thicker
    double gridSpacing = 100.0;   // metres
    int threads = 1;              // 0: all
};

// What a rendered picture shows, for the legend: bit k of kinds is set when
// TerrainKind k fills some pixel, bit k of features when Feature k has a
// symbol in it.
struct MapContents
{
    std::uint32_t kinds = 0;
    std::uint32_t features = 0;
    bool buildings = false;
    bool snow = false;
    bool contours = false;
    bool caves = false;
    bool mines = false; // the mine overlay is drawn
    // For statistics: pixels of each terrain kind, and land pixels by height
    // in bins of kHeightBin units (bin k holds [k·bin, (k+1)·bin)).
    std::array<std::uint64_t, relf::kTerrainKindCount> kindPixels{};
    std::map<std::int64_t, std::uint64_t> heightBins;
    static constexpr double kHeightBin = 10.0;
    void merge(const MapContents &o)
    {
        kinds |= o.kinds;
        features |= o.features;
        buildings |= o.buildings;
        snow |= o.snow;
        contours |= o.contours;
        caves |= o.caves;
        mines |= o.mines;
        for (std::size_t k = 0; k < kindPixels.size(); ++k)
            kindPixels[k] += o.kindPixels[k];
        for (const auto &[bin, n] : o.heightBins)
            heightBins[bin] += n;
    }
};

QImage renderMap(const relf::RelfEvaluator &terrain, const MapRenderSettings &settings,
                 MapContents *contents = nullptr);

// Maps a ground point to the image's pixel coordinates (may be outside) and back.
QPointF groundToPixel(const MapRenderSettings &s, double x, double y);
QPointF pixelToGround(const MapRenderSettings &s, double px, double py);

// The contour line widths in pixels, for the legend.
inline constexpr double kContourWidth = 1.0;
inline constexpr double kIndexContourWidth = 2.0;

} // namespace terrain::render
