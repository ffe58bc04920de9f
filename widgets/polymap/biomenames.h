#pragma once
// The Whittaker biomes as a person reads them ("Tropical rain forest"), in
// the designer's language; files and exports keep the article's spelling
// (polymap::biomeName, "TROPICAL_RAIN_FOREST").

#include "polymap/map/polymapmap.h"

#include <QString>

namespace terrain::widgets {

QString biomeTitle(polymap::Biome biome);

} // namespace terrain::widgets
