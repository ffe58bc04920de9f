#pragma once
// The Relf map's line symbols on a picture's pixels: streams (ISOM 304, a
// blue line, with the seed's marsh symbol ◆ where a stream sinks into a
// hollow) and the engineer's roads (dashed black lines, as The Forest draws
// them). The raster map, the CLI and every binding's tr_map draw them with
// these; the vector exports stroke the same widths and dashes.

#include "relf/evaluator.h"
#include "relf/features/roads.h"
#include "relf/features/streams.h"
#include "render/raster.h"

namespace terrain::relf {

using render::MapRenderSettings;

// A stream's line width and the marsh symbol's radius in pixels at a scale.
double streamWidth(double metresPerPixel);
double marshRadius(double metresPerPixel);

// Streams whose route comes near the picture, in its pixel coordinates.
void paintStreams(const render::Canvas &canvas, const std::vector<Stream> &streams,
                  const MapRenderSettings &s);

// A road's width, dash and gap in pixels (never thinner than 1.5 pixels;
// dashes of 4 m and gaps of 2 m on the ground, at least 6 and 3 pixels).
struct RoadStroke
{
    double width, dash, gap;
};
RoadStroke roadStroke(const Road &road, double metresPerPixel);

// The roads, pixel by pixel: each pixel's coverage comes from its own
// sample point's distance to the road's line and its position along it
// (the dashes measured from each road's first vertex), so tiles put
// together equal the picture drawn whole.
void paintRoads(const render::Canvas &canvas, const std::vector<Road> &roads,
                const MapRenderSettings &s);

// The stream scan's region for a picture: sources within the picture and
// maxLength metres around it (a stream from farther away cannot reach in).
struct StreamRegion
{
    std::int64_t x0 = 0, y0 = 0, x1 = 0, y1 = 0;
};
StreamRegion streamRegionFor(const MapRenderSettings &s, double maxLength);

// The streams of the picture's region (none when streams are off, at scales
// that show none, or when the region is wider than 64 km), painted over it.
void paintStreamsOver(const render::Canvas &canvas, const RelfEvaluator &terrain,
                      const MapRenderSettings &s);

} // namespace terrain::relf
