// terrainstudio-cli polymap: a polygon island map (seed 004) made and
// exported by the same core the studio uses, and the generator's part of
// bench.
//   polymap [--params FILE] [--seed S] [--regions N] [--points KIND] [--island SHAPE]
//           [--view VIEW] [--size PX] [--export map|heightmap|biomes|moisture]
//           [--format png16|raw] -o OUT.(png|svg|json|geojson|raw)

#include "cli/args.h"
#include "cli/benchtiming.h"
#include "cli/cliio.h"
#include "cli/cliregistry.h"
#include "cli/exportchoice.h"
#include "cli/parameterfiles.h"
#include "polymap/exports/polymapexport.h"
#include "polymap/polymapfile.h"
#include "polymap/polymapshape.h"
#include "util/parallel.h"

#include <QTextStream>

using namespace Qt::StringLiterals;

namespace terrain::cli {

namespace {

using polymap::PolymapParameters;

constexpr int kDefaultSize = 1024;

// What -o writes: the export and the extension pick it.
enum class Kind
{
    MapPng,
    MapSvg,
    Json,
    GeoJson,
    HeightPng,
    HeightRaw,
    BiomePng,
    MoisturePng
};

Kind kindOf(const Args &args)
{
    const QString view = u"--view"_s, size = u"--size"_s, format = u"--format"_s;
    const Kind kind =
        exportChoice<Kind>(args, {{u"map"_s, u"png"_s, Kind::MapPng, {view, size}},
                                  {u"map"_s, u"svg"_s, Kind::MapSvg, {view}},
                                  {u"map"_s, u"json"_s, Kind::Json, {}},
                                  {u"map"_s, u"geojson"_s, Kind::GeoJson, {}},
                                  {u"heightmap"_s, u"png"_s, Kind::HeightPng, {size, format}},
                                  {u"heightmap"_s, u"raw"_s, Kind::HeightRaw, {size, format}},
                                  {u"biomes"_s, u"png"_s, Kind::BiomePng, {size}},
                                  {u"moisture"_s, u"png"_s, Kind::MoisturePng, {size}}});
    if (kind == Kind::HeightPng || kind == Kind::HeightRaw)
        rawHeightmap(args, args.value(u"-o"_s)); // --format and the extension agree
    return kind;
}

PolymapParameters parametersOf(const Args &args)
{
    PolymapParameters p;
    if (args.has(u"--params"_s)) {
        const polymap::PolymapReadResult r =
            polymap::kPolymapFile.readFile(args.value(u"--params"_s));
        p = readOrThrow(r.parameters, r);
    }
    if (args.has(u"--seed"_s))
        p.seed = args.wholeNumber(u"--seed"_s);
    if (args.has(u"--regions"_s))
        p.regions = int(args.integer(u"--regions"_s, polymap::kMinRegions, polymap::kMaxRegions));
    if (args.has(u"--points"_s) &&
        !polymap::pointKindFromName(args.value(u"--points"_s), &p.points))
        usage(u"--points: expected random, relaxed, square, hex or poisson, got \"%1\""_s.arg(
            args.value(u"--points"_s)));
    if (args.has(u"--island"_s) &&
        !polymap::islandShapeFromName(args.value(u"--island"_s), &p.island))
        usage(u"--island: expected radial, noise, square or blob, got \"%1\""_s.arg(
            args.value(u"--island"_s)));
    // A file's set is valid and each option was checked: this holds.
    if (const QStringList problems = polymap::validate(p); !problems.isEmpty())
        usage(u"the parameter set is not valid: "_s + problems.join(u"; "_s));
    return p;
}

int runPolymap(const QStringList &argv)
{
    const Args args =
        Args::options(argv,
                      u"--params FILE --seed S --regions N --points KIND --island SHAPE "
                      u"--view VIEW --size N --export WHAT --format FORMAT -o OUT"_s,
                      {u"-o OUT"_s});
    const QString out = args.value(u"-o"_s);
    const Kind kind = kindOf(args);
    polymap::View view = polymap::View::Biomes;
    if (args.has(u"--view"_s) && !polymap::viewFromName(args.value(u"--view"_s), &view))
        usage(
            u"--view: expected biomes, elevation, moisture, polygons, watersheds or slopes, got \"%1\""_s
                .arg(args.value(u"--view"_s)));
    const int size = args.has(u"--size"_s)
                         ? int(args.integer(u"--size"_s, 1, polymap::kMaxExportSize))
                         : kDefaultSize;
    const PolymapParameters p = parametersOf(args);

    const polymap::PolymapMapPtr map = polymap::generate(p, {}, 0);
    if (!map)
        throw CommandError("the map came out empty");
    QString error;
    switch (kind) {
    case Kind::MapPng:
        error = polymap::exportMapPng(*map, view, polymap::LayersDefault, size, out);
        break;
    case Kind::MapSvg:
        error = polymap::exportMapSvg(*map, view, polymap::LayersDefault, out);
        break;
    case Kind::Json:
        error = polymap::exportJson(*map, out);
        break;
    case Kind::GeoJson:
        error = polymap::exportGeoJson(*map, out);
        break;
    case Kind::HeightPng:
    case Kind::HeightRaw:
        error = polymap::exportHeightmap(*map, size,
                                         kind == Kind::HeightRaw ? u"raw"_s : u"png16"_s, out);
        break;
    case Kind::BiomePng:
        error = polymap::exportBiomePng(*map, size, out);
        break;
    case Kind::MoisturePng:
        error = polymap::exportMoisturePng(*map, size, out);
        break;
    }
    if (!error.isEmpty())
        throw CommandError(error.toStdString());
    return 0;
}

// polymap_mesh_ms_25k, polymap_regen_ms_25k (every step after a change),
// polymap_drag_ms_25k (the river count dragged: the steps it changes) and
// polymap_full_ms_1m: medians of several runs on all threads.
void benchPolymap(const QString &paramsPath, QJsonObject &report, QStringList &lines)
{
    PolymapParameters p;
    if (!paramsPath.isEmpty()) {
        const polymap::PolymapReadResult r = polymap::kPolymapFile.readFile(paramsPath);
        p = readOrThrow(r.parameters, r);
    }
    p.regions = 25000;
    polymap::GraphPtr mesh;
    const double meshMs = medianMs(7, 1, [&](int) {
        mesh = polymap::buildMesh(p, 0);
        if (!mesh)
            throw CommandError("the mesh came out empty");
    });
    // Each run changes a parameter outside the mesh, as a slider drag does.
    const double regenMs = medianMs(7, 1, [&](int run) {
        PolymapParameters q = p;
        q.lakeThreshold = run % 2 ? 0.3 : 0.31;
        if (!polymap::generate(q, mesh, 0))
            throw CommandError("the map came out empty");
    });
    // Dragging the river count: each run after the map of the one before,
    // taking over the island, water, elevation and roads.
    polymap::PolymapMapPtr map = polymap::generate(p, mesh, 0);
    const double dragMs = medianMs(7, 1, [&](int run) {
        PolymapParameters q = p;
        q.rivers = run % 2 ? 300 : 310;
        map = polymap::regenerate(q, map, 0);
        if (!map)
            throw CommandError("the map came out empty");
    });
    map.reset();
    p.regions = 1000000;
    const double fullMs = medianMs(3, 0, [&](int) {
        if (!polymap::generate(p, {}, 0))
            throw CommandError("the map came out empty");
    });
    report[u"polymap_mesh_ms_25k"_s] = meshMs;
    report[u"polymap_regen_ms_25k"_s] = regenMs;
    report[u"polymap_drag_ms_25k"_s] = dragMs;
    report[u"polymap_full_ms_1m"_s] = fullMs;
    const int all = util::idealThreads();
    lines << u"polymap mesh, 25000 regions (%1), %2 threads: %3 ms (median of 7)"_s
                 .arg(polymap::pointKindName(p.points))
                 .arg(all)
                 .arg(meshMs, 0, 'f', 1)
          << u"polymap regenerate on that mesh, 25000 regions: %1 ms (median of 7)"_s.arg(regenMs,
                                                                                          0, 'f', 1)
          << u"polymap river count dragged, 25000 regions: %1 ms (median of 7)"_s.arg(dragMs, 0,
                                                                                      'f', 1)
          << u"polymap generate from nothing, 1000000 regions: %1 ms (median of 3)"_s.arg(fullMs, 0,
                                                                                          'f', 1);
}

} // namespace

CliGenerator polymapCli()
{
    CliGenerator g;
    g.formatName = polymap::kPolymapFile.formatName();
    g.shapeSource = polymap::shapeSource();
    g.commands = commandsOf(u":/usage/polymap-usage.txt"_s, {{u"polymap"_s, runPolymap}});
    g.bench = benchPolymap;
    return g;
}

} // namespace terrain::cli
