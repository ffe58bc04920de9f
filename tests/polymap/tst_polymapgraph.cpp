// The article's graph (seed 004, "Graph representation"): the points of each
// kind, and the Delaunay/Voronoi dual clipped to the map, checked against
// geometry computed here from first principles (nearest sites by brute
// force, polygon areas, Euler's formula) rather than against the builder.
#include "polymap/graph/polymapdelaunay.h"
#include "polymap/graph/polymapgraph.h"
#include "polymap/graph/polymaprelax.h"
#include "testcolumns.h"

#include <QTest>

#include <boost/multiprecision/cpp_int.hpp>

#include <algorithm>
#include <cmath>
#include <map>
#include <random>
#include <set>

using namespace terrain::polymap;

namespace {

PolymapParameters params(PointKind kind, int regions, qint64 seed = 85882, int relaxations = 2)
{
    PolymapParameters p;
    p.points = kind;
    p.regions = regions;
    p.seed = seed;
    p.relaxations = relaxations;
    return p;
}

double cross(Point o, Point a, Point b)
{
    return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
}

std::vector<Point> polygonOf(const Graph &g, std::uint32_t c)
{
    std::vector<Point> polygon;
    for (const std::uint32_t q : g.centerCorners.of(c))
        polygon.push_back(g.corners[q]);
    return polygon;
}

double area(const std::vector<Point> &polygon)
{
    double a = 0;
    for (std::size_t i = 0; i < polygon.size(); ++i) {
        const Point p = polygon[i], q = polygon[(i + 1) % polygon.size()];
        a += p.x * q.y - q.x * p.y;
    }
    return std::abs(a) / 2;
}

// Inside (or on) a convex polygon given in either turning direction.
bool insideConvex(const std::vector<Point> &polygon, Point p, double tolerance = 1e-9)
{
    bool positive = false, negative = false;
    for (std::size_t i = 0; i < polygon.size(); ++i) {
        const double c = cross(polygon[i], polygon[(i + 1) % polygon.size()], p);
        positive = positive || c > tolerance;
        negative = negative || c < -tolerance;
    }
    return !(positive && negative);
}

bool onBorder(Point p)
{
    return p.x == 0 || p.y == 0 || p.x == kMapSize || p.y == kMapSize;
}

std::vector<std::uint32_t> sorted(std::span<const std::uint32_t> s)
{
    std::vector<std::uint32_t> v(s.begin(), s.end());
    std::sort(v.begin(), v.end());
    return v;
}

double areaSpread(const Graph &g)
{
    std::vector<double> areas;
    for (std::uint32_t c = 0; c < g.centerCount(); ++c)
        areas.push_back(area(polygonOf(g, c)));
    double mean = 0, square = 0;
    for (const double a : areas)
        mean += a;
    mean /= double(areas.size());
    for (const double a : areas)
        square += (a - mean) * (a - mean);
    return std::sqrt(square / double(areas.size()));
}

// A triangulation as its numbering cannot change it: each triangle by its
// points from the lowest round (found here, not by the code under test),
// with its neighbours across its three edges and its circumcentre; each
// point's start halfedge as its triangle and its place in it.
struct Canonical
{
    using Triple = std::array<std::uint32_t, 3>;
    std::map<Triple, std::pair<std::array<Triple, 3>, Point>> triangles;
    std::vector<std::pair<Triple, std::uint32_t>> starts;
    bool operator==(const Canonical &) const = default;
};

Canonical canonical(const detail::Triangulation &t)
{
    const auto triple = [&](std::uint32_t tri) {
        const std::uint32_t *v = &t.d.triangles[3 * std::size_t(tri)];
        const auto low = std::size_t(std::min_element(v, v + 3) - v);
        return Canonical::Triple{v[low], v[(low + 1) % 3], v[(low + 2) % 3]};
    };
    const auto place = [&](std::uint32_t e) { // e's start point in its triple
        const Canonical::Triple p = triple(e / 3);
        return std::uint32_t(std::find(p.begin(), p.end(), t.d.triangles[e]) - p.begin());
    };
    Canonical c;
    for (std::uint32_t tri = 0; tri < t.d.triangleCount(); ++tri) {
        std::array<Canonical::Triple, 3> across{};
        for (std::uint32_t k = 0; k < 3; ++k) {
            const std::uint32_t e = 3 * tri + k, twin = t.d.halfedges[e];
            if (twin != kNone)
                across[place(e)] = triple(twin / 3);
        }
        c.triangles[triple(tri)] = {across, t.circumcentres[tri]};
    }
    for (const std::uint32_t e : t.start)
        c.starts.emplace_back(triple(e / 3), place(e));
    return c;
}

} // namespace

