#include "terrainscene.h"

#include "relf/map/maprenderer.h"
#include "relf/map/symbols.h"
#include "relf/scene/scenelook.h"
#include "render/colourtable.h"
#include "util/groundlimit.h"
#include "util/parallel.h"

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace terrain::relf {

using render::MapColour;
using render::rgbOf;

QString checkSceneRegion(const SceneRegion &region)
{
    if (!util::withinGroundLimit(region.centreX) || !util::withinGroundLimit(region.centreY))
        return u"centre: expected finite coordinates within ±1e15"_s;
    if (!(region.size >= kSceneMinSize && region.size <= kSceneMaxSize))
        return u"size: expected %1 to %2 metres, got %3"_s.arg(kSceneMinSize)
            .arg(kSceneMaxSize)
            .arg(region.size);
    if (!(region.step > 0.0) || !std::isfinite(region.step))
        return u"detail: expected a positive number of metres, got %1"_s.arg(region.step);
    const double n = std::round(region.size / region.step) + 1.0;
    if (n > kSceneMaxVertices)
        return u"detail: %1 m over %2 m needs %3 vertices a side, more than %4"_s.arg(region.step)
            .arg(region.size)
            .arg(n)
            .arg(kSceneMaxVertices);
    if (n < 3)
        return u"detail: %1 m is coarser than the region of %2 m"_s.arg(region.step)
            .arg(region.size);
    return {};
}

int sceneVertices(const SceneRegion &region)
{
    return int(std::round(region.size / region.step)) + 1;
}

std::vector<std::uint32_t> sceneGridIndices(int n)
{
    std::vector<std::uint32_t> indices;
    if (n < 2)
        return indices;
    const auto m = std::uint32_t(n);
    indices.reserve(std::size_t(m - 1) * (m - 1) * 6);
    for (std::uint32_t r = 0; r + 1 < m; ++r)
        for (std::uint32_t i = 0; i + 1 < m; ++i) {
            // Row r is north of row r + 1 (smaller z): a, b along x, c, d south.
            const std::uint32_t a = r * m + i, b = a + 1, c = a + m, d = c + 1;
            indices.insert(indices.end(), {a, c, b, b, c, d});
        }
    return indices;
}

namespace {

// Heights and normals of the grid; texture coordinates map the picture's
// pixel centres (pixel k samples x0 + k·texStep) to the vertices.
void fillVertices(const RelfEvaluator &terrain, TerrainScene &scene, double x0, double y1,
                  int texSide, double texStep, int threads, bool withVertices)
{
    const int n = scene.n;
    const auto un = std::size_t(n);
    const double step = scene.step;
    std::vector<double> &heights = scene.heights;
    heights.resize(un * un);
    util::parallelFor(un, 16, threads, [&](std::size_t b, std::size_t e) {
        for (std::size_t r = b; r < e; ++r)
            terrain.heightRow(x0, y1 - double(r) * step, step,
                              std::span(heights.data() + r * un, un));
    });
    if (scene.skylands) // the sea of sky: the surface stops at its level
        for (double &h : heights)
            h = std::max(h, terrain.parameters().lakeLevel);
    const auto [lo, hi] = std::minmax_element(heights.begin(), heights.end());
    scene.minHeight = float(*lo);
    scene.maxHeight = float(*hi);
    if (!withVertices) {
        scene.vertices.clear();
        return;
    }

    scene.vertices.resize(heights.size() * TerrainScene::kFloatsPerVertex);
    const double half = (n - 1) * step / 2.0;
    const double uScale = step / texStep / texSide, uOffset = 0.5 / texSide;
    const double central = 1.0 / (2.0 * step), oneSided = 1.0 / step;
    util::parallelFor(un, 32, threads, [&](std::size_t b, std::size_t e) {
        for (std::size_t r = b; r < e; ++r) {
            // Central differences, one-sided at the edges: y = f(x, z) has
            // the normal (-df/dx, 1, -df/dz); z runs south, from row r - 1 to r + 1.
            const double *row = heights.data() + r * un;
            const double *north = heights.data() + (r == 0 ? r : r - 1) * un;
            const double *south = heights.data() + (r + 1 == un ? r : r + 1) * un;
            const double zScale = r == 0 || r + 1 == un ? oneSided : central;
            const auto z = float(-half + double(r) * step);
            const auto v0 = float(double(r) * uScale + uOffset);
            float *v = scene.vertices.data() + r * un * TerrainScene::kFloatsPerVertex;
            for (std::size_t i = 0; i < un; ++i, v += TerrainScene::kFloatsPerVertex) {
                const std::size_t west = i == 0 ? i : i - 1, east = i + 1 == un ? i : i + 1;
                const double dx = (row[east] - row[west]) * (east - west == 2 ? central : oneSided);
                const double dz = (south[i] - north[i]) * zScale;
                const double inv = 1.0 / std::sqrt(dx * dx + 1.0 + dz * dz);
                v[0] = float(-half + double(i) * step);
                v[1] = float(row[i]);
                v[2] = z;
                v[3] = float(-dx * inv);
                v[4] = float(inv);
                v[5] = float(-dz * inv);
                v[6] = float(double(i) * uScale + uOffset);
                v[7] = v0;
            }
        }
    });
}

// The islands' undersides, mirroring the land above the sea level L at
// `depth` times its height: y = L - depth·(top - L), so that an island's
// edge has no thickness and its hills hang deepest. Only cells with land at
// some corner are drawn, top and bottom.
void addUndersides(TerrainScene &scene, double level, double depth)
{
    const auto un = std::size_t(scene.n);
    scene.underside = scene.vertices;
    float lowest = scene.minHeight;
    for (std::size_t k = 0; k < un * un; ++k) {
        float *v = scene.underside.data() + k * TerrainScene::kFloatsPerVertex;
        // The top's normal is (-dx, 1, -dz)/len; the underside's slopes are
        // -depth times the top's, its normal points down.
        const double ny = v[4], dx = -v[3] / ny, dz = -v[5] / ny;
        const double inv = 1.0 / std::sqrt(depth * depth * (dx * dx + dz * dz) + 1.0);
        v[1] = float(level - depth * (scene.heights[k] - level));
        v[3] = float(depth * dx * inv);
        v[4] = float(-inv);
        v[5] = float(depth * dz * inv);
        lowest = std::min(lowest, v[1]);
    }
    scene.minHeight = lowest;
    scene.topIndices.clear();
    scene.undersideIndices.clear();
    const auto m = std::uint32_t(un);
    for (std::uint32_t r = 0; r + 1 < m; ++r)
        for (std::uint32_t i = 0; i + 1 < m; ++i) {
            const std::uint32_t a = r * m + i, b = a + 1, c = a + m, d = c + 1;
            if (scene.heights[a] <= level && scene.heights[b] <= level &&
                scene.heights[c] <= level && scene.heights[d] <= level)
                continue; // open sky
            scene.topIndices.insert(scene.topIndices.end(), {a, c, b, b, c, d});
            scene.undersideIndices.insert(scene.undersideIndices.end(), {a, b, c, b, d, c});
        }
}

// A building stands on the lowest of its corners, so that no side floats.
double buildingBase(const RelfEvaluator &terrain, double gx, double gy)
{
    const double half = RelfEvaluator::kBuildingSize / 2.0;
    double base = terrain.height(gx, gy);
    for (const double cx : {-half, half})
        for (const double cy : {-half, half})
            base = std::min(base, terrain.height(gx + cx, gy + cy));
    return base;
}

// The buildings and features of the scene, kept where they stand (on the
// building grid, on whole metres), on the ground of `terrain`.
void standObjects(const RelfEvaluator &terrain, TerrainScene &scene)
{
    const double g = RelfEvaluator::kBuildingGrid;
    for (SceneObject &o : scene.buildings) {
        const double gx = std::round((scene.centreX + double(o.x)) / g) * g;
        const double gy = std::round((scene.centreY - double(o.z)) / g) * g;
        o.y = float(buildingBase(terrain, gx, gy));
    }
    for (SceneObject &o : scene.markers)
        o.y = float(terrain.height(std::round(scene.centreX + double(o.x)),
                                   std::round(scene.centreY - double(o.z))));
}

void addBuildings(const RelfEvaluator &terrain, TerrainScene &scene, double x0, double y0,
                  double x1, double y1)
{
    const double g = RelfEvaluator::kBuildingGrid, half = RelfEvaluator::kBuildingSize / 2.0;
    const auto i0 = std::int64_t(std::ceil((x0 + half) / g)),
               i1 = std::int64_t(std::floor((x1 - half) / g));
    const auto j0 = std::int64_t(std::ceil((y0 + half) / g)),
               j1 = std::int64_t(std::floor((y1 - half) / g));
    const QRgb colour = rgbOf(MapColour::Building);
    for (std::int64_t j = j1; j >= j0; --j)
        for (std::int64_t i = i0; i <= i1; ++i) {
            if (!terrain.buildingAt(i, j))
                continue;
            if (scene.buildings.size() == kSceneMaxObjects) {
                scene.objectsCapped = true;
                return;
            }
            const double gx = double(i) * g, gy = double(j) * g;
            scene.buildings.push_back({float(gx - scene.centreX),
                                       float(buildingBase(terrain, gx, gy)),
                                       float(scene.centreY - gy), float(2 * half), kBuildingHeight,
                                       float(2 * half), colour, Feature::None});
        }
}

QRgb markerColour(Feature feature)
{
    switch (feature) {
    case Feature::Waterhole:
        return rgbOf(MapColour::WaterFeature);
    case Feature::Knoll:
    case Feature::Root:
        return rgbOf(MapColour::Contour);
    default:
        return rgbOf(MapColour::Feature);
    }
}

void addMarkers(const RelfEvaluator &terrain, TerrainScene &scene, double x0, double y0, double x1,
                double y1, int threads)
{
    // The features of bands of rows, north to south, found on all threads.
    const auto north = std::int64_t(std::floor(y1)), south = std::int64_t(std::ceil(y0));
    const std::int64_t rows = std::max<std::int64_t>(0, north - south + 1);
    const std::size_t bands = std::size_t(std::clamp<std::int64_t>(rows / 64, 1, 4 * threads));
    std::vector<std::vector<Terra>> found(bands);
    util::parallelFor(bands, 1, threads, [&](std::size_t b, std::size_t e) {
        for (std::size_t k = b; k < e; ++k) {
            const std::int64_t top = north - rows * std::int64_t(k) / std::int64_t(bands);
            const std::int64_t bottom =
                north - rows * std::int64_t(k + 1) / std::int64_t(bands) + 1;
            found[k] = terrain.featuresIn(std::int64_t(std::ceil(x0)), bottom,
                                          std::int64_t(std::floor(x1)), top);
        }
    });
    for (const std::vector<Terra> &band : found)
        for (const Terra &t : band) {
            if (!hasSymbol(t.feature))
                continue;
            if (scene.markers.size() == kSceneMaxObjects) {
                scene.objectsCapped = true;
                return;
            }
            scene.markers.push_back({float(t.x - scene.centreX), float(terrain.height(t.x, t.y)),
                                     float(scene.centreY - t.y), 1.0f, kMarkerHeight, 1.0f,
                                     markerColour(t.feature), t.feature});
        }
}

// Whole metres a pixel, so that the map is painted by the fast rows when
// the corner lies on whole metres.
} // namespace

double sceneMapStep(double side, int maxPixels)
{
    return std::max(1.0, std::ceil(side / (std::max(2, maxPixels) - 1)));
}

SceneMap renderSceneMap(const RelfEvaluator &terrain, double centreX, double centreY, double side,
                        unsigned layers, double contourInterval, int threads, int maxPixels)
{
    SceneMap map;
    map.step = sceneMapStep(side, maxPixels);
    const int pixels = int(std::floor(side / map.step)) + 1;
    render::MapRenderSettings s;
    s.left = centreX - side / 2.0;
    s.top = centreY + side / 2.0;
    s.metresPerPixel = map.step;
    s.width = s.height = pixels;
    s.layers = layers;
    s.contourInterval = contourInterval;
    s.threads = threads <= 0 ? util::idealThreads() : threads;
    map.picture = renderMap(terrain, s);
    return map;
}

TerrainScene buildTerrainScene(const RelfEvaluator &terrain, const SceneRegion &region,
                               unsigned layers, double contourInterval, int threads)
{
    TerrainScene scene;
    buildTerrainScene(terrain, region, layers, contourInterval, threads, scene);
    return scene;
}

void buildTerrainScene(const RelfEvaluator &terrain, const SceneRegion &region, unsigned layers,
                       double contourInterval, int threads, TerrainScene &scene,
                       const SceneOptions &options)
{
    threads = threads <= 0 ? util::idealThreads() : threads;
    const bool keepObjects = !options.findObjects && scene.n == sceneVertices(region) &&
                             scene.step == region.step && scene.centreX == region.centreX &&
                             scene.centreY == region.centreY && scene.layers == layers;
    if (!keepObjects) {
        scene.buildings.clear();
        scene.markers.clear();
        scene.objectsCapped = false;
    }
    scene.layers = layers;
    scene.n = sceneVertices(region);
    scene.step = region.step;
    scene.centreX = region.centreX;
    scene.centreY = region.centreY;
    const double side = (scene.n - 1) * region.step;
    const double x0 = region.centreX - side / 2.0, x1 = region.centreX + side / 2.0;
    const double y0 = region.centreY - side / 2.0, y1 = region.centreY + side / 2.0;

    // The texture's pixel k samples x0 + k·texStep, its first pixel centre
    // on the grid's north-west corner. Whole metres a pixel, so that the map
    // is painted by the fast rows when the corner lies on whole metres.
    const double texStep = sceneMapStep(side, options.maxTexture);
    const int texSide = int(std::floor(side / texStep)) + 1;
    scene.waterLevel = float(terrain.parameters().lakeLevel);
    scene.skylands = terrain.parameters().skylands.enabled;
    fillVertices(terrain, scene, x0, y1, texSide, texStep, threads, options.gridVertices);
    if (scene.skylands && options.gridVertices) {
        addUndersides(scene, terrain.parameters().lakeLevel, terrain.parameters().skylands.depth);
    } else {
        scene.underside.clear();
        scene.topIndices.clear();
        scene.undersideIndices.clear();
    }

    SceneMap map = options.sceneLook
                       ? renderSceneGround(terrain, region.centreX, region.centreY, side, threads,
                                           options.maxTexture)
                       : renderSceneMap(terrain, region.centreX, region.centreY, side, layers,
                                        contourInterval, threads, options.maxTexture);
    scene.texture = std::move(map.picture);
    scene.textureStep = map.step;

    scene.water = !scene.skylands && scene.minHeight < scene.waterLevel;
    if (keepObjects) {
        standObjects(terrain, scene);
        return;
    }
    if (layers & LayerBuildings)
        addBuildings(terrain, scene, x0, y0, x1, y1);
    if (layers & LayerFeatures)
        addMarkers(terrain, scene, x0, y0, x1, y1, threads);
}

} // namespace terrain::relf
