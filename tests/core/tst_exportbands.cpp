// Exports written a band of rows at a time (heightmaps, OBJ and glTF meshes,
// PNG maps): the same bytes as in one piece,
// whatever the band height; memory bounded at sizes whose whole grid or
// picture would not be; full disks, missing folders and cancels leave
// nothing behind.
#include "export/gltfwriter.h"
#include "export/heightmapwriter.h"
#include "export/mappicture.h"
#include "peakmemory.h"
#include "relf/exports/heightexport.h"
#include "relf/exports/mapexport.h"
#include "relf/map/linesymbols.h"
#include "relf/map/maprenderer.h"
#include "smalldisk.h"
#include "testcolumns.h"
#include "testfiles.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QImageReader>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPainter>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <cstdio>

using namespace terrain;
using terrain::testing::resetPeakMemory;
using terrain::testing::statusKb;
using namespace Qt::StringLiterals;

namespace {

using terrain::testing::readAll;

// The parameters with a road across the test region, so that every layer
// the map export draws (streams, roads, buildings, symbols) is in it.
relf::RelfParameters withRoad()
{
    relf::RelfParameters p = relf::RelfParameters::reference1983();
    p.roads.push_back({{{-350.0, -1450.0}, {250.0, -1150.0}}, 6.0});
    return p;
}

} // namespace

using terrain::testing::OutputFile;

class TestExportBands : public QObject
{
    Q_OBJECT
    const relf::RelfEvaluator m_terrain{withRoad()};
    const exporting::Region m_region{-300, -1500, 500, 400}; // lake, hills, a stream and a road

    // The heightmap through the shared writer, in bands of bandRows (0: the
    // writer's own choice, one band at these sizes).
    QByteArray heightmap(int n, exporting::HeightFormat format, int bandRows, bool ownRange,
                         QByteArray *sidecar = nullptr)
    {
        QTemporaryDir dir;
        const QString path =
            dir.filePath(format == exporting::HeightFormat::Raw16 ? u"h.raw"_s : u"h.png"_s);
        exporting::HeightRows rows =
            relf::heightRows(relf::borrowEvaluator(m_terrain), m_region, n);
        rows.bandRows = bandRows;
        if (ownRange)
            rows.fixedRange.reset();
        QString error;
        if (!exporting::writeHeightmap(rows, format, path, &error)) {
            qWarning() << error;
            return {};
        }
        if (sidecar)
            *sidecar = readAll(path + u".json"_s);
        return readAll(path);
    }

private Q_SLOTS:
    void heightmapBandsAreOnePiece_data()
    {
        terrain::testing::columns<int, bool>({"format", "ownRange"});
        QTest::newRow("raw") << int(exporting::HeightFormat::Raw16) << false;
        QTest::newRow("png16") << int(exporting::HeightFormat::Png16) << false;
        QTest::newRow("raw, own range") << int(exporting::HeightFormat::Raw16) << true;
        QTest::newRow("png16, own range") << int(exporting::HeightFormat::Png16) << true;
    }
    void heightmapBandsAreOnePiece()
    {
        QFETCH(int, format);
        QFETCH(bool, ownRange);
        const auto f = exporting::HeightFormat(format);
        const int n = 129;
        QByteArray wholeSidecar;
        const QByteArray whole = heightmap(n, f, 0, ownRange, &wholeSidecar);
        QVERIFY(!whole.isEmpty());
        for (const int band : {1, 7, 64, 128}) {
            QByteArray sidecar;
            QCOMPARE(heightmap(n, f, band, ownRange, &sidecar), whole);
            QCOMPARE(sidecar, wholeSidecar);
        }
    }

