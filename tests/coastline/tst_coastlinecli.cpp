// terrainstudio-cli coastline: the applet's map on the command line, every
// export, and exit codes 0 (done), 1 (failed: a bad parameter file) and 2
// (usage); a failed run leaves no file.
#include "clirunner.h"
#include "coastline/coastlinefile.h"
#include "coastline/coastlinepresets.h"
#include "testcolumns.h"
#include "testfiles.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace terrain::coastline;
using namespace Qt::StringLiterals;

namespace {

using Run = terrain::testing::CliText;

Run cli(const QStringList &args)
{
    return terrain::testing::runCliText(QStringList{u"coastline"_s} + args, 120);
}

using terrain::testing::readAll;
using terrain::testing::readJson;

} // namespace

class TestCoastlineCli : public QObject, private terrain::testing::ScratchFolder
{
    Q_OBJECT
private Q_SLOTS:
    void appletMapAsText()
    {
        const Run r = cli({u"--size"_s, u"512"_s, u"--seed"_s, u"7"_s, u"--java-random"_s, u"-o"_s,
                           at(u"a.txt"_s)});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QCOMPARE(readAll(at(u"a.txt"_s)),
                 readAll(QStringLiteral(COASTLINE_REFERENCE "/applet-512-7.txt")));
    }

    // Step 1 is the article's start: sea, except the bottom-right quarter.
    void stepOneIsTheStartPattern()
    {
        const Run r = cli({u"--size"_s, u"32"_s, u"--seed"_s, u"1"_s, u"--step"_s, u"1"_s, u"-o"_s,
                           at(u"s1.txt"_s)});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QByteArrayList rows = readAll(at(u"s1.txt"_s)).split('\n');
        for (int y = 0; y < 32; ++y)
            QCOMPARE(rows[y], QByteArray(16, '0') + QByteArray(16, y < 16 ? '0' : '1'));
    }

    void everyExport()
    {
        Run r = cli({u"--size"_s, u"64"_s, u"--seed"_s, u"3"_s, u"-o"_s, at(u"m.png"_s)});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QCOMPARE(QImage(at(u"m.png"_s)).size(), QSize(64, 64));
        r = cli({u"--size"_s, u"64"_s, u"--seed"_s, u"3"_s, u"--export"_s, u"types"_s, u"-o"_s,
                 at(u"t.png"_s)});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QImage types(at(u"t.png"_s));
        QCOMPARE(types.format(), QImage::Format_Indexed8);
        QCOMPARE(types.colorTable(), (QList<QRgb>{qRgb(0, 0, 255), qRgb(0, 255, 0)}));
        r = cli({u"--size"_s, u"64"_s, u"--seed"_s, u"3"_s, u"-o"_s, at(u"m.tmj"_s)});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QCOMPARE(readJson(at(u"m.tmj"_s)).value(u"width"_s).toInt(), 64);
        QVERIFY(QFileInfo::exists(at(u"m-tiles.png"_s)));
        r = cli({u"--size"_s, u"64"_s, u"--seed"_s, u"3"_s, u"--export"_s, u"heightmap"_s,
                 u"--format"_s, u"raw"_s, u"-o"_s, at(u"h.raw"_s)});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QCOMPARE(QFileInfo(at(u"h.raw"_s)).size(), 2 * 64 * 64);
        QVERIFY(readJson(at(u"h.raw.json"_s)).contains(u"sea_level"_s));
        r = cli({u"--size"_s, u"64"_s, u"--seed"_s, u"3"_s, u"--export"_s, u"heightmap"_s, u"-o"_s,
                 at(u"h.png"_s)});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QCOMPARE(QImage(at(u"h.png"_s)).format(), QImage::Format_Grayscale16);
    }

    // --params gives the set; --size and --seed override it.
    void parameterFile()
    {
        CoastlineParameters p = CoastlineParameters::article();
        p.startGrid = 4;
        p.start = *startPreset(u"sea"_s, 4);
        p.start[5] = 1;
        p.random = RandomMode::Java;
        QString error;
        QVERIFY(kCoastlineFile.writeFile(p, at(u"p.json"_s), &error));
        Run r = cli({u"--params"_s, at(u"p.json"_s), u"--size"_s, u"16"_s, u"--step"_s, u"1"_s,
                     u"-o"_s, at(u"p.txt"_s)});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QByteArrayList rows = readAll(at(u"p.txt"_s)).split('\n');
        QCOMPARE(rows.size(), 17);
        QCOMPARE(rows[5],
                 QByteArray("0000111100000000")); // start cell (1, 1) covers x 4..7, y 4..7
        QCOMPARE(rows[3], QByteArray(16, '0'));
        // The applet's pattern with a seed from the command line is the applet.
        QVERIFY(kCoastlineFile.writeFile(CoastlineParameters::article(), at(u"a.json"_s), &error));
        r = cli({u"--params"_s, at(u"a.json"_s), u"--size"_s, u"128"_s, u"--seed"_s, u"1999"_s,
                 u"--java-random"_s, u"-o"_s, at(u"a.txt"_s)});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QCOMPARE(readAll(at(u"a.txt"_s)),
                 readAll(QStringLiteral(COASTLINE_REFERENCE "/applet-128-1999.txt")));
    }

    // The table beside this test: args, and what the command says.
    void usageErrors_data()
    {
        terrain::testing::addUsageRows(
            QStringLiteral(TERRAIN_TEST_DATA "/coastline-usage-errors.json"));
    }
    void usageErrors()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        for (QString &a : args)
            a.replace(u"OUT"_s, at(u"usage"_s));
        const Run r = cli(args);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QCOMPARE(QDir(m_dir.path()).entryList({u"usage*"_s}, QDir::Files), QStringList());
    }

    // A bad file is a failure (exit 1) naming the file and what is wrong in it.
    void badParameterFiles()
    {
        QVERIFY(terrain::testing::writeAll(
            at(u"bad.json"_s),
            kCoastlineFile.write(CoastlineParameters::article()).replace("\"01\"", "\"05\"")));
        Run r = cli({u"--params"_s, at(u"bad.json"_s), u"-o"_s, at(u"bad.png"_s)});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(at(u"bad.json"_s) +
                                u": start[1][1]: land type 5 is not in landTypes (2 types)"_s),
                 qPrintable(r.err));
        QVERIFY(!QFileInfo::exists(at(u"bad.png"_s)));
        r = cli({u"--params"_s, at(u"missing.json"_s), u"-o"_s, at(u"bad.png"_s)});
        QCOMPARE(r.code, 1);
        QVERIFY(r.err.contains(u"cannot open"_s));
        // An override that does not fit the file's start grid names the option.
        CoastlineParameters p = CoastlineParameters::article();
        p.startGrid = 32;
        p.start.assign(32 * 32, 0);
        QString error;
        QVERIFY(kCoastlineFile.writeFile(p, at(u"grid.json"_s), &error));
        r = cli(
            {u"--params"_s, at(u"grid.json"_s), u"--size"_s, u"16"_s, u"-o"_s, at(u"bad.png"_s)});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(u"--size: "_s) &&
                     r.err.contains(u"startGrid: 32 does not divide the size 16"_s),
                 qPrintable(r.err));
        // Nowhere to write: a failure, and nothing written.
        r = cli({u"--size"_s, u"64"_s, u"--seed"_s, u"1"_s, u"-o"_s, at(u"no/dir/x.png"_s)});
        QCOMPARE(r.code, 1);
        QVERIFY(r.err.contains(at(u"no/dir/x.png"_s)));
    }
};

QTEST_GUILESS_MAIN(TestCoastlineCli)
#include "tst_coastlinecli.moc"
