#include "tiledexport.h"

#include "relf/exports/exportrivers.h"
#include "relf/features/streams.h"
#include "relf/map/maprenderer.h"

#include "export/mappicture.h"
#include "export/tiledmap.h"

#include <QJsonObject>

#include <cctype>
#include <cmath>

using namespace Qt::StringLiterals;

namespace terrain::relf {

namespace {

QJsonObject property(const QString &name, const QJsonValue &value, const QString &type)
{
    return {{u"name"_s, name}, {u"type"_s, type}, {u"value"_s, value}};
}

QString lower(std::string_view name)
{
    return QString::fromLatin1(name.data(), qsizetype(name.size())).toLower();
}

} // namespace

bool exportTiledMap(const RelfEvaluator &terrain, const Region &region, double metresPerCell,
                    const QString &path, QString *error)
{
    MapRenderSettings s;
    if (!exporting::mapSettings(region, metresPerCell, {}, &s, error, kMaxTiledSide))
        return false;
    const double m = metresPerCell, ts = kTiledTileSize;
    exporting::TiledMap map;
    map.width = s.width;
    map.height = s.height;
    map.tileSize = kTiledTileSize;
    const std::array<QRgb, kTerrainKindCount> fills = fillColours(LayersDefault);
    for (int k = 0; k < kTerrainKindCount; ++k)
        map.kinds.push_back(
            {QString::fromLatin1(terrainKindName(TerrainKind(k))), fills[std::size_t(k)]});
    map.row = [&](int r, std::span<quint8> out) {
        std::vector<TerrainKind> kinds(out.size());
        std::vector<double> heights(out.size());
        terrain.mapRow(s.left, s.top - double(r) * m, m, kinds, heights);
        for (std::size_t i = 0; i < out.size(); ++i)
            out[i] = quint8(kinds[i]);
    };
    const auto pixel = [&](double x, double y) {
        return QPointF(((x - s.left) / m + 0.5) * ts, ((s.top - y) / m + 0.5) * ts);
    };
    const double right = s.left + (s.width - 1) * m, bottom = s.top - (s.height - 1) * m;
    for (const Terra &t :
         terrain.featuresIn(std::int64_t(std::ceil(s.left)), std::int64_t(std::ceil(bottom)),
                            std::int64_t(std::floor(right)), std::int64_t(std::floor(s.top))))
        map.objects.push_back(
            {QString::fromLatin1(featureDescription(t.feature)),
             lower(featureName(t.feature)),
             pixel(t.x, t.y),
             {},
             QJsonArray{property(u"height"_s, terrain.height(t.x, t.y), u"float"_s)}});
    if (terrain.parameters().streams.enabled)
        if (const auto streams = findStreams(
                terrain, std::int64_t(std::ceil(s.left)), std::int64_t(std::ceil(bottom)),
                std::int64_t(std::floor(right)), std::int64_t(std::floor(s.top)))) {
            for (const Stream &stream : *streams) {
                const QPointF at =
                    pixel(double(stream.points.front().x), double(stream.points.front().y));
                std::vector<QPointF> line;
                for (const StreamPoint &p : stream.points)
                    line.push_back(pixel(double(p.x), double(p.y)) - at);
                map.objects.push_back(
                    {u"stream"_s, u"stream"_s, at, line,
                     QJsonArray{property(u"length"_s, stream.length, u"float"_s),
                                property(u"end"_s,
                                         stream.end == StreamEnd::Lake ? u"lake"_s : u"marsh"_s,
                                         u"string"_s)}});
            }
        }
    std::vector<WorldRiver> rivers;
    if (!riversInRegion(terrain, region, &rivers, error))
        return false;
    for (const WorldRiver &river : rivers) {
        if (river.points.size() < 2)
            continue;
        const QPointF at = pixel(river.points.front()[0], river.points.front()[1]);
        std::vector<QPointF> line;
        for (const auto &p : river.points)
            line.push_back(pixel(p[0], p[1]) - at);
        map.objects.push_back({u"river"_s, u"river"_s, at, line,
                               QJsonArray{property(u"width"_s, river.width, u"float"_s),
                                          property(u"length"_s, river.length, u"float"_s),
                                          property(u"area_km2"_s, river.area / 1e6, u"float"_s),
                                          property(u"into_sea"_s, river.intoSea, u"bool"_s)}});
    }
    for (const Road &road : terrain.parameters().roads) {
        if (road.vertices.size() < 2)
            continue;
        const QPointF at = pixel(road.vertices.front().x, road.vertices.front().y);
        std::vector<QPointF> line;
        for (const RoadVertex &v : road.vertices)
            line.push_back(pixel(v.x, v.y) - at);
        map.objects.push_back({u"road"_s, u"road"_s, at, line,
                               QJsonArray{property(u"width"_s, road.width, u"float"_s)}});
    }
    map.properties = {property(u"generator"_s, u"terrainstudio-relf"_s, u"string"_s),
                      property(u"x0"_s, region.x0, u"float"_s),
                      property(u"y0"_s, region.y0, u"float"_s),
                      property(u"width_m"_s, region.width, u"float"_s),
                      property(u"height_m"_s, region.height, u"float"_s),
                      property(u"metres_per_tile"_s, m, u"float"_s)};
    return exporting::writeTiledMap(map, path, error);
}

} // namespace terrain::relf
