// The C API's climate (tr_biomes, since 1.4): a continent's biome per place
// (relf/climate.h) on a grid of points, at each point's ground height.
#include "terrainruntime.h"
#include "terrainruntimeworld.h"

#include "relf/climate.h"

#include <vector>

using namespace terrain;

static_assert(TR_BIOME_MARSH == int(relf::Biome::Marsh) + 1 &&
                  TR_BIOME_SNOW == int(relf::Biome::Snow) + 1 && relf::kBiomeCount == TR_BIOME_SNOW,
              "tr_biome is relf::Biome + 1");

extern "C" {

const char *tr_biome_name(int biome)
{
    if (biome == TR_BIOME_NONE)
        return "none";
    if (biome < TR_BIOME_MARSH || biome > TR_BIOME_SNOW)
        return nullptr;
    return relf::biomeName(relf::Biome(biome - 1));
}

int tr_biomes(const tr_world *world, double x0, double y0, int32_t width, int32_t height,
              double step, uint8_t *out)
{
    if (const int status = capi::checkGridCall(world, out, x0, y0, width, height, step))
        return status;
    const relf::RelfEvaluator &terrain = capi::terrainOf(*world);
    const relf::ClimateField *climate = terrain.climate();
    const auto w = std::size_t(width);
    std::vector<double> heights(w);
    for (int32_t r = 0; r < height; ++r) {
        uint8_t *row = out + std::size_t(r) * w;
        if (!climate) {
            std::fill(row, row + w, uint8_t(TR_BIOME_NONE));
            continue;
        }
        const double y = y0 + r * step;
        terrain.heightRow(x0, y, step, heights);
        for (std::size_t i = 0; i < w; ++i)
            row[i] =
                uint8_t(int(climate->biome(x0 + static_cast<double>(i) * step, y, heights[i])) + 1);
    }
    return TR_OK;
}

} // extern "C"
