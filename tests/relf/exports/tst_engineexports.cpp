// What game engines take besides heights: splat maps of the terrain kinds
// on the heightmap's grid, read back and checked against terra at each
// sample; object lists checked against terra's features, the building rule
// and the parameters' roads and placed objects; engine presets' files read
// back through the settings their sidecars give.
#include "exrheights.h"
#include "referenceexport.h"
#include "relf/exports/enginepresets.h"
#include "relf/exports/objectlist.h"
#include "relf/exports/splatexport.h"
#include "relf/exports/tiledexport.h"
#include "squareregion.h"
#include "testcolumns.h"
#include "testfiles.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <QImageReader>

#include <cmath>
#include <numbers>
#include <set>

using namespace terrain;
using namespace Qt::StringLiterals;
using namespace terrain::testing;

class TestEngineExports : public QObject, private ReferenceExport<ExportRegion::TownToMoor>
{
    Q_OBJECT

private Q_SLOTS:
    // Each sample's weight is 255 in exactly the channel of terra's terrain
    // kind at its ground point, in the picture and channel the sidecar names.
    void splatWeightsAreTerrasKinds()
    {
        OutputFile out(u"splat.png"_s);
        const int n = 129;
        QVERIFY2(relf::exportSplatMaps(m_terrain, m_region, n, out.path, &out.error),
                 qPrintable(out.error));
        const QJsonObject side = readJson(out.dir.filePath(u"splat.json"_s));
        QCOMPARE(side.value(u"size"_s).toInt(), n);
        const QJsonArray images = side.value(u"images"_s).toArray();
        QCOMPARE(images.size(), 3);
        // channel of each kind by name, from the sidecar: (image, channel)
        std::map<QString, std::pair<int, int>> where;
        std::vector<QImage> pictures;
        for (int k = 0; k < images.size(); ++k) {
            const QJsonObject image = images[k].toObject();
            QCOMPARE(image.value(u"file"_s).toString(), u"splat-%1.png"_s.arg(k));
            const QJsonArray channels = image.value(u"channels"_s).toArray();
            for (int c = 0; c < channels.size(); ++c)
                if (!channels[c].toString().isEmpty())
                    where[channels[c].toString()] = {k, c};
            pictures.push_back(QImage(out.dir.filePath(image.value(u"file"_s).toString()))
                                   .convertToFormat(QImage::Format_ARGB32));
            QCOMPARE(pictures.back().size(), QSize(n, n));
        }
        QCOMPARE(int(where.size()), relf::kTerrainKindCount);
        const auto channel = [](QRgb p, int c) {
            return c == 0 ? qRed(p) : c == 1 ? qGreen(p) : c == 2 ? qBlue(p) : qAlpha(p);
        };
        std::set<int> kindsSeen;
        for (int r = 0; r < n; ++r)
            for (int i = 0; i < n; ++i) {
                const double x = m_region.x0 + i * (m_region.width / (n - 1));
                const double y = m_region.y0 + m_region.height - r * (m_region.height / (n - 1));
                const relf::TerrainKind kind = m_terrain.terra(x, y).terrain;
                kindsSeen.insert(int(kind));
                const auto [image, c] = where.at(QString::fromLatin1(relf::terrainKindName(kind)));
                int sum = 0;
                for (int k = 0; k < 3; ++k)
                    for (int cc = 0; cc < 4; ++cc)
                        sum += channel(pictures[std::size_t(k)].pixel(i, r), cc);
                QCOMPARE(channel(pictures[std::size_t(image)].pixel(i, r), c), 255);
                QCOMPARE(sum, 255);
            }
        QVERIFY2(kindsSeen.size() >= 4, "the region should hold several kinds");
    }