    // The streamed PNG read back by Qt's own PNG reader holds the RAW's
    // values; the grid's own range (two passes) is its least and greatest
    // height by height().
    void pngHoldsWhatRawHolds()
    {
        const int n = 97;
        QByteArray sidecar;
        const QByteArray raw = heightmap(n, exporting::HeightFormat::Raw16, 5, true, &sidecar);
        QTemporaryDir dir;
        const QString path = dir.filePath(u"h.png"_s);
        QVERIFY(terrain::testing::writeAll(path,
                                           heightmap(n, exporting::HeightFormat::Png16, 5, true)));
        const QImage png(path);
        QCOMPARE(png.format(), QImage::Format_Grayscale16);
        QCOMPARE(png.size(), QSize(n, n));
        for (int r = 0; r < n; ++r)
            for (int i = 0; i < n; ++i) {
                const auto k = qsizetype(2 * (r * n + i));
                const int fromRaw = int(quint8(raw[k])) | int(quint8(raw[k + 1])) << 8;
                const auto *line = reinterpret_cast<const quint16 *>(png.constScanLine(r));
                QCOMPARE(int(line[i]), fromRaw);
            }
        double lo = 1e300, hi = -1e300;
        for (int r = 0; r < n; ++r)
            for (int i = 0; i < n; ++i) {
                const double h = m_terrain.height(m_region.x0 + i * (m_region.width / (n - 1)),
                                                  m_region.y0 + m_region.height -
                                                      r * (m_region.height / (n - 1)));
                lo = std::min(lo, h);
                hi = std::max(hi, h);
            }
        const QJsonObject side = QJsonDocument::fromJson(sidecar).object();
        QCOMPARE(side.value(u"min_height"_s).toDouble(), lo);
        QCOMPARE(side.value(u"max_height"_s).toDouble(), hi);
    }

    // Every OBJ vertex line as printf's "%.6f" writes the formula's height,
    // and the same file in bands of one row.
    void meshBandsAreOnePiece()
    {
        QTemporaryDir dir;
        const int n = 33;
        const double d = m_region.width / (n - 1), e = m_region.height / (n - 1);
        const auto at = [&](int i, int r) {
            return QPointF(m_region.x0 + i * d, m_region.y0 + m_region.height - r * e);
        };
        QString error;
        QByteArray files[2];
        for (const int band : {0, 1}) {
            exporting::HeightRows rows =
                relf::heightRows(relf::borrowEvaluator(m_terrain), m_region, n);
            rows.bandRows = band;
            const QString path = dir.filePath(u"m%1.obj"_s.arg(band));
            QVERIFY2(exporting::writeObjMesh(rows, at, path, &error), qPrintable(error));
            files[band] = readAll(path);
        }
        QCOMPARE(files[1], files[0]);
        const QList<QByteArray> lines = files[0].split('\n');
        char expected[128];
        for (int r = 0; r < n; ++r)
            for (int i = 0; i < n; ++i) {
                const QPointF g = at(i, r);
                std::snprintf(expected, sizeof expected, "v %.6f %.6f %.6f", g.x(),
                              m_terrain.height(g.x(), g.y()), -g.y());
                QCOMPARE(lines[2 + r * n + i], QByteArray(expected));
            }
        // The last cell's two faces, counted from 1.
        const qsizetype last = 2 + n * n + 2 * (n - 1) * (n - 1) - 1;
        const int a = (n - 2) * n + (n - 2) + 1;
        QCOMPARE(lines[last - 1], u"f %1 %2 %3"_s.arg(a).arg(a + n).arg(a + n + 1).toLatin1());
        QCOMPARE(lines[last], u"f %1 %2 %3"_s.arg(a).arg(a + n + 1).arg(a + 1).toLatin1());
    }

    // The glTF mesh written in bands of any height holds the same bytes.
    void glbBandsAreOnePiece()
    {
        QTemporaryDir dir;
        const int n = 33;
        const double d = m_region.width / (n - 1), e = m_region.height / (n - 1);
        QString error;
        QByteArray files[3];
        const int bands[3] = {0, 1, 7};
        for (int k = 0; k < 3; ++k) {
            exporting::HeightRows rows =
                relf::heightRows(relf::borrowEvaluator(m_terrain), m_region, n);
            rows.bandRows = bands[k];
            const QString path = dir.filePath(u"m%1.glb"_s.arg(k));
            QVERIFY2(exporting::writeGlbMesh(
                         rows, {m_region.x0, m_region.y0 + m_region.height, d, e},
                         [](int, std::span<QRgb> out) {
                             std::fill(out.begin(), out.end(), qRgb(1, 2, 3));
                         },
                         path, &error),
                     qPrintable(error));
            files[k] = readAll(path);
        }
        QVERIFY(files[0].startsWith("glTF"));
        QCOMPARE(files[1], files[0]);
        QCOMPARE(files[2], files[0]);
    }

