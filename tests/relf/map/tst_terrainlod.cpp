// Terrain with levels of detail: every vertex is the ground point it says at
// the height height() gives; the chunks cover the view's square once; finer
// chunks lie nearer the camera and no chunk is coarser than the distance
// rule allows; neighbours differ by one level at most and meet without a
// crack however the camera stands; and nothing jumps while the camera moves.
// The surfaces are evaluated here from the vertices and the morph alone, by
// walking the triangles as a GPU draws them.
#include "relf/evaluator.h"
#include "relf/terrainlod.h"
#include "testcolumns.h"

#include <QTest>

#include <cmath>
#include <map>
#include <random>

using namespace terrain;
using namespace terrain::relf;
using namespace Qt::StringLiterals;

namespace {

struct Box
{
    double x0, y0, x1, y1;
};

Box boxOf(const LodSettings &s, const LodChunk &c)
{
    const double side = lodChunkSide(s, c.level);
    return {double(c.i) * side, double(c.j) * side, double(c.i + 1) * side, double(c.j + 1) * side};
}

const RelfEvaluator &ground()
{
    static const RelfEvaluator e(RelfParameters::reference1983());
    return e;
}

// The drawn surface at ground point (gx, gy) of one chunk, the triangles cut
// north-east to south-west as lodChunkIndices says.
double surfaceAt(const LodSettings &s, const LodChunkMesh &mesh, double gx, double gy, float camX,
                 float camZ, float height)
{
    const Box b = boxOf(s, mesh.chunk);
    const int c = s.cells;
    const double step = (b.x1 - b.x0) / c;
    const double fa = (gx - b.x0) / step, fb = (b.y1 - gy) / step;
    const int a = std::clamp(int(std::floor(fa)), 0, c - 1),
              r = std::clamp(int(std::floor(fb)), 0, c - 1);
    const double u = fa - a, v = fb - r; // u east, v south, in the cell
    const auto h = [&](int i, int k) {
        return double(lodMorphedHeight(mesh.vertices[std::size_t(k * (c + 1) + i)], camX, camZ,
                                       height, s.morphStart));
    };
    // North-west triangle (u + v <= 1): corners NW, NE, SW.
    if (u + v <= 1.0)
        return h(a, r) + u * (h(a + 1, r) - h(a, r)) + v * (h(a, r + 1) - h(a, r));
    // South-east triangle: corners SE, SW, NE.
    return h(a + 1, r + 1) + (1.0 - u) * (h(a, r + 1) - h(a + 1, r + 1)) +
           (1.0 - v) * (h(a + 1, r) - h(a + 1, r + 1));
}

struct Scene
{
    LodSettings s;
    double cx = 0, cy = 0;
    LodCamera camera;
    std::vector<LodChunkMesh> meshes;

    void build()
    {
        meshes.clear();
        for (const LodChunk &c : selectLodChunks(s, cx, cy, camera))
            meshes.push_back(meshLodChunk(ground(), s, c, cx, cy));
    }
    float camX() const { return float(camera.x - cx); }
    float camZ() const { return float(cy - camera.y); }
    const LodChunkMesh *holding(double gx, double gy) const
    {
        for (const LodChunkMesh &m : meshes) {
            const Box b = boxOf(s, m.chunk);
            if (gx >= b.x0 && gx < b.x1 && gy >= b.y0 && gy < b.y1)
                return &m;
        }
        return nullptr;
    }
    double surface(double gx, double gy) const
    {
        const LodChunkMesh *m = holding(gx, gy);
        return m ? surfaceAt(s, *m, gx, gy, camX(), camZ(), float(camera.height)) : NAN;
    }
};

} // namespace

