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
#include "javareference.h"
#include "relf/features/goodsite.h"
#include "relf/features/streams.h"
#include "relf/model/parameterfile.h"

using namespace Qt::StringLiterals;

using Run = terrain::testing::CliRun;
using terrain::testing::cli;

class TestCli : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void sampleMatchesTheReference()
    {
        // Lake-204 points of the Java reference data, printed in the CLI's
        // format; those past the ground limit (up to 2^52 + 1) are checked in
        // tst_relfreference, and refused by the CLI (sampleKeepsTheGroundLimit).
        QByteArray input;
        QList<terrain::testing::JavaPoint> expected;
        for (const terrain::testing::JavaPoint &e : terrain::testing::javaReferencePoints())
            if (e.lake == 204 && std::abs(e.x) <= 1e15 && std::abs(e.y) <= 1e15) {
                input += e.xText + ' ' + e.yText + '\n';
                expected << e;
            }
        const Run r = cli({u"sample"_s}, "# header\n" + input);
        QCOMPARE(r.code, 0);
        const QList<QByteArray> lines = r.out.split('\n');
        QCOMPARE(lines.value(0), QByteArray("# header"));
        for (qsizetype i = 0; i < expected.size(); ++i) {
            const terrain::testing::JavaPoint &e = expected[i];
            const QList<QByteArray> got = lines.value(i + 1).split(' ');
            QCOMPARE(got.size(), 9);
            QCOMPARE(got[0], e.xText);
            QCOMPARE(got[1], e.yText);
            char printed[64]; // the format is C's %.9f, which rounds the exact binary value
            std::snprintf(printed, sizeof printed, "%.9f", std::bit_cast<double>(e.heightBits));
            QCOMPARE(got[2], QByteArray(printed));
            QCOMPARE(got[3], e.terrain);
            QCOMPARE(got[4], e.feature);
            QCOMPARE(got[5], e.code.isEmpty() ? QByteArray("-") : e.code);
            QCOMPARE(got[7], QByteArray::number(e.xr));
            QCOMPARE(got[8], QByteArray::number(e.yr));
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
