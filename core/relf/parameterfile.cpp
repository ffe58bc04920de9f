#include "parameterfile.h"

#include "linearfeaturesfile.h"
#include "parameterreader.h"
#include "sineprofile.h"
#include "util/atomicfile.h"
#include "util/smallfile.h"
#include "util/strictjson.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

#include <cmath>

using namespace Qt::StringLiterals;

namespace terrain::relf {

namespace {

using detail::Reader;

void readProfile(Reader &r, const QJsonObject &root, RelfParameters &p)
{
    const QJsonValue v = root.value(u"profile"_s);
    if (!v.isArray()) {
        r.fail(u"profile"_s, v.isUndefined() ? u"missing"_s : u"expected an array of integers"_s);
        return;
    }
    const QJsonArray arr = v.toArray();
    const auto n = arr.size();
    if (n > kMaxProfileLength) {
        r.fail(u"profile"_s,
               u"expected at most %1 entries, found %2"_s.arg(kMaxProfileLength).arg(n));
        return;
    }
    if (n < 16 || !isPowerOfTwo(static_cast<std::size_t>(n))) {
        r.fail(u"profile"_s, u"expected a power-of-two length of at least 16, found %1"_s.arg(n));
        return;
    }
    p.profile.clear();
    p.profile.reserve(static_cast<std::size_t>(n));
    for (qsizetype i = 0; i < n; ++i) {
        auto value =
            r.integerValue(arr.at(i), u"profile[%1]"_s.arg(i), -kMaxProfileValue, kMaxProfileValue);
        p.profile.push_back(static_cast<std::int32_t>(value.value_or(0)));
    }
}

void readPlaced(Reader &r, const QJsonValue &v, RelfParameters &p)
{
    if (v.isUndefined())
        return;
    if (!v.isArray()) {
        r.fail(u"placed"_s, u"expected an array"_s);
        return;
    }
    const QJsonArray arr = v.toArray();
    if (arr.size() > kMaxPlaced) {
        r.fail(u"placed"_s,
               u"expected at most %1 objects, found %2"_s.arg(kMaxPlaced).arg(arr.size()));
        return;
    }
    for (qsizetype i = 0; i < arr.size(); ++i) {
        const QString at = u"placed[%1]"_s.arg(i);
        QJsonObject store;
        const QJsonObject *o = r.object(arr.at(i), at, store);
        if (!o)
            continue;
        std::int32_t x = 0, y = 0;
        r.integer(*o, u"x"_s, at + u".x"_s, x, INT32_MIN, INT32_MAX, false);
        r.integer(*o, u"y"_s, at + u".y"_s, y, INT32_MIN, INT32_MAX, false);
        const bool hasTerrain = o->contains(u"terrain"_s);
        const bool hasFeature = o->contains(u"feature"_s);
        if (hasTerrain == hasFeature) {
            r.fail(at, u"expected exactly one of \"terrain\" and \"feature\""_s);
            continue;
        }
        const QString key = hasTerrain ? u"terrain"_s : u"feature"_s;
        const QString name = o->value(key).toString();
        const QByteArray latin = name.toLatin1();
        const std::string_view sv(latin.constData(), static_cast<std::size_t>(latin.size()));
        if (hasTerrain) {
            if (auto kind = terrainKindFromName(sv))
                p.placed.place(x, y, *kind);
            else
                r.fail(at + u".terrain"_s, u"unknown terrain kind \"%1\""_s.arg(name));
        } else {
            if (auto f = featureFromName(sv))
                p.placed.place(x, y, *f);
            else
                r.fail(at + u".feature"_s, u"unknown feature \"%1\""_s.arg(name));
        }
        r.unknownKeys(*o, at, {u"x"_s, u"y"_s, u"terrain"_s, u"feature"_s});
    }
}

void readSine(Reader &r, const QJsonValue &v, RelfParameters &p)
{
    if (v.isUndefined() || v.isNull())
        return;
    QJsonObject store;
    const QJsonObject *o = r.object(v, u"sineProfile"_s, store);
    if (!o)
        return;
    SineProfileSettings s;
    const QString at = u"sineProfile."_s;
    r.integer(*o, u"sines"_s, at + u"sines"_s, s.sines, 1, 4096, false);
    r.integer(*o, u"length"_s, at + u"length"_s, s.length, 16, kMaxProfileLength, false);
    r.integer(*o, u"seed"_s, at + u"seed"_s, s.seed, 0, (std::int64_t(1) << 53) - 1, false);
    for (auto [key, field] : {std::pair{u"minAmplitude"_s, &s.minAmplitude},
                              {u"maxAmplitude"_s, &s.maxAmplitude},
                              {u"minCycles"_s, &s.minCycles},
                              {u"maxCycles"_s, &s.maxCycles}}) {
        if (!o->contains(key))
            r.fail(at + key, u"missing"_s);
        else
            r.real(*o, key, at + key, *field, -1e9, 1e9);
    }
    for (const std::string &problem : validateSineSettings(s))
        r.fail(at + QString::fromStdString(problem).section(u':', 0, 0),
               QString::fromStdString(problem).section(u": "_s, 1));
    r.unknownKeys(*o, u"sineProfile"_s,
                  {u"sines"_s, u"length"_s, u"seed"_s, u"minAmplitude"_s, u"maxAmplitude"_s,
                   u"minCycles"_s, u"maxCycles"_s});
    p.sineProfile = s;
}

void readSections(Reader &r, const QJsonObject &root, RelfParameters &p)
{
    QJsonObject store;
    constexpr double kBig = 1e9;
    if (root.contains(u"lake"_s)) {
        if (const QJsonObject *o = r.object(root.value(u"lake"_s), u"lake"_s, store)) {
            r.real(*o, u"level"_s, u"lake.level"_s, p.lakeLevel, -kBig, kBig);
            r.real(*o, u"originalLevel"_s, u"lake.originalLevel"_s, p.originalLakeLevel, -kBig,
                   kBig);
            r.unknownKeys(*o, u"lake"_s, {u"level"_s, u"originalLevel"_s});
        }
    }
    if (root.contains(u"snow"_s)) {
        if (const QJsonObject *o = r.object(root.value(u"snow"_s), u"snow"_s, store)) {
            r.real(*o, u"height"_s, u"snow.height"_s, p.snowHeight, -kBig, kBig);
            r.unknownKeys(*o, u"snow"_s, {u"height"_s});
        }
    }
    if (root.contains(u"mountains"_s)) {
        if (const QJsonObject *o = r.object(root.value(u"mountains"_s), u"mountains"_s, store)) {
            r.boolean(*o, u"enabled"_s, u"mountains.enabled"_s, p.mountains);
            r.real(*o, u"base"_s, u"mountains.base"_s, p.mountainBase, -kBig, kBig);
            r.unknownKeys(*o, u"mountains"_s, {u"enabled"_s, u"base"_s});
        }
    }
    if (root.contains(u"skylands"_s)) {
        if (const QJsonObject *o = r.object(root.value(u"skylands"_s), u"skylands"_s, store)) {
            r.boolean(*o, u"enabled"_s, u"skylands.enabled"_s, p.skylands.enabled);
            r.real(*o, u"depth"_s, u"skylands.depth"_s, p.skylands.depth, -kBig, kBig);
            r.unknownKeys(*o, u"skylands"_s, {u"enabled"_s, u"depth"_s});
        }
    }
    if (root.contains(u"time"_s)) {
        if (const QJsonObject *o = r.object(root.value(u"time"_s), u"time"_s, store)) {
            r.real(*o, u"value"_s, u"time.value"_s, p.time, -kBig, kBig);
            const QJsonValue c = o->value(u"coefficients"_s);
            if (!c.isUndefined()) {
                if (!c.isArray() || c.toArray().size() > kMaxVectors) {
                    r.fail(u"time.coefficients"_s,
                           u"expected an array of at most %1 integers"_s.arg(kMaxVectors));
                } else {
                    const QJsonArray arr = c.toArray();
                    p.timeCoefficients.clear();
                    for (qsizetype i = 0; i < arr.size(); ++i) {
                        auto v = r.integerValue(arr.at(i), u"time.coefficients[%1]"_s.arg(i),
                                                -kMaxComponent, kMaxComponent);
                        p.timeCoefficients.push_back(static_cast<std::int32_t>(v.value_or(0)));
                    }
                }
            }
            r.unknownKeys(*o, u"time"_s, {u"value"_s, u"coefficients"_s});
        }
    }
    if (root.contains(u"terrain"_s)) {
        if (const QJsonObject *o = r.object(root.value(u"terrain"_s), u"terrain"_s, store)) {
            TerrainThresholds &t = p.thresholds;
            constexpr std::int64_t kSum = std::int64_t(1) << 31;
            r.integer(*o, u"townBelow"_s, u"terrain.townBelow"_s, t.townBelow, -kSum, kSum - 1);
            r.integer(*o, u"openBelow"_s, u"terrain.openBelow"_s, t.openBelow, -kSum, kSum - 1);
            r.integer(*o, u"grassBelow"_s, u"terrain.grassBelow"_s, t.grassBelow, -kSum, kSum - 1);
            r.integer(*o, u"thicketBelow"_s, u"terrain.thicketBelow"_s, t.thicketBelow, -kSum,
                      kSum - 1);
            r.boolean(*o, u"woodOnly"_s, u"terrain.woodOnly"_s, t.woodOnly);
            r.unknownKeys(*o, u"terrain"_s,
                          {u"townBelow"_s, u"openBelow"_s, u"grassBelow"_s, u"thicketBelow"_s,
                           u"woodOnly"_s});
        }
    }
    if (root.contains(u"features"_s)) {
        if (const QJsonObject *o = r.object(root.value(u"features"_s), u"features"_s, store)) {
            FeatureRules &f = p.features;
            constexpr std::int64_t kWide = std::int64_t(1) << 52;
            const std::pair<QString, std::int64_t *> fields[] = {
                {u"mask"_s, &f.mask},
                {u"pointTrigger"_s, &f.pointTrigger},
                {u"manMadeTrigger"_s, &f.manMadeTrigger},
                {u"manMadeBelow"_s, &f.manMadeBelow},
                {u"coneTrigger"_s, &f.coneTrigger},
                {u"coneBelow"_s, &f.coneBelow},
                {u"mineBelow"_s, &f.mineBelow},
                {u"boulderBelow"_s, &f.boulderBelow},
                {u"waterholeBelow"_s, &f.waterholeBelow},
                {u"knollBelow"_s, &f.knollBelow}};
            for (const auto &[key, field] : fields)
                r.integer(*o, key, u"features."_s + key, *field, -kWide, kWide);
            r.unknownKeys(*o, u"features"_s,
                          {u"mask"_s, u"pointTrigger"_s, u"manMadeTrigger"_s, u"manMadeBelow"_s,
                           u"coneTrigger"_s, u"coneBelow"_s, u"mineBelow"_s, u"boulderBelow"_s,
                           u"waterholeBelow"_s, u"knollBelow"_s});
        }
    }
    if (root.contains(u"mines"_s)) {
        if (const QJsonObject *o = r.object(root.value(u"mines"_s), u"mines"_s, store)) {
            r.real(*o, u"openness"_s, u"mines.openness"_s, p.mines.openness, 0.0, 1.0);
            r.boolean(*o, u"sineVariant"_s, u"mines.sineVariant"_s, p.mines.sineVariant);
            r.integer(*o, u"levels"_s, u"mines.levels"_s, p.mines.levels, 1, 64);
            r.real(*o, u"caveSlope"_s, u"mines.caveSlope"_s, p.mines.caveSlope, 0.0, 1e6);
            r.unknownKeys(*o, u"mines"_s,
                          {u"openness"_s, u"sineVariant"_s, u"levels"_s, u"caveSlope"_s});
        }
    }
    if (root.contains(u"caverns"_s)) {
        if (const QJsonObject *o = r.object(root.value(u"caverns"_s), u"caverns"_s, store)) {
            CavernRules &c = p.caverns;
            const std::pair<QString, double *> fields[] = {{u"roofDx"_s, &c.roofDx},
                                                           {u"roofDy"_s, &c.roofDy},
                                                           {u"floorDx"_s, &c.floorDx},
                                                           {u"floorDy"_s, &c.floorDy},
                                                           {u"verticalOffset"_s, &c.verticalOffset},
                                                           {u"depth"_s, &c.depth},
                                                           {u"mineLevel"_s, &c.mineLevel}};
            for (const auto &[key, field] : fields)
                r.real(*o, key, u"caverns."_s + key, *field, -kBig, kBig);
            r.real(*o, u"scale"_s, u"caverns.scale"_s, c.scale, 1.0 / 64, 64);
            r.unknownKeys(*o, u"caverns"_s,
                          {u"roofDx"_s, u"roofDy"_s, u"floorDx"_s, u"floorDy"_s,
                           u"verticalOffset"_s, u"scale"_s, u"depth"_s, u"mineLevel"_s});
        }
    }
    if (root.contains(u"paths"_s)) {
        if (const QJsonObject *o = r.object(root.value(u"paths"_s), u"paths"_s, store)) {
            r.boolean(*o, u"enabled"_s, u"paths.enabled"_s, p.paths.enabled);
            r.real(*o, u"dx"_s, u"paths.dx"_s, p.paths.dx, -kBig, kBig);
            r.real(*o, u"dy"_s, u"paths.dy"_s, p.paths.dy, -kBig, kBig);
            r.real(*o, u"tolerance"_s, u"paths.tolerance"_s, p.paths.tolerance, 0, kBig);
            r.unknownKeys(*o, u"paths"_s, {u"enabled"_s, u"dx"_s, u"dy"_s, u"tolerance"_s});
        }
    }
}

QJsonArray vectorsToJson(const VectorSet &set)
{
    QJsonArray arr;
    for (const DirectionVector &v : set)
        arr.append(QJsonObject{{u"a"_s, v.a}, {u"b"_s, v.b}});
    return arr;
}

} // namespace

ParameterReadResult readParameters(const QByteArray &json)
{
    ParameterReadResult result;
    QString problem;
    const std::optional<QJsonObject> read = util::strictJsonObject(json, &problem);
    if (!read) {
        result.errors << problem;
        return result;
    }
    const QJsonObject &root = *read;
    Reader r;
    const QJsonValue format = root.value(u"format"_s);
    if (format.toString() != QLatin1StringView(kParameterFormat)) {
        r.fail(u"format"_s,
               format.isUndefined()
                   ? u"missing (expected \"%1\")"_s.arg(QLatin1StringView(kParameterFormat))
                   : u"expected \"%1\""_s.arg(QLatin1StringView(kParameterFormat)));
        result.errors = r.errors;
        return result;
    }
    int version = 0;
    r.integer(root, u"version"_s, u"version"_s, version, 1, 1000000, false);
    if (!r.errors.isEmpty()) {
        result.errors = r.errors;
        return result;
    }
    if (version > kParameterVersion) {
        // Refused as every other format refuses a newer file: its fields may
        // mean what this version cannot know, so reading it would half-apply.
        result.errors
            << u"version: the file is version %1, newer than this Terrain Studio reads (%2); "
               u"open it with a newer release"_s.arg(version)
                   .arg(kParameterVersion);
        return result;
    }

    RelfParameters p = RelfParameters::reference1983();
    readProfile(r, root, p);
    QJsonObject store;
    if (const QJsonObject *v = r.object(root.value(u"vectors"_s), u"vectors"_s, store)) {
        p.height = r.vectorSet(v->value(u"height"_s), u"vectors.height"_s);
        p.vegetation1 = r.vectorSet(v->value(u"vegetation1"_s), u"vectors.vegetation1"_s);
        p.vegetation2 = r.vectorSet(v->value(u"vegetation2"_s), u"vectors.vegetation2"_s);
        p.vegetation3 = r.vectorSet(v->value(u"vegetation3"_s), u"vectors.vegetation3"_s);
        r.unknownKeys(*v, u"vectors"_s,
                      {u"height"_s, u"vegetation1"_s, u"vegetation2"_s, u"vegetation3"_s});
    }
    readSections(r, root, p);
    readPlaced(r, root.value(u"placed"_s), p);
    detail::readLinearFeatures(r, root, p);
    readSine(r, root.value(u"sineProfile"_s), p);
    r.unknownKeys(root, QString(),
                  {u"format"_s, u"version"_s, u"profile"_s, u"vectors"_s, u"lake"_s, u"snow"_s,
                   u"mountains"_s, u"time"_s, u"terrain"_s, u"features"_s, u"paths"_s, u"mines"_s,
                   u"caverns"_s, u"placed"_s, u"sineProfile"_s, u"streams"_s, u"sites"_s,
                   u"roads"_s, u"skylands"_s});
    if (r.errors.isEmpty())
        r.errors = validateParameters(p); // cross-field rules
    result.errors = r.errors;
    result.warnings = r.warnings;
    if (result.errors.isEmpty())
        result.parameters = std::move(p);
    return result;
}

ParameterReadResult readParameterFile(const QString &path)
{
    return util::readFormatFile<ParameterReadResult>(path, kMaxFileBytes, u"a parameter file"_s,
                                                     readParameters);
}

QByteArray writeParameters(const RelfParameters &p)
{
    QJsonObject root;
    root[u"format"_s] = QLatin1StringView(kParameterFormat);
    root[u"version"_s] = kParameterVersion;
    QJsonArray profile;
    for (const std::int32_t v : p.profile)
        profile.append(v);
    root[u"profile"_s] = profile;
    root[u"vectors"_s] = QJsonObject{{u"height"_s, vectorsToJson(p.height)},
                                     {u"vegetation1"_s, vectorsToJson(p.vegetation1)},
                                     {u"vegetation2"_s, vectorsToJson(p.vegetation2)},
                                     {u"vegetation3"_s, vectorsToJson(p.vegetation3)}};
    QJsonArray coefficients;
    for (const std::int32_t c : p.timeCoefficients)
        coefficients.append(c);
    root[u"time"_s] = QJsonObject{{u"value"_s, p.time}, {u"coefficients"_s, coefficients}};
    root[u"lake"_s] =
        QJsonObject{{u"level"_s, p.lakeLevel}, {u"originalLevel"_s, p.originalLakeLevel}};
    root[u"snow"_s] = QJsonObject{{u"height"_s, p.snowHeight}};
    root[u"mountains"_s] = QJsonObject{{u"enabled"_s, p.mountains}, {u"base"_s, p.mountainBase}};
    root[u"skylands"_s] =
        QJsonObject{{u"enabled"_s, p.skylands.enabled}, {u"depth"_s, p.skylands.depth}};
    const TerrainThresholds &t = p.thresholds;
    root[u"terrain"_s] = QJsonObject{{u"townBelow"_s, t.townBelow},
                                     {u"openBelow"_s, t.openBelow},
                                     {u"grassBelow"_s, t.grassBelow},
                                     {u"thicketBelow"_s, t.thicketBelow},
                                     {u"woodOnly"_s, t.woodOnly}};
    const FeatureRules &f = p.features;
    root[u"features"_s] = QJsonObject{{u"mask"_s, qint64(f.mask)},
                                      {u"pointTrigger"_s, qint64(f.pointTrigger)},
                                      {u"manMadeTrigger"_s, qint64(f.manMadeTrigger)},
                                      {u"manMadeBelow"_s, qint64(f.manMadeBelow)},
                                      {u"coneTrigger"_s, qint64(f.coneTrigger)},
                                      {u"coneBelow"_s, qint64(f.coneBelow)},
                                      {u"mineBelow"_s, qint64(f.mineBelow)},
                                      {u"boulderBelow"_s, qint64(f.boulderBelow)},
                                      {u"waterholeBelow"_s, qint64(f.waterholeBelow)},
                                      {u"knollBelow"_s, qint64(f.knollBelow)}};
    root[u"mines"_s] = QJsonObject{{u"openness"_s, p.mines.openness},
                                   {u"sineVariant"_s, p.mines.sineVariant},
                                   {u"levels"_s, p.mines.levels},
                                   {u"caveSlope"_s, p.mines.caveSlope}};
    const CavernRules &cv = p.caverns;
    root[u"caverns"_s] = QJsonObject{{u"roofDx"_s, cv.roofDx},
                                     {u"roofDy"_s, cv.roofDy},
                                     {u"floorDx"_s, cv.floorDx},
                                     {u"floorDy"_s, cv.floorDy},
                                     {u"verticalOffset"_s, cv.verticalOffset},
                                     {u"scale"_s, cv.scale},
                                     {u"depth"_s, cv.depth},
                                     {u"mineLevel"_s, cv.mineLevel}};
    root[u"paths"_s] = QJsonObject{{u"enabled"_s, p.paths.enabled},
                                   {u"dx"_s, p.paths.dx},
                                   {u"dy"_s, p.paths.dy},
                                   {u"tolerance"_s, p.paths.tolerance}};
    QJsonArray placed;
    for (const PlacedEntry &e : p.placed.entries()) {
        QJsonObject o{{u"x"_s, e.x}, {u"y"_s, e.y}};
        if (const auto *kind = std::get_if<TerrainKind>(&e.object))
            o[u"terrain"_s] = QString::fromLatin1(terrainKindName(*kind));
        else
            o[u"feature"_s] = QString::fromLatin1(featureName(std::get<Feature>(e.object)));
        placed.append(o);
    }
    root[u"placed"_s] = placed;
    detail::writeLinearFeatures(p, root);
    if (p.sineProfile) {
        const SineProfileSettings &s = *p.sineProfile;
        root[u"sineProfile"_s] = QJsonObject{{u"sines"_s, s.sines},
                                             {u"length"_s, s.length},
                                             {u"seed"_s, qint64(s.seed)},
                                             {u"minAmplitude"_s, s.minAmplitude},
                                             {u"maxAmplitude"_s, s.maxAmplitude},
                                             {u"minCycles"_s, s.minCycles},
                                             {u"maxCycles"_s, s.maxCycles}};
    }
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

bool writeParameterFile(const RelfParameters &parameters, const QString &path, QString *error)
{
    QString why;
    if (util::writeFileAtomically(path, writeParameters(parameters), &why))
        return true;
    if (error)
        *error = u"%1: cannot write: %2"_s.arg(path, why);
    return false;
}

QStringList validateParameters(const RelfParameters &p)
{
    QStringList problems;
    const auto n = p.profile.size();
    if (n < 16 || n > static_cast<std::size_t>(kMaxProfileLength) || !isPowerOfTwo(n))
        problems << u"profile: expected a power-of-two length from 16 to %1, found %2"_s
                        .arg(kMaxProfileLength)
                        .arg(n);
    for (std::size_t i = 0; i < n; ++i)
        if (std::abs(p.profile[i]) > kMaxProfileValue)
            problems << u"profile[%1]: expected an integer from %2 to %3"_s.arg(i)
                            .arg(-kMaxProfileValue)
                            .arg(kMaxProfileValue);
    const std::pair<const VectorSet *, QString> sets[] = {
        {&p.height, u"vectors.height"_s},
        {&p.vegetation1, u"vectors.vegetation1"_s},
        {&p.vegetation2, u"vectors.vegetation2"_s},
        {&p.vegetation3, u"vectors.vegetation3"_s}};
    for (const auto &[set, name] : sets) {
        if (set->empty() || set->size() > static_cast<std::size_t>(kMaxVectors))
            problems << name + u": expected 1 to %1 vectors, found %2"_s.arg(kMaxVectors)
                                   .arg(set->size());
        for (std::size_t i = 0; i < set->size(); ++i) {
            const DirectionVector &v = (*set)[i];
            if (std::abs(v.a) > kMaxComponent || std::abs(v.b) > kMaxComponent)
                problems << name +
                                u"[%1]: components must lie within ±%2"_s.arg(i).arg(kMaxComponent);
        }
    }
    if (!p.timeCoefficients.empty() && p.timeCoefficients.size() != p.height.size())
        problems
            << u"time.coefficients: expected one coefficient per height vector (%1), found %2"_s
                   .arg(p.height.size())
                   .arg(p.timeCoefficients.size());
    for (const auto &[value, name] : {std::pair{p.time, u"time.value"_s},
                                      {p.lakeLevel, u"lake.level"_s},
                                      {p.originalLakeLevel, u"lake.originalLevel"_s},
                                      {p.snowHeight, u"snow.height"_s},
                                      {p.mountainBase, u"mountains.base"_s},
                                      {p.paths.dx, u"paths.dx"_s},
                                      {p.paths.dy, u"paths.dy"_s},
                                      {p.paths.tolerance, u"paths.tolerance"_s}}) {
        if (!std::isfinite(value))
            problems << name + u": expected a finite number"_s;
    }
    if (!(p.mines.openness >= 0.0 && p.mines.openness <= 1.0))
        problems << u"mines.openness: expected a number from 0 to 1"_s;
    if (!(p.mines.caveSlope >= 0.0) || p.mines.caveSlope > 1e6)
        problems << u"mines.caveSlope: expected a number from 0 to 1e6"_s;
    if (p.mines.levels < 1 || p.mines.levels > 64)
        problems << u"mines.levels: expected 1 to 64"_s;
    for (const auto &[value, name] : {std::pair{p.caverns.roofDx, u"caverns.roofDx"_s},
                                      {p.caverns.roofDy, u"caverns.roofDy"_s},
                                      {p.caverns.floorDx, u"caverns.floorDx"_s},
                                      {p.caverns.floorDy, u"caverns.floorDy"_s},
                                      {p.caverns.verticalOffset, u"caverns.verticalOffset"_s},
                                      {p.caverns.depth, u"caverns.depth"_s},
                                      {p.caverns.mineLevel, u"caverns.mineLevel"_s}})
        if (!std::isfinite(value) || std::abs(value) > 1e9)
            problems << name + u": expected a finite number within ±1e9"_s;
    if (!(p.skylands.depth >= kMinSkylandDepth && p.skylands.depth <= kMaxSkylandDepth))
        problems
            << u"skylands.depth: expected %1 to %2"_s.arg(kMinSkylandDepth).arg(kMaxSkylandDepth);
    if (!(p.caverns.scale >= 1.0 / 64 && p.caverns.scale <= 64))
        problems << u"caverns.scale: expected 1/64 to 64"_s;
    if (p.features.mask < 0)
        problems << u"features.mask: expected a non-negative integer"_s;
    problems << detail::validateLinearFeatures(p);
    if (p.sineProfile) {
        for (const std::string &problem : validateSineSettings(*p.sineProfile))
            problems << u"sineProfile."_s + QString::fromStdString(problem);
    }
    return problems;
}

} // namespace terrain::relf
