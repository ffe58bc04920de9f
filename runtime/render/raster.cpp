// The shapes' signed distances and their drawing (raster.h).

#include "raster.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace terrain::render {

namespace {

double length(double x, double y)
{
    return std::sqrt(x * x + y * y);
}

double segmentDistance(PixelPoint a, PixelPoint b, PixelPoint q)
{
    const double dx = b.x - a.x, dy = b.y - a.y;
    const double len2 = dx * dx + dy * dy;
    double t = len2 > 0.0 ? ((q.x - a.x) * dx + (q.y - a.y) * dy) / len2 : 0.0;
    t = t < 0.0 ? 0.0 : (t > 1.0 ? 1.0 : t);
    return length(q.x - (a.x + t * dx), q.y - (a.y + t * dy));
}

// cos 45° = sin 45°, written out so no platform's libm enters.
constexpr double kHalfSqrt2 = 0.70710678118654752440;

double convexDistance(const Shape &s, PixelPoint q)
{
    // The polygon's orientation, so that each edge's normal points out.
    double area = 0.0;
    for (int k = 0; k < s.count; ++k) {
        const PixelPoint p = s.corners[std::size_t(k)],
                         n = s.corners[std::size_t((k + 1) % s.count)];
        area += p.x * n.y - n.x * p.y;
    }
    const double sign = area >= 0.0 ? 1.0 : -1.0;
    double d = -std::numeric_limits<double>::infinity();
    for (int k = 0; k < s.count; ++k) {
        const PixelPoint p = s.corners[std::size_t(k)],
                         n = s.corners[std::size_t((k + 1) % s.count)];
        const double ex = n.x - p.x, ey = n.y - p.y, len = length(ex, ey);
        if (len == 0.0)
            continue;
        // Outward normal of a counter-clockwise (in y-down pixels: clockwise) edge.
        const double side = sign * ((q.x - p.x) * ey - (q.y - p.y) * ex) / len;
        d = std::max(d, side);
    }
    return d;
}

} // namespace

double signedDistance(const Shape &s, PixelPoint q)
{
    switch (s.kind) {
    case Shape::Disc:
        return length(q.x - s.a.x, q.y - s.a.y) - s.radius;
    case Shape::Ring:
        return std::abs(length(q.x - s.a.x, q.y - s.a.y) - s.radius) - 0.5 * s.width;
    case Shape::Segment:
        return segmentDistance(s.a, s.b, q) - 0.5 * s.width;
    case Shape::Convex:
        return convexDistance(s, q);
    case Shape::Arc: {
        const double vx = q.x - s.a.x, vy = q.y - s.a.y, len = length(vx, vy);
        // Within the ±45° opening about b the ring is absent: the nearer end counts.
        if (!(len > 0.0) || vx * s.b.x + vy * s.b.y < kHalfSqrt2 * len)
            return std::abs(len - s.radius) - 0.5 * s.width;
        const double fx = s.b.x * kHalfSqrt2, fy = s.b.y * kHalfSqrt2;
        const PixelPoint e1{s.a.x + s.radius * (fx - fy), s.a.y + s.radius * (fx + fy)};
        const PixelPoint e2{s.a.x + s.radius * (fx + fy), s.a.y + s.radius * (fy - fx)};
        return std::min(length(q.x - e1.x, q.y - e1.y), length(q.x - e2.x, q.y - e2.y)) -
               0.5 * s.width;
    }
    }
    return std::numeric_limits<double>::infinity();
}

