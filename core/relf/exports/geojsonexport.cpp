#include "geojsonexport.h"

#include "relf/exports/exportrivers.h"
#include "relf/features/streams.h"
#include "util/atomicfile.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

using namespace Qt::StringLiterals;

namespace terrain::relf {

namespace {

QJsonArray position(double x, double y)
{
    return {x, y};
}

QJsonObject feature(const QString &type, const QJsonArray &coordinates, QJsonObject properties)
{
    return {{u"type"_s, u"Feature"_s},
            {u"geometry"_s, QJsonObject{{u"type"_s, type}, {u"coordinates"_s, coordinates}}},
            {u"properties"_s, properties}};
}

} // namespace

bool exportGeoJson(const RelfEvaluator &terrain, const Region &region, const QString &path,
                   QString *error)
{
    if (QString why = checkGrid(region, 2, 2); !why.isEmpty()) {
        *error = why;
        return false;
    }
    if (region.width > kMaxObjectRegionSide || region.height > kMaxObjectRegionSide) {
        *error = u"region: at most %1 m a side for GeoJSON, got %2 x %3"_s.arg(kMaxObjectRegionSide)
                     .arg(region.width)
                     .arg(region.height);
        return false;
    }
    std::vector<WorldRiver> rivers;
    if (!riversInRegion(terrain, region, &rivers, error))
        return false;
    QJsonArray features;
    for (const WorldRiver &r : rivers) {
        QJsonArray line;
        for (const auto &p : r.points)
            line.append(position(p[0], p[1]));
        features.append(feature(u"LineString"_s, line,
                                {{u"kind"_s, u"river"_s},
                                 {u"width"_s, r.width},
                                 {u"length"_s, r.length},
                                 {u"area_km2"_s, r.area / 1e6},
                                 {u"into_sea"_s, r.intoSea}}));
    }
    const double x1 = region.x0 + region.width, y1 = region.y0 + region.height;
    if (terrain.parameters().streams.enabled)
        if (const auto streams = findStreams(
                terrain, std::int64_t(std::ceil(region.x0)), std::int64_t(std::ceil(region.y0)),
                std::int64_t(std::floor(x1)), std::int64_t(std::floor(y1)))) {
            for (const Stream &s : *streams) {
                QJsonArray line;
                for (const StreamPoint &p : s.points)
                    line.append(position(double(p.x), double(p.y)));
                if (line.size() >= 2)
                    features.append(
                        feature(u"LineString"_s, line,
                                {{u"kind"_s, u"stream"_s},
                                 {u"length"_s, s.length},
                                 {u"end"_s, s.end == StreamEnd::Lake ? u"lake"_s : u"marsh"_s}}));
            }
        }
    for (const Road &road : terrain.parameters().roads) {
        QJsonArray line;
        for (const RoadVertex &v : road.vertices)
            line.append(position(v.x, v.y));
        if (line.size() >= 2)
            features.append(
                feature(u"LineString"_s, line, {{u"kind"_s, u"road"_s}, {u"width"_s, road.width}}));
    }
    // The object list's points: buildings as their squares, the rest as
    // points; the lines' points are in the lines above.
    for (const ObjectRecord &o : objectsIn(terrain, region)) {
        if (o.kind == "stream_point" || o.kind == "river_point" || o.kind == "road_vertex")
            continue;
        const QString kind = QString::fromStdString(o.kind);
        if (o.kind == "building") {
            const double h = o.scale / 2.0;
            const QJsonArray ring{position(o.x - h, o.y - h), position(o.x + h, o.y - h),
                                  position(o.x + h, o.y + h), position(o.x - h, o.y + h),
                                  position(o.x - h, o.y - h)};
            features.append(feature(u"Polygon"_s, QJsonArray{ring},
                                    {{u"kind"_s, kind}, {u"z"_s, o.z}, {u"side"_s, o.scale}}));
        } else {
            features.append(
                feature(u"Point"_s, position(o.x, o.y),
                        {{u"kind"_s, kind}, {u"z"_s, o.z}, {u"rotation"_s, o.rotation}}));
        }
    }
    const QJsonObject collection{
        {u"type"_s, u"FeatureCollection"_s}, {u"name"_s, u"terrain"_s}, {u"features"_s, features}};
    QString why;
    if (!util::writeFileAtomically(path, QJsonDocument(collection).toJson(QJsonDocument::Compact),
                                   &why)) {
        *error = u"%1: cannot write: %2"_s.arg(path, why);
        return false;
    }
    return true;
}

} // namespace terrain::relf
