#pragma once
// Objects placed deliberately on the ground (seed 000, "Enabling things to
// move"): roads, streams, moved features. The reference keys a hash map by the
// string "x,y"; here the two 32-bit integers are packed into one 64-bit key,
// which is distinct for distinct (x, y) just as the comma makes the string.

#include "relf/terrainkinds.h"

#include <cstdint>
#include <unordered_map>
#include <variant>
#include <vector>

namespace terrain::relf {

using PlacedObject = std::variant<TerrainKind, Feature>;

struct PlacedEntry
{
    std::int32_t x = 0;
    std::int32_t y = 0;
    PlacedObject object;
    bool operator==(const PlacedEntry &) const = default;
};

class PlacedObjects
{
public:
    void place(std::int32_t x, std::int32_t y, PlacedObject object);
    // The object at (x, y), or nullptr.
    const PlacedObject *atPlace(std::int32_t x, std::int32_t y) const;
    void remove(std::int32_t x, std::int32_t y);
    void removeAll(PlacedObject kind);
    void clear() { m_objects.clear(); }

    bool empty() const { return m_objects.empty(); }
    std::size_t size() const { return m_objects.size(); }
    // All entries sorted by (y, x): a stable order for files and comparison.
    std::vector<PlacedEntry> entries() const;

    bool operator==(const PlacedObjects &other) const { return m_objects == other.m_objects; }

private:
    static std::uint64_t key(std::int32_t x, std::int32_t y)
    {
        return (static_cast<std::uint64_t>(static_cast<std::uint32_t>(x)) << 32) |
               static_cast<std::uint32_t>(y);
    }
    std::unordered_map<std::uint64_t, PlacedObject> m_objects;
};

} // namespace terrain::relf
