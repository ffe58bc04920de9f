// Heightmap and mesh exports: sizes, bit depths, byte order, values by the
// issue's formula from height(), atomic writes that a cancel leaves alone.
#include "exrheights.h"
#include "referenceexport.h"
#include "relf/exports/heightexport.h"
#include "relf/exports/mapexport.h"
#include "relf/features/mines.h"
#include "relf/map/maprenderer.h"
#include "smalldisk.h"
#include "squareregion.h"
#include "testcolumns.h"
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

#include <cmath>
#include <cstring>

using namespace terrain;
using namespace terrain::relf;
using namespace Qt::StringLiterals;
using namespace terrain::testing;

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

class TestExport : public QObject, private ReferenceExport<ExportRegion::LakeAndHills>
{
    Q_OBJECT

private Q_SLOTS:
    void png16HoldsTheQuantisedHeights()
    {
        OutputFile out(u"h.png"_s);
        const int n = 65;
        QVERIFY2(relf::exportHeightmap(m_terrain, m_region, n, exporting::HeightFormat::Png16,
                                       out.path, &out.error),
                 qPrintable(out.error));
        const QImage img(out.path);
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
        const QJsonObject side = readJson(out.path + u".json"_s);
        QCOMPARE(side.value(u"size"_s).toInt(), n);
        QCOMPARE(side.value(u"min_height"_s).toDouble(), lo);
        QCOMPARE(side.value(u"max_height"_s).toDouble(), hi);
        QCOMPARE(side.value(u"region"_s).toObject().value(u"x0"_s).toDouble(), -300.0);
    }

    void rawIsLittleEndianInHeightOrder()
    {
        OutputFile out(u"h.raw"_s);
        const int n = 129; // 2^7 + 1, as Unity and Unreal take
        QVERIFY(relf::exportHeightmap(m_terrain, m_region, n, exporting::HeightFormat::Raw16,
                                      out.path, &out.error));
        const QByteArray raw = readAll(out.path);
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
        terrain::testing::columns<double, double, int, GridSize>({"width", "height", "n", "grid"});
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
        const auto sidecar = [&](const QString &path) { return readJson(path + u".json"_s); };

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
        const terrain::testing::ExrHeights read = terrain::testing::readExrHeights(exr);
        QCOMPARE(read.width, nx);
        QCOMPARE(read.height, ny);
        QCOMPARE(read.values.size(), std::size_t(nx) * ny);
        const std::vector<float> &heights = read.values;
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
        terrain::testing::columns<int, QString, QByteArray, QByteArray>(
            {"format", "file", "fileHash", "sidecarHash"});
        // A PNG's samples (pngSamples16): the ones the RAW holds, as the
        // PNG writer before the one on every core wrote them (its file was
        // 4dd0d386…; ImageMagick decodes it to these).
        QTest::newRow("png16")
            << int(exporting::HeightFormat::Png16) << u"h.png"_s
            << QByteArray("47a15681c26c31e2a53cd669c4fd1f129be6ab0622fb182d57e4802d933192dc")
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
        terrain::testing::checkSquareRegion(
            file, fileHash, sidecarHash,
            [&](const exporting::Region &region, const QString &path, QString *error) {
                return relf::exportHeightmap(m_terrain, region, relf::heightmapGrid(region, 129),
                                             exporting::HeightFormat(format), path, error);
            });
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
        const QJsonObject side = readJson(c + u".json"_s);
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

    void heightmapAndSidecarTogether()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"h.raw"_s);
        QVERIFY(terrain::testing::writeAll(path, "previous"));
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
        const terrain::testing::SmallDisk dir("size=64k");
        if (!dir.mounted())
            QSKIP("cannot mount a small tmpfs here (not root)");
        const QString path = dir.filePath(u"h.raw"_s);
        QString error;
        QVERIFY(!relf::exportHeightmap(m_terrain, m_region, 513, exporting::HeightFormat::Raw16,
                                       path, &error));
        QVERIFY2(error.contains(u"no space left on device"_s), qPrintable(error));
        QVERIFY(!QFile::exists(path));
        QVERIFY(!QFile::exists(path + u".json"_s));
    }

    void cancelledExportLeavesTheOldFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"h.png"_s);
        QVERIFY(terrain::testing::writeAll(path, "previous"));
        QString error;
        const bool ok =
            relf::exportHeightmap(m_terrain, m_region, 513, exporting::HeightFormat::Png16, path,
                                  &error, [](double done) { return done < 0.3; });
        QVERIFY(!ok);
        QCOMPARE(error, u"cancelled"_s);
        QCOMPARE(readAll(path), QByteArray("previous"));
        QVERIFY(!QFile::exists(path + u".json"_s));
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
