#pragma once
// An enumeration's names as one table read both ways: the name of a value
// and the value of a name. Qt-free, so the runtime and the core share it:
//   constexpr util::Named<Preset> kPresetNames[] = {{Preset::Gentle, "gentle"}, ...};
//   util::nameOf(kPresetNames, Preset::Alpine)  -> "alpine"
//   util::valueNamed(kPresetNames, "alpine")    -> Preset::Alpine
// An enumeration numbered 0, 1, 2... may keep its names in a plain array
// instead: names[i] is the name of E(i).

#include <array>
#include <cstddef>
#include <optional>
#include <string_view>

namespace terrain::util {

template <typename E> struct Named
{
    E value;
    std::string_view name;
};

// The name of value; a value the table lacks (only a cast can make one)
// gets the first row's name.
template <typename E, std::size_t N>
constexpr std::string_view nameOf(const Named<E> (&table)[N], E value)
{
    for (const Named<E> &row : table)
        if (row.value == value)
            return row.name;
    return table[0].name;
}

template <typename E, std::size_t N>
constexpr std::optional<E> valueNamed(const Named<E> (&table)[N], std::string_view name)
{
    for (const Named<E> &row : table)
        if (row.name == name)
            return row.value;
    return std::nullopt;
}

template <typename E, std::size_t N>
constexpr std::optional<E> valueNamed(const std::array<std::string_view, N> &names,
                                      std::string_view name)
{
    for (std::size_t i = 0; i < N; ++i)
        if (names[i] == name)
            return static_cast<E>(i);
    return std::nullopt;
}

} // namespace terrain::util
