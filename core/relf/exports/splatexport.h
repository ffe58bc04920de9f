#pragma once
// Splat maps: the terrain kinds of a heightmap's grid as weight maps an
// engine textures its terrain by. Kind k (the reference's order: LAKE,
// TOWN, GRASS, ...) is channel k % 4 (red, green, blue, alpha) of picture
// k / 4, an 8-bit RGBA PNG: 255 where the sample's kind (terra's, as the
// map paints it) is k, 0 elsewhere, so the weights of a sample sum to 255.
// Eleven kinds take three pictures, FILE-0.png, FILE-1.png, FILE-2.png,
// with FILE.json naming each channel. Written a band of rows at a time,
// all files together or none.

#include "relf/exports/heightexport.h"

#include <QStringList>

namespace terrain::relf {

inline constexpr int kSplatKindsPerImage = 4;
inline constexpr int kSplatImages =
    (kTerrainKindCount + kSplatKindsPerImage - 1) / kSplatKindsPerImage;

// FILE.png → FILE-0.png, FILE-1.png, ...; the sidecar is FILE.json.
QStringList splatImagePaths(const QString &path);
QString splatSidecarPath(const QString &path);

// The N x N samples of heightmap's grid (see heightexport.h), at most
// kMaxHeightmapSize a side.
bool exportSplatMaps(const RelfEvaluator &terrain, const Region &region, int size,
                     const QString &path, QString *error, const Progress &progress = {},
                     int bandRows = 0);

} // namespace terrain::relf
