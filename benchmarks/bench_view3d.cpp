// Google Benchmark: the 3-D view's frames, rendered by Qt Quick 3D on
// whatever OpenGL the X server offers (under xvfb-run: Mesa's llvmpipe, the
// CPU). Needs an X server: xvfb-run -a build/release/benchmarks/bench_view3d.
//
// BM_View3DDrag: one frame of a height vector being dragged: a new
// evaluator, the scene rebuilt (its maps coarser, as while dragging) and
// uploaded, the frame rendered and read back. items_per_second is frames
// per second; build_ms the studio's own work a frame.
// BM_View3DTurn: one frame of the camera turning, the scene unchanged: the
// chunks chosen anew for the camera where it moved to.
// BM_View3DWalkScene: one frame at eye height in the Scene look (the ground
// by kind and the scatter's trees, bushes and rocks), the walker turning
// 6° a frame, rendered and read back.
// Arguments: the region's size and detail (metres), the view distance.
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

// The ground drawn in the last frame: vertices and chunks in view.
void countGround(benchmark::State &state, const widgets::TerrainView3D &view)
{
    const widgets::LodGround::Buffers &g = view.ground();
    state.counters["vertices"] = double(g.vertexCount());
    state.counters["chunks"] = g.chunks();
}

void BM_View3DDrag(benchmark::State &state)
{
    widgets::TerrainView3D *view = theView();
    view->setRegion(double(state.range(0)), double(state.range(1)));
    view->setViewDistance(double(state.range(2)));
    relf::RelfParameters p = relf::RelfParameters::reference1983();
    int step = 0;
    double build = 0.0;
    for (auto _ : state) {
        const double angle = step++ * 0.1;
        p.height[1] = {13 + int(std::lround(6 * std::cos(angle))),
                       26 + int(std::lround(6 * std::sin(angle)))};
        view->setTerrain(std::make_shared<const relf::RelfEvaluator>(p));
        view->buildNow();
        build += view->lastBuildMilliseconds();
        benchmark::DoNotOptimize(view->grabScene().constBits());
    }
    state.SetItemsProcessed(state.iterations());
    // The studio's own work a frame: the scene, its maps and chunks built.
    state.counters["build_ms"] = build / double(state.iterations());
    countGround(state, *view);
}

void BM_View3DTurn(benchmark::State &state)
{
    widgets::TerrainView3D *view = theView();
    view->setRegion(double(state.range(0)), double(state.range(1)));
    view->setViewDistance(double(state.range(2)));
    view->setTerrain(
        std::make_shared<const relf::RelfEvaluator>(relf::RelfParameters::reference1983()));
    view->buildNow();
    for (auto _ : state) {
        view->camera().turn(3.0f, 0.0f);
        view->applyCamera();
        benchmark::DoNotOptimize(view->grabScene().constBits());
    }
    state.SetItemsProcessed(state.iterations());
    countGround(state, *view);
}

void BM_View3DWalkScene(benchmark::State &state)
{
    widgets::TerrainView3D *view = theView();
    view->setRegion(double(state.range(0)), double(state.range(1)));
    view->setViewDistance(double(state.range(2)));
    view->setTerrain(
        std::make_shared<const relf::RelfEvaluator>(relf::RelfParameters::reference1983()));
    view->setWalking(true);
    view->setSceneLook(true);
    view->buildNow();
    view->grabScene(); // the instances uploaded, the shaders compiled
    for (auto _ : state) {
        view->camera().turn(6.0f, 0.0f);
        view->applyCamera();
        benchmark::DoNotOptimize(view->grabScene().constBits());
    }
    state.SetItemsProcessed(state.iterations());
    state.counters["scatter"] = double(view->scatter().items);
    countGround(state, *view);
    view->setWalking(false);
    view->setSceneLook(false);
}

} // namespace

BENCHMARK(BM_View3DDrag)
    ->Args({1000, 2, 4000})
    ->Args({1000, 1, 8000})
    ->Args({2000, 4, 8000})
    ->ArgNames({"size", "detail", "distance"})
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();
BENCHMARK(BM_View3DTurn)
    ->Args({1000, 2, 1000})
    ->Args({1000, 2, 4000})
    ->Args({1000, 2, 8000})
    ->Args({1000, 1, 8000})
    ->ArgNames({"size", "detail", "distance"})
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

BENCHMARK(BM_View3DWalkScene)
    ->Args({1000, 2, 1000})
    ->Args({1000, 2, 4000})
    ->ArgNames({"size", "detail", "distance"})
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

int main(int argc, char **argv)
{
    return bench::runWithApplication<QApplication>(argc, argv, bench::Display::Needed);
}
