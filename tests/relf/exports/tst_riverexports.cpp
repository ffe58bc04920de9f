// The continent's rivers in the map exports (relf/exports/exportrivers.h):
// a wide river's banks to scale, the Mapper file's watercourses and water,
// Tiled's polylines, the vector map's strokes and the GeoJSON lines, each
// against the world's rivers (relf/rivers.h) and rules worked out here.
#include "erodedisland.h"
#include "relf/exports/exportrivers.h"
#include "relf/exports/geojsonexport.h"
#include "relf/exports/mapexport.h"
#include "relf/exports/omapexport.h"
#include "relf/exports/tiledexport.h"
#include "relf/features/streams.h"
#include "relf/map/maprivers.h"
#include "render/colourtable.h"
#include "testfiles.h"

#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonObject>
#include <QPainter>
#include <QSvgRenderer>
#include <QTest>
#include <QXmlStreamReader>

#include <algorithm>
#include <cmath>
#include <map>
#include <numbers>

using namespace terrain;
using namespace terrain::relf;
using namespace terrain::testing;
using namespace Qt::StringLiterals;

namespace {

using Point = std::array<double, 2>;

double distanceToSegment(Point p, Point a, Point b)
{
    const double dx = b[0] - a[0], dy = b[1] - a[1];
    const double t = std::clamp(
        ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / std::max(dx * dx + dy * dy, 1e-300), 0.0, 1.0);
    return std::hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy);
}

double distanceToLine(Point p, const std::vector<Point> &line)
{
    double best = std::hypot(p[0] - line[0][0], p[1] - line[0][1]);
    for (std::size_t k = 1; k < line.size(); ++k)
        best = std::min(best, distanceToSegment(p, line[k - 1], line[k]));
    return best;
}

// Twice the signed area of a closed ring (its last point its first).
double twiceArea(const Ring &ring)
{
    double a = 0;
    for (std::size_t k = 0; k + 1 < ring.size(); ++k)
        a += ring[k][0] * ring[k + 1][1] - ring[k + 1][0] * ring[k][1];
    return a;
}

// Even-odd crossings of a horizontal ray from p.
bool inside(Point p, const BankPolygon &b)
{
    bool in = false;
    const auto cross = [&](const Ring &r) {
        for (std::size_t k = 0; k + 1 < r.size(); ++k) {
            const Point a = r[k], c = r[k + 1];
            if ((a[1] > p[1]) != (c[1] > p[1]) &&
                p[0] < a[0] + (p[1] - a[1]) * (c[0] - a[0]) / (c[1] - a[1]))
                in = !in;
        }
    };
    cross(b.outer);
    for (const Ring &h : b.holes)
        cross(h);
    return in;
}

} // namespace

class TestRiverExports : public QObject
{
    Q_OBJECT

    const RelfParameters m_params = erodedIsland();
    const RelfEvaluator m_terrain{m_params};
    // 8 km × 8 km around the widest river's last kilometres.
    exporting::Region m_region;
    std::vector<WorldRiver> m_expected; // the rivers whose bounds meet it

    const std::shared_ptr<const std::vector<WorldRiver>> m_world = worldRivers(*m_params.continent);

    const WorldRiver &widest() const { return m_world->front(); }

private Q_SLOTS:
    void initTestCase()
    {
        const WorldRiver &w = widest();
        QVERIFY2(w.width > 2 * kWidestLineRiver, qPrintable(QString::number(w.width)));
        const Point mouth = w.points[w.points.size() * 3 / 4];
        m_region = {std::round(mouth[0] - 4000), std::round(mouth[1] - 4000), 8000, 8000};
        for (const WorldRiver &r : *m_world)
            if (r.right >= m_region.x0 && r.left <= m_region.x0 + m_region.width &&
                r.top >= m_region.y0 && r.bottom <= m_region.y0 + m_region.height)
                m_expected.push_back(r);
        const auto narrow = std::count_if(m_expected.begin(), m_expected.end(), [](const auto &r) {
            return r.width <= kWidestLineRiver;
        });
        QVERIFY2(narrow >= 3 && std::size_t(narrow) + 2 <= m_expected.size(),
                 qPrintable(u"%1 narrow of %2"_s.arg(narrow).arg(m_expected.size())));
    }

