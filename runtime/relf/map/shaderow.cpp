// The portable pixel shader and the choice of shader (shaderow.h).

#include "shaderow.h"

#include "relf/kernels/cpufeatures.h"
#include "relf/kernels/rowkernel.h"

#include <string_view>

namespace terrain::relf {

namespace detail {

void shadePortable(const TerrainKind *kinds, const double *heights, const float *coverage,
                   int begin, int w, const Shading &sh, render::Rgb *line)
{
    for (int i = begin; i < w; ++i) {
        const TerrainKind kind = kinds[i];
        const bool lake = kind == TerrainKind::Lake;
        const bool water = lake || kind == TerrainKind::Stream;
        render::Rgb c = sh.fills[static_cast<std::size_t>(kind) & 15u];
        if (sh.snowLayer && !water && heights[i] > sh.snowHeight)
            c = sh.snow;
        line[i] = lake || !(coverage[i] > 0.0f) ? c : blend(c, sh.brown, coverage[i]);
    }
}

} // namespace detail

void shadeRow(const TerrainKind *kinds, const double *heights, const float *coverage, int w,
              const Shading &shading, render::Rgb *line)
{
    // The widest the row kernels use (TERRAIN_ROW_KERNEL=avx2|scalar
    // measures a machine without AVX-512 or AVX2).
    int done = 0;
#if TERRAIN_X86
    static const std::string_view kernel = detail::rowKernelName();
    if (kernel.starts_with("avx512")) {
        done = w & ~15;
        detail::shadeAvx512(kinds, heights, coverage, done, shading, line);
    } else if (kernel == "avx2") {
        done = w & ~7;
        detail::shadeAvx2(kinds, heights, coverage, done, shading, line);
    }
#endif
    detail::shadePortable(kinds, heights, coverage, done, w, shading, line);
}

} // namespace terrain::relf
