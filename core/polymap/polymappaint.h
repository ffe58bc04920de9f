#pragma once
// Painting the land/water overrides of a parameter set: a disc of the paint
// grid set to one value. Kept apart from the editor so that a stroke's
// effect can be tested without a window.

#include "polymapparameters.h"

namespace terrain::polymap {

// The paint cell (column, row) under map point (x, y); false outside the map.
bool paintCellAt(double x, double y, int *column, int *row);

// Sets every paint cell whose centre lies within `radius` map units of
// (x, y) to `paint` (Paint::None erases). Returns whether anything changed.
// A grid left with nothing painted becomes empty, so that erasing
// everything gives back the unpainted set exactly.
bool paintDisc(PolymapParameters &parameters, double x, double y, double radius, Paint paint);

} // namespace terrain::polymap
