#pragma once
// The map's random numbers: Philox4x32-10 from D. E. Shaw Research's
// Random123 (Debian librandom123-dev), a counter-based generator. The same
// (key, counter) gives the same 128 bits on every machine, compiler and
// thread, so the map never depends on a standard library's distributions
// or on the order in which threads draw. The key is the seed; the counter
// names what the bits decide (a stream, an element, a draw), so the streams
// of the steps never meet.

#include <Random123/philox.h>

#include <array>
#include <cstdint>

namespace terrain::polymap::detail {

// What the bits decide: the counter's last word.
enum class Stream : std::uint32_t
{
    Points = 1,
    Jitter,
    Poisson,
    Island,
    Noise,
    Elevation,
    Rivers,
    NoisyEdges,
    Lava,
};

class MapRandom
{
public:
    explicit MapRandom(std::int64_t seed)
    {
        const auto s = std::uint64_t(seed);
        m_key = {{std::uint32_t(s), std::uint32_t(s >> 32)}};
    }

    std::array<std::uint32_t, 4> bits(Stream stream, std::uint32_t a, std::uint32_t b = 0,
                                      std::uint32_t c = 0) const
    {
        const r123::Philox4x32::ctr_type counter = {{a, b, c, std::uint32_t(stream)}};
        const r123::Philox4x32::ctr_type out = r123::Philox4x32()(counter, m_key);
        return {out.v[0], out.v[1], out.v[2], out.v[3]};
    }

    // [0, 1) with 53 bits from two words.
    static double unit(std::uint32_t high, std::uint32_t low)
    {
        return double((std::uint64_t(high) << 21) ^ (low >> 11)) * 0x1.0p-53;
    }
    // [0, 1) with 32 bits from one word (enough where many are drawn).
    static double unit(std::uint32_t w) { return double(w) * 0x1.0p-32; }

private:
    r123::Philox4x32::key_type m_key;
};

// A sequence of draws along one stream: draw k is counter (k / 2, sub, 0, stream).
class RandomSequence
{
public:
    RandomSequence(const MapRandom &random, Stream stream, std::uint32_t sub = 0)
        : m_random(random)
        , m_stream(stream)
        , m_sub(sub)
    {
    }

    // [0, 1), 53 bits.
    double next()
    {
        if (m_have == 0) {
            m_words = m_random.bits(m_stream, m_block++, m_sub);
            m_have = 2;
        }
        const int k = 2 - m_have--;
        return MapRandom::unit(m_words[std::size_t(2 * k)], m_words[std::size_t(2 * k + 1)]);
    }
    double range(double lo, double hi) { return lo + (hi - lo) * next(); }
    // An integer in [0, n), n > 0.
    std::uint32_t below(std::uint32_t n)
    {
        const auto v = std::uint32_t(next() * double(n));
        return v < n ? v : n - 1;
    }

private:
    MapRandom m_random;
    Stream m_stream;
    std::uint32_t m_sub;
    std::uint32_t m_block = 0;
    int m_have = 0;
    std::array<std::uint32_t, 4> m_words{};
};

} // namespace terrain::polymap::detail
