// Google Benchmark: the exports at the sizes README's targets name, written
// to files on this machine's disk (a temporary folder), on all threads.
// Each run writes the whole file once; compare repetitions for the spread.
// The PNG exports run twice: deflater:0 is the run-length encoder the
// exports use, deflater:1 zlib at the settings it replaced, as the anchor.
#include "benchmain.h"
#include "export/pngstream.h"
#include "relf/exports/heightexport.h"
#include "relf/exports/mapexport.h"
#include "relf/exports/splatexport.h"

#include <QDir>
#include <QFileInfo>
#include <QGuiApplication>
#include <QTemporaryDir>

#include <benchmark/benchmark.h>

using namespace terrain;
using namespace Qt::StringLiterals;

namespace {

const relf::RelfEvaluator &terrain1983()
{
    static const relf::RelfEvaluator e(relf::RelfParameters::reference1983());
    return e;
}

// A PNG benchmark's deflater: its argument (1: zlib).
void useDeflaterOf(const benchmark::State &state)
{
    exporting::setPngDeflater(state.range(0) == 1 ? exporting::PngDeflater::Zlib
                                                  : exporting::PngDeflater::Runs);
}

// Runs export(path) once an iteration and reports the size of what it wrote.
template <typename Export>
void writeOnce(benchmark::State &state, const QString &name, Export exportTo)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(name);
    for (auto _ : state) {
        QString error;
        if (!exportTo(path, &error)) {
            state.SkipWithError(error.toUtf8().constData());
            return;
        }
    }
    qint64 bytes = 0; // every file written (a splat export's pictures, sidecars)
    for (const QFileInfo &file : QDir(dir.path()).entryInfoList(QDir::Files))
        bytes += file.size();
    state.counters["file_MB"] = double(bytes) / 1e6;
}

void BM_HeightmapRaw16385(benchmark::State &state)
{
    writeOnce(state, u"h.raw"_s, [](const QString &path, QString *error) {
        return relf::exportHeightmap(terrain1983(), {0, 0, 16384, 16384}, 16385,
                                     exporting::HeightFormat::Raw16, path, error);
    });
}

void BM_HeightmapPng16385(benchmark::State &state)
{
    useDeflaterOf(state);
    writeOnce(state, u"h.png"_s, [](const QString &path, QString *error) {
        return relf::exportHeightmap(terrain1983(), {0, 0, 16384, 16384}, 16385,
                                     exporting::HeightFormat::Png16, path, error);
    });
}

void BM_MapPng16384(benchmark::State &state)
{
    useDeflaterOf(state);
    writeOnce(state, u"m.png"_s, [](const QString &path, QString *error) {
        return relf::exportRasterMap(terrain1983(), {0, 0, 16384, 16384}, 1.0, path, error);
    });
}

// Three RGBA pictures of 16385² (the terrain kinds' weights, four a
// picture).
void BM_SplatPng16385(benchmark::State &state)
{
    useDeflaterOf(state);
    writeOnce(state, u"s.png"_s, [](const QString &path, QString *error) {
        return relf::exportSplatMaps(terrain1983(), {0, 0, 16384, 16384}, 16385, path, error);
    });
}

void BM_MapSvg4096(benchmark::State &state)
{
    writeOnce(state, u"m.svg"_s, [](const QString &path, QString *error) {
        return relf::exportVectorMap(terrain1983(), {0, 0, 4096, 4096}, 1.0,
                                     relf::VectorFormat::Svg, path, error);
    });
}

void BM_MeshObj2049(benchmark::State &state)
{
    writeOnce(state, u"m.obj"_s, [](const QString &path, QString *error) {
        return relf::exportMesh(terrain1983(), {0, 0, 2048, 2048}, 2049, path, error);
    });
}

void BM_MeshGlb2049(benchmark::State &state)
{
    writeOnce(state, u"m.glb"_s, [](const QString &path, QString *error) {
        return relf::exportGlbMesh(terrain1983(), {0, 0, 2048, 2048}, 2049, path, error);
    });
}

// A PNG export once with each deflater, the file written once a repetition.
void bothDeflaters(benchmark::internal::Benchmark *b)
{
    b->ArgName("deflater")
        ->Arg(0)
        ->Arg(1)
        ->Unit(benchmark::kMillisecond)
        ->Iterations(1)
        ->UseRealTime();
}

} // namespace

BENCHMARK(BM_HeightmapRaw16385)->Unit(benchmark::kMillisecond)->Iterations(1)->UseRealTime();
BENCHMARK(BM_HeightmapPng16385)->Apply(bothDeflaters);
BENCHMARK(BM_MapPng16384)->Apply(bothDeflaters);
BENCHMARK(BM_SplatPng16385)->Apply(bothDeflaters);
BENCHMARK(BM_MapSvg4096)->Unit(benchmark::kMillisecond)->Iterations(1)->UseRealTime();
BENCHMARK(BM_MeshObj2049)->Unit(benchmark::kMillisecond)->Iterations(1)->UseRealTime();
BENCHMARK(BM_MeshGlb2049)->Unit(benchmark::kMillisecond)->Iterations(1)->UseRealTime();

int main(int argc, char **argv)
{
    return bench::runWithApplication<QGuiApplication>(argc, argv);
}
