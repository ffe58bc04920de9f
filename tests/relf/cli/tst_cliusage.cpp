// terrainstudio-cli refuses what it cannot do: usage errors with exit 2 and
// the reason, bad parameter files, maps and boxes past their bounds.
#include "clirunner.h"
#include "relf/model/parameterfile.h"
#include "testcolumns.h"
#include "testfiles.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

using Run = terrain::testing::CliRun;
using terrain::testing::cli;

class TestCliUsage : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // One limit everywhere: ±1e15, as render and export; beyond it a clear
    // error, never a height that runs into the next field or a NaN.
    // Usage errors are 2 everywhere: a bad --scale for render and export map alike.
    void badScaleIsAUsageErrorEverywhere()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(u"m.png"_s);
        for (const QString &scale : {u"-1"_s, u"0"_s, u"1e-9"_s, u"1e9"_s, u"abc"_s}) {
            const Run e =
                cli({u"export"_s, u"map"_s, u"--region"_s, u"0"_s, u"0"_s, u"10"_s, u"10"_s,
                     u"--scale"_s, scale, u"--format"_s, u"png"_s, u"-o"_s, out});
            QCOMPARE(e.code, 2);
            QVERIFY2(e.err.contains("--scale"), e.err.constData());
            const Run r = cli({u"render"_s, u"--region"_s, u"0"_s, u"0"_s, u"10"_s, u"10"_s,
                               u"--scale"_s, scale, u"-o"_s, out});
            QCOMPARE(r.code, 2);
        }
        // A picture too large for the scale: a usage error too, naming the sizes.
        const Run big = cli({u"export"_s, u"map"_s, u"--region"_s, u"0"_s, u"0"_s, u"100000"_s,
                             u"10"_s, u"--scale"_s, u"1"_s, u"--format"_s, u"svg"_s, u"-o"_s,
                             dir.filePath(u"big.svg"_s)});
        QCOMPARE(big.code, 2);
        QVERIFY2(big.err.contains("100000 x 10 pixels"), big.err.constData());
        QVERIFY(!QFile::exists(dir.filePath(u"big.svg"_s)));
        // A vector map past 8192 x 8192 pixels is refused before any work,
        // though a PNG of the same size may be made.
        const QString svg = dir.filePath(u"m.svg"_s);
        const Run wide =
            cli({u"export"_s, u"map"_s, u"--region"_s, u"0"_s, u"0"_s, u"16384"_s, u"4097"_s,
                 u"--scale"_s, u"1"_s, u"--format"_s, u"svg"_s, u"-o"_s, svg});
        QCOMPARE(wide.code, 2);
        QVERIFY2(wide.err.contains("16384 x 4097 pixels") && wide.err.contains("8192 x 8192"),
                 wide.err.constData());
        QVERIFY(!QFile::exists(svg));
    }

    // The mine map's memory is bounded: a map past 2^24 cells over all
    // levels is refused with the numbers, before any work.
    void minesRefuseMapsPastTheirBound()
    {
        QTemporaryDir dir;
        terrain::relf::RelfParameters p = terrain::relf::RelfParameters::reference1983();
        p.mines.levels = 64;
        const QString params = dir.filePath(u"deep.json"_s);
        QVERIFY(terrain::relf::writeParameterFile(p, params, nullptr));
        const Run r = cli({u"mines"_s, u"--cells"_s, u"0"_s, u"0"_s, u"4096"_s, u"4096"_s,
                           u"--params"_s, params});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("4096 x 4096 cells on 64 levels are 1073741824"),
                 r.err.constData());
        // The report lists each mine of the level once, numbered in order.
        const Run ok = cli({u"mines"_s, u"--cells"_s, u"-40"_s, u"-40"_s, u"80"_s, u"80"_s});
        QCOMPARE(ok.code, 0);
        const QList<QByteArray> lines = ok.out.split('\n');
        int numbered = 0;
        for (const QByteArray &line : lines)
            if (line.startsWith("mine ")) {
                ++numbered;
                const QByteArray want =
                    QByteArray("mine ") + QByteArray::number(numbered) + QByteArray(": ");
                QVERIFY(line.startsWith(want));
            }
        QVERIFY(numbered > 10);
    }

    // The table beside this test: args, and what the command says.
    void usageErrors_data()
    {
        terrain::testing::addUsageRows(QStringLiteral(TERRAIN_TEST_DATA "/relf-usage-errors.json"));
    }
    void usageErrors()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const Run r = cli(args);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(message.toUtf8()), r.err.constData());
    }

    void badParameterFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"bad.json"_s);
        QVERIFY(terrain::testing::writeAll(
            path, "{\"format\": \"terrainstudio-relf\", \"version\": 1, \"profile\": [1, 2, 3]}"));
        const Run r = cli({u"params"_s, u"--params"_s, path});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("bad.json: profile: expected a power-of-two length"),
                 r.err.constData());
        QVERIFY(r.out.isEmpty());
    }

    void starsRefusesBadBoxes()
    {
        for (const QStringList &box :
             {QStringList{u"0"_s, u"0"_s, u"0"_s, u"0"_s, u"1"_s, u"1"_s},
              QStringList{u"nan"_s, u"0"_s, u"0"_s, u"1"_s, u"1"_s, u"1"_s},
              QStringList{u"0"_s, u"0"_s, u"0"_s, u"1"_s, u"1"_s},
              QStringList{u"0"_s, u"0"_s, u"0"_s, u"100000"_s, u"100000"_s, u"100000"_s}}) {
            const Run r = cli(QStringList{u"stars"_s, u"--box"_s} + box);
            QCOMPARE(r.code, 2);
            QVERIFY2(r.err.contains("--box"), r.err.constData());
            QVERIFY(r.out.isEmpty());
        }
        const Run huge = cli({u"stars"_s, u"--box"_s, u"0"_s, u"0"_s, u"0"_s, u"100000"_s,
                              u"100000"_s, u"100000"_s});
        QVERIFY2(huge.err.contains("1000000000000000 points"), huge.err.constData());
        QCOMPARE(cli({u"stars"_s, u"--box"_s, u"0"_s, u"0"_s, u"1"_s, u"1"_s, u"1"_s, u"1"_s,
                      u"--region"_s, u"0"_s})
                     .code,
                 2);
    }
};

QTEST_GUILESS_MAIN(TestCliUsage)
#include "tst_cliusage.moc"
