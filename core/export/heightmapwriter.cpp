#include "heightmapwriter.h"

#include "bandstream.h"
#include "exrstream.h"
#include "heightbands.h"
#include "pngstream.h"
#include "util/atomicfile.h"
#include "util/parallel.h"

#include <QJsonDocument>

#include <QFile>
#include <QSaveFile>

#include <optional>

#include <algorithm>
#include <array>
#include <atomic>
#include <cmath>
#include <limits>

using namespace Qt::StringLiterals;

namespace terrain::exporting {

namespace {

// Why a write failed, in words: a full disk says so with the numbers
// (Qt reports it as "Unknown error").
QByteArray sidecarBytes(const HeightGrid &grid, const HeightRows &source, HeightFormat format)
{
    QJsonObject o = source.sidecar;
    if (grid.columns == grid.rows) {
        o[u"size"_s] = grid.columns;
    } else {
        // width and height as image readers name them; columns and
        // rows_count as the planet's maps have always had them.
        o[u"width"_s] = grid.columns;
        o[u"height"_s] = grid.rows;
        o[u"columns"_s] = grid.columns;
        o[u"rows_count"_s] = grid.rows;
    }
    o[u"min_height"_s] = grid.minHeight;
    o[u"max_height"_s] = grid.maxHeight;
    o[u"value"_s] = format == HeightFormat::Exr32
                        ? u"h itself, 32-bit float"_s
                        : u"round((h - min_height) / (max_height - min_height) * 65535)"_s;
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

QString cannotWrite(const QString &path, const QFileDevice &f, qint64 bytesNeeded)
{
    return u"%1: cannot write: %2"_s.arg(
        path, util::writeFailureReason(path, f.errorString(), bytesNeeded));
}

void sampleBand(const HeightRows &source, int first, int count, std::vector<double> &heights)
{
    const auto w = std::size_t(source.columns);
    util::parallelFor(std::size_t(count), 1, util::idealThreads(),
                      [&](std::size_t b, std::size_t e) {
                          for (std::size_t k = b; k < e; ++k)
                              source.fill(first + int(k), std::span(heights.data() + k * w, w));
                      });
}

int bandRowsOf(const HeightRows &source, qint64 bytesPerSample)
{
    return source.bandRows > 0 ? std::min(source.bandRows, source.rows)
                               : bandRowsFor(qint64(source.columns) * bytesPerSample, source.rows);
}

Progress stage(const Progress &progress, double from, double span)
{
    return
        [progress, from, span](double done) { return !progress || progress(from + span * done); };
}

namespace {

quint16 quantiseOne(double h, double lo, double range)
{
    const double t = (h - lo) / range;
    return t > 0 ? static_cast<quint16>(std::lround(std::min(t, 1.0) * 65535.0)) : 0; // NaN: 0
}

} // namespace

bool writeHeightmap(const HeightRows &source, HeightFormat format, const QString &path,
                    QString *error, const Progress &progress)
{
    if (source.columns < 1 || source.rows < 1 || !source.fill) {
        *error = u"%1: nothing to write (%2 x %3 samples)"_s.arg(path)
                     .arg(source.columns)
                     .arg(source.rows);
        return false;
    }
    const auto w = std::size_t(source.columns);
    const qint64 rawBytes =
        qint64(source.columns) * source.rows * (format == HeightFormat::Exr32 ? 4 : 2);
    if (format == HeightFormat::Raw16) {
        if (const QString why = util::lackOfSpace(path, rawBytes); !why.isEmpty()) {
            *error = u"%1: cannot write: %2"_s.arg(path, why);
            return false;
        }
    }
    const int bandRows = bandRowsOf(source, 8);
    const Bands bands{source.rows, bandRows};
    std::vector<double> heights(w * std::size_t(bandRows));
    // The range: the one given, or the grid's own, found by a first pass
    // that keeps nothing but the extremes.
    HeightGrid range;
    range.columns = source.columns;
    range.rows = source.rows;
    if (source.fixedRange) {
        range.minHeight = source.fixedRange->first;
        range.maxHeight = source.fixedRange->second;
    } else {
        double lo = std::numeric_limits<double>::infinity(), hi = -lo;
        const auto scan = [&](int, int first, int count) {
            sampleBand(source, first, count, heights);
            const auto [a, b] = std::minmax_element(
                heights.begin(), heights.begin() + std::ptrdiff_t(count) * std::ptrdiff_t(w));
            lo = std::min(lo, *a);
            hi = std::max(hi, *b);
        };
        if (streamBands(
                bands, scan, [](int, int, int) { return true; }, stage(progress, 0, 0.5)) !=
            BandResult::Done) {
            *error = u"cancelled"_s;
            return false;
        }
        range.minHeight = lo;
        range.maxHeight = hi;
    }
    // The heightmap and its sidecar are replaced together or not at all:
    // both are written in full beside their targets first; the small
    // sidecar is put in place first, its old bytes kept, and put back if the
    // heightmap cannot follow.
    const QString sidecarPath = path + u".json"_s;
    const QByteArray sidecar = sidecarBytes(range, source, format);
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly)) {
        *error = cannotWrite(path, f, rawBytes);
        return false;
    }
    QSaveFile side(sidecarPath);
    if (!side.open(QIODevice::WriteOnly) || side.write(sidecar) != sidecar.size()) {
        *error = cannotWrite(sidecarPath, side, sidecar.size());
        side.cancelWriting();
        f.cancelWriting();
        return false;
    }
    const double lo = range.minHeight, span = range.maxHeight - range.minHeight;
    const bool exr = format == HeightFormat::Exr32;
    std::array<std::vector<quint16>, 2> values;
    std::array<std::vector<float>, 2> floats;
    for (int k = 0; k < 2; ++k) {
        if (exr)
            floats[std::size_t(k)].resize(heights.size());
        else
            values[std::size_t(k)].resize(heights.size());
    }
    const auto produce = [&](int slot, int first, int count) {
        sampleBand(source, first, count, heights);
        if (exr) {
            std::transform(
                heights.begin(), heights.begin() + std::ptrdiff_t(count) * std::ptrdiff_t(w),
                floats[std::size_t(slot)].begin(), [](double h) { return static_cast<float>(h); });
            return;
        }
        quint16 *out = values[std::size_t(slot)].data();
        const std::size_t k = std::size_t(count) * w;
        if (!(span > 0))
            std::fill_n(out, k, quint16(0));
        else
            for (std::size_t i = 0; i < k; ++i)
                out[i] = quantiseOne(heights[i], lo, span);
        if constexpr (Q_BYTE_ORDER == Q_BIG_ENDIAN) // RAW is little-endian on every host
            if (format == HeightFormat::Raw16)
                for (std::size_t i = 0; i < k; ++i)
                    out[i] = quint16((out[i] >> 8) | (out[i] << 8));
    };
    QString writeError;
    std::optional<PngStream> png;
    std::optional<ExrStream> exrStream;
    if (format == HeightFormat::Png16) {
        png.emplace(f, source.columns, source.rows, PngStream::Pixels::Gray16);
        if (!png->writeHeader())
            writeError = cannotWrite(path, f, rawBytes);
    } else if (exr) {
        exrStream.emplace(f, source.columns, source.rows);
        if (!exrStream->error().isEmpty())
            writeError = u"%1: cannot write: %2"_s.arg(path, exrStream->error());
    }
    const auto write = [&](int slot, int, int count) {
        const quint16 *in = values[std::size_t(slot)].data();
        if (exr) {
            if (exrStream->writeRows(floats[std::size_t(slot)].data(), count))
                return true;
        } else if (format == HeightFormat::Raw16) {
            const auto bytes = qint64(count) * qint64(w) * 2;
            if (f.write(reinterpret_cast<const char *>(in), bytes) == bytes)
                return true;
        } else {
            bool ok = true;
            for (int r = 0; r < count && ok; ++r)
                ok = png->writeRow(in + std::size_t(r) * w);
            if (ok)
                return true;
        }
        // Asked here, on the writing thread, while errno still says why.
        writeError = cannotWrite(path, f, rawBytes);
        return false;
    };
    const BandResult result =
        writeError.isEmpty()
            ? streamBands(bands, produce, write,
                          stage(progress, source.fixedRange ? 0 : 0.5, source.fixedRange ? 1 : 0.5))
            : BandResult::Failed;
    if (result == BandResult::Done &&
        ((png && !png->finish()) || (exrStream && !exrStream->finish())))
        writeError = cannotWrite(path, f, rawBytes);
    if (result != BandResult::Done || !writeError.isEmpty()) {
        *error = result == BandResult::Cancelled ? u"cancelled"_s : writeError;
        f.cancelWriting();
        side.cancelWriting();
        return false;
    }
    std::optional<QByteArray> oldSidecar;
    if (QFile old(sidecarPath); old.open(QIODevice::ReadOnly))
        oldSidecar = old.readAll();
    if (!util::commitSaveFile(side)) {
        *error = cannotWrite(sidecarPath, side, sidecar.size());
        f.cancelWriting();
        return false;
    }
    if (!util::commitSaveFile(f)) {
        *error = cannotWrite(path, f, rawBytes);
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

} // namespace terrain::exporting
