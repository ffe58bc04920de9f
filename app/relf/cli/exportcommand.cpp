// export heightmap | mesh | map | splat | objects | tiles: the same exporters the studio
// uses.
#include "cli/args.h"
#include "relfcli.h"

#include "export/mappicture.h"
#include "util/groundlimit.h"

#include "relf/exports/enginepresets.h"
#include "relf/exports/geojsonexport.h"
#include "relf/exports/heightexport.h"
#include "relf/exports/mapexport.h"
#include "relf/exports/objectlist.h"
#include "relf/exports/omapexport.h"
#include "relf/exports/splatexport.h"
#include "relf/exports/tiledexport.h"

#include <cmath>

using namespace Qt::StringLiterals;

namespace terrain::cli {

namespace {

exporting::Region readRegion(const Args &args)
{
    args.require(u"--region X0 Y0 W H"_s);
    exporting::Region r{args.number(u"--region"_s, 0), args.number(u"--region"_s, 1),
                        args.number(u"--region"_s, 2), args.number(u"--region"_s, 3)};
    if (!util::withinGroundLimit(r.x0) || !util::withinGroundLimit(r.y0) ||
        !util::withinGroundLimit(r.width) || !util::withinGroundLimit(r.height))
        throw UsageError("--region: values must lie within ±1e15");
    if (!(r.width > 0) || !(r.height > 0))
        throw UsageError("--region: W and H must be positive");
    return r;
}

int runMap(const Args &args, const exporting::Region &region)
{
    args.allowOnly({u"--region"_s, u"--scale"_s, u"--format"_s, u"--params"_s, u"-o"_s},
                   u"export map"_s);
    const QString format = args.value(u"--format"_s);
    if (format != u"png"_s && format != u"svg"_s && format != u"pdf"_s && format != u"tmj"_s &&
        format != u"omap"_s)
        throw UsageError("--format: expected png, svg, pdf, omap or tmj");
    requireSuffix(args.value(u"-o"_s), format, u"--format "_s + format);
    const double scale = args.has(u"--scale"_s) ? args.number(u"--scale"_s) : 1.0;
    QString error;
    {
        // A scale or a picture size out of range is a usage error (exit 2),
        // as for render, found before anything is read or written.
        render::MapRenderSettings checked;
        const int most = format == u"png"_s    ? exporting::kMaxStreamedMapSide
                         : format == u"tmj"_s  ? relf::kMaxTiledSide
                         : format == u"omap"_s ? relf::kMaxOmapCells
                                               : exporting::kMaxMapSide;
        if (!exporting::mapSettings(region, scale, {}, &checked, &error, most) ||
            ((format == u"svg"_s || format == u"pdf"_s) &&
             !relf::vectorMapFits(checked.width, checked.height, &error)))
            throw UsageError("--" + error.toStdString());
    }
    const relf::RelfEvaluator terrain(loadParameters(args.value(u"--params"_s)));
    const QString out = args.value(u"-o"_s);
    bool ok = false;
    if (format == u"png"_s)
        ok = relf::exportRasterMap(terrain, region, scale, out, &error);
    else if (format == u"tmj"_s)
        ok = relf::exportTiledMap(terrain, region, scale, out, &error);
    else if (format == u"omap"_s)
        ok = relf::exportOmap(terrain, region, scale, out, &error);
    else
        ok = relf::exportVectorMap(
            terrain, region, scale,
            format == u"svg"_s ? relf::VectorFormat::Svg : relf::VectorFormat::Pdf, out, &error);
    if (!ok)
        throw CommandError(error.toStdString());
    return 0;
}

int runSplat(const Args &args, const exporting::Region &region)
{
    args.allowOnly({u"--region"_s, u"--size"_s, u"--params"_s, u"-o"_s}, u"export splat"_s);
    requireSuffix(args.value(u"-o"_s), u"png"_s, u"export splat"_s);
    args.require(u"--size N"_s);
    const int size = int(args.integer(u"--size"_s, 2, relf::kMaxHeightmapSize));
    const relf::RelfEvaluator terrain(loadParameters(args.value(u"--params"_s)));
    QString error;
    if (!relf::exportSplatMaps(terrain, region, size, args.value(u"-o"_s), &error))
        throw CommandError(error.toStdString());
    return 0;
}

int runObjects(const Args &args, const exporting::Region &region)
{
    args.allowOnly({u"--region"_s, u"--format"_s, u"--params"_s, u"-o"_s}, u"export objects"_s);
    const QString format = args.value(u"--format"_s);
    if (format != u"csv"_s && format != u"json"_s && format != u"geojson"_s)
        throw UsageError("--format: expected csv, json or geojson");
    requireSuffix(args.value(u"-o"_s), format, u"--format "_s + format);
    if (region.width > relf::kMaxObjectRegionSide || region.height > relf::kMaxObjectRegionSide)
        throw UsageError("--region: at most 16384 m a side for an object list");
    const relf::RelfEvaluator terrain(loadParameters(args.value(u"--params"_s)));
    QString error;
    if (format == u"geojson"_s ? !relf::exportGeoJson(terrain, region, args.value(u"-o"_s), &error)
                               : !relf::exportObjects(terrain, region,
                                                      format == u"csv"_s ? relf::ObjectFormat::Csv
                                                                         : relf::ObjectFormat::Json,
                                                      args.value(u"-o"_s), &error))
        throw CommandError(error.toStdString());
    return 0;
}

// export heightmap [--engine unity|unreal|godot]: the format follows from
// the engine where it has one (Unity RAW, Unreal PNG), Godot's is raw or exr.
int runHeightmap(const Args &args, const exporting::Region &region)
{
    args.allowOnly({u"--region"_s, u"--size"_s, u"--format"_s, u"--params"_s, u"-o"_s,
                    u"--height-range"_s, u"--engine"_s},
                   u"export heightmap"_s);
    std::optional<relf::Engine> engine;
    if (args.has(u"--engine"_s)) {
        engine = relf::engineFromName(args.value(u"--engine"_s));
        if (!engine)
            throw UsageError("--engine: expected unity, unreal or godot");
    }
    QString format = args.value(u"--format"_s);
    if (engine && !args.has(u"--format"_s))
        format = *engine == relf::Engine::Unreal ? u"png16"_s : u"raw"_s;
    if (format != u"png16"_s && format != u"raw"_s && format != u"exr"_s)
        throw UsageError("--format: expected png16, raw or exr");
    const relf::EngineFormat engineFormat = format == u"png16"_s ? relf::EngineFormat::Png16
                                            : format == u"exr"_s ? relf::EngineFormat::Exr32
                                                                 : relf::EngineFormat::Raw16;
    // Another format than the engine's is a usage error, found before
    // anything is read or written.
    if (engine && !relf::engineTakes(*engine, engineFormat))
        throw UsageError(QString(u"--format "_s + format + u" does not apply to --engine "_s +
                                 args.value(u"--engine"_s) + u": "_s + relf::engineName(*engine) +
                                 u" takes --format "_s +
                                 (*engine == relf::Engine::Unity    ? u"raw"_s
                                  : *engine == relf::Engine::Unreal ? u"png16"_s
                                                                    : u"raw or exr"_s))
                             .toStdString());
    if (engine) {
        requireSuffix(args.value(u"-o"_s), relf::engineSuffix(*engine, engineFormat),
                      relf::engineName(*engine) + u" "_s + format);
    } else {
        requireSuffix(args.value(u"-o"_s), format == u"png16"_s ? u"png"_s : format,
                      u"--format "_s + format);
    }
    args.require(u"--size N"_s);
    // N samples along the region's longer side; the shorter side as many
    // as keep the samples equally far apart (the engine's nearest size).
    const int size = int(args.integer(u"--size"_s, 2, relf::kMaxHeightmapSize));
    const relf::GridSize grid =
        engine ? relf::engineGrid(*engine, region, size) : relf::heightmapGrid(region, size);
    if (engine) {
        if (const QString why = relf::checkEngineSize(*engine, size); !why.isEmpty())
            throw UsageError("--" + why.toStdString());
        if (const QString why = relf::checkEngineGrid(*engine, grid); !why.isEmpty())
            throw UsageError("--" + why.toStdString());
    }
    std::optional<relf::HeightRange> range;
    if (args.has(u"--height-range"_s)) {
        range = relf::HeightRange{args.number(u"--height-range"_s, 0),
                                  args.number(u"--height-range"_s, 1)};
        if (const QString why = relf::checkHeightRange(*range); !why.isEmpty())
            throw UsageError("--" + why.toStdString());
    }
    const relf::RelfEvaluator terrain(loadParameters(args.value(u"--params"_s)));
    QString error;
    const bool ok = engine
                        ? relf::exportEngineHeightmap(terrain, region, grid, *engine, engineFormat,
                                                      args.value(u"-o"_s), &error, {}, range)
                        : relf::exportHeightmap(terrain, region, grid,
                                                engineFormat == relf::EngineFormat::Png16
                                                    ? exporting::HeightFormat::Png16
                                                : engineFormat == relf::EngineFormat::Exr32
                                                    ? exporting::HeightFormat::Exr32
                                                    : exporting::HeightFormat::Raw16,
                                                args.value(u"-o"_s), &error, {}, range);
    if (!ok)
        throw CommandError(error.toStdString());
    return 0;
}

} // namespace

int runExport(const QStringList &argv)
{
    if (argv.isEmpty())
        throw UsageError("expected what to export: heightmap, mesh, map, splat, objects or tiles");
    const QString what = argv.first();
    const Args args =
        Args::options(argv.mid(1),
                      u"--region X0 Y0 W H --size N --format FORMAT --scale M "
                      u"--height-range LO HI --engine NAME --zoom Z --layers LIST --shard I/N "
                      u"--params FILE -o OUT"_s,
                      {u"-o FILE"_s});
    const exporting::Region region = readRegion(args);
    if (what == u"map"_s)
        return runMap(args, region);
    if (what == u"splat"_s)
        return runSplat(args, region);
    if (what == u"objects"_s)
        return runObjects(args, region);
    if (what == u"tiles"_s)
        return runTiles(args);
    if (what == u"heightmap"_s)
        return runHeightmap(args, region);
    if (what != u"mesh"_s)
        throw UsageError("expected heightmap, mesh, map, splat, objects or tiles, got " +
                         what.toStdString());
    args.allowOnly({u"--region"_s, u"--size"_s, u"--format"_s, u"--params"_s, u"-o"_s},
                   u"export mesh"_s);
    const QString format = args.valueOr(u"--format"_s, u"obj"_s);
    if (format != u"obj"_s && format != u"glb"_s)
        throw UsageError("--format: expected obj or glb, got " + format.toStdString());
    requireSuffix(args.value(u"-o"_s), format, u"--format "_s + format);
    args.require(u"--size N"_s);
    const int size = int(args.integer(u"--size"_s, 2, relf::kMaxMeshSize));
    const relf::RelfEvaluator terrain(loadParameters(args.value(u"--params"_s)));
    QString error;
    const bool ok = format == u"glb"_s
                        ? relf::exportGlbMesh(terrain, region, size, args.value(u"-o"_s), &error)
                        : relf::exportMesh(terrain, region, size, args.value(u"-o"_s), &error);
    if (!ok)
        throw CommandError(error.toStdString());
    return 0;
}

} // namespace terrain::cli
