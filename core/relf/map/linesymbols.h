#pragma once
// The Relf map's line symbols: streams (ISOM 304, a blue line, with the
// seed's marsh symbol ◆ where a stream sinks into a hollow) and the
// engineer's roads (dashed black lines, as The Forest draws them). The map
// tiles, the studio's stream overlay and the CLI draw them with these.

#include "relf/features/roads.h"
#include "relf/features/streams.h"
#include "render/mapsettings.h"

#include <QImage>
#include <QPointF>

class QPainter;

namespace terrain::relf {

using render::MapRenderSettings;

// Streams whose route comes near the picture, in its pixel coordinates.
void drawStreams(QPainter &painter, const std::vector<Stream> &streams, const MapRenderSettings &s);
void drawMarshSymbol(QPainter &painter, QPointF p, double radius);

// Roads in the picture's pixel coordinates: a dashed black line as wide as
// the road (never thinner than 1.5 pixels). The dash pattern is measured from
// each road's first vertex, so pictures drawn in pieces match.
void drawRoads(QPainter &painter, const std::vector<Road> &roads, const MapRenderSettings &s);

// The same roads painted into a map picture pixel by pixel: each pixel's
// coverage comes from its own sample point's distance to the road's line and
// position along it, so tiles put together equal the picture drawn whole
// (QPainter's antialiasing differs by a level or two across a clip edge).
void paintRoads(QImage &image, const std::vector<Road> &roads, const MapRenderSettings &s);

// The stream scan's region for a picture: sources within the picture and
// maxLength metres around it (a stream from farther away cannot reach in).
struct StreamRegion
{
    std::int64_t x0 = 0, y0 = 0, x1 = 0, y1 = 0;
};
StreamRegion streamRegionFor(const MapRenderSettings &s, double maxLength);

// The streams of the picture's region (none when streams are off or the
// region is wider than 64 km), drawn over it.
void paintStreamsOver(QPainter &painter, const RelfEvaluator &terrain, const MapRenderSettings &s);

} // namespace terrain::relf
