#include "coastlineparameters.h"

#include <bit>
#include <cmath>

using namespace Qt::StringLiterals;

namespace terrain::coastline {

CoastlineParameters CoastlineParameters::article()
{
    CoastlineParameters p;
    // CoastApp.paint: setCell(0,0,0); setCell(size/2,0,0); setCell(0,size/2,0);
    // setCell(size/2,size/2,1), then makeFractal(size/4).
    p.start = {0, 0, 0, 1};
    // The applet paints Color.blue and Color.green.
    p.landTypes = {{u"Sea"_s, qRgb(0, 0, 255)}, {u"Land"_s, qRgb(0, 255, 0)}};
    p.heights.base = {kDefaultSeaBase, kDefaultLandBase};
    return p;
}

CoastlineParameters CoastlineParameters::mapColours()
{
    CoastlineParameters p = article();
    p.landTypes = {{u"Sea"_s, qRgb(0x9c, 0xc6, 0xe6)}, {u"Land"_s, qRgb(0xb8, 0xd0, 0x8c)}};
    return p;
}

int CoastlineParameters::steps() const
{
    const int s = coarseSpacing();
    return s > 0 ? 1 + std::countr_zero(unsigned(s)) : 1;
}

QStringList CoastlineParameters::validate() const
{
    return coastline::validate(*this);
}

namespace {

bool inRange(double v, double lo, double hi)
{
    return std::isfinite(v) && v >= lo && v <= hi;
}

} // namespace

QStringList validate(const CoastlineParameters &p)
{
    QStringList problems;
    const bool sizeOk = p.size >= kMinSize && p.size <= kMaxSize && isPowerOfTwo(p.size);
    if (!sizeOk)
        problems << u"size: expected a power of two from %1 to %2, found %3"_s.arg(kMinSize)
                        .arg(kMaxSize)
                        .arg(p.size);
    const bool gridOk =
        p.startGrid >= kMinStartGrid && p.startGrid <= kMaxStartGrid && isPowerOfTwo(p.startGrid);
    if (!gridOk)
        problems << u"startGrid: expected a power of two from %1 to %2, found %3"_s
                        .arg(kMinStartGrid)
                        .arg(kMaxStartGrid)
                        .arg(p.startGrid);
    else if (sizeOk && p.size % p.startGrid != 0)
        problems << u"startGrid: %1 does not divide the size %2"_s.arg(p.startGrid).arg(p.size);

    const auto types = p.landTypes.size();
    if (types < 1 || types > std::size_t(kMaxLandTypes))
        problems << u"landTypes: expected 1 to %1 types, found %2"_s.arg(kMaxLandTypes).arg(types);
    for (std::size_t i = 0; i < types; ++i)
        if (p.landTypes[i].name.trimmed().isEmpty())
            problems << u"landTypes[%1].name: expected a name"_s.arg(i);

    if (gridOk) {
        const auto g = std::size_t(p.startGrid);
        if (p.start.size() != g * g) {
            problems << u"start: expected %1 cells (%2 x %2), found %3"_s.arg(g * g).arg(g).arg(
                p.start.size());
        } else if (types >= 1) {
            for (std::size_t k = 0; k < p.start.size(); ++k)
                if (p.start[k] >= types)
                    problems << u"start[%1][%2]: land type %3 is not in landTypes (%4 types)"_s
                                    .arg(k / g)
                                    .arg(k % g)
                                    .arg(int(p.start[k]))
                                    .arg(types);
        }
    }

    const HeightSettings &h = p.heights;
    if (!inRange(h.amplitude, 0, kMaxHeight))
        problems << u"heights.amplitude: expected a number from 0 to %1"_s.arg(kMaxHeight, 0, 'f',
                                                                               0);
    if (!inRange(h.roughness, 0, 1))
        problems << u"heights.roughness: expected a number from 0 to 1"_s;
    if (!inRange(h.seaLevel, -kMaxHeight, kMaxHeight))
        problems << u"heights.seaLevel: expected a number from %1 to %2"_s
                        .arg(-kMaxHeight, 0, 'f', 0)
                        .arg(kMaxHeight, 0, 'f', 0);
    if (h.base.size() != types)
        problems << u"heights.base: expected one height per land type (%1), found %2"_s.arg(types)
                        .arg(h.base.size());
    for (std::size_t i = 0; i < h.base.size(); ++i)
        if (!inRange(h.base[i], -kMaxHeight, kMaxHeight))
            problems << u"heights.base[%1]: expected a number from %2 to %3"_s.arg(i)
                            .arg(-kMaxHeight, 0, 'f', 0)
                            .arg(kMaxHeight, 0, 'f', 0);
    return problems;
}

void setLandTypes(CoastlineParameters &p, std::vector<LandType> types)
{
    const std::size_t n = types.size();
    p.landTypes = std::move(types);
    const std::size_t had = p.heights.base.size();
    p.heights.base.resize(n, kDefaultLandBase);
    if (had == 0 && n > 0)
        p.heights.base[0] = kDefaultSeaBase;
    for (std::uint8_t &cell : p.start)
        if (cell >= n)
            cell = 0;
}

std::vector<std::uint8_t> resampleStart(const std::vector<std::uint8_t> &start, int fromGrid,
                                        int toGrid)
{
    const auto from = std::size_t(fromGrid), to = std::size_t(toGrid);
    std::vector<std::uint8_t> out(to * to, 0);
    if (start.size() != from * from || from == 0)
        return out;
    for (std::size_t r = 0; r < to; ++r)
        for (std::size_t c = 0; c < to; ++c)
            out[r * to + c] = start[(r * from / to) * from + c * from / to];
    return out;
}

} // namespace terrain::coastline
