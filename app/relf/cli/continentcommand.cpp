// continent: a coastline, a polygon island or a grey PNG as the macro shape
// of a Relf world, eroded if asked, written as a Relf parameter file.
#include "cli/args.h"
#include "relfcli.h"

#include "relf/continent/continentbuild.h"
#include "relf/continent/continentpresets.h"
#include "relf/continent/erosion.h"
#include "relf/model/parameterfile.h"
#include "util/groundlimit.h"

using namespace Qt::StringLiterals;

namespace terrain::cli {

int runContinent(const QStringList &argv)
{
    const Args args =
        Args::options(argv,
                      u"--from FILE --cell M --origin X Y --erode K --iterations N "
                      u"--params FILE --preset NAME --sea-level H --raster N --edges NAME -o OUT"_s,
                      {u"--from"_s, u"--cell"_s, u"-o"_s});
    requireSuffix(args.value(u"-o"_s), u"json"_s, u"continent"_s);
    const double cell = args.number(u"--cell"_s);
    if (!(cell >= 1.0 && cell <= relf::kMaxContinentCell))
        throw UsageError("--cell: expected 1 to 1000000 metres a grid cell");
    double originX = 0.0, originY = 0.0;
    if (args.has(u"--origin"_s)) {
        originX = args.number(u"--origin"_s, 0);
        originY = args.number(u"--origin"_s, 1);
        if (!util::withinGroundLimit(originX) || !util::withinGroundLimit(originY))
            throw UsageError("--origin: expected coordinates within ±1e15");
    }
    continent::Preset preset = continent::Preset::Gentle;
    if (args.has(u"--preset"_s) &&
        !continent::presetFromName(args.value(u"--preset"_s).toStdString(), &preset))
        throw UsageError("--preset: expected gentle, alpine or archipelago");
    continent::SourceOptions options;
    if (args.has(u"--sea-level"_s)) {
        const double sea = args.number(u"--sea-level"_s);
        if (!(sea > 0.0 && sea < 1.0))
            throw UsageError("--sea-level: expected a fraction of full scale between 0 and 1");
        options.seaLevel = sea;
    }
    if (args.has(u"--edges"_s)) {
        relf::ContinentEdges edges = relf::ContinentEdges::Repeat;
        if (!continent::edgesFromName(args.value(u"--edges"_s).toStdString(), &edges))
            throw UsageError("--edges: expected repeat or ocean, not \"" +
                             args.value(u"--edges"_s).toStdString() + "\"");
        options.edges = edges;
    }
    if (args.has(u"--raster"_s))
        options.polymapSize = int(args.integer(u"--raster"_s, continent::kMinPolymapRaster,
                                               continent::kMaxPolymapRaster));
    relf::ErosionSettings erosion;
    if (args.has(u"--erode"_s)) {
        erosion.strength = args.number(u"--erode"_s);
        if (!(erosion.strength >= 0.0 && erosion.strength <= 1e6))
            throw UsageError("--erode: expected a strength from 0 to 1000000");
        erosion.applied = true;
    }
    if (args.has(u"--iterations"_s)) {
        if (!erosion.applied)
            throw UsageError("--iterations: applies only with --erode");
        erosion.iterations = int(args.integer(u"--iterations"_s, 1, 100000));
    }
    relf::RelfParameters p = loadParameters(args.value(u"--params"_s));

    const QString from = args.value(u"--from"_s);
    QString error;
    std::optional<continent::BuiltGrid> built = continent::gridFromFile(from, options, &error);
    if (!built)
        throw CommandError(error.toStdString());
    if (options.seaLevel && built->source.kind != "png")
        throw UsageError("--sea-level: applies only to a PNG (" + from.toStdString() + " is a " +
                         built->source.kind + " file)");
    if (args.has(u"--raster"_s) && built->source.kind != "polymap")
        throw UsageError("--raster: applies only to a polygon-island file");
    relf::Continent c = continent::makeContinent(built->grid, built->edges, cell, originX, originY,
                                                 std::move(built->source), p, preset);
    if (erosion.applied) {
        continent::ErosionResult eroded =
            continent::erodeContinent(*c.grid, c.edges, c.coast, erosion, 0);
        c.grid = std::make_shared<const relf::ContinentGrid>(std::move(*eroded.grid));
        c.erosion = erosion;
    }
    p.continent = std::move(c);
    if (const QStringList problems = relf::validateParameters(p); !problems.isEmpty())
        throw CommandError(problems.join(u'\n').toStdString());
    if (!relf::writeParameterFile(p, args.value(u"-o"_s), &error))
        throw CommandError(error.toStdString());
    return 0;
}

} // namespace terrain::cli
