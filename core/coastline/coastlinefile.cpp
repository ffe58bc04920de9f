#include "coastlinefile.h"

#include "coastlinefilereader.h"
#include "util/jsonfieldreader.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace terrain::coastline {

namespace {
CoastlineReadResult fromJson(const QJsonObject &root)
{
    detail::FieldReader r;
    if (!r.formatAndVersion(root, kCoastlineFile.formatName(), kCoastlineFile.version))
        return {{}, r.errors, {}};

    CoastlineParameters p = CoastlineParameters::article();
    if (const auto size = r.integer(root.value(u"size"_s), u"size"_s, 0, 1 << 30))
        p.size = int(*size);
    if (const auto seed = r.seed(root.value(u"seed"_s), u"seed"_s))
        p.seed = *seed;
    if (root.contains(u"random"_s)) {
        const QString mode = root.value(u"random"_s).toString();
        if (mode == u"fast"_s || mode == u"java"_s)
            p.random = mode == u"java"_s ? RandomMode::Java : RandomMode::Fast;
        else
            r.fail(u"random"_s, u"expected \"fast\" or \"java\""_s);
    }
    const auto grid = r.integer(root.value(u"startGrid"_s), u"startGrid"_s, 0, 1 << 16);
    if (grid)
        p.startGrid = int(*grid);
    const bool gridKnown = grid && p.startGrid >= kMinStartGrid && p.startGrid <= kMaxStartGrid;
    r.start(root.value(u"start"_s), p, gridKnown);
    r.landTypes(root.value(u"landTypes"_s), p);
    // Default base heights for the types read; the file's own replace them.
    p.heights.base.assign(p.landTypes.size(), kDefaultLandBase);
    p.heights.base[0] = kDefaultSeaBase;
    r.heights(root.value(u"heights"_s), p);
    r.unknown(root, QString(),
              {u"format"_s, u"version"_s, u"size"_s, u"seed"_s, u"random"_s, u"startGrid"_s,
               u"start"_s, u"landTypes"_s, u"heights"_s});

    // The rules across fields, leaving out what a failed field (or one it
    // depends on) would only report again.
    const QHash<QString, QStringList> dependsOn = {
        {u"startGrid"_s, {u"size"_s}},
        {u"start"_s, {u"startGrid"_s, u"landTypes#count"_s}},
        {u"landTypes"_s, {u"landTypes#count"_s}},
        {u"heights"_s, {u"landTypes#count"_s}}};
    QStringList errors = util::withRuleProblems(r.errors, validate(p), r.failed, dependsOn);
    return CoastlineReadResult::of(std::move(p), std::move(errors), r.warnings);
}

QJsonObject toJson(const CoastlineParameters &p)
{
    QJsonObject root = util::formatRoot(kCoastlineFile.formatName(), kCoastlineFile.version);
    root[u"size"_s] = p.size;
    root[u"seed"_s] = util::wholeNumberJson(p.seed);
    root[u"random"_s] = p.random == RandomMode::Java ? u"java"_s : u"fast"_s;
    root[u"startGrid"_s] = p.startGrid;
    QJsonArray start;
    const auto g = std::size_t(p.startGrid);
    for (std::size_t r = 0; r < g && (r + 1) * g <= p.start.size(); ++r) {
        QString row;
        for (std::size_t c = 0; c < g; ++c)
            row += QChar(u'0' + p.start[r * g + c] % 10);
        start.append(row);
    }
    root[u"start"_s] = start;
    QJsonArray types;
    for (const LandType &t : p.landTypes) {
        const QString colour = qAlpha(t.colour) == 255
                                   ? u"#%1"_s.arg(t.colour & 0xffffffu, 6, 16, QLatin1Char('0'))
                                   : u"#%1"_s.arg(t.colour, 8, 16, QLatin1Char('0'));
        types.append(QJsonObject{{u"name"_s, t.name}, {u"colour"_s, colour}});
    }
    root[u"landTypes"_s] = types;
    QJsonArray base;
    for (const double b : p.heights.base)
        base.append(b);
    root[u"heights"_s] = QJsonObject{{u"enabled"_s, p.heights.enabled},
                                     {u"amplitude"_s, p.heights.amplitude},
                                     {u"roughness"_s, p.heights.roughness},
                                     {u"seaLevel"_s, p.heights.seaLevel},
                                     {u"base"_s, base}};
    return root;
}

} // namespace

constinit const util::JsonFormat<CoastlineParameters> kCoastlineFile{
    .name = "terrainstudio-coastline",
    .version = 1,
    .maxBytes = 4 << 20,
    .what = "a coastline file",
    .invalid = "the parameters are not valid",
    .fromJson = fromJson,
    .toJson = toJson,
    .validate = validate};

} // namespace terrain::coastline
