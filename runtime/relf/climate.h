#pragma once
// A continent's climate (relf/continent.h): moisture from the sea and the
// rivers, warmth from the height and the latitude, and from the two a biome
// per place that steers the Relf vegetation thresholds. Wet lowlands grow
// more thicket and turn their open land to marsh; dry and high ground opens
// to moor; the snow line falls towards the north.
//
// The moisture is worked out once per grid: the squared Euclidean distance
// of every cell to the nearest sea cell and to the nearest cell of a river
// at least 5 m wide at its mouth
// (Felzenszwalb and Huttenlocher's exact transform, on the torus for a
// repeating grid, with the ocean past the edges of an island), each turned
// into a wetness 1 / (1 + d²/L²) that halves at its reach L. A place reads
// the cell centres bilinearly. Nothing here calls a library function but
// the square root, so every program gives the same bits.

#include "relf/continent.h"

#include <cstdint>
#include <memory>
#include <span>
#include <vector>

namespace terrain::relf {

struct RelfParameters;
struct TerrainThresholds;

inline constexpr double kMaxClimateStrength = 2.0;
inline constexpr double kMaxClimateReach = 1e6; // metres

enum class Biome
{
    Marsh,     // wet lowland: thicket and marsh
    WetForest, // moist ground: more thicket
    Forest,    // the designer's thresholds as they are
    Moor,      // dry or high ground: open moor
    Alpine,    // near the snow line: open, little forest
    Snow,      // above the snow line
};
inline constexpr int kBiomeCount = 6;
const char *biomeName(Biome biome);

// The vegetation thresholds at one place, and whether its open land is marsh.
struct LocalVegetation
{
    int openBelow = 0;
    int grassBelow = 0;
    int thicketBelow = 0;
    bool marsh = false;
};

// What the climate decides along a row, a code per place: which of the
// moved thresholds its sums lie below (a sum v lies below a level L where
// floor(L) > v, that is where L ≥ v + 1), and whether its open land is marsh.
enum ClimateCode : std::int32_t
{
    kOpenHere = 1,    // v2 below the open level
    kGrassHere = 2,   // v3 below the grass level (else moor)
    kThicketHere = 4, // v3 below the thicket level (else wood)
    kMarshHere = 8,   // the open land is marsh
};
struct VegetationRow
{
    std::vector<std::int32_t> code; // ClimateCode bits
    std::vector<double> wet, up;    // scratch
};

// A grid's wetness per cell (row 0 north) and its mean over the land cells.
struct Moisture
{
    std::vector<float> wet;
    double landMean = 0.5;
};

class ClimateField
{
public:
    // The continent must have a grid; its climate settings are read here.
    ClimateField(const Continent &continent, const RelfParameters &parameters);

    // Wetness in [0, 1]: 1 on the sea and the rivers.
    double moisture(double x, double y) const;
    // 0 at the grid's south edge, 1 at its north edge; beyond, an island's is
    // held at the edge's, a repeating grid's runs back down over the next
    // copy (a mirror every period, so it never jumps).
    double latitude(double y) const;
    // The snow line at y: the parameters' snow height lowered by
    // snowDropNorth times the latitude.
    double snowHeight(double y) const { return m_snowHeight - m_snowDrop * latitude(y); }

    Biome biome(double x, double y, double height) const;
    LocalVegetation vegetation(const TerrainThresholds &t, double x, double y, double height) const;
    // What vegetation(t, x0 + i·step, y, heights[i]) gives for the sums
    // v2[i] and v3[i], with the row's taps found once and each cell's
    // columns once.
    void vegetationRow(const TerrainThresholds &t, double x0, double y, double step,
                       std::span<const double> heights, const std::int32_t *v2,
                       const std::int32_t *v3, VegetationRow &out) const;

private:
    // The two grid rows about y and the fraction between; a null row is the
    // ocean past an island's edge.
    struct RowTaps
    {
        const float *south = nullptr, *north = nullptr;
        double tv = 0.0;
        bool finite = false;
    };
    RowTaps rowTaps(double y) const;
    // The bilinear moisture at x on the taps' rows; `cell` and `columns`
    // cache the last cell's two grid columns (−1: past an Ocean edge).
    double moistureOn(const RowTaps &taps, double x, std::int64_t &cell,
                      std::int64_t (&columns)[2]) const;
    // moistureOn() along a row, a cell's span at a time.
    void moistureRow(const RowTaps &taps, double x0, double step, std::span<double> out) const;
    struct Levels; // how the climate moves the thresholds
    void levelsRow(const TerrainThresholds &t, double snow, std::span<const double> heights,
                   const std::int32_t *v2, const std::int32_t *v3, VegetationRow &out) const;

    std::shared_ptr<const Moisture> m_wet;
    double m_dryMean = 0; // 1 − 2 · the land's mean wetness
    int m_width = 0, m_height = 0;
    double m_originX = 0, m_originY = 0, m_inverseCell = 0;
    bool m_repeat = false;
    double m_strength = 0;
    double m_snowHeight = 0, m_snowDrop = 0, m_lake = 0;
    double m_openSpread = 0, m_vegetationSpread = 0; // the vegetation sums' spreads
};

} // namespace terrain::relf
