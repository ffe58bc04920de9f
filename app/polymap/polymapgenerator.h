#pragma once
// Polygon island maps' entry in the studio's list of generators.

#include "generator.h"

namespace terrain::app {

Generator polymapGenerator();

} // namespace terrain::app
