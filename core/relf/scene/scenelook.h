#pragma once
// The 3-D view's Scene look: what the player sees, as the forest page
// (web/forest/) draws it: the ground coloured by terrain kind with snow
// above the snow line (not the map), and every tree, bush and rock of the
// runtime's scatter near the region's centre as the parts the view
// instances: trunks, conifer and broadleaf crowns, bushes, rocks, sized as
// the page's shapes. Colours from render/scenecolours.h, the page's too.

#include "relf/evaluator.h"

#include <QImage>

#include <array>
#include <cstddef>
#include <vector>

namespace terrain::relf {

struct SceneObject;
struct SceneMap;

enum class ScatterPart
{
    Trunk,
    Conifer,
    Broadleaf,
    Bush,
    Rock
};
inline constexpr int kScatterParts = 5;
// Metres from the region's centre that the scatter is shown within.
inline constexpr double kSceneScatterReach = 300.0;
// Objects of the scatter a scene holds at most (trees count once).
inline constexpr std::size_t kSceneMaxScatter = 60000;

// The ground by kind of the square of `side` metres centred on (centreX,
// centreY): the pixels as renderSceneMap lays them out (whole metres a
// pixel, at most maxPixels a side, pixel k's centre on the west edge +
// k·step and the north edge − k·step).
SceneMap renderSceneGround(const RelfEvaluator &terrain, double centreX, double centreY,
                           double side, int threads, int maxPixels);

// The scatter within `reach` of (centreX, centreY) as scene objects about (centreX, centreY) (x
// east, y up, z south), a list per ScatterPart; capped reports that kSceneMaxScatter was reached
// (the nearest rows first).
struct SceneScatter
{
    std::array<std::vector<SceneObject>, kScatterParts> parts;
    std::size_t items = 0;
    bool capped = false;
};
void buildSceneScatter(const RelfEvaluator &terrain, double centreX, double centreY, double reach,
                       SceneScatter &out);

} // namespace terrain::relf
