#pragma once
// A planet's heights sampled for maps and engines: an equirectangular grid
// (rows from the north pole to the south pole, columns from 180° W to
// 180° E, both ends included so that the date line's columns are the same
// points) and a cube map of six faces whose edge pixels are the same points
// as their neighbours' (a direction on the cube, normalised onto the
// sphere). Every sample is the planet's sum at the Cartesian point.

#include "relf/planet/planet.h"

#include <array>
#include <vector>

namespace terrain::relf {

// Heights, width × height, first row the north pole; width, height >= 2.
std::vector<float> equirectangularHeights(const Planet &planet, int width, int height,
                                          int threads = 0);

enum class CubeFace
{
    PlusX,
    MinusX,
    PlusY,
    MinusY,
    PlusZ,
    MinusZ
};

// The point of face pixel (i, j), first row at the top: the direction
// normal + u·right + v·up with u = -1 + 2i/(n - 1), v = 1 - 2j/(n - 1),
// put on the sphere.
Point3 cubePoint(double radius, CubeFace face, int i, int j, int n);

// Six faces of n × n heights, in CubeFace order; n >= 2.
std::array<std::vector<float>, 6> cubeMapHeights(const Planet &planet, int n, int threads = 0);

} // namespace terrain::relf
