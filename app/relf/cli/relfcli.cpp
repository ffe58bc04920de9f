// The Relf commands as terrainstudio-cli lists them.
#include "relfcli.h"

#include "cli/parameterfiles.h"
#include "relf/model/parameterfile.h"

#include <QTextStream>

using namespace Qt::StringLiterals;

namespace terrain::cli {

relf::RelfParameters loadParameters(const QString &path)
{
    if (path.isEmpty())
        return relf::RelfParameters::reference1983();
    const relf::ParameterReadResult r = relf::readParameterFile(path);
    return readOrThrow(r.parameters, r);
}

CliGenerator relfCli()
{
    CliGenerator g;
    g.formatName = QString::fromLatin1(relf::kParameterFormat);
    g.commands = {
        {u"sample"_s,
         u"  sample [--params FILE] [--lake-level H] [FILE]\n"
         u"      Reads lines \"x y\" (FILE or standard input) and prints for each\n"
         u"      \"x y height terrain feature code depth xr yr\".\n"_s,
         runSample},
        {u"params"_s,
         u"  params [--params FILE]\n"
         u"      Prints the parameter set as JSON (the built-in 1983 set by default).\n"_s,
         runParams},
        {u"randomise"_s,
         u"  randomise --seed N [--length L] [--sines N] [-o FILE]\n"
         u"      A parameter set with a random sine-wave profile.\n"_s,
         runRandomise},
        {u"randomize"_s, QString(), runRandomise},
        {u"render"_s,
         u"  render --region X0 Y0 W H [--scale M_PER_PX] [--params FILE] -o OUT.png\n"
         u"      The region (X0, Y0 its south-west corner) as an orienteering map.\n"_s,
         runRender},
        {u"mines"_s,
         u"  mines --cells I0 J0 NI NJ [--params FILE] [--level Z]\n"
         u"      The 16 m mine cells, northmost row first: # rock, . open, S open below\n"
         u"      a shaft; then each connected mine with its cells and shafts.\n"_s,
         runMines},
        {u"streams"_s,
         u"  streams --region X0 Y0 W H [--params FILE] [--json]\n"
         u"      Every stream whose source (a water hole) lies in the region: source x y,\n"
         u"      end (lake or marsh), length in metres, then the route's points x,y.\n"_s,
         runStreams},
        {u"continent"_s,
         u"  continent --from FILE --cell M [--origin X Y] [--erode STRENGTH [--iterations N]]\n"
         u"            [--params RELF.json] [--preset gentle|alpine|archipelago]\n"
         u"            [--sea-level F] [--raster N] -o WORLD.json\n"
         u"      A coastline or polygon-island parameter file, or a grey PNG (8 or 16 bits,\n"
         u"      row 0 north; land from half the full scale, or --sea-level F of it) as\n"
         u"      the macro shape of the Relf set (--params, the built-in one by default):\n"
         u"      one grid cell is M metres, its south-west corner at X Y (0 0). A polygon\n"
         u"      island is rasterised N cells a side (1024). Every command takes the\n"
         u"      result as --params.\n"_s,
         runContinent},
        {u"planet"_s,
         u"  planet --export equirect|cube --size N [--params FILE] [--radius R]\n"
         u"         [--format png16|raw] -o FILE\n"
         u"      A spherical planet's heights (seed 000): equirectangular, N columns from\n"
         u"      180 W to 180 E and N/2 + 1 rows from pole to pole, or six N x N cube faces\n"
         u"      FILE-px, -nx, -py, -ny, -pz, -nz; each with FILE.json, one height range.\n"
         u"  planet --export globe|map --size PX [--params FILE] [--centre LAT LON] [--scale U]\n"
         u"         [--radius R] -o FILE.png\n"
         u"      The planet seen from far away, or a flat map of the ground at U units a\n"
         u"      pixel (0.25 by default), centred on LAT LON (default 30 0).\n"
         u"      --params FILE: a saved planet (terrainstudio-planet), its planet and its\n"
         u"      view's centre and scale in place of the defaults; --radius, --centre and\n"
         u"      --scale given beside it override the file's.\n"_s,
         runPlanet},
        {u"site"_s,
         u"  site X Y [--params FILE]\n"
         u"      findGoodSite from (X, Y): prints \"x y ok\", or the best site found\n"
         u"      as \"x y failed: REASON\".\n"_s,
         runSite},
        {u"export"_s,
         u"  export heightmap --region X0 Y0 W H --size N --format png16|raw|exr\n"
         u"                   [--engine unity|unreal|godot] [--height-range MIN MAX]\n"
         u"                   [--params FILE] -o FILE\n"
         u"      Ground heights, first row northmost, 16 bits (or 32-bit float EXR), with\n"
         u"      FILE.json: N samples along the region's longer side, the shorter side\n"
         u"      as many as keep them equally spaced (W 2000, H 1000, N 257: 257 x 129).\n"
         u"      --engine picks the engine's format, sizes and row order and writes the\n"
         u"      import settings into FILE.json; Unity takes square regions only.\n"
         u"  export mesh --region X0 Y0 W H --size N [--format obj|glb] [--params FILE] -o FILE\n"
         u"      N x N samples as a Wavefront OBJ or binary glTF triangle mesh.\n"
         u"  export map --region X0 Y0 W H --scale M_PER_PX --format png|svg|pdf|omap|tmj\n"
         u"             [--params FILE] -o FILE\n"
         u"      The region as a map picture, a vector map (CONREC contours, buildings\n"
         u"      and symbols as vectors over the vegetation), an OpenOrienteering Mapper\n"
         u"      map (ISOM 2017-2 symbols, 1:10,000), or a Tiled map (one tile a cell of\n"
         u"      M_PER_PX metres; features, streams and roads as objects).\n"
         u"  export splat --region X0 Y0 W H --size N [--params FILE] -o FILE.png\n"
         u"      The terrain kinds of the heightmap's grid as RGBA weight maps, four kinds\n"
         u"      a picture: FILE-0.png, FILE-1.png, FILE-2.png, with FILE.json.\n"
         u"  export objects --region X0 Y0 W H --format csv|json [--params FILE] -o FILE\n"
         u"      Every building, point feature, stream point, road vertex and placed\n"
         u"      object in the region: kind x y z rotation scale, for engine instancing.\n"
         u"  export tiles --region X0 Y0 W H --zoom Z0..Z1 [--layers map,height]\n"
         u"               [--shard I/N] [--params FILE] -o DIR\n"
         u"      An XYZ pyramid of 256-pixel tiles (m = 64 / 2^z metres a pixel) with\n"
         u"      index.json and a Leaflet viewer (DIR/index.html); shard I of N (I from 0)\n"
         u"      writes every N-th tile, and N shards write what one run writes.\n"_s,
         runExport},
    };
    g.bench = benchRelf;
    return g;
}

} // namespace terrain::cli
