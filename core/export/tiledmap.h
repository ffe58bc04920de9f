#pragma once
// A Tiled map (.tmj, Tiled's JSON format as documented for Tiled 1.8) with
// one tileset of flat-coloured tiles beside it (FILE-tiles.png), one tile
// layer and an object layer: any generator whose map is a grid of kinds
// (the Relf terrain kinds, the coastline's land types) with point and line
// objects on top hands it over here.

#include <QJsonArray>
#include <QPointF>
#include <QRgb>
#include <QString>

#include <functional>
#include <span>
#include <vector>

namespace terrain::exporting {

struct TiledKind
{
    QString name; // the tile's class
    QRgb colour;
    QJsonArray properties = {}; // besides "colour", which every tile has
};

struct TiledObject
{
    QString name, type;            // the object's name and class
    QPointF at;                    // pixels from the map's top-left corner
    std::vector<QPointF> polyline; // relative to `at`; empty: a point object
    QJsonArray properties;         // Tiled's [{name, type, value}]
};

struct TiledMap
{
    int width = 0, height = 0; // tiles
    int tileSize = 16;         // pixels
    std::vector<TiledKind> kinds;
    // Fills row r (0: the top) with each tile's kind, an index into kinds.
    std::function<void(int r, std::span<quint8> kinds)> row;
    QString tileLayerName = QStringLiteral("terrain"), objectLayerName = QStringLiteral("objects");
    std::vector<TiledObject> objects; // no object layer when empty
    QJsonArray properties;            // the map's
};

// FILE.tmj → FILE-tiles.png beside it.
QString tiledTilesetPath(const QString &path);

// Writes the map and its tileset picture, both or neither.
bool writeTiledMap(const TiledMap &map, const QString &path, QString *error);

} // namespace terrain::exporting
