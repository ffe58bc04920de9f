// Google Benchmark: one PNG band (1 MB of Up-filtered rows, as PngStream
// hands a thread) deflated on one core by the project's run-length encoder
// (core/export/rundeflate) and, as the anchor in the same run, by zlib at
// the settings it replaced (level 1, Z_RLE, a sync flush). The rows are a
// 16-bit heightmap and a 1 m/px map of the 1983 terrain. Each reports its
// speed in input bytes a second and the compressed size as a fraction.
#include "benchmain.h"
#include "export/rundeflate.h"
#include "relf/exports/heightexport.h"
#include "relf/exports/mapexport.h"

#include <QFile>
#include <QGuiApplication>
#include <QImage>
#include <QTemporaryDir>

#include <benchmark/benchmark.h>
#include <zlib.h>

#include <algorithm>
#include <functional>
#include <vector>

using namespace terrain;
using namespace Qt::StringLiterals;

namespace {

using Bytes = std::vector<unsigned char>;

constexpr std::size_t kBand = std::size_t(1) << 20;

// Rows in PNG's byte order, Up-filtered, each after its filter byte; the
// band's first megabyte.
Bytes upFiltered(const Bytes &rows, std::size_t rowBytes)
{
    Bytes out;
    for (std::size_t r = 0; r * rowBytes < rows.size() && out.size() < kBand; ++r) {
        out.push_back(2);
        for (std::size_t i = 0; i < rowBytes; ++i)
            out.push_back(static_cast<unsigned char>(rows[r * rowBytes + i] -
                                                     (r ? rows[(r - 1) * rowBytes + i] : 0)));
    }
    out.resize(std::min(out.size(), kBand));
    return out;
}

const relf::RelfEvaluator &terrain1983()
{
    static const relf::RelfEvaluator e(relf::RelfParameters::reference1983());
    return e;
}

// The bytes of the file an export writes (into a temporary folder).
QByteArray exported(const QString &name,
                    const std::function<bool(const QString &path, QString *error)> &write)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(name);
    QString error;
    if (!write(path, &error))
        qFatal("%s", qPrintable(error));
    QFile f(path);
    f.open(QIODevice::ReadOnly);
    return f.readAll();
}

const Bytes &heightBand()
{
    static const Bytes band = [] {
        const QByteArray raw = exported(u"h.raw"_s, [](const QString &path, QString *error) {
            return relf::exportHeightmap(terrain1983(), {0, 0, 1024, 1024}, 1025,
                                         exporting::HeightFormat::Raw16, path, error);
        });
        Bytes bigEndian(std::size_t(raw.size()));
        for (qsizetype i = 0; i + 1 < raw.size(); i += 2) {
            bigEndian[std::size_t(i)] = static_cast<unsigned char>(raw[i + 1]);
            bigEndian[std::size_t(i) + 1] = static_cast<unsigned char>(raw[i]);
        }
        return upFiltered(bigEndian, 1025 * 2);
    }();
    return band;
}

const Bytes &mapBand()
{
    static const Bytes band = [] {
        const QByteArray png = exported(u"m.png"_s, [](const QString &path, QString *error) {
            return relf::exportRasterMap(terrain1983(), {0, 0, 1024, 1024}, 1.0, path, error);
        });
        const QImage image = QImage::fromData(png).convertToFormat(QImage::Format_RGB888);
        Bytes rgb;
        for (int y = 0; y < image.height(); ++y)
            rgb.insert(rgb.end(), image.constScanLine(y),
                       image.constScanLine(y) + std::size_t(image.width()) * 3);
        return upFiltered(rgb, std::size_t(image.width()) * 3);
    }();
    return band;
}

void report(benchmark::State &state, std::size_t in, std::size_t out)
{
    state.SetBytesProcessed(std::int64_t(state.iterations()) * std::int64_t(in));
    state.counters["ratio"] = double(out) / double(in);
}

void zlibRle(benchmark::State &state, const Bytes &band)
{
    Bytes out(deflateBound(nullptr, uLong(band.size())) + 16);
    std::size_t size = 0;
    for (auto _ : state) {
        z_stream z{};
        deflateInit2(&z, 1, Z_DEFLATED, -15, 8, Z_RLE);
        z.next_in = const_cast<Bytef *>(band.data());
        z.avail_in = uInt(band.size());
        z.next_out = out.data();
        z.avail_out = uInt(out.size());
        deflate(&z, Z_SYNC_FLUSH);
        size = out.size() - z.avail_out;
        deflateEnd(&z);
        benchmark::DoNotOptimize(out.data());
    }
    report(state, band.size(), size);
}

void runs(benchmark::State &state, const Bytes &band)
{
    Bytes out(exporting::deflateRunsBound(band.size()));
    std::size_t size = 0;
    for (auto _ : state) {
        size = exporting::deflateRuns(band, exporting::DeflateEnd::SyncFlush, out.data());
        benchmark::DoNotOptimize(out.data());
    }
    report(state, band.size(), size);
}

void BM_HeightBandZlibRle(benchmark::State &state)
{
    zlibRle(state, heightBand());
}
void BM_HeightBandRunDeflate(benchmark::State &state)
{
    runs(state, heightBand());
}
void BM_MapBandZlibRle(benchmark::State &state)
{
    zlibRle(state, mapBand());
}
void BM_MapBandRunDeflate(benchmark::State &state)
{
    runs(state, mapBand());
}

} // namespace

BENCHMARK(BM_HeightBandZlibRle)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_HeightBandRunDeflate)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_MapBandZlibRle)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_MapBandRunDeflate)->Unit(benchmark::kMillisecond);

int main(int argc, char **argv)
{
    return bench::runWithApplication<QGuiApplication>(argc, argv);
}
