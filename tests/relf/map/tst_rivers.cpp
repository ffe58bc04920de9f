// The continent's rivers in the world (relf/rivers.h), on the map at every
// scale (relf/map/maprivers.h) and through the C API (tr_rivers): placed
// where the grid's rivers run, wider the more they drain, blue on the map
// only near their lines, the same in tiles as drawn whole, and repeated
// with a repeating continent.
#include "continentgrids.h"
#include "erodedisland.h"
#include "relf/evaluator.h"
#include "relf/exports/objectlist.h"
#include "relf/map/mapraster.h"
#include "relf/map/maprivers.h"
#include "relf/rivers.h"
#include "render/colourtable.h"
#include "terrainruntime.h"

#include <QTest>

#include <cmath>
#include <memory>

using namespace terrain;
using namespace terrain::relf;

namespace {

constexpr double kCell = testing::kIslandCell, kOriginX = testing::kIslandOriginX,
                 kOriginY = testing::kIslandOriginY;

RelfParameters island(ContinentEdges edges = ContinentEdges::Ocean)
{
    return testing::erodedIsland(edges);
}

std::vector<render::Rgb> picture(const RelfEvaluator &terrain, const render::MapRenderSettings &s)
{
    std::vector<render::Rgb> pixels(std::size_t(s.width) * std::size_t(s.height));
    paintPicture(render::Canvas{pixels.data(), s.width, s.height, s.width}, terrain, s);
    return pixels;
}

render::MapRenderSettings settings(double scale, double left, double top, int w, int h)
{
    render::MapRenderSettings s;
    s.metresPerPixel = scale;
    s.left = left;
    s.top = top;
    s.width = w;
    s.height = h;
    s.threads = 1;
    return s;
}

} // namespace

