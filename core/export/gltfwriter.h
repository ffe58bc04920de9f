#pragma once
// A binary glTF 2.0 file (.glb) of a height grid, for game engines and 3-D
// tools: one mesh of (columns × rows) vertices, two triangles a cell, with
// normals and a colour per vertex. Positions are metres from the grid's
// north-west corner: x east, y up, z south (glTF's right-handed y-up
// frame), so that large world coordinates lose no precision in 32-bit
// floats; the corner's world position is in the file's extras. The file is
// written atomically.

#include "heightmapwriter.h"

#include <QRgb>

#include <functional>
#include <span>

namespace terrain::exporting {

// At most this many vertices a side (a file of 8193² vertices is 3.5 GB;
// glTF's binary container ends at 4 GB).
inline constexpr int kMaxGlbSide = 8193;

struct GlbPlacement
{
    double west = 0.0, north = 0.0; // the world position of vertex (0, 0)
    double columnStep = 1.0;        // metres east from one column to the next
    double rowStep = 1.0;           // metres south from one row to the next
};

// Colours of row r (0: northmost), `columns` of them; may be called from
// several threads at once.
using RowColours = std::function<void(int r, std::span<QRgb> out)>;

bool writeGlbMesh(const HeightRows &source, const GlbPlacement &placement,
                  const RowColours &colours, const QString &path, QString *error,
                  const Progress &progress = {});

} // namespace terrain::exporting
