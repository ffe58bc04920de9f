#pragma once
// The Relf map's line symbols stroked with a QPainter, for the studio's
// stream overlay and the vector exports: streams (ISOM 304) with the marsh
// symbol, the continent's rivers and the engineer's dashed roads, at the widths and dashes of the
// runtime's raster lines (relf/map/maplines.h).

#include "relf/map/maplines.h"
#include "render/mapsettings.h"

#include <QImage>
#include <QPointF>

class QPainter;

namespace terrain::relf {

using render::MapRenderSettings;

// Streams whose route comes near the picture, in its pixel coordinates
// (the widths of relf/map/maplines.h).
void drawStreams(QPainter &painter, const std::vector<Stream> &streams, const MapRenderSettings &s);
void drawMarshSymbol(QPainter &painter, QPointF p, double radius);

// Roads in the picture's pixel coordinates: a dashed black line as wide as
// the road (roadStroke). The dash pattern is measured from each road's first
// vertex, so pictures drawn in pieces match.
void drawRoads(QPainter &painter, const std::vector<Road> &roads, const MapRenderSettings &s);

// The continent's rivers reaching into the picture as vectors, at the widths
// the raster map strokes them (relf/map/maprivers.h); none without a
// continent.
void drawRivers(QPainter &painter, const RelfEvaluator &terrain, const MapRenderSettings &s);

// The streams of the picture's region as vectors (paintStreamsOver's rule).
void drawStreamsOver(QPainter &painter, const RelfEvaluator &terrain, const MapRenderSettings &s);

// The picture's streams painted into a QImage in Format_RGB32 (paintStreamsOver).
void paintStreamsOver(QImage &image, const RelfEvaluator &terrain, const MapRenderSettings &s);

} // namespace terrain::relf
