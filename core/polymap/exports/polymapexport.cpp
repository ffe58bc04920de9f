// The raster exports: the map picture, heights, biomes and moisture. Each
// covers the map square with size x size pixels, sample (i, j) at the
// pixel's centre, map point ((i + 0.5)·s, (j + 0.5)·s) with s = kMapSize / size.
#include "polymapexport.h"

#include "export/heightmapwriter.h"
#include "export/mappicture.h"
#include "polymap/polymapfile.h"
#include "polymap/render/polymapdrawing.h"
#include "util/parallel.h"

#include <QJsonArray>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace terrain::polymap {

namespace {

using detail::Crossing;
using detail::SampleGrid;

constexpr int kBandRows = 32;

QString checkSize(int size, const QString &path)
{
    if (size < 1 || size > kMaxExportSize)
        return u"%1: expected a size from 1 to %2 pixels, found %3"_s.arg(path)
            .arg(kMaxExportSize)
            .arg(size);
    return {};
}

// The settings whose pixel (i, j) samples the centre of export pixel (i, j).
render::MapRenderSettings wholeMap(int size, unsigned layers)
{
    render::MapRenderSettings s;
    s.metresPerPixel = kMapSize / size;
    s.left = s.metresPerPixel / 2;
    s.top = -s.metresPerPixel / 2; // ground y = -map y
    s.width = s.height = size;
    s.layers = layers;
    s.threads = 0;
    return s;
}

// Runs band(j0, j1) over every band of `bandRows` rows on all threads,
// reporting progress from `from` to `to` between groups of bands; false
// when cancelled.
bool forBands(int rows, const Progress &progress, const std::function<void(int, int)> &band,
              int bandRows = kBandRows, double from = 0, double to = 1)
{
    const int bands = (rows + bandRows - 1) / bandRows;
    const int threads = util::idealThreads();
    const int group = std::max(1, threads * 4);
    for (int first = 0; first < bands; first += group) {
        const int last = std::min(bands, first + group);
        util::parallelFor(std::size_t(last - first), 1, threads, [&](std::size_t b, std::size_t e) {
            for (std::size_t k = b; k < e; ++k) {
                const int j0 = (first + int(k)) * bandRows;
                band(j0, std::min(rows, j0 + bandRows));
            }
        });
        if (progress && !progress(from + (to - from) * last / bands))
            return false;
    }
    return true;
}

// Calls span(c, j, i0, i1) for the pixels of each polygon (with its noisy
// edges when the map has them) in rows [j0, j1) of the whole-map grid.
template <class Span>
void polygonSpans(const PolymapMap &map, const detail::CenterIndex &index, int size, int j0, int j1,
                  Span &&span)
{
    const render::MapRenderSettings s = wholeMap(size, LayersDefault);
    const SampleGrid g{s.left, s.top, s.metresPerPixel, size, j0, j1};
    const bool noisy = detail::drawsNoisyEdges(map, LayerNoisyEdges, s.metresPerPixel);
    std::vector<Crossing> crossings;
    std::vector<std::uint32_t> visited;
    index.visitInOrder(g.x(0), g.y(j0), g.x(size - 1), g.y(j1 - 1), visited, [&](std::uint32_t c) {
        detail::fillPolygon(g, map, c, noisy, crossings,
                            [&](int j, int i0, int i1) { span(c, j, i0, i1); });
    });
}

// The picture through the project's PNG writer (indexed and grey kept).
QString writeImage(const QImage &image, const QString &path)
{
    QString error;
    return exporting::writePicturePng(image, path, &error) ? QString() : error;
}

QString cancelled(const QString &path)
{
    return u"%1: cancelled"_s.arg(path);
}

QString colourName(QRgb c)
{
    return u"#%1"_s.arg(c & 0xffffffu, 6, 16, QLatin1Char('0'));
}

// A size × size picture in this format to export to path: an empty error,
// or why not.
QString newPicture(int size, QImage::Format format, const QString &path, QImage &image)
{
    if (QString e = checkSize(size, path); !e.isEmpty())
        return e;
    image = QImage(size, size, format);
    return image.isNull() ? u"%1: not enough memory for a %2 x %2 picture"_s.arg(path).arg(size)
                          : QString();
}

// Fills a square picture of a byte a pixel: `sea` off the map, value(c) over
// polygon c, in bands on every core. False when cancelled.
template <typename Value>
bool fillPolygons(const PolymapMap &map, QImage &image, uchar sea, const Progress &progress,
                  Value value)
{
    const detail::CenterIndex index(map);
    const int size = image.width();
    return forBands(size, progress, [&](int j0, int j1) {
        for (int j = j0; j < j1; ++j)
            std::fill_n(image.scanLine(j), size, sea);
        polygonSpans(map, index, size, j0, j1, [&](std::uint32_t c, int j, int i0, int i1) {
            std::fill(image.scanLine(j) + i0, image.scanLine(j) + i1, value(c));
        });
    });
}

} // namespace

