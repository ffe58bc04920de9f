#pragma once
// Heightmaps and meshes of a region of Relf terrain, for game engines and
// other tools, through the shared writers of export/heightmapwriter.h.
//
// A region is X0, Y0 (its south-west corner), W, H in metres. NX x NY
// samples (columns x rows) lie at x = X0 + i·W/(NX-1), y = Y0 + H - r·H/(NY-1):
// edges included, the first row the northmost. h is the ground height (the
// lake bed under water, mountain tops when they are on). The functions that
// take one size N write N x N.

#include "export/heightmapwriter.h"
#include "relf/evaluator.h"

namespace terrain::relf {

using exporting::HeightFormat;
using exporting::Progress;
using exporting::Region;

// The heights the parameters can reach anywhere: the height vectors times
// the profile's least and greatest entry (heights interpolate between
// entries), mountain tops applied. Every heightmap is quantised to this
// range unless given another, so that neighbouring exports agree value for
// value along their shared edge.
using HeightRange = std::pair<double, double>;
HeightRange reachableHeights(const RelfParameters &p);

// A heightmap's samples: columns west to east, rows north to south.
struct GridSize
{
    int columns = 0;
    int rows = 0;
    bool isSquare() const { return columns == rows; }
    bool operator==(const GridSize &) const = default;
};

// The grid of a heightmap of the region with `longSide` samples along its
// longer side: the shorter side gets round((longSide - 1) · short / long) + 1
// (at least 2), so that the samples lie as far apart in x as in y, as near
// as whole numbers allow. A square region gives longSide x longSide.
GridSize heightmapGrid(const Region &region, int longSide);

// Why NX x NY samples of the region cannot be exported ("" when they can):
// each side from 2 to maxSize, the region finite, within the ground limit,
// not empty.
QString checkGrid(const Region &region, GridSize grid, int maxSize);
QString checkGrid(const Region &region, int size, int maxSize); // N x N

// Why a range cannot be used ("" when it can): finite, MIN below MAX, and
// MAX - MIN finite too.
QString checkHeightRange(const HeightRange &range);

// The region's NX x NY ground heights as rows for the shared writers,
// quantised to `range` (the reachable heights when none is given).
exporting::HeightRows heightRows(EvaluatorPtr terrain, const Region &region, GridSize grid,
                                 std::optional<HeightRange> range = std::nullopt);
exporting::HeightRows heightRows(EvaluatorPtr terrain, const Region &region, int size,
                                 std::optional<HeightRange> range = std::nullopt);

// Writes the heightmap and its sidecar FILE.json (size, or width and height
// when not square; min_height, max_height: the range quantised to; region)
// atomically: on failure or cancel neither file is left half-written and an
// existing file stays as it was. range: as heightRows.
bool exportHeightmap(const RelfEvaluator &terrain, const Region &region, GridSize grid,
                     HeightFormat format, const QString &path, QString *error,
                     const Progress &progress = {},
                     std::optional<HeightRange> range = std::nullopt);
bool exportHeightmap(const RelfEvaluator &terrain, const Region &region, int size,
                     HeightFormat format, const QString &path, QString *error,
                     const Progress &progress = {},
                     std::optional<HeightRange> range = std::nullopt);

// A Wavefront OBJ triangle mesh of the N x N samples: vertex (x, h, -y) in
// metres (y up, as OBJ importers expect), two triangles a cell, wound
// counter-clockwise seen from above.
bool exportMesh(const RelfEvaluator &terrain, const Region &region, int size, const QString &path,
                QString *error, const Progress &progress = {});

// The same mesh as binary glTF 2.0 (.glb): positions in metres from the
// region's north-west corner (x east, y up, z south), normals, and the
// map's colour of each sample (its terrain kind, snow above the snow line)
// as vertex colours; at most exporting::kMaxGlbSide samples a side.
bool exportGlbMesh(const RelfEvaluator &terrain, const Region &region, int size,
                   const QString &path, QString *error, const Progress &progress = {});

// Samples a side: a heightmap is written a band at a time (a 65537² RAW is
// 8.6 GB), a mesh's text or binary grows a hundredfold faster.
inline constexpr int kMaxHeightmapSize = 65537;
inline constexpr int kMaxMeshSize = 16385;

} // namespace terrain::relf
