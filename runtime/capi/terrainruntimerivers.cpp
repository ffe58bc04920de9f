// The C API's continent rivers (tr_rivers, since 1.3): the runtime's world
// rivers (relf/rivers.h) that reach into a rectangle, as lines of points.
#include "terrainruntime.h"
#include "terrainruntimeworld.h"

#include "relf/rivers.h"
#include "util/groundlimit.h"

using namespace terrain;

extern "C" {

int64_t tr_rivers(const tr_world *world, double x0, double y0, double x1, double y1, tr_line *lines,
                  size_t line_capacity, tr_point *points, size_t point_capacity,
                  size_t *point_count)
{
    // Rivers span a continent: any rectangle, however large, of corners
    // within the ground's limit.
    if (!world || (!lines && line_capacity > 0) || (!points && point_capacity > 0))
        return TR_E_NULL;
    if (!util::withinGroundLimit(x0) || !util::withinGroundLimit(y0) ||
        !util::withinGroundLimit(x1) || !util::withinGroundLimit(y1) || x1 < x0 || y1 < y0)
        return TR_E_ARGUMENT;
    std::size_t total = 0;
    std::int64_t count = 0;
    if (const relf::ContinentSampler *sampler = capi::terrainOf(*world).continent()) {
        const relf::Continent &c = sampler->continent();
        const auto rivers = relf::worldRivers(c);
        const bool fits = relf::forEachRiverIn(
            c, *rivers, x0, y0, x1, y1, 0.0, 4096.0,
            [&](const relf::WorldRiver &r, double dx, double dy) {
                if (std::size_t(count) < line_capacity)
                    lines[count] = {total, r.points.size(), r.width, r.length, r.intoSea ? 1 : 0};
                for (const auto &p : r.points) {
                    if (total < point_capacity)
                        points[total] = {p[0] + dx, p[1] + dy};
                    ++total;
                }
                ++count;
            });
        if (!fits)
            return TR_E_ARGUMENT; // a rectangle of thousands of repeats
    }
    if (point_count)
        *point_count = total;
    return count;
}

} // extern "C"
