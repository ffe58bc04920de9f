// Step 6, the article's "Biomes": its table (mapgen2's getBiome), the names
// as the article spells them and mapgen2's display colours.
#include "polymapsteps.h"

#include <array>

namespace terrain::polymap {

namespace {

struct BiomeInfo
{
    const char *name;
    QRgb colour; // mapgen2.as displayColors
};

constexpr std::array<BiomeInfo, kBiomeCount> kBiomes{{
    {"OCEAN", 0xff44447a},
    {"LAKE", 0xff336699},
    {"MARSH", 0xff2f6666},
    {"ICE", 0xff99ffff},
    {"BEACH", 0xffa09077},
    {"SNOW", 0xffffffff},
    {"TUNDRA", 0xffbbbbaa},
    {"BARE", 0xff888888},
    {"SCORCHED", 0xff555555},
    {"TAIGA", 0xff99aa77},
    {"SHRUBLAND", 0xff889977},
    {"TEMPERATE_DESERT", 0xffc9d29b},
    {"TEMPERATE_RAIN_FOREST", 0xff448855},
    {"TEMPERATE_DECIDUOUS_FOREST", 0xff679459},
    {"GRASSLAND", 0xff88aa55},
    {"TROPICAL_RAIN_FOREST", 0xff337755},
    {"TROPICAL_SEASONAL_FOREST", 0xff559944},
    {"SUBTROPICAL_DESERT", 0xffd2b98b},
}};

} // namespace

const char *biomeName(Biome biome)
{
    return std::size_t(biome) < kBiomes.size() ? kBiomes[std::size_t(biome)].name : "";
}

bool biomeFromName(const QString &name, Biome *biome)
{
    for (std::size_t i = 0; i < kBiomes.size(); ++i)
        if (name == QLatin1StringView(kBiomes[i].name)) {
            *biome = Biome(i);
            return true;
        }
    return false;
}

QRgb biomeColour(Biome biome)
{
    return std::size_t(biome) < kBiomes.size() ? kBiomes[std::size_t(biome)].colour : 0xff000000;
}

Biome whittaker(bool ocean, bool water, bool coast, double elevation, double moisture)
{
    if (ocean)
        return Biome::Ocean;
    if (water) {
        if (elevation < 0.1)
            return Biome::Marsh;
        if (elevation > 0.8)
            return Biome::Ice;
        return Biome::Lake;
    }
    if (coast)
        return Biome::Beach;
    if (elevation > 0.8) {
        if (moisture > 0.50)
            return Biome::Snow;
        if (moisture > 0.33)
            return Biome::Tundra;
        if (moisture > 0.16)
            return Biome::Bare;
        return Biome::Scorched;
    }
    if (elevation > 0.6) {
        if (moisture > 0.66)
            return Biome::Taiga;
        if (moisture > 0.33)
            return Biome::Shrubland;
        return Biome::TemperateDesert;
    }
    if (elevation > 0.3) {
        if (moisture > 0.83)
            return Biome::TemperateRainForest;
        if (moisture > 0.50)
            return Biome::TemperateDeciduousForest;
        if (moisture > 0.16)
            return Biome::Grassland;
        return Biome::TemperateDesert;
    }
    if (moisture > 0.66)
        return Biome::TropicalRainForest;
    if (moisture > 0.33)
        return Biome::TropicalSeasonalForest;
    if (moisture > 0.16)
        return Biome::Grassland;
    return Biome::SubtropicalDesert;
}

namespace detail {

void assignBiomes(PolymapMap &map, int threads)
{
    const std::size_t n = map.graph().centerCount();
    map.centerBiome.resize(n);
    forEachIndex(n, threads, [&map](std::uint32_t c) {
        map.centerBiome[c] = whittaker(map.centerOcean[c], map.centerWater[c], map.centerCoast[c],
                                       map.centerElevation[c], map.centerMoisture[c]);
    });
}

} // namespace detail

} // namespace terrain::polymap