QString exportMapPng(const PolymapMap &map, View view, unsigned layers, int size,
                     const QString &path, const Progress &progress)
{
    QImage image;
    if (QString e = newPicture(size, QImage::Format_RGB32, path, image); !e.isEmpty())
        return e;
    const detail::CenterIndex index(map);
    const render::MapRenderSettings s = wholeMap(size, layers);
    bool done = forBands(
        size, progress,
        [&](int j0, int j1) {
            PolymapSummary ignored;
            detail::renderRows(map, index, view, s, image, j0, j1, ignored);
        },
        kBandRows, 0.0, 0.8);
    // The lines in bigger bands (a stroke costs the same whatever part of
    // it a band shows), a few a thread for progress.
    const int lineRows = std::max(kBandRows, size / (4 * util::idealThreads()) + 1);
    done =
        done && forBands(
                    size, progress,
                    [&](int j0, int j1) { detail::drawLines(map, index, view, s, image, j0, j1); },
                    lineRows, 0.8, 1.0);
    QString error;
    return !done                                             ? cancelled(path)
           : exporting::writePicturePng(image, path, &error) ? QString()
                                                             : error;
}

QString exportBiomePng(const PolymapMap &map, int size, const QString &path,
                       const Progress &progress)
{
    QImage image;
    if (QString e = newPicture(size, QImage::Format_Indexed8, path, image); !e.isEmpty())
        return e;
    QList<QRgb> palette;
    QJsonArray biomes;
    for (int k = 0; k < kBiomeCount; ++k) {
        const QRgb colour = biomeColour(Biome(k)) | 0xff000000u;
        palette << colour;
        biomes.append(QJsonObject{{u"index"_s, k},
                                  {u"name"_s, QString::fromLatin1(biomeName(Biome(k)))},
                                  {u"colour"_s, colourName(colour)}});
    }
    image.setColorTable(palette);
    // Off the map: ocean.
    if (!fillPolygons(map, image, uchar(Biome::Ocean), progress,
                      [&](std::uint32_t c) { return uchar(map.centerBiome[c]); }))
        return cancelled(path);
    if (QString e = writeImage(image, path); !e.isEmpty())
        return e;
    QString error;
    const QByteArray json = QJsonDocument(QJsonObject{{u"biomes"_s, biomes}}).toJson();
    return exporting::writeFileAtomically(path + u".json"_s, json, &error) ? QString() : error;
}

QString exportMoisturePng(const PolymapMap &map, int size, const QString &path,
                          const Progress &progress)
{
    QImage image;
    if (QString e = newPicture(size, QImage::Format_Grayscale8, path, image); !e.isEmpty())
        return e;
    // Off the map: ocean, which is water.
    const bool done = fillPolygons(map, image, uchar(255), progress, [&](std::uint32_t c) {
        const double m = std::clamp(double(map.centerMoisture[c]), 0.0, 1.0);
        return map.centerWater[c] ? uchar(255) : uchar(std::lround(m * 255));
    });
    return done ? writeImage(image, path) : cancelled(path);
}

QString exportHeightmap(const PolymapMap &map, int size, const QString &format, const QString &path,
                        const Progress &progress)
{
    if (QString e = checkSize(size, path); !e.isEmpty())
        return e;
    if (format != u"png16"_s && format != u"raw"_s)
        return u"%1: expected the heightmap format png16 or raw, found \"%2\""_s.arg(path, format);
    const auto index = std::make_shared<const detail::CenterIndex>(map);
    const render::MapRenderSettings s = wholeMap(size, 0);
    exporting::HeightRows rows;
    rows.columns = rows.rows = size;
    // Each row on its own: the triangles site–corner–corner that cross it,
    // each pixel interpolated between the three elevations.
    rows.fill = [&map, index, s, size](int r, std::span<double> out) {
        std::fill(out.begin(), out.end(), 0.0); // off the map: sea level
        const SampleGrid g{s.left, s.top, s.metresPerPixel, size, r, r + 1};
        detail::interpolateElevations(map, *index, g, out);
    };
    rows.sidecar = QJsonObject{
        {u"generator"_s, kPolymapFile.formatName()},
        {u"cells"_s,
         u"one sample per pixel at its centre: column i at map x = (i + 0.5) * cell_size, "
         u"row r at map y = (r + 0.5) * cell_size, row 0 (y = 0, the north edge) first"_s},
        {u"cell_size"_s, kMapSize / size},
        {u"map_size"_s, kMapSize},
        {u"heights"_s,
         u"the article's elevation, 0 at the coast and the sea to 1 at the highest corner, "
         u"interpolated over the triangles site-corner-corner"_s},
        {u"sea_level"_s, 0},
    };
    QString error;
    if (exporting::writeHeightmap(rows,
                                  format == u"raw"_s ? exporting::HeightFormat::Raw16
                                                     : exporting::HeightFormat::Png16,
                                  path, &error, progress))
        return {};
    return error == u"cancelled"_s ? cancelled(path) : error;
}

} // namespace terrain::polymap
