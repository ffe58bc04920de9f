#pragma once
// The Relf Terrain Generator's entries in the studio's list of generators:
// the plane's terrain, and spherical planets built on the same sums.

#include "generator.h"

namespace terrain::app {

Generator relfGenerator();
Generator planetGenerator();

} // namespace terrain::app
