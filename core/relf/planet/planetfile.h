#pragma once
// A planet document's file: the planet (seed 000, "Terrain for spherical
// planets") and where the studio looks at it, JSON with the format name and
// version at its root.
//
//   {
//     "format": "terrainstudio-planet", "version": 1,
//     "radius": 200,
//     "profile": [77, 80, ...],                  a power of two, 16 to 65536
//     "vectors": {"height": [[a, b, c], ...],    1 to 64 each
//                 "vegetation1": [...], "vegetation2": [...], "vegetation3": [...]},
//     "lakeLevel": 1.59375, "snowHeight": 4.6875,
//     "terrain": {"townBelow": 120, "openBelow": 255, "grassBelow": 255,
//                 "thicketBelow": 200, "woodOnly": false},
//     "features": {"mask": 255, "pointTrigger": 4, ...},   planetfeatures.h
//     "view": {"latitude": 30, "longitude": 0, "mapScale": 0.25}
//   }
//
// Reading reports every problem as "path: reason" (e.g. "vectors.height[2][1]:
// 1.5 is not a whole number"); a file with any error yields nothing, so
// nothing is half-applied. Unknown fields are warnings; a newer version is
// refused. Writing is atomic.

#include "relf/planet/planet.h"
#include "util/jsonformat.h"

#include <QStringList>

namespace terrain::relf {

// The planet and the view of it: the globe and the flat map are centred on
// latitude, longitude (degrees); the map shows mapScale units a pixel.
struct PlanetDesign
{
    PlanetParameters planet = PlanetParameters::defaults();
    double latitude = 30.0, longitude = 0.0;
    double mapScale = 0.25;
    bool operator==(const PlanetDesign &) const = default;
};

// The least scale of the flat map, in units a pixel.
inline constexpr double kMinPlanetMapScale = 1e-9;

// Problems with a whole design, as "field: reason"; empty when usable: the
// planet's (validatePlanet), the latitude -90 to 90, the longitude -180 to
// 180, the map's scale from kMinPlanetMapScale to the radius.
QStringList validatePlanetDesign(const PlanetDesign &d);

using PlanetReadResult = util::ReadResult<PlanetDesign>;

// read, readFile, write and writeFile (util/jsonformat.h).
extern const util::JsonFormat<PlanetDesign> kPlanetFile;

} // namespace terrain::relf
