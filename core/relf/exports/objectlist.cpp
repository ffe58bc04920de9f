#include "objectlist.h"

#include "relf/rivers.h"

#include "relf/features/mines.h"
#include "relf/features/streams.h"
#include "util/atomicfile.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cctype>
#include <charconv>
#include <cmath>
#include <numbers>

using namespace Qt::StringLiterals;

namespace terrain::relf {

namespace {

double degrees(double dx, double dy)
{
    return dx == 0 && dy == 0 ? 0.0 : std::atan2(dy, dx) * 180.0 / std::numbers::pi;
}

std::string lower(std::string_view name)
{
    std::string s(name);
    for (char &c : s)
        c = char(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

} // namespace

std::vector<ObjectRecord> objectsIn(const RelfEvaluator &terrain, const Region &region)
{
    std::vector<ObjectRecord> out;
    const double x1 = region.x0 + region.width, y1 = region.y0 + region.height;
    const auto inside = [&](double x, double y) {
        return x >= region.x0 && x <= x1 && y >= region.y0 && y <= y1;
    };
    const auto ground = [&](double x, double y) { return terrain.height(x, y); };
    // Buildings: lots whose centre (16i, 16j) lies in the region, north first.
    const double g = RelfEvaluator::kBuildingGrid;
    for (auto j = std::int64_t(std::floor(y1 / g)); double(j) * g >= region.y0; --j)
        for (auto i = std::int64_t(std::ceil(region.x0 / g)); double(i) * g <= x1; ++i)
            if (terrain.buildingAt(i, j))
                out.push_back({"building", double(i) * g, double(j) * g,
                               ground(double(i) * g, double(j) * g), 0.0,
                               double(RelfEvaluator::kBuildingSize)});
    // Point features at the integer points.
    for (const Terra &t :
         terrain.featuresIn(std::int64_t(std::ceil(region.x0)), std::int64_t(std::ceil(region.y0)),
                            std::int64_t(std::floor(x1)), std::int64_t(std::floor(y1)))) {
        if (isCaveMouth(terrain, t)) {
            const auto f = caveFacing(terrain, t); // picture coordinates: y down
            out.push_back({"cave_mouth", t.x, t.y, ground(t.x, t.y), degrees(f[0], -f[1]), 1.0});
        } else {
            out.push_back({lower(featureName(t.feature)), t.x, t.y, ground(t.x, t.y), 0.0, 1.0});
        }
    }
    // Streams whose source lies in the region: their points inside it.
    if (terrain.parameters().streams.enabled)
        if (const auto streams = findStreams(
                terrain, std::int64_t(std::ceil(region.x0)), std::int64_t(std::ceil(region.y0)),
                std::int64_t(std::floor(x1)), std::int64_t(std::floor(y1)))) {
            for (const Stream &s : *streams)
                for (std::size_t k = 0; k < s.points.size(); ++k) {
                    const StreamPoint p = s.points[k];
                    if (!inside(double(p.x), double(p.y)))
                        continue;
                    const StreamPoint a = s.points[k + 1 < s.points.size() ? k : k - 1];
                    const StreamPoint b = s.points[k + 1 < s.points.size() ? k + 1 : k];
                    out.push_back({"stream_point", double(p.x), double(p.y),
                                   ground(double(p.x), double(p.y)),
                                   degrees(double(b.x - a.x), double(b.y - a.y)), 1.0});
                }
        }
    // The continent's rivers, point by point (scale: the river's width).
    if (const ContinentSampler *sampler = terrain.continent()) {
        const Continent &c = sampler->continent();
        const auto rivers = worldRivers(c);
        forEachRiverIn(c, *rivers, region.x0, region.y0, region.x0 + region.width,
                       region.y0 + region.height, 0.0, 4096.0,
                       [&](const WorldRiver &r, double dx, double dy) {
                           const std::size_t n = r.points.size();
                           for (std::size_t k = 0; k < n; ++k) {
                               const double x = r.points[k][0] + dx, y = r.points[k][1] + dy;
                               if (!inside(x, y) || n < 2)
                                   continue;
                               const auto &a = r.points[k + 1 < n ? k : k - 1];
                               const auto &b = r.points[k + 1 < n ? k + 1 : k];
                               out.push_back({"river_point", x, y, ground(x, y),
                                              degrees(b[0] - a[0], b[1] - a[1]), r.width});
                           }
                       });
    }
    for (const Road &road : terrain.parameters().roads)
        for (std::size_t k = 0; k < road.vertices.size(); ++k) {
            const RoadVertex v = road.vertices[k];
            if (!inside(v.x, v.y) || road.vertices.size() < 2)
                continue;
            const RoadVertex a = road.vertices[k + 1 < road.vertices.size() ? k : k - 1];
            const RoadVertex b = road.vertices[k + 1 < road.vertices.size() ? k + 1 : k];
            out.push_back({"road_vertex", v.x, v.y, ground(v.x, v.y), degrees(b.x - a.x, b.y - a.y),
                           road.width});
        }
    for (const PlacedEntry &e : terrain.parameters().placed.entries())
        if (inside(e.x, e.y)) {
            const std::string name = std::visit(
                [](auto kind) {
                    if constexpr (std::is_same_v<decltype(kind), TerrainKind>)
                        return lower(terrainKindName(kind));
                    else
                        return lower(featureName(kind));
                },
                e.object);
            out.push_back({"placed_" + name, double(e.x), double(e.y),
                           ground(double(e.x), double(e.y)), 0.0, 1.0});
        }
    return out;
}

namespace {

void appendNumber(QByteArray &out, double v)
{
    char buf[32];
    const auto end = std::to_chars(buf, buf + sizeof buf, v).ptr;
    out.append(buf, end - buf);
}

QByteArray csv(const std::vector<ObjectRecord> &records)
{
    QByteArray out = "kind,x,y,z,rotation,scale\n";
    for (const ObjectRecord &r : records) {
        out += QByteArray::fromStdString(r.kind);
        for (const double v : {r.x, r.y, r.z, r.rotation, r.scale}) {
            out += ',';
            appendNumber(out, v);
        }
        out += '\n';
    }
    return out;
}

QByteArray json(const std::vector<ObjectRecord> &records, const Region &region)
{
    QJsonArray list;
    for (const ObjectRecord &r : records)
        list.append(QJsonObject{{u"kind"_s, QString::fromStdString(r.kind)},
                                {u"x"_s, r.x},
                                {u"y"_s, r.y},
                                {u"z"_s, r.z},
                                {u"rotation"_s, r.rotation},
                                {u"scale"_s, r.scale}});
    return QJsonDocument(
               QJsonObject{{u"format"_s, u"terrainstudio-objects"_s},
                           {u"region"_s, QJsonObject{{u"x0"_s, region.x0},
                                                     {u"y0"_s, region.y0},
                                                     {u"width"_s, region.width},
                                                     {u"height"_s, region.height}}},
                           {u"axes"_s,
                            u"x east, y north, z the ground height, metres; rotation degrees "
                            u"anticlockwise from east"_s},
                           {u"objects"_s, list}})
        .toJson(QJsonDocument::Compact);
}

} // namespace

bool exportObjects(const RelfEvaluator &terrain, const Region &region, ObjectFormat format,
                   const QString &path, QString *error)
{
    if (QString why = checkGrid(region, 2, 2); !why.isEmpty()) {
        *error = why;
        return false;
    }
    if (region.width > kMaxObjectRegionSide || region.height > kMaxObjectRegionSide) {
        *error = u"region: at most %1 m a side for an object list, got %2 x %3"_s
                     .arg(kMaxObjectRegionSide)
                     .arg(region.width)
                     .arg(region.height);
        return false;
    }
    const std::vector<ObjectRecord> records = objectsIn(terrain, region);
    QString why;
    if (!util::writeFileAtomically(
            path, format == ObjectFormat::Csv ? csv(records) : json(records, region), &why)) {
        *error = u"%1: cannot write: %2"_s.arg(path, why);
        return false;
    }
    return true;
}

} // namespace terrain::relf