    // Bands of one row give the same files; a cancel leaves the old files
    // and no temporary; a bad size is named.
    void splatBandsCancelAndRefusals()
    {
        QTemporaryDir dir;
        QString error;
        QVERIFY(relf::exportSplatMaps(m_terrain, m_region, 65, dir.filePath(u"a.png"_s), &error));
        QVERIFY(relf::exportSplatMaps(m_terrain, m_region, 65, dir.filePath(u"b.png"_s), &error, {},
                                      1));
        for (int k = 0; k < 3; ++k)
            QCOMPARE(readAll(dir.filePath(u"b-%1.png"_s.arg(k))),
                     readAll(dir.filePath(u"a-%1.png"_s.arg(k))));
        const QStringList before = terrain::testing::filesIn(dir.path());
        const QByteArray old = readAll(dir.filePath(u"a-0.png"_s));
        QVERIFY(!relf::exportSplatMaps(
            m_terrain, m_region, 513, dir.filePath(u"a.png"_s), &error,
            [](double done) { return done < 0.5; }, 16));
        QCOMPARE(error, u"cancelled"_s);
        QCOMPARE(readAll(dir.filePath(u"a-0.png"_s)), old);
        QCOMPARE(terrain::testing::filesIn(dir.path()), before);
        QVERIFY(
            !relf::exportSplatMaps(m_terrain, m_region, 65538, dir.filePath(u"c.png"_s), &error));
        QCOMPARE(error, u"size: expected 2 to 65537 samples a side, got 65538"_s);
    }

    // Unity: RAW, first row the southmost, the terrain size and position
    // that give back the heights in metres: value v stands at
    // position_y + v / 65535 · terrain height.
    void unityRowsRunSouth()
    {
        OutputFile out(u"u.raw"_s);
        const int n = 65;
        QVERIFY2(relf::exportEngineHeightmap(m_terrain, m_region, n, relf::Engine::Unity,
                                             relf::EngineFormat::Raw16, out.path, &out.error),
                 qPrintable(out.error));
        const QByteArray raw = readAll(out.path);
        QCOMPARE(raw.size(), qsizetype(2 * n * n));
        const QJsonObject engine = readJson(out.path + u".json"_s).value(u"engine"_s).toObject();
        const QJsonArray size = engine.value(u"terrain_size_m"_s).toArray();
        QCOMPARE(size[0].toDouble(), m_region.width);
        QCOMPARE(size[2].toDouble(), m_region.height);
        const double base = engine.value(u"position_y_m"_s).toDouble(), tall = size[1].toDouble();
        QCOMPARE(base, 10.0); // the 1983 profile's reach: 5 × 2 to 5 × 138
        QCOMPARE(tall, 680.0);
        for (int r = 0; r < n; r += 8)
            for (int i = 0; i < n; i += 8) {
                const qsizetype k = 2 * (qsizetype(r) * n + i);
                const int v = int(quint8(raw[k])) | int(quint8(raw[k + 1])) << 8;
                // Row r lies r steps north of the region's south edge.
                const double h = m_terrain.height(m_region.x0 + i * m_region.width / (n - 1),
                                                  m_region.y0 + r * m_region.height / (n - 1));
                QVERIFY(std::abs(base + v / 65535.0 * tall - h) <= 0.5 * tall / 65535);
            }
        QVERIFY(!relf::exportEngineHeightmap(m_terrain, m_region, 100, relf::Engine::Unity,
                                             relf::EngineFormat::Raw16, out.path, &out.error));
        QCOMPARE(out.error, u"size: Unity takes 2^n + 1 samples a side from 33 to 4097, got 100"_s);
    }

    // Unreal: v stands at (v - 32768) · Z / 128 cm above the location's z.
    void unrealScaleGivesMetres()
    {
        OutputFile out(u"ue.png"_s);
        const int n = 127;
        QVERIFY2(relf::exportEngineHeightmap(m_terrain, m_region, n, relf::Engine::Unreal,
                                             relf::EngineFormat::Png16, out.path, &out.error),
                 qPrintable(out.error));
        const QJsonObject engine = readJson(out.path + u".json"_s).value(u"engine"_s).toObject();
        const QJsonArray scale = engine.value(u"scale_cm"_s).toArray();
        QCOMPARE(scale[0].toDouble(), m_region.width / (n - 1) * 100);
        const double z = scale[2].toDouble(), at = engine.value(u"location_z_cm"_s).toDouble();
        const QImage png(out.path);
        QCOMPARE(png.format(), QImage::Format_Grayscale16);
        for (int r = 0; r < n; r += 9)
            for (int i = 0; i < n; i += 9) {
                const int v = reinterpret_cast<const quint16 *>(png.constScanLine(r))[i];
                const double h =
                    m_terrain.height(m_region.x0 + i * m_region.width / (n - 1),
                                     m_region.y0 + m_region.height - r * m_region.height / (n - 1));
                const double cm = (v - 32768) * z / 128 + at;
                QVERIFY2(std::abs(cm - 100 * h) <= 100 * 0.5 * 680 / 65535 + 1e-6,
                         qPrintable(u"%1 cm for %2 m"_s.arg(cm).arg(h)));
            }
        QVERIFY(!relf::exportEngineHeightmap(m_terrain, m_region, 129, relf::Engine::Unreal,
                                             relf::EngineFormat::Png16, out.path, &out.error));
        QVERIFY(out.error.startsWith(u"size: Unreal recommends"_s));
    }

