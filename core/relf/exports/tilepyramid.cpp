#include "tilepyramid.h"

#include "relf/map/linesymbols.h"
#include "relf/map/maprenderer.h"

#include "export/pngstream.h"
#include "util/atomicfile.h"
#include "util/groundlimit.h"
#include "util/parallel.h"

#include <QBuffer>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPainter>

#include <atomic>
#include <cmath>
#include <mutex>

using namespace Qt::StringLiterals;

namespace terrain::relf {

double tileMetresPerPixel(int zoom)
{
    return std::ldexp(64.0, -zoom);
}

namespace {

struct TileRange
{
    std::int64_t x0, x1, y0, y1; // inclusive
    qint64 count() const { return qint64(x1 - x0 + 1) * qint64(y1 - y0 + 1); }
};

// The tiles at zoom z that hold a sample of the region.
TileRange rangeAt(const Region &r, int z)
{
    const double t = kTileSide * tileMetresPerPixel(z);
    const auto lo = [t](double v) { return std::int64_t(std::floor(v / t)); };
    return {lo(r.x0), lo(r.x0 + r.width), lo(-(r.y0 + r.height)), lo(-r.y0)};
}

bool parseInt(const QString &text, int *out)
{
    bool ok = false;
    *out = text.toInt(&ok);
    return ok;
}

} // namespace

QString parseShard(const QString &text, Shard *shard)
{
    const QStringList parts = text.split(u'/');
    int i = 0, n = 0;
    if (parts.size() != 2 || !parseInt(parts[0], &i) || !parseInt(parts[1], &n))
        return u"shard: expected I/N (shard I of N, I from 0), got \"%1\""_s.arg(text);
    if (n < 1 || i < 0 || i >= n)
        return u"shard: %1/%2 is not one of N shards numbered 0 to N - 1"_s.arg(i).arg(n);
    *shard = {i, n};
    return {};
}

QString parseZoomRange(const QString &text, int *zoomMin, int *zoomMax)
{
    const QStringList parts = text.split(u".."_s);
    if (parts.size() > 2 || !parseInt(parts.first(), zoomMin) || !parseInt(parts.last(), zoomMax))
        return u"zoom: expected Z0..Z1 or Z, got \"%1\""_s.arg(text);
    if (*zoomMin < 0 || *zoomMax > kMaxTileZoom || *zoomMin > *zoomMax)
        return u"zoom: expected 0 <= Z0 <= Z1 <= %1, got %2"_s.arg(kMaxTileZoom).arg(text);
    return {};
}

QString parseLayers(const QString &text, bool *map, bool *height)
{
    *map = *height = false;
    for (const QString &layer : text.split(u','))
        if (layer == u"map"_s)
            *map = true;
        else if (layer == u"height"_s)
            *height = true;
        else
            return u"layers: expected map, height or map,height, got \"%1\""_s.arg(layer);
    return {};
}

QString checkPyramid(const PyramidRequest &q)
{
    if (q.zoomMin < 0 || q.zoomMax > kMaxTileZoom || q.zoomMin > q.zoomMax)
        return u"zoom: expected 0 <= Z0 <= Z1 <= %1"_s.arg(kMaxTileZoom);
    if (!q.map && !q.height)
        return u"layers: nothing to write"_s;
    for (const double v : {q.region.x0, q.region.y0, q.region.width, q.region.height})
        if (!util::withinGroundLimit(v))
            return u"region: expected finite numbers within ±1e15"_s;
    if (!(q.region.width > 0) || !(q.region.height > 0))
        return u"region: width and height must be positive"_s;
    double tiles = 0;
    for (int z = q.zoomMin; z <= q.zoomMax; ++z) {
        const double t = kTileSide * tileMetresPerPixel(z);
        tiles +=
            (std::floor((q.region.x0 + q.region.width) / t) - std::floor(q.region.x0 / t) + 1) *
            (std::floor(-q.region.y0 / t) - std::floor(-(q.region.y0 + q.region.height) / t) + 1);
    }
    if (tiles > double(kMaxPyramidTiles))
        return u"region: %1 tiles a layer, more than the %2 one export may write: fewer zooms or "
               u"a smaller region"_s.arg(tiles, 0, 'f', 0)
                   .arg(kMaxPyramidTiles);
    return {};
}

std::vector<TileKey> pyramidTiles(const PyramidRequest &q)
{
    std::vector<TileKey> tiles;
    for (int z = q.zoomMin; z <= q.zoomMax; ++z) {
        const TileRange r = rangeAt(q.region, z);
        for (std::int64_t y = r.y0; y <= r.y1; ++y)
            for (std::int64_t x = r.x0; x <= r.x1; ++x)
                tiles.push_back({z, x, y});
    }
    return tiles;
}

QByteArray pyramidIndex(const PyramidRequest &q, const RelfParameters &parameters)
{
    const HeightRange range = reachableHeights(parameters);
    QJsonObject zooms;
    for (int z = q.zoomMin; z <= q.zoomMax; ++z) {
        const TileRange r = rangeAt(q.region, z);
        zooms[QString::number(z)] = QJsonObject{{u"metres_per_pixel"_s, tileMetresPerPixel(z)},
                                                {u"x"_s, QJsonArray{qint64(r.x0), qint64(r.x1)}},
                                                {u"y"_s, QJsonArray{qint64(r.y0), qint64(r.y1)}},
                                                {u"tiles"_s, r.count()}};
    }
    QJsonArray layers;
    if (q.map)
        layers.append(QJsonObject{{u"name"_s, u"map"_s},
                                  {u"path"_s, u"map/{z}/{x}/{y}.png"_s},
                                  {u"pixels"_s, u"8-bit RGB, the orienteering map"_s}});
    if (q.height)
        layers.append(
            QJsonObject{{u"name"_s, u"height"_s},
                        {u"path"_s, u"height/{z}/{x}/{y}.png"_s},
                        {u"pixels"_s, u"16-bit gray, round((h - min_height) / (max_height - "
                                      u"min_height) * 65535)"_s},
                        {u"min_height"_s, range.first},
                        {u"max_height"_s, range.second}});
    const QJsonObject o{
        {u"format"_s, u"terrainstudio-tiles"_s},
        {u"version"_s, 1},
        {u"tile_size"_s, kTileSide},
        {u"grid"_s, u"tile (z, x, y): pixel (i, j) samples the ground at x = 256*m*x + i*m, y = "
                    u"-256*m*y - j*m, m = 64 / 2^z metres a pixel; x east, y north, metres"_s},
        {u"region"_s, QJsonObject{{u"x0"_s, q.region.x0},
                                  {u"y0"_s, q.region.y0},
                                  {u"width"_s, q.region.width},
                                  {u"height"_s, q.region.height}}},
        {u"zoom"_s, QJsonArray{q.zoomMin, q.zoomMax}},
        {u"zooms"_s, zooms},
        {u"layers"_s, layers}};
    return QJsonDocument(o).toJson();
}

namespace {

QByteArray pngBytes(const void *pixels, int bytesPerRow, exporting::PngStream::Pixels kind,
                    QString *error)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    exporting::PngStream png(buffer, kTileSide, kTileSide, kind);
    bool ok = png.writeHeader();
    for (int r = 0; r < kTileSide && ok; ++r)
        ok = png.writeRow(static_cast<const char *>(pixels) + qsizetype(r) * bytesPerRow);
    if (!(ok && png.finish())) {
        *error = png.error();
        return {};
    }
    return buffer.data();
}

} // namespace

