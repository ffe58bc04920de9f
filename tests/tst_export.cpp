// Heightmap and mesh exports: sizes, bit depths, byte order, values by the
// issue's formula from height(), atomic writes that a cancel leaves alone.
#include "relf/exports/heightexport.h"
#include "relf/exports/mapexport.h"
#include "relf/map/maprenderer.h"
#include "relf/mines.h"
#include "testfiles.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPainter>
#include <QScopeGuard>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>

#include <OpenEXR/ImfFrameBuffer.h>
#include <OpenEXR/ImfHeader.h>
#include <OpenEXR/ImfInputFile.h>

#include <QCryptographicHash>

#include <cmath>
#include <cstring>

#include <sys/mount.h>

using namespace terrain;
using namespace terrain::relf;
using namespace Qt::StringLiterals;

namespace terrain::relf {
inline char *toString(const GridSize &g)
{
    const QByteArray s =
        QByteArray::number(g.columns) + " x " + QByteArray::number(g.rows) + " samples";
    return qstrdup(s.constData());
}
} // namespace terrain::relf

Q_DECLARE_METATYPE(terrain::relf::GridSize)

namespace {

using terrain::testing::readAll;

// The samples by the formula, straight from the single-point height().
std::vector<double> directHeights(const relf::RelfEvaluator &e, const exporting::Region &r, int n)
{
    std::vector<double> h;
    for (int row = 0; row < n; ++row)
        for (int i = 0; i < n; ++i)
            h.push_back(e.height(r.x0 + i * (r.width / (n - 1)),
                                 r.y0 + r.height - row * (r.height / (n - 1))));
    return h;
}

} // namespace

