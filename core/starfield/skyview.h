#pragma once
// The sky view of a block of space: looking along +z through the box at one
// unit per pixel (x east to the right, y north up), nebulae as translucent
// glow from the gas density summed through the depth, stars as discs sized
// by magnitude (the brightest largest), coloured by their colour index and
// dimmer the deeper they lie.

#include "starfield.h"

#include <QImage>
#include <QRgb>

#include <array>
#include <string>
#include <vector>

namespace terrain::starfield {

// A sky picture holds at most this many pixels (4 bytes each).
inline constexpr std::int64_t kMaxSkyPixels = std::int64_t(8192) * 8192;

// Why the box's face cannot be drawn (too many pixels, with the bytes it
// would need), or empty.
std::string checkSkyPicture(const SpaceBox &box);

// The colour of each colour index 0..15: blue-white through yellow and
// orange to red (stars are not white).
const std::array<QRgb, 16> &starColours();

// The gas seen through the box at each pixel: density summed over depth
// samples, 0 where there is none. Sampled every fourth pixel and between
// them interpolated; w·h floats, first row northmost.
std::vector<float> nebulaGlow(const GalaxyParameters &p, const SpaceBox &box, int threads = 0);

QImage renderSky(const GalaxyParameters &p, const SpaceBox &box, const std::vector<Star> &stars,
                 int threads = 0);

} // namespace terrain::starfield
