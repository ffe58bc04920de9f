// bench: nanoseconds per point over an 800 x 600 grid of integer points, on
// one thread and on all, medians of several runs.
#include "args.h"
#include "commands.h"

#include "relf/evaluator.h"
#include "relf/caverns.h"
#include "relf/mines.h"
#include "relf/rowkernel.h"
#include "render/tiles.h"
#include "util/parallel.h"

#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

#include <algorithm>
#include <vector>

using namespace Qt::StringLiterals;

namespace terrain::cli {

namespace {

constexpr int kWidth = 800;
constexpr int kHeight = 600;
constexpr int kRuns = 21;
constexpr int kWarmUp = 3;

template <typename Row>
double medianNsPerPoint(int threads, Row row)
{
    std::vector<double> times;
    for (int run = -kWarmUp; run < kRuns; ++run) {
        QElapsedTimer timer;
        timer.start();
        util::parallelFor(kHeight, kHeight / (4 * threads), threads, [&](std::size_t b, std::size_t e) {
            for (std::size_t j = b; j < e; ++j)
                row(static_cast<int>(j));
        });
        if (run >= 0) // the first runs wake the thread pool and warm the caches
            times.push_back(double(timer.nsecsElapsed()) / (kWidth * kHeight));
    }
    std::sort(times.begin(), times.end());
    return times[times.size() / 2];
}

} // namespace

int runBench(const QStringList &argv)
{
    const Args args(argv, {{u"--json"_s, 0}, {u"--params"_s, 1}});
    if (!args.positional().isEmpty())
        throw UsageError("unexpected argument " + args.positional().first().toStdString());
    const relf::RelfEvaluator terrain(loadParameters(args.value(u"--params"_s)));
    const int all = util::idealThreads();

    auto heightRow = [&](int j) {
        thread_local std::vector<double> out(kWidth);
        terrain.heightRow(-400, 300 - j, 1.0, out);
    };
    auto terraRow = [&](int j) {
        thread_local std::vector<relf::Terra> out(kWidth);
        terrain.terraRow(-400, 300 - j, 1.0, out);
    };
    QJsonObject r;
    r[u"height_ns_1"_s] = medianNsPerPoint(1, heightRow);
    r[u"height_ns_all"_s] = medianNsPerPoint(all, heightRow);
    r[u"terra_ns_1"_s] = medianNsPerPoint(1, terraRow);
    r[u"terra_ns_all"_s] = medianNsPerPoint(all, terraRow);
    // A full redraw of an 800 x 600 view as the map view does it (all tiles
    // covering it, fill, contours, features, buildings), on all threads.
    const auto frameMs = [&](int zoom) {
        std::vector<double> times;
        const render::MapRenderSettings style;
        for (int run = -2; run < 15; ++run) {
            QElapsedTimer timer;
            timer.start();
            const QImage frame = render::renderFrame(terrain, zoom, -437, -311, kWidth, kHeight, style, all);
            if (run >= 0)
                times.push_back(double(timer.nsecsElapsed()) / 1e6);
        }
        std::sort(times.begin(), times.end());
        return times[times.size() / 2];
    };
    r[u"frame_ms_1m"_s] = frameMs(3);
    // A dragged height vector: a new evaluator and a full redraw each step.
    {
        relf::RelfParameters p = terrain.parameters();
        const render::MapRenderSettings style;
        QElapsedTimer timer;
        timer.start();
        constexpr int kSteps = 60;
        for (int k = 0; k < kSteps; ++k) {
            p.height[0].a = terrain.parameters().height[0].a + (k % 12) - 6;
            const relf::RelfEvaluator e(p);
            const QImage frame = render::renderFrame(e, 3, -400, -300, kWidth, kHeight, style, all);
        }
        r[u"drag_fps"_s] = kSteps / (double(timer.nsecsElapsed()) / 1e9);
    }
    r[u"frame_ms_8m"_s] = frameMs(6);
    // The mine map under an 800 x 600 m region (50 x 38 cells), one thread.
    {
        std::vector<double> times;
        for (int run = -2; run < 15; ++run) {
            QElapsedTimer timer;
            timer.start();
            const relf::MineMap m = relf::computeMines(terrain, -25, -19, 50, 38);
            if (run >= 0)
                times.push_back(double(timer.nsecsElapsed()) / 1e6);
            if (m.cells.empty())
                return 1;
        }
        std::sort(times.begin(), times.end());
        r[u"mines_ms"_s] = times[times.size() / 2];
    }
    // The caverns plan view of 800 x 600 m at 1 m per pixel, all threads.
    {
        const relf::Caverns caverns(terrain);
        std::vector<double> times;
        for (int run = -2; run < 15; ++run) {
            QElapsedTimer timer;
            timer.start();
            const QImage plan = caverns.plan(-400, 300, 1.0, kWidth, kHeight, all);
            if (run >= 0)
                times.push_back(double(timer.nsecsElapsed()) / 1e6);
        }
        std::sort(times.begin(), times.end());
        r[u"caverns_ms"_s] = times[times.size() / 2];
    }
    r[u"threads_all"_s] = all;
    r[u"kernel"_s] = QString::fromLatin1(relf::detail::rowKernelName());

    if (args.has(u"--json"_s)) {
        out() << QJsonDocument(r).toJson(QJsonDocument::Compact) << Qt::endl;
        return 0;
    }
    QTextStream &o = out();
    o << "800 x 600 integer points, median of " << kRuns << " runs, row kernel " << r[u"kernel"_s].toString() << "\n";
    o << "                 1 thread    " << all << " threads\n";
    o << u"height (ns/pt) %1 %2\n"_s.arg(r[u"height_ns_1"_s].toDouble(), 10, 'f', 3).arg(r[u"height_ns_all"_s].toDouble(), 12, 'f', 3);
    o << u"terra  (ns/pt) %1 %2\n"_s.arg(r[u"terra_ns_1"_s].toDouble(), 10, 'f', 3).arg(r[u"terra_ns_all"_s].toDouble(), 12, 'f', 3);
    o << u"full redraw of an 800 x 600 view, all threads: %1 ms at 1 m per pixel, %2 ms at 8 m per pixel\n"_s
             .arg(r[u"frame_ms_1m"_s].toDouble(), 0, 'f', 2).arg(r[u"frame_ms_8m"_s].toDouble(), 0, 'f', 2);
    o << u"dragging a height vector: %1 redraws per second\n"_s.arg(r[u"drag_fps"_s].toDouble(), 0, 'f', 0);
    o << u"mine map of 800 x 600 m (50 x 38 cells), one thread: %1 ms\n"_s.arg(r[u"mines_ms"_s].toDouble(), 0, 'f', 3);
    o << u"caverns plan of 800 x 600 m, all threads: %1 ms\n"_s.arg(r[u"caverns_ms"_s].toDouble(), 0, 'f', 2);
    o.flush();
    return 0;
}

} // namespace terrain::cli