    // A map painted in bands is the picture painted whole, pixel for pixel,
    // with every layer: fills, contours, buildings, symbols, streams, roads
    // (at 3 m a pixel streams are at their thinnest).
    void mapBandsArePaintedWhole_data()
    {
        terrain::testing::column<double>("scale", {{"1 m", 1.0}, {"0.5 m", 0.5}, {"3 m", 3.0}});
    }
    void mapBandsArePaintedWhole()
    {
        QFETCH(double, scale);
        QTemporaryDir dir;
        relf::MapRenderSettings s;
        QString error;
        QVERIFY(exporting::mapSettings(m_region, scale, {}, &s, &error));
        const QImage whole = relf::renderPicture(m_terrain, s);
        for (const int band : {1, 2, 7, 13, 0}) {
            const QString path = dir.filePath(u"m%1.png"_s.arg(band));
            QVERIFY2(relf::exportRasterMap(m_terrain, m_region, scale, path, &error, {}, {}, band),
                     qPrintable(error));
            const QImage back(path);
            QCOMPARE(back.size(), whole.size());
            QCOMPARE(back.convertToFormat(QImage::Format_RGB32), whole);
        }
    }

    // The peak resident memory while exporting grids whose samples or
    // pixels, held whole, would take 537 MB (8193² heights) and 256 MB
    // (8192² pixels): well under the bound.
    void memoryStaysBounded()
    {
#ifdef __SANITIZE_ADDRESS__
        QSKIP("AddressSanitizer keeps freed memory in quarantine: resident sizes mean nothing");
#endif
        if (!resetPeakMemory())
            QSKIP("/proc/self/clear_refs cannot be written here");
        QTemporaryDir dir;
        QString error;
        const qint64 before = statusKb("VmRSS");
        QVERIFY(relf::exportHeightmap(m_terrain, {0, 0, 8192, 8192}, 8193,
                                      exporting::HeightFormat::Raw16, dir.filePath(u"h.raw"_s),
                                      &error));
        const qint64 heightPeak = statusKb("VmHWM") - before;
        QVERIFY(resetPeakMemory());
        const qint64 before2 = statusKb("VmRSS");
        QVERIFY(relf::exportRasterMap(m_terrain, {0, 0, 8192, 8192}, 1.0, dir.filePath(u"m.png"_s),
                                      &error));
        const qint64 mapPeak = statusKb("VmHWM") - before2;
        // A mesh of 4097² vertices: whole, its buffers would be 470 MB.
        QVERIFY(resetPeakMemory());
        const qint64 before3 = statusKb("VmRSS");
        QVERIFY(relf::exportGlbMesh(m_terrain, {0, 0, 4096, 4096}, 4097, dir.filePath(u"m.glb"_s),
                                    &error));
        const qint64 meshPeak = statusKb("VmHWM") - before3;
        qInfo("peak above the start: heightmap %lld kB, map %lld kB, mesh %lld kB", heightPeak,
              mapPeak, meshPeak);
        QVERIFY2(meshPeak < 96 * 1024, qPrintable(QString::number(meshPeak)));
        QVERIFY2(heightPeak < 96 * 1024, qPrintable(QString::number(heightPeak)));
        QVERIFY2(mapPeak < 128 * 1024, qPrintable(QString::number(mapPeak)));
        QCOMPARE(QFileInfo(dir.filePath(u"h.raw"_s)).size(), qint64(8193) * 8193 * 2);
        QCOMPARE(QImageReader(dir.filePath(u"m.png"_s)).size(), QSize(8192, 8192));
    }

