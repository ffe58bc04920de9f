#pragma once
// Two orders the steps need fast at a million corners: a bucket queue for
// the spreading searches (elevation from the border, moisture from fresh
// water) and a radix sort for the redistributions by rank.

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <type_traits>
#include <utility>
#include <vector>

namespace terrain::polymap::detail {

// A ring of buckets taken in increasing order (Dial's algorithm). The steps
// that use it are label-correcting searches with a unique answer, so a
// bucket only guides the order: a push below the current bucket, or too
// far beyond it, is clamped, and a corner improved again is pushed again
// (its older entries are recognised by `pushedAt` and skipped).
class BucketQueue
{
public:
    static constexpr std::size_t kRing = 256;

    explicit BucketQueue(std::size_t items)
        : m_pushedAt(items, 0)
    {
    }

    void push(std::uint32_t item, double bucket)
    {
        std::size_t b = bucket > double(m_current) ? std::size_t(bucket) : m_current;
        b = std::min(b, m_current + kRing - 1);
        m_ring[b % kRing].push_back(item);
        m_pushedAt[item] = std::uint32_t(b);
        ++m_size;
    }

    // The next live entry; false when none is left.
    bool pop(std::uint32_t *item)
    {
        while (m_size > 0) {
            std::vector<std::uint32_t> &bucket = m_ring[m_current % kRing];
            if (bucket.empty()) {
                ++m_current;
                continue;
            }
            *item = bucket.back();
            bucket.pop_back();
            --m_size;
            if (m_pushedAt[*item] == m_current)
                return true;
        }
        return false;
    }

private:
    std::array<std::vector<std::uint32_t>, kRing> m_ring;
    std::vector<std::uint32_t> m_pushedAt; // buckets stay below 2³²: the searches are a few thousand steps deep
    std::size_t m_current = 0, m_size = 0;
};

// `items` sorted by key[item] (non-negative float or double, no NaN; +inf
// last), ties by item: an LSD radix sort on the keys' bits, whose order is
// the numbers' order for non-negative values (a float key takes half the
// passes of a double). `items` must come in increasing order (the sort is
// stable).
template<class Key>
void sortByKey(std::vector<std::uint32_t> &items, const std::vector<Key> &key)
{
    static_assert(std::is_same_v<Key, float> || std::is_same_v<Key, double>);
    using Bits = std::conditional_t<std::is_same_v<Key, float>, std::uint32_t, std::uint64_t>;
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
