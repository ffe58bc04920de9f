#pragma once
// Inside the C API: what another of its source files may ask of a world.

#include "relf/evaluator.h"
#include "terrainruntime.h"

#include <string>

namespace terrain::capi {

// The evaluator a world holds now (replaced whole by tr_reload_if_changed).
const relf::RelfEvaluator &terrainOf(const tr_world &world);

// *error = a copy of text the caller frees with tr_free_string (when error is not null).
void setError(char **error, const std::string &text);

} // namespace terrain::capi
