#pragma once
// One row of map pixels from its samples: the fill of each sample's kind,
// snow above the snow line (not on water), the contour brown blended by its
// coverage (none on a lake). A map redraw shades every pixel of every tile,
// so this runs sixteen pixels at a time on AVX-512, eight on AVX2.

#include "relf/terrainkinds.h"

#include <QRgb>

#include <array>

namespace terrain::relf {

struct Shading
{
    std::array<QRgb, 16> fills{}; // by terrain kind
    QRgb snow = 0, brown = 0;
    double snowHeight = 0.0;
    bool snowLayer = false;
};

// The blend of colour over under by a in [0, 1], channel by channel:
// int(u + (o - u)·a + 0.5) in float; a = 0 leaves under as it is.
QRgb blend(QRgb under, QRgb over, float a);

// Pixels [0, w): kinds, heights and coverage (of the contour nearest each
// pixel, 0 where none) of each.
void shadeRow(const TerrainKind *kinds, const double *heights, const float *coverage, int w,
              const Shading &shading, QRgb *line);

namespace detail {
void shadePortable(const TerrainKind *kinds, const double *heights, const float *coverage,
                   int begin, int w, const Shading &shading, QRgb *line);
// Pixels [0, n8), n8 a multiple of 8 (shaderowavx2.cpp).
void shadeAvx2(const TerrainKind *kinds, const double *heights, const float *coverage, int n8,
               const Shading &shading, QRgb *line);
// Pixels [0, n16), n16 a multiple of 16 (shaderowavx512.cpp).
void shadeAvx512(const TerrainKind *kinds, const double *heights, const float *coverage, int n16,
                 const Shading &shading, QRgb *line);
} // namespace detail

} // namespace terrain::relf
