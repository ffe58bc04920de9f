#pragma once
// Paints a region of a fractal coastline onto a QImage: the studio's map
// tiles and the exported map picture come from here, so both show the same
// pixels.
//
// The map lies on the ground as a torus: cell (c, r) covers x in [c, c + 1)
// and -y in [r, r + 1) (x east, y north, so row 0 is the northmost), and the
// map repeats forever in both directions with no seam. Pixel (i, j) shows
// the ground at its sample point (left + i·m, top - j·m) and nothing else, so
// tiles painted apart fit together; at coarse zoom a pixel shows the cell
// under its sample point. Works at any metres per pixel; the map view uses
// 1/8 to 16.
//
// With heights: hill shading (light from the north-west) and contours every
// settings.contourInterval, every fifth thicker, only above the sea level;
// below the sea level the map draws water, darker with depth. At a step
// before the last, heights are interpolated between that step's grid points,
// as the types show that step's blocks.

#include "coastline/coastlinemap.h"
#include "coastline/coastlinesummary.h"
#include "render/tilesource.h"

#include <QImage>

namespace terrain::coastline {

using render::MapRenderSettings;

enum CoastlineLayer : unsigned
{
    LayerTypes = 1u << 0,    // each cell in its land type's colour
    LayerContours = 1u << 1, // contours above the sea level (heights only)
    LayerShading = 1u << 2,  // hill shading on land (heights only)
    LayerWater = 1u << 3,    // heights below the sea level drawn as water
    // Lines between cells where a cell is 4 pixels or more; outside the low
    // five bits the generic settings turn on by default.
    LayerCellGrid = 1u << 5,
    LayersDefault = LayerTypes | LayerContours | LayerShading | LayerWater,
};

// A cell is this many pixels or more before the cell grid is drawn.
inline constexpr double kCellGridMinPixels = 4.0;

QImage renderCoastline(const CoastlineMap &map, int step, const MapRenderSettings &settings,
                       CoastlineSummary *summary = nullptr);

// One step of a coastline as the map view's source of tiles.
class CoastlineTileSource : public render::TileSource
{
public:
    CoastlineTileSource(CoastlineMapPtr map, int step);
    QImage render(const MapRenderSettings &s,
                  std::unique_ptr<render::MapSummary> *summary = nullptr) const override;
    const CoastlineMapPtr &map() const { return m_map; }
    int step() const { return m_step; }

private:
    CoastlineMapPtr m_map;
    int m_step;
};

} // namespace terrain::coastline
