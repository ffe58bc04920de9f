// terrainstudio-cli polymap: every output, the parameter file and the
// options over it, the checking JSON's fields and the article's biome
// names, the same bytes for the same arguments, and exit codes 0 (done),
// 1 (failed: a bad parameter file) and 2 (usage, naming the option); a
// failed run leaves no file.
#include "clirunner.h"
#include "polymap/map/polymapmap.h"
#include "polymap/polymapfile.h"
#include "testcolumns.h"
#include "testfiles.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace terrain::polymap;
using namespace Qt::StringLiterals;

namespace {

using Run = terrain::testing::CliText;

Run cli(const QStringList &args)
{
    return terrain::testing::runCliText(QStringList{u"polymap"_s} + args);
}

using terrain::testing::readAll;
using terrain::testing::readJson;

// The article's biome names (its table, getBiome).
const QStringList kArticleBiomes = {u"OCEAN"_s,
                                    u"LAKE"_s,
                                    u"MARSH"_s,
                                    u"ICE"_s,
                                    u"BEACH"_s,
                                    u"SNOW"_s,
                                    u"TUNDRA"_s,
                                    u"BARE"_s,
                                    u"SCORCHED"_s,
                                    u"TAIGA"_s,
                                    u"SHRUBLAND"_s,
                                    u"TEMPERATE_DESERT"_s,
                                    u"TEMPERATE_RAIN_FOREST"_s,
                                    u"TEMPERATE_DECIDUOUS_FOREST"_s,
                                    u"GRASSLAND"_s,
                                    u"TROPICAL_RAIN_FOREST"_s,
                                    u"TROPICAL_SEASONAL_FOREST"_s,
                                    u"SUBTROPICAL_DESERT"_s};

} // namespace

class TestPolymapCli : public QObject, private terrain::testing::ScratchFolder
{
    Q_OBJECT
private Q_SLOTS:
    void everyOutput()
    {
        const QStringList map = {u"--seed"_s, u"7"_s, u"--regions"_s, u"1000"_s};
        Run r = cli(map + QStringList{u"--size"_s, u"256"_s, u"--view"_s, u"slopes"_s, u"-o"_s,
                                      at(u"m.png"_s)});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QCOMPARE(QImage(at(u"m.png"_s)).size(), QSize(256, 256));
        r = cli(map + QStringList{u"-o"_s, at(u"m.svg"_s)});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY(readAll(at(u"m.svg"_s)).startsWith("<?xml"));
        r = cli(map + QStringList{u"-o"_s, at(u"m.geojson"_s)});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QCOMPARE(readJson(at(u"m.geojson"_s)).value(u"type"_s).toString(), u"FeatureCollection"_s);
        r = cli(map + QStringList{u"--export"_s, u"heightmap"_s, u"--size"_s, u"128"_s, u"-o"_s,
                                  at(u"h.png"_s)});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QCOMPARE(QImage(at(u"h.png"_s)).format(), QImage::Format_Grayscale16);
        QCOMPARE(readJson(at(u"h.png.json"_s)).value(u"size"_s).toInt(), 128);
        r = cli(map + QStringList{u"--export"_s, u"heightmap"_s, u"--format"_s, u"raw"_s,
                                  u"--size"_s, u"100"_s, u"-o"_s, at(u"h.raw"_s)});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QCOMPARE(QFileInfo(at(u"h.raw"_s)).size(), 2 * 100 * 100);
        r = cli(map + QStringList{u"--export"_s, u"heightmap"_s, u"--size"_s, u"100"_s, u"-o"_s,
                                  at(u"h2.raw"_s)});
        QVERIFY2(r.code == 0, qPrintable(r.err)); // .raw picks the format
        QCOMPARE(readAll(at(u"h2.raw"_s)), readAll(at(u"h.raw"_s)));
        r = cli(map + QStringList{u"--export"_s, u"biomes"_s, u"--size"_s, u"200"_s, u"-o"_s,
                                  at(u"b.png"_s)});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QCOMPARE(QImage(at(u"b.png"_s)).format(), QImage::Format_Indexed8);
        QCOMPARE(readJson(at(u"b.png.json"_s)).value(u"biomes"_s).toArray().size(), 18);
        r = cli(map + QStringList{u"--export"_s, u"moisture"_s, u"--size"_s, u"200"_s, u"-o"_s,
                                  at(u"w.png"_s)});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QCOMPARE(QImage(at(u"w.png"_s)).format(), QImage::Format_Grayscale8);
        // The default picture is 1024 pixels square.
        r = cli(map + QStringList{u"-o"_s, at(u"d.png"_s)});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QCOMPARE(QImage(at(u"d.png"_s)).size(), QSize(1024, 1024));
    }

