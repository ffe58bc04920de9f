#pragma once
// Everything that defines a Relf terrain, in one value type. The defaults are
// the reference's: the 1983 profile of The Forest, the arrays AH/BH, A1/B1,
// A2/B2, A3/B3 and the thresholds of seed 000's class Terrain.

#include "continent.h"
#include "relf/features/placedobjects.h"
#include "sums/profile1983.h"

#include <cmath>
#include <cstdint>
#include <optional>
#include <vector>

namespace terrain::relf {

// One direction vector (a, b): the profile is read at (a·x + b·y) / 128.
struct DirectionVector
{
    std::int32_t a = 0;
    std::int32_t b = 0;
    bool operator==(const DirectionVector &) const = default;
};
using VectorSet = std::vector<DirectionVector>;

// How a randomised profile was made (seed 000, "Changing the profile -
// random?"), kept so that it can be shown and made again.
struct SineProfileSettings
{
    int sines = 32;
    double minAmplitude = 16.0;
    double maxAmplitude = 90.0;
    double minCycles = 2.0;
    double maxCycles = 8.0; // the seed's L / 32 for L = 256
    int length = 256;
    std::uint64_t seed = 1;
    bool operator==(const SineProfileSettings &) const = default;
};

struct TerrainThresholds
{
    int townBelow = 120;    // calcProf(A1, B1) below this: TOWN
    int openBelow = 255;    // calcProf(A2, B2) below this: open land (grass or moor)
    int grassBelow = 255;   // open land with calcProf(A3, B3) below this: GRASS, else MOOR
    int thicketBelow = 200; // forest with calcProf(A3, B3) below this: THICKET, else WOOD
    bool woodOnly = false;  // the reference's woodOnly: skip towns and vegetation
    bool operator==(const TerrainThresholds &) const = default;
};

struct FeatureRules
{
    std::int64_t mask = 0xffff; // seed 000; the earlier web version (001) has 0xfff
    std::int64_t pointTrigger = 4;
    std::int64_t manMadeTrigger = 8;
    std::int64_t manMadeBelow = 4; // (round(PI1000 * xryr) & 0xff) below this
    std::int64_t coneTrigger = 16;
    std::int64_t coneBelow = 8; // (round(PI10000 * xryr) & 0xff) below this
    // xryr & 0xff chooses the point feature: below mineBelow MINE, then
    // BOULDER, WATERHOLE, KNOLL, and ROOT for the rest.
    std::int64_t mineBelow = 32;
    std::int64_t boulderBelow = 128;
    std::int64_t waterholeBelow = 160;
    std::int64_t knollBelow = 200;
    bool operator==(const FeatureRules &) const = default;
};

// Experimental paths (seed 000, "Paths and roads"): a point is path where its
// height matches the height at an offset within a tolerance.
struct PathRules
{
    bool enabled = false;
    double dx = 4000.0;
    double dy = 2000.0;
    double tolerance = 2.0;
    bool operator==(const PathRules &) const = default;
};

// Mines under the terrain (seed 000, "Underground mines / dungeons").
struct MineRules
{
    double openness = 0.4;    // a cell is open where frac(u) exceeds this
    bool sineVariant = false; // u = PI10000·sin(x)·cos(y) ("My Terrain")
    int levels = 1;           // 3-D mines: levels 0 .. levels - 1
    double caveSlope =
        2.0; // a shaft on ground steeper than this (height per metre) is a cave mouth
    bool operator==(const MineRules &) const = default;
};

// Caverns (seed 000, "Caverns"): roof and floor fields from the profile.
struct CavernRules
{
    double roofDx = 0, roofDy = 0;         // horizontal offset of the roof field, metres
    double floorDx = 1000, floorDy = -700; // of the floor field
    double verticalOffset = 30;            // the floor's; larger: fewer, smaller caverns
    double scale = 2;                      // undulations this many times denser than above ground
    double depth = 250;                    // how far below the reference heights both lie
    double mineLevel = 120;                // the height of the mine level, for sections
    bool operator==(const CavernRules &) const = default;
};

// Streams from ponds (seed 000, "Streams"): from each water hole the stream
// steps to the lowest point of the n x n neighbourhood while that is lower,
// until it reaches a lake or a hollow (marsh), at most maxLength metres.
struct StreamRules
{
    bool enabled = true;
    int neighbourhood = 11;    // n, odd
    double maxLength = 300.0;  // metres along the route
    int placementCap = 300000; // stream marks kept before all are cleared
    bool operator==(const StreamRules &) const = default;
};

// An engineer's road (seed 000, "Paths and roads"): straight segments
// between vertices, in ground metres; terra reports ROAD on every integer
// point within width / 2 of the line.
struct RoadVertex
{
    double x = 0.0;
    double y = 0.0;
    bool operator==(const RoadVertex &) const = default;
};
struct Road
{
    std::vector<RoadVertex> vertices; // at least two
    double width = 4.0;               // metres
    bool operator==(const Road &) const = default;
};

// What findGoodSite asks of a site (seed 000, "Changing the profile -
// random?"); each number is the seed's.
struct SiteRules
{
    double aboveLake = 10.0;    // metres of dry land above the lake level
    double fromMine = 7.0;      // metres from any mine shaft
    double fromBuilding = 10.0; // metres from any building
    int maxIterations = 1000;   // per search loop
    bool operator==(const SiteRules &) const = default;
};

// Islands in the sky (seed 000, "Islands in the sky"): the lake level raised
// into a sea of sky, which the map leaves unpainted (the sky shows), and
// every island given an underside that mirrors its land: under ground at
// height h the underside lies at lakeLevel - depth·(h - lakeLevel).
inline constexpr double kMinSkylandDepth = 0.1;
inline constexpr double kMaxSkylandDepth = 20.0;

struct SkylandRules
{
    bool enabled = false;
    double depth = 2.0; // 0.1 to 20: how many times deeper the underside than the land is high
    bool operator==(const SkylandRules &) const = default;
};

struct RelfParameters
{
    std::vector<std::int32_t> profile; // power-of-two length, at least 16

