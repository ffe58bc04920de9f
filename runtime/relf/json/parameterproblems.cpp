// The cross-field rules of a parameter set (parameterProblems), which the
// reader applies once every field has been read and the studio applies to
// every edit.
#include "parameterjson.h"

#include "continentjson.h"
#include "parametermessages.h"
#include "relf/features/roads.h"
#include "relf/sineprofile.h"

#include <cmath>
#include <cstdio>

namespace terrain::relf {

using detail::index;
using detail::num;

namespace {

void linearFeatureProblems(const RelfParameters &p, std::vector<std::string> &problems)
{
    const StreamRules &s = p.streams;
    if (s.neighbourhood < 3 || s.neighbourhood > 101 || s.neighbourhood % 2 == 0)
        problems.push_back("streams.neighbourhood: expected an odd number from 3 to 101, found " +
                           num(s.neighbourhood));
    if (!(s.maxLength >= 1 && s.maxLength <= 10000))
        problems.push_back("streams.maxLength: expected 1 to 10000 metres");
    if (s.placementCap < 1000 || s.placementCap > 10000000)
        problems.push_back("streams.placementCap: expected 1000 to 10000000");
    const SiteRules &g = p.sites;
    if (!(std::abs(g.aboveLake) <= 1e6))
        problems.push_back("sites.aboveLake: expected a number from -1e6 to 1e6");
    if (!(g.fromMine >= 0 && g.fromMine <= 1000))
        problems.push_back("sites.fromMine: expected 0 to 1000 metres");
    if (!(g.fromBuilding >= 0 && g.fromBuilding <= 1000))
        problems.push_back("sites.fromBuilding: expected 0 to 1000 metres");
    if (g.maxIterations < 1 || g.maxIterations > 1000000)
        problems.push_back("sites.maxIterations: expected 1 to 1000000");
    if (p.roads.size() > std::size_t(kMaxRoads))
        problems.push_back("roads: expected at most " + num(kMaxRoads) + " roads, found " +
                           num(p.roads.size()));
    double cells = 0;
    std::size_t vertices = 0;
    for (std::size_t i = 0; i < p.roads.size(); ++i) {
        const Road &road = p.roads[i];
        const std::string at = index("roads", i);
        vertices += road.vertices.size();
        if (road.vertices.size() < 2)
            problems.push_back(at + ".vertices: a road needs at least two vertices, found " +
                               num(road.vertices.size()));
        if (!(road.width >= kMinRoadWidth && road.width <= kMaxRoadWidth))
            problems.push_back(at + ".width: expected " + num(kMinRoadWidth) + " to " +
                               num(kMaxRoadWidth) + " metres");
        bool finite = true;
        for (std::size_t k = 0; k < road.vertices.size(); ++k) {
            const RoadVertex v = road.vertices[k];
            if (!std::isfinite(v.x) || !std::isfinite(v.y) || std::abs(v.x) > kMaxRoadCoordinate ||
                std::abs(v.y) > kMaxRoadCoordinate) {
                problems.push_back(index(at + ".vertices", k) +
                                   ": expected finite coordinates within ±1e15");
                finite = false;
            }
        }
        if (finite)
            cells += roadCellBound(road);
    }
    if (vertices > std::size_t(kMaxRoadVertices))
        problems.push_back("roads: expected at most " + num(kMaxRoadVertices) +
                           " vertices in all, found " + num(vertices));
    if (cells > kMaxRoadCells) {
        char text[160];
        std::snprintf(text, sizeof text,
                      "roads: the roads cover up to %.3g cells, more than the %.3g allowed "
                      "(shorten or narrow them)",
                      cells, kMaxRoadCells);
        problems.push_back(text);
    }
}

} // namespace

std::vector<std::string> parameterProblems(const RelfParameters &p)
{
    std::vector<std::string> problems;
    const std::size_t n = p.profile.size();
    if (n < 16 || n > std::size_t(kMaxProfileLength) || !isPowerOfTwo(n))
        problems.push_back("profile: expected a power-of-two length from 16 to " +
                           num(kMaxProfileLength) + ", found " + num(n));
    for (std::size_t i = 0; i < n; ++i)
        if (std::abs(p.profile[i]) > kMaxProfileValue)
            problems.push_back(index("profile", i) + ": expected an integer from " +
                               num(-kMaxProfileValue) + " to " + num(kMaxProfileValue));
    const std::pair<const VectorSet *, const char *> sets[] = {
        {&p.height, "vectors.height"},
        {&p.vegetation1, "vectors.vegetation1"},
        {&p.vegetation2, "vectors.vegetation2"},
        {&p.vegetation3, "vectors.vegetation3"}};
    for (const auto &[set, name] : sets) {
        if (set->empty() || set->size() > std::size_t(kMaxVectors))
            problems.push_back(std::string(name) + ": expected 1 to " + num(kMaxVectors) +
                               " vectors, found " + num(set->size()));
        for (std::size_t i = 0; i < set->size(); ++i) {
            const DirectionVector &v = (*set)[i];
            if (std::abs(v.a) > kMaxComponent || std::abs(v.b) > kMaxComponent)
                problems.push_back(index(name, i) + ": components must lie within ±" +
                                   num(kMaxComponent));
        }
    }
    if (!p.timeCoefficients.empty() && p.timeCoefficients.size() != p.height.size())
        problems.push_back("time.coefficients: expected one coefficient per height vector (" +
                           num(p.height.size()) + "), found " + num(p.timeCoefficients.size()));
    for (const auto &[value, name] : {std::pair{p.time, "time.value"},
                                      {p.lakeLevel, "lake.level"},
                                      {p.originalLakeLevel, "lake.originalLevel"},
                                      {p.snowHeight, "snow.height"},
                                      {p.mountainBase, "mountains.base"},
                                      {p.paths.dx, "paths.dx"},
                                      {p.paths.dy, "paths.dy"},
                                      {p.paths.tolerance, "paths.tolerance"}}) {
        if (!std::isfinite(value))
            problems.push_back(std::string(name) + ": expected a finite number");
    }
    if (!(p.mines.openness >= 0.0 && p.mines.openness <= 1.0))
        problems.push_back("mines.openness: expected a number from 0 to 1");
    if (!(p.mines.caveSlope >= 0.0) || p.mines.caveSlope > 1e6)
        problems.push_back("mines.caveSlope: expected a number from 0 to 1e6");
    if (p.mines.levels < 1 || p.mines.levels > 64)
        problems.push_back("mines.levels: expected 1 to 64");
    for (const auto &[value, name] : {std::pair{p.caverns.roofDx, "caverns.roofDx"},
                                      {p.caverns.roofDy, "caverns.roofDy"},
                                      {p.caverns.floorDx, "caverns.floorDx"},
                                      {p.caverns.floorDy, "caverns.floorDy"},
                                      {p.caverns.verticalOffset, "caverns.verticalOffset"},
                                      {p.caverns.depth, "caverns.depth"},
                                      {p.caverns.mineLevel, "caverns.mineLevel"}})
        if (!std::isfinite(value) || std::abs(value) > 1e9)
            problems.push_back(std::string(name) + ": expected a finite number within ±1e9");
    if (!(p.skylands.depth >= kMinSkylandDepth && p.skylands.depth <= kMaxSkylandDepth))
        problems.push_back("skylands.depth: expected " + num(kMinSkylandDepth) + " to " +
                           num(kMaxSkylandDepth));
    if (!(p.caverns.scale >= 1.0 / 64 && p.caverns.scale <= 64))
        problems.push_back("caverns.scale: expected 1/64 to 64");
    if (p.features.mask < 0)
        problems.push_back("features.mask: expected a non-negative integer");
    linearFeatureProblems(p, problems);
    if (p.sineProfile) {
        for (const std::string &problem : validateSineSettings(*p.sineProfile))
            problems.push_back("sineProfile." + problem);
    }
    if (p.continent)
        for (std::string &problem : continentProblems(*p.continent))
            problems.push_back(std::move(problem));
    return problems;
}

} // namespace terrain::relf
