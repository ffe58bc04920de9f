#pragma once
// The map view's tiles. At zoom level z the map is drawn at
// metresPerPixel(z) (1/8 m to 256 m, powers of two) on a global pixel grid:
// pixel (X, Y) samples the ground at (X·m, -Y·m). Tile (tx, ty) holds the
// pixels [tx·S, tx·S + S) x [ty·S, ty·S + S), S = kTileSize. Because each
// pixel depends only on its ground position, tiles fit together seamlessly.

#include "tilesource.h"

#include <QRect>

#include <cstdint>
#include <vector>

namespace terrain::render {

inline constexpr int kTileSize = 128;
// 1/8, 1/4, 1/2, 1, 2, 4, 8, 16 m per pixel, then 32, 64, 128 and 256 to see
// a whole continent (relf/map/mapoverview.h).
inline constexpr int kZoomLevels = 12;
inline constexpr int kDefaultZoom = 3;

double metresPerPixel(int zoom);

struct TileKey
{
    int zoom = kDefaultZoom;
    std::int64_t tx = 0;
    std::int64_t ty = 0;
    bool operator==(const TileKey &) const = default;
};

// The render settings of one tile; style (layers, intervals) from base.
MapRenderSettings tileSettings(const TileKey &key, const MapRenderSettings &base);

// The tiles that cover the global pixel rectangle [x, x + w) x [y, y + h).
std::vector<TileKey> tilesCovering(int zoom, std::int64_t x, std::int64_t y, int w, int h);

// The global pixel rectangle as one picture, put together from tiles
// rendered in parallel: exactly what the map view shows there.
QImage renderFrame(const TileSource &source, int zoom, std::int64_t x, std::int64_t y, int w, int h,
                   const MapRenderSettings &style, int threads = 0);

// The settings renderMap needs for the same rectangle in one piece.
MapRenderSettings frameSettings(int zoom, std::int64_t x, std::int64_t y, int w, int h,
                                const MapRenderSettings &style);

} // namespace terrain::render
