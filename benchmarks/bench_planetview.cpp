// Google Benchmark: the planet views while a height vector is dragged, as
// the studio shows them (a widget each, offscreen, 480 × 480 as the planet
// editor lays them out and 800 × 600). Each iteration is one step of the
// drag: a new planet (the first height vector's a one more), then the
// event loop until the view shows a picture of it: the first (a quarter of
// the resolution, as the view shows while the planet changes; whole = 0)
// or the whole one (whole = 1, the map's point features included).
// items_per_second is redraws a second.
#include "benchmain.h"
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

// The editor's size and a larger one, each to the first and the whole picture.
void sizes(benchmark::internal::Benchmark *b)
{
    b->ArgNames({"w", "h", "whole"});
    for (const auto &[w, h] : {std::pair(480, 480), std::pair(800, 600)})
        for (const int whole : {0, 1})
            b->Args({w, h, whole});
    b->Unit(benchmark::kMillisecond)->UseRealTime();
}

BENCHMARK(BM_GlobeDrag)->Apply(sizes);
BENCHMARK(BM_MapDrag)->Apply(sizes);

int main(int argc, char **argv)
{
    return bench::runWithApplication<QApplication>(argc, argv);
}
