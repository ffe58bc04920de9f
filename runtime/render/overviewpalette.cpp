#include "overviewpalette.h"

#include "render/colourtable.h"

namespace terrain::render {

namespace {

// Rounds half away from zero, as lround, without libm.
int rounded(double v)
{
    return v < 0.0 ? -int(0.5 - v) : int(v + 0.5);
}

Rgb mix(Rgb a, Rgb b, double t)
{
    const auto channel = [t](int x, int y) { return rounded(x + (y - x) * t); };
    return opaque(channel(redOf(a), redOf(b)), channel(greenOf(a), greenOf(b)),
                  channel(blueOf(a), blueOf(b)));
}

constexpr Rgb kDeep = opaque(24, 70, 130);
constexpr Rgb kLowland = opaque(96, 158, 80);
constexpr Rgb kHills = opaque(150, 156, 88);
constexpr Rgb kUpland = opaque(164, 128, 76);
constexpr Rgb kRock = opaque(176, 160, 142);

} // namespace

Rgb overviewColour(double height, double lakeLevel, double snowHeight)
{
    if (height < lakeLevel) {
        const double depth = (lakeLevel - height) / kDeepWater;
        return mix(rgbOf(MapColour::Lake), kDeep, depth < 1.0 ? depth : 1.0);
    }
    if (height >= snowHeight)
        return rgbOf(MapColour::Snow);
    const double span = snowHeight - lakeLevel;
    const double t = span > 0.0 ? (height - lakeLevel) / span : 0.0;
    return t < 0.5    ? mix(kLowland, kHills, t / 0.5)
           : t < 0.85 ? mix(kHills, kUpland, (t - 0.5) / 0.35)
                      : mix(kUpland, kRock, (t - 0.85) / 0.15);
}

} // namespace terrain::render
