#include "continentpresets.h"

#include "util/namedvalues.h"

#include <algorithm>
#include <cmath>

namespace terrain::continent {

using relf::Continent;
using relf::Curve;

namespace {

struct Knot
{
    double m;
    double offset;    // metres above the lake at the detail's mean
    double amplitude; // times the detail
};

constexpr util::Named<Preset> kPresetNames[] = {
    {Preset::Gentle, "gentle"}, {Preset::Alpine, "alpine"}, {Preset::Archipelago, "archipelago"}};

} // namespace

const char *presetName(Preset preset)
{
    return util::nameOf(kPresetNames, preset).data(); // the table's literals end in a NUL
}

bool presetFromName(std::string_view name, Preset *preset)
{
    const std::optional<Preset> p = util::valueNamed(kPresetNames, name);
    if (p)
        *preset = *p;
    return p.has_value();
}

void applyPreset(Continent &continent, Preset preset, const relf::RelfParameters &p)
{
    const DetailStatistics d = detailStatistics(p);
    const double s = std::max(d.spread, 1.0);
    const double c = continent.coast, margin = kCoastMargin;
    // Each side of the coast lies clear of the lake by 3.5 spreads of its
    // detail, so a cell's centre keeps its side (the coarse shape holds).
    std::vector<Knot> knots;
    switch (preset) {
    case Preset::Gentle:
        knots = {{0.0, -4.0 * s - 150.0, 0.3},
                 {c - margin, -3.5 * s * 0.45 - 10.0, 0.45},
                 {c, 0.0, 0.5},
                 {c + margin, 3.5 * s * 0.55 + 10.0, 0.55},
                 {1.0, 3.5 * s * 0.9 + 120.0, 0.9}};
        break;
    case Preset::Alpine:
        knots = {{0.0, -4.0 * s - 200.0, 0.3},
                 {c - margin, -3.5 * s * 0.5 - 10.0, 0.5},
                 {c, 0.0, 0.6},
                 {c + margin, 3.5 * s * 0.8 + 10.0, 0.8},
                 {c + (1.0 - c) * 0.5, 3.5 * s * 1.2 + 150.0, 1.2},
                 {1.0, 3.5 * s * 2.0 + 450.0, 2.0}};
        break;
    case Preset::Archipelago:
        knots = {{0.0, -4.0 * s - 100.0, 0.4},
                 {c - margin, -3.5 * s * 0.8, 0.8},
                 {c, -0.5 * s, 1.0},
                 {c + margin, 0.5 * s, 1.0},
                 {1.0, 2.0 * s, 1.0}};
        break;
    }
    continent.base.clear();
    continent.amplitude.clear();
    for (const Knot &k : knots) {
        if (!(k.m >= 0.0 && k.m <= 1.0) ||
            (!continent.base.empty() && !(k.m > continent.base.back().m)))
            continue; // a coast near 0 or 1 leaves no room for a knot
        continent.base.push_back({k.m, p.lakeLevel + k.offset - k.amplitude * d.mean});
        continent.amplitude.push_back({k.m, k.amplitude});
    }
}

void separateCoast(relf::ContinentGrid &grid, double coast, double margin)
{
    const double full = relf::kContinentFullScale;
    for (std::uint16_t &v : grid.samples) {
        const double m = v / full;
        const double out =
            m < coast ? m * (coast - margin) / coast
                      : coast + margin + (m - coast) * (1.0 - coast - margin) / (1.0 - coast);
        v = static_cast<std::uint16_t>(std::clamp(std::round(out * full), 0.0, full));
    }
}

Continent makeContinent(std::shared_ptr<const relf::ContinentGrid> grid, relf::ContinentEdges edges,
                        double cell, double originX, double originY, relf::ContinentSource source,
                        const relf::RelfParameters &p, Preset preset)
{
    Continent c;
    c.grid = std::move(grid);
    c.edges = edges;
    c.cell = cell;
    c.originX = originX;
    c.originY = originY;
    c.source = std::move(source);
    applyPreset(c, preset, p);
    // A new continent has a climate: the snow line three tenths of the way
    // down to the lake at the north edge.
    c.climate.enabled = true;
    c.climate.snowDropNorth = std::max(0.0, 0.3 * (p.snowHeight - p.lakeLevel));
    return c;
}

} // namespace terrain::continent
