#pragma once
// Java's arithmetic, reproduced on purpose. The Relf reference is Java code
// (seed 000, class Terrain); where Java and C++ differ, Java wins. Every
// function here is total: no input is undefined behaviour.

#include <cmath>
#include <cstdint>
#include <limits>
#include <numbers>

namespace terrain::relf::java {

// Math.PI * 1000 and Math.PI * 10000, evaluated in double as Java does.
inline constexpr double kPi1000 = std::numbers::pi * 1000.0;
inline constexpr double kPi10000 = std::numbers::pi * 10000.0;
inline constexpr double kRecip128 = 1.0 / 128.0;

// (long) v: truncation toward zero, NaN gives 0, out of range saturates (JLS 5.1.3).
inline std::int64_t d2l(double v)
{
    if (std::isnan(v))
        return 0;
    if (v >= 9223372036854775808.0) // 2^63
        return std::numeric_limits<std::int64_t>::max();
    if (v < -9223372036854775808.0)
        return std::numeric_limits<std::int64_t>::min();
    return static_cast<std::int64_t>(v);
}

// (int) v for a double: as d2l, saturating at 32 bits.
inline std::int32_t d2i(double v)
{
    if (std::isnan(v))
        return 0;
    if (v >= 2147483648.0)
        return std::numeric_limits<std::int32_t>::max();
    if (v < -2147483648.0)
        return std::numeric_limits<std::int32_t>::min();
    return static_cast<std::int32_t>(v);
}

// (int) v for a long: keeps the low 32 bits (modular since C++20).
inline constexpr std::int32_t l2i(std::int64_t v)
{
    return static_cast<std::int32_t>(static_cast<std::uint32_t>(static_cast<std::uint64_t>(v)));
}

// int * int, wrapping at 32 bits as Java does, then widened to long.
inline constexpr std::int64_t imulWrap(std::int32_t a, std::int32_t b)
{
    return static_cast<std::int32_t>(static_cast<std::uint32_t>(a) * static_cast<std::uint32_t>(b));
}

// int + int, wrapping at 32 bits.
inline constexpr std::int32_t iaddWrap(std::int32_t a, std::int32_t b)
{
    return static_cast<std::int32_t>(static_cast<std::uint32_t>(a) + static_cast<std::uint32_t>(b));
}

// long * long, wrapping at 64 bits.
inline constexpr std::int64_t lmulWrap(std::int64_t a, std::int64_t b)
{
    return static_cast<std::int64_t>(static_cast<std::uint64_t>(a) * static_cast<std::uint64_t>(b));
}

// Math.round(double) of Java 7 and later: the mathematically exact
// floor(v + 1/2), ties toward positive infinity, NaN gives 0, saturating.
// Evaluating floor(v + 0.5) in double would be wrong for
// 0.49999999999999994 (the sum rounds up to 1) and for odd values past 2^52.
inline std::int64_t round(double v)
{
    if (std::isnan(v))
        return 0;
    const double f = std::floor(v);
    // v - f is exact for every finite double.
    const double r = (v - f >= 0.5) ? f + 1.0 : f;
    return d2l(r);
}

// Math.abs(int) % 26 without Java's overflow at Integer.MIN_VALUE (where Java
// would throw from substring): the magnitude is taken in 64 bits.
inline constexpr int absMod(std::int32_t v, int m)
{
    const std::int64_t a = v < 0 ? -static_cast<std::int64_t>(v) : v;
    return static_cast<int>(a % m);
}

} // namespace terrain::relf::java
