#include "parameterfile.h"

#include "relf/json/continentjson.h"
#include "relf/model/continentfile.h"
#include "relf/model/linearfeaturesfile.h"
#include "relf/sineprofile.h"
#include "util/atomicfile.h"
#include "util/strictjson.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace terrain::relf {

namespace {

QJsonArray vectorsToJson(const VectorSet &set)
{
    QJsonArray arr;
    for (const DirectionVector &v : set)
        arr.append(QJsonObject{{u"a"_s, v.a}, {u"b"_s, v.b}});
    return arr;
}

QStringList toQt(const std::vector<std::string> &lines)
{
    QStringList out;
    out.reserve(qsizetype(lines.size()));
    for (const std::string &line : lines)
        out << QString::fromStdString(line);
    return out;
}

} // namespace

ParameterReadResult readParameters(const QByteArray &json)
{
    ParameterJsonResult read =
        readParameterJson(std::string_view(json.constData(), std::size_t(json.size())));
    ParameterReadResult result;
    result.parameters = std::move(read.parameters);
    result.errors = toQt(read.errors);
    result.warnings = toQt(read.warnings);
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
    // A set without a continent is written as version 1, byte for byte as before.
    root[u"version"_s] = p.continent ? kContinentVersion : 1;
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
    detail::writeContinent(p, root);
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
    // Only a continent's grid makes a file too large: say which grid fits.
    const auto tooLarge = [&parameters](const QByteArray &bytes) {
        if (!parameters.continent)
            return QString();
        const ContinentGrid &grid = *parameters.continent->grid;
        const auto base64 = [](qint64 samples) { return (2 * samples + 2) / 3 * 4; };
        const qint64 others = bytes.size() - base64(qint64(grid.width) * grid.height);
        const qint64 fits = (kMaxFileBytes - others) / 4 * 3 / 2; // samples
        const int side = int(std::floor(std::sqrt(double(std::max<qint64>(fits, 0)))));
        return u"the continent's grid of %1 × %2 samples is too large; the largest square grid "
               u"that fits is %3 × %3 (a smaller picture, coastline or polygon-island raster)"_s
                   .arg(grid.width)
                   .arg(grid.height)
                   .arg(side);
    };
    return util::writeFormatFile(
        path, validateParameters(parameters), u"the parameters are not valid"_s,
        [&parameters] { return writeParameters(parameters); }, error, kMaxFileBytes, tooLarge);
}

QStringList validateParameters(const RelfParameters &p)
{
    return toQt(parameterProblems(p));
}

} // namespace terrain::relf
