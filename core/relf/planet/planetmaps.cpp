// A planet's heights on grids (planetmaps.h).

#include "planetmaps.h"

#include "util/parallel.h"

#include <cmath>

namespace terrain::relf {

namespace {

struct Axes
{
    Point3 normal, right, up;
};

// Each face seen from outside the planet, up towards +z where it can be;
// the polar faces' up points along -x (+z face) and +x (-z face), so that
// their edges meet the equatorial faces' top and bottom rows.
constexpr Axes kFaces[6] = {
    {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}},  {{-1, 0, 0}, {0, -1, 0}, {0, 0, 1}},
    {{0, 1, 0}, {-1, 0, 0}, {0, 0, 1}}, {{0, -1, 0}, {1, 0, 0}, {0, 0, 1}},
    {{0, 0, 1}, {0, 1, 0}, {-1, 0, 0}}, {{0, 0, -1}, {0, 1, 0}, {1, 0, 0}},
};

} // namespace

std::vector<float> equirectangularHeights(const Planet &planet, int width, int height, int threads)
{
    std::vector<float> out(std::size_t(width) * std::size_t(height));
    const double r = planet.parameters().radius;
    util::parallelFor(std::size_t(height), 8, threads <= 0 ? util::idealThreads() : threads,
                      [&](std::size_t b, std::size_t e) {
                          for (std::size_t row = b; row < e; ++row) {
                              const double lat = 90.0 - 180.0 * double(row) / double(height - 1);
                              for (int c = 0; c < width; ++c) {
                                  const double lon = -180.0 + 360.0 * c / double(width - 1);
                                  out[row * std::size_t(width) + std::size_t(c)] =
                                      float(planet.height(fromLatLon(r, lat, lon)));
                              }
                          }
                      });
    return out;
}

Point3 cubePoint(double radius, CubeFace face, int i, int j, int n)
{
    const Axes &a = kFaces[int(face)];
    const double u = -1.0 + 2.0 * i / double(n - 1);
    const double v = 1.0 - 2.0 * j / double(n - 1);
    const Point3 d{a.normal.x + u * a.right.x + v * a.up.x, a.normal.y + u * a.right.y + v * a.up.y,
                   a.normal.z + u * a.right.z + v * a.up.z};
    const double k = radius / std::sqrt(d.x * d.x + d.y * d.y + d.z * d.z);
    return {d.x * k, d.y * k, d.z * k};
}

std::array<std::vector<float>, 6> cubeMapHeights(const Planet &planet, int n, int threads)
{
    std::array<std::vector<float>, 6> faces;
    const double r = planet.parameters().radius;
    for (int f = 0; f < 6; ++f) {
        std::vector<float> &out = faces[std::size_t(f)];
        out.resize(std::size_t(n) * std::size_t(n));
        util::parallelFor(std::size_t(n), 8, threads <= 0 ? util::idealThreads() : threads,
                          [&](std::size_t b, std::size_t e) {
                              for (std::size_t j = b; j < e; ++j)
                                  for (int i = 0; i < n; ++i)
                                      out[j * std::size_t(n) + std::size_t(i)] = float(
                                          planet.height(cubePoint(r, CubeFace(f), i, int(j), n)));
                          });
    }
    return faces;
}

} // namespace terrain::relf
