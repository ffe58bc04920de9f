#pragma once
// The point-feature symbols of seed 000's legend, drawn at a fixed size on
// screen: boulder (black dot), mine shaft or cave (open triangle, point down),
// man-made object (black ×), knoll (brown dot), rootstock (brown ✗), water
// hole (blue open triangle).

#include "relf/terrainkinds.h"

#include <QPointF>

class QPainter;

namespace terrain::relf {

// Whether the feature has a map symbol (cones and rockets move: none).
bool hasSymbol(relf::Feature feature);

// Draws the symbol centred on p; radius is half its width in pixels.
void drawFeatureSymbol(QPainter &painter, relf::Feature feature, QPointF p, double radius);

// A cave mouth: an arc opening towards `downhill` (a unit vector in pixel
// coordinates), black, as the entrance of a horizontal tunnel.
void drawCaveSymbol(QPainter &painter, QPointF p, QPointF downhill, double radius);

// The symbol's radius in pixels at a given map scale.
double symbolRadius(double metresPerPixel);

} // namespace terrain::relf
