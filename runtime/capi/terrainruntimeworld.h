#pragma once
// Inside the C API: what another of its source files may ask of a world.

#include "relf/evaluator.h"
#include "terrainruntime.h"

#include <cstdint>
#include <string>

namespace terrain::capi {

// The evaluator a world holds now (replaced whole by tr_reload_if_changed).
const relf::RelfEvaluator &terrainOf(const tr_world &world);

// The checks of a grid call (tr_heights' arguments): TR_OK or why not.
int checkGridCall(const tr_world *world, const void *out, double x0, double y0, std::int32_t width,
                  std::int32_t height, double step);

// *error = a copy of text the caller frees with tr_free_string (when error is not null).
void setError(char **error, const std::string &text);

} // namespace terrain::capi
