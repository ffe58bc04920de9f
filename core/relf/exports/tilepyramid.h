#pragma once
// A world as an XYZ tile pyramid for web map viewers: 256-pixel PNG tiles of
// the map and 16-bit PNG tiles of the heights, with an index.json that
// follows from the request alone. Tiles sit on one grid for the whole world
// (not the region's): tile (z, x, y) is the map at m = 64 / 2^z metres a
// pixel whose pixel (i, j) samples the ground at (256·m·x + i·m,
// −256·m·y − j·m), as the studio's own map tiles do; y grows south. So two
// requests that overlap write the same tile to the same bytes, and a world
// export shards cleanly: shard I of N (I from 0) writes the tiles whose
// place in the request's order (zoom, then y, then x) is I modulo N, and N
// shards together write exactly what one run writes.

#include "relf/exports/heightexport.h"

#include <QStringList>

#include <vector>

namespace terrain::relf {

inline constexpr int kTileSide = 256;
inline constexpr int kMaxTileZoom = 12; // 1/64 m a pixel, the map's finest
inline constexpr qint64 kMaxPyramidTiles = 1'000'000;

double tileMetresPerPixel(int zoom); // 64 / 2^zoom

struct TileKey
{
    int z = 0;
    std::int64_t x = 0, y = 0;
    bool operator==(const TileKey &) const = default;
};

struct PyramidRequest
{
    Region region;
    int zoomMin = 0, zoomMax = 0;
    bool map = true, height = false;
};

struct Shard
{
    int index = 0, count = 1;
};

// "I/N" with 0 <= I < N, or why not (the text names what is wrong).
QString parseShard(const QString &text, Shard *shard);
// "Z0..Z1" or "Z"; zooms from 0 to kMaxTileZoom.
QString parseZoomRange(const QString &text, int *zoomMin, int *zoomMax);
// "map,height", "map" or "height".
QString parseLayers(const QString &text, bool *map, bool *height);

// Why the request cannot be made ("" when it can): zooms in range, a
// region within the ground limit, at most kMaxPyramidTiles tiles.
QString checkPyramid(const PyramidRequest &request);

// Every tile of the request in its order; the range of x and y at a zoom.
std::vector<TileKey> pyramidTiles(const PyramidRequest &request);

// index.json: what the tiles are and where, the same for every shard.
QByteArray pyramidIndex(const PyramidRequest &request, const RelfParameters &parameters);

// Writes shard `shard` of the pyramid under dir (map/Z/X/Y.png,
// height/Z/X/Y.png and index.json), each
// file atomically; tiles are painted on all threads.
bool exportTiles(const RelfEvaluator &terrain, const PyramidRequest &request, Shard shard,
                 const QString &dir, QString *error, const Progress &progress = {});

} // namespace terrain::relf
