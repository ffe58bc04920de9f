// The C API's scatter (tr_scatter, since 1.2): relf/features/scatter.h through C.
#include "terrainruntime.h"
#include "terrainruntimeworld.h"

#include "relf/features/scatter.h"
#include "util/groundlimit.h"

#include <algorithm>
#include <cstring>

using namespace terrain;

static_assert(sizeof(tr_scatter_item) == 48, "tr_scatter_item is 48 bytes in every binding");

extern "C" {

int64_t tr_scatter(const tr_world *world, double x0, double y0, double x1, double y1,
                   tr_scatter_item *out, size_t capacity)
{
    if (!world || (!out && capacity > 0))
        return TR_E_NULL;
    if (!util::withinGroundLimit(x0) || !util::withinGroundLimit(y0) ||
        !util::withinGroundLimit(x1) || !util::withinGroundLimit(y1) || !(x0 <= x1) || !(y0 <= y1))
        return TR_E_ARGUMENT;
    if ((x1 - x0 + 1) * (y1 - y0 + 1) > double(std::int64_t(1) << 26))
        return TR_E_TOO_LARGE;
    if (x0 == x1 || y0 == y1)
        return 0; // a half-open rectangle with no area holds nothing
    const std::vector<relf::ScatterItem> items =
        relf::scatterIn(capi::terrainOf(*world), x0, y0, x1, y1);
    const std::size_t n = std::min(capacity, items.size());
    for (std::size_t k = 0; k < n; ++k) {
        const relf::ScatterItem &s = items[k];
        tr_scatter_item &o = out[k];
        std::memset(&o, 0, sizeof o);
        o.x = s.x, o.y = s.y, o.z = s.z;
        o.height = s.height, o.rotation = s.rotation, o.lean = s.lean;
        o.lean_direction = s.leanDirection;
        o.kind = std::uint8_t(s.kind);
        o.species = s.species;
        o.ground = std::uint8_t(s.ground);
    }
    return std::int64_t(items.size());
}

} // extern "C"
