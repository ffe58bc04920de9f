#pragma once
// A planet's heights written for engines and map tools through the shared
// heightmap writer (16-bit PNG or RAW, each file with its JSON sidecar and
// written atomically): an equirectangular grid, or six cube faces FILE-px,
// -nx, -py, -ny, -pz, -nz. Every file is quantised to the range the
// parameters can reach, so that cube faces, and any two exports of one
// planet, agree value for value where they meet.

#include "export/heightmapwriter.h"
#include "relf/planet/planet.h"

#include <QString>

#include <utility>

namespace terrain::relf {

// The heights every point of the planet can reach (the sum of the lowest
// and of the highest profile entry over the height vectors, / 128).
std::pair<double, double> reachableHeights(const PlanetParameters &p);

inline constexpr int kMaxEquirectWidth = 8192;
inline constexpr int kMaxCubeFace = 4096;

// `width` columns from 180° W to 180° E (both included) and width / 2 + 1
// rows from the north pole to the south pole; width 3 to kMaxEquirectWidth.
bool exportEquirectangular(const Planet &planet, int width, exporting::HeightFormat format,
                           const QString &path, QString *error,
                           const exporting::Progress &progress = {});

// The face files of a cube map exported to path (FILE.ext → FILE-px.ext …),
// in CubeFace order.
QStringList cubeFacePaths(const QString &path);

// Six n × n faces, n 3 to kMaxCubeFace; a failure or cancel leaves no face
// it had not finished before.
bool exportCubeMap(const Planet &planet, int n, exporting::HeightFormat format, const QString &path,
                   QString *error, const exporting::Progress &progress = {});

} // namespace terrain::relf
