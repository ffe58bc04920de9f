#include "shapegrid.h"

#include <cmath>

namespace terrain::shape {

CoastSamples coastSamples(double coast)
{
    CoastSamples c;
    c.coast = std::isnan(coast) ? 0.5 : std::clamp(coast, 1.0 / kFullScale, 1.0);
    // The smallest sample that the model does not call sea (m < coast).
    int floor = int(std::ceil(c.coast * kFullScale));
    while (floor > 1 && double(floor - 1) / kFullScale >= c.coast)
        --floor;
    while (floor < 65535 && double(floor) / kFullScale < c.coast)
        ++floor;
    c.landFloor = std::uint16_t(floor);
    c.seaTop = std::uint16_t(floor - 1);
    return c;
}

std::uint16_t CoastSamples::land(double t) const
{
    const double m = coast + (1.0 - coast) * std::clamp(t, 0.0, 1.0);
    return std::uint16_t(std::clamp(std::lround(m * kFullScale), long(landFloor), 65535L));
}

std::uint16_t CoastSamples::sea(double t) const
{
    const double m = coast * std::clamp(t, 0.0, 1.0);
    return std::uint16_t(std::clamp(std::lround(m * kFullScale), 0L, long(seaTop)));
}

} // namespace terrain::shape
