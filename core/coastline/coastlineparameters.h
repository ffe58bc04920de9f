#pragma once
// Everything that defines a fractal coastline (seed 002, Mike Anderson's
// "Fractal Landscapes"), in one value type. The defaults are the applet's:
// a 128 x 128 torus, a 2 x 2 start grid with land only in the bottom-right
// corner, sea blue and land green.

#include <QRgb>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <vector>

namespace terrain::coastline {

inline constexpr int kMinSize = 16;
inline constexpr int kMaxSize = 16384;
inline constexpr int kMinStartGrid = 2;
inline constexpr int kMaxStartGrid = 64;
// The text export writes one digit a cell, so ten types at most.
inline constexpr int kMaxLandTypes = 10;
// Heights, amplitudes and sea level stay within this (a hostile file cannot
// make the renderer's arithmetic overflow).
inline constexpr double kMaxHeight = 1e6;

// Where the coin flips come from. Fast: a counter-based generator, every cell
// on its own, so any number of threads makes the same map. Java: the applet's
// Math.random() as java.util.Random(seed), drawn in the applet's order.
enum class RandomMode
{
    Fast,
    Java
};

struct LandType
{
    QString name;
    QRgb colour = 0xff000000;
    bool operator==(const LandType &) const = default;
};

// The article's suggestion ("include a height map by taking averages of
// adjacent points and adding random offsets"): a plasma field on the same
// torus and the same levels as the types.
struct HeightSettings
{
    bool enabled = false;
    double amplitude = 30.0;  // the largest offset, at the first pass
    double roughness = 0.5;   // the offset shrinks by this factor each pass
    double seaLevel = 0.0;    // water types stay below it, land types above
    std::vector<double> base; // per land type: the height of its coarse points
    bool operator==(const HeightSettings &) const = default;
};

struct CoastlineParameters
{
    int size = 128; // cells along each side; a power of two
    qint64 seed = 0;
    RandomMode random = RandomMode::Fast;
    int startGrid = 2; // g: the start pattern has g x g cells
    // The start pattern: startGrid² land-type indices, row-major, row 0 at
    // y = 0. Cell (c, r) is the coarse point (c·S, r·S), S = size / startGrid.
    std::vector<std::uint8_t> start;
    std::vector<LandType> landTypes; // index 0 is the sea by convention
    HeightSettings heights;

    bool operator==(const CoastlineParameters &) const = default;

    // The applet's set (seed 002, CoastApp.paint): 0 = sea at (0, 0),
    // (s/2, 0), (0, s/2); 1 = land at (s/2, s/2).
    static CoastlineParameters article();
    // The article's set in a map maker's colours (a pale water blue and a
    // soft land green, after the polygon map's palette): what File ▸ New
    // gives; the cells are the article's, only the picture's colours differ.
    static CoastlineParameters mapColours();

    std::uint8_t startAt(int column, int row) const
    {
        return start[std::size_t(row) * std::size_t(startGrid) + std::size_t(column)];
    }
    // S: the distance between the coarse points.
    int coarseSpacing() const { return startGrid > 0 ? size / startGrid : size; }
    // The number of steps a valid set has: the start pattern, then one per pass.
    int steps() const;
    // Every problem, as validate(*this) below.
    QStringList validate() const;
};

// A water type is one whose base height lies below the sea level: its
// cells' heights never rise above it, a land type's never sink below it,
// and the map draws its cells as water when heights are on.
inline bool isWaterType(const CoastlineParameters &p, int type)
{
    return type >= 0 && std::size_t(type) < p.heights.base.size() &&
           p.heights.base[std::size_t(type)] < p.heights.seaLevel;
}

inline constexpr bool isPowerOfTwo(qint64 n)
{
    return n > 0 && (n & (n - 1)) == 0;
}

// Every problem of a parameter set as "path: reason" (the same paths the
// file uses, e.g. "start[3][2]: land type 7 is not in landTypes (2 types)");
// empty when the set is valid.
QStringList validate(const CoastlineParameters &parameters);

// Replaces the land types, keeping the rest consistent: heights.base gets
// one entry per type (new types at kDefaultLandBase), and start cells of a
// type that no longer exists become sea.
void setLandTypes(CoastlineParameters &parameters, std::vector<LandType> types);
inline constexpr double kDefaultSeaBase = -20.0;
inline constexpr double kDefaultLandBase = 20.0;

// The start pattern of one grid size on another: each new cell takes the
// old cell under its top-left corner (upsampling repeats cells).
std::vector<std::uint8_t> resampleStart(const std::vector<std::uint8_t> &start, int fromGrid,
                                        int toGrid);

} // namespace terrain::coastline
