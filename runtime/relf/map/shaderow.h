#pragma once
// One row of map pixels from its samples: the fill of each sample's kind,
// snow above the snow line (not on water), the contour brown blended by its
// coverage (none on a lake). A map redraw shades every pixel of every tile,
// so this runs sixteen pixels at a time on AVX-512, eight on AVX2.

#include "relf/terrainkinds.h"

#include "render/rgb.h"

#include <array>

namespace terrain::relf {

struct Shading
{
    std::array<render::Rgb, 16> fills{}; // by terrain kind
    render::Rgb snow = 0, brown = 0;
    double snowHeight = 0.0;
    bool snowLayer = false;
};

using render::blend; // render/rgb.h

// Pixels [0, w): kinds, heights and coverage (of the contour nearest each
// pixel, 0 where none) of each.
void shadeRow(const TerrainKind *kinds, const double *heights, const float *coverage, int w,
              const Shading &shading, render::Rgb *line);

namespace detail {
void shadePortable(const TerrainKind *kinds, const double *heights, const float *coverage,
                   int begin, int w, const Shading &shading, render::Rgb *line);
// Pixels [0, n8), n8 a multiple of 8 (shaderowavx2.cpp).
void shadeAvx2(const TerrainKind *kinds, const double *heights, const float *coverage, int n8,
               const Shading &shading, render::Rgb *line);
// Pixels [0, n16), n16 a multiple of 16 (shaderowavx512.cpp).
void shadeAvx512(const TerrainKind *kinds, const double *heights, const float *coverage, int n16,
                 const Shading &shading, render::Rgb *line);
} // namespace detail

} // namespace terrain::relf
