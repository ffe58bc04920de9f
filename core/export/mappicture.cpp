#include "mappicture.h"
#include "bandstream.h"
#include "pngstream.h"
#include "util/atomicfile.h"
#include "util/groundlimit.h"

#include <QSaveFile>

#include <array>
#include <cmath>
#include <optional>

using namespace Qt::StringLiterals;

namespace terrain::exporting {

bool mapSettings(const Region &region, double metresPerPixel,
                 const render::MapRenderSettings &style, render::MapRenderSettings *s,
                 QString *error, int maxSide)
{
    if (!(metresPerPixel >= 1.0 / 64) || metresPerPixel > 1024) {
        *error = u"scale: expected metres per pixel from 1/64 to 1024"_s;
        return false;
    }
    if (!std::isfinite(region.x0) || !std::isfinite(region.y0) ||
        !util::withinGroundLimit(region.x0) || !util::withinGroundLimit(region.y0)) {
        *error = u"region: expected finite numbers within ±1e15"_s;
        return false;
    }
    const double pw = std::round(region.width / metresPerPixel),
                 ph = std::round(region.height / metresPerPixel);
    if (!(pw >= 1) || !(ph >= 1) || pw > maxSide || ph > maxSide) {
        *error = u"region: the map would be %1 x %2 pixels; each side must be 1 to %3"_s.arg(pw)
                     .arg(ph)
                     .arg(maxSide);
        return false;
    }
    *s = style;
    s->left = region.x0;
    s->top = region.y0 + region.height;
    s->metresPerPixel = metresPerPixel;
    s->width = int(pw);
    s->height = int(ph);
    s->threads = 0;
    return true;
}

bool writeMapPng(const PaintBand &paint, const render::MapRenderSettings &s, const QString &path,
                 QString *error, const Progress &progress, int bandRows)
{
    const int rows =
        bandRows > 0 ? std::min(bandRows, s.height) : bandRowsFor(qint64(s.width) * 4, s.height);
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly)) {
        *error =
            u"%1: cannot write: %2"_s.arg(path, util::writeFailureReason(path, f.errorString(), 0));
        return false;
    }
    std::array<QImage, 2> images;
    std::optional<PngStream> png;
    QString writeError;
    const auto produce = [&](int slot, int first, int count) {
        render::MapRenderSettings band = s;
        band.top = s.top - double(first) * s.metresPerPixel;
        band.height = count;
        QImage image = paint(band);
        images[std::size_t(slot)] = image.convertToFormat(
            image.hasAlphaChannel() ? QImage::Format_ARGB32 : QImage::Format_RGB32);
    };
    const auto write = [&](int slot, int first, int count) {
        const QImage &image = images[std::size_t(slot)];
        bool ok = image.width() == s.width && image.height() == count;
        if (ok && first == 0) {
            png.emplace(f, s.width, s.height,
                        image.format() == QImage::Format_ARGB32 ? PngStream::Pixels::Argb32
                                                                : PngStream::Pixels::Rgb32);
            ok = png->writeHeader();
        }
        for (int r = 0; r < count && ok; ++r)
            ok = png->writeRow(image.constScanLine(r));
        if (!ok)
            writeError = u"%1: cannot write: %2"_s.arg(
                path, util::writeFailureReason(path, png ? png->error() : f.errorString(),
                                               qint64(s.width) * count * 4));
        return ok;
    };
    const BandResult result = streamBands({s.height, rows}, produce, write, progress);
    if (result == BandResult::Done && !png->finish())
        writeError =
            u"%1: cannot write: %2"_s.arg(path, util::writeFailureReason(path, png->error(), 0));
    if (result != BandResult::Done || !writeError.isEmpty() || !util::commitSaveFile(f)) {
        *error = result == BandResult::Cancelled ? u"cancelled"_s
                 : !writeError.isEmpty()
                     ? writeError
                     : u"%1: cannot write: %2"_s.arg(
                           path, util::writeFailureReason(path, f.errorString(), 0));
        f.cancelWriting();
        return false;
    }
    return true;
}

bool writePng(QIODevice &out, const QImage &image, QString *why)
{
    QImage rows = image;
    PngStream::Pixels kind = PngStream::Pixels::Rgb32;
    switch (image.format()) {
    case QImage::Format_Indexed8:
        kind = PngStream::Pixels::Indexed8;
        break;
    case QImage::Format_Grayscale8:
        kind = PngStream::Pixels::Gray8;
        break;
    case QImage::Format_Grayscale16:
        kind = PngStream::Pixels::Gray16;
        break;
    default:
        kind = image.hasAlphaChannel() ? PngStream::Pixels::Argb32 : PngStream::Pixels::Rgb32;
        rows = image.convertToFormat(image.hasAlphaChannel() ? QImage::Format_ARGB32
                                                             : QImage::Format_RGB32);
    }
    PngStream png(out, rows.width(), rows.height(), kind, rows.colorTable());
    bool ok = png.writeHeader();
    for (int y = 0; y < rows.height() && ok; ++y)
        ok = png.writeRow(rows.constScanLine(y));
    if (ok && png.finish())
        return true;
    if (why)
        *why = png.error();
    return false;
}

bool writePicturePng(const QImage &image, const QString &path, QString *error)
{
    if (image.format() == QImage::Format_Indexed8 ||
        image.format() == QImage::Format_Grayscale8) { // kept as they are, a byte a pixel
        QSaveFile f(path);
        QString why;
        if (f.open(QIODevice::WriteOnly) && writePng(f, image, &why) && util::commitSaveFile(f))
            return true;
        *error = u"%1: cannot write: %2"_s.arg(
            path, util::writeFailureReason(path, why.isEmpty() ? f.errorString() : why, 0));
        return false;
    }
    render::MapRenderSettings s;
    s.left = 0;
    s.top = 0;
    s.metresPerPixel = 1; // a band's top is minus its first row
    s.width = image.width();
    s.height = image.height();
    return writeMapPng(
        [&image](const render::MapRenderSettings &band) {
            return image.copy(0, int(-band.top), band.width, band.height);
        },
        s, path, error);
}

} // namespace terrain::exporting
