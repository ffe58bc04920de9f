#include "heightmapwriter.h"

#include "util/parallel.h"

#include "util/atomicfile.h"
#include <QImage>
#include <QImageWriter>
#include <QJsonDocument>

#include <QFile>
#include <QSaveFile>

#include <optional>

#include <algorithm>
#include <atomic>
#include <cmath>

using namespace Qt::StringLiterals;

namespace terrain::exporting {

namespace {

// Why a write failed, in words: a full disk says so with the numbers
// (Qt reports it as "Unknown error").
QString cannotWrite(const QString &path, const QSaveFile &f, qint64 bytesNeeded = 0)
{
    return u"%1: cannot write: %2"_s.arg(
        path, util::writeFailureReason(path, f.errorString(), bytesNeeded));
}

QByteArray sidecarBytes(const HeightGrid &grid, const HeightRows &source)
{
    QJsonObject o = source.sidecar;
    if (grid.columns == grid.rows) {
        o[u"size"_s] = grid.columns;
    } else {
        o[u"columns"_s] = grid.columns;
        o[u"rows_count"_s] = grid.rows;
    }
    o[u"min_height"_s] = grid.minHeight;
    o[u"max_height"_s] = grid.maxHeight;
    o[u"value"_s] = u"round((h - min_height) / (max_height - min_height) * 65535)"_s;
    return QJsonDocument(o).toJson();
}

} // namespace

HeightGrid sampleRows(const HeightRows &source, const Progress &progress)
{
    HeightGrid g;
    g.columns = source.columns;
    g.rows = source.rows;
    const auto w = static_cast<std::size_t>(source.columns),
               n = static_cast<std::size_t>(source.rows);
    g.heights.resize(w * n);
    std::atomic<std::size_t> rowsDone{0};
    // Bands of rows between progress reports, so that a cancel is seen soon.
    const std::size_t chunk = std::max<std::size_t>(1, n / 64);
    for (std::size_t start = 0; start < n; start += chunk * 8) {
        const std::size_t end = std::min(n, start + chunk * 8);
        util::parallelFor(end - start, chunk, util::idealThreads(),
                          [&](std::size_t b, std::size_t e) {
                              for (std::size_t r = start + b; r < start + e; ++r) {
                                  source.fill(int(r), std::span(g.heights.data() + r * w, w));
                                  ++rowsDone;
                              }
                          });
        if (progress && !progress(double(rowsDone) / double(n)))
            return {};
    }
    if (source.fixedRange) {
        g.minHeight = source.fixedRange->first;
        g.maxHeight = source.fixedRange->second;
    } else if (!g.heights.empty()) {
        const auto [lo, hi] = std::minmax_element(g.heights.begin(), g.heights.end());
        g.minHeight = *lo;
        g.maxHeight = *hi;
    }
    return g;
}

std::vector<quint16> quantise(const HeightGrid &grid)
{
    std::vector<quint16> out(grid.heights.size(), 0);
    const double range = grid.maxHeight - grid.minHeight;
    if (!(range > 0))
        return out;
    for (std::size_t i = 0; i < out.size(); ++i)
        out[i] = static_cast<quint16>(std::lround(
            std::clamp((grid.heights[i] - grid.minHeight) / range, 0.0, 1.0) * 65535.0));
    return out;
}

bool writeFileAtomically(const QString &path, const QByteArray &bytes, QString *error)
{
    QString why;
    if (util::writeFileAtomically(path, bytes, &why))
        return true;
    *error = u"%1: cannot write: %2"_s.arg(path, why);
    return false;
}

bool writeHeightmap(const HeightRows &source, HeightFormat format, const QString &path,
                    QString *error, const Progress &progress)
{
    if (source.columns < 1 || source.rows < 1 || !source.fill) {
        *error = u"%1: nothing to write (%2 x %3 samples)"_s.arg(path)
                     .arg(source.columns)
                     .arg(source.rows);
        return false;
    }
    const HeightGrid grid = sampleRows(source, progress);
    if (grid.heights.empty()) {
        *error = u"cancelled"_s;
        return false;
    }
    const std::vector<quint16> values = quantise(grid);
    // The heightmap and its sidecar are replaced together or not at all:
    // both are written in full beside their targets first; the small
    // sidecar is put in place first, its old bytes kept, and put back if the
    // heightmap cannot follow.
    const QString sidecarPath = path + u".json"_s;
    const QByteArray sidecar = sidecarBytes(grid, source);
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly)) {
        *error = cannotWrite(path, f, qint64(values.size()) * 2);
        return false;
    }
    QSaveFile side(sidecarPath);
    if (!side.open(QIODevice::WriteOnly) || side.write(sidecar) != sidecar.size()) {
        *error = cannotWrite(sidecarPath, side, sidecar.size());
        side.cancelWriting();
        f.cancelWriting();
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
        QImage image(grid.columns, grid.rows, QImage::Format_Grayscale16);
        const auto w = std::size_t(grid.columns);
        for (int r = 0; r < grid.rows; ++r)
            std::copy_n(values.data() + std::size_t(r) * w, w,
                        reinterpret_cast<quint16 *>(image.scanLine(r)));
        QImageWriter writer(&f, "png");
        ok = writer.write(image);
    }
    if (!ok) {
        *error = cannotWrite(path, f, qint64(values.size()) * 2);
        f.cancelWriting();
        side.cancelWriting();
        return false;
    }
    std::optional<QByteArray> oldSidecar;
    if (QFile old(sidecarPath); old.open(QIODevice::ReadOnly))
        oldSidecar = old.readAll();
    if (!side.commit()) {
        *error = cannotWrite(sidecarPath, side, sidecar.size());
        f.cancelWriting();
        return false;
    }
    if (!f.commit()) {
        *error = cannotWrite(path, f, qint64(values.size()) * 2);
        // Back to the old pair: the old sidecar, or none.
        if (oldSidecar) {
            QString ignored;
            writeFileAtomically(sidecarPath, *oldSidecar, &ignored);
        } else {
            QFile::remove(sidecarPath);
        }
        return false;
    }
    return true;
}

