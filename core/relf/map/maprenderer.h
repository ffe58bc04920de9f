#pragma once
// The Relf orienteering map as Qt pictures: the runtime's renderer
// (relf/map/mapraster.h) painting straight into a QImage's pixels, and the
// map view's source of tiles. The same code serves the studio's map tiles,
// terrainstudio-cli render and the runtime's tr_map, so all show the same
// pixels.

#include "relf/evaluator.h"
#include "relf/map/mapraster.h"
#include "render/tilesource.h"

#include <QImage>

namespace terrain::relf {

// What a rendered picture shows (MapFacts), as the view's summary of a tile.
struct MapContents : render::MapSummary, MapFacts
{
    std::unique_ptr<render::MapSummary> clone() const override
    {
        return std::make_unique<MapContents>(*this);
    }
    void merge(const render::MapSummary &other) override
    {
        MapFacts::merge(static_cast<const MapContents &>(other));
    }
};

// The canvas of a QImage in Format_RGB32 or ARGB32 (its pixels are render::Rgb).
render::Canvas canvasOf(QImage &image);

// What a map tile shows (paintMap), as a new picture of s.width × s.height.
QImage renderMap(const RelfEvaluator &terrain, const MapRenderSettings &settings,
                 MapContents *contents = nullptr);

// A whole picture with its streams (paintPicture), as terrainstudio-cli
// render and the raster exports draw it.
QImage renderPicture(const RelfEvaluator &terrain, const MapRenderSettings &settings);

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

} // namespace terrain::relf