class TestExport : public QObject
{
    Q_OBJECT
    const relf::RelfEvaluator m_terrain{relf::RelfParameters::reference1983()};
    const exporting::Region m_region{-300, -1500, 500, 400}; // lake and hills

private Q_SLOTS:
    void png16HoldsTheQuantisedHeights()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"h.png"_s);
        QString error;
        const int n = 65;
        QVERIFY2(relf::exportHeightmap(m_terrain, m_region, n, exporting::HeightFormat::Png16, path,
                                       &error),
                 qPrintable(error));
        const QImage img(path);
        QCOMPARE(img.size(), QSize(n, n));
        QCOMPARE(img.format(), QImage::Format_Grayscale16);
        const std::vector<double> h = directHeights(m_terrain, m_region, n);
        // Quantised to every height the 1983 parameters reach: five vectors
        // times the profile's least and greatest entries, 2 and 138.
        const double lo = 5 * 2, hi = 5 * 138;
        QVERIFY(*std::min_element(h.begin(), h.end()) > lo);
        for (int r = 0; r < n; r += 7)
            for (int i = 0; i < n; i += 5) {
                const auto *line = reinterpret_cast<const quint16 *>(img.constScanLine(r));
                QCOMPARE(int(line[i]),
                         int(std::lround((h[std::size_t(r * n + i)] - lo) / (hi - lo) * 65535.0)));
            }
        const QJsonObject side = QJsonDocument::fromJson(readAll(path + u".json"_s)).object();
        QCOMPARE(side.value(u"size"_s).toInt(), n);
        QCOMPARE(side.value(u"min_height"_s).toDouble(), lo);
        QCOMPARE(side.value(u"max_height"_s).toDouble(), hi);
        QCOMPARE(side.value(u"region"_s).toObject().value(u"x0"_s).toDouble(), -300.0);
    }

    void rawIsLittleEndianInHeightOrder()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"h.raw"_s);
        QString error;
        const int n = 129; // 2^7 + 1, as Unity and Unreal take
        QVERIFY(relf::exportHeightmap(m_terrain, m_region, n, exporting::HeightFormat::Raw16, path,
                                      &error));
        const QByteArray raw = readAll(path);
        QCOMPARE(raw.size(), qsizetype(n * n * 2));
        const std::vector<double> h = directHeights(m_terrain, m_region, n);
        const auto value = [&](std::size_t k) {
            return int(quint8(raw[qsizetype(2 * k)])) |
                   (int(quint8(raw[qsizetype(2 * k + 1)])) << 8);
        };
        // Higher ground, larger value; each value the height quantised to
        // the reachable range 10 to 690, little-endian.
        for (std::size_t k = 0; k + 1 < h.size(); k += 3)
            if (h[k] < h[k + 1])
                QVERIFY(value(k) <= value(k + 1));
        for (const std::size_t k :
             {std::size_t(std::min_element(h.begin(), h.end()) - h.begin()),
              std::size_t(std::max_element(h.begin(), h.end()) - h.begin()), std::size_t(77)})
            QCOMPARE(value(k), int(std::lround((h[k] - 10.0) / 680.0 * 65535.0)));
    }

    // N along the longer side, the shorter round((N - 1) · short / long) + 1,
    // worked out by hand.
    void gridFollowsTheRegion_data()
    {
        QTest::addColumn<double>("width");
        QTest::addColumn<double>("height");
        QTest::addColumn<int>("n");
        QTest::addColumn<GridSize>("grid");
        QTest::newRow("2000 x 1000") << 2000.0 << 1000.0 << 257 << GridSize{257, 129};
        QTest::newRow("1000 x 2000") << 1000.0 << 2000.0 << 257 << GridSize{129, 257};
        QTest::newRow("square") << 700.0 << 700.0 << 513 << GridSize{513, 513};
        // 256 · 1600 / 2400 = 170.67
        QTest::newRow("1600 x 2400") << 1600.0 << 2400.0 << 257 << GridSize{172, 257};
        // 256 / 10000 rounds to 0: still two rows, the edges
        QTest::newRow("a strip") << 10000.0 << 1.0 << 257 << GridSize{257, 2};
    }
    void gridFollowsTheRegion()
    {
        QFETCH(double, width);
        QFETCH(double, height);
        QFETCH(int, n);
        QFETCH(GridSize, grid);
        QCOMPARE(relf::heightmapGrid({-50, 20, width, height}, n), grid);
    }

    // A 2000 m x 1000 m region at N = 257: 257 x 129 samples in every
    // format, each sample the height() at x0 + i·W/256, y0 + H - r·H/128.
    void nonSquareRegionsGiveNonSquareHeightmaps()
    {
        QTemporaryDir dir;
        QString error;
        const exporting::Region region{-1300, -1700, 2000, 1000}; // lake, town and hills
        const int nx = 257, ny = 129;
        const GridSize grid = relf::heightmapGrid(region, 257);
        QCOMPARE(grid, (GridSize{nx, ny}));
        std::vector<double> h;
        for (int r = 0; r < ny; ++r)
            for (int i = 0; i < nx; ++i)
                h.push_back(
                    m_terrain.height(region.x0 + i * (region.width / (nx - 1)),
                                     region.y0 + region.height - r * (region.height / (ny - 1))));
        // Quantised to the 1983 parameters' reach, 10 to 690.
        const auto quantised = [&](std::size_t k) {
            return int(std::lround((h[k] - 10.0) / 680.0 * 65535.0));
        };
        const auto sidecar = [&](const QString &path) {
            return QJsonDocument::fromJson(readAll(path + u".json"_s)).object();
        };

        const QString png = dir.filePath(u"h.png"_s);
        QVERIFY2(relf::exportHeightmap(m_terrain, region, grid, exporting::HeightFormat::Png16, png,
                                       &error),
                 qPrintable(error));
        const QImage img(png);
        QCOMPARE(img.size(), QSize(nx, ny));
        QCOMPARE(img.format(), QImage::Format_Grayscale16);
        for (int r = 0; r < ny; ++r) {
            const auto *line = reinterpret_cast<const quint16 *>(img.constScanLine(r));
            for (int i = 0; i < nx; ++i)
                QCOMPARE(int(line[i]), quantised(std::size_t(r * nx + i)));
        }
        QJsonObject side = sidecar(png);
        QCOMPARE(side.value(u"width"_s).toInt(), nx);
        QCOMPARE(side.value(u"height"_s).toInt(), ny);
        QVERIFY(!side.contains(u"size"_s));
        QCOMPARE(side.value(u"region"_s).toObject().value(u"width"_s).toDouble(), 2000.0);

        const QString raw = dir.filePath(u"h.raw"_s);
        QVERIFY2(relf::exportHeightmap(m_terrain, region, grid, exporting::HeightFormat::Raw16, raw,
                                       &error),
                 qPrintable(error));
        const QByteArray bytes = readAll(raw);
        QCOMPARE(bytes.size(), qsizetype(2 * nx * ny));
        for (std::size_t k = 0; k < h.size(); k += 7)
            QCOMPARE(int(quint8(bytes[qsizetype(2 * k)])) |
                         (int(quint8(bytes[qsizetype(2 * k + 1)])) << 8),
                     quantised(k));
        side = sidecar(raw);
        QCOMPARE(side.value(u"width"_s).toInt(), nx);
        QCOMPARE(side.value(u"height"_s).toInt(), ny);

        const QString exr = dir.filePath(u"h.exr"_s);
        QVERIFY2(relf::exportHeightmap(m_terrain, region, grid, exporting::HeightFormat::Exr32, exr,
                                       &error),
                 qPrintable(error));
        Imf::InputFile file(QFile::encodeName(exr).constData());
        const Imath::Box2i window = file.header().dataWindow();
        QCOMPARE(window.max.x - window.min.x + 1, nx);
        QCOMPARE(window.max.y - window.min.y + 1, ny);
        std::vector<float> heights(std::size_t(nx) * ny);
        Imf::FrameBuffer frame;
        frame.insert("Y", Imf::Slice(Imf::FLOAT, reinterpret_cast<char *>(heights.data()),
                                     sizeof(float), sizeof(float) * std::size_t(nx)));
        file.setFrameBuffer(frame);
        file.readPixels(0, ny - 1);
        for (std::size_t k = 0; k < h.size(); ++k)
            QCOMPARE(heights[k], float(h[k]));

        // Upright: 129 columns, 257 rows.
        const QString tall = dir.filePath(u"tall.png"_s);
        QVERIFY(relf::exportHeightmap(m_terrain, {region.x0, region.y0, 1000, 2000},
                                      relf::heightmapGrid({0, 0, 1000, 2000}, 257),
                                      exporting::HeightFormat::Png16, tall, &error));
        QCOMPARE(QImage(tall).size(), QSize(ny, nx));
    }

    // A square region writes the same bytes as before heightmaps followed
    // the region's shape: SHA-256 of the files terrainstudio-cli wrote for
    // --region -300 -1500 512 512 --size 129 before that change.
    void squareRegionsWriteWhatTheyAlwaysDid_data()
    {
        QTest::addColumn<int>("format");
        QTest::addColumn<QString>("file");
        QTest::addColumn<QByteArray>("fileHash");
        QTest::addColumn<QByteArray>("sidecarHash");
        QTest::newRow("png16")
            << int(exporting::HeightFormat::Png16) << u"h.png"_s
            << QByteArray("4dd0d386e9a70775a3fc26db35fe369e665ce6773962fed5c0723b13f9a7aaeb")
            << QByteArray("bbf726c13ba12f9715cda1c744096b6b0e2cd4174e8087f56448e344c9c90359");
        QTest::newRow("raw")
            << int(exporting::HeightFormat::Raw16) << u"h.raw"_s
            << QByteArray("47a15681c26c31e2a53cd669c4fd1f129be6ab0622fb182d57e4802d933192dc")
            << QByteArray("bbf726c13ba12f9715cda1c744096b6b0e2cd4174e8087f56448e344c9c90359");
        QTest::newRow("exr")
            << int(exporting::HeightFormat::Exr32) << u"h.exr"_s
            << QByteArray("a3dbefe452160dcff4a46249e876f89f54013998f457ee74d8f322c871465ff5")
            << QByteArray("3ec2680fc10817d6274764b1f1821e463bb9cc6e9bcc7c7012345c2d6116434e");
    }
    void squareRegionsWriteWhatTheyAlwaysDid()
    {
        QFETCH(int, format);
        QFETCH(QString, file);
        QFETCH(QByteArray, fileHash);
        QFETCH(QByteArray, sidecarHash);
        QTemporaryDir dir;
        const QString path = dir.filePath(file);
        const exporting::Region region{-300, -1500, 512, 512};
        QString error;
        QVERIFY2(relf::exportHeightmap(m_terrain, region, relf::heightmapGrid(region, 129),
                                       exporting::HeightFormat(format), path, &error),
                 qPrintable(error));
        const auto sha = [](const QByteArray &bytes) {
            return QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex();
        };
        QCOMPARE(sha(readAll(path)), fileHash);
        QCOMPARE(sha(readAll(path + u".json"_s)), sidecarHash);
    }

    void meshHasEveryVertexAndTriangle()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"m.obj"_s);
        QString error;
        const int n = 17;
        QVERIFY(relf::exportMesh(m_terrain, m_region, n, path, &error));
        const QList<QByteArray> lines = readAll(path).split('\n');
        int vertices = 0, faces = 0;
        for (const QByteArray &l : lines) {
            vertices += l.startsWith("v ");
            faces += l.startsWith("f ");
        }
        QCOMPARE(vertices, n * n);
        QCOMPARE(faces, 2 * (n - 1) * (n - 1));
        // The first vertex is the north-west corner, its height from height().
        const QList<QByteArray> v = lines[2].split(' ');
        QCOMPARE(v[1].toDouble(), -300.0);
        QVERIFY(std::abs(v[2].toDouble() - m_terrain.height(-300, -1100)) < 1e-6);
        QCOMPARE(v[3].toDouble(), 1100.0);
    }

    // A binary glTF read back by the specification: the header, the JSON
    // chunk's accessors, and from the binary chunk the vertices where the
    // ground is, colours by terra's kind, unit normals and upward triangles.
    void glbHoldsTheMesh()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"m.glb"_s);
        QString error;
        const int n = 21; // 25 m apart over 500 m, 20 m over 400 m
        QVERIFY2(relf::exportGlbMesh(m_terrain, m_region, n, path, &error), qPrintable(error));
        const QByteArray file = readAll(path);
        const auto u32 = [&](qsizetype at) {
            std::uint32_t v = 0;
            std::memcpy(&v, file.constData() + at, 4);
            return v;
        };
        QCOMPARE(file.left(4), QByteArray("glTF"));
        QCOMPARE(u32(4), 2u);
        QCOMPARE(qsizetype(u32(8)), file.size());
        const std::uint32_t jsonLength = u32(12);
        QCOMPARE(file.mid(16, 4), QByteArray("JSON"));
        QCOMPARE(jsonLength % 4, 0u);
        const QJsonObject json = QJsonDocument::fromJson(file.mid(20, jsonLength)).object();
        const qsizetype binAt = 20 + jsonLength + 8;
        QCOMPARE(file.mid(binAt - 4, 4), QByteArray("BIN\0", 4));
        QCOMPARE(json.value(u"asset"_s).toObject().value(u"version"_s).toString(), u"2.0"_s);
        const QJsonArray accessors = json.value(u"accessors"_s).toArray();
        const QJsonArray views = json.value(u"bufferViews"_s).toArray();
        const QJsonObject attributes =
            json.value(u"meshes"_s)[0][u"primitives"_s][0][u"attributes"_s].toObject();
        const auto accessorData = [&](int accessor) {
            const QJsonObject v = views[accessors[accessor][u"bufferView"_s].toInt()].toObject();
            return file.constData() + binAt + v.value(u"byteOffset"_s).toInteger();
        };
        const int position = attributes.value(u"POSITION"_s).toInt();
        const int normal = attributes.value(u"NORMAL"_s).toInt();
        const int colour = attributes.value(u"COLOR_0"_s).toInt();
        const int indices = json.value(u"meshes"_s)[0][u"primitives"_s][0][u"indices"_s].toInt();
        QCOMPARE(accessors[position][u"count"_s].toInt(), n * n);
        QCOMPARE(accessors[indices][u"count"_s].toInt(), 6 * (n - 1) * (n - 1));
        QCOMPARE(accessors[colour][u"componentType"_s].toInt(), 5121); // unsigned byte
        const auto *p = reinterpret_cast<const float *>(accessorData(position));
        const auto *nrm = reinterpret_cast<const float *>(accessorData(normal));
        const auto *rgba = reinterpret_cast<const unsigned char *>(accessorData(colour));
        const auto *tri = reinterpret_cast<const std::uint32_t *>(accessorData(indices));
        const std::array<QRgb, kTerrainKindCount> fills = fillColours(LayersDefault);
        int lake = 0;
        for (int r = 0; r < n; r += 4)
            for (int i = 0; i < n; i += 3) {
                const int k = r * n + i;
                const double gx = -300.0 + 25.0 * i, gy = -1100.0 - 20.0 * r;
                QCOMPARE(p[3 * k], float(25.0 * i));
                QCOMPARE(p[3 * k + 1], float(m_terrain.height(gx, gy)));
                QCOMPARE(p[3 * k + 2], float(20.0 * r));
                QVERIFY(std::abs(std::hypot(nrm[3 * k], nrm[3 * k + 1], nrm[3 * k + 2]) - 1.0) <
                        1e-5);
                QVERIFY(nrm[3 * k + 1] > 0);
                const Terra t = m_terrain.terra(gx, gy);
                const QRgb expected = fills[std::size_t(t.terrain)];
                QCOMPARE(qRgb(rgba[4 * k], rgba[4 * k + 1], rgba[4 * k + 2]), expected);
                lake += t.terrain == TerrainKind::Lake;
            }
        QVERIFY(lake > 0);
        for (int t = 0; t < 6 * (n - 1) * (n - 1); t += 3) {
            const float *a = p + 3 * tri[t], *b = p + 3 * tri[t + 1], *c = p + 3 * tri[t + 2];
            const double ux = b[0] - a[0], uz = b[2] - a[2], wx = c[0] - a[0], wz = c[2] - a[2];
            QVERIFY2(uz * wx - ux * wz > 0, "counter-clockwise seen from above");
        }
        // Too many vertices for one file: refused before any work.
        QVERIFY(!relf::exportGlbMesh(m_terrain, m_region, 9000, path, &error));
        QVERIFY2(error.contains(u"8193"_s), qPrintable(error));
    }

    // Two regions side by side share their edge samples; exported apart,
    // those samples are the same 16-bit values, so an engine's tiles meet.
    void neighboursShareTheirEdge()
    {
        QTemporaryDir dir;
        QString error;
        const int n = 33;
        const exporting::Region west{-700, -1500, 400, 400}, east{-300, -1500, 400, 400};
        const QString a = dir.filePath(u"west.png"_s), b = dir.filePath(u"east.png"_s);
        QVERIFY(
            relf::exportHeightmap(m_terrain, west, n, exporting::HeightFormat::Png16, a, &error));
        QVERIFY(
            relf::exportHeightmap(m_terrain, east, n, exporting::HeightFormat::Png16, b, &error));
        const QImage wi(a), ei(b);
        int differentHeights = 0;
        for (int r = 0; r < n; ++r) {
            const auto *wl = reinterpret_cast<const quint16 *>(wi.constScanLine(r));
            const auto *el = reinterpret_cast<const quint16 *>(ei.constScanLine(r));
            QCOMPARE(wl[n - 1], el[0]);
            differentHeights += wl[n - 1] != wl[0];
        }
        QVERIFY(differentHeights > 0);
        // A range given instead is used and said; a bad one is refused.
        const QString c = dir.filePath(u"given.png"_s);
        QVERIFY(relf::exportHeightmap(m_terrain, west, n, exporting::HeightFormat::Png16, c, &error,
                                      {}, relf::HeightRange{0.0, 1000.0}));
        const QJsonObject side = QJsonDocument::fromJson(readAll(c + u".json"_s)).object();
        QCOMPARE(side.value(u"min_height"_s).toDouble(), 0.0);
        QCOMPARE(side.value(u"max_height"_s).toDouble(), 1000.0);
        QCOMPARE(side.value(u"height_range"_s).toString(), u"given"_s);
        QVERIFY(!relf::exportHeightmap(m_terrain, west, n, exporting::HeightFormat::Png16,
                                       dir.filePath(u"bad.png"_s), &error, {},
                                       relf::HeightRange{5.0, 5.0}));
        QVERIFY2(error.contains(u"height-range"_s), qPrintable(error));
        QVERIFY(!QFile::exists(dir.filePath(u"bad.png"_s)));
        // Mountain tops widen the reach: base + dz·sqrt(dz) above the base.
        RelfParameters p = RelfParameters::reference1983();
        p.mountains = true;
        p.mountainBase = 500;
        const HeightRange r = reachableHeights(p);
        QCOMPARE(r.first, 10.0);
        QCOMPARE(r.second, 500.0 + 190.0 * std::sqrt(190.0));
    }

    // A heightmap and its sidecar are replaced together or not at all: when
    // the sidecar cannot be written, the old heightmap stays.
    // Contour work is bounded: a profile of ±2^20 once made a 16 m x 16 m
    // SVG of 747 MB; now it is refused with the numbers, and nothing written.
    void vectorMapsRefuseUnboundedContours()
    {
        RelfParameters p = RelfParameters::reference1983();
        for (std::size_t i = 0; i < p.profile.size(); ++i)
            p.profile[i] = i % 2 ? (1 << 20) : -(1 << 20);
        const RelfEvaluator wild(p);
        QTemporaryDir dir;
        for (const auto format : {VectorFormat::Svg, VectorFormat::Pdf}) {
            const QString path =
                dir.filePath(format == VectorFormat::Svg ? u"w.svg"_s : u"w.pdf"_s);
            QString error;
            QVERIFY(!exportVectorMap(wild, {0, 0, 16, 16}, 0.0625, format, path, &error));
            QVERIFY2(error.contains(u"the contours would need"_s) &&
                         error.contains(u"more than the 8000000"_s),
                     qPrintable(error));
            QVERIFY(!QFile::exists(path));
        }
    }

    void heightmapAndSidecarTogether()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"h.raw"_s);
        QFile old(path);
        QVERIFY(old.open(QIODevice::WriteOnly));
        old.write("previous");
        old.close();
        QVERIFY(
            QDir(dir.path()).mkdir(u"h.raw.json"_s)); // the sidecar's place is taken by a folder
        QString error;
        QVERIFY(!relf::exportHeightmap(m_terrain, m_region, 65, exporting::HeightFormat::Raw16,
                                       path, &error));
        QVERIFY2(error.startsWith(path + u".json: cannot write"_s), qPrintable(error));
        QCOMPARE(readAll(path), QByteArray("previous"));
        // With the way clear both are written.
        QVERIFY(QDir(dir.path()).rmdir(u"h.raw.json"_s));
        QVERIFY(relf::exportHeightmap(m_terrain, m_region, 65, exporting::HeightFormat::Raw16, path,
                                      &error));
        QCOMPARE(QFileInfo(path).size(), qint64(65 * 65 * 2));
        QVERIFY(QFile::exists(path + u".json"_s));
    }

    // A full disk is named as such, with the numbers (Qt says "Unknown
    // error"). Needs a small file system of its own: root may mount one.
    void fullDiskSaysSo()
    {
        QTemporaryDir dir;
        const QByteArray mountPoint = QFile::encodeName(dir.path());
        if (::mount("tmpfs", mountPoint.constData(), "tmpfs", 0, "size=64k") != 0)
            QSKIP("cannot mount a small tmpfs here (not root)");
        const auto unmount = qScopeGuard([&] { ::umount(mountPoint.constData()); });
        const QString path = dir.filePath(u"h.raw"_s);
        QString error;
        QVERIFY(!relf::exportHeightmap(m_terrain, m_region, 513, exporting::HeightFormat::Raw16,
                                       path, &error));
        QVERIFY2(error.contains(u"no space left on device"_s), qPrintable(error));
        QVERIFY(!QFile::exists(path));
        QVERIFY(!QFile::exists(path + u".json"_s));
    }

    // Cancel reaches the mesh while it is written, not only while it is
    // sampled: the old file stays and no temporary file is left.
    void meshCancelledWhileWriting()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"m.obj"_s);
        QFile old(path);
        QVERIFY(old.open(QIODevice::WriteOnly));
        old.write("previous");
        old.close();
        QString error;
        double furthest = 0;
        const bool ok = relf::exportMesh(m_terrain, m_region, 1025, path, &error, [&](double done) {
            furthest = std::max(furthest, done);
            return done < 0.6; // well into the writing
        });
        QVERIFY(!ok);
        QCOMPARE(error, u"cancelled"_s);
        QVERIFY(furthest > 0.2 && furthest < 0.8);
        QCOMPARE(readAll(path), QByteArray("previous"));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{u"m.obj"_s});
    }

    void cancelledExportLeavesTheOldFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"h.png"_s);
        QFile old(path);
        QVERIFY(old.open(QIODevice::WriteOnly));
        old.write("previous");
        old.close();
        QString error;
        const bool ok =
            relf::exportHeightmap(m_terrain, m_region, 513, exporting::HeightFormat::Png16, path,
                                  &error, [](double done) { return done < 0.3; });
        QVERIFY(!ok);
        QCOMPARE(error, u"cancelled"_s);
        QCOMPARE(readAll(path), QByteArray("previous"));
        QVERIFY(!QFile::exists(path + u".json"_s));
    }

    void vectorMapsHoldVectorContours()
    {
        QTemporaryDir dir;
        QString error;
        const exporting::Region town{-1500, 650, 300, 200};
        const QString svg = dir.filePath(u"m.svg"_s);
        QVERIFY2(relf::exportVectorMap(m_terrain, town, 1.0, relf::VectorFormat::Svg, svg, &error),
                 qPrintable(error));
        const QByteArray text = readAll(svg);
        QVERIFY(text.contains("<svg"));
        QVERIFY(text.contains("viewBox=\"0 0 300 200\""));
        // Contours are brown stroked paths, buildings rectangles: vectors,
        // not pixels (the generator groups elements of one style under <g>).
        QVERIFY(text.contains("stroke=\"#d15c00\""));
        QVERIFY(text.count("<rect") > 10);
        QVERIFY(QSvgRenderer(svg).isValid());
        // Every contour line starts on its level: the ground height at its
        // first point is within a few centimetres of a multiple of 5 m.
        const QByteArray plain = "<g fill=\"none\" stroke=\"#d15c00\" stroke-width=\"1\"";
        const qsizetype group = text.indexOf(plain);
        QVERIFY(group > 0);
        const qsizetype d = text.indexOf("d=\"", group) + 3;
        const QList<QByteArray> subpaths = text.mid(d, text.indexOf('"', d) - d).split('M');
        QVERIFY(subpaths.size() > 100);
        for (qsizetype i = 1; i < subpaths.size(); ++i) {
            const QList<QByteArray> xy = subpaths[i].split('L').first().split(',');
            QCOMPARE(xy.size(), 2);
            const double h = m_terrain.height(town.x0 + xy[0].toDouble(),
                                              town.y0 + town.height - xy[1].toDouble());
            QVERIFY2(std::abs(h - 5 * std::round(h / 5)) < 0.1, subpaths[i].left(40).constData());
        }
        QVERIFY(text.contains("<image")); // the vegetation underneath
        const QString pdf = dir.filePath(u"m.pdf"_s);
        QVERIFY(relf::exportVectorMap(m_terrain, town, 1.0, relf::VectorFormat::Pdf, pdf, &error));
        const QByteArray doc = readAll(pdf);
        QVERIFY(doc.startsWith("%PDF-"));
        QCOMPARE(doc.count("/Type /Page\n"), 1); // one page (besides the /Pages tree)
        // Too large a map is refused and nothing is written.
        QVERIFY(!relf::exportVectorMap(m_terrain, {0, 0, 1e6, 10}, 1.0, relf::VectorFormat::Svg,
                                       dir.filePath(u"big.svg"_s), &error));
        QVERIFY(error.startsWith(u"region:"_s));
        QVERIFY(!QFile::exists(dir.filePath(u"big.svg"_s)));
        // So is one whose picture would pass 8192 x 8192 pixels (its areas
        // and its contour grid are held whole), whatever the format; the
        // file already there stays as it was.
        const QByteArray before = readAll(pdf);
        for (const auto format : {relf::VectorFormat::Svg, relf::VectorFormat::Pdf}) {
            QVERIFY(
                !relf::exportVectorMap(m_terrain, {0, 0, 8193, 8192}, 1.0, format, pdf, &error));
            QVERIFY2(error.contains(u"8193 x 8192 pixels"_s), qPrintable(error));
            QCOMPARE(readAll(pdf), before);
        }
        // Exactly 8192 x 8192 passes the size check (and then refuses its
        // contours, past 8,000,000 segments here, still writing nothing).
        QVERIFY(!relf::exportVectorMap(m_terrain, {0, 0, 8192, 8192}, 1.0, relf::VectorFormat::Pdf,
                                       pdf, &error));
        QVERIFY2(error.contains(u"segments"_s), qPrintable(error));
        QCOMPARE(readAll(pdf), before);
    }

    // Raster and vector maps draw the same symbol for a cave mouth (an arc
    // facing downhill), where the vector map once drew a mine triangle.
    void caveMouthsMatchBetweenRasterAndVector()
    {
        RelfParameters p = RelfParameters::reference1983();
        p.features.mask = 0xfff;
        p.mines.caveSlope = 0.05; // most shafts count as cave mouths
        const RelfEvaluator e(p);
        std::optional<Terra> cave;
        for (const Terra &t : e.featuresIn(-2000, -2000, 2000, 2000))
            if (t.feature == Feature::Mine && isCaveMouth(e, t)) {
                cave = t;
                break;
            }
        QVERIFY(cave);
        QTemporaryDir dir;
        const exporting::Region region{cave->x - 20, cave->y - 20, 40, 40};
        render::MapRenderSettings style;
        style.layers = LayerFeatures; // symbols only, on white
        QString error;
        QVERIFY2(exportRasterMap(e, region, 0.25, dir.filePath(u"m.png"_s), &error, style),
                 qPrintable(error));
        QVERIFY2(exportVectorMap(e, region, 0.25, VectorFormat::Svg, dir.filePath(u"m.svg"_s),
                                 &error, style),
                 qPrintable(error));
        const QImage raster =
            QImage(dir.filePath(u"m.png"_s)).convertToFormat(QImage::Format_RGB32);
        QImage vector(raster.size(), QImage::Format_RGB32);
        vector.fill(Qt::white);
        {
            QPainter painter(&vector);
            QSvgRenderer(dir.filePath(u"m.svg"_s)).render(&painter);
        }
        // The dark pixels round the mouth's centre overlap mostly.
        const QPoint c(raster.width() / 2, raster.height() / 2);
        int both = 0, either = 0;
        for (int y = c.y() - 12; y <= c.y() + 12; ++y)
            for (int x = c.x() - 12; x <= c.x() + 12; ++x) {
                const auto dark = [](QRgb v) {
                    return qRed(v) < 90 && qGreen(v) < 90 && qBlue(v) < 90;
                };
                const bool a = dark(raster.pixel(x, y)), b = dark(vector.pixel(x, y));
                both += a && b;
                either += a || b;
            }
        QVERIFY(either > 10);
        QVERIFY2(both >= either * 0.6,
                 qPrintable(QStringLiteral("%1 of %2").arg(both).arg(either)));
    }

    void badArgumentsAreNamed()
    {
        QString error;
        QVERIFY(!relf::exportHeightmap(m_terrain, m_region, 1, exporting::HeightFormat::Raw16,
                                       u"/tmp/x"_s, &error));
        QVERIFY(error.startsWith(u"size:"_s));
        QVERIFY(!relf::exportHeightmap(m_terrain, m_region, GridSize{9, 1},
                                       exporting::HeightFormat::Raw16, u"/tmp/x"_s, &error));
        QCOMPARE(error, u"size: expected 2 to 65537 samples a side, got 9 x 1"_s);
        QVERIFY(!relf::exportMesh(m_terrain, {0, 0, -5, 10}, 9, u"/tmp/x"_s, &error));
        QVERIFY(error.startsWith(u"region:"_s));
        QVERIFY(!relf::exportMesh(m_terrain, m_region, 9, u"/nonexistent/dir/x.obj"_s, &error));
        QVERIFY(error.contains(u"cannot write"_s));
    }
};

QTEST_GUILESS_MAIN(TestExport)
#include "tst_export.moc"
