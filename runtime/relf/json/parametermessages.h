#pragma once
// How the parameter file's messages print numbers and paths (the reader,
// parameterjson.cpp, and the cross-field rules, parameterproblems.cpp).

#include <cstdint>
#include <cstdio>
#include <string>

namespace terrain::relf::detail {

// A number as the messages print it: printf's %g (six significant digits).
inline std::string num(double v)
{
    char text[32];
    std::snprintf(text, sizeof text, "%g", v);
    return text;
}

inline std::string num(std::int64_t v)
{
    return std::to_string(v);
}
inline std::string num(std::size_t v)
{
    return std::to_string(v);
}
inline std::string num(int v)
{
    return std::to_string(v);
}

inline std::string index(const std::string &path, std::size_t i)
{
    return path + '[' + std::to_string(i) + ']';
}

} // namespace terrain::relf::detail
