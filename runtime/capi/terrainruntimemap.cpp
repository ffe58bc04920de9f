// The C API's orienteering map (tr_map, since 1.2): the studio's own
// renderer (relf/map/mapraster.h) into the caller's RGBA bytes.
#include "terrainruntime.h"
#include "terrainruntimeworld.h"

#include "relf/map/mapraster.h"
#include "render/rgb.h"
#include "util/groundlimit.h"

#include <cmath>
#include <vector>

using namespace terrain;

extern "C" {

int tr_map(const tr_world *world, double x0, double y0, int32_t width, int32_t height,
           double metres_per_pixel, uint8_t *out)
{
    if (!world || !out)
        return TR_E_NULL;
    constexpr std::int32_t kMaxSide = 16384; // as terrainstudio-cli render
    if (width < 1 || height < 1 || width > kMaxSide || height > kMaxSide)
        return TR_E_SIZE;
    const double m = metres_per_pixel;
    if (!(m >= 1.0 / 64) || !(m <= 1024) || !util::withinGroundLimit(x0) ||
        !util::withinGroundLimit(y0) || !util::withinGroundLimit(x0 + width * m) ||
        !util::withinGroundLimit(y0 + height * m))
        return TR_E_ARGUMENT;
    render::MapRenderSettings s;
    s.left = x0;
    s.top = y0 + height * m;
    s.metresPerPixel = m;
    s.width = width;
    s.height = height;
    s.threads = 0;
    std::vector<render::Rgb> pixels(std::size_t(width) * std::size_t(height));
    const render::Canvas canvas{pixels.data(), width, height, width};
    relf::paintPicture(canvas, capi::terrainOf(*world), s);
    render::toRgbaBytes(pixels.data(), pixels.size(), out);
    return TR_OK;
}

} // extern "C"
