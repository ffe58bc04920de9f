#include "tiles.h"

#include "util/parallel.h"

#include <QPainter>

#include <cmath>

namespace terrain::render {

namespace {
std::int64_t floorDiv(std::int64_t a, std::int64_t b)
{
    return a / b - ((a % b != 0) && ((a < 0) != (b < 0)));
}
} // namespace

double metresPerPixel(int zoom)
{
    return std::ldexp(1.0, std::clamp(zoom, 0, kZoomLevels - 1) - 3);
}

MapRenderSettings tileSettings(const TileKey &key, const MapRenderSettings &base)
{
    MapRenderSettings s = base;
    s.metresPerPixel = metresPerPixel(key.zoom);
    s.left = double(key.tx * kTileSize) * s.metresPerPixel;
    s.top = -double(key.ty * kTileSize) * s.metresPerPixel;
    s.width = kTileSize;
    s.height = kTileSize;
    s.threads = 1;
    return s;
}

std::vector<TileKey> tilesCovering(int zoom, std::int64_t x, std::int64_t y, int w, int h)
{
    std::vector<TileKey> keys;
    const std::int64_t tx0 = floorDiv(x, kTileSize), tx1 = floorDiv(x + w - 1, kTileSize);
    const std::int64_t ty0 = floorDiv(y, kTileSize), ty1 = floorDiv(y + h - 1, kTileSize);
    for (std::int64_t ty = ty0; ty <= ty1; ++ty)
        for (std::int64_t tx = tx0; tx <= tx1; ++tx)
            keys.push_back({zoom, tx, ty});
    return keys;
}

MapRenderSettings frameSettings(int zoom, std::int64_t x, std::int64_t y, int w, int h,
                                const MapRenderSettings &style)
{
    MapRenderSettings s = style;
    s.metresPerPixel = metresPerPixel(zoom);
    s.left = double(x) * s.metresPerPixel;
    s.top = -double(y) * s.metresPerPixel;
    s.width = w;
    s.height = h;
    return s;
}

QImage renderFrame(const TileSource &source, int zoom, std::int64_t x, std::int64_t y, int w, int h,
                   const MapRenderSettings &style, int threads)
{
    const std::vector<TileKey> keys = tilesCovering(zoom, x, y, w, h);
    std::vector<QImage> tiles(keys.size());
    util::parallelFor(keys.size(), 1, threads <= 0 ? util::idealThreads() : threads,
                      [&](std::size_t b, std::size_t e) {
                          for (std::size_t k = b; k < e; ++k)
                              tiles[k] = source.render(tileSettings(keys[k], style));
                      });
    QImage frame(w, h, QImage::Format_RGB32);
    QPainter painter(&frame);
    for (std::size_t k = 0; k < keys.size(); ++k)
        painter.drawImage(QPoint(int(keys[k].tx * kTileSize - x), int(keys[k].ty * kTileSize - y)),
                          tiles[k]);
    return frame;
}

} // namespace terrain::render
