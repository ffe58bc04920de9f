#include "cli/args.h"
#include "relfcli.h"
#include "util/groundlimit.h"

#include "export/mappicture.h"
#include "relf/map/linesymbols.h"

#include "relf/evaluator.h"
#include "relf/map/maprenderer.h"

#include <QPainter>

#include <cmath>

using namespace Qt::StringLiterals;

namespace terrain::cli {

namespace {
constexpr double kMaxCoordinate = util::kGroundLimit;
constexpr int kMaxPixels = 16384;
} // namespace

int runRender(const QStringList &argv)
{
    const Args args = Args::options(argv,
                                    u"--region X0 Y0 W H --scale M --params FILE -o OUT "
                                    u"--contour-interval M"_s,
                                    {u"--region X0 Y0 W H"_s, u"-o OUT.png"_s});
    requireSuffix(args.value(u"-o"_s), u"png"_s, u"render"_s);
    const double x0 = args.number(u"--region"_s, 0);
    const double y0 = args.number(u"--region"_s, 1);
    const double w = args.number(u"--region"_s, 2);
    const double h = args.number(u"--region"_s, 3);
    const double scale = args.has(u"--scale"_s) ? args.number(u"--scale"_s) : 1.0;
    if (std::abs(x0) > kMaxCoordinate || std::abs(y0) > kMaxCoordinate)
        throw UsageError("--region: X0 and Y0 must lie within ±1e15");
    if (!(w > 0) || !(h > 0))
        throw UsageError("--region: W and H must be positive");
    if (!(scale >= 1.0 / 64) || scale > 1024)
        throw UsageError("--scale: expected metres per pixel from 1/64 to 1024");
    const double pw = std::round(w / scale);
    const double ph = std::round(h / scale);
    if (pw < 1 || ph < 1 || pw > kMaxPixels || ph > kMaxPixels)
        throw UsageError("the picture would be " + std::to_string(pw) + " x " + std::to_string(ph) +
                         " pixels; each side must be 1 to 16384");

    const relf::RelfEvaluator terrain(loadParameters(args.value(u"--params"_s)));
    render::MapRenderSettings s{.left = x0,
                                .top = y0 + h,
                                .metresPerPixel = scale,
                                .width = int(pw),
                                .height = int(ph),
                                .threads = 0};
    if (args.has(u"--contour-interval"_s)) {
        s.contourInterval = args.number(u"--contour-interval"_s);
        if (!(s.contourInterval >= 0.1) || s.contourInterval > 1e6)
            throw UsageError("--contour-interval: expected 0.1 to 1e6");
    }
    QImage image = relf::renderMap(terrain, s);
    if (s.layers & relf::LayerFeatures) {
        // Streams, as the studio draws them over its map.
        QPainter painter(&image);
        relf::paintStreamsOver(painter, terrain, s);
    }

    QString error;
    if (!exporting::writePicturePng(image, args.value(u"-o"_s), &error))
        throw CommandError(error.toStdString());
    return 0;
}

} // namespace terrain::cli
