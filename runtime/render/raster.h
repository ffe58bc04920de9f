#pragma once
// Anti-aliased drawing of the few shapes an orienteering map's symbols and
// lines need (ISOM's dots, rings, open triangles, crosses, squares, arcs and
// stroked lines), on a caller's pixels, without a graphics library.
//
// Each pixel takes the coverage of its sample point by the shape, from the
// shape's signed distance d (pixels, negative inside): clamp(0.5 − d, 0, 1),
// which is the exact area coverage of a pixel by a straight edge crossing it
// square on, and blends the colour by it (render::blend). The arithmetic is
// IEEE double with nothing but +, −, ×, ÷ and sqrt (no libm, no contraction:
// -ffp-contract=off), so every platform, WebAssembly included, gives the
// same bits; a pixel depends on its own position and the shape alone, so a
// picture drawn in tiles equals one drawn whole.
//
// A mark is one colour's union of shapes: each pixel is blended once, by the
// largest coverage of any of its parts, so strokes that meet do not darken
// where they overlap.

#include "render/mapframe.h"
#include "render/rgb.h"

#include <array>
#include <cstddef>
#include <vector>

namespace terrain::render {

struct Canvas
{
    Rgb *pixels = nullptr;
    int width = 0;
    int height = 0;
    std::ptrdiff_t stride = 0; // pixels from one row to the next
    Rgb *row(int j) const { return pixels + std::ptrdiff_t(j) * stride; }
};

struct Shape
{
    enum Kind
    {
        Disc,    // centre a, radius
        Ring,    // centre a, radius, line width
        Segment, // from a to b, line width, round ends
        Convex,  // the filled convex polygon of corners[0, count)
        Arc,     // ring of centre a, radius, width, open over ±45° about the unit vector b
    };
    Kind kind = Disc;
    PixelPoint a, b;
    double radius = 0.0;
    double width = 0.0;
    std::array<PixelPoint, 4> corners{};
    int count = 0;

    static Shape disc(PixelPoint c, double r) { return {Disc, c, {}, r, 0.0, {}, 0}; }
    static Shape ring(PixelPoint c, double r, double w) { return {Ring, c, {}, r, w, {}, 0}; }
    static Shape segment(PixelPoint a, PixelPoint b, double w)
    {
        return {Segment, a, b, 0.0, w, {}, 0};
    }
    static Shape arc(PixelPoint c, PixelPoint facing, double r, double w)
    {
        return {Arc, c, facing, r, w, {}, 0};
    }
    static Shape convex(std::array<PixelPoint, 4> corners, int count)
    {
        return {Convex, {}, {}, 0.0, 0.0, corners, count};
    }
};

// The signed distance from q to the shape, in pixels (negative inside).
double signedDistance(const Shape &shape, PixelPoint q);

struct Mark
{
    Rgb colour = 0xff000000u;
    std::vector<Shape> parts;
};

// The pixels within reach of the mark, clipped to the canvas: [i0, i1] × [j0, j1].
struct PixelBox
{
    int i0 = 0, j0 = 0, i1 = -1, j1 = -1;
    bool empty() const { return i1 < i0 || j1 < j0; }
};
PixelBox reachOf(const Shape &shape, const Canvas &canvas, int originX, int originY);

// Draws the mark with its shapes' coordinates taken relative to pixel
// (originX, originY): pixel (originX + di, originY + dj) samples (di, dj).
void drawMark(const Canvas &canvas, const Mark &mark, int originX = 0, int originY = 0);

// A polyline of round-ended, round-joined segments of one width and colour,
// in the canvas's own coordinates; each pixel blended once.
void drawPolyline(const Canvas &canvas, const std::vector<PixelPoint> &points, double width,
                  Rgb colour);

} // namespace terrain::render
