#include "heightexport.h"

#include "util/parallel.h"

#include <QFileInfo>
#include <QImage>
#include <QImageWriter>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

#include <atomic>
#include <cmath>

using namespace Qt::StringLiterals;

namespace terrain::exporting {

HeightGrid sampleHeights(const relf::RelfEvaluator &terrain, const Region &region, int size, const Progress &progress)
{
    HeightGrid g;
    g.size = size;
    const auto n = static_cast<std::size_t>(size);
    g.heights.resize(n * n);
    const double dx = region.width / (size - 1);
    const double dy = region.height / (size - 1);
    std::atomic<bool> cancelled{false};
    std::atomic<std::size_t> rowsDone{0};
    const std::size_t chunk = std::max<std::size_t>(1, n / 64);
    for (std::size_t start = 0; start < n && !cancelled; start += chunk * 8) {
        const std::size_t end = std::min(n, start + chunk * 8);
        util::parallelFor(end - start, chunk, util::idealThreads(), [&](std::size_t b, std::size_t e) {
            for (std::size_t r = start + b; r < start + e; ++r) {
                const double y = region.y0 + region.height - double(r) * dy;
                terrain.heightRow(region.x0, y, dx, std::span(g.heights.data() + r * n, n));
                ++rowsDone;
            }
        });
        if (progress && !progress(double(rowsDone) / double(n)))
            cancelled = true;
    }
    if (cancelled)
        return {};
    const auto [lo, hi] = std::minmax_element(g.heights.begin(), g.heights.end());
    g.minHeight = *lo;
    g.maxHeight = *hi;
    return g;
}

std::vector<quint16> quantise(const HeightGrid &grid)
{
    std::vector<quint16> out(grid.heights.size(), 0);
    const double range = grid.maxHeight - grid.minHeight;
    if (!(range > 0))
        return out;
    for (std::size_t i = 0; i < out.size(); ++i)
        out[i] = static_cast<quint16>(std::lround((grid.heights[i] - grid.minHeight) / range * 65535.0));
    return out;
}

namespace {

bool writeSidecar(const HeightGrid &grid, const Region &region, const QString &path, QString *error)
{
    const QJsonObject o{{u"size"_s, grid.size},
                        {u"min_height"_s, grid.minHeight},
                        {u"max_height"_s, grid.maxHeight},
                        {u"region"_s, QJsonObject{{u"x0"_s, region.x0},
                                                  {u"y0"_s, region.y0},
                                                  {u"width"_s, region.width},
                                                  {u"height"_s, region.height}}},
                        {u"rows"_s, u"first row northmost; x = x0 + i*width/(size-1), y = y0 + height - r*height/(size-1)"_s},
                        {u"value"_s, u"round((h - min_height) / (max_height - min_height) * 65535)"_s}};
    QSaveFile f(path);
    const QByteArray bytes = QJsonDocument(o).toJson();
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size() || !f.commit()) {
        *error = u"%1: cannot write: %2"_s.arg(path, f.errorString());
        return false;
    }
    return true;
}

bool checkArguments(const Region &region, int size, QString *error)
{
    if (size < 2 || size > kMaxExportSize) {
        *error = u"size: expected 2 to %1 samples a side, got %2"_s.arg(kMaxExportSize).arg(size);
        return false;
    }
    for (const double v : {region.x0, region.y0, region.width, region.height})
        if (!std::isfinite(v) || std::abs(v) > 1e15) {
            *error = u"region: expected finite numbers within ±1e15"_s;
            return false;
        }
    if (!(region.width > 0) || !(region.height > 0)) {
        *error = u"region: width and height must be positive"_s;
        return false;
    }
    return true;
}

} // namespace

