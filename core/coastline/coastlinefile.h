#pragma once
// The coastline parameter file: JSON with the format name and version at its
// root.
//
//   {
//     "format": "terrainstudio-coastline", "version": 1,
//     "size": 128, "seed": 1999, "random": "fast" | "java", "startGrid": 2,
//     "start": ["00", "01"],            one string a row, one digit a cell
//     "landTypes": [{"name": "Sea", "colour": "#0000ff"}, ...],
//     "heights": {"enabled": false, "amplitude": 30, "roughness": 0.5,
//                 "seaLevel": 0, "base": [-20, 20]}
//   }
//
// A seed beyond ±2^53 (which a JSON number cannot hold exactly) is written
// as a string of digits. Reading reports every problem as "path: reason"
// (e.g. "start[3][2]: land type 7 is not in landTypes (2 types)"); a file
// with any error yields no parameters, so nothing is half-applied. Unknown
// fields are warnings; a newer version is refused. Writing is atomic, and
// save, load, save gives the same bytes.

#include "coastlineparameters.h"
#include "util/jsonformat.h"

#include <QStringList>

namespace terrain::coastline {

using CoastlineReadResult = util::ReadResult<CoastlineParameters>;

// read, readFile, write and writeFile (util/jsonformat.h).
extern const util::JsonFormat<CoastlineParameters> kCoastlineFile;

} // namespace terrain::coastline
