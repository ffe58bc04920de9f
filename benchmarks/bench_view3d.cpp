// Google Benchmark: the 3-D view's frames, rendered by Qt Quick 3D on
// whatever OpenGL the X server offers (under xvfb-run: Mesa's llvmpipe, the
// CPU). Needs an X server: xvfb-run -a build/release/benchmarks/bench_view3d.
//
// BM_View3DDrag: one frame of a height vector being dragged: a new
// evaluator, the scene rebuilt and uploaded, the frame rendered and read
// back. items_per_second is frames per second.
// BM_View3DTurn: one frame of the camera turning, the scene unchanged.
#include "benchmain.h"
#include "relf/evaluator.h"
#include "view3d/terrainview3d.h"

#include <QApplication>
#include <QQuickWidget>

#include <benchmark/benchmark.h>

#include <cmath>

using namespace terrain;

namespace {

widgets::TerrainView3D *theView()
{
    static widgets::TerrainView3D *view = [] {
        auto *v = new widgets::TerrainView3D;
        v->resize(800, 600);
        v->show();
        QApplication::processEvents();
        return v;
    }();
    return view;
}

void BM_View3DDrag(benchmark::State &state)
{
    widgets::TerrainView3D *view = theView();
    view->setRegion(double(state.range(0)), double(state.range(1)));
    relf::RelfParameters p = relf::RelfParameters::reference1983();
    int step = 0;
    for (auto _ : state) {
        const double angle = step++ * 0.1;
        p.height[1] = {13 + int(std::lround(6 * std::cos(angle))),
                       26 + int(std::lround(6 * std::sin(angle)))};
        view->setTerrain(std::make_shared<const relf::RelfEvaluator>(p));
        view->buildNow();
        benchmark::DoNotOptimize(view->grabScene().constBits());
    }
    state.SetItemsProcessed(state.iterations());
}

void BM_View3DTurn(benchmark::State &state)
{
    widgets::TerrainView3D *view = theView();
    view->setRegion(double(state.range(0)), double(state.range(1)));
    view->setTerrain(
        std::make_shared<const relf::RelfEvaluator>(relf::RelfParameters::reference1983()));
    view->buildNow();
    for (auto _ : state) {
        view->camera().turn(3.0f, 0.0f);
        view->applyCamera();
        benchmark::DoNotOptimize(view->grabScene().constBits());
    }
    state.SetItemsProcessed(state.iterations());
}

} // namespace

BENCHMARK(BM_View3DDrag)
    ->Args({1000, 2})
    ->Args({2000, 4})
    ->Args({1000, 4})
    ->ArgNames({"size", "detail"})
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();
BENCHMARK(BM_View3DTurn)
    ->Args({1000, 2})
    ->Args({1000, 4})
    ->Args({1000, 8})
    ->Args({250, 8})
    ->ArgNames({"size", "detail"})
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

int main(int argc, char **argv)
{
    return bench::runWithApplication<QApplication>(argc, argv, bench::Display::Needed);
}
