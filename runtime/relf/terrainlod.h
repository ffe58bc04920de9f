#pragma once
// Terrain with levels of detail, as a game draws it: square chunks of
// `cells` × `cells` cells whose spacing doubles with each level (level 0
// the finest), chosen by the distance from the camera (a restricted
// quadtree: neighbouring chunks differ by at most one level) and morphed
// towards the next coarser level as they recede (continuous distance-
// dependent LOD, Strugar 2009), so that nothing pops when a chunk splits or
// joins. The edges between levels are held together exactly: a chunk's edge
// beside a coarser neighbour is drawn fully morphed, the coarser chunk's
// edge beside a finer one not at all, so both run along the same line.
//
// Chunks lie on one grid for the whole ground (a chunk of level l covers
// [i·side, (i+1)·side] × [j·side, (j+1)·side], side = cells·finestStep·2^l),
// so that a chunk's mesh can be kept while the camera moves. Meshes are in
// scene coordinates (metres, y up, north −z) about an origin on the ground:
// the ground point (gx, gy) at height h is (gx − ox, h, oy − gy).

#include "relf/evaluator.h"

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace terrain::relf {

struct LodSettings
{
    double finestStep = 2.0;    // metres between vertices at level 0
    int cells = 16;             // cells a chunk side, even
    double viewDistance = 4000; // how far from the centre the ground reaches
    // A chunk splits when nearer than this many of its sides, and morphs
    // over the last tenth of its range: below about 1.8 with 0.9, a chunk
    // that splits would already have begun to morph towards the coarser
    // level at its far corner, and the ground would jump (tst_terrainlod).
    double splitFactor = 1.8;
    float morphStart = 0.9f;
};

// The largest split factor, and what it bounds: any settings that
// checkLodSettings accepts, wherever the camera stands, give at most
// kMaxLodChunks chunks (the most seen is 4,021, at split factor 4 and the
// farthest view distance the finest step allows, 2^22 chunk sides;
// tst_terrainlod sweeps the settings). A split factor of 8 would give
// 13,054, and one with no bound splits the whole view to level 0.
inline constexpr double kMaxLodSplitFactor = 4.0;
inline constexpr int kMaxLodChunks = 5000;

// Why the settings cannot be used, or empty when they can.
std::string checkLodSettings(const LodSettings &settings);

// Where the levels are measured from: the camera's ground position and its
// height above the ground (distances are sqrt(dx² + dy² + height²)).
struct LodCamera
{
    double x = 0.0, y = 0.0;
    double height = 0.0;
};

// How an edge of a chunk meets its neighbour.
enum class LodEdge : std::int8_t
{
    Same,    // a neighbour of the same level, or none: morphs with the distance
    Coarser, // the neighbour is one level coarser: the edge is drawn fully morphed
    Finer,   // the neighbours are one level finer: the edge is not morphed
};

struct LodChunk
{
    int level = 0;
    std::int64_t i = 0, j = 0; // the chunk's index on its level's grid (j northwards)
    // West, east, south, north.
    std::array<LodEdge, 4> edges{LodEdge::Same, LodEdge::Same, LodEdge::Same, LodEdge::Same};
    bool operator==(const LodChunk &) const = default;
};

enum LodSide : int
{
    West = 0,
    East = 1,
    South = 2,
    North = 3,
};

double lodChunkSide(const LodSettings &settings, int level);
// The distance from the camera at which a chunk of `level` shows only its
// parent's detail: it splits off its parent nearer than this.
double lodMorphRange(const LodSettings &settings, int level);

// The ground the chunks cover: the square of viewDistance around the
// centre, grown to the grid of chunks three levels below the coarsest (an
// eighth of the distance or more), so that no chunk reaches out of it.
struct LodExtent
{
    double x0, y0, x1, y1;
};
LodExtent lodExtent(const LodSettings &settings, double centreX, double centreY);

// The chunks that cover lodExtent around (centreX, centreY) once, as seen
// from the camera, finest level first, from north-west to south-east within
// each level. Settings must be valid.
std::vector<LodChunk> selectLodChunks(const LodSettings &settings, double centreX, double centreY,
                                      const LodCamera &camera);

// One vertex: the position (y the ground's height), the normal, the height
// the vertex takes in its chunk's coarser level (the surface of the parent
// chunk at this point) and how it morphs: > 0 the distance at which it is
// wholly coarse (it begins at morphStart of it), 0 never, < 0 always.
struct LodVertex
{
    float x, y, z;
    float nx, ny, nz;
    float coarseY;
    float morph;
};
static_assert(sizeof(LodVertex) == 8 * sizeof(float));

struct LodChunkMesh
{
    LodChunk chunk;
    std::vector<LodVertex> vertices; // (cells + 1)², row by row from the north, west to east
    float minY = 0.0f, maxY = 0.0f;  // of the ground and the coarser heights
};

// A chunk's vertices: its heights from the evaluator's rows (identical to
// height()), normals from central differences (over the chunk's edge too).
LodChunkMesh meshLodChunk(const RelfEvaluator &terrain, const LodSettings &settings,
                          const LodChunk &chunk, double originX, double originY);

// The triangles of every chunk, as indices into its vertices: two a cell,
// counter-clockwise seen from above, each cell cut from its north-east to
// its south-west corner (as relf::sceneGridIndices).
std::vector<std::uint32_t> lodChunkIndices(int cells);

// How far a vertex is morphed (0 its own height, 1 its coarser one) for a
// camera at scene point (camX, camZ) `height` above the ground: what the
// ground's vertex shader computes.
float lodMorphFactor(const LodVertex &v, float camX, float camZ, float height, float morphStart);
inline float lodMorphedHeight(const LodVertex &v, float camX, float camZ, float height,
                              float morphStart)
{
    const float m = lodMorphFactor(v, camX, camZ, height, morphStart);
    return v.y * (1.0f - m) + v.coarseY * m; // GLSL's mix()
}

} // namespace terrain::relf