    // An Ocean continent's rivers in a region are its world rivers that
    // reach into it, unmoved; a region across thousands of a repeating
    // continent's periods is refused, and a repeating one's rivers are the
    // world rivers moved by whole periods.
    void riversOfARegion()
    {
        std::vector<WorldRiver> got;
        QString error;
        QVERIFY(riversInRegion(m_terrain, m_region, &got, &error));
        QCOMPARE(got.size(), m_expected.size());
        for (std::size_t k = 0; k < got.size(); ++k)
            QCOMPARE(got[k].points, m_expected[k].points);

        const RelfParameters repeat = erodedIsland(ContinentEdges::Repeat);
        const RelfEvaluator tiled(repeat);
        const double period = kIslandSize * kIslandCell;
        QVERIFY(!riversInRegion(tiled, {0, 0, 70 * period, 70 * period}, &got, &error));
        QVERIFY2(error.contains(u"more than 4096 periods"_s), qPrintable(error));
        QVERIFY(got.empty());
        QVERIFY(riversInRegion(
            tiled, {kIslandOriginX + 0.5 * period, kIslandOriginY + 0.5 * period, period, 2000},
            &got, &error));
        const auto repeated = worldRivers(*repeat.continent);
        const auto &world = *repeated;
        // Each copy is a world river moved by whole periods: every point of
        // it, by the same multiples in x and y.
        const auto whole = [&](double d) { return std::fmod(std::abs(d), period) == 0.0; };
        int moved = 0;
        for (const WorldRiver &r : got) {
            const auto same = std::find_if(world.begin(), world.end(), [&](const WorldRiver &w) {
                if (w.points.size() != r.points.size() || w.length != r.length)
                    return false;
                const double dx = r.points[0][0] - w.points[0][0],
                             dy = r.points[0][1] - w.points[0][1];
                if (!whole(dx) || !whole(dy))
                    return false;
                for (std::size_t k = 0; k < r.points.size(); ++k)
                    if (r.points[k][0] != w.points[k][0] + dx ||
                        r.points[k][1] != w.points[k][1] + dy)
                        return false;
                return true;
            });
            QVERIFY(same != world.end());
            moved += r.points[0][0] != same->points[0][0] || r.points[0][1] != same->points[0][1];
        }
        QVERIFY(moved > 0);
    }

    // The widest river's water to scale: every point of its line inside,
    // every vertex of its banks half its width from the line (the round
    // joins' and ends' chords lie within), the outer ring anticlockwise, and
    // its area a tube's, 2rL + πr² (Steiner), less the 16-gon's shortfall
    // and where bends overlap.
    void banksToScale()
    {
        const WorldRiver &w = widest();
        const double r = w.width / 2;
        const std::vector<BankPolygon> banks = riverBanks(w);
        QVERIFY(!banks.empty());
        double area = 0;
        for (const BankPolygon &b : banks) {
            QVERIFY(twiceArea(b.outer) > 0);
            area += twiceArea(b.outer) / 2;
            for (const Ring &h : b.holes) {
                QVERIFY(twiceArea(h) < 0);
                area += twiceArea(h) / 2;
            }
            for (const Ring *ring : {&b.outer}) {
                QCOMPARE(ring->front(), ring->back());
                for (const Point &p : *ring) {
                    const double d = distanceToLine(p, w.points);
                    QVERIFY2(d > r * std::cos(std::numbers::pi / 16) - 1e-6 && d < r * 1.000001,
                             qPrintable(u"%1 from the line, half the width %2"_s.arg(d).arg(r)));
                }
            }
        }
        for (std::size_t k = 0; k + 1 < w.points.size(); ++k) {
            const Point mid{(w.points[k][0] + w.points[k + 1][0]) / 2,
                            (w.points[k][1] + w.points[k + 1][1]) / 2};
            QVERIFY(std::any_of(banks.begin(), banks.end(),
                                [&](const BankPolygon &b) { return inside(mid, b); }));
        }
        const double tube = 2 * r * w.length + std::numbers::pi * r * r;
        QVERIFY2(area < tube * 1.0001 && area > tube * 0.97,
                 qPrintable(u"%1 m² against a tube's %2"_s.arg(area).arg(tube)));
        // A river without two points has no water.
        WorldRiver dot = w;
        dot.points.resize(1);
        QVERIFY(riverBanks(dot).empty());
    }

