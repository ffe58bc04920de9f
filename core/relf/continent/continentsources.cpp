// The coast levels, the coastline's grid and the picture reader; the polygon
// map's grid is in continentpolymap.cpp.
#include "continentsources.h"

#include "distancefield.h"

#include <QFileInfo>
#include <QImage>
#include <QImageReader>

#include <algorithm>
#include <array>
#include <cmath>

using namespace Qt::StringLiterals;

namespace terrain::continent {

namespace {

constexpr double kFull = relf::kContinentFullScale;

double smoothstep(double x)
{
    x = std::clamp(x, 0.0, 1.0);
    return x * x * (3.0 - 2.0 * x);
}

} // namespace

CoastSamples coastSamples(double coast)
{
    CoastSamples c;
    c.coast = std::isnan(coast) ? 0.5 : std::clamp(coast, 1.0 / kFull, 1.0);
    // The smallest sample that the model does not call sea (m < coast).
    int floor = int(std::ceil(c.coast * kFull));
    while (floor > 1 && double(floor - 1) / kFull >= c.coast)
        --floor;
    while (floor < 65535 && double(floor) / kFull < c.coast)
        ++floor;
    c.landFloor = std::uint16_t(floor);
    c.seaTop = std::uint16_t(floor - 1);
    return c;
}

std::uint16_t CoastSamples::land(double t) const
{
    const double m = coast + (1.0 - coast) * std::clamp(t, 0.0, 1.0);
    return std::uint16_t(std::clamp(std::lround(m * kFull), long(landFloor), 65535L));
}

std::uint16_t CoastSamples::sea(double t) const
{
    const double m = coast * std::clamp(t, 0.0, 1.0);
    return std::uint16_t(std::clamp(std::lround(m * kFull), 0L, long(seaTop)));
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

relf::ContinentGrid gridFromCoastline(const coastline::CoastlineMap &map, double coast)
{
    const CoastSamples levels = coastSamples(coast);
    const coastline::CoastlineParameters &p = map.parameters();
    const int k = std::max(1, map.size() / relf::kMaxContinentSide);
    const int n = map.size() / k;
    const auto cells = std::size_t(n) * std::size_t(n);
    relf::ContinentGrid grid;
    grid.width = grid.height = n;
    grid.samples.resize(cells);

    std::array<bool, 256> water{};
    for (std::size_t t = 0; t < water.size(); ++t)
        water[t] = coastline::isWaterType(p, int(t));
    std::vector<std::uint8_t> land(cells);
    for (int r = 0; r < n; ++r)
        for (int c = 0; c < n; ++c)
            land[std::size_t(r) * std::size_t(n) + std::size_t(c)] =
                water[std::size_t(map.typeAt(c * k, r * k))] ? 0 : 1;

    if (map.hasHeights()) {
        const double seaLevel = p.heights.seaLevel;
        double highest = seaLevel, deepest = seaLevel;
        for (int r = 0; r < n; ++r)
            for (int c = 0; c < n; ++c) {
                const double h = map.heightAt(c * k, r * k);
                if (land[std::size_t(r) * std::size_t(n) + std::size_t(c)])
                    highest = std::max(highest, h);
                else
                    deepest = std::min(deepest, h);
            }
        for (int r = 0; r < n; ++r)
            for (int c = 0; c < n; ++c) {
                const std::size_t at = std::size_t(r) * std::size_t(n) + std::size_t(c);
                const double h = map.heightAt(c * k, r * k);
                grid.samples[at] =
                    land[at] ? levels.land(
                                   highest > seaLevel ? (h - seaLevel) / (highest - seaLevel) : 0.0)
                             : levels.sea(deepest < seaLevel ? (h - deepest) / (seaLevel - deepest)
                                                             : 1.0);
            }
        return grid;
    }

    // No heights: relief from the distance across the coast, on the torus;
    // first the sea's from the land, then (the marks turned over) the land's.
    const double reach = std::max(1.0, kCoastRelief * n);
    std::vector<std::uint8_t> &marks = land;
    std::vector<std::uint32_t> across;
    for (const bool onLand : {false, true}) {
        if (onLand)
            for (std::uint8_t &mark : marks)
                mark = mark ? 0 : 1;
        squaredDistances(marks, n, n, true, across);
        for (std::size_t at = 0; at < cells; ++at) {
            if (marks[at])
                continue; // a cell of the other side
            const std::uint32_t d2 = across[at];
            const double t = d2 == kNoDistance ? 1.0 : smoothstep(std::sqrt(double(d2)) / reach);
            grid.samples[at] = onLand ? levels.land(t) : levels.sea(1.0 - t);
        }
    }
    return grid;
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