PixelBox reachOf(const Shape &s, const Canvas &canvas, int originX, int originY)
{
    double x0 = 0, x1 = 0, y0 = 0, y1 = 0, pad = 0.5 * s.width + 1.0;
    switch (s.kind) {
    case Shape::Disc:
    case Shape::Ring:
    case Shape::Arc:
        x0 = x1 = s.a.x;
        y0 = y1 = s.a.y;
        pad += s.radius;
        break;
    case Shape::Segment:
        x0 = std::min(s.a.x, s.b.x), x1 = std::max(s.a.x, s.b.x);
        y0 = std::min(s.a.y, s.b.y), y1 = std::max(s.a.y, s.b.y);
        break;
    case Shape::Convex:
        x0 = y0 = std::numeric_limits<double>::infinity();
        x1 = y1 = -x0;
        for (int k = 0; k < s.count; ++k) {
            x0 = std::min(x0, s.corners[std::size_t(k)].x),
            x1 = std::max(x1, s.corners[std::size_t(k)].x);
            y0 = std::min(y0, s.corners[std::size_t(k)].y),
            y1 = std::max(y1, s.corners[std::size_t(k)].y);
        }
        break;
    }
    // The box in canvas pixels, in double until clamped to the canvas, so
    // that far or huge shapes (or ones not finite) cannot overflow an int.
    const double left = std::floor(x0 - pad) + originX, right = std::ceil(x1 + pad) + originX;
    const double top = std::floor(y0 - pad) + originY, bottom = std::ceil(y1 + pad) + originY;
    if (!(right >= 0.0 && left <= canvas.width - 1.0 && bottom >= 0.0 &&
          top <= canvas.height - 1.0))
        return {}; // outside, or not finite
    PixelBox b;
    b.i0 = int(std::max(0.0, left));
    b.i1 = int(std::min(canvas.width - 1.0, right));
    b.j0 = int(std::max(0.0, top));
    b.j1 = int(std::min(canvas.height - 1.0, bottom));
    return b;
}

namespace {

float coverage(double d)
{
    const double c = 0.5 - d;
    return float(c < 0.0 ? 0.0 : (c > 1.0 ? 1.0 : c));
}

} // namespace

void drawMark(const Canvas &canvas, const Mark &mark, int originX, int originY)
{
    PixelBox box;
    for (const Shape &s : mark.parts) {
        const PixelBox b = reachOf(s, canvas, originX, originY);
        if (b.empty())
            continue;
        if (box.empty()) {
            box = b;
            continue;
        }
        box = {std::min(box.i0, b.i0), std::min(box.j0, b.j0), std::max(box.i1, b.i1),
               std::max(box.j1, b.j1)};
    }
    for (int j = box.j0; j <= box.j1; ++j) {
        Rgb *line = canvas.row(j);
        for (int i = box.i0; i <= box.i1; ++i) {
            const PixelPoint q{double(i - originX), double(j - originY)};
            double d = std::numeric_limits<double>::infinity();
            for (const Shape &s : mark.parts)
                d = std::min(d, signedDistance(s, q));
            const float c = coverage(d);
            if (c > 0.0f)
                line[i] = blend(line[i], mark.colour, c);
        }
    }
}

void drawPolyline(const Canvas &canvas, const std::vector<PixelPoint> &points, double width,
                  Rgb colour)
{
    if (points.empty())
        return;
    // Each segment's pixels take the largest coverage of any segment, kept
    // per touched pixel and blended once at the end.
    std::vector<std::pair<std::size_t, float>> touched;
    const std::size_t n = points.size();
    for (std::size_t k = 0; k + 1 < n || (n == 1 && k == 0); ++k) {
        const Shape s = Shape::segment(points[k], points[std::min(k + 1, n - 1)], width);
        const PixelBox b = reachOf(s, canvas, 0, 0);
        for (int j = b.j0; j <= b.j1 && !b.empty(); ++j)
            for (int i = b.i0; i <= b.i1; ++i) {
                const float c = coverage(signedDistance(s, {double(i), double(j)}));
                if (c > 0.0f)
                    touched.emplace_back(
                        std::size_t(j) * std::size_t(canvas.width) + std::size_t(i), c);
            }
    }
    std::sort(touched.begin(), touched.end(), [](const auto &x, const auto &y) {
        return x.first != y.first ? x.first < y.first : x.second > y.second;
    });
    std::size_t last = std::size_t(-1);
    for (const auto &[at, c] : touched) {
        if (at == last)
            continue; // the largest came first
        last = at;
        const int j = int(at / std::size_t(canvas.width)), i = int(at % std::size_t(canvas.width));
        Rgb &p = canvas.row(j)[i];
        p = blend(p, colour, c);
    }
}

} // namespace terrain::render
