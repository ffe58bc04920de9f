// Google Benchmark: the Relf core over an 800 x 600 grid of integer points.
// Reported per point: items_per_second is points per second.
#include "relf/evaluator.h"
#include "relf/features/scatter.h"
#include "relf/map/maprenderer.h"
#include "relf/map/symbols.h"
#include "relf/planet/planetfeatures.h"
#include "relf/planet/planetglobe.h"
#include "relf/scene/terrainscene.h"
#include "relf/sineprofile.h"
#include "relf/terrainlod.h"
#include "render/tiles.h"
#include "starfield/starfield.h"
#include "util/parallel.h"

#include <QImage>
#include <QPainter>

#include <benchmark/benchmark.h>

#include <cmath>
#include <map>
#include <memory>

using namespace terrain;

namespace {

constexpr int kW = 800;
constexpr int kH = 600;

const relf::RelfEvaluator &terrain1983()
{
    static const relf::RelfEvaluator e(relf::RelfParameters::reference1983());
    return e;
}

// Every point of the 800 × 600 window, one call of sample(x, y) each.
template <class Sample> void everyPoint(benchmark::State &state, Sample sample)
{
    for (auto _ : state)
        for (int j = 0; j < kH; ++j)
            for (int i = 0; i < kW; ++i)
                benchmark::DoNotOptimize(sample(i - 400, 300 - j));
    state.SetItemsProcessed(state.iterations() * kW * kH);
}

void BM_HeightPoint(benchmark::State &state)
{
    everyPoint(state, [&e = terrain1983()](int x, int y) { return e.height(x, y); });
}

void BM_TerraPoint(benchmark::State &state)
{
    everyPoint(state, [&e = terrain1983()](int x, int y) { return e.terra(x, y); });
}

// The window's rows on `threads` threads, each filled by row(y, its values).
template <class T, class Row> void everyRow(benchmark::State &state, int threads, Row row)
{
    for (auto _ : state) {
        util::parallelFor(kH, kH / (4 * threads), threads, [&](std::size_t b, std::size_t end) {
            std::vector<T> values(kW);
            for (std::size_t j = b; j < end; ++j) {
                row(300 - double(j), values);
                benchmark::DoNotOptimize(values.data());
            }
        });
    }
    state.SetItemsProcessed(state.iterations() * kW * kH);
}

void BM_HeightRows(benchmark::State &state)
{
    everyRow<double>(state, int(state.range(0)),
                     [&e = terrain1983()](double y, std::vector<double> &row) {
                         e.heightRow(-400, y, 1.0, row);
                     });
}

void BM_TerraRows(benchmark::State &state)
{
    everyRow<relf::Terra>(state, int(state.range(0)),
                          [&e = terrain1983()](double y, std::vector<relf::Terra> &row) {
                              e.terraRow(-400, y, 1.0, row);
                          });
}

// The general path: a randomised sine profile of the given length (negative
// values, so no byte tables) on the 1983 vectors, one thread.
const relf::RelfEvaluator &sineTerrain(int length)
{
    static std::map<int, std::unique_ptr<relf::RelfEvaluator>> made;
    auto &e = made[length];
    if (!e) {
        relf::SineProfileSettings s;
        s.length = length;
        s.maxCycles = relf::defaultMaxCycles(length);
        e = std::make_unique<relf::RelfEvaluator>(
            relf::withSineProfile(relf::RelfParameters::reference1983(), s));
    }
    return *e;
}

void BM_HeightRowsGeneral(benchmark::State &state)
{
    everyRow<double>(state, 1,
                     [&e = sineTerrain(int(state.range(0)))](double y, std::vector<double> &row) {
                         e.heightRow(-400, y, 1.0, row);
                     });
}

void BM_TerraRowsGeneral(benchmark::State &state)
{
    everyRow<relf::Terra>(
        state, 1, [&e = sineTerrain(int(state.range(0)))](double y, std::vector<relf::Terra> &row) {
            e.terraRow(-400, y, 1.0, row);
        });
}

// Seed 000's star scan of 800 x 600 x 300 units (the author's view), on
// one thread and on two.
void BM_Stars(benchmark::State &state)
{
    const starfield::GalaxyParameters galaxy = starfield::GalaxyParameters::defaults();
    for (auto _ : state)
        benchmark::DoNotOptimize(
            starfield::scanStars(galaxy, starfield::SpaceBox{}, int(state.range(0))));
    state.SetItemsProcessed(state.iterations() * 800 * 600 * 300);
}

// A full redraw of an 800 x 600 view, as the map view does it: every tile
// that covers the view (fill, contours, features, buildings), on all threads.
void BM_Frame(benchmark::State &state)
{
    const auto &e = terrain1983();
    const int zoom = int(state.range(0));
    const render::MapRenderSettings style;
    for (auto _ : state)
        benchmark::DoNotOptimize(render::renderFrame(relf::MapSource(relf::borrowEvaluator(e)),
                                                     zoom, -437, -311, kW, kH, style));
}

// Point symbols drawn as the map draws them: the runtime's analytic
// coverage (render/raster.h), and for comparison the same shapes stroked by
// QPainter with antialiasing. Every feature with a symbol in 4 km × 4 km of
// the 1983 terrain (about 400), placed into one 800 x 600 picture at
// 1 m per pixel; items_per_second is symbols per second.
std::vector<std::pair<relf::Feature, QPointF>> viewSymbols()
{
    std::vector<std::pair<relf::Feature, QPointF>> out;
    for (const relf::Terra &t : terrain1983().featuresIn(-2000, -2000, 2000, 2000))
        if (relf::hasSymbol(t.feature))
            out.emplace_back(t.feature, QPointF(std::fmod(t.x + 2000.25, 790.0) + 5,
                                                std::fmod(2000.5 - t.y, 590.0) + 5));
    return out;
}

void BM_SymbolsRaster(benchmark::State &state)
{
    const auto symbols = viewSymbols();
    std::vector<render::Rgb> pixels(std::size_t(kW) * kH, 0xffffffffu);
    const render::Canvas canvas{pixels.data(), kW, kH, kW};
    const double r = relf::symbolRadius(1.0);
    for (auto _ : state)
        for (const auto &[f, p] : symbols) {
            const double wx = std::floor(p.x()), wy = std::floor(p.y());
            render::drawMark(canvas, relf::featureMark(f, {p.x() - wx, p.y() - wy}, r), int(wx),
                             int(wy));
        }
    benchmark::DoNotOptimize(pixels.data());
    state.SetItemsProcessed(state.iterations() * std::int64_t(symbols.size()));
}

void BM_SymbolsQPainter(benchmark::State &state)
{
    const auto symbols = viewSymbols();
    QImage image(kW, kH, QImage::Format_RGB32);
    image.fill(Qt::white);
    const double r = relf::symbolRadius(1.0);
    for (auto _ : state) {
        QPainter painter(&image);
        for (const auto &[f, p] : symbols)
            relf::drawFeatureSymbol(painter, f, p, r);
    }
    benchmark::DoNotOptimize(image.bits());
    state.SetItemsProcessed(state.iterations() * std::int64_t(symbols.size()));
}

// The scatter of one 256 m × 256 m chunk (every tree, bush and rock in it)
// on one core, chunks in turn across the 1983 terrain: wood, thicket, moor
// and lake. items_per_second is chunks per second.
void BM_ScatterChunk(benchmark::State &state)
{
    const auto &e = terrain1983();
    std::int64_t chunk = 0, items = 0;
    for (auto _ : state) {
        const double x = double(chunk % 8) * 256 - 1024, y = double((chunk / 8) % 8) * 256 - 1024;
        const auto found = relf::scatterIn(e, x, y, x + 256, y + 256);
        items += std::int64_t(found.size());
        benchmark::DoNotOptimize(found.data());
        ++chunk;
    }
    state.SetItemsProcessed(state.iterations());
    state.counters["objects"] = double(items) / double(std::max<std::int64_t>(1, chunk));
}

// A dragged height vector, replayed: each step moves vector 1 by one unit
// around a circle, builds a new evaluator and redraws the whole 800 x 600
// view at 1 m per pixel, as the studio does while a vector is dragged.
// items_per_second is redraws per second.
void BM_DragRedraw(benchmark::State &state)
{
    relf::RelfParameters p = relf::RelfParameters::reference1983();
    const render::MapRenderSettings style;
    int step = 0;
    for (auto _ : state) {
        const double angle = step++ * 0.1;
        p.height[1] = {13 + int(std::lround(6 * std::cos(angle))),
                       26 + int(std::lround(6 * std::sin(angle)))};
        const relf::MapSource source(std::make_shared<const relf::RelfEvaluator>(p));
        benchmark::DoNotOptimize(
            render::renderFrame(source, render::kDefaultZoom, -400, -300, kW, kH, style));
    }
    state.SetItemsProcessed(state.iterations());
}

// The 3-D view's scene while a height vector is dragged: a new evaluator and
// the scene of the region (size state.range(0) m at state.range(1) m detail),
// on all threads, as the view builds it for every edit.
void BM_SceneDrag(benchmark::State &state)
{
    relf::RelfParameters p = relf::RelfParameters::reference1983();
    const relf::SceneRegion region{0.0, 0.0, double(state.range(0)), double(state.range(1))};
    relf::TerrainScene scene;
    int step = 0;
    for (auto _ : state) {
        const double angle = step++ * 0.1;
        p.height[1] = {13 + int(std::lround(6 * std::cos(angle))),
                       26 + int(std::lround(6 * std::sin(angle)))};
        const relf::RelfEvaluator e(p);
        relf::buildTerrainScene(e, region, relf::LayersDefault, 5.0, 0, scene);
        benchmark::DoNotOptimize(scene.vertices.data());
    }
    state.SetItemsProcessed(state.iterations());
}

// The ground with levels of detail a game asks for: the chunks for a camera
// 300 m above the centre of a view of state.range(0) metres, chosen and
// meshed on one thread (items: chunks). BM_LodSelect: the choice alone.
void BM_LodMesh(benchmark::State &state)
{
    const relf::RelfEvaluator e(relf::RelfParameters::reference1983());
    relf::LodSettings s;
    s.viewDistance = double(state.range(0));
    std::size_t chunks = 0, vertices = 0;
    for (auto _ : state) {
        const std::vector<relf::LodChunk> selected =
            relf::selectLodChunks(s, 0.0, 0.0, {150.0, -80.0, 300.0});
        for (const relf::LodChunk &c : selected)
            vertices += relf::meshLodChunk(e, s, c, 0.0, 0.0).vertices.size();
        chunks += selected.size();
    }
    state.SetItemsProcessed(std::int64_t(chunks));
    state.counters["chunks"] = double(chunks) / double(state.iterations());
    state.counters["vertices"] = double(vertices) / double(state.iterations());
}

void BM_LodSelect(benchmark::State &state)
{
    relf::LodSettings s;
    s.viewDistance = double(state.range(0));
    for (auto _ : state)
        benchmark::DoNotOptimize(relf::selectLodChunks(s, 0.0, 0.0, {150.0, -80.0, 300.0}).size());
}

// The planet document's pictures: the globe of state.range(0)² pixels and a
// flat map of 500 × 800, on all threads.
void BM_PlanetGlobe(benchmark::State &state)
{
    const relf::Planet planet(relf::PlanetParameters::defaults());
    relf::GlobeView view;
    view.size = int(state.range(0));
    for (auto _ : state)
        benchmark::DoNotOptimize(relf::renderGlobe(planet, view).constBits());
    state.SetItemsProcessed(state.iterations());
}

void BM_PlanetMap(benchmark::State &state)
{
    const relf::Planet planet(relf::PlanetParameters::defaults());
    relf::FlatMapView view;
    view.width = 500;
    view.height = 800;
    for (auto _ : state)
        benchmark::DoNotOptimize(relf::renderFlatMap(planet, view).constBits());
    state.SetItemsProcessed(state.iterations());
}

// Every point feature of the default planet (radius 200: some 750,000 ring
// points), as the flat map finds them once per planet.
void BM_PlanetFeatures(benchmark::State &state)
{
    const relf::Planet planet(relf::PlanetParameters::defaults());
    for (auto _ : state)
        benchmark::DoNotOptimize(
            relf::planetFeaturesNear(planet, {0, 0, 200}, 401.0, nullptr, 4'000'000).size());
    state.SetItemsProcessed(state.iterations());
}

// A height edit (the first height vector's a, plus one, as one step of a
// drag) keeps the triggers: only whether each stands on land is asked
// again, as the flat map does.
void BM_PlanetFeaturesAfterHeightEdit(benchmark::State &state)
{
    const relf::PlanetParameters p = relf::PlanetParameters::defaults();
    const relf::Planet planet(p);
    const std::vector<relf::PlanetFeature> triggers =
        relf::planetTriggersNear(planet, {0, 0, 200}, 401.0, nullptr, 4'000'000);
    relf::PlanetParameters edited = p;
    edited.height[0].a += 1;
    const relf::Planet after(edited);
    if (!relf::sameFeatureTriggers(p, edited))
        state.SkipWithError("a height edit should keep the triggers");
    for (auto _ : state)
        benchmark::DoNotOptimize(relf::standingFeatures(after, triggers).size());
    state.counters["triggers"] = double(triggers.size());
}

} // namespace

BENCHMARK(BM_PlanetGlobe)->Arg(500)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_PlanetMap)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_PlanetFeatures)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_PlanetFeaturesAfterHeightEdit)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_SceneDrag)
    ->Args({1000, 2})
    ->Args({2000, 4})
    ->ArgNames({"size", "detail"})
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();
BENCHMARK(BM_LodMesh)->Arg(4000)->Arg(8000)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_LodSelect)->Arg(4000)->Arg(8000)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_DragRedraw)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_SymbolsRaster)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_ScatterChunk)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_SymbolsQPainter)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_HeightPoint)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_TerraPoint)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_HeightRows)->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_TerraRows)->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_Stars)->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_HeightRowsGeneral)
    ->Arg(256)
    ->Arg(4096)
    ->Arg(65536)
    ->ArgName("length")
    ->Unit(benchmark::kMillisecond);
BENCHMARK(BM_TerraRowsGeneral)
    ->Arg(256)
    ->Arg(4096)
    ->Arg(65536)
    ->ArgName("length")
    ->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Frame)
    ->Arg(3)
    ->Arg(6)
    ->Arg(7)
    ->ArgName("zoom")
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

BENCHMARK_MAIN();
