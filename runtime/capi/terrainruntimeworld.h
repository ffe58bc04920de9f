#pragma once
// Inside the C API: what another of its source files may ask of a world.

#include "relf/evaluator.h"
#include "terrainruntime.h"

namespace terrain::capi {

// The evaluator a world holds now (replaced whole by tr_reload_if_changed).
const relf::RelfEvaluator &terrainOf(const tr_world &world);

} // namespace terrain::capi
