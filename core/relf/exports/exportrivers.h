#pragma once
// The continent's rivers (relf/rivers.h) as the map exports write them: the
// rivers that reach into a region, each placed in the world (a repeating
// continent's copies each once), and a river's banks as polygons for the
// formats that draw a wide river to scale.

#include "export/heightmapwriter.h"
#include "relf/evaluator.h"
#include "relf/rivers.h"

#include <QString>

#include <array>
#include <vector>

namespace terrain::relf {

// A region may cross at most this many copies of a repeating continent.
inline constexpr double kMaxRiverCopies = 4096.0;

// The rivers reaching into the region (edges included), in world metres,
// ordered as forEachRiverIn visits them; none without a continent. False,
// with the reason, when the region crosses more than kMaxRiverCopies
// periods of a repeating continent.
bool riversInRegion(const RelfEvaluator &terrain, const exporting::Region &region,
                    std::vector<WorldRiver> *rivers, QString *error);

// ISOM 2017-2 draws a watercourse up to this wide as a line (304) and a
// wider one to scale.
inline constexpr double kWidestLineRiver = 5.0;

// A ring of points (metres), closed by its first point again.
using Ring = std::vector<std::array<double, 2>>;
struct BankPolygon
{
    Ring outer;              // anticlockwise (x east, y north)
    std::vector<Ring> holes; // clockwise: islands a river encloses
};

// A river's water to scale: its line buffered by half its width on each side
// with round joins and ends (Boost.Geometry's buffer, 16 segments a circle),
// as one or more polygons.
std::vector<BankPolygon> riverBanks(const WorldRiver &river);

} // namespace terrain::relf