    // Godot's EXR holds the heights in metres, read back by OpenEXR.
    void godotExrHoldsMetres()
    {
        OutputFile out(u"g.exr"_s);
        const int n = 129;
        QVERIFY2(relf::exportEngineHeightmap(m_terrain, m_region, n, relf::Engine::Godot,
                                             relf::EngineFormat::Exr32, out.path, &out.error),
                 qPrintable(out.error));
        const terrain::testing::ExrHeights exr = terrain::testing::readExrHeights(out.path);
        QCOMPARE(exr.width, n);
        QCOMPARE(exr.height, n);
        QCOMPARE(exr.values.size(), std::size_t(n) * n);
        const std::vector<float> &heights = exr.values;
        for (int r = 0; r < n; ++r)
            for (int i = 0; i < n; ++i)
                QCOMPARE(heights[std::size_t(r * n + i)],
                         float(m_terrain.height(m_region.x0 + i * m_region.width / (n - 1),
                                                m_region.y0 + m_region.height -
                                                    r * m_region.height / (n - 1))));
        QVERIFY(!relf::exportEngineHeightmap(m_terrain, m_region, n, relf::Engine::Godot,
                                             relf::EngineFormat::Png16, out.path, &out.error));
        QCOMPARE(out.error, u"format: Godot takes 16-bit RAW or EXR"_s);
    }

