// The Tiled export (see coastlineexport.h). The layout follows Tiled's JSON
// map format as documented for Tiled 1.8: an orthogonal map whose one tile
// layer holds its gids base64-encoded, zlib-compressed, little-endian 32-bit,
// and an embedded tileset whose image is a strip of one tile per land type.
#include "coastlineexport.h"

#include "coastlinefile.h"

#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>
#include <QtEndian>

using namespace Qt::StringLiterals;

namespace terrain::coastline {

namespace {

// Tiled writes colours as #AARRGGBB.
QString tiledColour(QRgb c)
{
    return u"#%1"_s.arg(c | 0xff000000u, 8, 16, QLatin1Char('0'));
}

QImage tilesetImage(const CoastlineParameters &p)
{
    const int n = int(p.landTypes.size());
    QImage strip(kTiledTileSize * n, kTiledTileSize, QImage::Format_RGB32);
    for (int k = 0; k < n; ++k)
        for (int y = 0; y < kTiledTileSize; ++y)
            for (int x = 0; x < kTiledTileSize; ++x)
                strip.setPixel(k * kTiledTileSize + x, y,
                               p.landTypes[std::size_t(k)].colour | 0xff000000u);
    return strip;
}

// The layer's data: gid = type + 1 for each cell, row by row, as Tiled's
// base64 + zlib encoding.
QString layerData(const CoastlineMap &map, int step)
{
    const auto n = std::size_t(map.size());
    QByteArray gids(qsizetype(n * n * 4), Qt::Uninitialized);
    std::vector<std::uint8_t> row(n);
    auto *out = reinterpret_cast<uchar *>(gids.data());
    for (std::size_t y = 0; y < n; ++y) {
        map.typeRow(int(y), step, row);
        for (std::size_t x = 0; x < n; ++x)
            qToLittleEndian<quint32>(quint32(row[x]) + 1, out + 4 * (y * n + x));
    }
    // qCompress puts the uncompressed length (4 bytes, big-endian) before a
    // plain zlib stream; Tiled wants the stream alone.
    return QString::fromLatin1(qCompress(gids, 9).mid(4).toBase64());
}

} // namespace

QString tmjTilesetPath(const QString &path)
{
    const QFileInfo info(path);
    return info.dir().filePath(info.completeBaseName() + u"-tiles.png"_s);
}

bool exportTmj(const CoastlineMap &map, int step, const QString &path, QString *error)
{
    const CoastlineParameters &p = map.parameters();
    step = map.clampStep(step);
    const int n = map.size();
    const QString imagePath = tmjTilesetPath(path);
    QJsonArray tiles;
    for (std::size_t k = 0; k < p.landTypes.size(); ++k) {
        const LandType &t = p.landTypes[k];
        tiles.append(QJsonObject{
            {u"id"_s, int(k)},
            {u"type"_s,
             t.name}, // the tile's class (Tiled 1.9 renamed it "class" and still reads "type")
            {u"properties"_s, QJsonArray{QJsonObject{{u"name"_s, u"colour"_s},
                                                     {u"type"_s, u"color"_s},
                                                     {u"value"_s, tiledColour(t.colour)}},
                                         QJsonObject{{u"name"_s, u"landType"_s},
                                                     {u"type"_s, u"int"_s},
                                                     {u"value"_s, int(k)}},
                                         QJsonObject{{u"name"_s, u"name"_s},
                                                     {u"type"_s, u"string"_s},
                                                     {u"value"_s, t.name}}}},
        });
    }
    const int types = int(p.landTypes.size());
    const QJsonObject tileset{
        {u"firstgid"_s, 1},
        {u"name"_s, u"land types"_s},
        {u"tilewidth"_s, kTiledTileSize},
        {u"tileheight"_s, kTiledTileSize},
        {u"tilecount"_s, types},
        {u"columns"_s, types},
        {u"margin"_s, 0},
        {u"spacing"_s, 0},
        {u"image"_s, QFileInfo(imagePath).fileName()},
        {u"imagewidth"_s, kTiledTileSize * types},
        {u"imageheight"_s, kTiledTileSize},
        {u"tiles"_s, tiles},
    };
    const QJsonObject layer{
        {u"id"_s, 1},
        {u"name"_s, u"land types"_s},
        {u"type"_s, u"tilelayer"_s},
        {u"x"_s, 0},
        {u"y"_s, 0},
        {u"width"_s, n},
        {u"height"_s, n},
        {u"opacity"_s, 1},
        {u"visible"_s, true},
        {u"encoding"_s, u"base64"_s},
        {u"compression"_s, u"zlib"_s},
        {u"data"_s, layerData(map, step)},
    };
    const QJsonObject root{
        {u"type"_s, u"map"_s},
        {u"version"_s, u"1.8"_s},
        {u"orientation"_s, u"orthogonal"_s},
        {u"renderorder"_s, u"right-down"_s},
        {u"width"_s, n},
        {u"height"_s, n},
        {u"tilewidth"_s, kTiledTileSize},
        {u"tileheight"_s, kTiledTileSize},
        {u"infinite"_s, false},
        {u"nextlayerid"_s, 2},
        {u"nextobjectid"_s, 1},
        {u"layers"_s, QJsonArray{layer}},
        {u"tilesets"_s, QJsonArray{tileset}},
        {u"properties"_s,
         QJsonArray{QJsonObject{{u"name"_s, u"seed"_s},
                                {u"type"_s, u"string"_s},
                                {u"value"_s, QString::number(p.seed)}},
                    QJsonObject{{u"name"_s, u"step"_s}, {u"type"_s, u"int"_s}, {u"value"_s, step}},
                    QJsonObject{{u"name"_s, u"generator"_s},
                                {u"type"_s, u"string"_s},
                                {u"value"_s, formatName()}}}},
    };

    // Both files are written before either is committed, the map last: a
    // failure on the way leaves both as they were.
    const auto fail = [&](const QString &file, const QString &why) {
        if (error)
            *error = u"%1: cannot write: %2"_s.arg(file, why);
        return false;
    };
    QSaveFile image(imagePath);
    if (!image.open(QIODevice::WriteOnly) || !tilesetImage(p).save(&image, "png"))
        return fail(imagePath, image.errorString());
    QSaveFile tmj(path);
    const QByteArray bytes = QJsonDocument(root).toJson(QJsonDocument::Indented);
    if (!tmj.open(QIODevice::WriteOnly) || tmj.write(bytes) != bytes.size())
        return fail(path, tmj.errorString());
    if (!image.commit())
        return fail(imagePath, image.errorString());
    if (!tmj.commit())
        return fail(path, tmj.errorString());
    return true;
}

bool exportTmj(const CoastlineMap &map, const QString &path, QString *error)
{
    return exportTmj(map, map.steps(), path, error);
}

} // namespace terrain::coastline
