#pragma once
// A generator's land and sea as a grid that another generator can build on
// (Relf's continents are made from a fractal coastline or a polygon island
// this way). Row 0 is the north edge; a sample v stands for m = v / 65535,
// sea below the coast level.
//
// Every shape keeps its land and sea exactly: a land cell gets m >= coast
// and a sea cell m < coast, whatever the relief, so the coast the grid draws
// is the one the source drew. The relief within each side follows
//   land: m = coast + (1 - coast) · t,   sea: m = coast · t,
// t in [0, 1] rising inland and towards the shore, each rounded to the
// nearest sample and then held on its side of the coast.

#include <algorithm>
#include <cstdint>
#include <vector>

namespace terrain::shape {

inline constexpr int kMaxShapeSide = 8192;    // the largest grid, cells a side
inline constexpr double kFullScale = 65535.0; // the sample of m = 1
inline constexpr double kCoastRelief =
    1.0 / 8.0; // of the grid's side: sea and land reach full relief

struct ShapeGrid
{
    int width = 0;
    int height = 0;
    std::vector<std::uint16_t> samples; // width · height, row 0 north, west to east
};

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

// 3x² − 2x³ on [0, 1], held at 0 and 1 outside.
inline double smoothstep(double x)
{
    x = std::clamp(x, 0.0, 1.0);
    return x * x * (3.0 - 2.0 * x);
}

} // namespace terrain::shape
