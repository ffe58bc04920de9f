#pragma once
// Fractal coastlines' entry in the studio's list of generators.

#include "generator.h"

namespace terrain::app {

Generator coastlineGenerator();

} // namespace terrain::app
