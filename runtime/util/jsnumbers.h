#pragma once
// JavaScript's numbers, for generators whose source documents print
// JavaScript (seed 000's star fields and planets): every value a double;
// `&`, `|` and `>>` convert their operands by ToInt32; Math.round rounds
// halves up.

#include <cstdint>

namespace terrain::js {

// ToInt32 (ECMA-262 7.1.6): truncate toward zero, then modulo 2^32 into
// [-2^31, 2^31); NaN and infinities give 0. So -1.5 & 0xff is 255, not the
// 254 that floor would give. A value whose truncation is already in
// range (almost every sum a planet or a star field takes) is only
// truncated, inline; the rest take the modulo.
std::int32_t toInt32Wrapped(double v);
inline std::int32_t toInt32(double v)
{
    if (v > -2147483649.0 && v < 2147483648.0) // false for NaN
        return static_cast<std::int32_t>(v);
    return toInt32Wrapped(v);
}

// Math.round: the integer nearest v, halves toward +infinity.
double round(double v);

} // namespace terrain::js
