// terrainstudio-cli continent: a picture, a coastline or a polygon island as
// the shape of a Relf world, and every command taking the result.
#include "clirunner.h"
#include "coastline/coastlinefile.h"
#include "coastline/coastlineparameters.h"
#include "polymap/polymapfile.h"
#include "polymap/polymapparameters.h"
#include "relf/model/parameterfile.h"
#include "testcolumns.h"
#include "testfiles.h"

#include <QFile>
#include <QImage>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

#include <algorithm>
#include <cmath>

using namespace terrain;
using namespace Qt::StringLiterals;

namespace {

using Run = terrain::testing::CliRun;
using terrain::testing::runCli;

Run cli(const QStringList &args, const QByteArray &input = {})
{
    return runCli(args, input);
}

using terrain::testing::readAll;

// A 16-bit grey picture 40 x 30: land (above half scale) in an L whose long
// arm runs along the north edge, so a flipped reading would show.
QImage lPicture()
{
    QImage image(40, 30, QImage::Format_Grayscale16);
    for (int row = 0; row < 30; ++row) {
        auto *line = reinterpret_cast<quint16 *>(image.scanLine(row));
        for (int col = 0; col < 40; ++col) {
            const bool land = (row >= 3 && row < 10 && col >= 3 && col < 37) ||
                              (col >= 3 && col < 10 && row >= 3 && row < 27);
            line[col] = land ? 52000 : 9000;
        }
    }
    return image;
}

} // namespace

