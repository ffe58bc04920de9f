#include "linearfeaturesfile.h"

#include "parameterreader.h"
#include "roads.h"

#include <cmath>

namespace terrain::relf::detail {

namespace {

void readRoads(Reader &r, const QJsonValue &v, RelfParameters &p)
{
    if (!v.isArray()) {
        r.fail(u"roads"_s, u"expected an array"_s);
        return;
    }
    const QJsonArray arr = v.toArray();
    if (arr.size() > kMaxRoads) {
        r.fail(u"roads"_s, u"expected at most %1 roads, found %2"_s.arg(kMaxRoads).arg(arr.size()));
        return;
    }
    qsizetype vertices = 0;
    std::vector<Road> roads;
    for (qsizetype i = 0; i < arr.size(); ++i) {
        const QString at = u"roads[%1]"_s.arg(i);
        QJsonObject store;
        const QJsonObject *o = r.object(arr.at(i), at, store);
        if (!o)
            continue;
        Road road;
        r.real(*o, u"width"_s, at + u".width"_s, road.width, kMinRoadWidth, kMaxRoadWidth);
        const QJsonValue vs = o->value(u"vertices"_s);
        if (!vs.isArray()) {
            r.fail(at + u".vertices"_s,
                   vs.isUndefined() ? u"missing"_s : u"expected an array of [x, y] pairs"_s);
            continue;
        }
        const QJsonArray va = vs.toArray();
        vertices += va.size();
        if (vertices > kMaxRoadVertices) {
            r.fail(at + u".vertices"_s,
                   u"the roads have more than %1 vertices in all"_s.arg(kMaxRoadVertices));
            return;
        }
        for (qsizetype k = 0; k < va.size(); ++k) {
            const QString vat = at + u".vertices[%1]"_s.arg(k);
            const QJsonArray pair = va.at(k).toArray();
            if (!va.at(k).isArray() || pair.size() != 2 || !pair.at(0).isDouble() ||
                !pair.at(1).isDouble()) {
                r.fail(vat, u"expected a pair of numbers [x, y]"_s);
                continue;
            }
            road.vertices.push_back({pair.at(0).toDouble(), pair.at(1).toDouble()});
        }
        r.unknownKeys(*o, at, {u"width"_s, u"vertices"_s});
        roads.push_back(std::move(road));
    }
    p.roads = std::move(roads);
}

} // namespace

void readLinearFeatures(Reader &r, const QJsonObject &root, RelfParameters &p)
{
    QJsonObject store;
    if (root.contains(u"streams"_s)) {
        if (const QJsonObject *o = r.object(root.value(u"streams"_s), u"streams"_s, store)) {
            StreamRules &s = p.streams;
            r.boolean(*o, u"enabled"_s, u"streams.enabled"_s, s.enabled);
            r.integer(*o, u"neighbourhood"_s, u"streams.neighbourhood"_s, s.neighbourhood, 3, 101);
            r.real(*o, u"maxLength"_s, u"streams.maxLength"_s, s.maxLength, 1, 10000);
            r.integer(*o, u"placementCap"_s, u"streams.placementCap"_s, s.placementCap, 1000,
                      10000000);
            r.unknownKeys(*o, u"streams"_s,
                          {u"enabled"_s, u"neighbourhood"_s, u"maxLength"_s, u"placementCap"_s});
        }
    }
    if (root.contains(u"sites"_s)) {
        if (const QJsonObject *o = r.object(root.value(u"sites"_s), u"sites"_s, store)) {
            SiteRules &s = p.sites;
            r.real(*o, u"aboveLake"_s, u"sites.aboveLake"_s, s.aboveLake, -1e6, 1e6);
            r.real(*o, u"fromMine"_s, u"sites.fromMine"_s, s.fromMine, 0, 1000);
            r.real(*o, u"fromBuilding"_s, u"sites.fromBuilding"_s, s.fromBuilding, 0, 1000);
            r.integer(*o, u"maxIterations"_s, u"sites.maxIterations"_s, s.maxIterations, 1,
                      1000000);
            r.unknownKeys(*o, u"sites"_s,
                          {u"aboveLake"_s, u"fromMine"_s, u"fromBuilding"_s, u"maxIterations"_s});
        }
    }
    if (root.contains(u"roads"_s))
        readRoads(r, root.value(u"roads"_s), p);
}

void writeLinearFeatures(const RelfParameters &p, QJsonObject &root)
{
    const StreamRules &s = p.streams;
    root[u"streams"_s] = QJsonObject{{u"enabled"_s, s.enabled},
                                     {u"neighbourhood"_s, s.neighbourhood},
                                     {u"maxLength"_s, s.maxLength},
                                     {u"placementCap"_s, s.placementCap}};
    const SiteRules &g = p.sites;
    root[u"sites"_s] = QJsonObject{{u"aboveLake"_s, g.aboveLake},
                                   {u"fromMine"_s, g.fromMine},
                                   {u"fromBuilding"_s, g.fromBuilding},
                                   {u"maxIterations"_s, g.maxIterations}};
    QJsonArray roads;
    for (const Road &road : p.roads) {
        QJsonArray vertices;
        for (const RoadVertex &v : road.vertices)
            vertices.append(QJsonArray{v.x, v.y});
        roads.append(QJsonObject{{u"width"_s, road.width}, {u"vertices"_s, vertices}});
    }
    root[u"roads"_s] = roads;
}

QStringList validateLinearFeatures(const RelfParameters &p)
{
    QStringList problems;
    const StreamRules &s = p.streams;
    if (s.neighbourhood < 3 || s.neighbourhood > 101 || s.neighbourhood % 2 == 0)
        problems << u"streams.neighbourhood: expected an odd number from 3 to 101, found %1"_s.arg(
            s.neighbourhood);
    if (!(s.maxLength >= 1 && s.maxLength <= 10000))
        problems << u"streams.maxLength: expected 1 to 10000 metres"_s;
    if (s.placementCap < 1000 || s.placementCap > 10000000)
        problems << u"streams.placementCap: expected 1000 to 10000000"_s;
    const SiteRules &g = p.sites;
    if (!(std::abs(g.aboveLake) <= 1e6))
        problems << u"sites.aboveLake: expected a number from -1e6 to 1e6"_s;
    if (!(g.fromMine >= 0 && g.fromMine <= 1000))
        problems << u"sites.fromMine: expected 0 to 1000 metres"_s;
    if (!(g.fromBuilding >= 0 && g.fromBuilding <= 1000))
        problems << u"sites.fromBuilding: expected 0 to 1000 metres"_s;
    if (g.maxIterations < 1 || g.maxIterations > 1000000)
        problems << u"sites.maxIterations: expected 1 to 1000000"_s;
    if (p.roads.size() > std::size_t(kMaxRoads))
        problems << u"roads: expected at most %1 roads, found %2"_s.arg(kMaxRoads).arg(
            p.roads.size());
    double cells = 0;
    std::size_t vertices = 0;
    for (std::size_t i = 0; i < p.roads.size(); ++i) {
        const Road &road = p.roads[i];
        const QString at = u"roads[%1]"_s.arg(i);
        vertices += road.vertices.size();
        if (road.vertices.size() < 2)
            problems << at + u".vertices: a road needs at least two vertices, found %1"_s.arg(
                                 road.vertices.size());
        if (!(road.width >= kMinRoadWidth && road.width <= kMaxRoadWidth))
            problems
                << at + u".width: expected %1 to %2 metres"_s.arg(kMinRoadWidth).arg(kMaxRoadWidth);
        bool finite = true;
        for (std::size_t k = 0; k < road.vertices.size(); ++k) {
            const RoadVertex v = road.vertices[k];
            if (!std::isfinite(v.x) || !std::isfinite(v.y) || std::abs(v.x) > kMaxRoadCoordinate ||
                std::abs(v.y) > kMaxRoadCoordinate) {
                problems << at +
                                u".vertices[%1]: expected finite coordinates within ±1e15"_s.arg(k);
                finite = false;
            }
        }
        if (finite)
            cells += roadCellBound(road);
    }
    if (vertices > std::size_t(kMaxRoadVertices))
        problems << u"roads: expected at most %1 vertices in all, found %2"_s.arg(kMaxRoadVertices)
                        .arg(vertices);
    if (cells > kMaxRoadCells)
        problems
            << u"roads: the roads cover up to %1 cells, more than the %2 allowed (shorten or narrow them)"_s
                   .arg(cells, 0, 'g', 3)
                   .arg(kMaxRoadCells, 0, 'g', 3);
    return problems;
}

} // namespace terrain::relf::detail
