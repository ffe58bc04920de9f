#pragma once
// The map far out over a continent (from kOverviewFrom metres per pixel):
// at such scales the Relf detail is finer than a pixel and would only draw
// noise, so each pixel shows the continent's shape instead: the composed
// height at the detail's mean, base(m) + amplitude(m) · mean, as the lake's
// blue below the lake level and, above it, land tinted from the open
// land's yellow to brown and the snow's colour, shaded by its slope. It
// reads the macro grid alone (no Relf sums), so a whole continent draws in
// milliseconds.

#include "relf/evaluator.h"
#include "render/mapframe.h"

#include "render/raster.h"

namespace terrain::relf {

inline constexpr double kOverviewFrom = 32.0; // metres per pixel

inline bool showsOverview(const RelfEvaluator &terrain, double metresPerPixel)
{
    return terrain.continent() && metresPerPixel >= kOverviewFrom;
}

// Paints the overview of s's region onto the canvas (s.width × s.height pixels).
void paintOverview(const render::Canvas &canvas, const RelfEvaluator &terrain,
                   const render::MapRenderSettings &s);

} // namespace terrain::relf