    // Mapper's file: each river up to 5 m wide a 304 line from its source
    // (map units 1/1000 mm at 1:10,000 from the region's centre, y up the
    // page), the wider ones 301.1 water whose areas add up to the lake
    // cells' and the rivers' tubes.
    void omapWatercoursesAndWater()
    {
        OutputFile out(u"r.omap"_s);
        const double c = 16;
        QVERIFY2(exportOmap(m_terrain, m_region, c, out.path, &out.error), qPrintable(out.error));
        QFile f(out.path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QXmlStreamReader xml(&f);
        std::map<QString, QString> codeOf;
        QString symbol;
        std::vector<QString> lineStarts;
        double water = 0;
        while (!xml.atEnd()) {
            if (xml.readNext() != QXmlStreamReader::StartElement)
                continue;
            const auto a = xml.attributes();
            if (xml.name() == u"symbol"_s && a.hasAttribute(u"id"_s))
                codeOf[a.value(u"id"_s).toString()] = a.value(u"code"_s).toString();
            else if (xml.name() == u"object"_s)
                symbol = codeOf.at(a.value(u"symbol"_s).toString());
            else if (xml.name() == u"coords"_s && symbol == u"304"_s)
                lineStarts.push_back(xml.readElementText().section(u';', 0, 0));
            else if (xml.name() == u"coords"_s && symbol == u"301.1"_s) {
                Ring ring;
                for (const QString &p : xml.readElementText().split(u';', Qt::SkipEmptyParts)) {
                    const QStringList v = p.split(u' ', Qt::SkipEmptyParts);
                    ring.push_back({v[0].toDouble() / 100, v[1].toDouble() / 100});
                    if (v.size() == 3 && v[2] == u"18"_s) {
                        water += std::abs(twiceArea(ring)) / 2; // holes: lakes hold none here
                        ring.clear();
                    }
                }
            }
        }
        QVERIFY(!xml.hasError());
        const double cx = m_region.x0 + m_region.width / 2, cy = m_region.y0 + m_region.height / 2;
        std::vector<QString> expected;
        double tubes = 0;
        for (const WorldRiver &r : m_expected)
            if (r.width <= kWidestLineRiver)
                expected.push_back(u"%1 %2"_s.arg(std::llround((r.points[0][0] - cx) * 100))
                                       .arg(std::llround(-(r.points[0][1] - cy) * 100)));
            else
                tubes += r.width * r.length + std::numbers::pi * r.width * r.width / 4;
        std::sort(expected.begin(), expected.end());
        std::sort(lineStarts.begin(), lineStarts.end());
        QCOMPARE(lineStarts, expected);
        double lake = 0;
        for (int j = 0; j < int(m_region.height / c) + 1; ++j)
            for (int i = 0; i < int(m_region.width / c) + 1; ++i)
                lake += m_terrain.terra(m_region.x0 + i * c, m_region.y0 + m_region.height - j * c)
                                    .terrain == TerrainKind::Lake
                            ? c * c
                            : 0.0;
        QVERIFY2(water > lake + 0.9 * tubes && water < lake + 1.0001 * tubes,
                 qPrintable(u"water %1 m², lakes %2, rivers %3"_s.arg(water).arg(lake).arg(tubes)));
    }

    // Tiled's objects: one "river" polyline a river, from its source, as long
    // as the river, with its width, length, basin and whether it reaches the sea.
    void tiledPolylines()
    {
        OutputFile out(u"r.tmj"_s);
        const double m = 16;
        QVERIFY2(exportTiledMap(m_terrain, m_region, m, out.path, &out.error),
                 qPrintable(out.error));
        const QJsonArray objects = readJson(out.path)
                                       .value(u"layers"_s)
                                       .toArray()[1]
                                       .toObject()
                                       .value(u"objects"_s)
                                       .toArray();
        std::vector<QJsonObject> rivers;
        for (const QJsonValue &o : objects)
            if (o.toObject().value(u"class"_s) == u"river"_s ||
                o.toObject().value(u"type"_s) == u"river"_s)
                rivers.push_back(o.toObject());
        QCOMPARE(rivers.size(), m_expected.size());
        const double ts = 16; // pixels a tile
        for (std::size_t k = 0; k < rivers.size(); ++k) {
            const WorldRiver &r = m_expected[k];
            const QJsonArray line = rivers[k].value(u"polyline"_s).toArray();
            QCOMPARE(std::size_t(line.size()), r.points.size());
            double length = 0;
            for (qsizetype q = 1; q < line.size(); ++q) {
                const QJsonObject a = line[q - 1].toObject(), b = line[q].toObject();
                length += std::hypot(b[u"x"_s].toDouble() - a[u"x"_s].toDouble(),
                                     b[u"y"_s].toDouble() - a[u"y"_s].toDouble());
            }
            QVERIFY(std::abs(length / ts * m - r.length) < 1e-6 * r.length);
            // x from the region's west edge, y down from its north edge, half a tile in.
            QCOMPARE(rivers[k][u"x"_s].toDouble(), ((r.points[0][0] - m_region.x0) / m + 0.5) * ts);
            std::map<QString, QJsonValue> props;
            for (const QJsonValue &p : rivers[k].value(u"properties"_s).toArray())
                props[p[u"name"_s].toString()] = p[u"value"_s];
            QCOMPARE(props.at(u"width"_s).toDouble(), riverWidth(r.area));
            QCOMPARE(props.at(u"into_sea"_s).toBool(), r.intoSea);
            QCOMPARE(props.at(u"area_km2"_s).toDouble(), r.area / 1e6);
        }
    }

    // The vector map strokes the rivers as the raster map does: drawn by
    // Qt's SVG renderer at 4 m a pixel, the middle of nine in ten segments of
    // the rivers stroked at least 2.5 pixels wide is the watercourse blue
    // (symbols and roads cross some).
    void svgStrokes()
    {
        OutputFile out(u"r.svg"_s);
        const double m = 4;
        QVERIFY2(exportVectorMap(m_terrain, m_region, m, VectorFormat::Svg, out.path, &out.error),
                 qPrintable(out.error));
        QSvgRenderer svg(out.path);
        QVERIFY(svg.isValid());
        // The drawing's units are the map's pixels.
        const int w = int(m_region.width / m), h = int(m_region.height / m);
        QCOMPARE(svg.viewBoxF(), QRectF(0, 0, w, h));
        QImage picture(w, h, QImage::Format_RGB32);
        picture.fill(Qt::white);
        QPainter painter(&picture);
        svg.render(&painter, QRectF(0, 0, w, h));
        painter.end();
        const QColor blue = QColor::fromRgb(render::rgbOf(render::MapColour::WaterFeature));
        int tried = 0, isBlue = 0;
        for (const WorldRiver &r : m_expected) {
            if (riverStroke(r.area, r.width, m) < 2.5)
                continue;
            for (std::size_t k = 0; k + 1 < r.points.size(); ++k) {
                const double x = (r.points[k][0] + r.points[k + 1][0]) / 2,
                             y = (r.points[k][1] + r.points[k + 1][1]) / 2;
                // The picture's left edge is the region's west (mapSettings).
                const int i = int(std::floor((x - m_region.x0) / m)),
                          j = int(std::floor((m_region.y0 + m_region.height - y) / m));
                if (i < 0 || j < 0 || i >= w || j >= h)
                    continue;
                ++tried;
                const QColor got = picture.pixelColor(i, j);
                isBlue += std::abs(got.red() - blue.red()) + std::abs(got.green() - blue.green()) +
                              std::abs(got.blue() - blue.blue()) <
                          64; // antialiased edges; white is 445 away
            }
        }
        QVERIFY2(tried > 50,
                 qPrintable(u"%1 tried, the widest %2 m"_s.arg(tried).arg(widest().width)));
        QVERIFY2(isBlue >= tried * 9 / 10, qPrintable(u"%1 of %2 blue"_s.arg(isBlue).arg(tried)));
    }

    // GeoJSON: a LineString a river with its points, width and length; a
    // LineString a stream; the buildings as closed anticlockwise squares and
    // the other objects as points, as many as the object list has.
    void geoJsonFeatures()
    {
        OutputFile out(u"r.geojson"_s);
        QVERIFY2(exportGeoJson(m_terrain, m_region, out.path, &out.error), qPrintable(out.error));
        const QJsonObject doc = readJson(out.path);
        QCOMPARE(doc[u"type"_s].toString(), u"FeatureCollection"_s);
        std::map<QString, int> count;
        std::vector<QJsonObject> rivers;
        for (const QJsonValue &v : doc[u"features"_s].toArray()) {
            const QJsonObject f = v.toObject();
            const QString kind = f[u"properties"_s][u"kind"_s].toString();
            const QString type = f[u"geometry"_s][u"type"_s].toString();
            ++count[kind];
            if (kind == u"river"_s) {
                QCOMPARE(type, u"LineString"_s);
                rivers.push_back(f);
            } else if (kind == u"stream"_s || kind == u"road"_s) {
                QCOMPARE(type, u"LineString"_s);
            } else if (kind == u"building"_s) {
                QCOMPARE(type, u"Polygon"_s);
                const QJsonArray ring = f[u"geometry"_s][u"coordinates"_s].toArray()[0].toArray();
                QCOMPARE(ring.size(), 5);
                QCOMPARE(ring[0], ring[4]);
                Ring r;
                for (const QJsonValue &p : ring)
                    r.push_back({p[0].toDouble(), p[1].toDouble()});
                QCOMPARE(twiceArea(r) / 2,
                         RelfEvaluator::kBuildingSize * RelfEvaluator::kBuildingSize * 1.0);
            } else {
                QCOMPARE(type, u"Point"_s);
            }
        }
        QCOMPARE(rivers.size(), m_expected.size());
        for (std::size_t k = 0; k < rivers.size(); ++k) {
            const QJsonArray line = rivers[k][u"geometry"_s][u"coordinates"_s].toArray();
            QCOMPARE(std::size_t(line.size()), m_expected[k].points.size());
            for (qsizetype q = 0; q < line.size(); ++q) {
                QCOMPARE(line[q][0].toDouble(), m_expected[k].points[std::size_t(q)][0]);
                QCOMPARE(line[q][1].toDouble(), m_expected[k].points[std::size_t(q)][1]);
            }
            QCOMPARE(rivers[k][u"properties"_s][u"width"_s].toDouble(), m_expected[k].width);
            QCOMPARE(rivers[k][u"properties"_s][u"length"_s].toDouble(), m_expected[k].length);
        }
        const auto streams =
            findStreams(m_terrain, std::int64_t(m_region.x0), std::int64_t(m_region.y0),
                        std::int64_t(m_region.x0 + m_region.width),
                        std::int64_t(m_region.y0 + m_region.height));
        QVERIFY(streams && !streams->empty());
        QCOMPARE(count[u"stream"_s], int(streams->size()));
        std::map<QString, int> listed;
        for (const ObjectRecord &o : objectsIn(m_terrain, m_region))
            if (o.kind != "stream_point" && o.kind != "river_point" && o.kind != "road_vertex")
                ++listed[QString::fromStdString(o.kind)];
        for (const auto &[kind, n] : listed)
            QCOMPARE(count[kind], n);
        QVERIFY(count[u"building"_s] > 0 || listed.size() > 2);
        // The object list's bounds, in its words.
        QString error;
        QVERIFY(!exportGeoJson(m_terrain, {0, 0, 20000, 100}, out.path + u"2"_s, &error));
        QVERIFY2(error.contains(u"at most 16384 m a side for GeoJSON"_s), qPrintable(error));
        QVERIFY(!QFile::exists(out.path + u"2"_s));
    }
};

QTEST_GUILESS_MAIN(TestRiverExports)
#include "tst_riverexports.moc"
