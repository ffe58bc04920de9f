// The star-field file (starfieldfile.h).

#include "starfieldfile.h"

#include "util/jsonfieldreader.h"

#include <QJsonArray>
#include <QJsonObject>

#include <cmath>

using namespace Qt::StringLiterals;

namespace terrain::starfield {

namespace {

struct Reader : util::JsonFieldReader
{
    std::optional<SpaceVector> vector(const QJsonValue &v, const QString &path)
    {
        const auto stu = triple(v, path, u"[s, t, u]"_s, -65536, 65536);
        return stu ? std::optional(SpaceVector{(*stu)[0], (*stu)[1], (*stu)[2]}) : std::nullopt;
    }
};

} // namespace

QStringList validateStarField(const StarFieldParameters &p)
{
    QStringList out;
    for (const std::string &e : validateGalaxy(p.galaxy))
        out << QString::fromStdString(e);
    if (const std::string why = checkBox(p.box); !why.empty())
        out << u"box: "_s + QString::fromStdString(why);
    return out;
}

namespace {

StarFieldReadResult fromJson(const QJsonObject &root)
{
    Reader r;
    if (!r.formatAndVersion(root, kStarFieldFile.formatName(), kStarFieldFile.version))
        return {{}, r.errors, {}};
    r.unknown(root, QString(),
              {u"format"_s, u"version"_s, u"box"_s, u"stars"_s, u"nebula"_s, u"nebulaThreshold"_s,
               u"minMagnitude"_s, u"magnitudeRange"_s, u"profile"_s});

    StarFieldParameters p;
    const QJsonObject box = root.value(u"box"_s).toObject();
    if (!root.value(u"box"_s).isObject())
        r.errors << u"box: expected an object"_s;
    else {
        constexpr qint64 kFar = 1'000'000'000'000'000;
        const std::pair<const char *, std::int64_t *> fields[] = {
            {"x0", &p.box.x0},   {"y0", &p.box.y0},    {"z0", &p.box.z0},
            {"width", &p.box.w}, {"height", &p.box.h}, {"depth", &p.box.d}};
        for (const auto &[name, target] : fields) {
            const bool side = target == &p.box.w || target == &p.box.h || target == &p.box.d;
            if (const auto v =
                    r.integer(box.value(QLatin1StringView(name)),
                              u"box.%1"_s.arg(QLatin1StringView(name)), side ? 1 : -kFar, kFar))
                *target = *v;
        }
    }
    const QJsonArray stars = root.value(u"stars"_s).toArray();
    if (!root.value(u"stars"_s).isArray() || stars.size() != 5)
        r.errors << u"stars: expected five vectors [s, t, u]"_s;
    else
        for (qsizetype i = 0; i < 5; ++i)
            if (const auto v = r.vector(stars.at(i), u"stars[%1]"_s.arg(i)))
                p.galaxy.stars[std::size_t(i)] = *v;
    const QJsonArray nebula = root.value(u"nebula"_s).toArray();
    if (!root.value(u"nebula"_s).isArray() || nebula.size() > 64)
        r.errors << u"nebula: expected a list of at most 64 vectors [s, t, u]"_s;
    else {
        p.galaxy.nebula.clear();
        for (qsizetype i = 0; i < nebula.size(); ++i)
            if (const auto v = r.vector(nebula.at(i), u"nebula[%1]"_s.arg(i)))
                p.galaxy.nebula.push_back(*v);
    }
    if (const auto v = r.integer(root.value(u"nebulaThreshold"_s), u"nebulaThreshold"_s, -1e9, 1e9))
        p.galaxy.nebulaThreshold = std::int32_t(*v);
    if (const auto v = r.number(root.value(u"minMagnitude"_s), u"minMagnitude"_s, -100, 100))
        p.galaxy.minMagnitude = *v;
    if (const auto v = r.number(root.value(u"magnitudeRange"_s), u"magnitudeRange"_s, -100, 100))
        p.galaxy.magnitudeRange = *v;
    const QJsonArray profile = root.value(u"profile"_s).toArray();
    if (!root.value(u"profile"_s).isArray() || profile.size() != 256)
        r.errors << u"profile: expected 256 whole numbers"_s;
    else
        for (qsizetype i = 0; i < 256; ++i)
            if (const auto v = r.integer(profile.at(i), u"profile[%1]"_s.arg(i), -1000000, 1000000))
                p.galaxy.profile[std::size_t(i)] = std::int32_t(*v);
    if (r.errors.isEmpty())
        r.errors = validateStarField(p);
    return StarFieldReadResult::of(std::move(p), r.errors, r.warnings);
}

QJsonObject toJson(const StarFieldParameters &p)
{
    const auto vectors = [](const auto &list) {
        QJsonArray a;
        for (const SpaceVector &v : list)
            a.append(QJsonArray{v.s, v.t, v.u});
        return a;
    };
    QJsonArray profile;
    for (const std::int32_t v : p.galaxy.profile)
        profile.append(v);
    const QJsonObject root{{u"format"_s, QLatin1StringView(kStarFieldFile.name)},
                           {u"version"_s, kStarFieldFile.version},
                           {u"box"_s, QJsonObject{{u"x0"_s, qint64(p.box.x0)},
                                                  {u"y0"_s, qint64(p.box.y0)},
                                                  {u"z0"_s, qint64(p.box.z0)},
                                                  {u"width"_s, qint64(p.box.w)},
                                                  {u"height"_s, qint64(p.box.h)},
                                                  {u"depth"_s, qint64(p.box.d)}}},
                           {u"stars"_s, vectors(p.galaxy.stars)},
                           {u"nebula"_s, vectors(p.galaxy.nebula)},
                           {u"nebulaThreshold"_s, p.galaxy.nebulaThreshold},
                           {u"minMagnitude"_s, p.galaxy.minMagnitude},
                           {u"magnitudeRange"_s, p.galaxy.magnitudeRange},
                           {u"profile"_s, profile}};
    return root;
}

} // namespace

constinit const util::JsonFormat<StarFieldParameters> kStarFieldFile{
    .name = "terrainstudio-starfield",
    .version = 1,
    .maxBytes = 1 << 20,
    .what = "a star-field file",
    .invalid = "the parameters are not valid",
    .fromJson = fromJson,
    .toJson = toJson,
    .validate = validateStarField};

} // namespace terrain::starfield
