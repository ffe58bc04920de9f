#pragma once
// The fast mode's random source: Philox4x32-10 (Salmon, Moraes, Dror and
// Shaw, "Parallel Random Numbers: As Easy as 1, 2, 3", SC 2011), taken from
// D. E. Shaw Research's Random123, the well-kept library that defined it
// (Debian librandom123-dev). A counter-based generator is a keyed function:
// the same (key, counter) gives the same 128 bits on any thread, in any
// order, with any compiler. Keyed by the seed, with the counter naming what
// the bits decide, every cell of every level is independent of every other
// and of the number of threads.

#include <Random123/philox.h>

#include <array>
#include <cstdint>

namespace terrain::coastline {

class CounterRandom
{
public:
    // What the bits are for; part of the counter, so the streams never meet.
    enum Stream : std::uint32_t
    {
        Types = 0,
        Heights = 1
    };

    explicit CounterRandom(std::int64_t seed)
    {
        const auto s = std::uint64_t(seed);
        m_key = {{std::uint32_t(s), std::uint32_t(s >> 32)}};
    }

    // The 128 bits of counter (level, y, block, stream).
    std::array<std::uint32_t, 4> bits(std::uint32_t level, std::uint32_t y, std::uint32_t block,
                                      Stream stream) const
    {
        const r123::Philox4x32::ctr_type counter = {{level, y, block, stream}};
        const r123::Philox4x32::ctr_type out = r123::Philox4x32()(counter, m_key);
        return {out.v[0], out.v[1], out.v[2], out.v[3]};
    }

    // The coin flips of the cells 64·block .. 64·block + 63 of row y of a
    // level: bit k of x (of y) says whether cell 64·block + k copies from
    // x + step (y + step) rather than x - step (y - step).
    struct Flips
    {
        std::uint64_t x;
        std::uint64_t y;
    };
    Flips flips(std::uint32_t level, std::uint32_t y, std::uint32_t block) const
    {
        const auto b = bits(level, y, block, Types);
        return {std::uint64_t(b[0]) | std::uint64_t(b[1]) << 32,
                std::uint64_t(b[2]) | std::uint64_t(b[3]) << 32};
    }

    // A number in (-1, 1) from 24 bits: the 32-bit word w as (w >> 8 + 1/2) / 2^23 - 1.
    static double symmetric(std::uint32_t w) { return (double(w >> 8) + 0.5) * 0x1.0p-23 - 1.0; }

private:
    r123::Philox4x32::key_type m_key;
};

} // namespace terrain::coastline
