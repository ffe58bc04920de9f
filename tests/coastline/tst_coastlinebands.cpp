// The coastline's colour PNG written a band of rows at a time: the same
// pixels as the renderer's whole picture (and, without heights, as the
// cells' colours) whatever the band height; memory bounded at a size whose
// whole picture would not be; a cancel or a full disk leaves the old file
// and nothing else.
#include "archipelagomap.h"
#include "coastline/coastlinepresets.h"
#include "coastline/exports/coastlineexport.h"
#include "peakmemory.h"
#include "smalldisk.h"
#include "testcolumns.h"
#include "testfiles.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QImageReader>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>

using namespace terrain;
using terrain::testing::resetPeakMemory;
using terrain::testing::statusKb;
using namespace terrain::coastline;
using namespace Qt::StringLiterals;

namespace {

using terrain::testing::readAll;

CoastlineMapPtr makeMap(int size, bool heights, qint64 seed = 11)
{
    return terrain::testing::archipelagoMap(size, heights, seed);
}

// A land type's colour, opaque, as a picture's pixel reads.
QRgb colourOf(const CoastlineMap &map, int type)
{
    return map.parameters().landTypes[std::size_t(type)].colour | 0xff000000u;
}

void writeOld(const QString &path)
{
    QFile old(path);
    if (!old.open(QIODevice::WriteOnly) || old.write("previous") != 8)
        qFatal("cannot write %s", qPrintable(path));
}

} // namespace

class TestCoastlineBands : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;

