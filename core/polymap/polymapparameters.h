#pragma once
// The parameters of a polygon island map (seed 004, Amit Patel, "Polygonal
// Map Generation for Games"; the names follow the article and its mapgen2).
// A value type: compare with ==, copy freely; validate() names every problem.
//
// The map is the article's square of kMapSize x kMapSize units, x to the
// right, y downwards (as the article draws it); the studio shows map (x, y)
// at ground (x, -y), so rows run southwards as on every map in the studio.

#include <QString>
#include <QStringList>

#include <cstdint>
#include <vector>

namespace terrain::polymap {

inline constexpr double kMapSize = 600.0; // the article's SIZE
inline constexpr int kMinRegions = 500;
inline constexpr int kMaxRegions = 1000000;
inline constexpr int kMaxRelaxations = 4;
inline constexpr int kPaintGrid = 128; // painted land/water cells along each side

// How the sites (polygon centres) are placed.
enum class PointKind : std::uint8_t
{
    Random,
    Relaxed,
    Square,
    Hex,
    Poisson
};
// The island function: which points are land before water is flooded.
enum class IslandShape : std::uint8_t
{
    Radial,
    Noise,
    Square,
    Blob
};

// Painted overrides, the way mapgen4 paints constraints: a kPaintGrid²
// raster over the map, row-major, row 0 at y = 0; each cell is
// 0 (the island shape decides), 1 (land) or 2 (water). Empty: nothing painted.
enum class Paint : std::uint8_t
{
    None = 0,
    Land = 1,
    Water = 2
};

struct PolymapParameters
{
    qint64 seed = 85882; // the article's demo seed
    PointKind points = PointKind::Relaxed;
    int regions = 2000;  // the number of sites (the article's NUM_POINTS)
    int relaxations = 2; // Lloyd iterations for Relaxed (NUM_LLOYD_ITERATIONS)
    IslandShape island = IslandShape::Radial;
    double islandFactor = 1.07; // radial: 1.0 no small islands, 2.0 many (ISLAND_FACTOR)
    double noiseScale = 1.0;    // noise: feature size relative to the article's Perlin
    double landRatio = 0.5;     // noise, blob, square: how much of the map tends to land
    double lakeThreshold =
        0.3;                // a polygon is water when this share of its corners is (LAKE_THRESHOLD)
    int rivers = -1;        // river sources tried; -1: the article's SIZE / 2
    bool noisyEdges = true; // recursive subdivision of each edge's quadrilateral
    double noiseAmount = 0.5; // NOISY_LINE_TRADEOFF: how far the subdivision may wander (0..1)
    bool smoothTransitions = false;  // biome boundaries smooth (true) or distorted (false)
    bool roads = true;               // roads along elevation contours (the Roads module)
    bool lava = true;                // lava on high, dry edges (the Lava module)
    std::vector<std::uint8_t> paint; // kPaintGrid² Paint values, or empty

    bool operator==(const PolymapParameters &) const = default;

    // The rivers actually tried for these parameters.
    int riverCount() const { return rivers >= 0 ? rivers : int(kMapSize / 2); }
    Paint paintAt(int column, int row) const
    {
        return paint.empty() ? Paint::None
                             : Paint(paint[std::size_t(row) * kPaintGrid + std::size_t(column)]);
    }
    // The parameters that decide the mesh: a change of any other one reuses it.
    bool sameMesh(const PolymapParameters &o) const
    {
        return seed == o.seed && points == o.points && regions == o.regions &&
               (points != PointKind::Relaxed || relaxations == o.relaxations);
    }
};

// Every problem as "path: reason", with the file's paths (e.g.
// "regions: expected 500 to 1000000, found 12"); empty when valid. NaN and
// infinities are problems.
QStringList validate(const PolymapParameters &parameters);

// Names as the file and the command line spell them ("random", "relaxed",
// "square", "hex", "poisson"; "radial", "noise", "square", "blob").
QString pointKindName(PointKind kind);
bool pointKindFromName(const QString &name, PointKind *kind);
QString islandShapeName(IslandShape shape);
bool islandShapeFromName(const QString &name, IslandShape *shape);

// Presets: named parameter sets ("article", "archipelago", "continent",
// "fine"); names() in menu order; false for an unknown name.
QStringList presetNames();
bool preset(const QString &name, PolymapParameters *parameters);

} // namespace terrain::polymap
