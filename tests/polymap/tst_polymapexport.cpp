// The polygon map's exports: the heightmap through the shared writer (its
// size, format, sidecar and heights at the sites), the indexed biome
// picture and its palette, moisture, the map picture and SVG, GeoJSON and
// the checking JSON against the map's own values; progress, cancelling and
// failures leave any old file as it was.
#include "polymap/exports/polymapexport.h"
#include "smalldisk.h"
#include "testfiles.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPainter>
#include <QScopeGuard>
#include <QSet>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <functional>

using namespace terrain::polymap;
using namespace Qt::StringLiterals;

namespace {

using terrain::testing::readAll;
using terrain::testing::readJson;

const PolymapMapPtr &theMap()
{
    static const PolymapMapPtr map = generate(PolymapParameters{}, {}, 0);
    return map;
}

// The pixel of a size x size export that holds map point (x, y).
QPoint pixelOf(double x, double y, int size)
{
    return {int(x / kMapSize * size), int(y / kMapSize * size)};
}

QRgb biomeRgb(Biome b)
{
    return biomeColour(b) | 0xff000000u;
}

} // namespace

class TestPolymapExport : public QObject, private terrain::testing::ScratchFolder
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(theMap());
        QVERIFY(m_dir.isValid());
    }

    void heightmap()
    {
        const PolymapMap &map = *theMap();
        const Graph &g = map.graph();
        const int size = 512;
        QCOMPARE(exportHeightmap(map, size, u"png16"_s, at(u"h.png"_s)), QString());
        const QImage image(at(u"h.png"_s));
        QCOMPARE(image.size(), QSize(size, size));
        QCOMPARE(image.format(), QImage::Format_Grayscale16);
        const QJsonObject sidecar = readJson(at(u"h.png.json"_s));
        QCOMPARE(sidecar.value(u"size"_s).toInt(), size);
        QCOMPARE(sidecar.value(u"generator"_s).toString(), u"terrainstudio-polymap"_s);
        QCOMPARE(sidecar.value(u"cell_size"_s).toDouble(), kMapSize / size);
        QVERIFY(sidecar.contains(u"value"_s)); // the shared writer's keys
        const double lo = sidecar.value(u"min_height"_s).toDouble(),
                     hi = sidecar.value(u"max_height"_s).toDouble();
        QCOMPARE(lo, 0.0); // the sea
        QVERIFY(hi > 0.9 && hi <= 1.0);
        // At a site the height lies between its polygon's corners' heights.
        int checked = 0;
        for (std::uint32_t c = 0; c < g.centerCount(); c += 3) {
            const QPoint p = pixelOf(g.centers[c].x, g.centers[c].y, size);
            const double h =
                lo + reinterpret_cast<const quint16 *>(image.constScanLine(p.y()))[p.x()] /
                         65535.0 * (hi - lo);
            double cmin = 1, cmax = 0;
            for (const std::uint32_t q : g.centerCorners.of(c)) {
                cmin = std::min(cmin, double(map.cornerElevation[q]));
                cmax = std::max(cmax, double(map.cornerElevation[q]));
            }
            QVERIFY2(
                h >= cmin - 1e-3 && h <= cmax + 1e-3,
                qPrintable(u"center %1: %2 not in %3..%4"_s.arg(c).arg(h).arg(cmin).arg(cmax)));
            if (map.centerOcean[c])
                QCOMPARE(h, 0.0);
            ++checked;
        }
        QVERIFY(checked > 500);
        // RAW: the same values, little-endian.
        QCOMPARE(exportHeightmap(map, size, u"raw"_s, at(u"h.raw"_s)), QString());
        const QByteArray raw = readAll(at(u"h.raw"_s));
        QCOMPARE(raw.size(), 2 * size * size);
        for (const auto &[x, y] :
             {std::pair{0, 0}, {256, 256}, {300, 200}, {511, 511}, {123, 456}}) {
            const auto *bytes =
                reinterpret_cast<const uchar *>(raw.constData()) + 2 * (y * size + x);
            QCOMPARE(quint16(bytes[0] | bytes[1] << 8),
                     reinterpret_cast<const quint16 *>(image.constScanLine(y))[x]);
        }
        QCOMPARE(readJson(at(u"h.raw.json"_s)).value(u"size"_s).toInt(), size);
        QVERIFY(exportHeightmap(map, size, u"exr"_s, at(u"h.exr"_s))
                    .startsWith(at(u"h.exr"_s) + u": "_s));
    }

    void biomePicture()
    {
        const PolymapMap &map = *theMap();
        const Graph &g = map.graph();
        const int size = 1024;
        QCOMPARE(exportBiomePng(map, size, at(u"b.png"_s)), QString());
        const QImage image(at(u"b.png"_s));
        QCOMPARE(image.size(), QSize(size, size));
        QCOMPARE(image.format(), QImage::Format_Indexed8);
        QCOMPARE(image.colorCount(), kBiomeCount);
        for (int k = 0; k < kBiomeCount; ++k)
            QCOMPARE(image.color(k), biomeRgb(Biome(k)));
        int wrong = 0;
        for (std::uint32_t c = 0; c < g.centerCount(); ++c) {
            const QPoint p = pixelOf(g.centers[c].x, g.centers[c].y, size);
            wrong += image.pixelIndex(p) != int(map.centerBiome[c]);
        }
        QCOMPARE(wrong, 0);
        const QJsonArray palette = readJson(at(u"b.png.json"_s)).value(u"biomes"_s).toArray();
        QCOMPARE(palette.size(), kBiomeCount);
        for (int k = 0; k < kBiomeCount; ++k) {
            const QJsonObject o = palette[k].toObject();
            QCOMPARE(o.value(u"index"_s).toInt(), k);
            QCOMPARE(o.value(u"name"_s).toString(), QString::fromLatin1(biomeName(Biome(k))));
            QCOMPARE(o.value(u"colour"_s).toString(),
                     u"#%1"_s.arg(biomeRgb(Biome(k)) & 0xffffffu, 6, 16, QLatin1Char('0')));
        }
        QCOMPARE(palette[0].toObject().value(u"name"_s).toString(), u"OCEAN"_s);
        QCOMPARE(palette[17].toObject().value(u"name"_s).toString(), u"SUBTROPICAL_DESERT"_s);
    }

    void moisturePicture()
    {
        const PolymapMap &map = *theMap();
        const Graph &g = map.graph();
        const int size = 1024;
        QCOMPARE(exportMoisturePng(map, size, at(u"m.png"_s)), QString());
        const QImage image(at(u"m.png"_s));
        QCOMPARE(image.format(), QImage::Format_Grayscale8);
        QCOMPARE(image.size(), QSize(size, size));
        int land = 0;
        for (std::uint32_t c = 0; c < g.centerCount(); ++c) {
            const QPoint p = pixelOf(g.centers[c].x, g.centers[c].y, size);
            const int value = image.constScanLine(p.y())[p.x()];
            if (map.centerWater[c]) {
                QCOMPARE(value, 255);
            } else {
                QVERIFY(std::abs(value - map.centerMoisture[c] * 255.0) <= 0.5 + 1e-9);
                ++land;
            }
        }
        QVERIFY(land > 300);
        QCOMPARE(image.constScanLine(0)[0], uchar(255)); // the corner of the map is sea
    }

    void mapPictureAndSvg()
    {
        const PolymapMap &map = *theMap();
        const Graph &g = map.graph();
        const int size = 600;
        QCOMPARE(exportMapPng(map, View::Biomes, 0, size, at(u"map.png"_s)), QString());
        const QImage png(at(u"map.png"_s));
        QCOMPARE(png.size(), QSize(size, size));
        QCOMPARE(exportMapSvg(map, View::Biomes, LayersDefault, at(u"map.svg"_s)), QString());
        QSvgRenderer svg(at(u"map.svg"_s));
        QVERIFY(svg.isValid());
        QCOMPARE(svg.viewBoxF(), QRectF(0, 0, 600, 600));
        QImage drawn(size, size, QImage::Format_RGB32);
        drawn.fill(Qt::white);
        QPainter painter(&drawn);
        svg.render(&painter);
        painter.end();
        // At the sites: the biome's colour in the picture; in the SVG too,
        // unless a river, road or lava line crosses it.
        int pictureWrong = 0, svgRight = 0, land = 0;
        for (std::uint32_t c = 0; c < g.centerCount(); ++c) {
            const QPoint p = pixelOf(g.centers[c].x, g.centers[c].y, size);
            pictureWrong += png.pixel(p) != biomeRgb(map.centerBiome[c]);
            svgRight += drawn.pixel(p) == biomeRgb(map.centerBiome[c]);
            land += !map.centerWater[c];
        }
        QCOMPARE(pictureWrong, 0);
        QVERIFY2(svgRight > int(g.centerCount()) * 9 / 10, qPrintable(QString::number(svgRight)));
        const QByteArray text = readAll(at(u"map.svg"_s));
        QVERIFY(text.contains("<g id=\"rivers\""));
        QVERIFY(text.contains("stroke=\"#225588\""));
        // The graph's groups only with the graph.
        QVERIFY(!text.contains("id=\"voronoi\""));
        QCOMPARE(exportMapSvg(map, View::Polygons, 0, at(u"graph.svg"_s)), QString());
        QVERIFY(readAll(at(u"graph.svg"_s)).contains("id=\"voronoi\""));
        QVERIFY(!readAll(at(u"graph.svg"_s)).contains("id=\"rivers\""));
    }

    void geoJson()
    {
        const PolymapMap &map = *theMap();
        const Graph &g = map.graph();
        QCOMPARE(exportGeoJson(map, at(u"map.geojson"_s)), QString());
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(readAll(at(u"map.geojson"_s)), &error);
        QCOMPARE(error.error, QJsonParseError::NoError);
        const QJsonObject root = doc.object();
        QCOMPARE(root.value(u"type"_s).toString(), u"FeatureCollection"_s);
        const QJsonArray features = root.value(u"features"_s).toArray();
        std::size_t polygons = 0, rivers = 0, expectedRivers = 0, expectedPolygons = 0;
        for (std::uint32_t e = 0; e < g.edges.size(); ++e)
            expectedRivers +=
                map.edgeRiver[e] > 0 && g.edges[e].v0 != kNone && g.edges[e].v1 != kNone;
        QSet<std::uint32_t> skipped;
        for (std::uint32_t c = 0; c < g.centerCount(); ++c) {
            if (g.centerCorners.of(c).size() >= 3)
                ++expectedPolygons;
            else
                skipped.insert(c);
        }
        for (const QJsonValue &v : features) {
            const QJsonObject f = v.toObject();
            QCOMPARE(f.value(u"type"_s).toString(), u"Feature"_s);
            const QJsonObject geometry = f.value(u"geometry"_s).toObject();
            const QJsonObject properties = f.value(u"properties"_s).toObject();
            const auto index = std::uint32_t(properties.value(u"index"_s).toInteger());
            if (properties.value(u"kind"_s).toString() == u"center"_s) {
                ++polygons;
                QCOMPARE(geometry.value(u"type"_s).toString(), u"Polygon"_s);
                const QJsonArray ring = geometry.value(u"coordinates"_s).toArray().at(0).toArray();
                const std::span<const std::uint32_t> corners = g.centerCorners.of(index);
                QCOMPARE(std::size_t(ring.size()), corners.size() + 1);
                QCOMPARE(ring.first(), ring.last()); // closed
                // Every corner of the polygon is on the ring.
                QSet<QPair<double, double>> onRing;
                for (const QJsonValue &p : ring)
                    onRing.insert({p.toArray().at(0).toDouble(), p.toArray().at(1).toDouble()});
                for (const std::uint32_t q : corners)
                    QVERIFY(onRing.contains({g.corners[q].x, g.corners[q].y}));
                QCOMPARE(properties.value(u"water"_s).toBool(), bool(map.centerWater[index]));
                QCOMPARE(properties.value(u"ocean"_s).toBool(), bool(map.centerOcean[index]));
                QCOMPARE(properties.value(u"coast"_s).toBool(), bool(map.centerCoast[index]));
                QCOMPARE(properties.value(u"border"_s).toBool(), bool(g.centerBorder[index]));
                QCOMPARE(float(properties.value(u"elevation"_s).toDouble()),
                         map.centerElevation[index]);
                QCOMPARE(float(properties.value(u"moisture"_s).toDouble()),
                         map.centerMoisture[index]);
                Biome b = Biome::Ocean;
                QVERIFY(biomeFromName(properties.value(u"biome"_s).toString(), &b));
                QCOMPARE(b, map.centerBiome[index]);
            } else {
                QCOMPARE(properties.value(u"kind"_s).toString(), u"river"_s);
                ++rivers;
                QCOMPARE(geometry.value(u"type"_s).toString(), u"LineString"_s);
                QCOMPARE(properties.value(u"volume"_s).toInteger(), qint64(map.edgeRiver[index]));
                const QJsonArray line = geometry.value(u"coordinates"_s).toArray();
                QCOMPARE(line.size(), 2);
                QCOMPARE(line[0].toArray().at(0).toDouble(), g.corners[g.edges[index].v0].x);
            }
        }
        QCOMPARE(polygons, expectedPolygons);
        QCOMPARE(rivers, expectedRivers);
        QVERIFY(rivers > 50);
        QCOMPARE(std::size_t(root.value(u"skippedCenters"_s).toArray().size()),
                 std::size_t(skipped.size()));
    }

    void checkingJson()
    {
        const PolymapMap &map = *theMap();
        const Graph &g = map.graph();
        QCOMPARE(exportJson(map, at(u"map.json"_s)), QString());
        const QJsonObject root = readJson(at(u"map.json"_s));
        QCOMPARE(root.keys(), (QStringList{u"centers"_s, u"corners"_s}));
        const QJsonArray centers = root.value(u"centers"_s).toArray(),
                         corners = root.value(u"corners"_s).toArray();
        QCOMPARE(std::size_t(centers.size()), g.centerCount());
        QCOMPARE(std::size_t(corners.size()), g.cornerCount());
        const QStringList centerKeys = {u"biome"_s,     u"border"_s,   u"coast"_s,     u"corners"_s,
                                        u"elevation"_s, u"moisture"_s, u"neighbors"_s, u"ocean"_s,
                                        u"water"_s,     u"x"_s,        u"y"_s};
        for (std::uint32_t c = 0; c < g.centerCount(); ++c) {
            const QJsonObject o = centers[c].toObject();
            QCOMPARE(o.keys(), centerKeys);
            QCOMPARE(o.value(u"x"_s).toDouble(), g.centers[c].x);
            QCOMPARE(o.value(u"y"_s).toDouble(), g.centers[c].y);
            QCOMPARE(float(o.value(u"elevation"_s).toDouble()), map.centerElevation[c]);
            QCOMPARE(o.value(u"water"_s).toBool(), bool(map.centerWater[c]));
            QCOMPARE(o.value(u"biome"_s).toString(),
                     QString::fromLatin1(biomeName(map.centerBiome[c])));
            const QJsonArray neighbors = o.value(u"neighbors"_s).toArray();
            QCOMPARE(std::size_t(neighbors.size()), g.neighbors.of(c).size());
            for (qsizetype k = 0; k < neighbors.size(); ++k)
                QCOMPARE(std::uint32_t(neighbors[k].toInteger()),
                         g.neighbors.of(c)[std::size_t(k)]);
            QCOMPARE(std::size_t(o.value(u"corners"_s).toArray().size()),
                     g.centerCorners.of(c).size());
        }
        const QStringList cornerKeys = {u"border"_s,    u"coast"_s, u"downslope"_s, u"elevation"_s,
                                        u"moisture"_s,  u"ocean"_s, u"river"_s,     u"water"_s,
                                        u"watershed"_s, u"x"_s,     u"y"_s};
        for (std::uint32_t q = 0; q < g.cornerCount(); ++q) {
            const QJsonObject o = corners[q].toObject();
            QCOMPARE(o.keys(), cornerKeys);
            QCOMPARE(o.value(u"x"_s).toDouble(), g.corners[q].x);
            QCOMPARE(float(o.value(u"moisture"_s).toDouble()), map.cornerMoisture[q]);
            QCOMPARE(std::uint32_t(o.value(u"downslope"_s).toInteger()), map.downslope[q]);
            QCOMPARE(std::uint32_t(o.value(u"river"_s).toInteger()), map.cornerRiver[q]);
            QCOMPARE(o.value(u"coast"_s).toBool(), bool(map.cornerCoast[q]));
        }
    }

    void progressAndCancel()
    {
        const PolymapMap &map = *theMap();
        const QString path = at(u"old.png"_s);
        QVERIFY(terrain::testing::writeAll(path, "old picture"));
        const auto countFiles = [&] { return QDir(m_dir.path()).entryList(QDir::Files).size(); };
        const qsizetype before = countFiles();
        // Progress rises to 1.
        QList<double> seen;
        QCOMPARE(exportBiomePng(map, 512, at(u"p.png"_s),
                                [&](double f) {
                                    seen << f;
                                    return true;
                                }),
                 QString());
        QVERIFY(!seen.isEmpty());
        QCOMPARE(seen.last(), 1.0);
        QVERIFY(std::is_sorted(seen.begin(), seen.end()));
        // Every raster export, cancelled, leaves the old file and nothing else.
        const Progress stop = [](double) { return false; };
        const QList<std::function<QString()>> exports = {
            [&] { return exportMapPng(map, View::Biomes, LayersDefault, 512, path, stop); },
            [&] { return exportHeightmap(map, 512, u"png16"_s, path, stop); },
            [&] { return exportBiomePng(map, 512, path, stop); },
            [&] { return exportMoisturePng(map, 512, path, stop); },
        };
        for (const auto &run : exports) {
            QCOMPARE(run(), path + u": cancelled"_s);
            QCOMPARE(readAll(path), QByteArray("old picture"));
        }
        QCOMPARE(countFiles(), before + 2); // p.png and its palette
    }

    void failuresNameThePathAndWriteNothing()
    {
        const PolymapMap &map = *theMap();
        const QString missing = at(u"missing/dir/x"_s);
        const QList<std::pair<QString, std::function<QString(const QString &)>>> exports = {
            {u".png"_s,
             [&](const QString &p) {
                 return exportMapPng(map, View::Biomes, LayersDefault, 64, p);
             }},
            {u".svg"_s,
             [&](const QString &p) { return exportMapSvg(map, View::Biomes, LayersDefault, p); }},
            {u".png"_s, [&](const QString &p) { return exportHeightmap(map, 64, u"png16"_s, p); }},
            {u".png"_s, [&](const QString &p) { return exportBiomePng(map, 64, p); }},
            {u".png"_s, [&](const QString &p) { return exportMoisturePng(map, 64, p); }},
            {u".geojson"_s, [&](const QString &p) { return exportGeoJson(map, p); }},
            {u".json"_s, [&](const QString &p) { return exportJson(map, p); }},
        };
        for (const auto &[suffix, run] : exports) {
            const QString error = run(missing + suffix);
            QVERIFY2(error.startsWith(missing + suffix + u": cannot write"_s), qPrintable(error));
        }
        QVERIFY(!QDir(at(u"missing"_s)).exists());
        // Sizes out of range are refused before anything is made.
        QVERIFY(exportBiomePng(map, 0, at(u"z.png"_s))
                    .startsWith(at(u"z.png"_s) + u": expected a size from 1 to 16384"_s));
        QVERIFY(exportMapPng(map, View::Biomes, 0, kMaxExportSize + 1, at(u"z.png"_s))
                    .contains(u"found 16385"_s));
        QVERIFY(!QFile::exists(at(u"z.png"_s)));
    }

    // On a full disk every picture says so with the path, as the shared
    // writers do (libpng's "Write Error" and Qt's "Unknown error" said
    // nothing), and the old file stays. The disk: a tmpfs of one 4 KiB page,
    // which the old file fills; mounting it needs root (as tst_exportbands'
    // full disk).
    void fullDiskIsNamed()
    {
        const terrain::testing::SmallDisk dir("size=4k");
        if (!dir.mounted())
            QSKIP("cannot mount a small tmpfs here (not root)");
        const PolymapMap &map = *theMap();
        const QString path = dir.filePath(u"p.png"_s);
        {
            QFile old(path);
            QVERIFY(old.open(QIODevice::WriteOnly));
            QVERIFY(old.write("old picture") == 11 && old.flush());
        }
        const QList<std::function<QString()>> exports = {
            [&] { return exportMapPng(map, View::Biomes, LayersDefault, 256, path); },
            [&] { return exportBiomePng(map, 256, path); },
            [&] { return exportMoisturePng(map, 256, path); },
        };
        for (const auto &run : exports) {
            const QString error = run();
            QVERIFY2(error.startsWith(path + u": cannot write: no space left on device"_s),
                     qPrintable(error));
            QCOMPARE(readAll(path), QByteArray("old picture"));
        }
        QCOMPARE(terrain::testing::filesIn(dir.path()).size(), 1);
    }
};

QTEST_GUILESS_MAIN(TestPolymapExport)
#include "tst_polymapexport.moc"
