#pragma once
// The terrain kinds and point features of the reference (seed 000: enums
// TERRAINS and FEATURES), in the reference's order.

#include <cstdint>
#include <optional>
#include <string_view>

namespace terrain::relf {

// One byte each, so that a Terra is 40 bytes, not 48 (rows write one a point).
enum class TerrainKind : std::uint8_t
{
    Lake,
    Town,
    Grass,
    Moor,
    Wood,
    Thicket,
    Road,
    Mud,
    Path,
    Stream,
    Marsh,
};
inline constexpr int kTerrainKindCount = 11;

enum class Feature : std::uint8_t
{
    None,
    Mine,
    Boulder,
    Root,
    Waterhole,
    Knoll,
    X,
    Cone,
    Rocket,
    Building,
    T, // a marker: the reference's terra honours a placed T, its enum omits it
};
inline constexpr int kFeatureCount = 11;

// The reference enum names (LAKE, TOWN, ...; NONE, MINE, ...).
std::string_view terrainKindName(TerrainKind kind);
std::string_view featureName(Feature feature);
std::optional<TerrainKind> terrainKindFromName(std::string_view name);
std::optional<Feature> featureFromName(std::string_view name);

// Readable descriptions as in FEATURES.getDescription() ("mineshaft", ...).
std::string_view featureDescription(Feature feature);

} // namespace terrain::relf
