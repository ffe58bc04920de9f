#pragma once
// What is worked out once from a continent's grid (its rivers, its
// moisture), kept for the few grids in use while they live: a studio edits
// one continent at a time, a game opens one or two. Safe across threads.

#include "relf/continent.h"

#include <algorithm>
#include <memory>
#include <mutex>
#include <vector>

namespace terrain::relf {

template <class Key, class Value, std::size_t Keep = 4> class GridCache
{
public:
    // The value for (grid, key), made by make() when none is kept.
    template <class Make>
    std::shared_ptr<const Value> get(const std::shared_ptr<const ContinentGrid> &grid,
                                     const Key &key, Make &&make)
    {
        const std::lock_guard lock(m_mutex);
        std::erase_if(m_kept, [](const Kept &k) { return k.grid.expired(); });
        for (const Kept &k : m_kept)
            if (k.grid.lock() == grid && k.key == key)
                return k.value;
        auto value = std::make_shared<const Value>(make());
        if (m_kept.size() >= Keep)
            m_kept.erase(m_kept.begin());
        m_kept.push_back({grid, key, value});
        return value;
    }

private:
    struct Kept
    {
        std::weak_ptr<const ContinentGrid> grid;
        Key key;
        std::shared_ptr<const Value> value;
    };
    std::mutex m_mutex;
    std::vector<Kept> m_kept;
};

} // namespace terrain::relf
