#include "terrainkinds.h"

#include <array>

namespace terrain::relf {

namespace {
constexpr std::array<std::string_view, kTerrainKindCount> kTerrainNames = {
    "LAKE", "TOWN", "GRASS", "MOOR", "WOOD", "THICKET", "ROAD", "MUD", "PATH", "STREAM", "MARSH"};
constexpr std::array<std::string_view, kFeatureCount> kFeatureNames = {
    "NONE", "MINE", "BOULDER", "ROOT",     "WATERHOLE", "KNOLL",
    "X",    "CONE", "ROCKET",  "BUILDING", "T"};
} // namespace

std::string_view terrainKindName(TerrainKind kind)
{
    return kTerrainNames.at(static_cast<std::size_t>(kind));
}

std::string_view featureName(Feature feature)
{
    return kFeatureNames.at(static_cast<std::size_t>(feature));
}

std::optional<TerrainKind> terrainKindFromName(std::string_view name)
{
    for (std::size_t i = 0; i < kTerrainNames.size(); ++i)
        if (kTerrainNames[i] == name)
            return static_cast<TerrainKind>(i);
    return std::nullopt;
}

std::optional<Feature> featureFromName(std::string_view name)
{
    for (std::size_t i = 0; i < kFeatureNames.size(); ++i)
        if (kFeatureNames[i] == name)
            return static_cast<Feature>(i);
    return std::nullopt;
}

std::string_view featureDescription(Feature feature)
{
    switch (feature) {
    case Feature::Mine:
        return "mineshaft";
    case Feature::Boulder:
        return "boulder";
    case Feature::Knoll:
        return "knoll";
    case Feature::Root:
        return "rootstock";
    case Feature::Waterhole:
        return "water hole";
    case Feature::X:
        return "man-made";
    case Feature::Cone:
        return "cone";
    case Feature::Rocket:
        return "rocket";
    case Feature::Building:
        return "building";
    case Feature::T:
        return "marker";
    default:
        return "unknown";
    }
}

} // namespace terrain::relf