bool exportHeightmap(const relf::RelfEvaluator &terrain, const Region &region, int size, HeightFormat format,
                     const QString &path, QString *error, const Progress &progress)
{
    if (!checkArguments(region, size, error))
        return false;
    const HeightGrid grid = sampleHeights(terrain, region, size, progress);
    if (grid.heights.empty()) {
        *error = u"cancelled"_s;
        return false;
    }
    const std::vector<quint16> values = quantise(grid);
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly)) {
        *error = u"%1: cannot write: %2"_s.arg(path, f.errorString());
        return false;
    }
    bool ok = true;
    if (format == HeightFormat::Raw16) {
        QByteArray bytes(qsizetype(values.size() * 2), Qt::Uninitialized);
        for (std::size_t i = 0; i < values.size(); ++i) { // little-endian on every host
            bytes[qsizetype(2 * i)] = char(values[i] & 0xff);
            bytes[qsizetype(2 * i + 1)] = char(values[i] >> 8);
        }
        ok = f.write(bytes) == bytes.size();
    } else {
        QImage image(size, size, QImage::Format_Grayscale16);
        for (int r = 0; r < size; ++r) {
            auto *line = reinterpret_cast<quint16 *>(image.scanLine(r));
            for (int i = 0; i < size; ++i)
                line[i] = values[std::size_t(r) * std::size_t(size) + std::size_t(i)];
        }
        QImageWriter writer(&f, "png");
        ok = writer.write(image);
    }
    if (!ok || !f.commit()) {
        *error = u"%1: cannot write: %2"_s.arg(path, f.errorString());
        f.cancelWriting();
        return false;
    }
    return writeSidecar(grid, region, path + u".json"_s, error);
}

bool exportMesh(const relf::RelfEvaluator &terrain, const Region &region, int size, const QString &path, QString *error,
                const Progress &progress)
{
    if (!checkArguments(region, size, error))
        return false;
    const HeightGrid grid = sampleHeights(terrain, region, size, progress);
    if (grid.heights.empty()) {
        *error = u"cancelled"_s;
        return false;
    }
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly)) {
        *error = u"%1: cannot write: %2"_s.arg(path, f.errorString());
        return false;
    }
    const auto n = std::size_t(size);
    const double dx = region.width / (size - 1), dy = region.height / (size - 1);
    QByteArray text = "# Terrain Studio height mesh: x east, y up, z south (metres)\n";
    text += "# " + QByteArray::number(qulonglong(n * n)) + " vertices, " +
            QByteArray::number(qulonglong(2 * (n - 1) * (n - 1))) + " triangles\n";
    char buf[96];
    for (std::size_t r = 0; r < n; ++r) {
        const double y = region.y0 + region.height - double(r) * dy;
        for (std::size_t i = 0; i < n; ++i) {
            const int len = std::snprintf(buf, sizeof buf, "v %.6f %.6f %.6f\n", region.x0 + double(i) * dx,
                                          grid.heights[r * n + i], -y);
            text.append(buf, len);
        }
        if (text.size() > (1 << 22)) {
            f.write(text);
            text.clear();
        }
    }
    // Vertex k of row r, column i is r·n + i + 1 (OBJ counts from 1). Rows
    // run south, so (r, i), (r + 1, i), (r + 1, i + 1) turns anticlockwise
    // seen from above.
    for (std::size_t r = 0; r + 1 < n; ++r) {
        for (std::size_t i = 0; i + 1 < n; ++i) {
            const auto a = qulonglong(r * n + i + 1), b = a + 1, c = a + qulonglong(n), d = c + 1;
            const int len = std::snprintf(buf, sizeof buf, "f %llu %llu %llu\nf %llu %llu %llu\n", a, c, d, a, d, b);
            text.append(buf, len);
        }
        if (text.size() > (1 << 22)) {
            f.write(text);
            text.clear();
        }
    }
    f.write(text);
    if (!f.commit()) {
        *error = u"%1: cannot write: %2"_s.arg(path, f.errorString());
        return false;
    }
    return true;
}

} // namespace terrain::exporting
