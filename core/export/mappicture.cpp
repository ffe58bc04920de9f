#include "mappicture.h"
#include "util/groundlimit.h"

#include <QBuffer>
#include <QImageWriter>

#include <cmath>

using namespace Qt::StringLiterals;

namespace terrain::exporting {

bool mapSettings(const Region &region, double metresPerPixel,
                 const render::MapRenderSettings &style, render::MapRenderSettings *s,
                 QString *error)
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
    if (!(pw >= 1) || !(ph >= 1) || pw > 16384 || ph > 16384) {
        *error =
            u"region: the map would be %1 x %2 pixels; each side must be 1 to 16384"_s.arg(pw).arg(
                ph);
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

bool writeMapPng(const render::TileSource &source, const render::MapRenderSettings &settings,
                 const QString &path, QString *error)
{
    return writePicturePng(source.render(settings), path, error);
}

bool writePicturePng(const QImage &image, const QString &path, QString *error)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QImageWriter writer(&buffer, "png");
    if (!writer.write(image)) {
        *error = u"%1: cannot encode the picture: %2"_s.arg(path, writer.errorString());
        return false;
    }
    return writeFileAtomically(path, buffer.data(), error);
}

} // namespace terrain::exporting