    // A region twice as wide as high: Unity refuses it by name; Unreal gets
    // 253 x 127 (127 is both the equal spacing and a recommended size) with
    // the scale of each axis; Godot 257 x 129 in its RAW and its EXR.
    void nonSquareRegionsPerEngine()
    {
        QTemporaryDir dir;
        QString error;
        const exporting::Region region{-1300, -1700, 2000, 1000};
        const relf::GridSize unity = relf::engineGrid(relf::Engine::Unity, region, 257);
        QCOMPARE(unity.columns, 257);
        QCOMPARE(unity.rows, 129);
        const QString u = dir.filePath(u"u.raw"_s);
        QVERIFY(!relf::exportEngineHeightmap(m_terrain, region, unity, relf::Engine::Unity,
                                             relf::EngineFormat::Raw16, u, &error));
        QVERIFY2(error.contains(u"Unity"_s) && error.contains(u"square"_s), qPrintable(error));
        QVERIFY(!QFile::exists(u));

        const relf::GridSize unreal = relf::engineGrid(relf::Engine::Unreal, region, 253);
        QCOMPARE(unreal.columns, 253);
        QCOMPARE(unreal.rows, 127);
        const QString ue = dir.filePath(u"ue.png"_s);
        QVERIFY2(relf::exportEngineHeightmap(m_terrain, region, unreal, relf::Engine::Unreal,
                                             relf::EngineFormat::Png16, ue, &error),
                 qPrintable(error));
        const QImage png(ue);
        QCOMPARE(png.size(), QSize(253, 127));
        const QJsonObject engine = readJson(ue + u".json"_s).value(u"engine"_s).toObject();
        const QJsonArray scale = engine.value(u"scale_cm"_s).toArray();
        QCOMPARE(scale[0].toDouble(), 2000.0 / 252 * 100);
        QCOMPARE(scale[1].toDouble(), 1000.0 / 126 * 100);
        const double z = scale[2].toDouble(), at = engine.value(u"location_z_cm"_s).toDouble();
        for (int r = 0; r < 127; r += 7)
            for (int i = 0; i < 253; i += 11) {
                const int v = reinterpret_cast<const quint16 *>(png.constScanLine(r))[i];
                const double h = m_terrain.height(region.x0 + i * 2000.0 / 252,
                                                  region.y0 + 1000.0 - r * 1000.0 / 126);
                QVERIFY(std::abs((v - 32768) * z / 128 + at - 100 * h) <=
                        100 * 0.5 * 680 / 65535 + 1e-6);
            }
        // A shorter side Unreal does not recommend moves to the nearest it
        // does, the finer on a tie: 2000 x 1500 at 253 is 190 equally spaced,
        // as near 127 as 253; 1200 x 4000 at 505 is 152, nearest 127.
        QCOMPARE(relf::engineGrid(relf::Engine::Unreal, {0, 0, 2000, 1500}, 253),
                 (relf::GridSize{253, 253}));
        QCOMPARE(relf::engineGrid(relf::Engine::Unreal, {0, 0, 1200, 4000}, 505),
                 (relf::GridSize{127, 505}));

        const relf::GridSize godot = relf::engineGrid(relf::Engine::Godot, region, 257);
        QCOMPARE(godot.columns, 257);
        QCOMPARE(godot.rows, 129);
        const QString g16 = dir.filePath(u"g.r16"_s);
        QVERIFY2(relf::exportEngineHeightmap(m_terrain, region, godot, relf::Engine::Godot,
                                             relf::EngineFormat::Raw16, g16, &error),
                 qPrintable(error));
        QCOMPARE(readAll(g16).size(), qsizetype(2 * 257 * 129));
        const QJsonObject side = readJson(g16 + u".json"_s);
        QCOMPARE(side.value(u"width"_s).toInt(), 257);
        QCOMPARE(side.value(u"height"_s).toInt(), 129);
        const QString exr = dir.filePath(u"g.exr"_s);
        QVERIFY2(relf::exportEngineHeightmap(m_terrain, region, godot, relf::Engine::Godot,
                                             relf::EngineFormat::Exr32, exr, &error),
                 qPrintable(error));
        const terrain::testing::ExrHeights read = terrain::testing::readExrHeights(exr);
        QCOMPARE(read.width, 257);
        QCOMPARE(read.height, 129);
        QCOMPARE(read.values.size(), std::size_t(257) * 129);
        const std::vector<float> &heights = read.values;
        for (int r = 0; r < 129; r += 3)
            for (int i = 0; i < 257; i += 5)
                QCOMPARE(heights[std::size_t(r * 257 + i)],
                         float(m_terrain.height(region.x0 + i * 2000.0 / 256,
                                                region.y0 + 1000.0 - r * 1000.0 / 128)));
        // Godot's sides are 2^n + 1: 1600 x 2400 at 129 is 86 equally
        // spaced, 65 the nearest.
        QCOMPARE(relf::engineGrid(relf::Engine::Godot, {0, 0, 1600, 2400}, 129),
                 (relf::GridSize{65, 129}));
    }

    // A square region gives each engine the bytes it always had: SHA-256 of
    // what terrainstudio-cli wrote for --region -300 -1500 512 512 before
    // heightmaps followed the region's shape.
    void squareRegionsWriteWhatTheyAlwaysDid_data()
    {
        terrain::testing::columns<int, int, int, QString, QByteArray, QByteArray>(
            {"engine", "format", "size", "file", "fileHash", "sidecarHash"});
        QTest::newRow("unity")
            << int(relf::Engine::Unity) << int(relf::EngineFormat::Raw16) << 129 << u"u.raw"_s
            << QByteArray("9ddb46eac9de95c99efddd88f588ce5013e71512a500ba135b1addfc11471891")
            << QByteArray("1986dec827bf033cae2a7cbb112776abd8fa80271fbbb88367460da7b3b90991");
        // A PNG's samples (pngSamples16), as the PNG writer before the one on
        // every core wrote them (its file was 5cffe15a…; ImageMagick decodes
        // it to these).
        QTest::newRow("unreal")
            << int(relf::Engine::Unreal) << int(relf::EngineFormat::Png16) << 127 << u"ue.png"_s
            << QByteArray("99cbcc41d74e722697069cf4a451da8570dd544189ea4b68537dde76c46c916b")
            << QByteArray("1e5406363538ef2ca8f95e602889a090fa10c0ae079410183d0177eeb9089e6b");
        QTest::newRow("godot r16")
            << int(relf::Engine::Godot) << int(relf::EngineFormat::Raw16) << 129 << u"g.r16"_s
            << QByteArray("47a15681c26c31e2a53cd669c4fd1f129be6ab0622fb182d57e4802d933192dc")
            << QByteArray("ab76b709751082f6709f239dbe7dca13f22ff600a7c6e8f42b81f1035a44d8b7");
        QTest::newRow("godot exr")
            << int(relf::Engine::Godot) << int(relf::EngineFormat::Exr32) << 129 << u"g.exr"_s
            << QByteArray("a3dbefe452160dcff4a46249e876f89f54013998f457ee74d8f322c871465ff5")
            << QByteArray("f9a37d01d5fc827f11aaedafb8c9a03258d19f0613e2bc00825f02ac14ab0d49");
    }
    void squareRegionsWriteWhatTheyAlwaysDid()
    {
        QFETCH(int, engine);
        QFETCH(int, format);
        QFETCH(int, size);
        QFETCH(QString, file);
        QFETCH(QByteArray, fileHash);
        QFETCH(QByteArray, sidecarHash);
        const auto e = relf::Engine(engine);
        terrain::testing::checkSquareRegion(
            file, fileHash, sidecarHash,
            [&](const exporting::Region &region, const QString &path, QString *error) {
                return relf::exportEngineHeightmap(m_terrain, region,
                                                   relf::engineGrid(e, region, size), e,
                                                   relf::EngineFormat(format), path, error);
            });
    }

