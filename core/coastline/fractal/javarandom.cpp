#include "javarandom.h"

namespace terrain::coastline {

std::int32_t JavaRandom::nextInt(std::int32_t bound)
{
    if (bound <= 0)
        return 0;                  // Java throws IllegalArgumentException; callers never ask
    if ((bound & -bound) == bound) // a power of two
        return std::int32_t((std::int64_t(bound) * std::int64_t(next(31))) >> 31);
    std::int32_t bits, value;
    do {
        bits = next(31);
        value = bits % bound;
        // Java's test is bits - val + (bound - 1) < 0, with int overflow;
        // compute it wide and check whether it passed 2^31 - 1.
    } while (std::int64_t(bits) - value + (bound - 1) > INT32_MAX);
    return value;
}

std::int64_t JavaRandom::nextLong()
{
    // ((long) next(32) << 32) + next(32), wrapping as Java's long does.
    const auto high = std::uint64_t(std::int64_t(next(32))) << 32;
    const auto low = std::uint64_t(std::int64_t(next(32)));
    return std::int64_t(high + low);
}

} // namespace terrain::coastline
