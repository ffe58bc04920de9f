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
#include "render/tilesource.h"

#include <QImage>

#include <array>
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

// What a rendered picture shows, for the legend: bit k of kinds is set when
// TerrainKind k fills some pixel, bit k of features when Feature k has a
// symbol in it.
struct MapContents : render::MapSummary
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
    std::unique_ptr<render::MapSummary> clone() const override
    {
        return std::make_unique<MapContents>(*this);
    }
    void merge(const render::MapSummary &other) override
    {
        merge(static_cast<const MapContents &>(other));
    }
    void merge(const MapContents &o)
    {
        kinds |= o.kinds;
        features |= o.features;
        buildings |= o.buildings;
        snow |= o.snow;
        contours |= o.contours;
        caves |= o.caves;
        mines |= o.mines;
        sky |= o.sky;
        for (std::size_t k = 0; k < kindPixels.size(); ++k)
            kindPixels[k] += o.kindPixels[k];
        for (const auto &[bin, n] : o.heightBins)
            heightBins[bin] += n;
    }
};

// The fill of each terrain kind under the given layers (snow aside): the
// map's colours, shared with the planet's globe.
std::array<QRgb, kTerrainKindCount> fillColours(unsigned layers);

QImage renderMap(const RelfEvaluator &terrain, const MapRenderSettings &settings,
                 MapContents *contents = nullptr);

// The Relf map as the map view's source of tiles.
class MapSource : public render::TileSource
{
public:
    explicit MapSource(EvaluatorPtr terrain)
        : m_terrain(std::move(terrain))
    {
    }
    QImage render(const MapRenderSettings &s,
                  std::unique_ptr<render::MapSummary> *summary = nullptr) const override;
    const EvaluatorPtr &terrain() const { return m_terrain; }

private:
    EvaluatorPtr m_terrain;
};

// The contour line widths in pixels, for the legend and the 3-D view's
// shader; contours closer than kContourFadeFrom pixels are left out, from
// kContourFadeTo on drawn whole.
inline constexpr double kContourWidth = 1.0;
inline constexpr double kIndexContourWidth = 2.0;
inline constexpr double kContourFadeFrom = 1.5;
inline constexpr double kContourFadeTo = 3.0;

} // namespace terrain::relf