    VectorSet height;      // AH/BH
    VectorSet vegetation1; // A1/B1: towns
    VectorSet vegetation2; // A2/B2: open land; B2 also drives features
    VectorSet vegetation3; // A3/B3: grass/moor, thicket; A3 also drives features
    // Evolution in time (seed 000): a third coefficient per height vector, so
    // vector i reads the profile at (a·x + b·y + c·t) / 128. Empty: no time.
    std::vector<std::int32_t> timeCoefficients;
    double time = 0.0;

    double lakeLevel = 204.0;         // lakeHt: below this is lake
    double originalLakeLevel = 204.0; // LAKE_HT0: below this (and above the lake) is mud
    double snowHeight = 600.0;        // above this the map shows snow
    bool mountains = false;           // seed 000, "Making hilltops more like mountains"
    double mountainBase = 500.0;

    TerrainThresholds thresholds;
    FeatureRules features;
    PathRules paths;
    MineRules mines;
    CavernRules caverns;
    StreamRules streams;
    SiteRules sites;
    SkylandRules skylands;
    std::vector<Road> roads;
    PlacedObjects placed;
    std::optional<SineProfileSettings> sineProfile; // set when the profile was randomised
    // A designed macro shape under the world (continent.h); none: today's terrain.
    std::optional<Continent> continent;

    bool operator==(const RelfParameters &) const = default;

    // The reference set: the 1983 profile and seed 000's arrays.
    static RelfParameters reference1983();
};

// The 256 numbers of the 1983 profile (shared/reference/profile-1983.txt).
using sums::profile1983;

// Mountain tops (seed 000): above the base, dz becomes dz·sqrt(dz).
inline double mountainHeight(const RelfParameters &p, double height)
{
    if (p.mountains && height > p.mountainBase) {
        const double dz = height - p.mountainBase;
        return p.mountainBase + dz * std::sqrt(dz);
    }
    return height;
}

inline bool isPowerOfTwo(std::size_t n)
{
    return n != 0 && (n & (n - 1)) == 0;
}

} // namespace terrain::relf
