#include "cli/args.h"
#include "relfcli.h"
#include "util/groundlimit.h"

#include "export/mappicture.h"
#include "relf/map/linesymbols.h"

#include "relf/evaluator.h"
#include "relf/map/maprenderer.h"

#include "render/rgb.h"

#include <QSaveFile>

#include <cmath>
#include <vector>

using namespace Qt::StringLiterals;

namespace terrain::cli {

namespace {
constexpr double kMaxCoordinate = util::kGroundLimit;
constexpr int kMaxPixels = 16384;

// The picture as R, G, B, A bytes row by row, written whole or not at all.
bool writeRgba(const QImage &image, const QString &path, QString *error)
{
    std::vector<std::uint8_t> bytes(std::size_t(image.width()) * 4);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        *error = path + u": "_s + file.errorString();
        return false;
    }
    for (int j = 0; j < image.height(); ++j) {
        render::toRgbaBytes(reinterpret_cast<const render::Rgb *>(image.constScanLine(j)),
                            std::size_t(image.width()), bytes.data());
        if (file.write(reinterpret_cast<const char *>(bytes.data()), qint64(bytes.size())) !=
            qint64(bytes.size())) {
            *error = path + u": "_s + file.errorString();
            return false;
        }
    }
    if (!file.commit()) {
        *error = path + u": "_s + file.errorString();
        return false;
    }
    return true;
}

} // namespace

int runRender(const QStringList &argv)
{
    const Args args = Args::options(argv,
                                    u"--region X0 Y0 W H --scale M --params FILE -o OUT "
                                    u"--contour-interval M"_s,
                                    {u"--region X0 Y0 W H"_s, u"-o OUT.png"_s});
    const QString out = args.value(u"-o"_s);
    const bool rgba = suffixOf(out) == u"rgba"_s; // the bare bytes, as tr_map gives them
    if (!rgba)
        requireSuffix(out, u"png"_s, u"render"_s);
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
    const QImage image = relf::renderPicture(terrain, s);

    QString error;
    if (rgba ? !writeRgba(image, out, &error) : !exporting::writePicturePng(image, out, &error))
        throw CommandError(error.toStdString());
    return 0;
}

} // namespace terrain::cli
