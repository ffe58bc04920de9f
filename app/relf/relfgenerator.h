#pragma once
// The Relf Terrain Generator's entry in the studio's list of generators.

#include "generator.h"

namespace terrain::app {

Generator relfGenerator();

} // namespace terrain::app