bool writeObjMesh(const HeightRows &source, const std::function<QPointF(int i, int r)> &at,
                  const QString &path, QString *error, const Progress &progress)
{
    // Sampling is the first fifth of the work, writing the rest; the
    // writing reports and can be cancelled too (a mesh of 8193² is 6 GB).
    const auto stage = [&progress](double from, double span) {
        return [&progress, from, span](double done) {
            return !progress || progress(from + span * done);
        };
    };
    const HeightGrid grid = sampleRows(source, stage(0.0, 0.2));
    if (grid.heights.empty()) {
        *error = u"cancelled"_s;
        return false;
    }
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly)) {
        *error = cannotWrite(path, f);
        return false;
    }
    const auto writing = stage(0.2, 0.8);
    const auto cancelled = [&] {
        f.cancelWriting();
        *error = u"cancelled"_s;
        return false;
    };
    const auto w = std::size_t(grid.columns), n = std::size_t(grid.rows);
    QByteArray text = "# Terrain Studio height mesh: x east, y up, z south (metres)\n";
    text += "# " + QByteArray::number(qulonglong(w * n)) + " vertices, " +
            QByteArray::number(qulonglong(2 * (w - 1) * (n - 1))) + " triangles\n";
    char buf[96];
    for (std::size_t r = 0; r < n; ++r) {
        for (std::size_t i = 0; i < w; ++i) {
            const QPointF g = at(int(i), int(r));
            const int len = std::snprintf(buf, sizeof buf, "v %.6f %.6f %.6f\n", g.x(),
                                          grid.heights[r * w + i], -g.y());
            text.append(buf, len);
        }
        if (text.size() > (1 << 22)) {
            if (f.write(text) != text.size()) {
                *error = cannotWrite(path, f, qint64(text.size()));
                f.cancelWriting();
                return false;
            }
            text.clear();
            if (!writing(0.3 * double(r + 1) / double(n)))
                return cancelled();
        }
    }
    // Vertex k of row r, column i is r·w + i + 1 (OBJ counts from 1). Rows
    // run south, so (r, i), (r + 1, i), (r + 1, i + 1) turns anticlockwise
    // seen from above.
    for (std::size_t r = 0; r + 1 < n; ++r) {
        for (std::size_t i = 0; i + 1 < w; ++i) {
            const auto a = qulonglong(r * w + i + 1), b = a + 1, c = a + qulonglong(w), d = c + 1;
            const int len = std::snprintf(buf, sizeof buf, "f %llu %llu %llu\nf %llu %llu %llu\n",
                                          a, c, d, a, d, b);
            text.append(buf, len);
        }
        if (text.size() > (1 << 22)) {
            if (f.write(text) != text.size()) {
                *error = cannotWrite(path, f, qint64(text.size()));
                f.cancelWriting();
                return false;
            }
            text.clear();
            if (!writing(0.3 + 0.7 * double(r + 1) / double(n)))
                return cancelled();
        }
    }
    if (f.write(text) != text.size() || !f.commit()) {
        *error = cannotWrite(path, f, qint64(text.size()));
        f.cancelWriting();
        return false;
    }
    return true;
}

} // namespace terrain::exporting
