// Google Benchmark: the planet views while a height vector is dragged, as
// the studio shows them (a widget each, offscreen, 480 × 480 as the planet
// editor lays them out and 800 × 600). Each iteration is one step of the
// drag: a new planet (the first height vector's a one more), then the
// event loop until the view shows a picture of it: the first (a quarter of
// the resolution, as the view shows while the planet changes; whole = 0)
// or the whole one (whole = 1, the map's point features included).
// items_per_second is redraws a second.
#include "planet/planetview.h"

#include <QApplication>

#include <benchmark/benchmark.h>

using namespace terrain;

namespace {

void drag(benchmark::State &state, widgets::PlanetView::Kind kind)
{
    widgets::PlanetView view(kind);
    view.resize(int(state.range(0)), int(state.range(1)));
    relf::PlanetParameters p = relf::PlanetParameters::defaults();
    view.setPlanet(std::make_shared<relf::Planet>(p));
    view.setScale(0.1); // the map near enough for its point features
    view.show();
    if (!view.waitForPicture()) {
        state.SkipWithError("no first picture");
        return;
    }
    const bool whole = state.range(2) != 0;
    for (auto _ : state) {
        p.height[0].a += 1;
        view.setPlanet(std::make_shared<relf::Planet>(p));
        while (view.shownGeneration() != view.generation() || (whole && !view.shownIsWhole()))
            QApplication::processEvents(QEventLoop::WaitForMoreEvents);
    }
    state.SetItemsProcessed(state.iterations());
}

void BM_GlobeDrag(benchmark::State &state)
{
    drag(state, widgets::PlanetView::Kind::Globe);
}

void BM_MapDrag(benchmark::State &state)
{
    drag(state, widgets::PlanetView::Kind::Map);
}

} // namespace

BENCHMARK(BM_GlobeDrag)
    ->Args({480, 480, 0})
    ->Args({480, 480, 1})
    ->Args({800, 600, 0})
    ->Args({800, 600, 1})
    ->ArgNames({"w", "h", "whole"})
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();
BENCHMARK(BM_MapDrag)
    ->Args({480, 480, 0})
    ->Args({480, 480, 1})
    ->Args({800, 600, 0})
    ->Args({800, 600, 1})
    ->ArgNames({"w", "h", "whole"})
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
