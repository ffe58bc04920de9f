#include "parameterjson.h"

#include "continentjson.h"
#include "jsonreader.h"
#include "parametermessages.h"

#include "relf/features/roads.h"
#include "relf/sineprofile.h"
#include "util/jsongrammar.h"

#include <algorithm>
#include <cmath>
#include <initializer_list>

namespace terrain::relf {

namespace {

using detail::index;
using detail::Json;
using detail::num;
using detail::Reader;

void readProfile(Reader &r, const Json &root, RelfParameters &p)
{
    const Json *v = Reader::member(root, "profile");
    if (!v || !v->is_array()) {
        r.fail("profile", v ? "expected an array of integers" : "missing");
        return;
    }
    const std::size_t n = v->size();
    if (n > std::size_t(kMaxProfileLength)) {
        r.fail("profile",
               "expected at most " + num(kMaxProfileLength) + " entries, found " + num(n));
        return;
    }
    if (n < 16 || !isPowerOfTwo(n)) {
        r.fail("profile", "expected a power-of-two length of at least 16, found " + num(n));
        return;
    }
    p.profile.clear();
    p.profile.reserve(n);
    for (std::size_t i = 0; i < n; ++i) {
        auto value =
            r.integerValue(&(*v)[i], index("profile", i), -kMaxProfileValue, kMaxProfileValue);
        p.profile.push_back(static_cast<std::int32_t>(value.value_or(0)));
    }
}

void readPlaced(Reader &r, const Json *v, RelfParameters &p)
{
    if (!v)
        return;
    if (!v->is_array()) {
        r.fail("placed", "expected an array");
        return;
    }
    if (v->size() > std::size_t(kMaxPlaced)) {
        r.fail("placed",
               "expected at most " + num(kMaxPlaced) + " objects, found " + num(v->size()));
        return;
    }
    for (std::size_t i = 0; i < v->size(); ++i) {
        const std::string at = index("placed", i);
        const Json *o = r.object(&(*v)[i], at);
        if (!o)
            continue;
        std::int32_t x = 0, y = 0;
        r.integer(*o, "x", at + ".x", x, INT32_MIN, INT32_MAX, false);
        r.integer(*o, "y", at + ".y", y, INT32_MIN, INT32_MAX, false);
        const Json *terrain = Reader::member(*o, "terrain");
        const Json *feature = Reader::member(*o, "feature");
        if (!terrain == !feature) {
            r.fail(at, "expected exactly one of \"terrain\" and \"feature\"");
            continue;
        }
        const Json &named = terrain ? *terrain : *feature;
        const std::string name = named.is_string() ? named.get<std::string>() : std::string();
        if (terrain) {
            if (auto kind = terrainKindFromName(name))
                p.placed.place(x, y, *kind);
            else
                r.fail(at + ".terrain", "unknown terrain kind \"" + name + "\"");
        } else {
            if (auto f = featureFromName(name))
                p.placed.place(x, y, *f);
            else
                r.fail(at + ".feature", "unknown feature \"" + name + "\"");
        }
        r.unknownKeys(*o, at, {"x", "y", "terrain", "feature"});
    }
}

void readSine(Reader &r, const Json *v, RelfParameters &p)
{
    if (!v || v->is_null())
        return;
    const Json *o = r.object(v, "sineProfile");
    if (!o)
        return;
    SineProfileSettings s;
    const std::string at = "sineProfile.";
    r.integer(*o, "sines", at + "sines", s.sines, 1, 4096, false);
    r.integer(*o, "length", at + "length", s.length, 16, kMaxProfileLength, false);
    r.integer(*o, "seed", at + "seed", s.seed, 0, (std::int64_t(1) << 53) - 1, false);
    for (auto [key, field] : {std::pair{"minAmplitude", &s.minAmplitude},
                              {"maxAmplitude", &s.maxAmplitude},
                              {"minCycles", &s.minCycles},
                              {"maxCycles", &s.maxCycles}}) {
        if (!Reader::member(*o, key))
            r.fail(at + key, "missing");
        else
            r.real(*o, key, at + key, *field, -1e9, 1e9);
    }
    // Each problem is "field: reason".
    for (const std::string &problem : validateSineSettings(s)) {
        const std::size_t colon = problem.find(':');
        const std::size_t reason = problem.find(": ");
        r.fail(at + problem.substr(0, colon),
               reason == std::string::npos ? std::string() : problem.substr(reason + 2));
    }
    r.unknownKeys(
        *o, "sineProfile",
        {"sines", "length", "seed", "minAmplitude", "maxAmplitude", "minCycles", "maxCycles"});
    p.sineProfile = s;
}

void readRoads(Reader &r, const Json &v, RelfParameters &p)
{
    if (!v.is_array()) {
        r.fail("roads", "expected an array");
        return;
    }
    if (v.size() > std::size_t(kMaxRoads)) {
        r.fail("roads", "expected at most " + num(kMaxRoads) + " roads, found " + num(v.size()));
        return;
    }
    std::size_t vertices = 0;
    std::vector<Road> roads;
    for (std::size_t i = 0; i < v.size(); ++i) {
        const std::string at = index("roads", i);
        const Json *o = r.object(&v[i], at);
        if (!o)
            continue;
        Road road;
        r.real(*o, "width", at + ".width", road.width, kMinRoadWidth, kMaxRoadWidth);
        const Json *vs = Reader::member(*o, "vertices");
        if (!vs || !vs->is_array()) {
            r.fail(at + ".vertices", vs ? "expected an array of [x, y] pairs" : "missing");
            continue;
        }
        vertices += vs->size();
        if (vertices > std::size_t(kMaxRoadVertices)) {
            r.fail(at + ".vertices",
                   "the roads have more than " + num(kMaxRoadVertices) + " vertices in all");
            return;
        }
        for (std::size_t k = 0; k < vs->size(); ++k) {
            const Json &pair = (*vs)[k];
            if (!pair.is_array() || pair.size() != 2 || !pair[0].is_number() ||
                !pair[1].is_number()) {
                r.fail(index(at + ".vertices", k), "expected a pair of numbers [x, y]");
                continue;
            }
            road.vertices.push_back({pair[0].get<double>(), pair[1].get<double>()});
        }
        r.unknownKeys(*o, at, {"width", "vertices"});
        roads.push_back(std::move(road));
    }
    p.roads = std::move(roads);
}

void readLinearFeatures(Reader &r, const Json &root, RelfParameters &p)
{
    if (const Json *v = Reader::member(root, "streams")) {
        if (const Json *o = r.object(v, "streams")) {
            StreamRules &s = p.streams;
            r.boolean(*o, "enabled", "streams.enabled", s.enabled);
            r.integer(*o, "neighbourhood", "streams.neighbourhood", s.neighbourhood, 3, 101);
            r.real(*o, "maxLength", "streams.maxLength", s.maxLength, 1, 10000);
            r.integer(*o, "placementCap", "streams.placementCap", s.placementCap, 1000, 10000000);
            r.unknownKeys(*o, "streams", {"enabled", "neighbourhood", "maxLength", "placementCap"});
        }
    }
    if (const Json *v = Reader::member(root, "sites")) {
        if (const Json *o = r.object(v, "sites")) {
            SiteRules &s = p.sites;
            r.real(*o, "aboveLake", "sites.aboveLake", s.aboveLake, -1e6, 1e6);
            r.real(*o, "fromMine", "sites.fromMine", s.fromMine, 0, 1000);
            r.real(*o, "fromBuilding", "sites.fromBuilding", s.fromBuilding, 0, 1000);
            r.integer(*o, "maxIterations", "sites.maxIterations", s.maxIterations, 1, 1000000);
            r.unknownKeys(*o, "sites", {"aboveLake", "fromMine", "fromBuilding", "maxIterations"});
        }
    }
    if (const Json *v = Reader::member(root, "roads"))
        readRoads(r, *v, p);
}

void readTime(Reader &r, const Json &o, RelfParameters &p)
{
    r.real(o, "value", "time.value", p.time, -1e9, 1e9);
    if (const Json *c = Reader::member(o, "coefficients")) {
        if (!c->is_array() || c->size() > std::size_t(kMaxVectors)) {
            r.fail("time.coefficients",
                   "expected an array of at most " + num(kMaxVectors) + " integers");
        } else {
            p.timeCoefficients.clear();
            for (std::size_t i = 0; i < c->size(); ++i) {
                auto v = r.integerValue(&(*c)[i], index("time.coefficients", i), -kMaxComponent,
                                        kMaxComponent);
                p.timeCoefficients.push_back(static_cast<std::int32_t>(v.value_or(0)));
            }
        }
    }
    r.unknownKeys(o, "time", {"value", "coefficients"});
}

void readFeatures(Reader &r, const Json &o, FeatureRules &f)
{
    constexpr std::int64_t kWide = std::int64_t(1) << 52;
    const std::pair<const char *, std::int64_t *> fields[] = {{"mask", &f.mask},
                                                              {"pointTrigger", &f.pointTrigger},
                                                              {"manMadeTrigger", &f.manMadeTrigger},
                                                              {"manMadeBelow", &f.manMadeBelow},
                                                              {"coneTrigger", &f.coneTrigger},
                                                              {"coneBelow", &f.coneBelow},
                                                              {"mineBelow", &f.mineBelow},
                                                              {"boulderBelow", &f.boulderBelow},
                                                              {"waterholeBelow", &f.waterholeBelow},
                                                              {"knollBelow", &f.knollBelow}};
    for (const auto &[key, field] : fields)
        r.integer(o, key, std::string("features.") + key, *field, -kWide, kWide);
    r.unknownKeys(o, "features",
                  {"mask", "pointTrigger", "manMadeTrigger", "manMadeBelow", "coneTrigger",
                   "coneBelow", "mineBelow", "boulderBelow", "waterholeBelow", "knollBelow"});
}

void readSections(Reader &r, const Json &root, RelfParameters &p)
{
    constexpr double kBig = 1e9;
    const auto section = [&](const char *name) -> const Json * {
        const Json *v = Reader::member(root, name);
        return v ? r.object(v, name) : nullptr;
    };
    if (const Json *o = section("lake")) {
        r.real(*o, "level", "lake.level", p.lakeLevel, -kBig, kBig);
        r.real(*o, "originalLevel", "lake.originalLevel", p.originalLakeLevel, -kBig, kBig);
        r.unknownKeys(*o, "lake", {"level", "originalLevel"});
    }
    if (const Json *o = section("snow")) {
        r.real(*o, "height", "snow.height", p.snowHeight, -kBig, kBig);
        r.unknownKeys(*o, "snow", {"height"});
    }
    if (const Json *o = section("mountains")) {
        r.boolean(*o, "enabled", "mountains.enabled", p.mountains);
        r.real(*o, "base", "mountains.base", p.mountainBase, -kBig, kBig);
        r.unknownKeys(*o, "mountains", {"enabled", "base"});
    }
    if (const Json *o = section("skylands")) {
        r.boolean(*o, "enabled", "skylands.enabled", p.skylands.enabled);
        r.real(*o, "depth", "skylands.depth", p.skylands.depth, -kBig, kBig);
        r.unknownKeys(*o, "skylands", {"enabled", "depth"});
    }
    if (const Json *o = section("time"))
        readTime(r, *o, p);
    if (const Json *o = section("terrain")) {
        TerrainThresholds &t = p.thresholds;
        constexpr std::int64_t kSum = std::int64_t(1) << 31;
        r.integer(*o, "townBelow", "terrain.townBelow", t.townBelow, -kSum, kSum - 1);
        r.integer(*o, "openBelow", "terrain.openBelow", t.openBelow, -kSum, kSum - 1);
        r.integer(*o, "grassBelow", "terrain.grassBelow", t.grassBelow, -kSum, kSum - 1);
        r.integer(*o, "thicketBelow", "terrain.thicketBelow", t.thicketBelow, -kSum, kSum - 1);
        r.boolean(*o, "woodOnly", "terrain.woodOnly", t.woodOnly);
        r.unknownKeys(*o, "terrain",
                      {"townBelow", "openBelow", "grassBelow", "thicketBelow", "woodOnly"});
    }
    if (const Json *o = section("features"))
        readFeatures(r, *o, p.features);
    if (const Json *o = section("mines")) {
        r.real(*o, "openness", "mines.openness", p.mines.openness, 0.0, 1.0);
        r.boolean(*o, "sineVariant", "mines.sineVariant", p.mines.sineVariant);
        r.integer(*o, "levels", "mines.levels", p.mines.levels, 1, 64);
        r.real(*o, "caveSlope", "mines.caveSlope", p.mines.caveSlope, 0.0, 1e6);
        r.unknownKeys(*o, "mines", {"openness", "sineVariant", "levels", "caveSlope"});
    }
    if (const Json *o = section("caverns")) {
        CavernRules &c = p.caverns;
        const std::pair<const char *, double *> fields[] = {{"roofDx", &c.roofDx},
                                                            {"roofDy", &c.roofDy},
                                                            {"floorDx", &c.floorDx},
                                                            {"floorDy", &c.floorDy},
                                                            {"verticalOffset", &c.verticalOffset},
                                                            {"depth", &c.depth},
                                                            {"mineLevel", &c.mineLevel}};
        for (const auto &[key, field] : fields)
            r.real(*o, key, std::string("caverns.") + key, *field, -kBig, kBig);
        r.real(*o, "scale", "caverns.scale", c.scale, 1.0 / 64, 64);
        r.unknownKeys(*o, "caverns",
                      {"roofDx", "roofDy", "floorDx", "floorDy", "verticalOffset", "scale", "depth",
                       "mineLevel"});
    }
    if (const Json *o = section("paths")) {
        r.boolean(*o, "enabled", "paths.enabled", p.paths.enabled);
        r.real(*o, "dx", "paths.dx", p.paths.dx, -kBig, kBig);
        r.real(*o, "dy", "paths.dy", p.paths.dy, -kBig, kBig);
        r.real(*o, "tolerance", "paths.tolerance", p.paths.tolerance, 0, kBig);
        r.unknownKeys(*o, "paths", {"enabled", "dx", "dy", "tolerance"});
    }
}

// The root object of strict JSON text, or the one problem.
std::optional<Json> parseStrict(std::string_view text, std::string &problem)
{
    if (std::optional<std::string> strict = util::strictJsonProblem(text)) {
        problem = *strict;
        return std::nullopt;
    }
    Json root;
    try {
        root = Json::parse(text.begin(), text.end());
    } catch (const Json::parse_error &e) {
        // What the grammar lets through and a parser does not: bytes that
        // are not UTF-8.
        problem = "(file): not valid JSON at byte " + std::to_string(e.byte) + ": not UTF-8 text";
        return std::nullopt;
    } catch (const Json::out_of_range &e) {
        // A number beyond a double's range ("number overflow parsing '1e999'").
        const std::string what = e.what();
        const std::size_t open = what.find('\''), close = what.rfind('\'');
        const std::string number =
            open < close ? what.substr(open + 1, close - open - 1) : std::string("a number");
        problem = "(file): not valid JSON: " + number + " is beyond the range of a number";
        return std::nullopt;
    } catch (const Json::exception &e) {
        problem = std::string("(file): not valid JSON: ") + e.what();
        return std::nullopt;
    }
    if (!root.is_object()) {
        problem = "(file): expected a JSON object at the root";
        return std::nullopt;
    }
    return root;
}

} // namespace

ParameterJsonResult readParameterJson(std::string_view json)
{
    ParameterJsonResult result;
    std::string problem;
    const std::optional<Json> read = parseStrict(json, problem);
    if (!read) {
        result.errors.push_back(problem);
        return result;
    }
    const Json &root = *read;
    Reader r;
    const Json *format = Reader::member(root, "format");
    if (!format || !format->is_string() || format->get<std::string>() != kParameterFormat) {
        r.fail("format", format ? std::string("expected \"") + kParameterFormat + '"'
                                : std::string("missing (expected \"") + kParameterFormat + "\")");
        result.errors = r.errors;
        return result;
    }
    int version = 0;
    r.integer(root, "version", "version", version, 1, 1000000, false);
    if (!r.errors.empty()) {
        result.errors = r.errors;
        return result;
    }
    if (version > kParameterVersion) {
        // Refused as every other format refuses a newer file: its fields may
        // mean what this version cannot know, so reading it would half-apply.
        result.errors.push_back("version: the file is version " + num(version) +
                                ", newer than this Terrain Studio reads (" +
                                num(kParameterVersion) + "); open it with a newer release");
        return result;
    }

    RelfParameters p = RelfParameters::reference1983();
    readProfile(r, root, p);
    if (const Json *v = r.object(Reader::member(root, "vectors"), "vectors")) {
        p.height = r.vectorSet(Reader::member(*v, "height"), "vectors.height");
        p.vegetation1 = r.vectorSet(Reader::member(*v, "vegetation1"), "vectors.vegetation1");
        p.vegetation2 = r.vectorSet(Reader::member(*v, "vegetation2"), "vectors.vegetation2");
        p.vegetation3 = r.vectorSet(Reader::member(*v, "vegetation3"), "vectors.vegetation3");
        r.unknownKeys(*v, "vectors", {"height", "vegetation1", "vegetation2", "vegetation3"});
    }
    readSections(r, root, p);
    readPlaced(r, Reader::member(root, "placed"), p);
    readLinearFeatures(r, root, p);
    readSine(r, Reader::member(root, "sineProfile"), p);
    if (const Json *v = Reader::member(root, "continent")) {
        if (version < kContinentVersion)
            r.fail("continent", "a continent needs version " + num(kContinentVersion) +
                                    " of the format; the file says " + num(version));
        else
            readContinentJson(r, *v, p);
    }
    r.unknownKeys(root, std::string(),
                  {"format",  "version",   "profile", "vectors",  "lake",
                   "snow",    "mountains", "time",    "terrain",  "features",
                   "paths",   "mines",     "caverns", "placed",   "sineProfile",
                   "streams", "sites",     "roads",   "skylands", "continent"});
    if (r.errors.empty())
        r.errors = parameterProblems(p); // cross-field rules
    result.errors = std::move(r.errors);
    result.warnings = std::move(r.warnings);
    if (result.errors.empty())
        result.parameters = std::move(p);
    return result;
}

} // namespace terrain::relf
