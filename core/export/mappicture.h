#pragma once
// A region of any generator's map as a PNG picture, painted and written in
// bands of rows so that a picture of any size (up to kMaxStreamedMapSide a
// side) needs only about 16 MB a band; written atomically.

#include "heightmapwriter.h"
#include "render/mapsettings.h"

#include <QIODevice>
#include <QImage>

namespace terrain::exporting {

// A map picture made whole in memory (the studio's views, render, SVG, PDF).
inline constexpr int kMaxMapSide = 16384;
// A PNG map written a band at a time.
inline constexpr int kMaxStreamedMapSide = 65536;

// The settings for a region at a scale (its south-west corner at X0, Y0),
// with the style of `style` and at most maxSide pixels a side, or false
// with the reason.
bool mapSettings(const Region &region, double metresPerPixel,
                 const render::MapRenderSettings &style, render::MapRenderSettings *settings,
                 QString *error, int maxSide = kMaxMapSide);

// Paints the rows of the picture that `band` describes (its top moved down
// to the band's first row, its height the band's).
using PaintBand = std::function<QImage(const render::MapRenderSettings &band)>;

// The picture of s, painted a band at a time (bandRows rows, or about 16 MB
// when 0) while the previous band is encoded.
bool writeMapPng(const PaintBand &paint, const render::MapRenderSettings &s, const QString &path,
                 QString *error, const Progress &progress = {}, int bandRows = 0);

// A picture held whole, written as a PNG by the same encoder (its bands
// deflated on every core), atomically; false with "path: reason". An
// indexed picture (QImage::Format_Indexed8) stays indexed, with its colour
// table as the palette, and an 8-bit grey one grey; any other is written
// as RGB, or RGBA when it has an alpha channel.
bool writePicturePng(const QImage &image, const QString &path, QString *error);

// A picture to a device through the same encoder, whole: indexed, 8- and
// 16-bit grey kept as they are, any other as RGB or RGBA. False with the
// reason in *why.
bool writePng(QIODevice &out, const QImage &image, QString *why);

} // namespace terrain::exporting