class TestRivers : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Each world river is the grid's river placed: its ends at the grid
    // positions' world points (x = origin + u · cell, y = origin + (H − v) ·
    // cell), its area in square metres, its width the rule's.
    void placedWhereTheGridsRiversRun()
    {
        const RelfParameters p = island();
        const Continent &c = *p.continent;
        const auto grid = continent::continentRivers(*c.grid, c.edges, c.coast, kMinRiverCells, 1);
        const auto world = worldRivers(c);
        QCOMPARE(world->size(), grid.size());
        QVERIFY(grid.size() > 20);
        int intoSea = 0;
        for (std::size_t k = 0; k < grid.size(); ++k) {
            const auto &g = grid[k];
            const WorldRiver &w = (*world)[k];
            QCOMPARE(w.points.front()[0], kOriginX + g.points.front()[0] * kCell);
            QCOMPARE(w.points.front()[1], kOriginY + (256 - g.points.front()[1]) * kCell);
            QCOMPARE(w.points.back()[0], kOriginX + g.points.back()[0] * kCell);
            QCOMPARE(w.area, g.area * kCell * kCell);
            QVERIFY(w.length >= std::hypot(w.points.back()[0] - w.points.front()[0],
                                           w.points.back()[1] - w.points.front()[1]) -
                                    1e-6);
            // Into the sea: the macro value past its last point is below the coast.
            if (w.intoSea) {
                ++intoSea;
                QVERIFY(continentMacro(c, w.points.back()[0], w.points.back()[1]) < c.coast + 0.05);
            }
        }
        QVERIFY(intoSea > 5);
        // Widths: 1.5 m per √km², from 2 to 150 m.
        QCOMPARE(riverWidth(100e6), 15.0);
        QCOMPARE(riverWidth(1e4), 2.0);
        QCOMPARE(riverWidth(1e12), 150.0);
        // Shared by every evaluator of the same grid: traced once.
        QCOMPARE(worldRivers(c)->size(), world->size());
    }

    void strokeByScale()
    {
        // A basin narrower than kBasinPixels pixels does not show.
        QCOMPARE(riverStroke(100.0 * 100.0, 2.0, 10.0), 0.0);
        QVERIFY(riverStroke(240.0 * 240.0, 2.0, 10.0) >= kThinnest);
        // Near: the ground's width; far: at least a hairline, wider for larger basins.
        QCOMPARE(riverStroke(1e8, 15.0, 1.0), 15.0);
        QVERIFY(riverStroke(1e10, 150.0, 256.0) > riverStroke(1e9, 47.0, 256.0));
        QVERIFY(riverStroke(1e12, 150.0, 256.0) <= 2.5);
    }

    // On the map (far out, 64 m/px): with features on, the pixels on the
    // largest river's line are blue, and every pixel the rivers change lies
    // within a few pixels of a river's line.
    void drawnOnlyAlongTheirLines()
    {
        const RelfParameters p = island();
        const RelfEvaluator terrain(p);
        const render::MapRenderSettings on =
            settings(64.0, kOriginX, kOriginY + 256 * kCell, 800, 800);
        render::MapRenderSettings off = on;
        off.layers &= ~unsigned(LayerFeatures);
        const auto a = picture(terrain, on), b = picture(terrain, off);
        const auto rivers = worldRivers(*p.continent);
        const WorldRiver &largest = rivers->front();
        const render::Rgb blue = render::rgbOf(render::MapColour::WaterFeature);
        int onLine = 0, blueOnLine = 0;
        for (const auto &q : largest.points) {
            const render::PixelPoint px = render::pixelOf(on, q[0], q[1]);
            const int i = int(px.x), j = int(px.y);
            if (i < 0 || j < 0 || i >= on.width || j >= on.height)
                continue;
            ++onLine;
            const std::size_t at = std::size_t(j) * std::size_t(on.width) + std::size_t(i);
            // Drawn over: the pixel changed, towards the stream's blue.
            blueOnLine +=
                a[at] != b[at] && std::abs(render::blueOf(a[at]) - render::blueOf(blue)) <
                                      std::abs(render::blueOf(b[at]) - render::blueOf(blue)) + 1;
        }
        QVERIFY(onLine > 20);
        QVERIFY2(blueOnLine > onLine * 9 / 10, qPrintable(QString::number(blueOnLine)));
        // Every changed pixel near a river point (points are at most a cell apart).
        std::vector<char> near(a.size(), 0);
        const int reach = int(kCell / on.metresPerPixel) + 4;
        for (const WorldRiver &r : *rivers) {
            if (riverStroke(r.area, r.width, on.metresPerPixel) <= 0.0)
                continue;
            for (const auto &q : r.points) {
                const render::PixelPoint px = render::pixelOf(on, q[0], q[1]);
                for (int dj = -reach; dj <= reach; ++dj)
                    for (int di = -reach; di <= reach; ++di) {
                        const int i = int(px.x) + di, j = int(px.y) + dj;
                        if (i >= 0 && j >= 0 && i < on.width && j < on.height)
                            near[std::size_t(j) * std::size_t(on.width) + std::size_t(i)] = 1;
                    }
            }
        }
        int changed = 0, stray = 0;
        for (std::size_t k = 0; k < a.size(); ++k)
            if (a[k] != b[k]) {
                ++changed;
                stray += !near[k];
            }
        QVERIFY(changed > 1000);
        QCOMPARE(stray, 0);
    }

    // Four tiles put together are the picture drawn whole, at a far and a
    // near scale.
    void tilesEqualTheWhole()
    {
        const RelfEvaluator terrain(island());
        for (const double scale : {64.0, 8.0}) {
            const double left = kOriginX + 100 * kCell, top = kOriginY + 150 * kCell;
            const auto whole = picture(terrain, settings(scale, left, top, 256, 256));
            for (int t = 0; t < 4; ++t) {
                const int ti = t % 2, tj = t / 2;
                const auto tile = picture(terrain, settings(scale, left + ti * 128 * scale,
                                                            top - tj * 128 * scale, 128, 128));
                for (int j = 0; j < 128; ++j)
                    for (int i = 0; i < 128; ++i)
                        QCOMPARE(tile[std::size_t(j * 128 + i)],
                                 whole[std::size_t((tj * 128 + j) * 256 + ti * 128 + i)]);
            }
        }
    }

    // The object list's river points: every point of every river inside the
    // region, in river order, with the ground's height, the direction on to
    // the next point and the river's width.
    void inTheObjectList()
    {
        const RelfParameters p = island();
        const RelfEvaluator terrain(p);
        const Region region{kOriginX + 60 * kCell, kOriginY + 60 * kCell, 16000.0, 16000.0};
        std::vector<ObjectRecord> expected;
        const auto rivers = worldRivers(*p.continent);
        for (const WorldRiver &r : *rivers)
            for (std::size_t k = 0; k < r.points.size(); ++k) {
                const auto &q = r.points[k];
                if (q[0] < region.x0 || q[0] > region.x0 + region.width || q[1] < region.y0 ||
                    q[1] > region.y0 + region.height)
                    continue;
                const auto &a = r.points[k + 1 < r.points.size() ? k : k - 1];
                const auto &b = r.points[k + 1 < r.points.size() ? k + 1 : k];
                double angle =
                    std::atan2(b[1] - a[1], b[0] - a[0]) * 180.0 / 3.14159265358979323846;
                expected.push_back(
                    {"river_point", q[0], q[1], terrain.height(q[0], q[1]), angle, r.width});
            }
        QVERIFY(expected.size() > 100);
        std::vector<ObjectRecord> got;
        for (const ObjectRecord &o : objectsIn(terrain, region))
            if (o.kind == "river_point")
                got.push_back(o);
        QCOMPARE(got.size(), expected.size());
        for (std::size_t k = 0; k < got.size(); ++k) {
            QCOMPARE(got[k].x, expected[k].x);
            QCOMPARE(got[k].y, expected[k].y);
            QCOMPARE(got[k].z, expected[k].z);
            QCOMPARE(got[k].scale, expected[k].scale);
            const double turn = std::remainder(got[k].rotation - expected[k].rotation, 360.0);
            QVERIFY2(std::abs(turn) < 1e-9, qPrintable(QString::number(got[k].rotation)));
        }
    }

    // Through the C API: the world rivers that reach into the rectangle,
    // their points and numbers; a repeating continent's copies each once.
    void throughTheCApi()
    {
        for (const ContinentEdges edges : {ContinentEdges::Ocean, ContinentEdges::Repeat}) {
            const RelfParameters p = island(edges);
            const QByteArray json = writeParameters(p);
            char *error = nullptr;
            tr_world *world = tr_open_buffer(json.constData(), std::size_t(json.size()), &error);
            QVERIFY2(world, error ? error : "");
            tr_free_string(error);
            const auto rivers = worldRivers(*p.continent);
            const double x0 = kOriginX, y0 = kOriginY, x1 = x0 + 256 * kCell, y1 = y0 + 256 * kCell;
            std::size_t count = 0;
            const std::int64_t n =
                tr_rivers(world, x0 + 1, y0 + 1, x1 - 1, y1 - 1, nullptr, 0, nullptr, 0, &count);
            QVERIFY2(n > 0, qPrintable(QString::number(n)));
            std::vector<tr_line> lines(static_cast<std::size_t>(n));
            std::vector<tr_point> points(count);
            QCOMPARE(tr_rivers(world, x0 + 1, y0 + 1, x1 - 1, y1 - 1, lines.data(), lines.size(),
                               points.data(), points.size(), &count),
                     n);
            if (edges == ContinentEdges::Ocean) {
                QCOMPARE(std::size_t(n), rivers->size());
                for (std::size_t k = 0; k < rivers->size(); ++k) {
                    const WorldRiver &r = (*rivers)[k];
                    QCOMPARE(lines[k].count, r.points.size());
                    QCOMPARE(lines[k].width, r.width);
                    QCOMPARE(lines[k].ends_in_lake, r.intoSea ? 1 : 0);
                    QCOMPARE(points[lines[k].first].x, r.points.front()[0]);
                    QCOMPARE(points[lines[k].first + lines[k].count - 1].y, r.points.back()[1]);
                }
            } else {
                // Two periods wide: every river that reaches into both copies twice.
                const std::int64_t two = tr_rivers(world, x0 + 1, y0 + 1, x1 + 256 * kCell - 1,
                                                   y1 - 1, nullptr, 0, nullptr, 0, &count);
                QVERIFY(two > n && two <= 2 * n + std::int64_t(rivers->size()));
            }
            QCOMPARE(tr_rivers(world, 1, 1, 0, 0, nullptr, 0, nullptr, 0, &count),
                     std::int64_t(TR_E_ARGUMENT));
            tr_close(world);
        }
        // No continent: no rivers.
        const QByteArray plain = writeParameters(RelfParameters::reference1983());
        tr_world *world = tr_open_buffer(plain.constData(), std::size_t(plain.size()), nullptr);
        std::size_t count = 7;
        QCOMPARE(tr_rivers(world, -1e4, -1e4, 1e4, 1e4, nullptr, 0, nullptr, 0, &count),
                 std::int64_t(0));
        QCOMPARE(count, std::size_t(0));
        tr_close(world);
    }
};

QTEST_GUILESS_MAIN(TestRivers)
#include "tst_rivers.moc"
