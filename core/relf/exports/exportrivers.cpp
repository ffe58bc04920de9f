#include "exportrivers.h"

#include <boost/geometry.hpp>
#include <boost/geometry/geometries/linestring.hpp>
#include <boost/geometry/geometries/multi_polygon.hpp>
#include <boost/geometry/geometries/point_xy.hpp>
#include <boost/geometry/geometries/polygon.hpp>

using namespace Qt::StringLiterals;

namespace terrain::relf {

bool riversInRegion(const RelfEvaluator &terrain, const exporting::Region &region,
                    std::vector<WorldRiver> *rivers, QString *error)
{
    rivers->clear();
    const ContinentSampler *sampler = terrain.continent();
    if (!sampler)
        return true;
    const Continent &c = sampler->continent();
    const auto all = worldRivers(c);
    const bool fits = forEachRiverIn(c, *all, region.x0, region.y0, region.x0 + region.width,
                                     region.y0 + region.height, 0.0, kMaxRiverCopies,
                                     [&](const WorldRiver &r, double dx, double dy) {
                                         WorldRiver placed = r;
                                         for (auto &p : placed.points) {
                                             p[0] += dx;
                                             p[1] += dy;
                                         }
                                         placed.left += dx;
                                         placed.right += dx;
                                         placed.bottom += dy;
                                         placed.top += dy;
                                         rivers->push_back(std::move(placed));
                                     });
    if (!fits) {
        rivers->clear();
        *error = u"region: it crosses more than %1 periods of the repeating continent, too many "
                 u"to list their rivers: choose a smaller region"_s.arg(kMaxRiverCopies);
    }
    return fits;
}

std::vector<BankPolygon> riverBanks(const WorldRiver &river)
{
    namespace bg = boost::geometry;
    using Point = bg::model::d2::point_xy<double>;
    using Polygon = bg::model::polygon<Point>; // clockwise outer rings
    bg::model::linestring<Point> line;
    for (const auto &p : river.points)
        line.push_back(Point(p[0], p[1]));
    bg::model::multi_polygon<Polygon> water;
    if (line.size() >= 2) {
        constexpr int kCircle = 16;
        bg::buffer(line, water, bg::strategy::buffer::distance_symmetric<double>(river.width / 2.0),
                   bg::strategy::buffer::side_straight(), bg::strategy::buffer::join_round(kCircle),
                   bg::strategy::buffer::end_round(kCircle), bg::strategy::buffer::point_circle());
    }
    // Boost's rings run clockwise; RFC 7946 and the map files read outer
    // rings anticlockwise, so each is turned round.
    const auto ring = [](const auto &from) {
        Ring out;
        for (auto p = from.rbegin(); p != from.rend(); ++p)
            out.push_back({bg::get<0>(*p), bg::get<1>(*p)});
        return out;
    };
    std::vector<BankPolygon> out;
    for (const Polygon &polygon : water) {
        BankPolygon b{ring(polygon.outer()), {}};
        for (const auto &hole : polygon.inners())
            b.holes.push_back(ring(hole));
        out.push_back(std::move(b));
    }
    return out;
}

} // namespace terrain::relf
