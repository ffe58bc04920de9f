#pragma once
// The "continent" section of the Relf parameter file (version 2):
//   "continent": {
//     "grid": {"width": W, "height": H, "samples": "<base64 of W·H little-endian uint16>"},
//     "origin": [x, y], "cell": metres, "edges": "repeat" | "ocean", "coast": 0.5,
//     "base": [[m, metres], ...], "amplitude": [[m, factor], ...],
//     "erosion": {"applied", "strength", "iterations", "uplift", "talus", "thermal"},
//     "source": {"kind": "coastline" | "polymap" | "png" | "painted", "parameters": {...}}
//   }
// Internal to the reader (parameterjson.cpp) and the writers' tests.

#include "relf/continent.h"

#include <nlohmann/json_fwd.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace terrain::relf {

struct RelfParameters;

namespace detail {
class Reader;
}

// The first version of the file that may hold a continent.
inline constexpr int kContinentVersion = 2;

// Reads the section into p.continent (the version was checked by the caller).
void readContinentJson(detail::Reader &r, const nlohmann::json &v, RelfParameters &p);

// Every problem of a continent, as "continent.field: reason".
std::vector<std::string> continentProblems(const Continent &c);

// The grid's samples as base64 of little-endian 16-bit words, and back
// (nullopt for text that is not such base64).
std::string encodeSamples(const std::vector<std::uint16_t> &samples);
std::optional<std::vector<std::uint16_t>> decodeSamples(std::string_view text);

} // namespace terrain::relf
