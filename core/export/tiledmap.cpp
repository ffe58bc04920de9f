// The layout follows Tiled's JSON map format as documented for Tiled 1.8:
// an orthogonal map, a tile layer of base64 zlib little-endian 32-bit gids,
// an object group, and an embedded tileset whose image is a strip of one
// tile per kind.
#include "tiledmap.h"

#include "mappicture.h"
#include "util/atomicfile.h"

#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QtEndian>

using namespace Qt::StringLiterals;

namespace terrain::exporting {

namespace {

// Tiled writes colours as #AARRGGBB.
QString tiledColour(QRgb c)
{
    return u"#%1"_s.arg(c | 0xff000000u, 8, 16, QLatin1Char('0'));
}

QImage tilesetImage(const TiledMap &m)
{
    const int n = int(m.kinds.size()), t = m.tileSize;
    QImage strip(t * n, t, QImage::Format_RGB32);
    for (int k = 0; k < n; ++k)
        for (int y = 0; y < t; ++y)
            for (int x = 0; x < t; ++x)
                strip.setPixel(k * t + x, y, m.kinds[std::size_t(k)].colour | 0xff000000u);
    return strip;
}

QString layerData(const TiledMap &m)
{
    const auto w = std::size_t(m.width), h = std::size_t(m.height);
    QByteArray gids(qsizetype(w * h * 4), Qt::Uninitialized);
    std::vector<quint8> row(w);
    auto *out = reinterpret_cast<uchar *>(gids.data());
    for (std::size_t y = 0; y < h; ++y) {
        m.row(int(y), row);
        for (std::size_t x = 0; x < w; ++x)
            qToLittleEndian<quint32>(quint32(row[x]) + 1, out + 4 * (y * w + x));
    }
    // qCompress puts the length (4 bytes, big-endian) before a plain zlib
    // stream; Tiled wants the stream alone.
    return QString::fromLatin1(qCompress(gids, 6).mid(4).toBase64());
}

QJsonObject objectJson(const TiledObject &o, int id)
{
    QJsonObject j{{u"id"_s, id},      {u"name"_s, o.name}, {u"type"_s, o.type},
                  {u"x"_s, o.at.x()}, {u"y"_s, o.at.y()},  {u"width"_s, 0},
                  {u"height"_s, 0},   {u"rotation"_s, 0},  {u"visible"_s, true}};
    if (o.polyline.empty()) {
        j[u"point"_s] = true;
    } else {
        QJsonArray points;
        for (const QPointF &p : o.polyline)
            points.append(QJsonObject{{u"x"_s, p.x()}, {u"y"_s, p.y()}});
        j[u"polyline"_s] = points;
    }
    if (!o.properties.isEmpty())
        j[u"properties"_s] = o.properties;
    return j;
}

} // namespace

QString tiledTilesetPath(const QString &path)
{
    const QFileInfo info(path);
    return info.dir().filePath(info.completeBaseName() + u"-tiles.png"_s);
}

bool writeTiledMap(const TiledMap &m, const QString &path, QString *error)
{
    const QString imagePath = tiledTilesetPath(path);
    const int n = int(m.kinds.size());
    QJsonArray tiles;
    for (int k = 0; k < n; ++k) {
        const TiledKind &kind = m.kinds[std::size_t(k)];
        QJsonArray properties{QJsonObject{{u"name"_s, u"colour"_s},
                                          {u"type"_s, u"color"_s},
                                          {u"value"_s, tiledColour(kind.colour)}}};
        for (const QJsonValue &p : kind.properties)
            properties.append(p);
        tiles.append(QJsonObject{
            {u"id"_s, k},
            {u"type"_s, kind.name}, // the tile's class (Tiled 1.9 says "class", reads "type")
            {u"properties"_s, properties}});
    }
    const QJsonObject tileset{{u"firstgid"_s, 1},
                              {u"name"_s, m.tileLayerName},
                              {u"tilewidth"_s, m.tileSize},
                              {u"tileheight"_s, m.tileSize},
                              {u"tilecount"_s, n},
                              {u"columns"_s, n},
                              {u"margin"_s, 0},
                              {u"spacing"_s, 0},
                              {u"image"_s, QFileInfo(imagePath).fileName()},
                              {u"imagewidth"_s, m.tileSize * n},
                              {u"imageheight"_s, m.tileSize},
                              {u"tiles"_s, tiles}};
    QJsonArray objects;
    int id = 1;
    for (const TiledObject &o : m.objects)
        objects.append(objectJson(o, id++));
    QJsonArray layers{QJsonObject{{u"id"_s, 1},
                                  {u"name"_s, m.tileLayerName},
                                  {u"type"_s, u"tilelayer"_s},
                                  {u"x"_s, 0},
                                  {u"y"_s, 0},
                                  {u"width"_s, m.width},
                                  {u"height"_s, m.height},
                                  {u"opacity"_s, 1},
                                  {u"visible"_s, true},
                                  {u"encoding"_s, u"base64"_s},
                                  {u"compression"_s, u"zlib"_s},
                                  {u"data"_s, layerData(m)}}};
    if (!m.objects.empty())
        layers.append(QJsonObject{{u"id"_s, 2},
                                  {u"name"_s, m.objectLayerName},
                                  {u"type"_s, u"objectgroup"_s},
                                  {u"draworder"_s, u"index"_s},
                                  {u"x"_s, 0},
                                  {u"y"_s, 0},
                                  {u"opacity"_s, 1},
                                  {u"visible"_s, true},
                                  {u"objects"_s, objects}});
    QJsonObject root{{u"type"_s, u"map"_s},
                     {u"version"_s, u"1.8"_s},
                     {u"orientation"_s, u"orthogonal"_s},
                     {u"renderorder"_s, u"right-down"_s},
                     {u"width"_s, m.width},
                     {u"height"_s, m.height},
                     {u"tilewidth"_s, m.tileSize},
                     {u"tileheight"_s, m.tileSize},
                     {u"infinite"_s, false},
                     {u"nextlayerid"_s, int(layers.size()) + 1},
                     {u"nextobjectid"_s, id},
                     {u"layers"_s, layers},
                     {u"tilesets"_s, QJsonArray{tileset}}};
    if (!m.properties.isEmpty())
        root[u"properties"_s] = m.properties;
    // Both files are written before either is committed, the map last.
    const auto fail = [&](const QString &file, const QString &why) {
        *error = u"%1: cannot write: %2"_s.arg(file, why);
        return false;
    };
    QSaveFile image(imagePath);
    QString why;
    if (!image.open(QIODevice::WriteOnly) || !writePng(image, tilesetImage(m), &why))
        return fail(imagePath, why.isEmpty() ? image.errorString() : why);
    QSaveFile tmj(path);
    const QByteArray bytes = QJsonDocument(root).toJson(QJsonDocument::Indented);
    if (!tmj.open(QIODevice::WriteOnly) || tmj.write(bytes) != bytes.size())
        return fail(path, tmj.errorString());
    if (!util::commitSaveFile(image))
        return fail(imagePath, image.errorString());
    if (!util::commitSaveFile(tmj))
        return fail(path, tmj.errorString());
    return true;
}

} // namespace terrain::exporting
