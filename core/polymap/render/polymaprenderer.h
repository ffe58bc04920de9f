#pragma once
// Draws a polygon island map for the map view and the picture exports. Map
// point (x, y) is at ground (x, -y); outside the map square the ground is
// deep ocean. Pixels depend only on their own ground position, so tiles fit.

#include "polymap/map/polymapmap.h"
#include "render/tilesource.h"

#include <QImage>

#include <mutex>
#include <vector>

namespace terrain::polymap {

// What the polygons are coloured by.
enum class View : std::uint8_t
{
    Biomes,
    Elevation,
    Moisture,
    Polygons,
    Watersheds,
    Slopes
};
inline constexpr int kViewCount = 6;
QString viewName(View view); // "biomes", "elevation", ... (the CLI's and the file's spelling)
bool viewFromName(const QString &name, View *view);

// Layer bits of MapRenderSettings::layers.
enum Layer : unsigned
{
    LayerRivers = 1u << 0,
    LayerRoads = 1u << 1,
    LayerLava = 1u << 2,
    LayerNoisyEdges = 1u << 3, // draw polygons with their noisy edges (when the map has them)
    LayerGraph = 1u << 4,      // the Delaunay and Voronoi edges over the view
    LayersDefault = LayerRivers | LayerRoads | LayerLava | LayerNoisyEdges,
};

// What a picture shows: the pixels of each biome.
class PolymapSummary : public render::MapSummary
{
public:
    std::array<qint64, kBiomeCount> biomePixels{};
    std::unique_ptr<render::MapSummary> clone() const override
    {
        return std::make_unique<PolymapSummary>(*this);
    }
    void merge(const render::MapSummary &other) override;
};

QImage renderPolymap(const PolymapMap &map, View view, const render::MapRenderSettings &s,
                     PolymapSummary *summary = nullptr);

namespace detail {
class CenterIndex;
}

class PolymapTileSource : public render::TileSource
{
public:
    PolymapTileSource(PolymapMapPtr map, View view);
    ~PolymapTileSource() override;
    QImage render(const render::MapRenderSettings &s,
                  std::unique_ptr<render::MapSummary> *summary) const override;
    const PolymapMapPtr &map() const { return m_map; }

private:
    PolymapMapPtr m_map;
    View m_view;
    // Which polygons reach a tile: made once, by the first tile asked for
    // (on its worker thread), and read by all the others.
    mutable std::once_flag m_indexMade;
    mutable std::unique_ptr<const detail::CenterIndex> m_index;
};

} // namespace terrain::polymap