class TestPolymapGraph : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void meshes_data()
    {
        terrain::testing::columns<int, int, qint64>({"kind", "regions", "seed"});
        QTest::newRow("random 2000") << int(PointKind::Random) << 2000 << qint64(85882);
        QTest::newRow("relaxed 2000") << int(PointKind::Relaxed) << 2000 << qint64(85882);
        QTest::newRow("relaxed 500 seed 7") << int(PointKind::Relaxed) << 500 << qint64(7);
        QTest::newRow("square 2000") << int(PointKind::Square) << 2000 << qint64(3);
        QTest::newRow("hex 2000") << int(PointKind::Hex) << 2000 << qint64(4);
        QTest::newRow("poisson 2000") << int(PointKind::Poisson) << 2000 << qint64(5);
        QTest::newRow("random 20000") << int(PointKind::Random) << 20000 << qint64(-12345);
    }

    // Every edge with corners pairs the two centers that both its corners touch.
    void meshes()
    {
        QFETCH(int, kind);
        QFETCH(int, regions);
        QFETCH(qint64, seed);
        const GraphPtr mesh = buildMesh(params(PointKind(kind), regions, seed));
        QVERIFY(mesh);
        const Graph &g = *mesh;
        QVERIFY(g.centerCount() > 0);
        QCOMPARE(g.midpoints.size(), g.edges.size());
        QCOMPARE(g.neighbors.size(), g.centerCount());
        QCOMPARE(g.borders.size(), g.centerCount());
        QCOMPARE(g.centerCorners.size(), g.centerCount());
        QCOMPARE(g.touches.size(), g.cornerCount());
        QCOMPARE(g.protrudes.size(), g.cornerCount());
        QCOMPARE(g.adjacent.size(), g.cornerCount());
        QVERIFY(g.madeFor.sameMesh(params(PointKind(kind), regions, seed)));

        std::size_t voronoiEdges = 0;
        for (std::uint32_t e = 0; e < g.edges.size(); ++e) {
            const Edge &edge = g.edges[e];
            QVERIFY(edge.d0 < g.centerCount() && edge.d1 < g.centerCount() && edge.d0 != edge.d1);
            QVERIFY((edge.v0 == kNone) == (edge.v1 == kNone));
            if (edge.v0 == kNone)
                continue;
            ++voronoiEdges;
            QVERIFY(edge.v0 != edge.v1);
            const auto t0 = sorted(g.touches.of(edge.v0)), t1 = sorted(g.touches.of(edge.v1));
            std::vector<std::uint32_t> both;
            std::set_intersection(t0.begin(), t0.end(), t1.begin(), t1.end(),
                                  std::back_inserter(both));
            QCOMPARE(both, sorted(std::vector<std::uint32_t>{edge.d0, edge.d1}));
            const Point a = g.corners[edge.v0], b = g.corners[edge.v1], m = g.midpoints[e];
            QVERIFY(std::abs(m.x - (a.x + b.x) / 2) < 1e-9 &&
                    std::abs(m.y - (a.y + b.y) / 2) < 1e-9);
            // The Voronoi edge lies on the bisector of its two sites.
            for (const Point p : {a, b}) {
                const double da =
                    std::hypot(p.x - g.centers[edge.d0].x, p.y - g.centers[edge.d0].y);
                const double db =
                    std::hypot(p.x - g.centers[edge.d1].x, p.y - g.centers[edge.d1].y);
                QVERIFY2(std::abs(da - db) < 1e-6 * (1 + da),
                         qPrintable(QStringLiteral("edge %1").arg(e)));
            }
        }

        // Euler: with the border of the square drawn as edges between
        // consecutive border corners, the clipped diagram is a connected
        // plane graph whose bounded faces are the polygons, so
        // V - (Voronoi edges + border edges) + (polygons + 1) = 2, where a
        // cycle through the B border corners has B edges.
        std::size_t borderCorners = 0;
        for (std::uint32_t q = 0; q < g.cornerCount(); ++q) {
            QCOMPARE(bool(g.cornerBorder[q]), onBorder(g.corners[q]));
            borderCorners += g.cornerBorder[q];
            const Point p = g.corners[q];
            QVERIFY(p.x >= 0 && p.x <= kMapSize && p.y >= 0 && p.y <= kMapSize);
        }
        QVERIFY(borderCorners >= 4);
        QCOMPARE(qint64(g.cornerCount()) - qint64(voronoiEdges + borderCorners) +
                     qint64(g.centerCount() + 1),
                 2);

        // The polygons tile the square, and each holds its own site.
        double total = 0;
        for (std::uint32_t c = 0; c < g.centerCount(); ++c) {
            const std::vector<Point> polygon = polygonOf(g, c);
            QVERIFY(polygon.size() >= 3);
            QVERIFY2(insideConvex(polygon, g.centers[c]),
                     qPrintable(QStringLiteral("center %1").arg(c)));
            total += area(polygon);
            const Point s = g.centers[c];
            QVERIFY(s.x >= 0 && s.x < kMapSize && s.y >= 0 && s.y < kMapSize);
            bool border = false;
            for (const std::uint32_t q : g.centerCorners.of(c))
                border = border || g.cornerBorder[q];
            QCOMPARE(bool(g.centerBorder[c]), border);
        }
        QVERIFY2(std::abs(total - kMapSize * kMapSize) < 1e-6 * kMapSize * kMapSize,
                 qPrintable(QString::number(total, 'g', 17)));

        // A point belongs to the polygon of its nearest site (brute force).
        std::mt19937_64 probe(1);
        for (int k = 0; k < 300; ++k) {
            const Point p{double(probe() % 600000) / 1000, double(probe() % 600000) / 1000};
            std::uint32_t nearest = 0;
            double best = HUGE_VAL;
            for (std::uint32_t c = 0; c < g.centerCount(); ++c) {
                const double d = std::hypot(g.centers[c].x - p.x, g.centers[c].y - p.y);
                if (d < best) {
                    best = d;
                    nearest = c;
                }
            }
            QVERIFY2(insideConvex(polygonOf(g, nearest), p, 1e-7),
                     qPrintable(QStringLiteral("probe %1").arg(k)));
        }
    }

    void relations_data() { meshes_data(); }

    // Every relation agrees with its inverse and with the edges.
    void relations()
    {
        QFETCH(int, kind);
        QFETCH(int, regions);
        QFETCH(qint64, seed);
        const GraphPtr mesh = buildMesh(params(PointKind(kind), regions, seed));
        const Graph &g = *mesh;
        const auto contains = [](std::span<const std::uint32_t> s, std::uint32_t x) {
            return std::find(s.begin(), s.end(), x) != s.end();
        };
        for (std::uint32_t c = 0; c < g.centerCount(); ++c) {
            QCOMPARE(g.neighbors.of(c).size(), g.borders.of(c).size());
            for (const std::uint32_t r : g.neighbors.of(c)) {
                QVERIFY(contains(g.neighbors.of(r), c));
                const std::uint32_t e = g.edgeBetweenCenters(c, r);
                QVERIFY(e != kNone);
                QVERIFY(contains(g.borders.of(c), e));
            }
            for (const std::uint32_t e : g.borders.of(c))
                QVERIFY(g.edges[e].d0 == c || g.edges[e].d1 == c);
            for (const std::uint32_t q : g.centerCorners.of(c))
                QVERIFY(contains(g.touches.of(q), c));
        }
        for (std::uint32_t q = 0; q < g.cornerCount(); ++q) {
            QVERIFY(!g.touches.of(q).empty());
            for (const std::uint32_t c : g.touches.of(q))
                QVERIFY(contains(g.centerCorners.of(c), q));
            for (const std::uint32_t e : g.protrudes.of(q))
                QVERIFY(g.edges[e].v0 == q || g.edges[e].v1 == q);
            for (const std::uint32_t s : g.adjacent.of(q)) {
                QVERIFY(contains(g.adjacent.of(s), q));
                QVERIFY(g.edgeBetweenCorners(q, s) != kNone);
            }
        }
        for (std::uint32_t e = 0; e < g.edges.size(); ++e) {
            const Edge &edge = g.edges[e];
            QVERIFY(contains(g.borders.of(edge.d0), e) && contains(g.borders.of(edge.d1), e));
            QCOMPARE(g.edgeBetweenCenters(edge.d0, edge.d1), e);
            if (edge.v0 != kNone) {
                QVERIFY(contains(g.protrudes.of(edge.v0), e) &&
                        contains(g.protrudes.of(edge.v1), e));
                QVERIFY(contains(g.adjacent.of(edge.v0), edge.v1));
                QVERIFY(contains(g.centerCorners.of(edge.d0), edge.v0));
                QVERIFY(contains(g.centerCorners.of(edge.d1), edge.v1));
            }
        }
    }

    // Lloyd relaxation makes polygon areas more even with each iteration.
    void relaxationEvensAreas()
    {
        const double random = areaSpread(*buildMesh(params(PointKind::Random, 3000, 11)));
        const double once = areaSpread(*buildMesh(params(PointKind::Relaxed, 3000, 11, 1)));
        const double twice = areaSpread(*buildMesh(params(PointKind::Relaxed, 3000, 11, 2)));
        const double four = areaSpread(*buildMesh(params(PointKind::Relaxed, 3000, 11, 4)));
        qInfo("area spread: random %.3f, relaxed once %.3f, twice %.3f, four times %.3f", random,
              once, twice, four);
        QVERIFY(once < 0.85 * random);
        QVERIFY(twice < once);
        QVERIFY(four < twice);
        // No relaxation at all is the random points themselves.
        const auto none = makePoints(params(PointKind::Relaxed, 3000, 11, 0));
        QVERIFY(none == makePoints(params(PointKind::Random, 3000, 11)));
    }

    void points_data()
    {
        terrain::testing::columns<int, int>({"kind", "regions"});
        for (const int regions : {500, 2000, 25000})
            for (const auto &[name, kind] : {std::pair{"random", PointKind::Random},
                                             {"relaxed", PointKind::Relaxed},
                                             {"square", PointKind::Square},
                                             {"hex", PointKind::Hex},
                                             {"poisson", PointKind::Poisson}})
                QTest::addRow("%s %d", name, regions) << int(kind) << regions;
    }

    // Repeatable for a seed, different for another, in the map, about `regions` of them.
    void points()
    {
        QFETCH(int, kind);
        QFETCH(int, regions);
        const auto a = makePoints(params(PointKind(kind), regions, 99));
        const auto b = makePoints(params(PointKind(kind), regions, 99));
        const auto c = makePoints(params(PointKind(kind), regions, 100));
        QVERIFY(a == b);
        QVERIFY(a != c);
        for (const Point p : a)
            QVERIFY(p.x >= 0 && p.x < kMapSize && p.y >= 0 && p.y < kMapSize);
        const double ratio = double(a.size()) / regions;
        qInfo("%zu points for %d regions", a.size(), regions);
        QVERIFY2(ratio > 0.95 && ratio < 1.05, qPrintable(QString::number(ratio)));
        // Grids keep their lattice (jittered by a tiny amount only); no two sites coincide.
        std::set<std::pair<double, double>> distinct;
        for (const Point p : a)
            distinct.emplace(p.x, p.y);
        QCOMPARE(distinct.size(), a.size());
    }

    // The same points give the same graph.
    void repeatable()
    {
        const GraphPtr a = buildMesh(params(PointKind::Relaxed, 2000, 5));
        const GraphPtr b = buildMesh(params(PointKind::Relaxed, 2000, 5));
        QVERIFY(a->centers == b->centers && a->corners == b->corners);
        QCOMPARE(a->edges.size(), b->edges.size());
        for (std::size_t e = 0; e < a->edges.size(); ++e)
            QVERIFY(a->edges[e].d0 == b->edges[e].d0 && a->edges[e].v0 == b->edges[e].v0 &&
                    a->edges[e].d1 == b->edges[e].d1 && a->edges[e].v1 == b->edges[e].v1);
        QVERIFY(a->centerCorners.items == b->centerCorners.items &&
                a->adjacent.items == b->adjacent.items);
    }

    // Sites given twice are one center; four sites on one circle share a corner.
    void degenerateSites()
    {
        std::vector<Point> sites{{100, 100}, {200, 100}, {200, 200}, {100, 200},
                                 {150, 150}, {100, 100}, {400, 450}};
        const GraphPtr g = buildGraph(sites);
        QVERIFY(g);
        QCOMPARE(g->centerCount(), std::size_t(6));
        // The square 100..200 round (150, 150): each side's Voronoi edge
        // ends at circumcentres of triangles with the middle site; no
        // corner appears twice at one place.
        for (std::uint32_t a = 0; a < g->cornerCount(); ++a)
            for (std::uint32_t b = a + 1; b < g->cornerCount(); ++b)
                QVERIFY(std::hypot(g->corners[a].x - g->corners[b].x,
                                   g->corners[a].y - g->corners[b].y) > 1e-6);
        // A perfect square grid (no jitter): cocircular everywhere.
        std::vector<Point> grid;
        for (int x = 0; x < 10; ++x)
            for (int y = 0; y < 10; ++y)
                grid.push_back({30.0 + 60 * x, 30.0 + 60 * y});
        const GraphPtr h = buildGraph(grid);
        double total = 0;
        for (std::uint32_t c = 0; c < h->centerCount(); ++c) {
            QCOMPARE(h->centerCorners.of(c).size(), std::size_t(4)); // merged corners: squares
            total += area(polygonOf(*h, c));
        }
        QCOMPARE(total, kMapSize * kMapSize);
        QCOMPARE(h->cornerCount(), std::size_t(11 * 11));
    }

    // Every site given twice (each copy after its first, and the copies in
    // a block after all the firsts): the same graph as the sites given once,
    // whichever site the triangulation starts from.
    void duplicatesDropped()
    {
        const std::vector<Point> once = makePoints(params(PointKind::Random, 3000, 23));
        std::vector<Point> block = once, paired;
        block.insert(block.end(), once.begin(), once.end());
        for (const Point p : once)
            paired.insert(paired.end(), {p, p});
        const GraphPtr expected = buildGraph(once);
        // The sweep itself finds the copies (the graph would be the same
        // if it handed them to CGAL).
        detail::Delaunay single, twice;
        std::vector<std::uint32_t> none, sameAs;
        QVERIFY(detail::sweepTriangulate(once, single, none));
        QVERIFY(none.empty());
        QVERIFY(detail::sweepTriangulate(block, twice, sameAs));
        QCOMPARE(twice.triangles.size(), single.triangles.size());
        QCOMPARE(sameAs.size(), block.size());
        for (std::uint32_t i = 0; i < once.size(); ++i)
            QVERIFY(sameAs[i] == kNone && sameAs[i + once.size()] == i);
        QVERIFY(detail::sweepTriangulate(paired, twice, sameAs));
        QCOMPARE(twice.triangles.size(), single.triangles.size());
        for (std::uint32_t i = 0; i < once.size(); ++i)
            QVERIFY(sameAs[2 * i] == kNone && sameAs[2 * i + 1] == 2 * i);
        for (const std::vector<Point> &sites : {block, paired}) {
            const GraphPtr g = buildGraph(sites);
            QVERIFY(g->centers == expected->centers);
            QVERIFY(g->corners == expected->corners);
            QCOMPARE(g->edges.size(), expected->edges.size());
            for (std::size_t e = 0; e < g->edges.size(); ++e)
                QVERIFY(g->edges[e].d0 == expected->edges[e].d0 &&
                        g->edges[e].d1 == expected->edges[e].d1 &&
                        g->edges[e].v0 == expected->edges[e].v0 &&
                        g->edges[e].v1 == expected->edges[e].v1);
            QVERIFY(g->centerCorners.items == expected->centerCorners.items);
        }
    }

    // Points a few units in the last place off a square grid, so that
    // nearly every in-circle determinant is too small for doubles: each
    // triangle of the sweep is counterclockwise and has no point inside
    // its circumcircle, decided in exact integers (the coordinates are
    // multiples of 2^-40, below 2^10), and the triangles number 2n - 2 - h.
    void sweepExactNearCocircular()
    {
        using Exact = boost::multiprecision::int256_t;
        std::mt19937 random(7);
        std::vector<Point> points;
        for (int x = 0; x < 15; ++x)
            for (int y = 0; y < 15; ++y)
                points.push_back({30.0 + 60 * x + std::ldexp(double(random() % 9) - 4, -40),
                                  30.0 + 60 * y + std::ldexp(double(random() % 9) - 4, -40)});
        detail::Delaunay d;
        std::vector<std::uint32_t> sameAs;
        QVERIFY(detail::sweepTriangulate(points, d, sameAs));
        QVERIFY(sameAs.empty());
        const auto exact = [&](std::uint32_t i, int axis) {
            return Exact(std::ldexp(axis == 0 ? points[i].x : points[i].y, 40));
        };
        std::size_t hull = 0;
        for (const std::uint32_t h : d.halfedges)
            hull += h == kNone;
        QCOMPARE(d.triangleCount(), 2 * points.size() - 2 - hull);
        for (std::size_t t = 0; t < d.triangleCount(); ++t) {
            const std::uint32_t a = d.triangles[3 * t], b = d.triangles[3 * t + 1],
                                c = d.triangles[3 * t + 2];
            const Exact abx = exact(b, 0) - exact(a, 0), aby = exact(b, 1) - exact(a, 1),
                        acx = exact(c, 0) - exact(a, 0), acy = exact(c, 1) - exact(a, 1);
            QVERIFY(abx * acy - aby * acx > 0);
            for (std::uint32_t p = 0; p < points.size(); ++p) {
                if (p == a || p == b || p == c)
                    continue;
                const Exact adx = exact(a, 0) - exact(p, 0), ady = exact(a, 1) - exact(p, 1),
                            bdx = exact(b, 0) - exact(p, 0), bdy = exact(b, 1) - exact(p, 1),
                            cdx = exact(c, 0) - exact(p, 0), cdy = exact(c, 1) - exact(p, 1);
                const Exact det = (adx * adx + ady * ady) * (bdx * cdy - cdx * bdy) +
                                  (bdx * bdx + bdy * bdy) * (cdx * ady - adx * cdy) +
                                  (cdx * cdx + cdy * cdy) * (adx * bdy - bdx * ady);
                QVERIFY2(det <= 0,
                         qPrintable(QStringLiteral("point %1 inside triangle %2").arg(p).arg(t)));
            }
        }
    }

    // Sites moved a little, a lot and more (Lloyd's first step moves them
    // about a third of their spacing), with four far points round them as
    // the relaxation has: the triangulation moved with them is the one made
    // anew, with the same circumcentres and start halfedges to the last bit
    // though its triangles are numbered otherwise; without the far points
    // it is the sites' own.
    void relocatedIsMadeAnew()
    {
        const std::vector<Point> sites = makePoints(params(PointKind::Random, 3000, 31));
        const double spacing = kMapSize / std::sqrt(3000.0);
        const std::vector<Point> far{{-3 * kMapSize, -3 * kMapSize},
                                     {4 * kMapSize, -3 * kMapSize},
                                     {4 * kMapSize, 4 * kMapSize},
                                     {-3 * kMapSize, 4 * kMapSize}};
        std::mt19937 random(5);
        for (const double step : {0.02, 0.3, 1.0}) {
            std::uniform_real_distribution<double> jitter(-step * spacing, step * spacing);
            std::vector<Point> from = sites, to = sites;
            for (Point &p : to)
                p = {std::clamp(p.x + jitter(random), 0.0, kMapSize - 1e-9),
                     std::clamp(p.y + jitter(random), 0.0, kMapSize - 1e-9)};
            from.insert(from.end(), far.begin(), far.end());
            to.insert(to.end(), far.begin(), far.end());
            detail::Triangulation moved(from, 1);
            QVERIFY2(moved.moveTo(to, 2), qPrintable(QStringLiteral("step %1").arg(step)));
            detail::Triangulation anew(to, 1);
            QVERIFY(moved.d.triangles != anew.d.triangles); // numbered otherwise
            QVERIFY(canonical(moved) == canonical(anew));
            detail::Triangulation movedAndDropped(from, 1);
            QVERIFY(movedAndDropped.moveTo(to, 1, 4));
            to.resize(sites.size());
            QVERIFY(anew.dropLast(4, 1));
            const detail::Triangulation own(to, 1);
            for (const detail::Triangulation *t : {&anew, &movedAndDropped}) {
                QVERIFY(canonical(*t) == canonical(own));
                QVERIFY(t->points == own.points);
            }
        }
        // The relaxed mesh (its triangulation moved through both steps) is
        // the graph of its points made anew.
        const PolymapParameters p = params(PointKind::Relaxed, 3000, 31);
        const GraphPtr mesh = buildMesh(p);
        const GraphPtr anew = buildGraph(makePoints(p));
        QVERIFY(mesh->centers == anew->centers && mesh->corners == anew->corners);
        QCOMPARE(mesh->edges.size(), anew->edges.size());
        for (std::size_t e = 0; e < mesh->edges.size(); ++e)
            QVERIFY(mesh->edges[e].v0 == anew->edges[e].v0 &&
                    mesh->edges[e].v1 == anew->edges[e].v1);
        QVERIFY(mesh->centerCorners.items == anew->centerCorners.items);
    }

    // The Hilbert sort on two threads gives CGAL's order on one, with
    // distinct points and with many on shared lines (a grid's ties).
    void spatialSortOnThreads()
    {
        std::mt19937 random(3);
        std::uniform_real_distribution<double> unit(0, kMapSize);
        std::vector<Point> scattered(30000), grid;
        for (Point &p : scattered)
            p = {unit(random), unit(random)};
        for (int x = 0; x < 150; ++x)
            for (int y = 0; y < 150; ++y)
                grid.push_back({5.0 * x + (y % 7) * 0.25, 6.0 * y});
        for (std::vector<Point> points : {scattered, grid}) {
            std::vector<Point> one = points, two = points;
            detail::spatialSort(one, 1);
            detail::spatialSort(two, 2);
            QVERIFY(one == two);
            QVERIFY(one != points); // it sorted something
        }
    }

    void cancel()
    {
        std::atomic<bool> cancelled{true};
        QVERIFY(!buildMesh(params(PointKind::Relaxed, 2000), 1, &cancelled));
        QVERIFY(!buildMesh(params(PointKind::Random, 2000), 1, &cancelled));
        QVERIFY(!buildGraph(makePoints(params(PointKind::Random, 2000)), &cancelled));
    }
};

QTEST_GUILESS_MAIN(TestPolymapGraph)
#include "tst_polymapgraph.moc"
