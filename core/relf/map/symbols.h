#pragma once
// The point-feature symbols (the runtime's relf/map/mapsymbols.h) stroked
// with a QPainter, for the vector exports (SVG, PDF) and the studio's
// overlays: the same shapes the raster map draws.

#include "relf/map/mapsymbols.h"

#include <QPointF>

class QPainter;

namespace terrain::relf {

// Draws a mark's shapes as vector primitives.
void drawMark(QPainter &painter, const render::Mark &mark);

// Draws the symbol centred on p; radius is half its width in pixels.
void drawFeatureSymbol(QPainter &painter, relf::Feature feature, QPointF p, double radius);

// A cave mouth: an arc opening towards `downhill` (a unit vector in pixel coordinates).
void drawCaveSymbol(QPainter &painter, QPointF p, QPointF downhill, double radius);

} // namespace terrain::relf