class TestTerrainLod : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void settingsAreChecked()
    {
        QVERIFY(checkLodSettings(LodSettings{}).empty());
        LodSettings s;
        s.cells = 7;
        QVERIFY(checkLodSettings(s).find("cells") != std::string::npos);
        s = {};
        s.finestStep = NAN;
        QVERIFY(checkLodSettings(s).find("finest step") != std::string::npos);
        s = {};
        s.viewDistance = 1e300;
        QVERIFY(checkLodSettings(s).find("view distance") != std::string::npos);
        s = {};
        s.morphStart = 1.0f;
        QVERIFY(checkLodSettings(s).find("morph") != std::string::npos);
        for (const double split : {0.99, 4.01, 1e300, double(NAN)}) {
            s = {};
            s.splitFactor = split;
            QVERIFY2(checkLodSettings(s).find("split factor: expected 1 to 4") != std::string::npos,
                     qPrintable(QString::number(split)));
        }
    }

    // Any settings that are accepted give a bounded count of chunks: the
    // most chunks come with the largest split factor and the farthest view
    // the finest step allows (without the bound, a split factor of 1e300
    // gave 3.5 million chunks at a view of 30 km).
    void acceptedSettingsGiveBoundedChunks_data()
    {
        terrain::testing::columns<double, int, double>({"split", "cells", "height"});
        for (const double split : {1.0, 1.8, 3.0, kMaxLodSplitFactor})
            for (const int cells : {2, 16, 256})
                for (const double height : {0.0, 500.0})
                    QTest::addRow("split %g, %d cells, %g m up", split, cells, height)
                        << split << cells << height;
    }
    void acceptedSettingsGiveBoundedChunks()
    {
        QFETCH(double, split);
        QFETCH(int, cells);
        QFETCH(double, height);
        LodSettings s;
        s.cells = cells;
        s.finestStep = 1.0;
        s.splitFactor = split;
        s.viewDistance = lodChunkSide(s, 0) * double(1 << 22); // the farthest accepted
        QVERIFY(checkLodSettings(s).empty());
        std::size_t most = 0;
        for (const double along : {0.0, 0.37, 0.7, 2.0}) { // the camera may stand outside
            const LodCamera camera{along * s.viewDistance, -along * s.viewDistance, height};
            most = std::max(most, selectLodChunks(s, 0.0, 0.0, camera).size());
        }
        QVERIFY2(most <= std::size_t(kMaxLodChunks), qPrintable(QString::number(most)));
        QVERIFY(most > 100); // the levels are there
    }

    void verticesAreTheGroundTheySay()
    {
        LodSettings s;
        s.finestStep = 2.0;
        s.cells = 16;
        const double ox = -300.0, oy = 412.0;
        for (const LodChunk chunk :
             {LodChunk{0, -3, 5, {}}, LodChunk{2, 1, -1, {}}, LodChunk{5, -1, 0, {}}}) {
            const LodChunkMesh m = meshLodChunk(ground(), s, chunk, ox, oy);
            QCOMPARE(m.vertices.size(), std::size_t(17 * 17));
            const double side = 32.0 * std::ldexp(1.0, chunk.level), step = side / 16;
            float lo = INFINITY, hi = -INFINITY;
            for (int b = 0; b <= 16; ++b)
                for (int a = 0; a <= 16; ++a) {
                    const LodVertex &v = m.vertices[std::size_t(b * 17 + a)];
                    const double gx = double(chunk.i) * side + a * step;
                    const double gy = double(chunk.j + 1) * side - b * step;
                    QCOMPARE(v.x, float(gx - ox));
                    QCOMPARE(v.z, float(oy - gy));
                    QCOMPARE(v.y, float(ground().height(gx, gy)));
                    // The normal leans away from the rise: compare with the
                    // slope measured over two steps east.
                    QVERIFY(std::abs(v.nx * v.nx + v.ny * v.ny + v.nz * v.nz - 1.0f) < 1e-5f);
                    QVERIFY(v.ny > 0.0f);
                    const double east =
                        ground().height(gx + step, gy) - ground().height(gx - step, gy);
                    if (std::abs(east) > 0.5)
                        QVERIFY2((v.nx < 0) == (east > 0), qPrintable(u"%1 %2"_s.arg(a).arg(b)));
                    // The coarser level's surface: its own height on the
                    // parent's vertices, the mean of two on the others.
                    if (a % 2 == 0 && b % 2 == 0)
                        QCOMPARE(v.coarseY, v.y);
                    else if (b % 2 == 0)
                        QCOMPARE(v.coarseY, float((ground().height(gx - step, gy) +
                                                   ground().height(gx + step, gy)) /
                                                  2));
                    else if (a % 2 == 0)
                        QCOMPARE(v.coarseY, float((ground().height(gx, gy + step) +
                                                   ground().height(gx, gy - step)) /
                                                  2));
                    else // north-east and south-west
                        QCOMPARE(v.coarseY, float((ground().height(gx + step, gy + step) +
                                                   ground().height(gx - step, gy - step)) /
                                                  2));
                    lo = std::min({lo, v.y, v.coarseY});
                    hi = std::max({hi, v.y, v.coarseY});
                }
            QCOMPARE(m.minY, lo);
            QCOMPARE(m.maxY, hi);
        }
    }

    void chunksCoverTheSquareOnce_data()
    {
        terrain::testing::columns<double, double, double, double>(
            {"camX", "camY", "height", "distance"});
        QTest::newRow("at the centre, low") << 0.0 << 0.0 << 1.7 << 4000.0;
        QTest::newRow("off centre, high") << 731.0 << -250.0 << 600.0 << 4000.0;
        QTest::newRow("eight km") << -100.0 << 90.0 << 20.0 << 8000.0;
        QTest::newRow("outside the square") << 9000.0 << 0.0 << 50.0 << 2000.0;
    }
    void chunksCoverTheSquareOnce()
    {
        QFETCH(double, camX);
        QFETCH(double, camY);
        QFETCH(double, height);
        QFETCH(double, distance);
        LodSettings s;
        s.viewDistance = distance;
        const double cx = 137.0, cy = -58.0;
        const std::vector<LodChunk> chunks = selectLodChunks(s, cx, cy, {camX, camY, height});
        QVERIFY(!chunks.empty());
        // The ground covered holds the square, and not much more (a quarter
        // of the distance at most, the coarsest chunks being under twice it).
        const LodExtent e = lodExtent(s, cx, cy);
        QVERIFY(e.x0 <= cx - distance && e.x1 >= cx + distance);
        QVERIFY(e.y0 <= cy - distance && e.y1 >= cy + distance);
        QVERIFY(e.x0 > cx - 1.25 * distance && e.x1 < cx + 1.25 * distance);
        QVERIFY(e.y0 > cy - 1.25 * distance && e.y1 < cy + 1.25 * distance);
        // Every sample point of it lies in exactly one chunk.
        std::mt19937 random(7);
        std::uniform_real_distribution<double> ux(e.x0, e.x1), uy(e.y0, e.y1);
        for (int k = 0; k < 3000; ++k) {
            const double x = ux(random), y = uy(random);
            int holding = 0;
            for (const LodChunk &c : chunks) {
                const Box b = boxOf(s, c);
                holding += x >= b.x0 && x < b.x1 && y >= b.y0 && y < b.y1;
            }
            QCOMPARE(holding, 1);
        }
        // Each chunk lies within it.
        double area = 0.0;
        for (const LodChunk &c : chunks) {
            const Box b = boxOf(s, c);
            QVERIFY(b.x0 >= e.x0 && b.x1 <= e.x1 && b.y0 >= e.y0 && b.y1 <= e.y1);
            area += (b.x1 - b.x0) * (b.y1 - b.y0);
        }
        QCOMPARE(area, (e.x1 - e.x0) * (e.y1 - e.y0));
    }

    void finerChunksLieNearer()
    {
        LodSettings s;
        s.viewDistance = 8000.0;
        const LodCamera camera{250.0, 40.0, 30.0};
        const std::vector<LodChunk> chunks = selectLodChunks(s, 0.0, 0.0, camera);
        int finest = 99, coarsest = -1;
        for (const LodChunk &c : chunks) {
            const Box b = boxOf(s, c);
            const double dx = std::max({b.x0 - camera.x, 0.0, camera.x - b.x1});
            const double dy = std::max({b.y0 - camera.y, 0.0, camera.y - b.y1});
            const double d = std::hypot(dx, dy, camera.height);
            // No chunk is coarser than its distance allows: one nearer than
            // splitFactor of its sides would have been split.
            if (c.level > 0)
                QVERIFY2(d >= s.splitFactor * lodChunkSide(s, c.level),
                         qPrintable(u"level %1 at %2 m"_s.arg(c.level).arg(d)));
            // Nor much finer: the parent of a chunk was near enough to split,
            // or split to stay within one level of a neighbour that was.
            const double parent = lodChunkSide(s, c.level + 1);
            QVERIFY2(d < s.splitFactor * parent + 2.0 * parent,
                     qPrintable(u"level %1 at %2 m"_s.arg(c.level).arg(d)));
            finest = std::min(finest, c.level);
            coarsest = std::max(coarsest, c.level);
        }
        QCOMPARE(finest, 0);
        QVERIFY(coarsest >= 6); // 32 m chunks at the camera, 4 km ones at 8 km
        // The chunk under the camera is of the finest level.
        for (const LodChunk &c : chunks) {
            const Box b = boxOf(s, c);
            if (camera.x >= b.x0 && camera.x < b.x1 && camera.y >= b.y0 && camera.y < b.y1)
                QCOMPARE(c.level, 0);
        }
        // The view's cost does not grow with its distance: a few hundred
        // chunks for 8 km, as for 2 km plus a ring for each doubling.
        QVERIFY2(chunks.size() < 400, qPrintable(QString::number(chunks.size())));
    }

    // Brute force over every pair of chunks: neighbours (sharing a stretch
    // of edge) differ by one level at most, and each edge says which.
    void neighboursDifferByOneLevel()
    {
        LodSettings s;
        s.viewDistance = 2000.0;
        std::mt19937 random(11);
        std::uniform_real_distribution<double> u(-1500.0, 1500.0), h(0.0, 400.0);
        for (int trial = 0; trial < 12; ++trial) {
            const LodCamera camera{u(random), u(random), h(random)};
            const std::vector<LodChunk> chunks = selectLodChunks(s, 0.0, 0.0, camera);
            for (const LodChunk &a : chunks) {
                const Box p = boxOf(s, a);
                std::array<int, 4> seen{-1, -1, -1, -1};
                for (const LodChunk &b : chunks) {
                    const Box q = boxOf(s, b);
                    const bool ySpan = std::min(p.y1, q.y1) > std::max(p.y0, q.y0);
                    const bool xSpan = std::min(p.x1, q.x1) > std::max(p.x0, q.x0);
                    int side = -1;
                    if (ySpan && q.x1 == p.x0)
                        side = West;
                    else if (ySpan && q.x0 == p.x1)
                        side = East;
                    else if (xSpan && q.y1 == p.y0)
                        side = South;
                    else if (xSpan && q.y0 == p.y1)
                        side = North;
                    if (side < 0)
                        continue;
                    QVERIFY2(std::abs(a.level - b.level) <= 1,
                             qPrintable(u"levels %1 and %2"_s.arg(a.level).arg(b.level)));
                    seen[std::size_t(side)] = b.level;
                }
                for (int e = 0; e < 4; ++e) {
                    const LodEdge expected =
                        seen[std::size_t(e)] < 0 || seen[std::size_t(e)] == a.level ? LodEdge::Same
                        : seen[std::size_t(e)] > a.level ? LodEdge::Coarser
                                                         : LodEdge::Finer;
                    QCOMPARE(int(a.edges[std::size_t(e)]), int(expected));
                }
            }
        }
    }

    // Along every edge between two chunks, the two surfaces agree at every
    // vertex of either side, for cameras anywhere, near and high.
    void noCrackBetweenChunks()
    {
        Scene scene;
        scene.s.viewDistance = 1500.0;
        scene.cx = 40.0;
        scene.cy = -20.0;
        std::mt19937 random(3);
        std::uniform_real_distribution<double> u(-1200.0, 1200.0), h(0.0, 300.0);
        int pairs = 0, levelPairs = 0;
        double worst = 0.0;
        for (int trial = 0; trial < 8; ++trial) {
            scene.camera = {u(random), u(random), trial == 0 ? 1.7 : h(random)};
            scene.build();
            for (const LodChunkMesh &m : scene.meshes) {
                const Box b = boxOf(scene.s, m.chunk);
                const double step = (b.x1 - b.x0) / scene.s.cells;
                // The east and north edges, just inside and just across.
                for (int k = 0; k <= scene.s.cells; ++k) {
                    const double e = 1e-6 * step;
                    const std::array<std::array<double, 2>, 2> points{
                        {{b.x1, b.y0 + k * step}, {b.x0 + k * step, b.y1}}};
                    for (int side = 0; side < 2; ++side) {
                        const double x = points[std::size_t(side)][0],
                                     y = points[std::size_t(side)][1];
                        const LodChunkMesh *other =
                            scene.holding(side == 0 ? x + e : x, side == 0 ? y : y + e);
                        if (!other || k == scene.s.cells)
                            continue;
                        const double mine =
                            surfaceAt(scene.s, m, side == 0 ? x - e : x, side == 0 ? y : y - e,
                                      scene.camX(), scene.camZ(), float(scene.camera.height));
                        const double theirs =
                            surfaceAt(scene.s, *other, side == 0 ? x + e : x, side == 0 ? y : y + e,
                                      scene.camX(), scene.camZ(), float(scene.camera.height));
                        worst = std::max(worst, std::abs(mine - theirs));
                        ++pairs;
                        levelPairs += other->chunk.level != m.chunk.level;
                    }
                }
            }
        }
        QVERIFY(pairs > 10000);
        QVERIFY(levelPairs > 1000);
        // Floats of heights up to some hundred metres, and the 1e-6 step.
        QVERIFY2(worst < 2e-3, qPrintable(u"%1 m"_s.arg(worst)));
    }

    // The camera moving a metre at a time through several changes of level:
    // no point of the ground jumps, where drawing each chunk at its own
    // height would (the check below fails without the morph).
    void nothingPopsAsTheCameraMoves_data()
    {
        terrain::testing::column<bool>("morph", {{"morphed", true}, {"not morphed", false}});
    }
    void nothingPopsAsTheCameraMoves()
    {
        QFETCH(bool, morph);
        Scene scene;
        scene.s.viewDistance = 1000.0;
        std::vector<std::array<double, 2>> points;
        std::mt19937 random(5);
        std::uniform_real_distribution<double> u(-700.0, 700.0);
        for (int k = 0; k < 400; ++k)
            points.push_back({u(random), u(random)});
        std::vector<double> before;
        double worstJump = 0.0;
        int changes = 0;
        std::vector<LodChunk> last;
        for (int step = 0; step <= 600; ++step) {
            scene.camera = {-600.0 + 2.0 * step, 100.0 - step * 0.3, 25.0};
            scene.build();
            if (!morph)
                for (LodChunkMesh &m : scene.meshes)
                    for (LodVertex &v : m.vertices)
                        v.morph = 0.0f;
            std::vector<LodChunk> chunks;
            for (const LodChunkMesh &m : scene.meshes)
                chunks.push_back(m.chunk);
            changes += step > 0 && chunks != last;
            last = chunks;
            std::vector<double> now;
            for (const auto &p : points)
                now.push_back(scene.surface(p[0], p[1]));
            if (!before.empty())
                for (std::size_t k = 0; k < now.size(); ++k)
                    worstJump = std::max(worstJump, std::abs(now[k] - before[k]));
            before = now;
        }
        QVERIFY2(changes > 20, qPrintable(QString::number(changes)));
        // 2 m of camera moves a morph by at most 2 / (0.1 · 115 m) ≈ 17 %
        // of the difference between two levels (0.4 m at worst here); a
        // chunk drawn at its own height jumps by all of it (18 m).
        if (morph)
            QVERIFY2(worstJump < 0.5, qPrintable(u"%1 m"_s.arg(worstJump)));
        else
            QVERIFY2(worstJump > 1.0, qPrintable(u"%1 m"_s.arg(worstJump)));
    }

    void morphFollowsTheDistance()
    {
        LodVertex v{100.0f, 10.0f, 0.0f, 0, 1, 0, 20.0f, 200.0f};
        // Wholly fine nearer than 0.85 · 200 m, wholly coarse from 200 m.
        QCOMPARE(lodMorphFactor(v, 0.0f, 0.0f, 0.0f, 0.85f), 0.0f);
        QCOMPARE(lodMorphedHeight(v, -100.0f, 0.0f, 0.0f, 0.85f), 20.0f);
        QCOMPARE(lodMorphFactor(v, -85.0f, 0.0f, 0.0f, 0.85f), 0.5f);
        QCOMPARE(lodMorphFactor(v, 100.0f, 0.0f, 200.0f, 0.85f), 1.0f); // straight above
        v.morph = -1.0f;
        QCOMPARE(lodMorphedHeight(v, 100.0f, 0.0f, 0.0f, 0.85f), 20.0f);
        v.morph = 0.0f;
        QCOMPARE(lodMorphedHeight(v, -1000.0f, 0.0f, 0.0f, 0.85f), 10.0f);
    }

    void indicesCutCellsNorthEastToSouthWest()
    {
        const std::vector<std::uint32_t> idx = lodChunkIndices(2);
        QCOMPARE(idx.size(), std::size_t(24));
        // Cell (0, 0) of a 3 × 3 grid: vertices 0 1 / 3 4.
        const std::vector<std::uint32_t> first(idx.begin(), idx.begin() + 6);
        QCOMPARE(first, (std::vector<std::uint32_t>{0, 3, 1, 1, 3, 4}));
    }
};

QTEST_GUILESS_MAIN(TestTerrainLod)
#include "tst_terrainlod.moc"
