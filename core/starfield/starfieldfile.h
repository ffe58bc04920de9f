#pragma once
// A star-field document's file: the galaxy's parameters and the block of
// space looked at, JSON with the format name and version at its root.
//
//   {
//     "format": "terrainstudio-starfield", "version": 1,
//     "box": {"x0": -400, "y0": -300, "z0": 1, "width": 800, "height": 600, "depth": 300},
//     "stars": [[0, 27, 13], ...],       five vectors (S, T, U)
//     "nebula": [[29, 13, 19], ...],     up to 64 vectors
//     "nebulaThreshold": 360,
//     "minMagnitude": 1, "magnitudeRange": 5,
//     "profile": [77, 80, ...]           256 integers
//   }
//
// Reading reports every problem as "path: reason" (e.g. "stars[2][1]: 1.5
// is not a whole number"); a file with any error yields nothing, so nothing
// is half-applied. Unknown fields are warnings; a newer version is refused.
// Writing is atomic.

#include "starfield.h"
#include "util/jsonformat.h"

#include <QStringList>

namespace terrain::starfield {

struct StarFieldParameters
{
    GalaxyParameters galaxy = GalaxyParameters::defaults();
    SpaceBox box;
    bool operator==(const StarFieldParameters &) const = default;
};

// Problems with a whole parameter set, as "field: reason"; empty when usable.
QStringList validateStarField(const StarFieldParameters &p);

using StarFieldReadResult = util::ReadResult<StarFieldParameters>;

// read, readFile, write and writeFile (util/jsonformat.h).
extern const util::JsonFormat<StarFieldParameters> kStarFieldFile;

} // namespace terrain::starfield
