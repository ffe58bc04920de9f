#include "continentjson.h"
#include "relf/climate.h"

#include "jsonreader.h"
#include "relf/parameters.h"
#include "util/groundlimit.h"

#include <array>
#include <cmath>

namespace terrain::relf {

using detail::index;
using detail::Json;
using detail::num;
using detail::Reader;

namespace {

constexpr char kAlphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

int base64Value(char c)
{
    if (c >= 'A' && c <= 'Z')
        return c - 'A';
    if (c >= 'a' && c <= 'z')
        return c - 'a' + 26;
    if (c >= '0' && c <= '9')
        return c - '0' + 52;
    if (c == '+')
        return 62;
    if (c == '/')
        return 63;
    return -1;
}

Curve readCurve(Reader &r, const Json *v, const std::string &path)
{
    Curve curve;
    if (!v || !v->is_array()) {
        r.fail(path, v ? "expected an array of [m, value] pairs" : "missing");
        return curve;
    }
    if (v->empty() || v->size() > std::size_t(kMaxCurvePoints)) {
        r.fail(path, "expected 1 to " + num(kMaxCurvePoints) + " points, found " + num(v->size()));
        return curve;
    }
    for (std::size_t i = 0; i < v->size(); ++i) {
        const Json &pair = (*v)[i];
        if (!pair.is_array() || pair.size() != 2 || !pair[0].is_number() || !pair[1].is_number()) {
            r.fail(index(path, i), "expected a pair of numbers [m, value]");
            continue;
        }
        curve.push_back({pair[0].get<double>(), pair[1].get<double>()});
    }
    return curve;
}

void readGrid(Reader &r, const Json *v, Continent &c)
{
    const Json *o = r.object(v, "continent.grid");
    if (!o)
        return;
    int width = 0, height = 0;
    r.integer(*o, "width", "continent.grid.width", width, 2, kMaxContinentSide, false);
    r.integer(*o, "height", "continent.grid.height", height, 2, kMaxContinentSide, false);
    r.unknownKeys(*o, "continent.grid", {"width", "height", "samples"});
    const Json *s = Reader::member(*o, "samples");
    if (!s || !s->is_string()) {
        r.fail("continent.grid.samples",
               s ? "expected a base64 string of 16-bit little-endian samples" : "missing");
        return;
    }
    if (width == 0 || height == 0)
        return;
    std::optional<std::vector<std::uint16_t>> samples =
        decodeSamples(s->get_ref<const std::string &>());
    if (!samples) {
        r.fail("continent.grid.samples",
               "expected a base64 string of 16-bit little-endian samples");
        return;
    }
    const std::size_t expected = std::size_t(width) * std::size_t(height);
    if (samples->size() != expected) {
        r.fail("continent.grid.samples", "expected " + num(expected) + " samples (" + num(width) +
                                             " x " + num(height) + "), found " +
                                             num(samples->size()));
        return;
    }
    auto grid = std::make_shared<ContinentGrid>();
    grid->width = width;
    grid->height = height;
    grid->samples = std::move(*samples);
    c.grid = std::move(grid);
}

void readErosion(Reader &r, const Json &o, ErosionSettings &e)
{
    r.boolean(o, "applied", "continent.erosion.applied", e.applied);
    r.real(o, "strength", "continent.erosion.strength", e.strength, 0.0, 1e6);
    r.integer(o, "iterations", "continent.erosion.iterations", e.iterations, 0, 100000);
    r.real(o, "uplift", "continent.erosion.uplift", e.uplift, 0.0, 1.0);
    r.real(o, "talus", "continent.erosion.talus", e.talus, 0.0, 1.0);
    r.real(o, "thermal", "continent.erosion.thermal", e.thermal, 0.0, 1.0);
    r.unknownKeys(o, "continent.erosion",
                  {"applied", "strength", "iterations", "uplift", "talus", "thermal"});
}

void readClimate(Reader &r, const Json &o, ClimateSettings &c)
{
    r.boolean(o, "enabled", "continent.climate.enabled", c.enabled);
    r.real(o, "strength", "continent.climate.strength", c.strength, 0.0, kMaxClimateStrength);
    r.real(o, "seaReach", "continent.climate.seaReach", c.seaReach, 1.0, kMaxClimateReach);
    r.real(o, "riverReach", "continent.climate.riverReach", c.riverReach, 1.0, kMaxClimateReach);
    r.real(o, "snowDropNorth", "continent.climate.snowDropNorth", c.snowDropNorth, -kMaxCurveValue,
           kMaxCurveValue);
    r.unknownKeys(o, "continent.climate",
                  {"enabled", "strength", "seaReach", "riverReach", "snowDropNorth"});
}

void readSource(Reader &r, const Json &o, ContinentSource &s)
{
    const Json *kind = Reader::member(o, "kind");
    if (!kind || !kind->is_string()) {
        r.fail("continent.source.kind", kind ? "expected a string" : "missing");
    } else {
        s.kind = kind->get<std::string>();
    }
    if (const Json *p = Reader::member(o, "parameters")) {
        if (!p->is_object())
            r.fail("continent.source.parameters", "expected an object");
        else
            s.parameters = p->dump();
    }
    r.unknownKeys(o, "continent.source", {"kind", "parameters"});
}

} // namespace

std::string encodeSamples(const std::vector<std::uint16_t> &samples)
{
    std::string out;
    out.reserve((samples.size() * 2 + 2) / 3 * 4);
    const std::size_t bytes = samples.size() * 2;
    const auto byte = [&](std::size_t i) -> std::uint32_t {
        const std::uint16_t s = samples[i / 2];
        return i % 2 == 0 ? (s & 0xffu) : (s >> 8);
    };
    for (std::size_t i = 0; i < bytes; i += 3) {
        const std::size_t left = bytes - i;
        const std::uint32_t word =
            byte(i) << 16 | (left > 1 ? byte(i + 1) << 8 : 0u) | (left > 2 ? byte(i + 2) : 0u);
        out.push_back(kAlphabet[word >> 18 & 63]);
        out.push_back(kAlphabet[word >> 12 & 63]);
        out.push_back(left > 1 ? kAlphabet[word >> 6 & 63] : '=');
        out.push_back(left > 2 ? kAlphabet[word & 63] : '=');
    }
    return out;
}

std::optional<std::vector<std::uint16_t>> decodeSamples(std::string_view text)
{
    if (text.size() % 4 != 0)
        return std::nullopt;
    std::vector<std::uint8_t> bytes;
    bytes.reserve(text.size() / 4 * 3);
    for (std::size_t i = 0; i < text.size(); i += 4) {
        std::array<int, 4> v{};
        int padding = 0;
        for (int k = 0; k < 4; ++k) {
            const char ch = text[i + std::size_t(k)];
            if (ch == '=' && i + 4 == text.size() && k >= 2) {
                ++padding;
                v[std::size_t(k)] = 0;
                continue;
            }
            if (padding > 0)
                return std::nullopt; // data after padding
            v[std::size_t(k)] = base64Value(ch);
            if (v[std::size_t(k)] < 0)
                return std::nullopt;
        }
        const std::uint32_t word = std::uint32_t(v[0]) << 18 | std::uint32_t(v[1]) << 12 |
                                   std::uint32_t(v[2]) << 6 | std::uint32_t(v[3]);
        bytes.push_back(std::uint8_t(word >> 16));
        if (padding < 2)
            bytes.push_back(std::uint8_t(word >> 8 & 0xff));
        if (padding < 1)
            bytes.push_back(std::uint8_t(word & 0xff));
    }
    if (bytes.size() % 2 != 0)
        return std::nullopt;
    std::vector<std::uint16_t> samples(bytes.size() / 2);
    for (std::size_t i = 0; i < samples.size(); ++i)
        samples[i] = std::uint16_t(bytes[2 * i] | bytes[2 * i + 1] << 8);
    return samples;
}

void readContinentJson(Reader &r, const Json &v, RelfParameters &p)
{
    const Json *o = r.object(&v, "continent");
    if (!o)
        return;
    Continent c;
    readGrid(r, Reader::member(*o, "grid"), c);
    if (const Json *origin = Reader::member(*o, "origin")) {
        if (!origin->is_array() || origin->size() != 2 || !(*origin)[0].is_number() ||
            !(*origin)[1].is_number())
            r.fail("continent.origin", "expected a pair of numbers [x, y]");
        else {
            c.originX = (*origin)[0].get<double>();
            c.originY = (*origin)[1].get<double>();
        }
    }
    r.real(*o, "cell", "continent.cell", c.cell, -kMaxContinentCell, kMaxContinentCell);
    if (const Json *edges = Reader::member(*o, "edges")) {
        const std::string e = edges->is_string() ? edges->get<std::string>() : std::string();
        if (e == "repeat")
            c.edges = ContinentEdges::Repeat;
        else if (e == "ocean")
            c.edges = ContinentEdges::Ocean;
        else
            r.fail("continent.edges", "expected \"repeat\" or \"ocean\"");
    }
    r.real(*o, "coast", "continent.coast", c.coast, -1.0, 2.0);
    c.base = readCurve(r, Reader::member(*o, "base"), "continent.base");
    c.amplitude = readCurve(r, Reader::member(*o, "amplitude"), "continent.amplitude");
    if (const Json *e = Reader::member(*o, "erosion"))
        if (const Json *eo = r.object(e, "continent.erosion"))
            readErosion(r, *eo, c.erosion);
    if (const Json *k = Reader::member(*o, "climate"))
        if (const Json *ko = r.object(k, "continent.climate"))
            readClimate(r, *ko, c.climate);
    if (const Json *s = Reader::member(*o, "source"))
        if (const Json *so = r.object(s, "continent.source"))
            readSource(r, *so, c.source);
    r.unknownKeys(*o, "continent",
                  {"grid", "origin", "cell", "edges", "coast", "base", "amplitude", "erosion",
                   "climate", "source"});
    p.continent = std::move(c);
}

namespace {

void curveProblems(const Curve &curve, const std::string &path, std::vector<std::string> &out)
{
    if (curve.empty() || curve.size() > std::size_t(kMaxCurvePoints)) {
        out.push_back(path + ": expected 1 to " + num(kMaxCurvePoints) + " points, found " +
                      num(curve.size()));
        return;
    }
    for (std::size_t i = 0; i < curve.size(); ++i) {
        const CurvePoint &pt = curve[i];
        if (!(pt.m >= 0.0 && pt.m <= 1.0))
            out.push_back(index(path, i) + ": expected m from 0 to 1");
        else if (i > 0 && !(pt.m > curve[i - 1].m))
            out.push_back(index(path, i) + ": expected m above the previous point's " +
                          num(curve[i - 1].m));
        if (!(std::abs(pt.value) <= kMaxCurveValue))
            out.push_back(index(path, i) + ": expected a value from -1e6 to 1e6");
    }
}

} // namespace

std::vector<std::string> continentProblems(const Continent &c)
{
    std::vector<std::string> out;
    if (!c.grid)
        out.push_back("continent.grid: missing");
    else if (c.grid->width < 2 || c.grid->height < 2 || c.grid->width > kMaxContinentSide ||
             c.grid->height > kMaxContinentSide ||
             c.grid->samples.size() != std::size_t(c.grid->width) * std::size_t(c.grid->height))
        out.push_back("continent.grid: expected 2 to " + num(kMaxContinentSide) +
                      " samples a side, width · height in all");
    if (!util::withinGroundLimit(c.originX) || !util::withinGroundLimit(c.originY))
        out.push_back("continent.origin: expected coordinates within ±1e15 metres");
    if (!(c.cell >= 1.0 && c.cell <= kMaxContinentCell))
        out.push_back("continent.cell: expected 1 to 1e6 metres a cell, found " + num(c.cell));
    if (!(c.coast > 0.0 && c.coast < 1.0))
        out.push_back("continent.coast: expected a macro value between 0 and 1, found " +
                      num(c.coast));
    curveProblems(c.base, "continent.base", out);
    curveProblems(c.amplitude, "continent.amplitude", out);
    const ErosionSettings &e = c.erosion;
    if (!(e.strength >= 0.0 && e.strength <= 1e6) || e.iterations < 0 || e.iterations > 100000 ||
        !(e.uplift >= 0.0 && e.uplift <= 1.0) || !(e.talus >= 0.0 && e.talus <= 1.0) ||
        !(e.thermal >= 0.0 && e.thermal <= 1.0))
        out.push_back("continent.erosion: expected strength 0 to 1e6, iterations 0 to 100000, "
                      "uplift, talus and thermal 0 to 1");
    const ClimateSettings &k = c.climate;
    if (!(k.strength >= 0.0 && k.strength <= kMaxClimateStrength) ||
        !(k.seaReach >= 1.0 && k.seaReach <= kMaxClimateReach) ||
        !(k.riverReach >= 1.0 && k.riverReach <= kMaxClimateReach) ||
        !(std::abs(k.snowDropNorth) <= kMaxCurveValue))
        out.push_back("continent.climate: expected strength 0 to 2, seaReach and riverReach 1 to "
                      "1e6 metres, snowDropNorth from -1e6 to 1e6 metres");
    static constexpr std::array<std::string_view, 4> kinds = {"coastline", "polymap", "png",
                                                              "painted"};
    if (std::find(kinds.begin(), kinds.end(), c.source.kind) == kinds.end())
        out.push_back("continent.source.kind: expected \"coastline\", \"polymap\", \"png\" or "
                      "\"painted\", found \"" +
                      c.source.kind + '"');
    return out;
}

} // namespace terrain::relf
