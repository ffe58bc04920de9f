// scatter: every tree, bush and rock whose position lies in a region
// (relf/features/scatter.h), one a line, every number exact.
#include "cli/args.h"
#include "relfcli.h"

#include "relf/features/scatter.h"
#include "util/groundlimit.h"

#include <cstdio>
#include <string>

using namespace Qt::StringLiterals;

namespace terrain::cli {

int runScatter(const QStringList &argv)
{
    const Args args =
        Args::options(argv, u"--region X0 Y0 W H --params FILE"_s, {u"--region X0 Y0 W H"_s});
    const double x0 = args.number(u"--region"_s, 0), y0 = args.number(u"--region"_s, 1);
    const double w = args.number(u"--region"_s, 2), h = args.number(u"--region"_s, 3);
    if (!util::withinGroundLimit(x0) || !util::withinGroundLimit(y0) ||
        !util::withinGroundLimit(x0 + w) || !util::withinGroundLimit(y0 + h))
        throw UsageError("--region: expected a region within ±1e15");
    if (!(w > 0) || !(h > 0))
        throw UsageError("--region: W and H must be positive");
    const double cells = (w / relf::kScatterCell + 2) * (h / relf::kScatterCell + 2);
    if (cells > relf::kMaxScatterCells)
        throw UsageError("--region: W x H would hold " + std::to_string(qint64(cells)) +
                         " cells of 2 m, more than the " +
                         std::to_string(qint64(relf::kMaxScatterCells)) + " a scatter may cover");
    const relf::RelfEvaluator terrain(loadParameters(args.value(u"--params"_s)));
    static const char *const kinds[] = {"tree", "bush", "rock"};
    std::string text;
    char line[320];
    for (const relf::ScatterItem &s : relf::scatterIn(terrain, x0, y0, x0 + w, y0 + h)) {
        std::snprintf(line, sizeof line, "%s %d %s %.17g %.17g %.17g %.9g %.9g %.9g %.9g\n",
                      kinds[int(s.kind)], int(s.species), relf::terrainKindName(s.ground).data(),
                      s.x, s.y, s.z, double(s.height), double(s.rotation), double(s.lean),
                      double(s.leanDirection));
        text += line;
    }
    std::fwrite(text.data(), 1, text.size(), stdout);
    return 0;
}

} // namespace terrain::cli