    // The Tiled map's cells are terra's kinds at their sample points, its
    // point objects every feature terra has in the cells' span.
    void tiledMapHoldsTerrasKinds()
    {
        OutputFile out(u"r.tmj"_s);
        const double m = 8;
        QVERIFY2(relf::exportTiledMap(m_terrain, m_region, m, out.path, &out.error),
                 qPrintable(out.error));
        QVERIFY(QFile::exists(out.dir.filePath(u"r-tiles.png"_s)));
        const QJsonObject tmj = readJson(out.path);
        const int w = tmj.value(u"width"_s).toInt(), h = tmj.value(u"height"_s).toInt();
        QCOMPARE(w, 200);
        QCOMPARE(h, 300);
        const QJsonArray layers = tmj.value(u"layers"_s).toArray();
        QByteArray zipped =
            QByteArray::fromBase64(layers[0].toObject().value(u"data"_s).toString().toLatin1());
        const quint32 bytes = quint32(w * h * 4); // qUncompress wants the length first
        zipped.prepend(char(bytes & 0xff))
            .prepend(char((bytes >> 8) & 0xff))
            .prepend(char((bytes >> 16) & 0xff))
            .prepend(char(bytes >> 24));
        const QByteArray gids = qUncompress(zipped);
        QCOMPARE(gids.size(), qsizetype(bytes));
        const QJsonArray tiles =
            tmj.value(u"tilesets"_s).toArray()[0].toObject().value(u"tiles"_s).toArray();
        for (int r = 0; r < h; r += 7)
            for (int c = 0; c < w; c += 5) {
                const qsizetype k = 4 * (qsizetype(r) * w + c);
                const int gid = int(quint8(gids[k])) | int(quint8(gids[k + 1])) << 8;
                const relf::TerrainKind kind =
                    m_terrain.terra(m_region.x0 + c * m, m_region.y0 + m_region.height - r * m)
                        .terrain;
                QCOMPARE(tiles[gid - 1].toObject().value(u"type"_s).toString(),
                         QString::fromLatin1(relf::terrainKindName(kind)));
            }
        int points = 0;
        for (const QJsonValue &o : layers[1].toObject().value(u"objects"_s).toArray())
            points += o.toObject().value(u"point"_s).toBool();
        int features = 0;
        const int x0 = int(m_region.x0), x1 = int(m_region.x0 + (w - 1) * m);
        const int y1 = int(m_region.y0 + m_region.height), y0 = int(y1 - (h - 1) * m);
        for (int y = y0; y <= y1; ++y)
            for (int x = x0; x <= x1; ++x)
                features += m_terrain.terra(x, y).feature != relf::Feature::None;
        QVERIFY(features > 20);
        QCOMPARE(points, features);
    }

