#pragma once
// The polygon-map tests' rows: seeds with each island shape and point kind,
// 4000 regions, for tests that check a step's rule on every kind of map.

#include "polymap/polymapparameters.h"
#include "testcolumns.h"

#include <QTest>

namespace terrain::testing {

// The columns seed, island and points, and a row for each kind of map;
// the square and hex grids unless leaveOutGrids (their land steps add a
// random part that only the map itself knows).
inline void addPolymapRows(bool leaveOutGrids = false)
{
    using polymap::IslandShape;
    using polymap::PointKind;
    terrain::testing::columns<qint64, int, int>({"seed", "island", "points"});
    QTest::newRow("radial relaxed")
        << qint64(85882) << int(IslandShape::Radial) << int(PointKind::Relaxed);
    QTest::newRow("radial random")
        << qint64(17) << int(IslandShape::Radial) << int(PointKind::Random);
    QTest::newRow("noise relaxed")
        << qint64(3) << int(IslandShape::Noise) << int(PointKind::Relaxed);
    QTest::newRow("blob poisson") << qint64(5) << int(IslandShape::Blob) << int(PointKind::Poisson);
    if (leaveOutGrids)
        return;
    QTest::newRow("noise hex") << qint64(4) << int(IslandShape::Noise) << int(PointKind::Hex);
    QTest::newRow("square square")
        << qint64(6) << int(IslandShape::Square) << int(PointKind::Square);
}

// The parameters of the current row: its seed, island shape and points,
// 4000 regions.
inline polymap::PolymapParameters polymapRowParameters()
{
    QFETCH(qint64, seed);
    QFETCH(int, island);
    QFETCH(int, points);
    polymap::PolymapParameters p;
    p.seed = seed;
    p.regions = 4000;
    p.island = polymap::IslandShape(island);
    p.points = polymap::PointKind(points);
    return p;
}

} // namespace terrain::testing
