#include "biomenames.h"

#include <QCoreApplication>

#include <array>

namespace terrain::widgets {

namespace {
// In the order of polymap::Biome.
constexpr std::array<const char *, polymap::kBiomeCount> kTitles{{
    QT_TRANSLATE_NOOP("Biomes", "Ocean"),
    QT_TRANSLATE_NOOP("Biomes", "Lake"),
    QT_TRANSLATE_NOOP("Biomes", "Marsh"),
    QT_TRANSLATE_NOOP("Biomes", "Ice"),
    QT_TRANSLATE_NOOP("Biomes", "Beach"),
    QT_TRANSLATE_NOOP("Biomes", "Snow"),
    QT_TRANSLATE_NOOP("Biomes", "Tundra"),
    QT_TRANSLATE_NOOP("Biomes", "Bare"),
    QT_TRANSLATE_NOOP("Biomes", "Scorched"),
    QT_TRANSLATE_NOOP("Biomes", "Taiga"),
    QT_TRANSLATE_NOOP("Biomes", "Shrubland"),
    QT_TRANSLATE_NOOP("Biomes", "Temperate desert"),
    QT_TRANSLATE_NOOP("Biomes", "Temperate rain forest"),
    QT_TRANSLATE_NOOP("Biomes", "Temperate deciduous forest"),
    QT_TRANSLATE_NOOP("Biomes", "Grassland"),
    QT_TRANSLATE_NOOP("Biomes", "Tropical rain forest"),
    QT_TRANSLATE_NOOP("Biomes", "Tropical seasonal forest"),
    QT_TRANSLATE_NOOP("Biomes", "Subtropical desert"),
}};
} // namespace

QString biomeTitle(polymap::Biome biome)
{
    const auto i = std::size_t(biome);
    return i < kTitles.size() ? QCoreApplication::translate("Biomes", kTitles[i]) : QString();
}

} // namespace terrain::widgets
