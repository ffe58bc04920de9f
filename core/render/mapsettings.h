#pragma once
// The map picture's settings (the runtime's render/mapframe.h) and the
// studio's conversions between ground and pixel positions as Qt points.

#include "render/mapframe.h"

#include <QPointF>

namespace terrain::render {

// Maps a ground point to the image's pixel coordinates (may be outside) and back.
QPointF groundToPixel(const MapRenderSettings &s, double x, double y);
QPointF pixelToGround(const MapRenderSettings &s, double px, double py);

} // namespace terrain::render
