// streams: every stream whose source lies in a region; site: findGoodSite.
#include "cli/args.h"
#include "relfcli.h"

#include "relf/features/goodsite.h"
#include "relf/features/streams.h"
#include "util/groundlimit.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstdio>
#include <string>

using namespace Qt::StringLiterals;

namespace terrain::cli {

namespace {

constexpr auto kFar = qint64(util::kGroundLimit);
constexpr qint64 kMaxSide = 100'000; // metres
constexpr double kMaxArea = 4e8;     // square metres (20 km x 20 km)

void write(const std::string &text)
{
    std::fwrite(text.data(), 1, text.size(), stdout);
    std::fflush(stdout);
}

} // namespace

int runStreams(const QStringList &argv)
{
    const Args args = Args::options(argv, u"--region X0 Y0 W H --params FILE --json"_s,
                                    {u"--region X0 Y0 W H"_s});
    const qint64 x0 = args.integer(u"--region"_s, -kFar, kFar, 0);
    const qint64 y0 = args.integer(u"--region"_s, -kFar, kFar, 1);
    const qint64 w = args.integer(u"--region"_s, 1, kMaxSide, 2);
    const qint64 h = args.integer(u"--region"_s, 1, kMaxSide, 3);
    if (double(w) * double(h) > kMaxArea)
        throw UsageError("--region: W x H is " + std::to_string(double(w) * double(h)) +
                         " m², more than the " + std::to_string(qint64(kMaxArea)) +
                         " a scan may cover");
    const relf::RelfEvaluator terrain(loadParameters(args.value(u"--params"_s)));
    // The region's integer points are x0 .. x0 + w - 1 and y0 .. y0 + h - 1.
    const auto streams = relf::findStreams(terrain, x0, y0, x0 + w - 1, y0 + h - 1);
    const auto endName = [](relf::StreamEnd e) {
        return e == relf::StreamEnd::Lake ? "lake" : "marsh";
    };
    if (args.has(u"--json"_s)) {
        QJsonArray list;
        for (const relf::Stream &s : *streams) {
            QJsonArray points;
            for (const relf::StreamPoint &p : s.points)
                points.append(QJsonArray{qint64(p.x), qint64(p.y)});
            list.append(
                QJsonObject{{u"source"_s, QJsonArray{qint64(s.source().x), qint64(s.source().y)}},
                            {u"end"_s, QString::fromLatin1(endName(s.end))},
                            {u"length"_s, s.length},
                            {u"cutShort"_s, s.cutShort},
                            {u"points"_s, points}});
        }
        write(QJsonDocument(QJsonObject{{u"streams"_s, list}})
                  .toJson(QJsonDocument::Compact)
                  .toStdString() +
              '\n');
        return 0;
    }
    std::string text;
    char buf[96];
    for (const relf::Stream &s : *streams) {
        std::snprintf(buf, sizeof buf, "%lld %lld %s %.6f", static_cast<long long>(s.source().x),
                      static_cast<long long>(s.source().y), endName(s.end), s.length);
        text += buf;
        for (std::size_t i = 1; i < s.points.size(); ++i) {
            std::snprintf(buf, sizeof buf, " %lld,%lld", static_cast<long long>(s.points[i].x),
                          static_cast<long long>(s.points[i].y));
            text += buf;
        }
        text += '\n';
    }
    write(text);
    return 0;
}

int runSite(const QStringList &argv)
{
    const Args args(argv, u"--params FILE"_s);
    if (args.positional().size() != 2)
        throw UsageError("expected the starting point X Y");
    const double x = parseNumber(args.positional().at(0), u"X"_s);
    const double y = parseNumber(args.positional().at(1), u"Y"_s);
    if (!util::withinGroundLimit(x) || !util::withinGroundLimit(y))
        throw UsageError("X Y: expected coordinates within ±1e15");
    const relf::RelfEvaluator terrain(loadParameters(args.value(u"--params"_s)));
    const relf::GoodSite site = relf::findGoodSite(terrain, x, y);
    std::string text = std::to_string(site.x) + ' ' + std::to_string(site.y);
    if (site.ok)
        text += " ok\n";
    else
        text += " failed: " + std::string(relf::siteCriterionName(site.failed)) + " (" +
                relf::siteCriterionText(site.failed, terrain.parameters().sites) + ")\n";
    write(text);
    return 0; // a site not fully met is an answer, not an error
}

} // namespace terrain::cli
