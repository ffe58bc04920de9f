#pragma once
// What the 3-D view shows of a Relf terrain: a square region around a ground
// point as a height grid with normals and map texture coordinates, the map of
// the region as the ground's texture, the lake's water plane, the town
// buildings as boxes and the point features as markers. Built without any
// 3-D library, so that it can be tested and measured on its own.
//
// Scene coordinates are metres with y up, as the OBJ export: a ground point
// (gx, gy) at height h is (gx - cx, h, cy - gy), cx, cy the region's centre;
// north is -z. Vertex (i, r) of the n × n grid is the ground point
// (x0 + i·step, y1 - r·step): row 0 is the northmost, as in the heightmaps.

#include "relf/evaluator.h"

#include <QImage>
#include <QString>

#include <cstdint>
#include <vector>

namespace terrain::relf {

// A region whose corner (centre - size / 2) and step are whole metres is
// built on the evaluator's fast rows, several times faster than elsewhere.
struct SceneRegion
{
    double centreX = 0.0;
    double centreY = 0.0;
    double size = 1000.0; // metres a side
    double step = 2.0;    // metres between grid vertices
};

inline constexpr double kSceneMinSize = 50.0;
inline constexpr double kSceneMaxSize = 2000.0;
inline constexpr int kSceneMaxVertices = 1025; // a side
inline constexpr int kSceneMaxTexture = 1024;  // pixels a side
inline constexpr float kBuildingHeight = 7.0f; // metres: two storeys
inline constexpr float kMarkerHeight = 3.0f;   // a post a feature stands on
inline constexpr std::size_t kSceneMaxObjects = 20000;

// Why the region cannot be shown, or empty when it can.
QString checkSceneRegion(const SceneRegion &region);
// The grid's vertices a side for a valid region.
int sceneVertices(const SceneRegion &region);

// One axis-aligned box (a building) or marker: centre of its base and size.
struct SceneObject
{
    float x = 0, y = 0, z = 0;
    float width = 0, height = 0, depth = 0;
    QRgb colour = 0;
    Feature feature = Feature::None; // markers only
};

struct TerrainScene
{
    static constexpr int kFloatsPerVertex = 8; // position 3, normal 3, texture 2
    int n = 0;                                 // vertices a side
    double step = 0.0;
    double centreX = 0.0, centreY = 0.0;
    unsigned layers = 0;         // the map layers it was built with
    std::vector<float> vertices; // n·n·kFloatsPerVertex (empty without gridVertices)
    // n·n heights of the surface shown, row by row (the vertices' y): the
    // ground's, in skylands the sea's level where the ground is below it.
    std::vector<double> heights;
    float minHeight = 0.0f, maxHeight = 0.0f; // of everything shown, undersides too
    QImage texture; // the region's map, north up, whole metres a pixel from the grid's corner
    double textureStep = 1.0; // metres a pixel of it
    float waterLevel = 0.0f;
    bool water = false; // some vertex lies under the lake level
    std::vector<SceneObject> buildings;
    std::vector<SceneObject> markers;
    bool objectsCapped = false; // more than kSceneMaxObjects buildings or markers

    // Skylands (RelfParameters::skylands): no water; the islands' tops are
    // drawn by topIndices (the cells with land at some corner, wound up as
    // sceneGridIndices), their undersides by `underside` (vertices laid out as
    // `vertices`, normals down) and undersideIndices (wound downwards).
    bool skylands = false;
    std::vector<float> underside;
    std::vector<std::uint32_t> topIndices, undersideIndices;

    double heightAt(int i, int r) const
    {
        return heights[std::size_t(r) * std::size_t(n) + std::size_t(i)];
    }
};

// What of a scene to build: a view that draws the ground in chunks with
// levels of detail needs the grid's heights, not its vertices; while a value
// is dragged, a coarser map will do.
struct SceneOptions
{
    bool gridVertices = true;
    int maxTexture = kSceneMaxTexture; // pixels a side, at most
    // false: a scene of the same region and layers keeps its buildings and
    // features where they are, standing them on the new ground (while a
    // value is dragged; which of them stand there at all is asked anew
    // when the edits pause).
    bool findObjects = true;
    // The Scene look (scenelook.h): the texture is the ground by kind, not the map.
    bool sceneLook = false;
};

// The scene of a valid region (see checkSceneRegion). layers and
// contourInterval are the map's (MapLayer bits), for the texture.
TerrainScene buildTerrainScene(const RelfEvaluator &terrain, const SceneRegion &region,
                               unsigned layers, double contourInterval, int threads = 0);
// The same into an existing scene, whose buffers it reuses (no fresh pages
// for every edit).
void buildTerrainScene(const RelfEvaluator &terrain, const SceneRegion &region, unsigned layers,
                       double contourInterval, int threads, TerrainScene &scene,
                       const SceneOptions &options = {});

// The map of the square of `side` metres centred on (centreX, centreY), as
// a scene's texture: at most maxPixels (>= 2) a side, whole metres a
// pixel (`step`), pixel k's centre on the square's west edge + k·step (and
// north edge − k·step), so the picture may stop short of the east and south
// edges by less than a pixel. The 3-D view's far map is one too.
struct SceneMap
{
    QImage picture;
    double step = 1.0;
};
// Whole metres a pixel of such a square's picture.
double sceneMapStep(double side, int maxPixels);
SceneMap renderSceneMap(const RelfEvaluator &terrain, double centreX, double centreY, double side,
                        unsigned layers, double contourInterval, int threads = 0,
                        int maxPixels = kSceneMaxTexture);

// The triangle indices of an n × n grid: two triangles a cell, wound
// counter-clockwise seen from above (+y). The same for every scene of that n.
std::vector<std::uint32_t> sceneGridIndices(int n);

} // namespace terrain::relf
