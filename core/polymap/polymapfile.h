#pragma once
// The polygon map file: JSON with the format name and version at its root.
//
//   {
//     "format": "terrainstudio-polymap", "version": 1,
//     "seed": 85882, "points": "relaxed", "regions": 2000, "relaxations": 2,
//     "island": "radial", "islandFactor": 1.07, "noiseScale": 1, "landRatio": 0.5,
//     "lakeThreshold": 0.3, "rivers": -1,
//     "noisyEdges": true, "noiseAmount": 0.5, "smoothTransitions": false,
//     "roads": true, "lava": true,
//     "paint": ["0000…", …]      kPaintGrid strings of kPaintGrid digits 0/1/2, or absent
//   }
//
// As the other generators' files: every problem "path: reason", a file with
// any error yields no parameters (nothing half-applied), unknown fields are
// warnings, a newer version is refused, a seed beyond ±2^53 is a string of
// digits, writing is atomic and save, load, save gives the same bytes.

#include "polymapparameters.h"
#include "util/jsonformat.h"

#include <QStringList>

namespace terrain::polymap {

using PolymapReadResult = util::ReadResult<PolymapParameters>;

// read, readFile, write and writeFile (util/jsonformat.h).
extern const util::JsonFormat<PolymapParameters> kPolymapFile;

} // namespace terrain::polymap
