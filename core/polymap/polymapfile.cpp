#include "polymapfile.h"

#include "polymapfilereader.h"
#include "util/jsonfieldreader.h"

#include <QJsonArray>

#include <limits>

using namespace Qt::StringLiterals;

namespace terrain::polymap {

namespace {
QStringList pointKindNames()
{
    return {pointKindName(PointKind::Random), pointKindName(PointKind::Relaxed),
            pointKindName(PointKind::Square), pointKindName(PointKind::Hex),
            pointKindName(PointKind::Poisson)};
}

QStringList islandShapeNames()
{
    return {islandShapeName(IslandShape::Radial), islandShapeName(IslandShape::Noise),
            islandShapeName(IslandShape::Square), islandShapeName(IslandShape::Blob)};
}

// The seed, the points, the regions and the island shape make the map and
// must be there; the other fields are tuning with the article's defaults,
// so a file written by hand may leave them out.
PolymapReadResult fromJson(const QJsonObject &root)
{
    detail::FieldReader r;
    if (!r.formatAndVersion(root, kPolymapFile.formatName(), kPolymapFile.version))
        return {{}, r.errors, {}};

    PolymapParameters p;
    constexpr qint64 intLo = std::numeric_limits<int>::min(),
                     intHi = std::numeric_limits<int>::max();
    if (const auto seed = r.seed(root.value(u"seed"_s), u"seed"_s))
        p.seed = *seed;
    if (const auto name = r.name(root.value(u"points"_s), u"points"_s, pointKindNames()))
        pointKindFromName(*name, &p.points);
    if (const auto regions =
            r.integer(root.value(u"regions"_s), u"regions"_s, kMinRegions, kMaxRegions))
        p.regions = int(*regions);
    if (const auto name = r.name(root.value(u"island"_s), u"island"_s, islandShapeNames()))
        islandShapeFromName(*name, &p.island);

    const auto optional = [&root](const char16_t *key) {
        return root.value(QString::fromUtf16(key));
    };
    if (const QJsonValue v = optional(u"relaxations"); !v.isUndefined())
        if (const auto i = r.integer(v, u"relaxations"_s, 0, kMaxRelaxations))
            p.relaxations = int(*i);
    // Any int: validate() says what the rivers may be.
    if (const QJsonValue v = optional(u"rivers"); !v.isUndefined())
        if (const auto i = r.integer(v, u"rivers"_s, intLo, intHi))
            p.rivers = int(*i);
    for (auto [key, out] : {std::pair{u"islandFactor", &p.islandFactor},
                            {u"noiseScale", &p.noiseScale},
                            {u"landRatio", &p.landRatio},
                            {u"lakeThreshold", &p.lakeThreshold},
                            {u"noiseAmount", &p.noiseAmount}})
        if (const QJsonValue v = optional(key); !v.isUndefined())
            if (const auto d = r.number(v, QString::fromUtf16(key)))
                *out = *d;
    for (auto [key, out] : {std::pair{u"noisyEdges", &p.noisyEdges},
                            {u"smoothTransitions", &p.smoothTransitions},
                            {u"roads", &p.roads},
                            {u"lava", &p.lava}})
        if (const QJsonValue v = optional(key); !v.isUndefined())
            if (const auto b = r.boolean(v, QString::fromUtf16(key)))
                *out = *b;
    r.paint(root.value(u"paint"_s), p);
    r.unknown(root, QString(),
              {u"format"_s, u"version"_s, u"seed"_s, u"points"_s, u"regions"_s, u"relaxations"_s,
               u"island"_s, u"islandFactor"_s, u"noiseScale"_s, u"landRatio"_s, u"lakeThreshold"_s,
               u"rivers"_s, u"noisyEdges"_s, u"noiseAmount"_s, u"smoothTransitions"_s, u"roads"_s,
               u"lava"_s, u"paint"_s});

    // The ranges, leaving out what a failed field would only report again.
    QStringList errors = util::withRuleProblems(r.errors, validate(p), r.failed);
    return PolymapReadResult::of(std::move(p), std::move(errors), r.warnings);
}

QJsonObject toJson(const PolymapParameters &p)
{
    QJsonObject root = util::formatRoot(kPolymapFile.formatName(), kPolymapFile.version);
    root[u"seed"_s] = util::wholeNumberJson(p.seed);
    root[u"points"_s] = pointKindName(p.points);
    root[u"regions"_s] = p.regions;
    root[u"relaxations"_s] = p.relaxations;
    root[u"island"_s] = islandShapeName(p.island);
    root[u"islandFactor"_s] = p.islandFactor;
    root[u"noiseScale"_s] = p.noiseScale;
    root[u"landRatio"_s] = p.landRatio;
    root[u"lakeThreshold"_s] = p.lakeThreshold;
    root[u"rivers"_s] = p.rivers;
    root[u"noisyEdges"_s] = p.noisyEdges;
    root[u"noiseAmount"_s] = p.noiseAmount;
    root[u"smoothTransitions"_s] = p.smoothTransitions;
    root[u"roads"_s] = p.roads;
    root[u"lava"_s] = p.lava;
    const auto g = std::size_t(kPaintGrid);
    if (p.paint.size() == g * g) {
        QJsonArray rows;
        for (std::size_t r = 0; r < g; ++r) {
            QString row(qsizetype(g), u'0');
            for (std::size_t c = 0; c < g; ++c)
                row[qsizetype(c)] = QChar(u'0' + p.paint[r * g + c] % 10);
            rows.append(row);
        }
        root[u"paint"_s] = rows;
    }
    return root;
}

} // namespace

constinit const util::JsonFormat<PolymapParameters> kPolymapFile{.name = "terrainstudio-polymap",
                                                                 .version = 1,
                                                                 .maxBytes = 4 << 20,
                                                                 .what = "a polygon map file",
                                                                 .invalid =
                                                                     "the parameters are not valid",
                                                                 .fromJson = fromJson,
                                                                 .toJson = toJson,
                                                                 .validate = validate};

} // namespace terrain::polymap
