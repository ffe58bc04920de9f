#pragma once
// A region of Relf terrain as a Tiled map (.tmj): one tile a cell of M
// metres, cell (c, r) the terrain kind terra gives at (X0 + c·M, Y0 + H −
// r·M), the same sample points as a map picture at M metres a pixel; a
// tileset of one tile per terrain kind in the map's colours; an object
// layer with the point features (class: the feature, e.g. "boulder"),
// streams and roads (polylines, class "stream" and "road"). Object
// positions are pixels, the tile's sample point at its centre.

#include "relf/exports/heightexport.h"

namespace terrain::relf {

inline constexpr int kTiledTileSize = 16;
inline constexpr int kMaxTiledSide = 4096; // tiles a side

bool exportTiledMap(const RelfEvaluator &terrain, const Region &region, double metresPerCell,
                    const QString &path, QString *error);

} // namespace terrain::relf
