#include "mapsymbols.h"

#include "render/colourtable.h"

#include <algorithm>

namespace terrain::relf {

using render::MapColour;
using render::Mark;
using render::PixelPoint;
using render::rgbOf;
using render::Shape;

bool hasSymbol(Feature f)
{
    switch (f) {
    case Feature::Boulder:
    case Feature::Knoll:
    case Feature::Mine:
    case Feature::Waterhole:
    case Feature::X:
    case Feature::Root:
    case Feature::Building:
    case Feature::T:
        return true;
    default:
        return false;
    }
}

double symbolRadius(double metresPerPixel)
{
    // About 8 m across at 1 m per pixel, never smaller than 6 pixels nor
    // larger than 10, so symbols stay legible at every zoom.
    return std::clamp(4.0 / metresPerPixel, 3.0, 5.0);
}

namespace {

PixelPoint at(PixelPoint p, double dx, double dy)
{
    return {p.x + dx, p.y + dy};
}

// An open triangle's three sides.
void triangle(Mark &m, PixelPoint a, PixelPoint b, PixelPoint c, double width)
{
    m.parts = {Shape::segment(a, b, width), Shape::segment(b, c, width),
               Shape::segment(c, a, width)};
}

} // namespace

Mark featureMark(Feature f, PixelPoint p, double r)
{
    const double stroke = std::max(1.0, r * 0.3);
    Mark m;
    m.colour = rgbOf(MapColour::Feature);
    switch (f) {
    case Feature::Boulder:
        m.parts = {Shape::disc(p, r * 0.5)};
        break;
    case Feature::Knoll:
        m.colour = rgbOf(MapColour::Contour);
        m.parts = {Shape::disc(p, r * 0.65)};
        break;
    case Feature::Mine: // point down
        triangle(m, at(p, -r, -r * 0.75), at(p, r, -r * 0.75), at(p, 0, r), stroke);
        break;
    case Feature::Waterhole: // point up, blue
        m.colour = rgbOf(MapColour::WaterFeature);
        triangle(m, at(p, -r, r * 0.75), at(p, r, r * 0.75), at(p, 0, -r), stroke);
        break;
    case Feature::X:
    case Feature::Root:
        if (f == Feature::Root)
            m.colour = rgbOf(MapColour::Contour);
        m.parts = {Shape::segment(at(p, -r, -r), at(p, r, r), stroke),
                   Shape::segment(at(p, -r, r), at(p, r, -r), stroke)};
        break;
    case Feature::Building: { // a building placed on purpose: a black square
        const double h = r * 0.8;
        m.parts = {Shape::convex({at(p, -h, -h), at(p, h, -h), at(p, h, h), at(p, -h, h)}, 4)};
        break;
    }
    case Feature::T: // a marker: the purple circle of a control
        m.colour = rgbOf(MapColour::Overprint);
        m.parts = {Shape::ring(p, r, stroke)};
        break;
    default:
        break;
    }
    return m;
}

Mark caveMark(PixelPoint p, PixelPoint downhill, double r)
{
    return {rgbOf(MapColour::Feature), {Shape::arc(p, downhill, r, std::max(1.0, r * 0.35))}};
}

Mark marshMark(PixelPoint p, double r)
{
    return {rgbOf(MapColour::WaterFeature),
            {Shape::convex({at(p, 0, -r), at(p, r, 0), at(p, 0, r), at(p, -r, 0)}, 4)}};
}

} // namespace terrain::relf
