#pragma once
// Orders the steps need fast at a million corners: Dial's queue and step
// queues for the spreading searches (elevation from the border, moisture
// from fresh water), and a radix sort for the redistributions by rank.

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <type_traits>
#include <utility>
#include <vector>

namespace terrain::polymap::detail {

// Dial's algorithm: a ring of buckets, one for each integer distance, taken
// in increasing order, for searches whose steps cost whole units of at
// most `longestStep`. Items come out in the order of their distance, so
// each is settled the first time it comes out; an item pushed again with a
// shorter distance leaves an older entry behind, which the caller skips
// (pop gives the distance it was pushed with).
class DialQueue
{
public:
    explicit DialQueue(std::uint32_t longestStep)
        : m_ring(std::bit_ceil(std::size_t(longestStep) + 1))
    {
    }

    // distance >= the last popped one, and at most longestStep beyond it
    // (or beyond 0 before the first pop).
    void push(std::uint32_t item, std::uint32_t distance)
    {
        m_ring[distance & (m_ring.size() - 1)].push_back(item);
        ++m_size;
    }

    bool pop(std::uint32_t *item, std::uint32_t *distance)
    {
        while (m_size > 0) {
            std::vector<std::uint32_t> &bucket = m_ring[m_current & (m_ring.size() - 1)];
            if (bucket.empty()) {
                ++m_current;
                continue;
            }
            *item = bucket.back();
            *distance = m_current;
            bucket.pop_back();
            --m_size;
            return true;
        }
        return false;
    }

private:
    std::vector<std::vector<std::uint32_t>> m_ring;
    std::uint32_t m_current = 0;
    std::size_t m_size = 0;
};

// Dijkstra's order for searches in which every step costs one of a few
// fixed amounts: one first-in-first-out list for each amount (and one for
// the sources, pushed in increasing distance). Items come out in the order
// of their distance, as from Dial's queue, but each list is a plain array
// read once from its head: an item popped at d pushes d + cost onto the
// cost's list, and pops never go back, so each list stays in increasing
// distance and the next item is the least of the lists' heads. As with
// Dial's queue, an item pushed again with a shorter distance leaves an
// older entry behind, which the caller skips.
template <std::size_t Lists> class StepQueues
{
public:
    explicit StepQueues(std::size_t reserve)
    {
        for (auto &list : m_lists)
            list.resize(std::max<std::size_t>(reserve, 16));
    }

    // Pushes when `when` holds; distance >= the last one pushed onto the
    // same list. Without a branch on `when` (the entry is written either
    // way, and counted only then): in the searches whether a neighbour
    // comes nearer is a coin toss the processor cannot predict.
    void pushIf(bool when, std::size_t list, std::uint32_t item, std::uint32_t distance)
    {
        std::vector<Entry> &entries = m_lists[list];
        std::size_t &size = m_sizes[list];
        if (size == entries.size()) [[unlikely]]
            entries.resize(2 * size);
        entries[size] = {item, distance};
        size += when;
    }
    void push(std::size_t list, std::uint32_t item, std::uint32_t distance)
    {
        pushIf(true, list, item, distance);
    }

    bool pop(std::uint32_t *item, std::uint32_t *distance)
    {
        constexpr std::uint32_t kNoMore = ~std::uint32_t(0); // no distance is this far
        std::size_t best = 0;
        std::uint32_t least = kNoMore;
        for (std::size_t k = 0; k < Lists; ++k) {
            const std::uint32_t d =
                m_heads[k] < m_sizes[k] ? m_lists[k][m_heads[k]].distance : kNoMore;
            best = d < least ? k : best;
            least = std::min(d, least);
        }
        if (least == kNoMore)
            return false;
        *item = m_lists[best][m_heads[best]++].item;
        *distance = least;
        return true;
    }

private:
    struct Entry
    {
        std::uint32_t item, distance;
    };
    std::array<std::vector<Entry>, Lists> m_lists;
    std::array<std::size_t, Lists> m_sizes{};
    std::array<std::size_t, Lists> m_heads{};
};

// `items` sorted by key[item] (an unsigned 32-bit integer, or a
// non-negative float or double, no NaN; +inf last), ties by item: an LSD
// radix sort on the keys' bits, whose order is the numbers' order for
// non-negative values (a 32-bit key takes half the passes of a double).
// `items` must come in increasing order (the sort is stable).
template <class Key> void sortByKey(std::vector<std::uint32_t> &items, const std::vector<Key> &key)
{
    static_assert(std::is_same_v<Key, std::uint32_t> || std::is_same_v<Key, float> ||
                  std::is_same_v<Key, double>);
    using Bits = std::conditional_t<sizeof(Key) == 4, std::uint32_t, std::uint64_t>;
    constexpr int kBits = 11, kDigits = (8 * int(sizeof(Bits)) + kBits - 1) / kBits;
    constexpr std::size_t kRadix = std::size_t(1) << kBits;
    struct Entry
    {
        Bits key;
        std::uint32_t item;
    };
    std::vector<Entry> a(items.size()), b(items.size());
    std::vector<std::array<std::uint32_t, kRadix>> count(kDigits);
    for (auto &c : count)
        c.fill(0);
    for (std::size_t i = 0; i < items.size(); ++i) {
        a[i] = {std::bit_cast<Bits>(Key(key[items[i]] + Key(0))), items[i]}; // + 0: -0 becomes +0
        for (int d = 0; d < kDigits; ++d)
            ++count[std::size_t(d)][(a[i].key >> (d * kBits)) & (kRadix - 1)];
    }
    for (int d = 0; d < kDigits; ++d) {
        auto &c = count[std::size_t(d)];
        if (std::any_of(c.begin(), c.end(), [&](std::uint32_t v) { return v == items.size(); }))
            continue; // every key has the same digit here
        std::uint32_t sum = 0;
        for (std::uint32_t &v : c)
            sum += std::exchange(v, sum);
        for (const Entry &e : a)
            b[c[(e.key >> (d * kBits)) & (kRadix - 1)]++] = e;
        a.swap(b);
    }
    for (std::size_t i = 0; i < items.size(); ++i)
        items[i] = a[i].item;
}

} // namespace terrain::polymap::detail