    void checkingJson()
    {
        const Run r =
            cli({u"--seed"_s, u"85882"_s, u"--regions"_s, u"2000"_s, u"-o"_s, at(u"a.json"_s)});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QJsonObject root = readJson(at(u"a.json"_s));
        const QJsonArray centers = root.value(u"centers"_s).toArray(),
                         corners = root.value(u"corners"_s).toArray();
        QCOMPARE(centers.size(), 2000); // one per region
        QVERIFY(corners.size() > 3000);
        QSet<QString> biomes;
        int ocean = 0, land = 0;
        for (const QJsonValue &v : centers) {
            const QJsonObject c = v.toObject();
            for (const QString &key : {u"x"_s, u"y"_s, u"elevation"_s, u"moisture"_s})
                QVERIFY2(c.value(key).isDouble(), qPrintable(key));
            for (const QString &key : {u"border"_s, u"water"_s, u"ocean"_s, u"coast"_s})
                QVERIFY2(c.value(key).isBool(), qPrintable(key));
            QVERIFY(c.value(u"x"_s).toDouble() >= 0 && c.value(u"x"_s).toDouble() <= 600);
            const QString biome = c.value(u"biome"_s).toString();
            QVERIFY2(kArticleBiomes.contains(biome), qPrintable(biome));
            biomes.insert(biome);
            // The article: ocean is water; a border polygon is ocean.
            if (c.value(u"ocean"_s).toBool())
                QVERIFY(c.value(u"water"_s).toBool());
            if (c.value(u"border"_s).toBool())
                QCOMPARE(biome, u"OCEAN"_s);
            ocean += biome == u"OCEAN"_s;
            land += !c.value(u"water"_s).toBool();
            for (const QJsonValue &n : c.value(u"neighbors"_s).toArray())
                QVERIFY(n.toInteger() >= 0 && n.toInteger() < centers.size());
            QVERIFY(c.value(u"corners"_s).toArray().size() >= 3);
            for (const QJsonValue &q : c.value(u"corners"_s).toArray())
                QVERIFY(q.toInteger() >= 0 && q.toInteger() < corners.size());
        }
        QVERIFY(ocean > 200 && land > 300);
        QVERIFY(biomes.size() >= 8);
        for (const QJsonValue &v : corners) {
            const QJsonObject q = v.toObject();
            for (const QString &key :
                 {u"x"_s, u"y"_s, u"elevation"_s, u"moisture"_s, u"downslope"_s, u"river"_s})
                QVERIFY2(q.value(key).isDouble(), qPrintable(key));
            for (const QString &key : {u"border"_s, u"water"_s, u"ocean"_s, u"coast"_s})
                QVERIFY2(q.value(key).isBool(), qPrintable(key));
            QVERIFY(q.contains(u"watershed"_s));
            // Downhill or level, never up.
            const QJsonObject down = corners[q.value(u"downslope"_s).toInt()].toObject();
            QVERIFY(down.value(u"elevation"_s).toDouble() <= q.value(u"elevation"_s).toDouble());
        }
    }

    void sameArgumentsSameBytes()
    {
        const QStringList args = {u"--seed"_s,   u"123"_s,     u"--regions"_s, u"800"_s,
                                  u"--points"_s, u"poisson"_s, u"--island"_s,  u"noise"_s};
        for (const QString &name : {u"same.json"_s, u"same.png"_s}) {
            const QString second = u"again-"_s + name;
            Run r = cli(args + QStringList{u"--size"_s, u"300"_s, u"-o"_s, at(name)}.mid(
                                   name.endsWith(u".json"_s) ? 2 : 0));
            QVERIFY2(r.code == 0, qPrintable(r.err));
            r = cli(args + QStringList{u"--size"_s, u"300"_s, u"-o"_s, at(second)}.mid(
                               name.endsWith(u".json"_s) ? 2 : 0));
            QVERIFY2(r.code == 0, qPrintable(r.err));
            QVERIFY(!readAll(at(name)).isEmpty());
            QCOMPARE(readAll(at(second)), readAll(at(name)));
        }
        // Another seed, another map.
        const Run r = cli({u"--seed"_s, u"124"_s, u"--regions"_s, u"800"_s, u"--points"_s,
                           u"poisson"_s, u"--island"_s, u"noise"_s, u"-o"_s, at(u"other.json"_s)});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY(readAll(at(u"other.json"_s)) != readAll(at(u"same.json"_s)));
    }

