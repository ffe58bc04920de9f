#pragma once
// Continents made from what the studio already has: a fractal coastline, a
// polygon island map or a grey picture, each turned into a 16-bit macro grid
// (relf::ContinentGrid: row 0 the north edge, m = sample / 65535, sea below
// `coast`).
//
// Every source keeps its land and sea exactly: a land cell gets m >= coast
// and a sea cell m < coast, whatever the relief, so the coast the grid
// draws is the one the source drew. The relief within each side follows
//   land: m = coast + (1 - coast) · t,   sea: m = coast · t,
// t in [0, 1] rising inland and towards the shore, each rounded to the
// nearest sample and then held on its side of the coast.

#include "coastline/coastlinemap.h"
#include "polymap/polymapmap.h"
#include "relf/continent.h"

#include <QString>

#include <cstdint>
#include <optional>

namespace terrain::continent {

// The samples on either side of a coast level. A coast outside
// [1 / 65535, 1] is held there (both sides must exist); NaN is 0.5.
struct CoastSamples
{
    double coast = 0.5;
    std::uint16_t landFloor = 32768; // the lowest land sample: landFloor / 65535 >= coast
    std::uint16_t seaTop = 32767;    // the highest sea sample: seaTop / 65535 < coast

    // Land at relief t (0 on the coast, 1 the highest), and sea at t (0 the
    // deepest, 1 at the shore); t is clamped to [0, 1].
    std::uint16_t land(double t) const;
    std::uint16_t sea(double t) const;
    bool isLand(std::uint16_t sample) const { return sample >= landFloor; }
};
CoastSamples coastSamples(double coast);

// The share of the grid's samples that are land (0 for an empty grid).
double landShare(const relf::ContinentGrid &grid, double coast);

// One cell a coastline cell (row r of the map is row r of the grid), edges
// Repeat. Water types (isWaterType) are sea, every other type land. With
// heights, t is the height's share of the way from the sea level to the
// highest cell (land) or from the deepest cell up to the sea level (sea);
// without, it comes from the distance d to the nearest cell across the
// coast, round the torus: t = smoothstep(d / R) inland and 1 - smoothstep
// (d / R) offshore, R = kCoastRelief of the side. A map larger than
// relf::kMaxContinentSide is taken every k-th cell (k = size / 8192):
// the map as it stood at the step of that spacing, whose cells the finer
// passes never changed.
relf::ContinentGrid gridFromCoastline(const coastline::CoastlineMap &map, double coast);
inline constexpr double kCoastRelief = 1.0 / 8.0;

// The whole map square as size x size cells (sample (i, j) at map point
// ((i + 0.5)·s, (j + 0.5)·s), s = kMapSize / size: map y runs south, so row
// 0 is north), edges Ocean. Each cell belongs to the polygon that holds its
// sample (with the noisy edges the map draws at that scale). Ocean polygons
// are sea, every other polygon land (lakes at their own elevation): land t
// is the elevation interpolated over the triangles site–corner–corner, as
// the heightmap export makes it; sea t falls from 1 at the coast to 0 at a
// distance of kCoastRelief of the size, and to 0 towards the grid's edge
// (beyond which the world is ocean). size is clamped to
// [2, relf::kMaxContinentSide].
relf::ContinentGrid gridFromPolymap(const polymap::PolymapMap &map, int size, double coast);

// A grey PNG (8 or 16 bits a sample, 2 to 8192 pixels a side), row 0 the
// north edge. A value v of full scale F is land when v >= sea·F, sea being
// seaLevel (0..1) or 0.5; land maps linearly from [sea·F, F] to t in [0, 1],
// sea from [0, sea·F) to t in [0, 1). Colour, alpha and other formats are
// refused; on failure *error (when given) is "path: reason".
std::optional<relf::ContinentGrid> gridFromPng(const QString &path, std::optional<double> seaLevel,
                                               double coast, QString *error);

} // namespace terrain::continent