bool exportTiles(const RelfEvaluator &terrain, const PyramidRequest &q, Shard shard,
                 const QString &dir, QString *error, const Progress &progress)
{
    if (const QString why = checkPyramid(q); !why.isEmpty()) {
        *error = why;
        return false;
    }
    if (shard.count < 1 || shard.index < 0 || shard.index >= shard.count) {
        *error = u"shard: %1/%2 is not one of N shards numbered 0 to N - 1"_s.arg(shard.index)
                     .arg(shard.count);
        return false;
    }
    if (!QDir().mkpath(dir)) {
        *error = u"%1: cannot make the folder"_s.arg(dir);
        return false;
    }
    std::vector<TileKey> mine;
    {
        const std::vector<TileKey> all = pyramidTiles(q);
        for (std::size_t k = std::size_t(shard.index); k < all.size();
             k += std::size_t(shard.count))
            mine.push_back(all[k]);
    }
    const HeightRange range = reachableHeights(terrain.parameters());
    std::mutex failure;
    QString firstError;
    std::atomic<bool> failed{false};
    const auto fail = [&](const QString &why) {
        const std::lock_guard lock(failure);
        if (firstError.isEmpty())
            firstError = why;
        failed = true;
    };
    const auto write = [&](const QString &layer, const TileKey &t, const QByteArray &bytes) {
        const QString folder = u"%1/%2/%3/%4"_s.arg(dir, layer).arg(t.z).arg(t.x);
        const QString path = u"%1/%2.png"_s.arg(folder).arg(t.y);
        QString why;
        if (!QDir().mkpath(folder))
            fail(u"%1: cannot make the folder"_s.arg(folder));
        else if (!util::writeFileAtomically(path, bytes, &why))
            fail(u"%1: cannot write: %2"_s.arg(path, why));
    };
    const auto paintTile = [&](const TileKey &t) {
        MapRenderSettings s;
        const double m = tileMetresPerPixel(t.z);
        s.left = double(t.x) * kTileSide * m;
        s.top = -double(t.y) * kTileSide * m;
        s.metresPerPixel = m;
        s.width = s.height = kTileSide;
        s.threads = 1;
        QString why;
        if (q.map) {
            QImage image = renderPicture(terrain, s);
            image = image.convertToFormat(QImage::Format_RGB32);
            const QByteArray bytes = pngBytes(image.constBits(), int(image.bytesPerLine()),
                                              exporting::PngStream::Pixels::Rgb32, &why);
            if (bytes.isEmpty())
                fail(why);
            else
                write(u"map"_s, t, bytes);
        }
        if (q.height) {
            std::vector<double> row(kTileSide);
            std::vector<quint16> values(std::size_t(kTileSide) * kTileSide);
            const double span = range.second - range.first;
            for (int r = 0; r < kTileSide; ++r) {
                terrain.heightRow(s.left, s.top - double(r) * m, m, row);
                for (int i = 0; i < kTileSide; ++i) {
                    const double v =
                        std::clamp((row[std::size_t(i)] - range.first) / span, 0.0, 1.0);
                    values[std::size_t(r) * kTileSide + std::size_t(i)] =
                        quint16(std::lround(v * 65535.0));
                }
            }
            const QByteArray bytes =
                pngBytes(values.data(), kTileSide * 2, exporting::PngStream::Pixels::Gray16, &why);
            if (bytes.isEmpty())
                fail(why);
            else
                write(u"height"_s, t, bytes);
        }
    };
    // Batches between progress reports, so that a cancel is seen soon.
    const std::size_t batch = 64;
    for (std::size_t b = 0; b < mine.size() && !failed; b += batch) {
        const std::size_t e = std::min(mine.size(), b + batch);
        util::parallelFor(e - b, 1, util::idealThreads(), [&](std::size_t i, std::size_t j) {
            for (std::size_t k = b + i; k < b + j && !failed; ++k)
                paintTile(mine[k]);
        });
        if (progress && !progress(double(e) / double(mine.size()))) {
            *error = u"cancelled"_s;
            return false;
        }
    }
    if (failed) {
        *error = firstError;
        return false;
    }
    QString why;
    if (!util::writeFileAtomically(dir + u"/index.json"_s, pyramidIndex(q, terrain.parameters()),
                                   &why)) {
        *error = u"%1/index.json: cannot write: %2"_s.arg(dir, why);
        return false;
    }
    return true;
}

} // namespace terrain::relf
