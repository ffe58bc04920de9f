#pragma once
// Reading the Relf parameter file (versioned JSON with a format name at the
// root) without Qt: what the studio and every game read. Each problem is
// reported as "path: reason" (e.g. "vectors.height[2].b: expected an
// integer"); a file with any error yields no parameters at all, so nothing is
// half-applied. Unknown fields are warnings; a newer version is refused by
// name. The text must be strict JSON (util/jsongrammar.h) before
// nlohmann-json builds the tree.

#include "relf/parameters.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace terrain::relf {

inline constexpr char kParameterFormat[] = "terrainstudio-relf";
// Version 1: the first format. Version 2 adds the continent (continentjson.h);
// a file without one is still written as version 1. Every version here is
// read; a later one is refused.
inline constexpr int kParameterVersion = 2;

// Limits that keep a hostile file from exhausting memory.
inline constexpr int kMaxProfileLength = 65536;
inline constexpr int kMaxVectors = 256;
inline constexpr std::int32_t kMaxProfileValue = 1 << 20;
inline constexpr std::int32_t kMaxComponent = 1 << 24;
inline constexpr int kMaxPlaced = 1000000;
inline constexpr std::int64_t kMaxFileBytes = 64ll * 1024 * 1024;

struct ParameterJsonResult
{
    std::optional<RelfParameters> parameters; // set only when errors is empty
    std::vector<std::string> errors;
    std::vector<std::string> warnings;
};

ParameterJsonResult readParameterJson(std::string_view json);

// Every problem of a parameter set, as "path: reason"; empty when valid.
std::vector<std::string> parameterProblems(const RelfParameters &parameters);

} // namespace terrain::relf
