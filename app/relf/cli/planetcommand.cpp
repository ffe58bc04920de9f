// planet: a spherical planet's heights (seed 000) as an equirectangular
// heightmap or a six-face cube map, each with its sidecar.
#include "cli/args.h"
#include "cli/exportchoice.h"
#include "cli/parameterfiles.h"
#include "relfcli.h"

#include "export/heightmapwriter.h"
#include "export/mappicture.h"
#include "relf/planet/planet.h"
#include "relf/planet/planetexport.h"
#include "relf/planet/planetfile.h"
#include "relf/planet/planetglobe.h"
#include "relf/planet/planetmaps.h"

#include <QJsonArray>
#include <QTextStream>

#include <algorithm>
#include <cmath>
#include <string>

using namespace Qt::StringLiterals;

namespace terrain::cli {

namespace {

// planet --params FILE: a saved planet, read as the studio reads it.
relf::PlanetDesign readDesign(const QString &path)
{
    requireFormat(path, relf::kPlanetFile.formatName(), u"a planet file"_s);
    const relf::PlanetReadResult r = relf::kPlanetFile.readFile(path);
    return readOrThrow(r.parameters, r);
}

} // namespace

int runPlanet(const QStringList &argv)
{
    const Args args =
        Args::options(argv,
                      u"--export WHAT --size N --radius R --format FORMAT --centre X Y "
                      u"--scale M --params FILE -o OUT"_s,
                      {u"--export"_s, u"--size"_s, u"-o"_s});
    enum class Out
    {
        Equirect,
        Cube,
        Globe,
        Map
    };
    const QStringList heights = {u"--format"_s};
    const Out what =
        exportChoice<Out>(args, {{u"equirect"_s, u"png"_s, Out::Equirect, heights},
                                 {u"equirect"_s, u"raw"_s, Out::Equirect, heights},
                                 {u"cube"_s, u"png"_s, Out::Cube, heights},
                                 {u"cube"_s, u"raw"_s, Out::Cube, heights},
                                 {u"globe"_s, u"png"_s, Out::Globe, {u"--centre"_s}},
                                 {u"map"_s, u"png"_s, Out::Map, {u"--centre"_s, u"--scale"_s}}});
    const bool picture = what == Out::Globe || what == Out::Map;
    // The saved planet and its view, or the defaults; options override them.
    const relf::PlanetDesign design =
        args.has(u"--params"_s) ? readDesign(args.value(u"--params"_s)) : relf::PlanetDesign{};
    relf::PlanetParameters p = design.planet;
    if (args.has(u"--radius"_s))
        p.radius = args.number(u"--radius"_s);
    // The planet's own rule (relf::validatePlanet), as the planet file's.
    if (const auto problems = relf::validatePlanet(p); !problems.empty())
        throw UsageError("--" + problems.front());
    if (picture) {
        const int pixels = int(args.integer(u"--size"_s, 16, 8192));
        double latitude = design.latitude, longitude = design.longitude;
        if (args.has(u"--centre"_s)) {
            latitude = args.number(u"--centre"_s, 0);
            longitude = args.number(u"--centre"_s, 1);
            // The planet file's limits (relf::validatePlanetDesign).
            if (std::abs(latitude) > 90)
                throw UsageError("--centre: latitude " + std::to_string(latitude) +
                                 " is not from -90 to 90");
            if (std::abs(longitude) > 180)
                throw UsageError("--centre: longitude " + std::to_string(longitude) +
                                 " is not from -180 to 180");
        }
        const QString out = args.value(u"-o"_s);
        QImage globe;
        if (what == Out::Globe) {
            relf::GlobeView view;
            view.size = pixels;
            view.latitude = latitude;
            view.longitude = longitude;
            globe = relf::renderGlobe(relf::Planet(p), view);
        } else {
            relf::FlatMapView view;
            view.width = view.height = pixels;
            view.latitude = latitude;
            view.longitude = longitude;
            view.scale = design.mapScale;
            if (args.has(u"--scale"_s)) {
                view.scale = args.number(u"--scale"_s);
                if (!(view.scale >= relf::kMinPlanetMapScale) || view.scale * pixels > p.radius)
                    throw UsageError("--scale: " + std::to_string(view.scale) +
                                     " units a pixel is not at least 1e-9 with the map within "
                                     "the planet's radius");
            }
            globe = relf::renderFlatMap(relf::Planet(p), view);
        }
        QString error;
        if (!exporting::writePicturePng(globe, out, &error))
            throw CommandError(error.toStdString());
        return 0;
    }
    const QString out = args.value(u"-o"_s);
    const bool raw = rawHeightmap(args, out); // --format and the extension agree
    const int size = int(args.integer(u"--size"_s, 3, what == Out::Cube ? 4096 : 8192));
    const relf::Planet planet(p);
    const auto heightFormat = raw ? exporting::HeightFormat::Raw16 : exporting::HeightFormat::Png16;
    QString error;
    if (!(what == Out::Equirect
              ? relf::exportEquirectangular(planet, size, heightFormat, out, &error)
              : relf::exportCubeMap(planet, size, heightFormat, out, &error)))
        throw CommandError(error.toStdString());
    return 0;
}

} // namespace terrain::cli