    // --params gives the set; the options override it.
    void parameterFile()
    {
        PolymapParameters p;
        p.seed = 99;
        p.regions = 700;
        p.points = PointKind::Square;
        p.island = IslandShape::Square;
        QString error;
        QVERIFY(kPolymapFile.writeFile(p, at(u"p.json"_s), &error));
        Run r = cli({u"--params"_s, at(u"p.json"_s), u"-o"_s, at(u"fromfile.json"_s)});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QByteArray fromFile = readAll(at(u"fromfile.json"_s));
        r = cli({u"--seed"_s, u"99"_s, u"--regions"_s, u"700"_s, u"--points"_s, u"square"_s,
                 u"--island"_s, u"square"_s, u"-o"_s, at(u"fromargs.json"_s)});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QCOMPARE(readAll(at(u"fromargs.json"_s)), fromFile);
        r = cli({u"--params"_s, at(u"p.json"_s), u"--regions"_s, u"900"_s, u"-o"_s,
                 at(u"over.json"_s)});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY(readAll(at(u"over.json"_s)) != fromFile);
        // Unknown fields warn and the map is still made.
        QVERIFY(terrain::testing::writeAll(
            at(u"extra.json"_s),
            kPolymapFile.write(p).replace("\"version\": 1", "\"version\": 1, \"cities\": 4")));
        r = cli({u"--params"_s, at(u"extra.json"_s), u"-o"_s, at(u"extra-out.json"_s)});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.err.contains(u"warning: "_s + at(u"extra.json"_s) +
                                u": cities: unknown field, ignored"_s),
                 qPrintable(r.err));
    }

    void badParameterFile()
    {
        QVERIFY(terrain::testing::writeAll(at(u"bad.json"_s),
                                           kPolymapFile.write(PolymapParameters{})
                                               .replace("\"regions\": 2000", "\"regions\": 3")));
        const Run r = cli({u"--params"_s, at(u"bad.json"_s), u"-o"_s, at(u"never.png"_s)});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(at(u"bad.json"_s) +
                                u": regions: expected an integer from 500 to 1000000, found 3"_s),
                 qPrintable(r.err));
        QVERIFY(!QFile::exists(at(u"never.png"_s)));
        const Run missing =
            cli({u"--params"_s, at(u"nothing.json"_s), u"-o"_s, at(u"never.png"_s)});
        QCOMPARE(missing.code, 1);
        QVERIFY(missing.err.contains(at(u"nothing.json"_s) + u": cannot open"_s));
    }

    // The table beside this test: args, and what the command says.
    void usageErrors_data()
    {
        terrain::testing::addUsageRows(
            QStringLiteral(TERRAIN_TEST_DATA "/polymap-usage-errors.json"));
    }
    void usageErrors()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        // Outputs land in the test's folder, so nothing may appear there.
        for (QString &a : args)
            if (a.startsWith(u"x."_s))
                a = at(a);
        const Run r = cli(args);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QVERIFY(r.err.contains(u"(see terrainstudio-cli --help)"_s));
        const QStringList left = QDir(m_dir.path()).entryList({u"x.*"_s}, QDir::Files);
        QVERIFY2(left.isEmpty(), qPrintable(left.join(u' ')));
    }

    void helpListsTheCommand()
    {
        QProcess p;
        p.start(QStringLiteral(TERRAIN_CLI), {u"--help"_s});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 0);
        const QString text = QString::fromUtf8(p.readAllStandardOutput());
        QVERIFY(text.contains(u"  polymap [--params FILE]"_s));
        QVERIFY(text.contains(u"--format png16|raw"_s));
    }
};

QTEST_GUILESS_MAIN(TestPolymapCli)
#include "tst_polymapcli.moc"
