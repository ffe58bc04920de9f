#pragma once
// java.util.Random, written from its API documentation (Java SE 17), so that
// the Java-compatible mode reproduces the applet of seed 002 when its
// Math.random() is a java.util.Random(seed): a 48-bit linear congruential
// generator (Knuth, TAOCP vol. 2, 3.2.1) with multiplier 0x5DEECE66D and
// addend 0xB. Checked against values the JDK printed
// (tests/reference/coastline/javarandom.txt).

#include <cstdint>

namespace terrain::coastline {

class JavaRandom
{
public:
    // new Random(seed): the seed is scrambled with the multiplier.
    explicit JavaRandom(std::int64_t seed) { setSeed(seed); }

    void setSeed(std::int64_t seed) { m_seed = (std::uint64_t(seed) ^ kMultiplier) & kMask; }

    // protected int next(int bits): the top `bits` of the new 48-bit state,
    // as a signed int (bits = 32 may give a negative number).
    std::int32_t next(int bits)
    {
        m_seed = (m_seed * kMultiplier + kAddend) & kMask;
        return std::int32_t(std::uint32_t(m_seed >> (48 - bits)));
    }

    std::int32_t nextInt() { return next(32); }
    // nextInt(bound), bound > 0: powers of two take the high bits; other
    // bounds reject the values that would make the result uneven.
    std::int32_t nextInt(std::int32_t bound);
    std::int64_t nextLong();
    bool nextBoolean() { return next(1) != 0; }
    // ((long) next(26) << 27) + next(27)) * 0x1.0p-53
    double nextDouble()
    {
        const std::int64_t high = next(26);
        const std::int64_t low = next(27);
        return double((high << 27) + low) * 0x1.0p-53;
    }

    std::uint64_t state() const { return m_seed; }

private:
    static constexpr std::uint64_t kMultiplier = 0x5DEECE66DULL;
    static constexpr std::uint64_t kAddend = 0xBULL;
    static constexpr std::uint64_t kMask = (std::uint64_t(1) << 48) - 1;
    std::uint64_t m_seed = 0;
};

} // namespace terrain::coastline
