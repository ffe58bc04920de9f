// The Tiled export (see coastlineexport.h): the land types as the kinds of
// the shared Tiled writer (export/tiledmap.h), one tile layer, no objects.
#include "coastlineexport.h"

#include "coastline/coastlinefile.h"
#include "export/tiledmap.h"

#include <QJsonArray>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace terrain::coastline {

QString tmjTilesetPath(const QString &path)
{
    return exporting::tiledTilesetPath(path);
}

bool exportTmj(const CoastlineMap &map, int step, const QString &path, QString *error)
{
    const CoastlineParameters &p = map.parameters();
    step = map.clampStep(step);
    exporting::TiledMap tiled;
    tiled.width = tiled.height = map.size();
    tiled.tileSize = kTiledTileSize;
    tiled.tileLayerName = u"land types"_s;
    for (std::size_t k = 0; k < p.landTypes.size(); ++k) {
        const LandType &t = p.landTypes[k];
        tiled.kinds.push_back({t.name, t.colour,
                               QJsonArray{QJsonObject{{u"name"_s, u"landType"_s},
                                                      {u"type"_s, u"int"_s},
                                                      {u"value"_s, int(k)}},
                                          QJsonObject{{u"name"_s, u"name"_s},
                                                      {u"type"_s, u"string"_s},
                                                      {u"value"_s, t.name}}}});
    }
    tiled.row = [&map, step](int y, std::span<quint8> out) {
        std::vector<std::uint8_t> row(out.size());
        map.typeRow(y, step, row);
        std::copy(row.begin(), row.end(), out.begin());
    };
    tiled.properties =
        QJsonArray{QJsonObject{{u"name"_s, u"seed"_s},
                               {u"type"_s, u"string"_s},
                               {u"value"_s, QString::number(p.seed)}},
                   QJsonObject{{u"name"_s, u"step"_s}, {u"type"_s, u"int"_s}, {u"value"_s, step}},
                   QJsonObject{{u"name"_s, u"generator"_s},
                               {u"type"_s, u"string"_s},
                               {u"value"_s, kCoastlineFile.formatName()}}};
    QString why;
    if (exporting::writeTiledMap(tiled, path, &why))
        return true;
    if (error)
        *error = why;
    return false;
}

bool exportTmj(const CoastlineMap &map, const QString &path, QString *error)
{
    return exportTmj(map, map.steps(), path, error);
}

} // namespace terrain::coastline
