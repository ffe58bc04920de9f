#pragma once
// Where and how a map picture is drawn: the ground region of its pixels and
// the style knobs every generator's renderer reads. Pixel (i, j) samples the
// ground at (left + i·m, top - j·m): x grows east, y grows north. The meaning
// of each layer bit belongs to the generator that draws the map.

namespace terrain::render {

struct MapRenderSettings
{
    double left = 0.0;
    double top = 0.0;
    double metresPerPixel = 1.0;
    int width = 800;
    int height = 600;
    unsigned layers = 0x1fu;      // generator-defined bits; the low five are on by default
    double contourInterval = 5.0; // height units; every fifth contour is thicker
    double gridSpacing = 100.0;   // metres
    int threads = 1;              // 0: all
};

// A position in a picture's pixel coordinates: pixel (i, j)'s sample point
// is at (i, j).
struct PixelPoint
{
    double x = 0.0;
    double y = 0.0;
};

inline PixelPoint pixelOf(const MapRenderSettings &s, double x, double y)
{
    return {(x - s.left) / s.metresPerPixel, (s.top - y) / s.metresPerPixel};
}

} // namespace terrain::render
