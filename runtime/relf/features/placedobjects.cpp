#include "placedobjects.h"

#include <algorithm>
#include <iterator>

namespace terrain::relf {

void PlacedObjects::place(std::int32_t x, std::int32_t y, PlacedObject object)
{
    m_objects.insert_or_assign(key(x, y), object);
}

const PlacedObject *PlacedObjects::atPlace(std::int32_t x, std::int32_t y) const
{
    if (m_objects.empty())
        return nullptr;
    const auto it = m_objects.find(key(x, y));
    return it == m_objects.end() ? nullptr : &it->second;
}

void PlacedObjects::remove(std::int32_t x, std::int32_t y)
{
    m_objects.erase(key(x, y));
}

void PlacedObjects::removeAll(PlacedObject kind)
{
    std::erase_if(m_objects, [&](const auto &item) { return item.second == kind; });
}

std::vector<PlacedEntry> PlacedObjects::entries() const
{
    std::vector<PlacedEntry> out;
    out.reserve(m_objects.size());
    for (const auto &[k, object] : m_objects)
        out.push_back({static_cast<std::int32_t>(static_cast<std::uint32_t>(k >> 32)),
                       static_cast<std::int32_t>(static_cast<std::uint32_t>(k)), object});
    std::sort(out.begin(), out.end(), [](const PlacedEntry &a, const PlacedEntry &b) {
        return a.y != b.y ? a.y < b.y : a.x < b.x;
    });
    return out;
}

} // namespace terrain::relf
