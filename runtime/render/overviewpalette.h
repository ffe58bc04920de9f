#pragma once
// The continent's colours from far away: one palette for the map's overview
// (32 m per pixel and coarser) and the studio's minimap, by height against
// the lake and the snow line, so that both show what the ground holds.
// Water is the lake's blue, darker the deeper it lies (the deepest from
// kDeepWater metres down); land runs from lowland green through olive
// hills and upland brown to bare rock just below the snow line, and only ground at or above
// the snow line is snow.

#include "render/rgb.h"

namespace terrain::render {

inline constexpr double kDeepWater = 150.0; // metres below the lake

Rgb overviewColour(double height, double lakeLevel, double snowHeight);

} // namespace terrain::render
