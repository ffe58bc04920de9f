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

    void usageErrors_data()
    {
        terrain::testing::columns<QStringList, QByteArray>({"args", "message"});
        QTest::newRow("no command") << QStringList{} << QByteArray("usage:");
        QTest::newRow("unknown command") << QStringList{u"fly"_s} << QByteArray("unknown command");
        QTest::newRow("bad option") << QStringList{u"sample"_s, u"--frobnicate"_s}
                                    << QByteArray("unknown option --frobnicate");
        QTest::newRow("lake NaN") << QStringList{u"sample"_s, u"--lake-level"_s, u"nan"_s}
                                  << QByteArray("--lake-level: expected a finite number");
        QTest::newRow("seed missing")
            << QStringList{u"randomise"_s} << QByteArray("--seed N is required");
        QTest::newRow("seed negative") << QStringList{u"randomise"_s, u"--seed"_s, u"-4"_s}
                                       << QByteArray("--seed: expected a whole number");
        QTest::newRow("length not power of two")
            << QStringList{u"randomise"_s, u"--seed"_s, u"1"_s, u"--length"_s, u"100"_s}
            << QByteArray("power of two");
        QTest::newRow("region short")
            << QStringList{u"render"_s, u"--region"_s, u"0"_s, u"0"_s, u"10"_s}
            << QByteArray("--region needs 4");
        // An option that means nothing to the command, or an output whose
        // extension is not the format's, is refused, not ignored.
        const QStringList region = {u"--region"_s, u"0"_s, u"0"_s, u"100"_s, u"100"_s};
        QTest::newRow("mesh as fbx")
            << QStringList{u"export"_s, u"mesh"_s} + region +
                   QStringList{u"--size"_s, u"9"_s, u"--format"_s, u"fbx"_s, u"-o"_s, u"m.fbx"_s}
            << QByteArray("--format: expected obj or glb");
        QTest::newRow("glb mesh to an obj")
            << QStringList{u"export"_s, u"mesh"_s} + region +
                   QStringList{u"--size"_s, u"9"_s, u"--format"_s, u"glb"_s, u"-o"_s, u"m.obj"_s}
            << QByteArray("-o: m.obj does not end in .glb as binary glTF writes");
        QTest::newRow("mesh to a png") << QStringList{u"export"_s, u"mesh"_s} + region +
                                              QStringList{u"--size"_s, u"9"_s, u"-o"_s, u"m.png"_s}
                                       << QByteArray("-o: m.png does not end in .obj");
        QTest::newRow("heightmap with a scale")
            << QStringList{u"export"_s, u"heightmap"_s} + region +
                   QStringList{u"--size"_s,  u"9"_s, u"--format"_s, u"raw"_s,
                               u"--scale"_s, u"3"_s, u"-o"_s,       u"h.raw"_s}
            << QByteArray("--scale does not apply to export heightmap");
        QTest::newRow("raw heightmap to a png")
            << QStringList{u"export"_s, u"heightmap"_s} + region +
                   QStringList{u"--size"_s, u"9"_s, u"--format"_s, u"raw"_s, u"-o"_s, u"h.png"_s}
            << QByteArray("does not end in .raw as --format raw writes");
        QTest::newRow("empty height range")
            << QStringList{u"export"_s, u"heightmap"_s} + region +
                   QStringList{u"--size"_s, u"9"_s, u"--format"_s, u"raw"_s,  u"--height-range"_s,
                               u"5"_s,      u"5"_s, u"-o"_s,       u"h.raw"_s}
            << QByteArray("--height-range: expected finite MIN below MAX");
        QTest::newRow("height range for a map")
            << QStringList{u"export"_s, u"map"_s} + region +
                   QStringList{u"--format"_s, u"png"_s, u"--height-range"_s, u"0"_s,
                               u"9"_s,        u"-o"_s,  u"m.png"_s}
            << QByteArray("--height-range does not apply to export map");
        QTest::newRow("map with a size")
            << QStringList{u"export"_s, u"map"_s} + region +
                   QStringList{u"--size"_s, u"5"_s, u"--format"_s, u"png"_s, u"-o"_s, u"m.png"_s}
            << QByteArray("--size does not apply to export map");
        QTest::newRow("svg map to a pdf")
            << QStringList{u"export"_s, u"map"_s} + region +
                   QStringList{u"--format"_s, u"svg"_s, u"-o"_s, u"m.pdf"_s}
            << QByteArray("does not end in .svg");
        QTest::newRow("render to a jpg")
            << QStringList{u"render"_s} + region + QStringList{u"-o"_s, u"r.jpg"_s}
            << QByteArray("-o: r.jpg does not end in .png as render writes");
        QTest::newRow("randomise to a txt")
            << QStringList{u"randomise"_s, u"--seed"_s, u"3"_s, u"-o"_s, u"r.txt"_s}
            << QByteArray("-o: r.txt does not end in .json");
        QTest::newRow("splat to a jpg") << QStringList{u"export"_s, u"splat"_s} + region +
                                               QStringList{u"--size"_s, u"9"_s, u"-o"_s, u"s.jpg"_s}
                                        << QByteArray("-o: s.jpg does not end in .png");
        QTest::newRow("splat with a format")
            << QStringList{u"export"_s, u"splat"_s} + region +
                   QStringList{u"--size"_s, u"9"_s, u"--format"_s, u"png"_s, u"-o"_s, u"s.png"_s}
            << QByteArray("--format does not apply to export splat");
        QTest::newRow("objects with a size")
            << QStringList{u"export"_s, u"objects"_s} + region +
                   QStringList{u"--size"_s, u"9"_s, u"--format"_s, u"csv"_s, u"-o"_s, u"o.csv"_s}
            << QByteArray("--size does not apply to export objects");
        QTest::newRow("objects as xml")
            << QStringList{u"export"_s, u"objects"_s} + region +
                   QStringList{u"--format"_s, u"xml"_s, u"-o"_s, u"o.xml"_s}
            << QByteArray("--format: expected csv or json");
        QTest::newRow("objects over 16384 m")
            << QStringList{u"export"_s, u"objects"_s, u"--region"_s, u"0"_s,
                           u"0"_s,      u"20000"_s,   u"10"_s,       u"--format"_s,
                           u"csv"_s,    u"-o"_s,      u"o.csv"_s}
            << QByteArray("--region: at most 16384 m a side");
        QTest::newRow("unknown engine") << QStringList{u"export"_s, u"heightmap"_s} + region +
                                               QStringList{u"--size"_s, u"129"_s, u"--engine"_s,
                                                           u"steam"_s,  u"-o"_s,  u"h.raw"_s}
                                        << QByteArray("--engine: expected unity, unreal or godot");
        QTest::newRow("unity to a png")
            << QStringList{u"export"_s, u"heightmap"_s} + region +
                   QStringList{u"--size"_s, u"129"_s, u"--engine"_s,
                               u"unity"_s,  u"-o"_s,  u"h.png"_s}
            << QByteArray("-o: h.png does not end in .raw as Unity raw writes");
        QTest::newRow("unreal at 129")
            << QStringList{u"export"_s, u"heightmap"_s} + region +
                   QStringList{u"--size"_s, u"129"_s, u"--engine"_s,
                               u"unreal"_s, u"-o"_s,  u"h.png"_s}
            << QByteArray("--size: Unreal recommends 127, 253, 505, 1009, 2017, 4033 or 8129");
        QTest::newRow("unity on a region twice as wide")
            << QStringList{u"export"_s, u"heightmap"_s, u"--region"_s, u"0"_s,   u"0"_s,
                           u"2000"_s,   u"1000"_s,      u"--size"_s,   u"257"_s, u"--engine"_s,
                           u"unity"_s,  u"-o"_s,        u"u.raw"_s}
            << QByteArray("--size: Unity's terrain takes square heightmaps (2^n + 1 samples a "
                          "side), this region gives 257 x 129 samples");
        QTest::newRow("godot r16 named raw")
            << QStringList{u"export"_s, u"heightmap"_s} + region +
                   QStringList{u"--size"_s, u"129"_s, u"--engine"_s,
                               u"godot"_s,  u"-o"_s,  u"h.raw"_s}
            << QByteArray("-o: h.raw does not end in .r16");
        QTest::newRow("shard 5/4")
            << QStringList{u"export"_s, u"tiles"_s} + region +
                   QStringList{u"--zoom"_s, u"3..5"_s, u"--shard"_s, u"5/4"_s, u"-o"_s, u"t"_s}
            << QByteArray("--shard: 5/4 is not one of N shards numbered 0 to N - 1");
        QTest::newRow("shard 0/0")
            << QStringList{u"export"_s, u"tiles"_s} + region +
                   QStringList{u"--zoom"_s, u"3..5"_s, u"--shard"_s, u"0/0"_s, u"-o"_s, u"t"_s}
            << QByteArray("--shard: 0/0 is not one of N shards numbered 0 to N - 1");
        QTest::newRow("zoom past 12")
            << QStringList{u"export"_s, u"tiles"_s} + region +
                   QStringList{u"--zoom"_s, u"3..13"_s, u"-o"_s, u"t"_s}
            << QByteArray("--zoom: expected 0 <= Z0 <= Z1 <= 12, got 3..13");
        QTest::newRow("tiles with a size")
            << QStringList{u"export"_s, u"tiles"_s} + region +
                   QStringList{u"--zoom"_s, u"3"_s, u"--size"_s, u"9"_s, u"-o"_s, u"t"_s}
            << QByteArray("--size does not apply to export tiles");
        QTest::newRow("tmj map over 4096 tiles")
            << QStringList{u"export"_s, u"map"_s,      u"--region"_s, u"0"_s,  u"0"_s,    u"4097"_s,
                           u"10"_s,     u"--format"_s, u"tmj"_s,      u"-o"_s, u"m.tmj"_s}
            << QByteArray("4097 x 10 pixels; each side must be 1 to 4096");
        QTest::newRow("omap over 2048 cells")
            << QStringList{u"export"_s, u"map"_s, u"--region"_s, u"0"_s, u"0"_s,
                           u"4100"_s,   u"10"_s,  u"--scale"_s,  u"2"_s, u"--format"_s,
                           u"omap"_s,   u"-o"_s,  u"m.omap"_s}
            << QByteArray("2050 x 5 pixels; each side must be 1 to 2048");
        QTest::newRow("heightmap over 65537")
            << QStringList{u"export"_s, u"heightmap"_s} + region +
                   QStringList{u"--size"_s, u"65538"_s, u"--format"_s,
                               u"raw"_s,    u"-o"_s,    u"h.raw"_s}
            << QByteArray("--size: expected a whole number from 2 to 65537");
        QTest::newRow("mesh over 16385")
            << QStringList{u"export"_s, u"mesh"_s} + region +
                   QStringList{u"--size"_s, u"16386"_s, u"-o"_s, u"m.obj"_s}
            << QByteArray("--size: expected a whole number from 2 to 16385");
        QTest::newRow("png map over 65536")
            << QStringList{u"export"_s, u"map"_s,   u"--region"_s, u"0"_s,
                           u"0"_s,      u"65537"_s, u"10"_s,       u"--format"_s,
                           u"png"_s,    u"-o"_s,    u"m.png"_s}
            << QByteArray("65537 x 10 pixels; each side must be 1 to 65536");
        QTest::newRow("svg map over 16384")
            << QStringList{u"export"_s, u"map"_s,   u"--region"_s, u"0"_s,
                           u"0"_s,      u"16385"_s, u"10"_s,       u"--format"_s,
                           u"svg"_s,    u"-o"_s,    u"m.svg"_s}
            << QByteArray("16385 x 10 pixels; each side must be 1 to 16384");
        QTest::newRow("region huge") << QStringList{u"render"_s, u"--region"_s, u"0"_s,  u"0"_s,
                                                    u"1e9"_s,    u"10"_s,       u"-o"_s, u"x.png"_s}
                                     << QByteArray("pixels");
    }
    void usageErrors()
    {
        QFETCH(QStringList, args);
        QFETCH(QByteArray, message);
        const Run r = cli(args);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(message), r.err.constData());
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
