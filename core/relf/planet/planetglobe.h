#pragma once
// A planet seen from far away: an orthographic view of the sphere centred
// on a latitude and longitude, each pixel of the disc the terrain kind at
// the Cartesian point it shows (the map's colours, snow above the snow
// line), shaded by height. The view's axes are the centre's east and north,
// so a view centred on a pole has no seam and no singularity: the points
// come from Cartesian coordinates, never from latitude and longitude.

#include "relf/planet/planet.h"

#include <QImage>
#include <QPointF>

#include <functional>
#include <optional>
#include <vector>

namespace terrain::relf {

struct GlobeView
{
    double latitude = 30.0, longitude = 0.0; // the centre of the disc, degrees
    int size = 512;                          // pixels, square
};

// The point of the sphere at pixel (px, py), or none outside the disc.
std::optional<Point3> globePoint(double radius, const GlobeView &view, double px, double py);

// Stops early once stop() returns true (checked every few rows); the
// picture is then unfinished, for the caller to drop.
using RenderStop = std::function<bool()>;

QImage renderGlobe(const Planet &planet, const GlobeView &view, int threads = 0,
                   const RenderStop &stop = {});
// Where a point of the sphere is drawn on the globe (pixel coordinates, the
// inverse of globePoint), or none on the far side.
std::optional<QPointF> globePixel(double radius, const GlobeView &view, const Point3 &p);

// A flat map of the ground around a latitude and longitude, north up, at
// `scale` units a pixel at its centre: pixel (px, py) lies at dx east and
// dy north of the centre on the tangent plane there, put on the sphere
// along its ray from the planet's centre (a gnomonic projection, true near
// the centre). Computed from Cartesian coordinates, so a map centred on a
// pole is as whole as any other.
struct FlatMapView
{
    double latitude = 0.0, longitude = 0.0;
    double scale = 0.25; // units a pixel at the centre
    int width = 800, height = 600;
};
Point3 flatMapPoint(double radius, const FlatMapView &view, double px, double py);
QImage renderFlatMap(const Planet &planet, const FlatMapView &view, int threads = 0,
                     const RenderStop &stop = {});
// Where a point of the sphere is drawn on the flat map (the inverse of
// flatMapPoint, possibly outside the picture), or none on the far half.
std::optional<QPointF> flatMapPixel(double radius, const FlatMapView &view, const Point3 &p);

// The colours the globe and the flat map paint, before shading (higher
// ground lighter, 70 % to 100 % of the colour): each of kPlanetKinds in the
// map's colours, then snow, painted above the snow line on any kind but lake.
struct PlanetColour
{
    std::optional<TerrainKind> kind; // none: snow
    QRgb rgb = 0;
};
std::vector<PlanetColour> planetColours();

} // namespace terrain::relf
