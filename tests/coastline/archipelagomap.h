#pragma once
// The small coastline that the export tests write: sea, land and rock as an
// archipelago on a 4 × 4 start in the fast mode (in the applet's mode, the
// article's own start), with heights when asked.

#include "coastline/coastlinemap.h"
#include "coastline/coastlinepresets.h"

namespace terrain::testing {

inline coastline::CoastlineMapPtr
archipelagoMap(int size, bool heights, qint64 seed,
               coastline::RandomMode mode = coastline::RandomMode::Fast)
{
    using namespace coastline;
    using namespace Qt::StringLiterals;
    CoastlineParameters p = CoastlineParameters::article();
    p.size = size;
    p.seed = seed;
    p.random = mode;
    if (mode == RandomMode::Fast) {
        p.startGrid = 4;
        setLandTypes(p, {{u"Sea"_s, qRgb(0, 0, 200)},
                         {u"Land"_s, qRgb(10, 200, 20)},
                         {u"Rock"_s, qRgb(120, 120, 120)}});
        p.start = *startPreset(u"archipelago"_s, 4);
        p.start[0] = 2;
    }
    p.heights.enabled = heights;
    return generate(p, 0);
}

} // namespace terrain::testing
