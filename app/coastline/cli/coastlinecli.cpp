// terrainstudio-cli coastline: a fractal coastline (seed 002) made and
// exported by the same core the studio uses, and the generator's part of
// bench.
//   coastline [--size N] [--seed S] [--java-random] [--params FILE] [--step K]
//             [--export map|types|heightmap] [--format png16|raw] -o OUT

#include "cli/args.h"
#include "cli/benchtiming.h"
#include "cli/cliio.h"
#include "cli/cliregistry.h"
#include "cli/exportchoice.h"
#include "cli/parameterfiles.h"
#include "coastline/coastlinefile.h"
#include "coastline/coastlineshape.h"
#include "coastline/exports/coastlineexport.h"
#include "util/parallel.h"

#include <QTextStream>

using namespace Qt::StringLiterals;

namespace terrain::cli {

namespace {

using coastline::CoastlineMap;
using coastline::CoastlineParameters;

// What -o writes: the map at a step to a path; false with why.
using Writer = bool (*)(const CoastlineMap &map, int step, const QString &path, QString *error);

bool colourPng(const CoastlineMap &map, int step, const QString &path, QString *error)
{
    return coastline::exportColourPng(map, step, path, error);
}

// A heightmap is of the finished map, whatever the step.
template <exporting::HeightFormat Format>
bool heightmap(const CoastlineMap &map, int, const QString &path, QString *error)
{
    return coastline::exportHeightmap(map, Format, path, error);
}

bool writesHeights(Writer writer)
{
    return writer == heightmap<exporting::HeightFormat::Png16> ||
           writer == heightmap<exporting::HeightFormat::Raw16>;
}

// The export and the extension pick the writer.
Writer writerOf(const Args &args)
{
    const QStringList picture = {u"--step"_s}, heights = {u"--format"_s};
    const Writer writer = exportChoice<Writer>(
        args, {{u"map"_s, u"png"_s, colourPng, picture},
               {u"map"_s, u"txt"_s, coastline::exportText, picture},
               {u"map"_s, u"tmj"_s, coastline::exportTmj, picture},
               {u"types"_s, u"png"_s, coastline::exportTypePng, picture},
               {u"heightmap"_s, u"png"_s, heightmap<exporting::HeightFormat::Png16>, heights},
               {u"heightmap"_s, u"raw"_s, heightmap<exporting::HeightFormat::Raw16>, heights}});
    if (writesHeights(writer))
        rawHeightmap(args, args.value(u"-o"_s)); // --format and the extension agree
    return writer;
}

CoastlineParameters parametersOf(const Args &args)
{
    CoastlineParameters p;
    if (args.has(u"--params"_s)) {
        const coastline::CoastlineReadResult r =
            coastline::kCoastlineFile.readFile(args.value(u"--params"_s));
        p = readOrThrow(r.parameters, r);
    } else {
        if (!args.has(u"--size"_s))
            usage(u"--size N is required without --params"_s);
        if (!args.has(u"--seed"_s))
            usage(u"--seed S is required without --params"_s);
        p = CoastlineParameters::article();
    }
    if (args.has(u"--size"_s)) {
        const auto size = args.integer(u"--size"_s, coastline::kMinSize, coastline::kMaxSize);
        if (!coastline::isPowerOfTwo(size))
            usage(u"--size: expected a power of two from %1 to %2, got \"%3\""_s
                      .arg(coastline::kMinSize)
                      .arg(coastline::kMaxSize)
                      .arg(args.value(u"--size"_s)));
        p.size = int(size);
    }
    if (args.has(u"--seed"_s))
        p.seed = args.wholeNumber(u"--seed"_s);
    if (args.has(u"--java-random"_s))
        p.random = coastline::RandomMode::Java;
    // A file's set is valid, so what is wrong now came with --size.
    if (const QStringList problems = coastline::validate(p); !problems.isEmpty())
        usage(u"--size: does not fit the parameter set: "_s + problems.join(u"; "_s));
    return p;
}

int runCoastline(const QStringList &argv)
{
    const Args args =
        Args::options(argv,
                      u"--size N --seed S --java-random --params FILE --step K --export WHAT "
                      u"--format FORMAT -o OUT"_s,
                      {u"-o OUT"_s});
    const QString out = args.value(u"-o"_s);
    const Writer writer = writerOf(args);
    CoastlineParameters p = parametersOf(args);
    if (writesHeights(writer))
        p.heights.enabled = true; // a heightmap needs heights; the set's own settings shape them
    const int step =
        args.has(u"--step"_s) ? int(args.integer(u"--step"_s, 1, p.steps())) : p.steps();

    const coastline::CoastlineMapPtr map = coastline::generate(p, 0);
    QString error;
    if (!writer(*map, step, out, &error))
        throw CommandError(error.toStdString());
    return 0;
}

// coastline_ms_4096_1 and coastline_ms_16384_all: medians of several
// generations (fast mode, types only) on one thread and on all.
void benchCoastline(const QString &paramsPath, QJsonObject &report, QStringList &lines)
{
    CoastlineParameters p = CoastlineParameters::article();
    if (!paramsPath.isEmpty()) {
        const coastline::CoastlineReadResult r = coastline::kCoastlineFile.readFile(paramsPath);
        p = readOrThrow(r.parameters, r);
    }
    p.random = coastline::RandomMode::Fast;
    p.heights.enabled = false;
    const auto generationMs = [&](int size, int threads, int runs) {
        p.size = size;
        return medianMs(runs, 1, [&](int) {
            if (!coastline::generate(p, threads))
                throw CommandError("the coastline came out empty");
        });
    };
    const int all = util::idealThreads();
    const double one = generationMs(4096, 1, 15);
    const double big = generationMs(16384, all, 7);
    report[u"coastline_ms_4096_1"_s] = one;
    report[u"coastline_ms_16384_all"_s] = big;
    lines << u"coastline 4096 x 4096, one thread: %1 ms (median of 15)"_s.arg(one, 0, 'f', 1)
          << u"coastline 16384 x 16384, %1 threads: %2 ms (median of 7)"_s.arg(all).arg(big, 0, 'f',
                                                                                        1);
}

} // namespace

CliGenerator coastlineCli()
{
    CliGenerator g;
    g.formatName = coastline::kCoastlineFile.formatName();
    g.shapeSource = coastline::shapeSource();
    g.commands = commandsOf(u":/usage/coastline-usage.txt"_s, {{u"coastline"_s, runCoastline}});
    g.bench = benchCoastline;
    return g;
}

} // namespace terrain::cli