    // On a full disk the PNG fails part-way: the message says so with the
    // numbers, the old file stays, no temporary is left. A RAW that cannot
    // fit is refused before a byte is written, naming what it needs.
    void fullDiskLeavesTheOldFile()
    {
        const terrain::testing::SmallDisk dir("size=128k");
        if (!dir.mounted())
            QSKIP("cannot mount a small tmpfs here (not root)");
        for (const QString &name : {u"h.png"_s, u"m.png"_s, u"h.raw"_s}) {
            QFile old(dir.filePath(name));
            QVERIFY(old.open(QIODevice::WriteOnly));
            old.write("previous");
        }
        QString error;
        QVERIFY(!relf::exportHeightmap(m_terrain, m_region, 1025, exporting::HeightFormat::Png16,
                                       dir.filePath(u"h.png"_s), &error));
        QVERIFY2(error.contains(u"no space left on device"_s), qPrintable(error));
        QVERIFY(
            !relf::exportRasterMap(m_terrain, m_region, 0.25, dir.filePath(u"m.png"_s), &error));
        QVERIFY2(error.contains(u"no space left on device"_s), qPrintable(error));
        QVERIFY(!relf::exportHeightmap(m_terrain, m_region, 1025, exporting::HeightFormat::Raw16,
                                       dir.filePath(u"h.raw"_s), &error));
        QVERIFY2(error.contains(u"(2101250 bytes needed"_s), qPrintable(error));
        for (const QString &name : {u"h.png"_s, u"m.png"_s, u"h.raw"_s})
            QCOMPARE(readAll(dir.filePath(name)), QByteArray("previous"));
        QCOMPARE(terrain::testing::filesIn(dir.path()).size(), 3);
    }

    void missingFolderIsNamed()
    {
        OutputFile out(u"nowhere/m.png"_s);
        QVERIFY(!relf::exportRasterMap(m_terrain, m_region, 1.0, out.path, &out.error));
        QVERIFY2(out.error.startsWith(out.path + u": cannot write"_s), qPrintable(out.error));
        QVERIFY(!relf::exportHeightmap(m_terrain, m_region, 65, exporting::HeightFormat::Png16,
                                       out.path, &out.error));
        QVERIFY2(out.error.startsWith(out.path), qPrintable(out.error));
    }

    // A vector map reports between its stages and stops at a cancel,
    // writing nothing.
    void vectorMapCancels()
    {
        QTemporaryDir dir;
        QString error;
        for (const double stop : {0.2, 0.6}) {
            std::vector<double> seen;
            QVERIFY(!relf::exportVectorMap(m_terrain, m_region, 1.0, relf::VectorFormat::Svg,
                                           dir.filePath(u"m.svg"_s), &error, {}, [&](double done) {
                                               seen.push_back(done);
                                               return done < stop;
                                           }));
            QCOMPARE(error, u"cancelled"_s);
            QVERIFY(seen.back() >= stop && seen.size() >= 2);
            QVERIFY(std::is_sorted(seen.begin(), seen.end()));
            QVERIFY(!QFile::exists(dir.filePath(u"m.svg"_s)));
        }
    }

    // A cancel during the map's bands: the old file stays, nothing else.
    void cancelledMapLeavesTheOldFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"m.png"_s);
        QVERIFY(terrain::testing::writeAll(path, "previous"));
        QString error;
        terrain::testing::CancelHalfWay half;
        QVERIFY(!relf::exportRasterMap(m_terrain, m_region, 0.25, path, &error, {}, half.callback(),
                                       16));
        QCOMPARE(error, u"cancelled"_s);
        QVERIFY(half.stoppedSoonAfterHalf());
        QCOMPARE(readAll(path), QByteArray("previous"));
        QCOMPARE(terrain::testing::filesIn(dir.path()), QStringList{u"m.png"_s});
    }
};

QTEST_GUILESS_MAIN(TestExportBands)
#include "tst_exportbands.moc"
