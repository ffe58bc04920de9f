#pragma once
// What terra(x, y) tells about a ground point (seed 000: class Terra).

#include "terrainkinds.h"

#include <array>
#include <string>

namespace terrain::relf {

struct Terra
{
    double x = 0.0; // the position terra returns: rounded, except on a PATH
    double y = 0.0;
    double height = 0.0; // the lake level on a LAKE
    double depth = 0.0;  // lakeLevel - ground height on a LAKE, else 0
    TerrainKind terrain = TerrainKind::Wood;
    Feature feature = Feature::None;
    std::array<char, 2> code = {0, 0}; // orienteering control code, or none

    bool hasCode() const { return code[0] != 0; }
    std::string codeString() const
    {
        return hasCode() ? std::string(code.data(), 2) : std::string();
    }
    bool operator==(const Terra &) const = default;
};
static_assert(sizeof(Terra) == 40, "a Terra is written for every point of a row: keep it small");

// The reference's getCode(x, y): two capital letters from |x| % 26, |y| % 26.
std::array<char, 2> controlCode(std::int32_t x, std::int32_t y);

} // namespace terrain::relf
