// The triangulation on two threads (polymapsplit.cpp): the two halves'
// triangulations merged across the gap between their hulls. Checked
// against the sweep on the same points (the same triangles, as sets), and
// on near-cocircular grids against Delaunay's definition decided in exact
// integers; and the meshes made on two threads against those made on one.
#include "polymap/graph/polymapdelaunay.h"
#include "polymap/graph/polymapgraph.h"
#include "testcolumns.h"

#include <QTest>

#include <boost/multiprecision/cpp_int.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <random>

using namespace terrain::polymap;

namespace {

using Triple = std::array<std::uint32_t, 3>;

// The triangles as a sorted list of triples, each from its least point.
std::vector<Triple> triangleSet(const detail::Delaunay &d)
{
    std::vector<Triple> set;
    for (std::size_t t = 0; t < d.triangles.size(); t += 3) {
        Triple v{d.triangles[t], d.triangles[t + 1], d.triangles[t + 2]};
        std::rotate(v.begin(), std::min_element(v.begin(), v.end()), v.end());
        set.push_back(v);
    }
    std::sort(set.begin(), set.end());
    return set;
}

// Each halfedge's twin runs the other way along the same edge.
bool twinsAgree(const detail::Delaunay &d)
{
    for (std::uint32_t e = 0; e < d.halfedges.size(); ++e) {
        const std::uint32_t t = d.halfedges[e];
        if (t == kNone)
            continue;
        if (t >= d.halfedges.size() || d.halfedges[t] != e ||
            d.triangles[e] != d.triangles[detail::Delaunay::next(t)] ||
            d.triangles[t] != d.triangles[detail::Delaunay::next(e)])
            return false;
    }
    return true;
}

// Points of a few shapes: a square, a disc, a thin strip, clusters.
std::vector<Point> shapedPoints(int shape, int count, unsigned seed)
{
    std::mt19937 random(seed);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    std::vector<Point> points;
    while (int(points.size()) < count) {
        const double u = unit(random), v = unit(random);
        switch (shape) {
        case 0:
            points.push_back({u * kMapSize, v * kMapSize});
            break;
        case 1:
            if ((u - 0.5) * (u - 0.5) + (v - 0.5) * (v - 0.5) < 0.25)
                points.push_back({u * kMapSize, v * kMapSize});
            break;
        case 2:
            points.push_back({u * kMapSize, 290 + v * 20});
            break;
        default: {
            const double cx = 100 + 400 * double(points.size() % 5) / 4;
            points.push_back({cx + 30 * (u - 0.5), 300 + 200 * (v - 0.5) * (u + 0.1)});
        }
        }
    }
    return points;
}

PolymapParameters params(PointKind kind, int regions, qint64 seed)
{
    PolymapParameters p;
    p.points = kind;
    p.regions = regions;
    p.seed = seed;
    return p;
}

} // namespace

