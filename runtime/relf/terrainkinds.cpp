#include "terrainkinds.h"

#include "util/namedvalues.h"

#include <array>

namespace terrain::relf {

namespace {
constexpr std::array<std::string_view, kTerrainKindCount> kTerrainNames = {
    "LAKE", "TOWN", "GRASS", "MOOR", "WOOD", "THICKET", "ROAD", "MUD", "PATH", "STREAM", "MARSH"};
constexpr std::array<std::string_view, kFeatureCount> kFeatureNames = {
    "NONE", "MINE", "BOULDER", "ROOT",     "WATERHOLE", "KNOLL",
    "X",    "CONE", "ROCKET",  "BUILDING", "T"};
// As FEATURES.getDescription(); the first row for a feature without one.
constexpr util::Named<Feature> kFeatureDescriptions[] = {
    {Feature::None, "unknown"},    {Feature::Mine, "mineshaft"},
    {Feature::Boulder, "boulder"}, {Feature::Knoll, "knoll"},
    {Feature::Root, "rootstock"},  {Feature::Waterhole, "water hole"},
    {Feature::X, "man-made"},      {Feature::Cone, "cone"},
    {Feature::Rocket, "rocket"},   {Feature::Building, "building"},
    {Feature::T, "marker"}};
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
    return util::valueNamed<TerrainKind>(kTerrainNames, name);
}

std::optional<Feature> featureFromName(std::string_view name)
{
    return util::valueNamed<Feature>(kFeatureNames, name);
}

std::string_view featureDescription(Feature feature)
{
    return util::nameOf(kFeatureDescriptions, feature);
}

} // namespace terrain::relf
