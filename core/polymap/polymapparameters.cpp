#include "polymapparameters.h"

#include "util/qnames.h"

#include <QLocale>

#include <cmath>

using namespace Qt::StringLiterals;

namespace terrain::polymap {

namespace {

// More river sources than this are no longer a river network but a flood:
// every land corner of a million-region map is a source well before it.
constexpr int kMaxRivers = 100000;
// A painted grid with more bad cells than this says so once, not 16384 times.
constexpr int kMaxPaintProblems = 10;

// The ranges a file and the panel accept. islandFactor: the article's 1.0
// (one island, no small ones) to 2.0 (many); noiseScale: a quarter to four
// times the article's Perlin feature size; landRatio: beyond 0.1 and 0.9 the
// noise shapes give an empty sea or a map-filling block.
struct RealRange
{
    double PolymapParameters::*field;
    const char16_t *name;
    double lo, hi;
};

constexpr RealRange kReals[] = {
    {&PolymapParameters::islandFactor, u"islandFactor", 1.0, 2.0},
    {&PolymapParameters::noiseScale, u"noiseScale", 0.25, 4.0},
    {&PolymapParameters::landRatio, u"landRatio", 0.1, 0.9},
    {&PolymapParameters::lakeThreshold, u"lakeThreshold", 0.0, 1.0},
    {&PolymapParameters::noiseAmount, u"noiseAmount", 0.0, 1.0},
};

QString number(double v)
{
    return QString::number(v, 'g', QLocale::FloatingPointShortest);
}

constexpr util::Named<PointKind> kPointKindNames[] = {{PointKind::Random, "random"},
                                                      {PointKind::Relaxed, "relaxed"},
                                                      {PointKind::Square, "square"},
                                                      {PointKind::Hex, "hex"},
                                                      {PointKind::Poisson, "poisson"}};
constexpr util::Named<IslandShape> kIslandShapeNames[] = {{IslandShape::Radial, "radial"},
                                                          {IslandShape::Noise, "noise"},
                                                          {IslandShape::Square, "square"},
                                                          {IslandShape::Blob, "blob"}};

} // namespace

QStringList validate(const PolymapParameters &p)
{
    QStringList problems;
    if (p.points > PointKind::Poisson)
        problems << u"points: unknown point placement %1"_s.arg(int(p.points));
    if (p.regions < kMinRegions || p.regions > kMaxRegions)
        problems << u"regions: expected an integer from %1 to %2, found %3"_s.arg(kMinRegions)
                        .arg(kMaxRegions)
                        .arg(p.regions);
    if (p.relaxations < 0 || p.relaxations > kMaxRelaxations)
        problems << u"relaxations: expected an integer from 0 to %1, found %2"_s
                        .arg(kMaxRelaxations)
                        .arg(p.relaxations);
    if (p.island > IslandShape::Blob)
        problems << u"island: unknown island shape %1"_s.arg(int(p.island));
    for (const RealRange &r : kReals) {
        const double v = p.*r.field;
        if (!std::isfinite(v) || v < r.lo || v > r.hi)
            problems << u"%1: expected a number from %2 to %3, found %4"_s.arg(
                QString::fromUtf16(r.name), number(r.lo), number(r.hi), number(v));
    }
    if (p.rivers < -1 || p.rivers > kMaxRivers)
        problems << u"rivers: expected -1 (the article's %1) or 0 to %2, found %3"_s
                        .arg(int(kMapSize / 2))
                        .arg(kMaxRivers)
                        .arg(p.rivers);
    const auto cells = std::size_t(kPaintGrid) * std::size_t(kPaintGrid);
    if (!p.paint.empty() && p.paint.size() != cells) {
        problems << u"paint: expected %1 cells (%2 x %2) or none, found %3"_s.arg(cells)
                        .arg(kPaintGrid)
                        .arg(p.paint.size());
    } else {
        int bad = 0;
        for (std::size_t k = 0; k < p.paint.size(); ++k) {
            if (p.paint[k] <= std::uint8_t(Paint::Water))
                continue;
            if (++bad <= kMaxPaintProblems)
                problems << u"paint[%1][%2]: expected a digit 0 to 2, found %3"_s
                                .arg(k / kPaintGrid)
                                .arg(k % kPaintGrid)
                                .arg(int(p.paint[k]));
        }
        if (bad > kMaxPaintProblems)
            problems << u"paint: %1 more cells are not 0, 1 or 2"_s.arg(bad - kMaxPaintProblems);
    }
    return problems;
}

QString pointKindName(PointKind kind)
{
    return util::qNameOf(kPointKindNames, kind);
}

bool pointKindFromName(const QString &name, PointKind *kind)
{
    return util::qValueNamed(kPointKindNames, name, kind);
}

QString islandShapeName(IslandShape shape)
{
    return util::qNameOf(kIslandShapeNames, shape);
}

bool islandShapeFromName(const QString &name, IslandShape *shape)
{
    return util::qValueNamed(kIslandShapeNames, name, shape);
}

QStringList presetNames()
{
    return {u"article"_s, u"archipelago"_s, u"continent"_s, u"fine"_s};
}

// article: the defaults, which are mapgen2's demo (2000 relaxed regions, the
//   radial island, seed 85882).
// archipelago: many small islands: the noise shape with little land and
//   small features, on more regions so that the small islands keep a shape.
// continent: one land mass nearly filling the map: the noise shape with much
//   land and large features, and more rivers for its size.
// fine: the article's island on 25,000 regions (mapgen4's demo size), with
//   rivers scaled up so that the network stays as dense as at 2000.
bool preset(const QString &name, PolymapParameters *parameters)
{
    PolymapParameters p;
    if (name == u"archipelago"_s) {
        p.regions = 4000;
        p.island = IslandShape::Noise;
        p.landRatio = 0.35;
        p.noiseScale = 0.6;
    } else if (name == u"continent"_s) {
        p.regions = 8000;
        p.island = IslandShape::Noise;
        p.landRatio = 0.75;
        p.noiseScale = 2.0;
        p.rivers = 800;
    } else if (name == u"fine"_s) {
        p.regions = 25000;
        p.rivers = 1500;
    } else if (name != u"article"_s) {
        return false;
    }
    *parameters = std::move(p);
    return true;
}

} // namespace terrain::polymap
