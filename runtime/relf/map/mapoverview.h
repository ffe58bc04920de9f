#pragma once
// The map far out over a continent (from kOverviewFrom metres per pixel):
// at such scales the Relf detail is finer than a pixel and would only draw
// noise, so each pixel shows the continent's shape instead: the composed
// height at the detail's mean, base(m) + amplitude(m) · mean, in the
// overview palette (render/overviewpalette.h), shaded by its slope. Water
// is drawn as often as the detail holds it: a pixel is water where a draw
// fixed to it (its place on the world's pixel grid) falls below the share
// of the detail under the lake there, the share of the Relf heights (sampled
// once a frame, 2,048 points) below (lake − base) / amplitude; so a land of
// many small lakes shows them as a scatter of water, and a sea of islets
// its islets. It reads the macro grid and those samples alone, so a whole
// continent draws in milliseconds.

#include "relf/evaluator.h"
#include "render/mapframe.h"

#include "render/raster.h"

namespace terrain::relf {

inline constexpr double kOverviewFrom = 32.0; // metres per pixel
// From here to kOverviewFrom the orienteering map's fill fades into the
// overview (its symbols and rivers stay on top), so the change has no step.
inline constexpr double kOverviewBlendFrom = 4.0;

inline bool showsOverview(const RelfEvaluator &terrain, double metresPerPixel)
{
    return terrain.continent() && metresPerPixel >= kOverviewFrom;
}

// The overview's share of a pixel over a continent at a scale: 0 up to
// kOverviewBlendFrom, rising linearly in metres per pixel (no library call,
// the same bits everywhere) to 1 at kOverviewFrom; 0 without a continent.
inline double overviewShare(const RelfEvaluator &terrain, double metresPerPixel)
{
    if (!terrain.continent() || !(metresPerPixel > kOverviewBlendFrom))
        return 0.0;
    if (metresPerPixel >= kOverviewFrom)
        return 1.0;
    return (metresPerPixel - kOverviewBlendFrom) / (kOverviewFrom - kOverviewBlendFrom);
}

// Paints the overview of s's region onto the canvas (s.width × s.height pixels).
// Past kOverviewBlendFrom the orienteering map mixes it into its fill by
// overviewShare().
void paintOverview(const render::Canvas &canvas, const RelfEvaluator &terrain,
                   const render::MapRenderSettings &s);

} // namespace terrain::relf
