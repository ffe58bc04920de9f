#include "relf/scene/scenelook.h"

#include "relf/features/scatter.h"
#include "relf/scene/terrainscene.h"
#include "render/scenecolours.h"
#include "util/parallel.h"

#include <cmath>

namespace terrain::relf {

SceneMap renderSceneGround(const RelfEvaluator &terrain, double centreX, double centreY,
                           double side, int threads, int maxPixels)
{
    // The layout of renderSceneMap: the map's picture and this one share
    // the texture coordinates.
    SceneMap map;
    const double step = sceneMapStep(side, maxPixels);
    map.step = step;
    const int pixels = int(std::floor(side / step)) + 1;
    map.picture = QImage(pixels, pixels, QImage::Format_RGB32);
    const double left = centreX - side / 2.0, top = centreY + side / 2.0;
    QImage &picture = map.picture;
    const auto n = std::size_t(pixels);
    const auto paint = [&](std::size_t r0, std::size_t r1) {
        std::vector<TerrainKind> kinds(n);
        std::vector<double> heights(n);
        for (std::size_t r = r0; r < r1; ++r) {
            terrain.mapRow(left, top - double(r) * step, step, kinds, heights);
            auto *row = reinterpret_cast<QRgb *>(picture.scanLine(int(r)));
            const double snowHeight = terrain.snowHeightAt(top - double(r) * step);
            for (std::size_t i = 0; i < n; ++i)
                row[i] = kinds[i] != TerrainKind::Lake && heights[i] > snowHeight
                             ? render::kSceneSnow
                             : render::kSceneGround[std::size_t(kinds[i])];
        }
    };
    util::parallelFor(n, 16, threads <= 0 ? util::idealThreads() : threads, paint);
    return map;
}

namespace {

// A part of height fraction `tall`, width fraction `wide`, its base `base`
// of the object's height above the object's base.
SceneObject part(const ScatterItem &s, double centreX, double centreY, float wide, float tall,
                 float base, QRgb colour)
{
    SceneObject o;
    o.x = float(s.x - centreX);
    o.z = float(centreY - s.y);
    o.y = float(s.z) + base * s.height;
    o.width = o.depth = wide * s.height;
    o.height = tall * s.height;
    o.colour = colour;
    return o;
}

} // namespace

void buildSceneScatter(const RelfEvaluator &terrain, double centreX, double centreY, double reach,
                       SceneScatter &out)
{
    for (auto &list : out.parts)
        list.clear();
    out.items = 0;
    out.capped = false;
    // In bands of 64 m from the north, so that a cap keeps whole rows.
    const double x0 = centreX - reach, x1 = centreX + reach;
    for (double y1 = centreY + reach; y1 > centreY - reach && !out.capped; y1 -= 64.0) {
        const double y0 = std::max(centreY - reach, y1 - 64.0);
        for (const ScatterItem &s : scatterIn(terrain, x0, y0, x1, y1)) {
            // A disc, not a square: no corner of trees standing out.
            if (std::hypot(s.x - centreX, s.y - centreY) >= reach)
                continue;
            if (out.items == kSceneMaxScatter) {
                out.capped = true;
                break;
            }
            ++out.items;
            auto add = [&](ScatterPart p, SceneObject o) {
                out.parts[std::size_t(p)].push_back(o);
            };
            switch (s.kind) {
            case ScatterKind::Tree:
                add(ScatterPart::Trunk,
                    part(s, centreX, centreY, 0.04f, 0.45f, 0.0f, render::kSceneTrunk));
                if (s.species < 2)
                    add(ScatterPart::Conifer,
                        part(s, centreX, centreY, 0.32f, 0.8f, 0.2f, render::kSceneConifer));
                else
                    add(ScatterPart::Broadleaf,
                        part(s, centreX, centreY, 0.48f, 0.43f, 0.484f, render::kSceneBroadleaf));
                break;
            case ScatterKind::Bush:
                add(ScatterPart::Bush,
                    part(s, centreX, centreY, 1.0f, 0.7f, 0.0f, render::kSceneBush));
                break;
            case ScatterKind::Rock:
                add(ScatterPart::Rock,
                    part(s, centreX, centreY, 1.0f, 0.6f, -0.1f, render::kSceneRock));
                break;
            }
        }
    }
}

} // namespace terrain::relf
