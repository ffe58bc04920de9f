#pragma once
// main() for the benchmarks that need a Qt application: fonts for painting
// (QGuiApplication) or widgets (QApplication), on the offscreen platform
// unless the benchmark needs a display (OpenGL under xvfb-run).

#include <QByteArray>

#include <benchmark/benchmark.h>

namespace terrain::bench {

enum class Display
{
    Offscreen,
    Needed
};

template <typename Application>
int runWithApplication(int argc, char **argv, Display display = Display::Offscreen)
{
    if (display == Display::Offscreen)
        qputenv("QT_QPA_PLATFORM", "offscreen");
    Application app(argc, argv);
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}

} // namespace terrain::bench