    void objectListHoldsEveryObject()
    {
        relf::RelfParameters p = relf::RelfParameters::reference1983();
        p.roads.push_back({{{-1500, -1000}, {-1000, -900}, {-500, 2000}}, 5.0});
        p.placed.place(-800, -200, relf::Feature::T);
        const relf::RelfEvaluator e(p);
        QTemporaryDir dir;
        QString error;
        QVERIFY2(relf::exportObjects(e, m_region, relf::ObjectFormat::Csv, dir.filePath(u"o.csv"_s),
                                     &error),
                 qPrintable(error));
        QVERIFY(relf::exportObjects(e, m_region, relf::ObjectFormat::Json,
                                    dir.filePath(u"o.json"_s), &error));
        const QList<QByteArray> lines = readAll(dir.filePath(u"o.csv"_s)).trimmed().split('\n');
        QCOMPARE(lines.first(), QByteArray("kind,x,y,z,rotation,scale"));
        const QJsonArray objects =
            readJson(dir.filePath(u"o.json"_s)).value(u"objects"_s).toArray();
        QCOMPARE(objects.size(), lines.size() - 1);
        std::map<QString, int> count;
        for (qsizetype k = 1; k < lines.size(); ++k) {
            const QList<QByteArray> f = lines[k].split(',');
            QCOMPARE(f.size(), 6);
            const QString kind = QString::fromLatin1(f[0]);
            const double x = f[1].toDouble(), y = f[2].toDouble();
            ++count[kind];
            // The JSON record says the same.
            const QJsonObject o = objects[k - 1].toObject();
            QCOMPARE(o.value(u"kind"_s).toString(), kind);
            QCOMPARE(o.value(u"x"_s).toDouble(), x);
            QCOMPARE(o.value(u"rotation"_s).toDouble(), f[4].toDouble());
            QCOMPARE(f[3].toDouble(), e.height(x, y)); // z: the ground
            const relf::Terra t = e.terra(x, y);
            if (kind == u"building"_s) {
                QCOMPARE(t.terrain, relf::TerrainKind::Town);
                QCOMPARE(f[5].toDouble(), 12.0);
            } else if (kind == u"cave_mouth"_s) {
                QCOMPARE(t.feature, relf::Feature::Mine);
            } else if (kind == u"road_vertex"_s) {
                QCOMPARE(f[5].toDouble(), 5.0);
            } else if (kind != u"stream_point"_s && kind != u"placed_t"_s) {
                QCOMPARE(kind, QString::fromLatin1(relf::featureName(t.feature)).toLower());
            }
        }
        // Buildings by the rule: a lot (16i, 16j) in the region stands on TOWN.
        int lots = 0;
        for (int j = int(std::ceil(m_region.y0 / 16)); j * 16 <= m_region.y0 + m_region.height; ++j)
            for (int i = int(std::ceil(m_region.x0 / 16)); i * 16 <= m_region.x0 + m_region.width;
                 ++i)
                lots += relf::RelfEvaluator::buildingLot(i, j) &&
                        e.terra(16.0 * i, 16.0 * j).terrain == relf::TerrainKind::Town;
        QVERIFY(lots > 50);
        QCOMPARE(count[u"building"_s], lots);
        // Point features: every integer point whose terra has one.
        int features = 0;
        for (int y = int(m_region.y0); y <= int(m_region.y0 + m_region.height); ++y)
            for (int x = int(m_region.x0); x <= int(m_region.x0 + m_region.width); ++x)
                features += e.terra(x, y).feature != relf::Feature::None;
        int listed = 0;
        for (const auto &[kind, n] : count)
            if (kind != u"building"_s && kind != u"stream_point"_s && kind != u"road_vertex"_s &&
                kind != u"placed_t"_s)
                listed += n;
        QVERIFY(features > 20);
        QCOMPARE(listed, features);
        QVERIFY(count[u"stream_point"_s] > 10);
        // The road's two vertices inside, each turned along the road onwards.
        QCOMPARE(count[u"road_vertex"_s], 2);
        const auto first = std::find_if(lines.begin(), lines.end(), [](const QByteArray &l) {
            return l.startsWith("road_vertex,-1500,-1000,");
        });
        QVERIFY(first != lines.end());
        QCOMPARE(first->split(',')[4].toDouble(),
                 std::atan2(100.0, 500.0) * 180 / std::numbers::pi);
        QCOMPARE(count[u"placed_t"_s], 1);
    }
};

QTEST_GUILESS_MAIN(TestEngineExports)
#include "tst_engineexports.moc"
