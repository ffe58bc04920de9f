#pragma once
// Heightmaps and meshes of a region, for game engines and other tools.
//
// A region is X0, Y0 (its south-west corner), W, H in metres. N x N samples
// lie at x = X0 + i·W/(N-1), y = Y0 + H - r·H/(N-1): edges included, the
// first row the northmost. h is the ground height (the lake bed under water,
// mountain tops when they are on).

#include "relf/evaluator.h"

#include <QString>

#include <functional>
#include <vector>

namespace terrain::exporting {

struct Region
{
    double x0 = 0, y0 = 0, width = 1024, height = 1024;
};

// Reports progress in [0, 1]; returning false cancels.
using Progress = std::function<bool(double)>;

struct HeightGrid
{
    int size = 0;
    std::vector<double> heights; // size x size, row-major, first row northmost
    double minHeight = 0, maxHeight = 0;
};

// Samples the grid on all threads; empty when cancelled.
HeightGrid sampleHeights(const relf::RelfEvaluator &terrain, const Region &region, int size,
                         const Progress &progress = {});

// value = round((h - min) / (max - min) · 65535); 0 everywhere on flat ground.
std::vector<quint16> quantise(const HeightGrid &grid);

enum class HeightFormat { Png16, Raw16 };

// Writes the heightmap and its sidecar FILE.json (size, min_height,
// max_height, region) atomically: on failure or cancel neither file is left
// half-written and an existing file stays as it was.
bool exportHeightmap(const relf::RelfEvaluator &terrain, const Region &region, int size, HeightFormat format,
                     const QString &path, QString *error, const Progress &progress = {});

// A Wavefront OBJ triangle mesh of the N x N samples: vertex (x, h, -y) in
// metres (y up, as OBJ importers expect), two triangles a cell, wound
// counter-clockwise seen from above.
bool exportMesh(const relf::RelfEvaluator &terrain, const Region &region, int size, const QString &path,
                QString *error, const Progress &progress = {});

inline constexpr int kMaxExportSize = 16385;

} // namespace terrain::exporting