private Q_SLOTS:
    void sameAsTheWholePicture_data()
    {
        terrain::testing::columns<int, bool>({"size", "heights"});
        QTest::addColumn<int>("step"); // 0: the finished map
        QTest::addColumn<int>("bandRows");
        for (const int size : {32, 128, 256})
            for (const bool heights : {false, true})
                for (const int step : {2, 0})
                    for (const int band : {1, 7, 64, 0})
                        QTest::addRow("%d %s step %d band %d", size, heights ? "heights" : "types",
                                      step, band)
                            << size << heights << step << band;
    }

    // The streamed file against the picture the renderer makes whole (the
    // studio's map tiles come from it too) and, without heights, against
    // each cell's land-type colour: a band painted at the wrong rows, or
    // rows written twice or out of order, changes pixels.
    void sameAsTheWholePicture()
    {
        QFETCH(int, size);
        QFETCH(bool, heights);
        QFETCH(int, step);
        QFETCH(int, bandRows);
        const auto map = makeMap(size, heights);
        if (step == 0)
            step = map->steps();
        const QString path = m_dir.filePath(u"bands.png"_s);
        QString error;
        QVERIFY2(exportColourPng(*map, step, path, &error, {}, bandRows), qPrintable(error));
        QImageReader reader(path);
        QImage streamed = reader.read();
        QVERIFY2(!streamed.isNull(), qPrintable(reader.errorString()));
        QVERIFY(!streamed.hasAlphaChannel());
        streamed = streamed.convertToFormat(QImage::Format_RGB32);
        const QImage whole = renderCoastline(*map, step, colourPngSettings(*map));
        QCOMPARE(streamed.size(), QSize(size, size));
        QCOMPARE(streamed, whole);
        if (!heights)
            for (int y = 0; y < size; ++y)
                for (int x = 0; x < size; ++x)
                    QCOMPARE(streamed.pixel(x, y), colourOf(*map, map->typeAt(x, y, step)));
    }

    // With heights the picture is not one colour a type: shading and
    // contours are in it, so the comparison above is not a comparison of
    // flat colours only.
    void heightsChangeThePicture()
    {
        const auto map = makeMap(128, true);
        const QString path = m_dir.filePath(u"shaded.png"_s);
        QString error;
        QVERIFY2(exportColourPng(*map, map->steps(), path, &error, {}, 7), qPrintable(error));
        const QImage img = QImage(path).convertToFormat(QImage::Format_RGB32);
        int flat = 0;
        for (int y = 0; y < 128; ++y)
            for (int x = 0; x < 128; ++x)
                flat += img.pixel(x, y) == colourOf(*map, map->typeAt(x, y));
        QVERIFY2(flat < 128 * 128 / 2, qPrintable(QString::number(flat)));
    }

    // Progress runs from 0 to 1 in order; a cancel half-way keeps the old
    // file and leaves nothing beside it.
    void cancelLeavesTheOldFile()
    {
        const auto map = makeMap(256, true);
        QTemporaryDir dir;
        const QString path = dir.filePath(u"m.png"_s);
        writeOld(path);
        QString error;
        std::vector<double> seen;
        QVERIFY(exportColourPng(
            *map, map->steps(), dir.filePath(u"done.png"_s), &error,
            [&](double done) {
                seen.push_back(done);
                return true;
            },
            16));
        QCOMPARE(seen.size(), std::size_t(256 / 16 + 1));
        QVERIFY(std::is_sorted(seen.begin(), seen.end()));
        QCOMPARE(seen.front(), 0.0);
        QCOMPARE(seen.back(), 1.0);
        QVERIFY(QFile::remove(dir.filePath(u"done.png"_s)));

        terrain::testing::CancelHalfWay half;
        QVERIFY(!exportColourPng(*map, map->steps(), path, &error, half.callback(), 16));
        QCOMPARE(error, u"cancelled"_s);
        QVERIFY(half.stoppedSoonAfterHalf());
        QCOMPARE(readAll(path), QByteArray("previous"));
        QCOMPARE(terrain::testing::filesIn(dir.path()), QStringList{u"m.png"_s});
    }

    void missingFolderIsNamed()
    {
        const auto map = makeMap(32, false);
        const QString path = m_dir.filePath(u"nowhere/m.png"_s);
        QString error;
        QVERIFY(!exportColourPng(*map, map->steps(), path, &error));
        QVERIFY2(error.startsWith(path + u": cannot write"_s), qPrintable(error));
        QVERIFY(!QFile::exists(path));
    }

    // On a full disk the PNG fails part-way: the message names the file and
    // says so, the old file stays, no temporary is left.
    void fullDiskLeavesTheOldFile()
    {
        const auto map = makeMap(1024, true);
        const terrain::testing::SmallDisk dir("size=128k");
        if (!dir.mounted())
            QSKIP("cannot mount a small tmpfs here (not root)");
        const QString path = dir.filePath(u"m.png"_s);
        writeOld(path);
        QString error;
        QVERIFY(!exportColourPng(*map, map->steps(), path, &error, {}, 64));
        QVERIFY2(error.startsWith(path + u": cannot write: "_s), qPrintable(error));
        QVERIFY2(error.contains(u"no space left on device"_s), qPrintable(error));
        QCOMPARE(readAll(path), QByteArray("previous"));
        QCOMPARE(terrain::testing::filesIn(dir.path()), QStringList{u"m.png"_s});
    }

    // An 8192² picture held whole takes 256 MiB (and Qt's writer more
    // besides); in bands the export's peak above the map stays near two
    // bands of 16 MB.
    void memoryStaysBounded()
    {
#ifdef __SANITIZE_ADDRESS__
        QSKIP("AddressSanitizer keeps freed memory in quarantine: resident sizes mean nothing");
#endif
        const auto map = makeMap(8192, true);
        if (!resetPeakMemory())
            QSKIP("/proc/self/clear_refs cannot be written here");
        const qint64 before = statusKb("VmRSS");
        QString error;
        const QString path = m_dir.filePath(u"big.png"_s);
        QVERIFY2(exportColourPng(*map, map->steps(), path, &error), qPrintable(error));
        const qint64 peak = statusKb("VmHWM") - before;
        qInfo("peak above the start: %lld kB", peak);
        QVERIFY2(peak < 96 * 1024, qPrintable(QString::number(peak)));
        QCOMPARE(QImageReader(path).size(), QSize(8192, 8192));
        QVERIFY(QFile::remove(path));
    }
};

QTEST_GUILESS_MAIN(TestCoastlineBands)
#include "tst_coastlinebands.moc"
