// terrainstudio-cli end to end: output formats, exit codes, messages.
#include <QFile>
#include <QFileInfo>

#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <bit>
#include <cmath>
#include <cstdio>

#include "clirunner.h"
#include "relf/goodsite.h"
#include "relf/model/parameterfile.h"
#include "relf/streams.h"

using namespace Qt::StringLiterals;

namespace {

using Run = terrain::testing::CliRun;

Run cli(const QStringList &args, const QByteArray &input = {}, const QProcessEnvironment &env = {})
{
    return terrain::testing::runCli(args, input, 300, env);
}

} // namespace

class TestCli : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void sampleMatchesTheReference()
    {
        // Lake-204 points of the Java reference data, printed in the CLI's
        // format; those past the ground limit (up to 2^52 + 1) are checked in
        // tst_relfreference, and refused by the CLI (sampleKeepsTheGroundLimit).
        QFile f(QStringLiteral(TERRAIN_TEST_DATA "/reference/expected.txt"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QByteArray input;
        QList<QList<QByteArray>> expected;
        while (!f.atEnd()) {
            const QByteArray line = f.readLine().trimmed();
            const QList<QByteArray> t = line.split(' ');
            if (line.startsWith('#') || t.size() != 10 || t[2] != "204")
                continue;
            if (std::abs(t[0].toDouble()) > 1e15 || std::abs(t[1].toDouble()) > 1e15)
                continue;
            input += t[0] + ' ' + t[1] + '\n';
            expected << t;
        }
        const Run r = cli({u"sample"_s}, "# header\n" + input);
        QCOMPARE(r.code, 0);
        const QList<QByteArray> lines = r.out.split('\n');
        QCOMPARE(lines.value(0), QByteArray("# header"));
        for (qsizetype i = 0; i < expected.size(); ++i) {
            const QList<QByteArray> &e = expected[i];
            const QList<QByteArray> got = lines.value(i + 1).split(' ');
            QCOMPARE(got.size(), 9);
            QCOMPARE(got[0], e[0]);
            QCOMPARE(got[1], e[1]);
            const double h = std::bit_cast<double>(e[3].toULongLong(nullptr, 16));
            char printed[64]; // the format is C's %.9f, which rounds the exact binary value
            std::snprintf(printed, sizeof printed, "%.9f", h);
            QCOMPARE(got[2], QByteArray(printed));
            QCOMPARE(got[3], e[4]);
            QCOMPARE(got[4], e[5]);
            QCOMPARE(got[5], e[6]);
            QCOMPARE(got[7], e[8]);
            QCOMPARE(got[8], e[9]);
        }
    }

    void sampleLakeLevelAndDepth()
    {
        // At 450 most of the 1983 land is under water; depth = 450 - ground.
        const Run low = cli({u"sample"_s}, "-560 -1400\n");
        const Run high = cli({u"sample"_s, u"--lake-level"_s, u"450"_s}, "-560 -1400\n");
        QCOMPARE(high.code, 0);
        const QList<QByteArray> l = low.out.trimmed().split(' ');
        const QList<QByteArray> h = high.out.trimmed().split(' ');
        QCOMPARE(h[3], QByteArray("LAKE"));
        QCOMPARE(h[2], QByteArray("450.000000000"));
        QCOMPARE(h[6].toDouble(), 450 - l[2].toDouble());
    }

    void malformedLinesAreNamed()
    {
        const Run r = cli({u"sample"_s}, "1 2\nthree four\n5\n1e999 0\n6 7\n");
        QCOMPARE(r.code, 1);
        QCOMPARE(r.out.count('\n'), 2); // the good lines still print
        QVERIFY(r.err.contains("line 2:"));
        QVERIFY(r.err.contains("line 3:"));
        QVERIFY(r.err.contains("line 4:"));
        QVERIFY(!r.err.contains("line 5:"));
    }

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

    void sampleKeepsTheGroundLimit()
    {
        const Run r =
            cli({u"sample"_s}, "1e300 1e300\n-1e308 1e308\n1e15 -1e15\n1000000000000001 0\n");
        QCOMPARE(r.code, 1);
        QCOMPARE(r.out.count('\n'), 1); // only the point on the limit prints
        QVERIFY(r.out.startsWith("1e15 -1e15 "));
        QVERIFY(!r.out.contains("nan"));
        for (const char *line : {"line 1: coordinates must lie within ±1e15",
                                 "line 2: coordinates must lie within ±1e15",
                                 "line 4: coordinates must lie within ±1e15"})
            QVERIFY2(r.err.contains(line), r.err.constData());
        // The same limit for site and streams.
        QCOMPARE(cli({u"site"_s, u"1e16"_s, u"0"_s}).code, 2);
        QCOMPARE(cli({u"streams"_s, u"--region"_s, u"2000000000000000"_s, u"0"_s, u"10"_s, u"10"_s})
                     .code,
                 2);
    }

    void usageErrors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QByteArray>("message");
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
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"format\": \"terrainstudio-relf\", \"version\": 1, \"profile\": [1, 2, 3]}");
        f.close();
        const Run r = cli({u"params"_s, u"--params"_s, path});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("bad.json: profile: expected a power-of-two length"),
                 r.err.constData());
        QVERIFY(r.out.isEmpty());
    }

    void paramsAndRandomiseRoundTrip()
    {
        const Run def = cli({u"params"_s});
        QCOMPARE(def.code, 0);
        const QJsonObject o = QJsonDocument::fromJson(def.out).object();
        QCOMPARE(o.value(u"format"_s).toString(), u"terrainstudio-relf"_s);
        QCOMPARE(o.value(u"profile"_s).toArray().size(), 256);

        QTemporaryDir dir;
        const QString a = dir.filePath(u"a.json"_s);
        QCOMPARE(
            cli({u"randomise"_s, u"--seed"_s, u"42"_s, u"--length"_s, u"512"_s, u"-o"_s, a}).code,
            0);
        const Run again = cli({u"randomise"_s, u"--seed"_s, u"42"_s, u"--length"_s, u"512"_s});
        QFile f(a);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), again.out); // same seed, same file
        const Run back = cli({u"params"_s, u"--params"_s, a});
        QCOMPARE(back.code, 0);
        QCOMPARE(back.out, again.out); // read and written back unchanged
        QCOMPARE(QJsonDocument::fromJson(back.out).object().value(u"profile"_s).toArray().size(),
                 512);
    }

    void renderWritesThePicture()
    {
        QTemporaryDir dir;
        const QString png = dir.filePath(u"map.png"_s);
        const Run r = cli({u"render"_s, u"--region"_s, u"-400"_s, u"-300"_s, u"800"_s, u"600"_s,
                           u"--scale"_s, u"2"_s, u"-o"_s, png});
        QCOMPARE(r.code, 0);
        const QImage img(png);
        QCOMPARE(img.size(), QSize(400, 300));
    }

    void exportCommands()
    {
        QTemporaryDir dir;
        const QString raw = dir.filePath(u"h.raw"_s);
        QCOMPARE(cli({u"export"_s, u"heightmap"_s, u"--region"_s, u"0"_s, u"0"_s, u"256"_s,
                      u"256"_s, u"--size"_s, u"257"_s, u"--format"_s, u"raw"_s, u"-o"_s, raw})
                     .code,
                 0);
        QCOMPARE(QFileInfo(raw).size(), qint64(257 * 257 * 2));
        QVERIFY(QFileInfo::exists(raw + u".json"_s));
        const QString obj = dir.filePath(u"m.obj"_s);
        QCOMPARE(cli({u"export"_s, u"mesh"_s, u"--region"_s, u"0"_s, u"0"_s, u"64"_s, u"64"_s,
                      u"--size"_s, u"9"_s, u"-o"_s, obj})
                     .code,
                 0);
        const QString png = dir.filePath(u"map.png"_s);
        QCOMPARE(cli({u"export"_s, u"map"_s, u"--region"_s, u"0"_s, u"0"_s, u"400"_s, u"300"_s,
                      u"--scale"_s, u"2"_s, u"--format"_s, u"png"_s, u"-o"_s, png})
                     .code,
                 0);
        QCOMPARE(QImage(png).size(), QSize(200, 150));
        const Run bad = cli({u"export"_s, u"heightmap"_s, u"--region"_s, u"0"_s, u"0"_s, u"10"_s,
                             u"10"_s, u"--size"_s, u"1"_s, u"--format"_s, u"raw"_s, u"-o"_s, raw});
        QCOMPARE(bad.code, 2);
        QVERIFY(bad.err.contains("--size"));
        const Run badFormat =
            cli({u"export"_s, u"map"_s, u"--region"_s, u"0"_s, u"0"_s, u"10"_s, u"10"_s,
                 u"--format"_s, u"tiff"_s, u"-o"_s, dir.filePath(u"m.tiff"_s)});
        QCOMPARE(badFormat.code, 2);
        QVERIFY(!QFileInfo::exists(dir.filePath(u"m.tiff"_s)));
    }

    // --size N is the samples along the region's longer side: 2000 m x
    // 1000 m at 257 writes 257 x 129 (and 1000 x 2000 129 x 257), with
    // width and height in the sidecar.
    void heightmapsFollowTheRegion()
    {
        QTemporaryDir dir;
        const QStringList wide{u"export"_s, u"heightmap"_s, u"--region"_s, u"-1300"_s, u"-1700"_s,
                               u"2000"_s,   u"1000"_s,      u"--size"_s,   u"257"_s};
        const QString png = dir.filePath(u"h.png"_s), raw = dir.filePath(u"h.raw"_s),
                      exr = dir.filePath(u"h.exr"_s), r16 = dir.filePath(u"g.r16"_s),
                      tall = dir.filePath(u"tall.png"_s);
        QCOMPARE(cli(wide + QStringList{u"--format"_s, u"png16"_s, u"-o"_s, png}).code, 0);
        QCOMPARE(QImage(png).size(), QSize(257, 129));
        QCOMPARE(cli(wide + QStringList{u"--format"_s, u"raw"_s, u"-o"_s, raw}).code, 0);
        QCOMPARE(QFileInfo(raw).size(), qint64(257 * 129 * 2));
        QFile side(raw + u".json"_s);
        QVERIFY(side.open(QIODevice::ReadOnly));
        const QJsonObject o = QJsonDocument::fromJson(side.readAll()).object();
        QCOMPARE(o.value(u"width"_s).toInt(), 257);
        QCOMPARE(o.value(u"height"_s).toInt(), 129);
        QCOMPARE(cli(wide + QStringList{u"--format"_s, u"exr"_s, u"-o"_s, exr}).code, 0);
        QVERIFY(QFileInfo(exr).size() > 0);
        QCOMPARE(cli(wide + QStringList{u"--engine"_s, u"godot"_s, u"-o"_s, r16}).code, 0);
        QCOMPARE(QFileInfo(r16).size(), qint64(257 * 129 * 2));
        QCOMPARE(cli({u"export"_s, u"heightmap"_s, u"--region"_s, u"0"_s, u"0"_s, u"1000"_s,
                      u"2000"_s, u"--size"_s, u"257"_s, u"--format"_s, u"png16"_s, u"-o"_s, tall})
                     .code,
                 0);
        QCOMPARE(QImage(tall).size(), QSize(129, 257));
    }

    // The transcription's stars (tests/starfield/reference/stars-expected.txt), as
    // text and JSON; the exercises of the box.
    void starsListsTheTranscriptionsStars()
    {
        Run r = cli(
            {u"stars"_s, u"--box"_s, u"-400"_s, u"-300"_s, u"1"_s, u"800"_s, u"600"_s, u"60"_s});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.out, QByteArray("41 -22 21 2.428571428571429 6 11\n"
                                   "-238 157 26 3.857142857142857 13 2\n"
                                   "-310 181 50 3.857142857142857 1 3\n"
                                   "299 -143 51 1.7142857142857144 10 11\n"
                                   "-366 258 57 3.857142857142857 15 13\n"));
        r = cli({u"stars"_s, u"--box"_s, u"5000"_s, u"-4000"_s, u"300"_s, u"400"_s, u"300"_s,
                 u"100"_s, u"--json"_s});
        QCOMPARE(r.code, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        const QJsonArray stars = o.value(u"stars"_s).toArray();
        QCOMPARE(stars.size(), 1);
        const QJsonObject star = stars.at(0).toObject();
        QCOMPARE(star.value(u"x"_s).toInteger(), 5153);
        QCOMPARE(star.value(u"y"_s).toInteger(), -3989);
        QCOMPARE(star.value(u"z"_s).toInteger(), 367);
        QCOMPARE(star.value(u"planets"_s).toInt(), 10);
        QCOMPARE(star.value(u"colour"_s).toInt(), 11);
        const QJsonObject stats = o.value(u"statistics"_s).toObject();
        QCOMPARE(stats.value(u"stars"_s).toInt(), 1);
        QCOMPARE(stats.value(u"density"_s).toDouble(), 1.0 / (400.0 * 300.0 * 100.0));
        // The eye at (5200, -3850, 300): the star at sqrt(47² + 139² + 67²).
        QCOMPARE(stats.value(u"nearest"_s).toObject().value(u"distance"_s).toDouble(),
                 std::sqrt(47.0 * 47 + 139.0 * 139 + 67.0 * 67));
        QCOMPARE(stats.value(u"starsPerPlanetCount"_s).toArray().at(10).toInt(), 1);
        QVERIFY(stats.value(u"colourPlanetCorrelation"_s).isNull()); // one star: none
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

    void streamsListsEveryStreamOfTheRegion()
    {
        QTemporaryDir dir;
        terrain::relf::RelfParameters p = terrain::relf::RelfParameters::reference1983();
        p.features.mask = 0xfff; // many ponds
        const QString params = dir.filePath(u"ponds.json"_s);
        QVERIFY(terrain::relf::writeParameterFile(p, params, nullptr));
        const Run r = cli({u"streams"_s, u"--region"_s, u"-800"_s, u"-600"_s, u"1600"_s, u"1200"_s,
                           u"--params"_s, params, u"--json"_s});
        QCOMPARE(r.code, 0);
        const QJsonArray list =
            QJsonDocument::fromJson(r.out).object().value(u"streams"_s).toArray();
        const terrain::relf::RelfEvaluator e(p);
        const auto want = terrain::relf::findStreams(e, -800, -600, 799, 599);
        QVERIFY(want && want->size() >= 5);
        QCOMPARE(list.size(), qsizetype(want->size()));
        for (qsizetype i = 0; i < list.size(); ++i) {
            const QJsonObject o = list.at(i).toObject();
            const terrain::relf::Stream &s = (*want)[std::size_t(i)];
            QCOMPARE(o.value(u"source"_s).toArray(),
                     (QJsonArray{qint64(s.source().x), qint64(s.source().y)}));
            QCOMPARE(o.value(u"end"_s).toString(),
                     s.end == terrain::relf::StreamEnd::Lake ? u"lake"_s : u"marsh"_s);
            QCOMPARE(o.value(u"length"_s).toDouble(), s.length);
            const QJsonArray points = o.value(u"points"_s).toArray();
            QCOMPARE(points.size(), qsizetype(s.points.size()));
            QCOMPARE(points.last().toArray().at(0).toInteger(), s.points.back().x);
        }
        // The text form: one line per stream, "x y end length" and the points.
        const Run text = cli({u"streams"_s, u"--region"_s, u"-800"_s, u"-600"_s, u"1600"_s,
                              u"1200"_s, u"--params"_s, params});
        QCOMPARE(text.code, 0);
        const QList<QByteArray> lines = text.out.trimmed().split('\n');
        QCOMPARE(lines.size(), list.size());
        const QByteArray first = QByteArray::number(want->front().source().x) + ' ' +
                                 QByteArray::number(want->front().source().y) + ' ';
        QVERIFY(lines.first().startsWith(first));
        // The map picture of the region shows them, as render does: same pixels.
        const QString rendered = dir.filePath(u"render.png"_s),
                      exported = dir.filePath(u"export.png"_s);
        const QStringList region{u"--region"_s, u"-300"_s, u"-200"_s,     u"600"_s, u"400"_s,
                                 u"--scale"_s,  u"1"_s,    u"--params"_s, params,   u"-o"_s};
        QCOMPARE(cli(QStringList{u"render"_s} + region + QStringList{rendered}).code, 0);
        QCOMPARE(cli(QStringList{u"export"_s, u"map"_s, u"--format"_s, u"png"_s} + region +
                     QStringList{exported})
                     .code,
                 0);
        const QImage a(rendered), b(exported);
        QVERIFY(!a.isNull());
        QCOMPARE(a.convertToFormat(QImage::Format_RGB32), b.convertToFormat(QImage::Format_RGB32));
        // ... and the streams are in it: more of the water symbols' blue than
        // with streams switched off.
        const auto blue = [](const QImage &image) {
            int n = 0;
            const QImage rgb = image.convertToFormat(QImage::Format_RGB32);
            for (int y = 0; y < rgb.height(); ++y)
                for (int x = 0; x < rgb.width(); ++x)
                    n += rgb.pixel(x, y) == 0xff0078c8u;
            return n;
        };
        p.streams.enabled = false;
        const QString dry = dir.filePath(u"dry.json"_s), dryPng = dir.filePath(u"dry.png"_s);
        QVERIFY(terrain::relf::writeParameterFile(p, dry, nullptr));
        QCOMPARE(cli({u"render"_s, u"--region"_s, u"-300"_s, u"-200"_s, u"600"_s, u"400"_s,
                      u"--scale"_s, u"1"_s, u"--params"_s, dry, u"-o"_s, dryPng})
                     .code,
                 0);
        QVERIFY2(blue(a) > blue(QImage(dryPng)) + 50,
                 qPrintable(QStringLiteral("%1 %2").arg(blue(a)).arg(blue(QImage(dryPng)))));
        // A region that does not apply is refused.
        const Run bad = cli({u"streams"_s, u"--region"_s, u"0"_s, u"0"_s, u"0"_s, u"10"_s});
        QCOMPARE(bad.code, 2);
        QVERIFY(bad.err.contains("--region"));
        QCOMPARE(cli({u"streams"_s, u"--region"_s, u"0"_s, u"0"_s, u"20000"_s, u"30000"_s}).code,
                 2);
        QCOMPARE(cli({u"streams"_s, u"--region"_s, u"0"_s, u"0"_s, u"10"_s, u"10"_s, u"--scale"_s,
                      u"2"_s})
                     .code,
                 2);
    }

    void siteFindsAGoodSiteOrSaysWhy()
    {
        const Run ok = cli({u"site"_s, u"100"_s, u"50"_s});
        QCOMPARE(ok.code, 0);
        const QList<QByteArray> t = ok.out.trimmed().split(' ');
        QCOMPARE(t.size(), qsizetype(3));
        QCOMPARE(t[2], QByteArray("ok"));
        const terrain::relf::RelfEvaluator e(terrain::relf::RelfParameters::reference1983());
        QCOMPARE(terrain::relf::firstFailedCriterion(e, t[0].toLongLong(), t[1].toLongLong()),
                 terrain::relf::SiteCriterion::None);

        QTemporaryDir dir;
        terrain::relf::RelfParameters p = terrain::relf::RelfParameters::reference1983();
        p.sites.aboveLake = 5000;
        const QString params = dir.filePath(u"high.json"_s);
        QVERIFY(terrain::relf::writeParameterFile(p, params, nullptr));
        const Run failed = cli({u"site"_s, u"0"_s, u"0"_s, u"--params"_s, params});
        QCOMPARE(failed.code, 0);
        QVERIFY2(failed.out.contains(" failed: dry-land"), failed.out.constData());
        QCOMPARE(cli({u"site"_s, u"0"_s}).code, 2);
        QCOMPARE(cli({u"site"_s, u"nan"_s, u"0"_s}).code, 2);
        QCOMPARE(cli({u"site"_s, u"2e15"_s, u"0"_s}).code, 2);
    }

    // The report says what it measured with: the kernel asked for, the
    // machine's threads; every figure is there as a finite positive number.
    void benchReportsItsKeys()
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(u"TERRAIN_ROW_KERNEL"_s, u"scalar"_s);
        const Run r = cli({u"bench"_s, u"--json"_s}, {}, env);
        QCOMPARE(r.code, 0);
        QJsonParseError error;
        const QJsonObject o = QJsonDocument::fromJson(r.out, &error).object();
        QCOMPARE(error.error, QJsonParseError::NoError);
        QCOMPARE(o.value(u"kernel"_s).toString(), u"scalar"_s);
        QCOMPARE(o.value(u"threads_all"_s).toInt(), QThread::idealThreadCount());
        for (const char *key :
             {"height_ns_1", "height_ns_all", "terra_ns_1", "terra_ns_all", "frame_ms_1m",
              "frame_ms_8m", "frame_ms_16m", "drag_fps", "stars_ms", "mines_ms", "caverns_ms",
              "streams_ms", "frame_lines_ms_1m", "coastline_ms_4096_1", "coastline_ms_16384_all",
              "polymap_mesh_ms_25k", "polymap_regen_ms_25k", "polymap_drag_ms_25k",
              "polymap_full_ms_1m"}) {
            QVERIFY2(o.value(QLatin1StringView(key)).isDouble(), key);
            const double v = o.value(QLatin1StringView(key)).toDouble();
            QVERIFY2(std::isfinite(v) && v > 0, key);
        }
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
