// terrainstudio-cli with parameter files, and the options that fuzzing
// found wanting: each test says what went wrong before.
#include "testcolumns.h"
#include <QFile>
#include <QImage>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include "clirunner.h"
#include "relf/planet/planetfile.h"
#include "starfield/starfieldfile.h"
#include "testfiles.h"

#include <sys/stat.h>

using namespace terrain;
using namespace Qt::StringLiterals;

namespace {

using Run = terrain::testing::CliRun;

Run cli(const QStringList &args, int seconds = 120)
{
    return terrain::testing::runCli(args, {}, seconds);
}

using terrain::testing::readAll;

} // namespace

class TestCliParams : public QObject, private terrain::testing::ScratchFolder
{
    Q_OBJECT
private Q_SLOTS:
    // bench sniffed the file's format by opening it before any check: a
    // FIFO blocked it for ever. It is refused at once, by its path.
    void benchRefusesAFifoAtOnce()
    {
        const QString fifo = at(u"params.fifo"_s);
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        const Run r = cli({u"bench"_s, u"--params"_s, fifo}, 20);
        QVERIFY2(r.finished, "bench blocked on a FIFO");
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(QByteArray(QFile::encodeName(fifo) + ": not a regular file")),
                 r.err.constData());
    }

    // A planet is no generator's bench: refused by its format, before
    // anything is measured (not after minutes of measuring).
    void benchRefusesAPlanetFileByName()
    {
        const QString path = at(u"world.json"_s);
        QString error;
        QVERIFY2(relf::kPlanetFile.writeFile(relf::PlanetDesign{}, path, &error),
                 qPrintable(error));
        const Run r = cli({u"bench"_s, u"--params"_s, path}, 20);
        QVERIFY(r.finished);
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("world.json: a \"terrainstudio-planet\" file, which bench does "
                                "not measure"),
                 r.err.constData());
        QVERIFY(r.out.isEmpty());
    }

    // A star-field file's galaxy is what bench scans: another profile finds
    // other stars in the same block.
    void benchScansAStarFieldFilesGalaxy()
    {
        starfield::StarFieldParameters p;
        for (std::int32_t &v : p.galaxy.profile)
            v = (v * 7) % 1000; // another galaxy, valid
        const QString path = at(u"sky.json"_s);
        QString error;
        QVERIFY2(starfield::kStarFieldFile.writeFile(p, path, &error), qPrintable(error));
        const std::size_t mine = starfield::scanStars(p.galaxy, starfield::SpaceBox{}).size();
        const std::size_t defaults =
            starfield::scanStars(starfield::GalaxyParameters::defaults(), starfield::SpaceBox{})
                .size();
        QVERIFY2(mine != defaults, "the test's galaxy must find other stars than the default");
        const Run r = cli({u"bench"_s, u"--json"_s, u"--params"_s, path}, 540);
        QVERIFY(r.finished);
        QCOMPARE(r.code, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value(u"stars_found"_s).toInteger(), qint64(mine));
    }

    void heightRangeOutOfReach_data()
    {
        terrain::testing::columns<QStringList, QByteArray>({"range", "message"});
        // -1e308 1e308: each end finite, MAX - MIN overflows to infinity
        // (and every sample came out 0).
        QTest::newRow("width overflows")
            << QStringList{u"-1e308"_s, u"1e308"_s} << QByteArray("--height-range: MAX - MIN");
        QTest::newRow("width just past the largest double")
            << QStringList{u"-1e308"_s, u"8e307"_s} << QByteArray("--height-range: MAX - MIN");
        QTest::newRow("NaN") << QStringList{u"nan"_s, u"1"_s} << QByteArray("--height-range");
        QTest::newRow("infinite") << QStringList{u"0"_s, u"inf"_s} << QByteArray("--height-range");
        QTest::newRow("low = high") << QStringList{u"5"_s, u"5"_s}
                                    << QByteArray("--height-range: expected finite MIN below MAX");
        QTest::newRow("low > high") << QStringList{u"6"_s, u"5"_s}
                                    << QByteArray("--height-range: expected finite MIN below MAX");
    }
    void heightRangeOutOfReach()
    {
        QFETCH(QStringList, range);
        QFETCH(QByteArray, message);
        const QString out = at(u"range.raw"_s);
        const Run r = cli(QStringList{u"export"_s, u"heightmap"_s, u"--region"_s, u"0"_s, u"0"_s,
                                      u"64"_s, u"64"_s, u"--size"_s, u"9"_s, u"--format"_s,
                                      u"raw"_s, u"--height-range"_s} +
                          range + QStringList{u"-o"_s, out});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(message), r.err.constData());
        QVERIFY(!QFile::exists(out));
    }

    // A width just inside the doubles still writes a heightmap whose
    // samples are not all the same (the overflow wrote zeros); 800 x 600 at
    // 9 is 9 x 7 samples.
    void wideFiniteRangeStillScales()
    {
        const QString out = at(u"wide.raw"_s);
        const Run r = cli({u"export"_s, u"heightmap"_s, u"--region"_s, u"-400"_s, u"-300"_s,
                           u"800"_s, u"600"_s, u"--size"_s, u"9"_s, u"--format"_s, u"raw"_s,
                           u"--height-range"_s, u"-1000"_s, u"1000"_s, u"-o"_s, out});
        QCOMPARE(r.code, 0);
        const QByteArray raw = readAll(out);
        QCOMPARE(raw.size(), 9 * 7 * 2);
        QVERIFY(raw.count(raw.left(2)) < 63);
    }

    void formatNotTheEnginesIsAUsageError_data()
    {
        terrain::testing::columns<QString, QString, QString, int>(
            {"engine", "format", "file", "size"});
        QTest::newRow("unity png16") << u"unity"_s << u"png16"_s << u"u.png"_s << 33;
        QTest::newRow("unity exr") << u"unity"_s << u"exr"_s << u"u.exr"_s << 33;
        QTest::newRow("unreal raw") << u"unreal"_s << u"raw"_s << u"u.raw"_s << 127;
        QTest::newRow("godot png16") << u"godot"_s << u"png16"_s << u"g.png"_s << 33;
    }
    void formatNotTheEnginesIsAUsageError()
    {
        QFETCH(QString, engine);
        QFETCH(QString, format);
        QFETCH(QString, file);
        QFETCH(int, size);
        const Run r = cli({u"export"_s, u"heightmap"_s, u"--region"_s, u"0"_s, u"0"_s, u"64"_s,
                           u"64"_s, u"--size"_s, QString::number(size), u"--engine"_s, engine,
                           u"--format"_s, format, u"-o"_s, at(file)});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(
                     QString(u"--format "_s + format + u" does not apply to --engine "_s + engine)
                         .toUtf8()),
                 r.err.constData());
        QVERIFY(!QFile::exists(at(file)));
    }

    // "--centre 30 -o g.png" took -o for the longitude and blamed g.png.
    void aMissingValueIsNamed_data()
    {
        terrain::testing::columns<QStringList, QByteArray>({"args", "message"});
        const QString png = u"g.png"_s;
        const QStringList globe{u"planet"_s, u"--export"_s, u"globe"_s, u"--size"_s, u"64"_s};
        QTest::newRow("--centre LAT, then -o")
            << globe + QStringList{u"--centre"_s, u"30"_s, u"-o"_s, png}
            << QByteArray("--centre needs 2 values, got 1: the second value is missing (-o is an "
                          "option, not a value)");
        QTest::newRow("--centre LAT at the end")
            << globe + QStringList{u"-o"_s, png, u"--centre"_s, u"30"_s}
            << QByteArray("--centre needs 2 values, got 1: the second value is missing");
        QTest::newRow("--region with two values")
            << QStringList{u"render"_s,  u"--region"_s, u"0"_s,  u"0"_s,
                           u"--scale"_s, u"2"_s,        u"-o"_s, png}
            << QByteArray("--region needs 4 values, got 2: the third value is missing (--scale is "
                          "an option, not a value)");
        QTest::newRow("-o without its file")
            << globe + QStringList{u"-o"_s, u"--centre"_s, u"30"_s, u"0"_s}
            << QByteArray("-o needs 1 value, got 0: the first value is missing");
    }
    void aMissingValueIsNamed()
    {
        QFETCH(QStringList, args);
        QFETCH(QByteArray, message);
        const Run r = cli(args);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(message), r.err.constData());
        QVERIFY2(!r.err.contains("g.png"), r.err.constData());
        QVERIFY(!QFile::exists(u"g.png"_s));
    }

    // A negative number is still a value, not an option.
    void negativeValuesAreValues()
    {
        const QString out = at(u"south.png"_s);
        const Run r = cli({u"planet"_s, u"--export"_s, u"globe"_s, u"--size"_s, u"32"_s,
                           u"--centre"_s, u"-30"_s, u"-45"_s, u"-o"_s, out});
        QCOMPARE(r.code, 0);
        QVERIFY(QFile::exists(out));
    }

    // planet --radius takes what a planet file may hold, no more, no less:
    // the same value refused by one was accepted by the other.
    void planetRadiusAsThePlanetFile_data()
    {
        QTest::addColumn<double>("radius");
        for (const double r : {1e-300, 1e-10, 1e-9, 0.5, 1e6, 1.5e6})
            QTest::newRow(qPrintable(QString::number(r))) << r;
    }
    void planetRadiusAsThePlanetFile()
    {
        QFETCH(double, radius);
        QJsonObject root =
            QJsonDocument::fromJson(relf::kPlanetFile.write(relf::PlanetDesign{})).object();
        root[u"radius"_s] = radius;
        QJsonObject view = root[u"view"_s].toObject();
        view[u"mapScale"_s] = 1e-9; // within every radius tested
        root[u"view"_s] = view;
        const bool fileTakesIt =
            relf::kPlanetFile.read(QJsonDocument(root).toJson()).errors.isEmpty();
        const QString out = at(u"radius.png"_s);
        const Run r = cli({u"planet"_s, u"--export"_s, u"equirect"_s, u"--size"_s, u"8"_s,
                           u"--radius"_s, QString::number(radius, 'g', 17), u"-o"_s, out});
        QCOMPARE(r.code, fileTakesIt ? 0 : 2);
        if (!fileTakesIt)
            QVERIFY2(r.err.contains("--radius: "), r.err.constData());
        QFile::remove(out);
        QFile::remove(out + u".json"_s);
    }

    // planet --params: a saved planet exports the picture its values would
    // give on the command line, and not the default one; options beside it
    // override the file's.
    void planetParamsExportsTheSavedPlanet()
    {
        relf::PlanetDesign saved;
        saved.planet.radius = 350;
        saved.latitude = -20;
        saved.longitude = 45;
        const QString path = at(u"saved-planet.json"_s);
        QString error;
        QVERIFY2(relf::kPlanetFile.writeFile(saved, path, &error), qPrintable(error));
        const QStringList globe{u"planet"_s, u"--export"_s, u"globe"_s, u"--size"_s, u"64"_s};
        const auto picture = [&](const QString &name, const QStringList &options) {
            const Run r = cli(globe + options + QStringList{u"-o"_s, at(name)});
            if (r.code != 0)
                qWarning("%s", r.err.constData());
            return r.code == 0 ? QImage(at(name)) : QImage();
        };
        const QImage fromFile = picture(u"file.png"_s, {u"--params"_s, path});
        const QImage fromOptions =
            picture(u"options.png"_s, {u"--radius"_s, u"350"_s, u"--centre"_s, u"-20"_s, u"45"_s});
        const QImage defaults = picture(u"defaults.png"_s, {});
        QVERIFY(!fromFile.isNull() && !defaults.isNull());
        QVERIFY(fromFile == fromOptions);
        QVERIFY(fromFile != defaults);
        // The options override the file's values: back to the defaults.
        const QImage overridden =
            picture(u"overridden.png"_s,
                    {u"--params"_s, path, u"--radius"_s, u"200"_s, u"--centre"_s, u"30"_s, u"0"_s});
        QVERIFY(overridden == defaults);
        // The heightmaps too: the same file, byte for byte, as --radius gives.
        const QStringList equirect{u"planet"_s, u"--export"_s, u"equirect"_s, u"--size"_s, u"32"_s};
        QCOMPARE(cli(equirect + QStringList{u"--params"_s, path, u"-o"_s, at(u"e1.png"_s)}).code,
                 0);
        QCOMPARE(
            cli(equirect + QStringList{u"--radius"_s, u"350"_s, u"-o"_s, at(u"e2.png"_s)}).code, 0);
        QCOMPARE(cli(equirect + QStringList{u"-o"_s, at(u"e3.png"_s)}).code, 0);
        QCOMPARE(readAll(at(u"e1.png"_s)), readAll(at(u"e2.png"_s)));
        QVERIFY(readAll(at(u"e1.png"_s)) != readAll(at(u"e3.png"_s)));
    }

    // Another kind of file, a broken planet, a FIFO: each named, exit 1.
    void planetAndStarsParamsRefuseOtherFiles()
    {
        const QString sky = at(u"other-sky.json"_s);
        const QString world = at(u"other-world.json"_s);
        QString error;
        QVERIFY(starfield::kStarFieldFile.writeFile(starfield::StarFieldParameters{}, sky, &error));
        QVERIFY(relf::kPlanetFile.writeFile(relf::PlanetDesign{}, world, &error));
        const QString broken = at(u"broken-world.json"_s);
        {
            QFile f(broken);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(readAll(world).replace("\"radius\": 200", "\"radius\": 0"));
        }
        const QString fifo = at(u"world.fifo"_s);
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        const QStringList planet{u"planet"_s, u"--export"_s, u"globe"_s,           u"--size"_s,
                                 u"32"_s,     u"-o"_s,       at(u"refused.png"_s), u"--params"_s};
        const QStringList stars{u"stars"_s, u"--params"_s};
        const QList<std::pair<QStringList, QByteArray>> cases = {
            {planet + QStringList{sky},
             "other-sky.json: a \"terrainstudio-starfield\" file, not a planet file "
             "(\"terrainstudio-planet\")"},
            {planet + QStringList{broken}, "broken-world.json: radius: expected a number from"},
            {planet + QStringList{fifo}, "world.fifo: not a regular file"},
            {stars + QStringList{world},
             "other-world.json: a \"terrainstudio-planet\" file, not a star-field file "
             "(\"terrainstudio-starfield\")"},
            {stars + QStringList{fifo}, "world.fifo: not a regular file"},
        };
        for (const auto &[args, message] : cases) {
            const Run r = cli(args, 20);
            QVERIFY2(r.finished, qPrintable(args.join(u' ')));
            QCOMPARE(r.code, 1);
            QVERIFY2(r.err.contains(message), r.err.constData());
        }
        QVERIFY(!QFile::exists(at(u"refused.png"_s)));
    }

    // stars --params: the saved block and galaxy; --box overrides the block.
    void starsParamsListsTheSavedField()
    {
        starfield::StarFieldParameters saved;
        saved.box = {-100, -50, 1, 300, 200, 150};
        const QString path = at(u"saved-sky.json"_s);
        QString error;
        QVERIFY2(starfield::kStarFieldFile.writeFile(saved, path, &error), qPrintable(error));
        const QStringList box{u"--box"_s, u"-100"_s, u"-50"_s, u"1"_s,
                              u"300"_s,   u"200"_s,  u"150"_s};
        const Run fromFile = cli({u"stars"_s, u"--params"_s, path});
        const Run fromOptions = cli(QStringList{u"stars"_s} + box);
        const Run defaultBlock = cli(
            {u"stars"_s, u"--box"_s, u"-400"_s, u"-300"_s, u"1"_s, u"800"_s, u"600"_s, u"300"_s});
        QCOMPARE(fromFile.code, 0);
        QVERIFY(!fromFile.out.isEmpty());
        QCOMPARE(fromFile.out, fromOptions.out);
        QVERIFY(fromFile.out != defaultBlock.out);

        // Another galaxy in the same block: its stars, not the default's.
        starfield::StarFieldParameters other = saved;
        for (std::int32_t &v : other.galaxy.profile)
            v = (v * 7) % 1000;
        const QString otherPath = at(u"other-galaxy.json"_s);
        QVERIFY2(starfield::kStarFieldFile.writeFile(other, otherPath, &error), qPrintable(error));
        const Run galaxy = cli({u"stars"_s, u"--params"_s, otherPath});
        QCOMPARE(galaxy.code, 0);
        QVERIFY(galaxy.out != fromFile.out);
        QCOMPARE(galaxy.out.count('\n'),
                 qsizetype(starfield::scanStars(other.galaxy, saved.box).size()));
        // --box beside --params: the file's galaxy in the block given (one
        // where it has other stars than in the file's block).
        const starfield::SpaceBox elsewhere; // -400 -300 1 800 600 300
        const qsizetype there = qsizetype(starfield::scanStars(other.galaxy, elsewhere).size());
        QVERIFY(there > 0 && there != galaxy.out.count('\n'));
        const Run moved = cli({u"stars"_s, u"--params"_s, otherPath, u"--box"_s, u"-400"_s,
                               u"-300"_s, u"1"_s, u"800"_s, u"600"_s, u"300"_s});
        QCOMPARE(moved.code, 0);
        QCOMPARE(moved.out.count('\n'), there);
    }
};

QTEST_GUILESS_MAIN(TestCliParams)
#include "tst_cliparams.moc"
