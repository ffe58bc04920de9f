// The polygon map's renderer: tiles fit (a region painted whole equals the
// same region painted in pieces), off the map is ocean, every pixel of the
// map square belongs to exactly one polygon (with noisy edges too), the
// polygons are the sites' Voronoi cells, each view colours as it says, and
// the summary counts the pixels of each biome.
#include "polymap/render/polymapraster.h"
#include "polymap/render/polymaprenderer.h"
#include "testcolumns.h"

#include <QPainter>
#include <QSet>
#include <QTest>

#include <cmath>

using namespace terrain::polymap;
using namespace Qt::StringLiterals;
using terrain::render::MapRenderSettings;

Q_DECLARE_METATYPE(terrain::polymap::View)

namespace {

// mapgen2's OCEAN colour, which the renderer also gives the ground off the map.
constexpr QRgb kOcean = 0xff44447au;

const PolymapMapPtr &theMap()
{
    static const PolymapMapPtr map = generate(PolymapParameters{}, {}, 0);
    return map;
}

MapRenderSettings region(double left, double top, double m, int width, int height, unsigned layers)
{
    return {.left = left,
            .top = top,
            .metresPerPixel = m,
            .width = width,
            .height = height,
            .layers = layers,
            .threads = 1};
}

// One pixel showing exactly map point (x, y).
MapRenderSettings at(double x, double y, unsigned layers, double m = 1.0)
{
    return region(x, -y, m, 1, 1, layers);
}

QRgb pixelAt(const PolymapMap &map, View view, double x, double y, unsigned layers, double m = 1.0)
{
    return renderPolymap(map, view, at(x, y, layers, m)).pixel(0, 0);
}

double distanceToSegment(Point p, Point a, Point b)
{
    const double dx = b.x - a.x, dy = b.y - a.y;
    const double t =
        std::clamp(((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy), 0.0, 1.0);
    return std::hypot(p.x - a.x - t * dx, p.y - a.y - t * dy);
}

int brightness(QRgb c)
{
    return qRed(c) + qGreen(c) + qBlue(c);
}

// The fill's rule, sample by sample: (x, y) is inside when an odd number of
// the ring's edges cross its row at or left of it. An edge crosses row y
// when its lower end's y <= y < its upper end's, at the x reached from its
// lower end along its slope.
bool insideByRule(const std::vector<Point> &ring, double x, double y)
{
    bool inside = false;
    for (std::size_t k = 0; k < ring.size(); ++k) {
        Point p = ring[k], q = ring[(k + 1) % ring.size()];
        if (q.y < p.y)
            std::swap(p, q);
        if (p.y <= y && y < q.y && p.x + (y - p.y) * ((q.x - p.x) / (q.y - p.y)) <= x)
            inside = !inside;
    }
    return inside;
}

} // namespace

class TestPolymapRender : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(theMap());
        QVERIFY(theMap()->graph().centerCount() > 1500);
    }

    void viewNames()
    {
        const QStringList names = {u"biomes"_s,   u"elevation"_s,  u"moisture"_s,
                                   u"polygons"_s, u"watersheds"_s, u"slopes"_s};
        QCOMPARE(names.size(), kViewCount);
        for (int k = 0; k < kViewCount; ++k) {
            QCOMPARE(viewName(View(k)), names[k]);
            View v = View::Biomes;
            QVERIFY(viewFromName(names[k], &v));
            QCOMPARE(v, View(k));
        }
        View v = View::Slopes;
        QVERIFY(!viewFromName(u"Biomes"_s, &v));
        QCOMPARE(v, View::Slopes);
    }

    void tilesFit_data()
    {
        terrain::testing::columns<View, unsigned, double>({"view", "layers", "m"});
        for (int k = 0; k < kViewCount; ++k)
            QTest::newRow(qPrintable(viewName(View(k))))
                << View(k) << unsigned(LayersDefault) << 0.5;
        QTest::newRow("graph, close")
            << View::Biomes << unsigned(LayersDefault | LayerGraph) << 0.125;
        QTest::newRow("straight, far")
            << View::Slopes << unsigned(LayerRivers | LayerRoads | LayerLava) << 2.0;
    }
    void tilesFit()
    {
        QFETCH(View, view);
        QFETCH(unsigned, layers);
        QFETCH(double, m);
        const PolymapMap &map = *theMap();
        // Over the middle of the island (rivers, roads and lava cross it),
        // and reaching off the map's top-left at the far scale.
        const double left = m >= 2 ? -64.0 : 250.0, top = m >= 2 ? 64.0 : -250.0;
        const int n = 192, half = n / 2, third = n / 3;
        const QImage whole = renderPolymap(map, view, region(left, top, m, n, n, layers));
        QImage pieces(n, n, QImage::Format_RGB32);
        QPainter painter(&pieces);
        // Uneven pieces: halves across, thirds down.
        for (int py = 0; py < n; py += third)
            for (int px = 0; px < n; px += half) {
                MapRenderSettings s = region(left + px * m, top - py * m, m, half, third, layers);
                s.threads = 2;
                painter.drawImage(px, py, renderPolymap(map, view, s));
            }
        painter.end();
        int differ = 0;
        for (int y = 0; y < n; ++y)
            for (int x = 0; x < n; ++x)
                differ += whole.pixel(x, y) != pieces.pixel(x, y);
        QCOMPARE(differ, 0);
        // And the region shows something of the map, not only sea.
        QSet<QRgb> colours;
        for (int y = 0; y < n; y += 8)
            for (int x = 0; x < n; x += 8)
                colours.insert(whole.pixel(x, y));
        QVERIFY(colours.size() > 3);
    }

    void offTheMapIsOcean()
    {
        const PolymapMap &map = *theMap();
        for (int k = 0; k < kViewCount; ++k) {
            PolymapSummary summary;
            // West of the map, and north of it (ground y > 0 is map y < 0).
            for (const auto &[left, top] : {std::pair{-700.0, -100.0}, {100.0, 300.0}}) {
                summary = {};
                const QImage image = renderPolymap(
                    map, View(k), region(left, top, 1.0, 64, 48, LayersDefault), &summary);
                for (int y = 0; y < image.height(); ++y)
                    for (int x = 0; x < image.width(); ++x)
                        QCOMPARE(image.pixel(x, y), kOcean);
                QCOMPARE(summary.biomePixels[std::size_t(Biome::Ocean)], 64 * 48);
            }
        }
        // A tile source without a map shows the sea too.
        const PolymapTileSource none(nullptr, View::Biomes);
        QCOMPARE(none.render(region(0, 0, 1, 4, 4, LayersDefault), nullptr).pixel(2, 2), kOcean);
    }

    // Every sample of the map square lies in exactly one polygon, noisy or not.
    void polygonsCoverTheMapOnce_data()
    {
        terrain::testing::column<bool>("noisy", {{"straight", false}, {"noisy", true}});
    }
    void polygonsCoverTheMapOnce()
    {
        QFETCH(bool, noisy);
        const PolymapMap &map = *theMap();
        QVERIFY(!noisy || !map.noisy().empty());
        const int n = 601; // samples at 0, 1, ... 600: the border included
        const detail::SampleGrid g{0.0, 0.0, 1.0, n, 0, n};
        std::vector<int> count(std::size_t(n) * n, 0);
        std::vector<Point> ring;
        std::vector<detail::Crossing> crossings;
        for (std::uint32_t c = 0; c < map.graph().centerCount(); ++c) {
            detail::polygonRing(map, c, noisy, ring);
            detail::fillRing(g, ring, crossings, [&](int j, int i0, int i1) {
                for (int i = i0; i < i1; ++i)
                    ++count[std::size_t(j) * n + std::size_t(i)];
            });
        }
        int gaps = 0, overlaps = 0;
        // The square's right and bottom edges belong to no polygon (spans
        // and rows are half-open), so samples 0..599 are the map.
        for (int j = 0; j < n - 1; ++j)
            for (int i = 0; i < n - 1; ++i) {
                const int k = count[std::size_t(j) * n + std::size_t(i)];
                gaps += k == 0;
                overlaps += k > 1;
            }
        QCOMPARE(gaps, 0);
        if (!noisy) {
            QCOMPARE(overlaps, 0);
        } else {
            // mapgen2's subdivision keeps a noisy edge inside its
            // quadrilateral only when that is convex; where two edges of a
            // polygon cross, a sample may fall in two polygons.
            QVERIFY2(overlaps <= 5, qPrintable(QString::number(overlaps)));
        }
    }

    // Where two noisy edges cross and a sample lies in two polygons, the
    // higher-numbered one shows, whatever the tile: the colour at that
    // polygon's site.
    void overlapsShowTheHigherPolygon()
    {
        const PolymapMap &map = *theMap();
        const int n = 601;
        const detail::SampleGrid g{0.0, 0.0, 1.0, n, 0, n};
        std::vector<std::vector<std::uint32_t>> owners(std::size_t(n) * n);
        std::vector<detail::Crossing> crossings;
        for (std::uint32_t c = 0; c < map.graph().centerCount(); ++c)
            detail::fillPolygon(g, map, c, true, crossings, [&](int j, int i0, int i1) {
                for (int i = i0; i < i1; ++i)
                    owners[std::size_t(j) * n + std::size_t(i)].push_back(c);
            });
        int shown = 0;
        for (int j = 0; j < n; ++j)
            for (int i = 0; i < n; ++i) {
                const auto &here = owners[std::size_t(j) * n + std::size_t(i)];
                if (here.size() < 2)
                    continue;
                const auto colourAtSite = [&](std::uint32_t c) {
                    const Point site = map.graph().centers[c];
                    return pixelAt(map, View::Elevation, site.x, site.y, LayerNoisyEdges);
                };
                const std::uint32_t high = *std::max_element(here.begin(), here.end());
                const std::uint32_t low = *std::min_element(here.begin(), here.end());
                if (colourAtSite(high) == colourAtSite(low))
                    continue;
                // In tiles of 64 x 64 with the sample at each corner.
                for (const int dx : {0, 63})
                    for (const int dy : {0, 63}) {
                        const QImage tile =
                            renderPolymap(map, View::Elevation,
                                          region(i - dx, -(j - dy), 1.0, 64, 64, LayerNoisyEdges));
                        QCOMPARE(tile.pixel(dx, dy), colourAtSite(high));
                    }
                ++shown;
            }
        QVERIFY(shown > 0);
    }

    // The outline taken point by point is the stored ring, once points
    // repeated in a row, or the first again at the end, are kept once:
    // every polygon, straight and noisy.
    void streamedOutlineIsTheRing()
    {
        const PolymapMap &map = *theMap();
        std::vector<Point> ring, streamed;
        int differ = 0, noisyPoints = 0;
        for (const bool noisy : {false, true})
            for (std::uint32_t c = 0; c < map.graph().centerCount(); ++c) {
                detail::polygonRing(map, c, noisy, ring);
                streamed.clear();
                detail::forEachRingPoint(map, c, noisy, [&](const Point &p) {
                    if (streamed.empty() || !(streamed.back() == p))
                        streamed.push_back(p);
                });
                if (streamed.size() > 1 && streamed.back() == streamed.front())
                    streamed.pop_back();
                differ += streamed != ring;
                if (noisy)
                    noisyPoints += int(ring.size() - map.graph().centerCorners.of(c).size());
            }
        QCOMPARE(differ, 0);
        QVERIFY(noisyPoints > 10 * int(map.graph().centerCount()));
    }

    // Each polygon's samples against the rule, in bands that begin and end
    // inside polygons: its stored ring filled, and the same outline taken
    // point by point without storing it, as the renderer does.
    void fillFollowsTheRule()
    {
        const PolymapMap &map = *theMap();
        const double m = 0.9, left = -3.1, top = 2.3; // sample (i, j) at (i·m - 3.1, j·m - 2.3)
        const int width = 680;
        std::vector<Point> ring;
        std::vector<detail::Crossing> crossings;
        std::vector<char> filled, streamed;
        qint64 inside = 0, wrong = 0, outsideTheBox = 0;
        for (const bool noisy : {false, true})
            for (const auto &[j0, j1] : {std::pair{0, 680}, {211, 243}, {400, 401}}) {
                const detail::SampleGrid g{left, top, m, width, j0, j1};
                for (std::uint32_t c = 0; c < map.graph().centerCount(); ++c) {
                    detail::polygonRing(map, c, noisy, ring);
                    double x0 = ring[0].x, x1 = x0, y0 = ring[0].y, y1 = y0;
                    for (const Point &p : ring) {
                        x0 = std::min(x0, p.x), x1 = std::max(x1, p.x);
                        y0 = std::min(y0, p.y), y1 = std::max(y1, p.y);
                    }
                    const int i0 = std::max(0, int(std::floor((x0 - left) / m)) - 1);
                    const int i1 = std::min(width, int(std::ceil((x1 - left) / m)) + 2);
                    const int r0 = std::max(j0, int(std::floor((y0 + top) / m)) - 1);
                    const int r1 = std::min(j1, int(std::ceil((y1 + top) / m)) + 2);
                    const int w = std::max(0, i1 - i0), h = std::max(0, r1 - r0);
                    filled.assign(std::size_t(w) * std::size_t(h), 0);
                    streamed.assign(filled.size(), 0);
                    const auto into = [&](std::vector<char> &samples) {
                        return [&](int j, int a, int b) {
                            for (int i = a; i < b; ++i) {
                                if (j < r0 || j >= r1 || i < i0 || i >= i1)
                                    ++outsideTheBox;
                                else
                                    ++samples[std::size_t(j - r0) * std::size_t(w) +
                                              std::size_t(i - i0)];
                            }
                        };
                    };
                    detail::fillRing(g, ring, crossings, into(filled));
                    detail::fillPolygon(g, map, c, noisy, crossings, into(streamed));
                    for (int j = r0; j < r1; ++j)
                        for (int i = i0; i < i1; ++i) {
                            const std::size_t k =
                                std::size_t(j - r0) * std::size_t(w) + std::size_t(i - i0);
                            const bool rule = insideByRule(ring, g.x(i), g.y(j));
                            inside += rule;
                            wrong += filled[k] != char(rule);
                            wrong += streamed[k] != char(rule);
                        }
                }
            }
        QCOMPARE(wrong, 0);
        QCOMPARE(outsideTheBox, 0);
        // The map square at 0.9 a sample, twice, and two narrow bands.
        QVERIFY2(inside > 2 * 440000, qPrintable(QString::number(inside)));
    }

    // Without noisy edges a polygon is its site's Voronoi cell: the pixels
    // are the nearest site's biome, and the summary counts them.
    void polygonsAreVoronoiCellsAndCounted()
    {
        const PolymapMap &map = *theMap();
        const int n = 300;
        const double m = kMapSize / n;
        PolymapSummary summary;
        const QImage image =
            renderPolymap(map, View::Biomes, region(m / 2, -m / 2, m, n, n, 0), &summary);
        std::array<qint64, kBiomeCount> expected{};
        int differ = 0;
        for (int j = 0; j < n; ++j)
            for (int i = 0; i < n; ++i) {
                const double x = m / 2 + i * m, y = m / 2 + j * m;
                const std::uint32_t c = map.centerAt(x, y);
                QVERIFY(c != kNone);
                ++expected[std::size_t(map.centerBiome[c])];
                differ += image.pixel(i, j) != (biomeColour(map.centerBiome[c]) | 0xff000000u);
            }
        // Samples exactly between two sites may go either way.
        QVERIFY2(differ <= n * n / 2000, qPrintable(QString::number(differ)));
        qint64 total = 0, off = 0;
        for (int k = 0; k < kBiomeCount; ++k) {
            total += summary.biomePixels[std::size_t(k)];
            off += std::abs(summary.biomePixels[std::size_t(k)] - expected[std::size_t(k)]);
        }
        QCOMPARE(total, qint64(n) * n);
        QVERIFY2(off <= 2 * differ, qPrintable(QString::number(off)));
        QVERIFY(summary.biomePixels[std::size_t(Biome::Ocean)] > n * n / 4); // an island in the sea
        // The tile source says the same, and summaries merge by adding.
        const PolymapTileSource source(theMap(), View::Biomes);
        std::unique_ptr<terrain::render::MapSummary> found;
        QCOMPARE(source.render(region(m / 2, -m / 2, m, n, n, 0), &found), image);
        QVERIFY(found);
        const auto &fromSource = static_cast<const PolymapSummary &>(*found);
        QCOMPARE(fromSource.biomePixels, summary.biomePixels);
        std::unique_ptr<terrain::render::MapSummary> twice = found->clone();
        twice->merge(*found);
        for (int k = 0; k < kBiomeCount; ++k)
            QCOMPARE(static_cast<const PolymapSummary &>(*twice).biomePixels[std::size_t(k)],
                     2 * summary.biomePixels[std::size_t(k)]);
    }

    // At a site, with no lines over it, each view shows what it promises.
    void viewColoursAtSites()
    {
        const PolymapMap &map = *theMap();
        const Graph &g = map.graph();
        int land = 0, high = 0, low = 0, wet = 0, dry = 0;
        for (std::uint32_t c = 0; c < g.centerCount(); ++c) {
            const Point p = g.centers[c];
            const QRgb biome = biomeColour(map.centerBiome[c]) | 0xff000000u;
            QCOMPARE(pixelAt(map, View::Biomes, p.x, p.y, LayerNoisyEdges), biome);
            const QRgb elevation = pixelAt(map, View::Elevation, p.x, p.y, 0);
            const QRgb moisture = pixelAt(map, View::Moisture, p.x, p.y, 0);
            if (map.centerOcean[c]) {
                QCOMPARE(elevation, kOcean);
                QCOMPARE(moisture, kOcean);
                continue;
            }
            if (map.centerWater[c])
                continue;
            ++land;
            const double e = map.centerElevation[c], w = map.centerMoisture[c];
            if (e > 0.9) { // white peaks
                ++high;
                QVERIFY2(qRed(elevation) > 200 && qGreen(elevation) > 200 && qBlue(elevation) > 200,
                         qPrintable(QString::number(elevation, 16)));
            } else if (e < 0.1) { // green lowland
                ++low;
                QVERIFY2(qGreen(elevation) > qRed(elevation) &&
                             qGreen(elevation) > qBlue(elevation),
                         qPrintable(QString::number(elevation, 16)));
            }
            if (w > 0.9) { // wet: blue
                ++wet;
                QVERIFY(qBlue(moisture) > qRed(moisture) + 60);
            } else if (w < 0.1) { // dry: tan
                ++dry;
                QVERIFY(qRed(moisture) > qBlue(moisture) + 40);
            }
        }
        QVERIFY(land > 300);
        QVERIFY(high > 0 && low > 0 && wet > 0 && dry > 0);
    }

    // Land polygons draining to one outlet share a colour; other outlets
    // look different.
    void watershedsColourByOutlet()
    {
        const PolymapMap &map = *theMap();
        const Graph &g = map.graph();
        QHash<std::uint32_t, QRgb> colourOf;
        int checked = 0;
        for (std::uint32_t c = 0; c < g.centerCount(); ++c) {
            if (map.centerWater[c])
                continue;
            // The outlet of the polygon's lowest corner.
            std::uint32_t lowest = kNone;
            for (const std::uint32_t q : g.centerCorners.of(c))
                if (lowest == kNone || map.cornerElevation[q] < map.cornerElevation[lowest])
                    lowest = q;
            const std::uint32_t outlet = map.watershed[lowest];
            const QRgb colour = pixelAt(map, View::Watersheds, g.centers[c].x, g.centers[c].y, 0);
            QVERIFY(colour != kOcean);
            if (colourOf.contains(outlet))
                QCOMPARE(colour, colourOf[outlet]);
            colourOf.insert(outlet, colour);
            ++checked;
        }
        QSet<QRgb> distinct;
        for (const QRgb c : std::as_const(colourOf))
            distinct.insert(c);
        QVERIFY(colourOf.size() > 20);
        QVERIFY2(
            distinct.size() >= colourOf.size() * 9 / 10,
            qPrintable(u"%1 colours for %2 outlets"_s.arg(distinct.size()).arg(colourOf.size())));
        QVERIFY(checked > 300);
    }

    // Slopes: a triangle facing the north-west light is lighter than its
    // biome's colour, one facing away darker; water is not shaded.
    void slopesLitFromTheNorthWest()
    {
        const PolymapMap &map = *theMap();
        const Graph &g = map.graph();
        int lit = 0, shaded = 0;
        for (std::uint32_t c = 0; c < g.centerCount(); ++c) {
            const QRgb biome = biomeColour(map.centerBiome[c]) | 0xff000000u;
            const std::span<const std::uint32_t> corners = g.centerCorners.of(c);
            for (std::size_t k = 0; k < corners.size(); ++k) {
                const std::uint32_t a = corners[k], b = corners[(k + 1) % corners.size()];
                const Point p = g.centers[c], pa = g.corners[a], pb = g.corners[b];
                const double cx = (p.x + pa.x + pb.x) / 3, cy = (p.y + pa.y + pb.y) / 3;
                const QRgb colour = pixelAt(map, View::Slopes, cx, cy, 0);
                if (map.centerWater[c]) {
                    QCOMPARE(colour, biome);
                    continue;
                }
                // The upward normal's horizontal part, the map's y down: the
                // light comes from -x, -y.
                const double ux = pa.x - p.x, uy = pa.y - p.y,
                             uz = map.cornerElevation[a] - map.centerElevation[c];
                const double vx = pb.x - p.x, vy = pb.y - p.y,
                             vz = map.cornerElevation[b] - map.centerElevation[c];
                double nx = uy * vz - uz * vy, ny = uz * vx - ux * vz, nz = ux * vy - uy * vx;
                if (nz < 0)
                    nx = -nx, ny = -ny, nz = -nz;
                const double towardLight = (-nx - ny) / std::sqrt(nx * nx + ny * ny + nz * nz);
                if (towardLight > 0.01 &&
                    brightness(biome) < 3 * 250) { // white snow can get no lighter
                    QVERIFY(brightness(colour) > brightness(biome));
                    ++lit;
                } else if (towardLight < -0.01) {
                    QVERIFY(brightness(colour) < brightness(biome));
                    ++shaded;
                }
            }
        }
        QVERIFY(lit > 100 && shaded > 100);
    }

    // Polygons: a light fill under the graph's lines.
    void polygonsViewShowsTheGraph()
    {
        const PolymapMap &map = *theMap();
        const Graph &g = map.graph();
        int lines = 0;
        for (std::uint32_t e = 0; e < g.edges.size(); e += 7) {
            const Edge &edge = g.edges[e];
            if (edge.v0 == kNone || edge.d0 == kNone || edge.d1 == kNone)
                continue;
            const Point a = g.centers[edge.d0], b = g.centers[edge.d1];
            // Halfway from a site to one of its corners: inside, off every line.
            const Point q = g.corners[edge.v0];
            const Point half{(a.x + q.x) / 2, (a.y + q.y) / 2};
            // Unless a Delaunay edge from the site passes close by.
            bool clear = true;
            for (const std::uint32_t r : g.neighbors.of(edge.d0))
                clear = clear && distanceToSegment(half, a, g.centers[r]) > 0.3;
            if (!clear)
                continue;
            const double m = 0.05;
            const QRgb fill = pixelAt(map, View::Polygons, half.x, half.y, 0, m);
            const QRgb biome = biomeColour(map.centerBiome[edge.d0]) | 0xff000000u;
            QVERIFY(qRed(fill) >= qRed(biome) && qGreen(fill) >= qGreen(biome) &&
                    qBlue(fill) >= qBlue(biome));
            QVERIFY2(brightness(fill) > 540,
                     qPrintable(u"%1 %2"_s.arg(fill, 0, 16).arg(biome, 0, 16))); // light
            // A quarter along the Delaunay edge lies on its line.
            const QRgb line =
                pixelAt(map, View::Polygons, a.x + (b.x - a.x) / 4, a.y + (b.y - a.y) / 4, 0, m);
            QVERIFY(brightness(line) < brightness(fill) - 60);
            ++lines;
        }
        QVERIFY(lines > 100);
        // The graph layer draws the same lines over another view.
        const Point a = g.centers[g.edges[0].d0], b = g.centers[g.edges[0].d1];
        const double x = a.x + (b.x - a.x) / 4, y = a.y + (b.y - a.y) / 4;
        QVERIFY(pixelAt(map, View::Biomes, x, y, 0, 0.05) !=
                pixelAt(map, View::Biomes, x, y, LayerGraph, 0.05));
    }

    // Rivers are drawn along their edges, blue, and wider with more water.
    void riversAreDrawn()
    {
        const PolymapMap &map = *theMap();
        const Graph &g = map.graph();
        int drawn = 0;
        for (std::uint32_t e = 0; e < g.edges.size(); ++e) {
            const Edge &edge = g.edges[e];
            if (!map.edgeRiver[e] || edge.v0 == kNone || edge.v1 == kNone)
                continue;
            const Point a = g.corners[edge.v0], b = g.corners[edge.v1];
            const double x = (a.x + b.x) / 2, y = (a.y + b.y) / 2; // on the straight edge
            QCOMPARE(pixelAt(map, View::Biomes, x, y, LayerRivers, 0.05),
                     0xff225588u); // mapgen2's RIVER
            QVERIFY(pixelAt(map, View::Biomes, x, y, 0, 0.05) != 0xff225588u);
            ++drawn;
        }
        QVERIFY(drawn > 50);
    }
};

QTEST_GUILESS_MAIN(TestPolymapRender)
#include "tst_polymaprender.moc"
