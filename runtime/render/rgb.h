#pragma once
// A map pixel: 0xAARRGGBB in one 32-bit word, the layout of Qt's QRgb and
// of a 32-bit RGB picture in the studio's toolkit, so the studio wraps the
// runtime's pictures without a copy. Pictures leave the runtime as RGBA
// bytes (toRgbaBytes).

#include <cstddef>
#include <cstdint>

namespace terrain::render {

using Rgb = std::uint32_t;

constexpr int redOf(Rgb c)
{
    return int((c >> 16) & 0xffu);
}
constexpr int greenOf(Rgb c)
{
    return int((c >> 8) & 0xffu);
}
constexpr int blueOf(Rgb c)
{
    return int(c & 0xffu);
}
constexpr int alphaOf(Rgb c)
{
    return int(c >> 24);
}
constexpr Rgb opaque(int r, int g, int b)
{
    return 0xff000000u | (Rgb(r & 0xff) << 16) | (Rgb(g & 0xff) << 8) | Rgb(b & 0xff);
}

// The blend of colour over under by a in [0, 1], channel by channel:
// int(u + (o - u)·a + 0.5) in float; a = 0 leaves under as it is. Opaque.
inline Rgb blend(Rgb under, Rgb over, float a)
{
    const auto mix = [a](int u, int o) { return int(float(u) + (float(o) - float(u)) * a + 0.5f); };
    return opaque(mix(redOf(under), redOf(over)), mix(greenOf(under), greenOf(over)),
                  mix(blueOf(under), blueOf(over)));
}

// n pixels as R, G, B, A bytes (an HTML ImageData's, NumPy's (h, w, 4)).
inline void toRgbaBytes(const Rgb *pixels, std::size_t n, std::uint8_t *out)
{
    for (std::size_t k = 0; k < n; ++k) {
        const Rgb c = pixels[k];
        out[4 * k] = std::uint8_t(c >> 16);
        out[4 * k + 1] = std::uint8_t(c >> 8);
        out[4 * k + 2] = std::uint8_t(c);
        out[4 * k + 3] = std::uint8_t(c >> 24);
    }
}

} // namespace terrain::render
