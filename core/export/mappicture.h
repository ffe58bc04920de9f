#pragma once
// A region of any generator's map as a PNG picture, painted by its tile
// source and written atomically.

#include "heightmapwriter.h"
#include "render/tilesource.h"

namespace terrain::exporting {

// The settings for a region at a scale (its south-west corner at X0, Y0),
// with the style of `style`, or false with the reason.
bool mapSettings(const Region &region, double metresPerPixel,
                 const render::MapRenderSettings &style, render::MapRenderSettings *settings,
                 QString *error);

bool writeMapPng(const render::TileSource &source, const render::MapRenderSettings &settings,
                 const QString &path, QString *error);
// A finished picture as PNG, written atomically.
bool writePicturePng(const QImage &image, const QString &path, QString *error);

} // namespace terrain::exporting
