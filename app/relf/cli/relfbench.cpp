// The Relf part of bench: nanoseconds per point over an 800 x 600 grid of
// integer points, on one thread and on all, medians of several runs; map
// redraws, the mine map and the caverns plan.
#include "relfcli.h"

#include "cli/benchtiming.h"

#include "relf/evaluator.h"
#include "relf/features/mines.h"
#include "relf/features/streams.h"
#include "relf/kernels/rowkernel.h"
#include "relf/map/cavernpicture.h"
#include "relf/map/linesymbols.h"
#include "relf/map/maprenderer.h"
#include "render/tiles.h"
#include "util/parallel.h"

#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPainter>
#include <QTextStream>

#include <vector>

using namespace Qt::StringLiterals;

namespace terrain::cli {

namespace {

constexpr int kWidth = 800;
constexpr int kHeight = 600;
constexpr int kRuns = 21;
constexpr int kWarmUp = 3;

template <typename Row> double medianNsPerPoint(int threads, Row row)
{
    return medianNs(kRuns, kWarmUp,
                    [&](int) {
                        util::parallelFor(kHeight, kHeight / (4 * threads), threads,
                                          [&](std::size_t b, std::size_t e) {
                                              for (std::size_t j = b; j < e; ++j)
                                                  row(static_cast<int>(j));
                                          });
                    }) /
           (kWidth * kHeight);
}

} // namespace

void benchRelf(const QString &paramsPath, QJsonObject &r, QStringList &lines)
{
    const auto shared = std::make_shared<const relf::RelfEvaluator>(loadParameters(paramsPath));
    const relf::RelfEvaluator &terrain = *shared;
    const relf::MapSource source(shared);
    const int all = util::idealThreads();

    auto heightRow = [&](int j) {
        thread_local std::vector<double> out(kWidth);
        terrain.heightRow(-400, 300 - j, 1.0, out);
    };
    auto terraRow = [&](int j) {
        thread_local std::vector<relf::Terra> out(kWidth);
        terrain.terraRow(-400, 300 - j, 1.0, out);
    };
    r[u"height_ns_1"_s] = medianNsPerPoint(1, heightRow);
    r[u"height_ns_all"_s] = medianNsPerPoint(all, heightRow);
    r[u"terra_ns_1"_s] = medianNsPerPoint(1, terraRow);
    r[u"terra_ns_all"_s] = medianNsPerPoint(all, terraRow);
    // A full redraw of an 800 x 600 view as the map view does it (all tiles
    // covering it, fill, contours, features, buildings), on all threads.
    const auto frameMs = [&](int zoom) {
        const render::MapRenderSettings style;
        return medianMs(15, 2, [&](int) {
            const QImage frame =
                render::renderFrame(source, zoom, -437, -311, kWidth, kHeight, style, all);
        });
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
            const relf::MapSource dragged(std::make_shared<const relf::RelfEvaluator>(p));
            const QImage frame =
                render::renderFrame(dragged, 3, -400, -300, kWidth, kHeight, style, all);
        }
        r[u"drag_fps"_s] = kSteps / (double(timer.nsecsElapsed()) / 1e9);
    }
    r[u"frame_ms_8m"_s] = frameMs(6);
    r[u"frame_ms_16m"_s] = frameMs(7);
    // The mine map under an 800 x 600 m region (50 x 38 cells), one thread.
    r[u"mines_ms"_s] = medianMs(15, 2, [&](int) {
        if (relf::computeMines(terrain, -25, -19, 50, 38).cells.empty())
            throw CommandError("the mine map came out empty");
    });
    // The caverns plan view of 800 x 600 m at 1 m per pixel, all threads.
    const relf::Caverns caverns(terrain);
    r[u"caverns_ms"_s] = medianMs(15, 2, [&](int) {
        const QImage plan = relf::cavernPlan(caverns, -400, 300, 1.0, kWidth, kHeight, all);
    });
    // Streams for an 800 x 600 view and its 300 m margin, all threads.
    r[u"streams_ms"_s] = medianMs(15, 2, [&](int) {
        const auto streams = relf::findStreams(terrain, -700, -600, 700, 600, all);
    });
    // The 1 m frame with six roads of ten segments across the view and the
    // view's streams drawn over it, as the studio shows them.
    {
        relf::RelfParameters p = terrain.parameters();
        for (int k = 0; k < 6; ++k) {
            relf::Road road;
            for (int v = 0; v <= 10; ++v)
                road.vertices.push_back(
                    {-450.0 + 90.0 * v, -280.0 + 100.0 * k + 25.0 * ((v + k) % 3)});
            p.roads.push_back(road);
        }
        const auto withRoads = std::make_shared<const relf::RelfEvaluator>(p);
        const relf::MapSource roadSource(withRoads);
        const auto streams = relf::findStreams(*withRoads, -700, -600, 700, 600, all);
        const render::MapRenderSettings style;
        r[u"frame_lines_ms_1m"_s] = medianMs(15, 2, [&](int) {
            QImage frame =
                render::renderFrame(roadSource, 3, -437, -311, kWidth, kHeight, style, all);
            QPainter painter(&frame);
            render::MapRenderSettings view;
            view.left = -437;
            view.top = 311;
            view.width = kWidth;
            view.height = kHeight;
            relf::drawStreams(painter, *streams, view);
        });
    }
    r[u"threads_all"_s] = all;
    r[u"kernel"_s] = QString::fromLatin1(relf::detail::rowKernelName());

    lines << u"800 x 600 integer points, median of %1 runs, row kernel %2"_s.arg(kRuns).arg(
        r[u"kernel"_s].toString());
    lines << u"                 1 thread    %1 threads"_s.arg(all);
    lines << u"height (ns/pt) %1 %2"_s.arg(r[u"height_ns_1"_s].toDouble(), 10, 'f', 3)
                 .arg(r[u"height_ns_all"_s].toDouble(), 12, 'f', 3);
    lines << u"terra  (ns/pt) %1 %2"_s.arg(r[u"terra_ns_1"_s].toDouble(), 10, 'f', 3)
                 .arg(r[u"terra_ns_all"_s].toDouble(), 12, 'f', 3);
    lines
        << u"full redraw of an 800 x 600 view, all threads: %1 ms at 1 m per pixel, %2 ms at 8, %3 ms at 16"_s
               .arg(r[u"frame_ms_1m"_s].toDouble(), 0, 'f', 2)
               .arg(r[u"frame_ms_8m"_s].toDouble(), 0, 'f', 2)
               .arg(r[u"frame_ms_16m"_s].toDouble(), 0, 'f', 2);
    lines << u"dragging a height vector: %1 redraws per second"_s.arg(r[u"drag_fps"_s].toDouble(),
                                                                      0, 'f', 0);
    lines << u"mine map of 800 x 600 m (50 x 38 cells), one thread: %1 ms"_s.arg(
        r[u"mines_ms"_s].toDouble(), 0, 'f', 3);
    lines << u"caverns plan of 800 x 600 m, all threads: %1 ms"_s.arg(r[u"caverns_ms"_s].toDouble(),
                                                                      0, 'f', 2);
    lines << u"streams of an 800 x 600 view and its 300 m margin, all threads: %1 ms"_s.arg(
        r[u"streams_ms"_s].toDouble(), 0, 'f', 2);
    lines << u"1 m frame with six roads and the streams drawn, all threads: %1 ms"_s.arg(
        r[u"frame_lines_ms_1m"_s].toDouble(), 0, 'f', 2);
}

} // namespace terrain::cli
