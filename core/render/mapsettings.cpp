#include "mapsettings.h"

namespace terrain::render {

QPointF groundToPixel(const MapRenderSettings &s, double x, double y)
{
    return {(x - s.left) / s.metresPerPixel, (s.top - y) / s.metresPerPixel};
}

QPointF pixelToGround(const MapRenderSettings &s, double px, double py)
{
    return {s.left + px * s.metresPerPixel, s.top - py * s.metresPerPixel};
}

} // namespace terrain::render