class TestPolymapSplit : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void sameTrianglesAsTheSweep_data()
    {
        terrain::testing::columns<int, int, int>({"shape", "count", "seed"});
        QTest::newRow("square, the least count") << 0 << int(detail::kSplitLeast) << 1;
        QTest::newRow("square, 25,000") << 0 << 25000 << 2;
        QTest::newRow("square, 60,000") << 0 << 60000 << 3;
        QTest::newRow("disc") << 1 << 9000 << 4;
        QTest::newRow("thin strip") << 2 << 9000 << 5;
        QTest::newRow("clusters") << 3 << 9000 << 6;
    }
    void sameTrianglesAsTheSweep()
    {
        QFETCH(int, shape);
        QFETCH(int, count);
        QFETCH(int, seed);
        const std::vector<Point> points = shapedPoints(shape, count, unsigned(seed));
        detail::Delaunay split, swept;
        std::vector<std::uint32_t> sameAs;
        QVERIFY(detail::splitTriangulate(points, split, 2));
        QVERIFY(detail::sweepTriangulate(points, swept, sameAs));
        QVERIFY(twinsAgree(split));
        QCOMPARE(split.triangleCount(), swept.triangleCount());
        QVERIFY(triangleSet(split) == triangleSet(swept));
    }

    // Points off a square grid by up to `jitter` units of 2^-40 (and on
    // it): where the split applies, each triangle turns left, has no point
    // of its neighbour across an edge inside its circle (decided in exact
    // integers: the coordinates are multiples of 2^-40 below 2^10), and the
    // triangles fill the hull (their areas sum to its area exactly). A few
    // units off the grid (the median column is cut by the last bits of x)
    // and on it, three points lie on a common tangent of the two hulls: the
    // split refuses, and the sweep is used.
    void gridsAreDelaunay_data()
    {
        terrain::testing::columns<int, bool>({"jitter", "splits"});
        QTest::newRow("512 units off a grid") << 512 << true;
        QTest::newRow("4 units off a grid") << 4 << false;
        QTest::newRow("on a grid") << 0 << false;
    }
    void gridsAreDelaunay()
    {
        QFETCH(int, jitter);
        QFETCH(bool, splits);
        using Exact = boost::multiprecision::int256_t;
        std::mt19937 random(11);
        std::vector<Point> points;
        for (int x = 0; x < 70; ++x)
            for (int y = 0; y < 70; ++y) {
                const auto off = [&] {
                    const auto units = int(random() % unsigned(2 * jitter + 1)) - jitter;
                    return std::ldexp(double(units), -40);
                };
                points.push_back({5.0 + 8 * x + off(), 5.0 + 8 * y + off()});
            }
        detail::Delaunay d;
        QCOMPARE(detail::splitTriangulate(points, d, 2), splits);
        if (!splits)
            return;
        QVERIFY(twinsAgree(d));
        const auto coordinate = [&](std::uint32_t i, int axis) {
            return Exact(std::ldexp(axis == 0 ? points[i].x : points[i].y, 40));
        };
        const auto cross = [&](std::uint32_t o, std::uint32_t a, std::uint32_t b) {
            return (coordinate(a, 0) - coordinate(o, 0)) * (coordinate(b, 1) - coordinate(o, 1)) -
                   (coordinate(a, 1) - coordinate(o, 1)) * (coordinate(b, 0) - coordinate(o, 0));
        };
        Exact triangles = 0, hull = 0;
        for (std::uint32_t e = 0; e < d.triangles.size(); ++e) {
            const std::uint32_t a = d.triangles[e], b = d.triangles[detail::Delaunay::next(e)],
                                c = d.triangles[detail::Delaunay::prev(e)];
            if (e % 3 == 0) {
                QVERIFY(cross(a, b, c) > 0);
                triangles += cross(a, b, c);
            }
            const std::uint32_t twin = d.halfedges[e];
            if (twin == kNone) {
                hull += coordinate(a, 0) * coordinate(b, 1) - coordinate(b, 0) * coordinate(a, 1);
                continue;
            }
            const std::uint32_t p = d.triangles[detail::Delaunay::prev(twin)];
            const Exact adx = coordinate(a, 0) - coordinate(p, 0),
                        ady = coordinate(a, 1) - coordinate(p, 1),
                        bdx = coordinate(b, 0) - coordinate(p, 0),
                        bdy = coordinate(b, 1) - coordinate(p, 1),
                        cdx = coordinate(c, 0) - coordinate(p, 0),
                        cdy = coordinate(c, 1) - coordinate(p, 1);
            const Exact det = (adx * adx + ady * ady) * (bdx * cdy - cdx * bdy) +
                              (bdx * bdx + bdy * bdy) * (cdx * ady - adx * cdy) +
                              (cdx * cdx + cdy * cdy) * (adx * bdy - bdx * ady);
            QVERIFY2(det <= 0, qPrintable(QStringLiteral("edge %1 is not Delaunay").arg(e)));
        }
        QCOMPARE(triangles, hull);
    }

    void refusesWhereItDoesNotApply()
    {
        std::vector<Point> points = shapedPoints(0, int(detail::kSplitLeast), 9);
        detail::Delaunay d;
        QVERIFY(!detail::splitTriangulate(points, d, 1)); // one thread
        points.pop_back();
        QVERIFY(!detail::splitTriangulate(points, d, 2)); // too few
        points.push_back(points[17]);                     // a site given twice
        QVERIFY(!detail::splitTriangulate(points, d, 2));
        points.back() = {points[17].x, points[17].y + 1e-7};
        QVERIFY(detail::splitTriangulate(points, d, 2));
    }

    // The mesh made on two threads (split) is the one made on one (swept),
    // to the bit, for every kind of points, the relaxed among them.
    void meshesOnTwoThreadsAreThoseOnOne_data()
    {
        terrain::testing::columns<int, int>({"kind", "regions"});
        QTest::newRow("random") << int(PointKind::Random) << 25000;
        QTest::newRow("relaxed") << int(PointKind::Relaxed) << 8000;
        QTest::newRow("square") << int(PointKind::Square) << 5000;
        QTest::newRow("hex") << int(PointKind::Hex) << 5000;
        QTest::newRow("poisson") << int(PointKind::Poisson) << 6000;
    }
    void meshesOnTwoThreadsAreThoseOnOne()
    {
        QFETCH(int, kind);
        QFETCH(int, regions);
        const PolymapParameters p = params(PointKind(kind), regions, 404);
        const GraphPtr one = buildMesh(p, 1), two = buildMesh(p, 2);
        QVERIFY(one && two);
        QVERIFY(one->centers.size() >= detail::kSplitLeast);
        QVERIFY(one->centers == two->centers);
        QVERIFY(one->corners == two->corners);
        QCOMPARE(one->edges.size(), two->edges.size());
        for (std::size_t e = 0; e < one->edges.size(); ++e)
            QVERIFY(one->edges[e].d0 == two->edges[e].d0 && one->edges[e].d1 == two->edges[e].d1 &&
                    one->edges[e].v0 == two->edges[e].v0 && one->edges[e].v1 == two->edges[e].v1);
        QVERIFY(one->centerCorners.items == two->centerCorners.items);
        QVERIFY(one->adjacent.items == two->adjacent.items);
    }
};

QTEST_GUILESS_MAIN(TestPolymapSplit)
#include "tst_polymapsplit.moc"
