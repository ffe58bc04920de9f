#pragma once
// Heightmaps as game engines import them, with the settings that make the
// engine's heights the terrain's metres written in the sidecar
// (FILE.json, "engine"). Every preset quantises to the fixed height range
// (the reachable heights, or --height-range), so tiles meet.
//
// - Unity: 16-bit little-endian RAW, 2^n + 1 samples a side (33 to 4097),
//   the first row the southmost (Unity's terrain puts row 0 at z = 0, the
//   south edge); import with Byte Order Windows and Flip Vertically off,
//   Terrain Size (W, max − min, H) at height min.
// - Unreal: 16-bit grayscale PNG at one of Unreal's recommended landscape
//   sizes (127, 253, 505, 1009, 2017, 4033, 8129), first row northmost
//   (Unreal's +Y is south); the X, Y and Z scale and the location's Z in
//   centimetres as the import dialog asks for them.
// - Godot: 16-bit RAW (.r16, the heightmap terrain plugins' format) with the
//   range to type as min and max height, or 32-bit float OpenEXR (.exr) of
//   the heights in metres; 2^n + 1 a side; first row northmost (+Z south).
//
// A region that is not square gives Unreal and Godot a heightmap that is
// not square either (engineGrid); Unity's terrain is square, so Unity
// refuses it.

#include "relf/exports/heightexport.h"

#include <optional>

namespace terrain::relf {

enum class Engine
{
    Unity,
    Unreal,
    Godot
};

std::optional<Engine> engineFromName(const QString &name); // unity, unreal, godot
QString engineName(Engine engine);                         // Unity, Unreal, Godot

// Why `size` does not suit the engine ("" when it does), with the sizes that do.
QString checkEngineSize(Engine engine, int size);

// The grid the engine is given for the region with `longSide` samples
// along its longer side: heightmapGrid, its shorter side then moved to the
// nearest size the engine takes a side (Unreal's recommended sizes,
// Godot's 2^n + 1, no more than longSide), so the spacing along x and y may
// differ a little; the sidecar's scale (Unreal) or cell size (Godot) gives
// each. Unity: heightmapGrid as it is.
GridSize engineGrid(Engine engine, const Region &region, int longSide);

// Why the grid does not suit the engine ("" when it does): each side as
// checkEngineSize; Unity's terrain takes square heightmaps only.
QString checkEngineGrid(Engine engine, GridSize grid);

enum class EngineFormat
{
    Raw16, // Unity, Godot (.raw, .r16)
    Png16, // Unreal
    Exr32  // Godot
};

// Whether the engine imports the format: Unity 16-bit RAW, Unreal 16-bit PNG,
// Godot 16-bit RAW or EXR.
bool engineTakes(Engine engine, EngineFormat format);

// The suffix the format and engine write: raw, r16, png, exr.
QString engineSuffix(Engine engine, EngineFormat format);

bool exportEngineHeightmap(const RelfEvaluator &terrain, const Region &region, GridSize grid,
                           Engine engine, EngineFormat format, const QString &path, QString *error,
                           const Progress &progress = {},
                           std::optional<HeightRange> range = std::nullopt);
// N x N samples.
bool exportEngineHeightmap(const RelfEvaluator &terrain, const Region &region, int size,
                           Engine engine, EngineFormat format, const QString &path, QString *error,
                           const Progress &progress = {},
                           std::optional<HeightRange> range = std::nullopt);

} // namespace terrain::relf
