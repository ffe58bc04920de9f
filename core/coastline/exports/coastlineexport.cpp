#include "coastlineexport.h"

#include "coastline/coastlinefile.h"
#include "export/mappicture.h"
#include "util/atomicfile.h"

#include <QSaveFile>

using namespace Qt::StringLiterals;

namespace terrain::coastline {

namespace {

bool failed(QString *error, const QString &message)
{
    if (error)
        *error = message;
    return false;
}

QList<QRgb> palette(const CoastlineMap &map)
{
    QList<QRgb> colours;
    for (const LandType &t : map.parameters().landTypes)
        colours.append(t.colour | 0xff000000u);
    return colours;
}

} // namespace

MapRenderSettings colourPngSettings(const CoastlineMap &map)
{
    MapRenderSettings s;
    s.left = 0;
    s.top = 0;
    s.metresPerPixel = 1; // pixel (i, j) samples cell (i, j)
    s.width = s.height = map.size();
    s.layers = LayersDefault;
    s.threads = 0;
    return s;
}

bool exportColourPng(const CoastlineMap &map, int step, const QString &path, QString *error,
                     const exporting::Progress &progress, int bandRows)
{
    // A band's top is the whole picture's moved down by whole cells, so each
    // of its pixels samples the point it samples in the whole picture.
    const auto paint = [&map, step](const MapRenderSettings &band) {
        return renderCoastline(map, step, band);
    };
    QString why;
    if (!exporting::writeMapPng(paint, colourPngSettings(map), path, &why, progress, bandRows))
        return failed(error, why);
    return true;
}

bool exportTypePng(const CoastlineMap &map, int step, const QString &path, QString *error)
{
    const int n = map.size();
    step = map.clampStep(step);
    QImage image;
    if (step == map.steps()) {
        // The finished map is the picture's bytes already: wrap it, no copy
        // (a 16384² map would need another 256 MiB).
        image = QImage(map.types().data(), n, n, n, QImage::Format_Indexed8);
    } else {
        image = QImage(n, n, QImage::Format_Indexed8);
        for (int y = 0; y < n; ++y)
            map.typeRow(y, step, std::span(image.scanLine(y), std::size_t(n)));
    }
    image.setColorTable(palette(map));
    return exporting::writePicturePng(image, path, error);
}

bool exportTypePng(const CoastlineMap &map, const QString &path, QString *error)
{
    return exportTypePng(map, map.steps(), path, error);
}

bool exportText(const CoastlineMap &map, int step, const QString &path, QString *error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return failed(error, u"%1: cannot write: %2"_s.arg(path, file.errorString()));
    const auto n = std::size_t(map.size());
    // Rows go out in blocks of about a megabyte: the text of a 16384² map
    // is as large as the map itself.
    const std::size_t rowsPerBlock = std::max<std::size_t>(1, (std::size_t(1) << 20) / (n + 1));
    QByteArray block;
    std::vector<std::uint8_t> row(n);
    for (std::size_t y = 0; y < n; y += rowsPerBlock) {
        block.resize(0);
        for (std::size_t r = y; r < std::min(n, y + rowsPerBlock); ++r) {
            map.typeRow(int(r), step, row);
            const qsizetype at = block.size();
            block.resize(at + qsizetype(n) + 1);
            char *text = block.data() + at;
            for (std::size_t x = 0; x < n; ++x)
                text[x] = char('0' + row[x]);
            text[n] = '\n';
        }
        if (file.write(block) != block.size()) {
            const QString why = file.errorString();
            file.cancelWriting();
            return failed(error, u"%1: cannot write: %2"_s.arg(path, why));
        }
    }
    if (!util::commitSaveFile(file))
        return failed(error, u"%1: cannot write: %2"_s.arg(path, file.errorString()));
    return true;
}

bool exportText(const CoastlineMap &map, const QString &path, QString *error)
{
    return exportText(map, map.steps(), path, error);
}

exporting::HeightRows heightRows(const CoastlineMap &map)
{
    exporting::HeightRows rows;
    rows.columns = rows.rows = map.size();
    rows.fill = [&map](int r, std::span<double> out) {
        const std::span<const float> heights = map.heightRow(r);
        for (std::size_t x = 0; x < out.size(); ++x)
            out[x] = heights[x];
    };
    rows.sidecar = QJsonObject{
        {u"generator"_s, kCoastlineFile.formatName()},
        {u"cells"_s,
         u"one sample per cell: column = x, row = y, row 0 (y = 0) first, as the applet's map"_s},
        {u"cell_size"_s, 1},
        {u"toroidal"_s, true},
        {u"sea_level"_s, map.parameters().heights.seaLevel},
    };
    return rows;
}

bool exportHeightmap(const CoastlineMap &map, exporting::HeightFormat format, const QString &path,
                     QString *error, const exporting::Progress &progress)
{
    if (!map.hasHeights())
        return failed(
            error,
            u"%1: cannot export heights: this coastline has none (turn heights on)"_s.arg(path));
    return exporting::writeHeightmap(heightRows(map), format, path, error, progress);
}

} // namespace terrain::coastline
