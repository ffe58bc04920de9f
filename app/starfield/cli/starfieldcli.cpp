// The star-field commands of terrainstudio-cli: stars, every star in a
// block of space (seed 000's calcStar) and the seed's four exercises on it;
// and the star scan's figure for bench.

#include "cli/args.h"
#include "cli/benchtiming.h"
#include "cli/cliio.h"
#include "cli/cliregistry.h"
#include "cli/parameterfiles.h"

#include "starfield/starfield.h"
#include "starfield/starfieldfile.h"
#include "starfield/starstatistics.h"
#include "util/groundlimit.h"

#include <QTextStream>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <charconv>
#include <cmath>
#include <cstdio>
#include <string>

using namespace Qt::StringLiterals;

namespace terrain::cli {

namespace {

std::string number(double v)
{
    char buffer[32];
    const auto r = std::to_chars(buffer, buffer + sizeof buffer, v);
    return std::string(buffer, r.ptr);
}

void write(const std::string &text)
{
    std::fwrite(text.data(), 1, text.size(), stdout);
    std::fflush(stdout);
}

QJsonValue finiteOrNull(double v)
{
    return std::isfinite(v) ? QJsonValue(v) : QJsonValue(QJsonValue::Null);
}

// A star-field file, read as the studio reads it; warnings go to stderr.
starfield::StarFieldParameters readStarFieldParameters(const QString &path)
{
    requireFormat(path, starfield::kStarFieldFile.formatName(), u"a star-field file"_s);
    const starfield::StarFieldReadResult r = starfield::kStarFieldFile.readFile(path);
    return readOrThrow(r.parameters, r);
}

int runStars(const QStringList &argv)
{
    const Args args = Args::options(argv, u"--box X0 Y0 Z0 W H D --params FILE --json"_s);
    if (!args.has(u"--box"_s) && !args.has(u"--params"_s))
        throw UsageError("--box X0 Y0 Z0 W H D is required without --params");
    constexpr auto kFar = qint64(util::kGroundLimit);
    starfield::SpaceBox box;
    if (args.has(u"--box"_s)) {
        box.x0 = args.integer(u"--box"_s, -kFar, kFar, 0);
        box.y0 = args.integer(u"--box"_s, -kFar, kFar, 1);
        box.z0 = args.integer(u"--box"_s, -kFar, kFar, 2);
        box.w = args.integer(u"--box"_s, 1, kFar, 3);
        box.h = args.integer(u"--box"_s, 1, kFar, 4);
        box.d = args.integer(u"--box"_s, 1, kFar, 5);
        if (const std::string why = starfield::checkBox(box); !why.empty())
            throw UsageError("--box: " + why);
    }
    // A saved star field: its galaxy, and its block unless --box overrides it.
    starfield::GalaxyParameters galaxy = starfield::GalaxyParameters::defaults();
    if (args.has(u"--params"_s)) {
        const starfield::StarFieldParameters saved =
            readStarFieldParameters(args.value(u"--params"_s));
        galaxy = saved.galaxy;
        if (!args.has(u"--box"_s))
            box = saved.box;
    }
    const std::vector<starfield::Star> stars = starfield::scanStars(galaxy, box);
    const starfield::StarStatistics s =
        starfield::starStatistics(stars, box, starfield::eyeOf(box));

    if (args.has(u"--json"_s)) {
        QJsonArray list;
        for (const starfield::Star &star : stars)
            list.append(QJsonObject{{u"x"_s, star.x},
                                    {u"y"_s, star.y},
                                    {u"z"_s, star.z},
                                    {u"magnitude"_s, star.magnitude},
                                    {u"planets"_s, star.planets},
                                    {u"colour"_s, star.colour}});
        QJsonArray table;
        for (const std::int64_t n : s.perPlanets)
            table.append(qint64(n));
        QJsonObject stats{{u"stars"_s, qint64(s.stars)},
                          {u"volume"_s, s.volume},
                          {u"density"_s, s.density},
                          {u"starsPerPlanetCount"_s, table},
                          {u"colourPlanetCorrelation"_s, finiteOrNull(s.correlation)},
                          {u"t"_s, finiteOrNull(s.t)},
                          {u"independent"_s, s.independent}};
        if (s.nearest)
            stats[u"nearest"_s] = QJsonObject{{u"x"_s, s.nearest->x},
                                              {u"y"_s, s.nearest->y},
                                              {u"z"_s, s.nearest->z},
                                              {u"distance"_s, s.nearestDistance},
                                              {u"planets"_s, s.nearest->planets}};
        write(QJsonDocument(QJsonObject{{u"stars"_s, list}, {u"statistics"_s, stats}})
                  .toJson(QJsonDocument::Indented)
                  .toStdString());
        return 0;
    }
    std::string text;
    for (const starfield::Star &star : stars)
        text += number(star.x) + ' ' + number(star.y) + ' ' + number(star.z) + ' ' +
                number(star.magnitude) + ' ' + std::to_string(star.planets) + ' ' +
                std::to_string(star.colour) + '\n';
    write(text);
    return 0;
}

// Seed 000's star scan of 800 x 600 x 300 units, all threads, with the
// galaxy of the star-field file given (its block aside: the bench's block
// stays the same, so that figures compare) or the default one.
void benchStarField(const QString &paramsPath, QJsonObject &r, QStringList &lines)
{
    starfield::GalaxyParameters galaxy = starfield::GalaxyParameters::defaults();
    if (!paramsPath.isEmpty())
        galaxy = readStarFieldParameters(paramsPath).galaxy;
    std::size_t found = 0;
    r[u"stars_ms"_s] = medianMs(9, 1, [&](int) {
        found = starfield::scanStars(galaxy, starfield::SpaceBox{}).size();
        // The default galaxy has stars in this block: none means the scan failed.
        if (found == 0 && paramsPath.isEmpty())
            throw CommandError("the star scan found no stars");
    });
    r[u"stars_found"_s] = qint64(found);
    lines << u"stars in 800 x 600 x 300 units, all threads: %1 ms (%2 stars, %3)"_s
                 .arg(r[u"stars_ms"_s].toDouble(), 0, 'f', 1)
                 .arg(found)
                 .arg(paramsPath.isEmpty() ? u"the default galaxy"_s
                                           : u"the galaxy of "_s + paramsPath);
}

} // namespace

CliGenerator starfieldCli()
{
    CliGenerator g;
    g.formatName = starfield::kStarFieldFile.formatName();
    g.commands = commandsOf(u":/usage/starfield-usage.txt"_s, {{u"stars"_s, runStars}});
    g.bench = benchStarField;
    return g;
}

} // namespace terrain::cli
