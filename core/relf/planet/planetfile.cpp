// The planet file (planetfile.h).

#include "planetfile.h"

#include "util/jsonfieldreader.h"

#include <QJsonArray>
#include <QJsonObject>

#include <array>
#include <cmath>

using namespace Qt::StringLiterals;

namespace terrain::relf {

namespace {

// The feature rules' fields, as the file names them.
std::array<std::pair<QString, std::int64_t FeatureRules::*>, 10> featureFields()
{
    using namespace Qt::StringLiterals;
    return {{{u"mask"_s, &FeatureRules::mask},
             {u"pointTrigger"_s, &FeatureRules::pointTrigger},
             {u"manMadeTrigger"_s, &FeatureRules::manMadeTrigger},
             {u"manMadeBelow"_s, &FeatureRules::manMadeBelow},
             {u"coneTrigger"_s, &FeatureRules::coneTrigger},
             {u"coneBelow"_s, &FeatureRules::coneBelow},
             {u"mineBelow"_s, &FeatureRules::mineBelow},
             {u"boulderBelow"_s, &FeatureRules::boulderBelow},
             {u"waterholeBelow"_s, &FeatureRules::waterholeBelow},
             {u"knollBelow"_s, &FeatureRules::knollBelow}}};
}

constexpr qint64 kBigInteger = qint64(1) << 30;

struct Reader : util::JsonFieldReader
{
    using JsonFieldReader::number;
    void number(const QJsonObject &o, const QString &key, const QString &path, double lo, double hi,
                double &out)
    {
        if (const auto n = number(o.value(key), path, lo, hi))
            out = *n;
    }
    void vectors(const QJsonValue &v, const QString &path, SphereVectors &out)
    {
        const QJsonArray list = v.toArray();
        if (!v.isArray() || list.isEmpty() || list.size() > 64) {
            errors << u"%1: expected 1 to 64 vectors [a, b, c]"_s.arg(path);
            return;
        }
        out.clear();
        for (qsizetype i = 0; i < list.size(); ++i)
            if (const auto abc = triple(list.at(i), u"%1[%2]"_s.arg(path).arg(i), u"[a, b, c]"_s,
                                        -kBigInteger, kBigInteger))
                out.push_back({(*abc)[0], (*abc)[1], (*abc)[2]});
    }
};

} // namespace

QStringList validatePlanetDesign(const PlanetDesign &d)
{
    QStringList out;
    for (const std::string &e : validatePlanet(d.planet))
        out << QString::fromStdString(e);
    if (!(d.latitude >= -90.0 && d.latitude <= 90.0))
        out << u"view.latitude: expected -90 to 90 degrees"_s;
    if (!(d.longitude >= -180.0 && d.longitude <= 180.0))
        out << u"view.longitude: expected -180 to 180 degrees"_s;
    if (!(d.mapScale >= kMinPlanetMapScale && d.mapScale <= std::max(d.planet.radius, 1e-9)))
        out << u"view.mapScale: expected a number from %1 to the radius"_s.arg(kMinPlanetMapScale);
    return out;
}

namespace {

PlanetReadResult fromJson(const QJsonObject &root)
{
    Reader r;
    if (!r.formatAndVersion(root, kPlanetFile.formatName(), kPlanetFile.version))
        return {{}, r.errors, {}};
    r.unknown(root, QString(),
              {u"format"_s, u"version"_s, u"radius"_s, u"profile"_s, u"vectors"_s, u"lakeLevel"_s,
               u"snowHeight"_s, u"terrain"_s, u"features"_s, u"view"_s});

    PlanetDesign d;
    PlanetParameters &p = d.planet;
    r.number(root, u"radius"_s, u"radius"_s, kMinPlanetRadius, kMaxPlanetRadius, p.radius);
    const QJsonArray profile = root.value(u"profile"_s).toArray();
    const qsizetype n = profile.size();
    if (!root.value(u"profile"_s).isArray() || n < 16 || n > 65536 || (n & (n - 1)) != 0)
        r.errors << u"profile: expected a power-of-two number of whole numbers, 16 to 65536"_s;
    else {
        p.profile.assign(std::size_t(n), 0);
        for (qsizetype i = 0; i < n; ++i)
            if (const auto v =
                    r.integer(profile.at(i), u"profile[%1]"_s.arg(i), -kBigInteger, kBigInteger))
                p.profile[std::size_t(i)] = std::int32_t(*v);
    }
    const QJsonObject vectors = root.value(u"vectors"_s).toObject();
    if (!root.value(u"vectors"_s).isObject())
        r.errors << u"vectors: expected an object"_s;
    else {
        const std::pair<QString, SphereVectors *> sets[] = {{u"height"_s, &p.height},
                                                            {u"vegetation1"_s, &p.vegetation1},
                                                            {u"vegetation2"_s, &p.vegetation2},
                                                            {u"vegetation3"_s, &p.vegetation3}};
        for (const auto &[name, set] : sets)
            r.vectors(vectors.value(name), u"vectors."_s + name, *set);
        r.unknown(vectors, u"vectors."_s,
                  {u"height"_s, u"vegetation1"_s, u"vegetation2"_s, u"vegetation3"_s});
    }
    r.number(root, u"lakeLevel"_s, u"lakeLevel"_s, -kMaxPlanetLevel, kMaxPlanetLevel, p.lakeLevel);
    r.number(root, u"snowHeight"_s, u"snowHeight"_s, -kMaxPlanetLevel, kMaxPlanetLevel,
             p.snowHeight);
    if (root.contains(u"terrain"_s)) {
        const QJsonObject t = root.value(u"terrain"_s).toObject();
        if (!root.value(u"terrain"_s).isObject())
            r.errors << u"terrain: expected an object"_s;
        else {
            const std::pair<QString, std::int32_t *> fields[] = {
                {u"townBelow"_s, &p.thresholds.townBelow},
                {u"openBelow"_s, &p.thresholds.openBelow},
                {u"grassBelow"_s, &p.thresholds.grassBelow},
                {u"thicketBelow"_s, &p.thresholds.thicketBelow}};
            for (const auto &[name, field] : fields)
                if (const auto v =
                        r.integer(t.value(name), u"terrain."_s + name, -kBigInteger, kBigInteger))
                    *field = std::int32_t(*v);
            if (t.contains(u"woodOnly"_s))
                if (const auto on = r.boolean(t.value(u"woodOnly"_s), u"terrain.woodOnly"_s))
                    p.thresholds.woodOnly = *on;
            r.unknown(t, u"terrain."_s,
                      {u"townBelow"_s, u"openBelow"_s, u"grassBelow"_s, u"thicketBelow"_s,
                       u"woodOnly"_s});
        }
    }
    if (root.contains(u"features"_s)) {
        const QJsonObject f = root.value(u"features"_s).toObject();
        if (!root.value(u"features"_s).isObject())
            r.errors << u"features: expected an object"_s;
        else {
            QStringList known;
            for (const auto &[name, field] : featureFields()) {
                known << name;
                if (const auto v = r.integer(f.value(name), u"features."_s + name, 0, kBigInteger))
                    p.features.*field = *v;
            }
            r.unknown(f, u"features."_s, known);
        }
    }
    if (root.contains(u"view"_s)) {
        const QJsonObject v = root.value(u"view"_s).toObject();
        if (!root.value(u"view"_s).isObject())
            r.errors << u"view: expected an object"_s;
        else {
            r.number(v, u"latitude"_s, u"view.latitude"_s, -90, 90, d.latitude);
            r.number(v, u"longitude"_s, u"view.longitude"_s, -180, 180, d.longitude);
            r.number(v, u"mapScale"_s, u"view.mapScale"_s, kMinPlanetMapScale, kMaxPlanetRadius,
                     d.mapScale);
            r.unknown(v, u"view."_s, {u"latitude"_s, u"longitude"_s, u"mapScale"_s});
        }
    }
    if (r.errors.isEmpty())
        r.errors = validatePlanetDesign(d);
    return PlanetReadResult::of(std::move(d), r.errors, r.warnings);
}

QJsonObject toJson(const PlanetDesign &d)
{
    const PlanetParameters &p = d.planet;
    const auto vectors = [](const SphereVectors &list) {
        QJsonArray a;
        for (const SphereVector &v : list)
            a.append(QJsonArray{v.a, v.b, v.c});
        return a;
    };
    QJsonArray profile;
    for (const std::int32_t v : p.profile)
        profile.append(v);
    const TerrainThresholds &t = p.thresholds;
    QJsonObject features;
    for (const auto &[name, field] : featureFields())
        features[name] = qint64(p.features.*field);
    const QJsonObject root{{u"format"_s, QLatin1StringView(kPlanetFile.name)},
                           {u"version"_s, kPlanetFile.version},
                           {u"radius"_s, p.radius},
                           {u"profile"_s, profile},
                           {u"vectors"_s, QJsonObject{{u"height"_s, vectors(p.height)},
                                                      {u"vegetation1"_s, vectors(p.vegetation1)},
                                                      {u"vegetation2"_s, vectors(p.vegetation2)},
                                                      {u"vegetation3"_s, vectors(p.vegetation3)}}},
                           {u"lakeLevel"_s, p.lakeLevel},
                           {u"snowHeight"_s, p.snowHeight},
                           {u"terrain"_s, QJsonObject{{u"townBelow"_s, t.townBelow},
                                                      {u"openBelow"_s, t.openBelow},
                                                      {u"grassBelow"_s, t.grassBelow},
                                                      {u"thicketBelow"_s, t.thicketBelow},
                                                      {u"woodOnly"_s, t.woodOnly}}},
                           {u"features"_s, features},
                           {u"view"_s, QJsonObject{{u"latitude"_s, d.latitude},
                                                   {u"longitude"_s, d.longitude},
                                                   {u"mapScale"_s, d.mapScale}}}};
    return root;
}

} // namespace

constinit const util::JsonFormat<PlanetDesign> kPlanetFile{.name = "terrainstudio-planet",
                                                           .version = 1,
                                                           .maxBytes = 4 << 20,
                                                           .what = "a planet file",
                                                           .invalid = "the planet is not valid",
                                                           .fromJson = fromJson,
                                                           .toJson = toJson,
                                                           .validate = validatePlanetDesign};

} // namespace terrain::relf
