// A shape's grid as a continent's, the share of land, and the picture
// reader.
#include "continentsources.h"

#include <QFileInfo>
#include <QImage>
#include <QImageReader>

#include <algorithm>
#include <array>
#include <cmath>

using namespace Qt::StringLiterals;

namespace terrain::continent {

relf::ContinentGrid gridFromShape(shape::ShapeGrid shape)
{
    relf::ContinentGrid grid;
    grid.width = shape.width;
    grid.height = shape.height;
    grid.samples = std::move(shape.samples);
    return grid;
}

double landShare(const relf::ContinentGrid &grid, double coast)
{
    if (grid.samples.empty())
        return 0.0;
    const CoastSamples levels = coastSamples(coast);
    const auto land = std::count_if(grid.samples.begin(), grid.samples.end(),
                                    [&](std::uint16_t v) { return levels.isLand(v); });
    return double(land) / double(grid.samples.size());
}

std::optional<relf::ContinentGrid> gridFromPng(const QString &path, std::optional<double> seaLevel,
                                               double coast, QString *error)
{
    const auto fail = [&](const QString &reason) {
        if (error)
            *error = u"%1: %2"_s.arg(path, reason);
        return std::nullopt;
    };
    if (seaLevel && !(*seaLevel >= 0.0 && *seaLevel <= 1.0))
        return fail(u"expected a sea level from 0 to 1, found %1"_s.arg(*seaLevel));
    if (!QFileInfo(path).isFile())
        return fail(u"no such file"_s);
    QImageReader reader(path);
    reader.setDecideFormatFromContent(true);
    if (reader.format() != "png")
        return fail(u"not a PNG picture"_s);
    const QSize size = reader.size();
    const auto fits = [](int side) { return side >= 2 && side <= relf::kMaxContinentSide; };
    if (!size.isValid() || !fits(size.width()) || !fits(size.height()))
        return fail(u"expected 2 to %1 pixels a side, found %2 x %3"_s.arg(relf::kMaxContinentSide)
                        .arg(size.width())
                        .arg(size.height()));
    const QImage image = reader.read();
    if (image.isNull())
        return fail(u"cannot read the picture: %1"_s.arg(reader.errorString()));
    const bool eight = image.format() == QImage::Format_Grayscale8;
    if (!eight && image.format() != QImage::Format_Grayscale16) {
        const QString found = image.hasAlphaChannel() ? u"a picture with alpha"_s
                              : image.allGray()       ? u"grey in another format"_s
                                                      : u"colour"_s;
        return fail(u"expected a grey picture of 8 or 16 bits a pixel, found %1"_s.arg(found));
    }

    const CoastSamples levels = coastSamples(coast);
    const double full = eight ? 255.0 : 65535.0;
    const double sea = seaLevel.value_or(0.5) * full;
    relf::ContinentGrid grid;
    grid.width = image.width();
    grid.height = image.height();
    grid.samples.resize(std::size_t(grid.width) * std::size_t(grid.height));
    for (int y = 0; y < grid.height; ++y) {
        const uchar *line = image.constScanLine(y);
        const auto *line16 = reinterpret_cast<const quint16 *>(line);
        std::uint16_t *out = grid.samples.data() + std::size_t(y) * std::size_t(grid.width);
        for (int x = 0; x < grid.width; ++x) {
            const double v = eight ? double(line[x]) : double(line16[x]);
            out[x] = v >= sea ? levels.land(full > sea ? (v - sea) / (full - sea) : 1.0)
                              : levels.sea(v / sea);
        }
    }
    return grid;
}

} // namespace terrain::continent