class TestCliContinent : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY(lPicture().save(m_dir.filePath(u"l.png"_s)));
    }

    void aPictureBecomesTheWorldsShape()
    {
        const QString world = m_dir.filePath(u"l-world.json"_s);
        const Run r = cli({u"continent"_s, u"--from"_s, m_dir.filePath(u"l.png"_s), u"--cell"_s,
                           u"200"_s, u"--origin"_s, u"-1000"_s, u"500"_s, u"-o"_s, world});
        QVERIFY2(r.code == 0, r.err.constData());
        const relf::ParameterReadResult read = relf::readParameterFile(world);
        QVERIFY2(read.parameters, qPrintable(read.errors.join(u'\n')));
        QVERIFY(read.parameters->continent);
        QCOMPARE(read.parameters->continent->grid->width, 40);
        QCOMPARE(read.parameters->continent->source.kind, std::string("png"));
        // sample at every cell centre: land cells dry, sea cells under the lake.
        QByteArray points;
        const QImage picture = lPicture();
        for (int row = 0; row < 30; ++row)
            for (int col = 0; col < 40; ++col)
                points += QByteArray::number(-1000 + (col + 0.5) * 200) + ' ' +
                          QByteArray::number(500 + (30 - row - 0.5) * 200) + '\n';
        const Run s = cli({u"sample"_s, u"--params"_s, world}, points);
        QCOMPARE(s.code, 0);
        const QList<QByteArray> lines = s.out.trimmed().split('\n');
        QCOMPARE(lines.size(), 1200);
        int land = 0, dry = 0, sea = 0, wet = 0;
        for (int i = 0; i < 1200; ++i) {
            const bool isLand =
                reinterpret_cast<const quint16 *>(picture.constScanLine(i / 40))[i % 40] > 32768;
            const bool isWet = lines[i].split(' ').value(3) == "LAKE";
            (isLand ? land : sea)++;
            (isLand ? dry : wet) += isLand ? !isWet : isWet;
        }
        QVERIFY2(
            dry >= 0.95 * land && wet >= 0.95 * sea,
            qPrintable(u"%1/%2 land dry, %3/%4 sea wet"_s.arg(dry).arg(land).arg(wet).arg(sea)));
        // Every command takes it.
        for (const QStringList &args :
             {QStringList{u"render"_s, u"--region"_s, u"0"_s, u"1000"_s, u"200"_s, u"150"_s,
                          u"-o"_s, m_dir.filePath(u"r.png"_s)},
              QStringList{u"streams"_s, u"--region"_s, u"0"_s, u"1000"_s, u"300"_s, u"300"_s},
              QStringList{u"mines"_s, u"--cells"_s, u"0"_s, u"60"_s, u"8"_s, u"8"_s}}) {
            const Run c = cli(args + QStringList{u"--params"_s, world});
            QVERIFY2(c.code == 0, qPrintable(args.first() + u": "_s + QString::fromUtf8(c.err)));
        }
    }

    // A heightmap of a region equals its four quarters put together, and
    // the quarters share their edges.
    void heightmapsMeetAtTheirSeams()
    {
        const QString world = m_dir.filePath(u"l-world.json"_s);
        QVERIFY(QFile::exists(world));
        const auto heights = [&](int x0, int y0, int size, const QString &name) {
            const QString path = m_dir.filePath(name);
            const Run r = cli({u"export"_s, u"heightmap"_s, u"--region"_s, QString::number(x0),
                               QString::number(y0), QString::number(size - 1),
                               QString::number(size - 1), u"--size"_s, QString::number(size),
                               u"--format"_s, u"raw"_s, u"--height-range"_s, u"-1000"_s, u"3000"_s,
                               u"--params"_s, world, u"-o"_s, path});
            if (r.code != 0)
                qWarning("%s", r.err.constData());
            return readAll(path);
        };
        // 257 samples 1 m apart, across the L's coast near (0, 1800).
        const QByteArray whole = heights(-128, 1700, 257, u"whole.raw"_s);
        QCOMPARE(whole.size(), 257 * 257 * 2);
        for (int q = 0; q < 4; ++q) {
            const int qx = q % 2, qy = q / 2; // qy 0: the northern quarters
            const QByteArray part =
                heights(-128 + qx * 128, 1700 + (1 - qy) * 128, 129, u"q%1.raw"_s.arg(q));
            QCOMPARE(part.size(), 129 * 129 * 2);
            for (int row = 0; row < 129; ++row)
                QCOMPARE(part.mid(row * 129 * 2, 129 * 2),
                         whole.mid(((qy * 128 + row) * 257 + qx * 128) * 2, 129 * 2));
        }
    }

    void coastlinesAndIslandsBecomeContinents()
    {
        const QString coast = m_dir.filePath(u"coast.json"_s);
        QVERIFY(coastline::kCoastlineFile.writeFile(coastline::CoastlineParameters::mapColours(),
                                                    coast, nullptr));
        const QString world = m_dir.filePath(u"coast-world.json"_s);
        Run r =
            cli({u"continent"_s, u"--from"_s, coast, u"--cell"_s, u"500"_s, u"--erode"_s, u"1"_s,
                 u"--iterations"_s, u"5"_s, u"--preset"_s, u"alpine"_s, u"-o"_s, world});
        QVERIFY2(r.code == 0, r.err.constData());
        relf::ParameterReadResult read = relf::readParameterFile(world);
        QVERIFY(read.parameters && read.parameters->continent);
        const relf::Continent &c = *read.parameters->continent;
        QCOMPARE(c.grid->width, 128);
        QCOMPARE(c.edges, relf::ContinentEdges::Repeat);
        QVERIFY(c.erosion.applied);
        QCOMPARE(c.erosion.iterations, 5);
        QCOMPARE(c.source.kind, std::string("coastline"));
        QVERIFY(c.source.parameters.find("terrainstudio-coastline") != std::string::npos);

        const QString island = m_dir.filePath(u"island.json"_s);
        polymap::PolymapParameters ip;
        ip.regions = 600;
        QVERIFY(polymap::kPolymapFile.writeFile(ip, island, nullptr));
        r = cli({u"continent"_s, u"--from"_s, island, u"--cell"_s, u"100"_s, u"--raster"_s,
                 u"128"_s, u"-o"_s, world});
        QVERIFY2(r.code == 0, r.err.constData());
        read = relf::readParameterFile(world);
        QVERIFY(read.parameters && read.parameters->continent);
        QCOMPARE(read.parameters->continent->grid->width, 128);
        QCOMPARE(read.parameters->continent->edges, relf::ContinentEdges::Ocean);
    }

    void badArgumentsSayWhatIsWrong_data()
    {
        terrain::testing::columns<QStringList, int, QString>({"args", "code", "message"});
        const QString png = m_dir.filePath(u"l.png"_s), out = m_dir.filePath(u"bad.json"_s);
        QTest::newRow("no cell") << QStringList{u"--from"_s, png, u"-o"_s, out} << 2
                                 << u"--cell is required"_s;
        QTest::newRow("cell 0") << QStringList{u"--from"_s, png, u"--cell"_s, u"0"_s, u"-o"_s, out}
                                << 2 << u"--cell: expected 1 to 1000000 metres a grid cell"_s;
        QTest::newRow("png out") << QStringList{u"--from"_s, png,     u"--cell"_s,
                                                u"9"_s,      u"-o"_s, m_dir.filePath(u"x.png"_s)}
                                 << 2 << u"x.png"_s;
        QTest::newRow("missing") << QStringList{u"--from"_s, m_dir.filePath(u"none.png"_s),
                                                u"--cell"_s, u"9"_s,
                                                u"-o"_s,     out}
                                 << 1 << u"none.png"_s;
        QTest::newRow("iterations alone")
            << QStringList{u"--from"_s,       png,    u"--cell"_s, u"9"_s,
                           u"--iterations"_s, u"3"_s, u"-o"_s,     out}
            << 2 << u"--iterations: applies only with --erode"_s;
        QTest::newRow("raster of a picture")
            << QStringList{u"--from"_s,   png,     u"--cell"_s, u"9"_s,
                           u"--raster"_s, u"64"_s, u"-o"_s,     out}
            << 2 << u"--raster: applies only to a polygon-island file"_s;
        QTest::newRow("preset") << QStringList{u"--from"_s,   png,        u"--cell"_s, u"9"_s,
                                               u"--preset"_s, u"steep"_s, u"-o"_s,     out}
                                << 2 << u"--preset: expected gentle, alpine or archipelago"_s;
        QTest::newRow("sea level") << QStringList{u"--from"_s,      png,      u"--cell"_s, u"9"_s,
                                                  u"--sea-level"_s, u"1.5"_s, u"-o"_s,     out}
                                   << 2 << u"--sea-level: expected a fraction"_s;
        QTest::newRow("edges") << QStringList{u"--from"_s,  png,       u"--cell"_s, u"9"_s,
                                              u"--edges"_s, u"wrap"_s, u"-o"_s,     out}
                               << 2 << u"--edges: expected repeat or ocean, not \"wrap\""_s;
    }

    void badArgumentsSayWhatIsWrong()
    {
        QFETCH(QStringList, args);
        QFETCH(int, code);
        QFETCH(QString, message);
        const Run r = cli(QStringList{u"continent"_s} + args);
        QCOMPARE(r.code, code);
        QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
        QVERIFY(!QFile::exists(m_dir.filePath(u"bad.json"_s)));
    }

    // A FIFO as the source is refused before it is opened (opening it would
    // wait for a writer for ever).
    void aPipeIsNoSource()
    {
        const QString fifo = m_dir.filePath(u"f.png"_s);
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        const Run r = cli({u"continent"_s, u"--from"_s, fifo, u"--cell"_s, u"500"_s, u"-o"_s,
                           m_dir.filePath(u"w.json"_s)});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(QByteArray(QFile::encodeName(fifo) + ": not a regular file")),
                 r.err.constData());
        QVERIFY(!QFile::exists(m_dir.filePath(u"w.json"_s)));
    }

    // A world whose file would be larger than its reader takes (64 MiB) is
    // not written: the message names the limit and the largest grid that
    // fits, and the file already there stays as it was.
    void aWorldTooLargeToReadIsNotWritten()
    {
        QImage big(5100, 5100, QImage::Format_Grayscale8);
        for (int row = 0; row < big.height(); ++row)
            std::fill_n(big.scanLine(row), big.width(), uchar(row < 2500 ? 200 : 40));
        const QString png = m_dir.filePath(u"big.png"_s), out = m_dir.filePath(u"kept.json"_s);
        QVERIFY(big.save(png));
        const QByteArray before = cli({u"params"_s}).out;
        QFile kept(out);
        QVERIFY(!before.isEmpty() && kept.open(QIODevice::WriteOnly) && kept.write(before));
        kept.close();
        const Run r = cli({u"continent"_s, u"--from"_s, png, u"--cell"_s, u"50"_s, u"-o"_s, out});
        QCOMPARE(r.code, 1);
        const QString err = QString::fromUtf8(r.err);
        QVERIFY2(err.contains(u"more than the 67108864 its reader takes"_s) &&
                     err.contains(u"grid of 5100 × 5100 samples is too large"_s),
                 r.err.constData());
        // 64 MiB of base64 holds 25.1 million 16-bit samples, a square of 5016.
        QVERIFY2(err.contains(u"the largest square grid that fits is 501"_s), r.err.constData());
        QCOMPARE(readAll(out), before);
    }

    // Past the grid a picture falls to ocean and a coastline repeats, unless
    // --edges says otherwise: the L's corner arm (land at column 5, row 20
    // from the north) sampled one grid's width east, beyond the grid.
    void edgesAsTheSourceMeansThemOrAsAsked_data()
    {
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("edges");
        QTest::addColumn<QString>("written");
        QTest::newRow("picture") << u"l.png"_s << QString() << u"ocean"_s;
        QTest::newRow("picture, repeat") << u"l.png"_s << u"repeat"_s << u"repeat"_s;
        QTest::newRow("picture, ocean") << u"l.png"_s << u"ocean"_s << u"ocean"_s;
        QTest::newRow("coastline") << u"coast.json"_s << QString() << u"repeat"_s;
        QTest::newRow("coastline, ocean") << u"coast.json"_s << u"ocean"_s << u"ocean"_s;
    }
    void edgesAsTheSourceMeansThemOrAsAsked()
    {
        QFETCH(QString, from);
        QFETCH(QString, edges);
        QFETCH(QString, written);
        const QString world = m_dir.filePath(u"edges.json"_s);
        QStringList args{u"continent"_s, u"--from"_s, m_dir.filePath(from), u"--cell"_s, u"200"_s,
                         u"-o"_s,        world};
        if (!edges.isEmpty())
            args << u"--edges"_s << edges;
        const Run r = cli(args);
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY(readAll(world).contains((u"\"edges\": \""_s + written + u"\""_s).toUtf8()));
        if (from != u"l.png"_s)
            return;
        // Inside: land. One grid width (40 cells) east: the same land or the ocean.
        const QByteArray inside = "1100 1900\n", beyond = "9100 1900\n";
        const Run s = cli({u"sample"_s, u"--params"_s, world}, inside + beyond);
        QCOMPARE(s.code, 0);
        const QList<QByteArray> lines = s.out.trimmed().split('\n');
        QCOMPARE(lines.size(), 2);
        QVERIFY2(lines[0].split(' ').value(3) != "LAKE", lines[0].constData());
        const bool wet = lines[1].split(' ').value(3) == "LAKE";
        QVERIFY2(wet == (written == u"ocean"_s), lines[1].constData());
    }

    void aSeaLevelOnlyAppliesToAPicture()
    {
        const QString coast = m_dir.filePath(u"coast.json"_s);
        QVERIFY(QFile::exists(coast));
        const Run r = cli({u"continent"_s, u"--from"_s, coast, u"--cell"_s, u"9"_s,
                           u"--sea-level"_s, u"0.3"_s, u"-o"_s, m_dir.filePath(u"s.json"_s)});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("--sea-level: applies only to a PNG"), r.err.constData());
    }

private:
    QTemporaryDir m_dir;
};

QTEST_GUILESS_MAIN(TestCliContinent)
#include "tst_clicontinent.moc"
