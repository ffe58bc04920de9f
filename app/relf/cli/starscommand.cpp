// stars: every star in a block of space (seed 000's calcStar), and the
// seed's four exercises on it.
#include "cli/args.h"
#include "relfcli.h"

#include "relf/starfield.h"
#include "relf/starstatistics.h"
#include "util/groundlimit.h"

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

} // namespace

int runStars(const QStringList &argv)
{
    const Args args(argv, {{u"--box"_s, 6}, {u"--json"_s, 0}});
    if (!args.positional().isEmpty())
        throw UsageError("unexpected argument " + args.positional().first().toStdString());
    if (!args.has(u"--box"_s))
        throw UsageError("--box X0 Y0 Z0 W H D is required");
    constexpr auto kFar = qint64(util::kGroundLimit);
    relf::SpaceBox box;
    box.x0 = args.integer(u"--box"_s, -kFar, kFar, 0);
    box.y0 = args.integer(u"--box"_s, -kFar, kFar, 1);
    box.z0 = args.integer(u"--box"_s, -kFar, kFar, 2);
    box.w = args.integer(u"--box"_s, 1, kFar, 3);
    box.h = args.integer(u"--box"_s, 1, kFar, 4);
    box.d = args.integer(u"--box"_s, 1, kFar, 5);
    if (const std::string why = relf::checkBox(box); !why.empty())
        throw UsageError("--box: " + why);
    const relf::GalaxyParameters galaxy = relf::GalaxyParameters::defaults();
    const std::vector<relf::Star> stars = relf::scanStars(galaxy, box);
    const relf::StarStatistics s = relf::starStatistics(stars, box, relf::eyeOf(box));

    if (args.has(u"--json"_s)) {
        QJsonArray list;
        for (const relf::Star &star : stars)
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
    for (const relf::Star &star : stars)
        text += number(star.x) + ' ' + number(star.y) + ' ' + number(star.z) + ' ' +
                number(star.magnitude) + ' ' + std::to_string(star.planets) + ' ' +
                std::to_string(star.colour) + '\n';
    write(text);
    return 0;
}

} // namespace terrain::cli
