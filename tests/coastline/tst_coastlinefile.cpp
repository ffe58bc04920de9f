// The coastline file: save, load, save gives the same bytes; every kind of
// bad file is refused with the path of what is wrong, and nothing of it is
// applied; writes are atomic.
#include "coastline/coastlinefile.h"
#include "coastline/coastlinepresets.h"
#include "coastlinetostring.h"
#include "testfiles.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace terrain::coastline;
using namespace Qt::StringLiterals;

namespace {

using terrain::testing::readAll;

// A set that uses every field: ten types, an 8 x 8 start, Java mode,
// heights on, a seed too large for a JSON number.
CoastlineParameters everything()
{
    CoastlineParameters p = CoastlineParameters::article();
    p.size = 2048;
    p.seed = (qint64(1) << 60) + 12345;
    p.random = RandomMode::Java;
    p.startGrid = 8;
    std::vector<LandType> types;
    for (int k = 0; k < kMaxLandTypes; ++k)
        types.push_back(
            {u"Type %1 – ü"_s.arg(k), qRgba(k * 20, 255 - k * 20, 7 * k, k == 9 ? 128 : 255)});
    setLandTypes(p, types);
    p.start.resize(64);
    for (std::size_t i = 0; i < 64; ++i)
        p.start[i] = std::uint8_t((i * 7) % 10);
    p.heights.enabled = true;
    p.heights.amplitude = 12.25;
    p.heights.roughness = 0.6180339887498949;
    p.heights.seaLevel = -3.5;
    for (std::size_t k = 0; k < 10; ++k)
        p.heights.base[k] = -50.0 + 11.1 * double(k);
    return p;
}

QByteArray articleJson()
{
    return writeCoastline(CoastlineParameters::article());
}

// The article's file with one textual replacement.
QByteArray edited(const QByteArray &from, const QByteArray &to)
{
    QByteArray json = articleJson();
    const qsizetype at = json.indexOf(from);
    if (at < 0)
        qFatal("fixture text not found: %s", from.constData());
    return json.replace(at, from.size(), to);
}

} // namespace

class TestCoastlineFile : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void roundTrip_data()
    {
        QTest::addColumn<CoastlineParameters>("parameters");
        QTest::newRow("article") << CoastlineParameters::article();
        QTest::newRow("everything") << everything();
        CoastlineParameters low = everything();
        low.seed = std::numeric_limits<qint64>::min();
        QTest::newRow("lowest seed") << low;
        CoastlineParameters exact = CoastlineParameters::article();
        exact.seed = (qint64(1) << 53) - 1; // the largest a JSON number holds exactly
        QTest::newRow("largest exact seed") << exact;
    }
    void roundTrip()
    {
        QFETCH(CoastlineParameters, parameters);
        QVERIFY(validate(parameters).isEmpty());
        const QByteArray first = writeCoastline(parameters);
        const CoastlineReadResult r = readCoastline(first);
        QVERIFY2(r.errors.isEmpty(), qPrintable(r.errors.join(u'\n')));
        QVERIFY(r.warnings.isEmpty());
        QCOMPARE(*r.parameters, parameters);
        QCOMPARE(writeCoastline(*r.parameters), first); // save, load, save: same bytes
    }

    void theFileReadsAsDocumented()
    {
        const QJsonObject o = QJsonDocument::fromJson(articleJson()).object();
        QCOMPARE(o.value(u"format"_s).toString(), u"terrainstudio-coastline"_s);
        QCOMPARE(formatName(), u"terrainstudio-coastline"_s);
        QCOMPARE(o.value(u"version"_s).toInt(), 1);
        QCOMPARE(o.value(u"start"_s).toArray(), (QJsonArray{u"00"_s, u"01"_s}));
        QCOMPARE(o.value(u"landTypes"_s).toArray().at(0).toObject().value(u"colour"_s).toString(),
                 u"#0000ff"_s);
        const QJsonObject big = QJsonDocument::fromJson(writeCoastline(everything())).object();
        QCOMPARE(big.value(u"seed"_s).toString(), QString::number((qint64(1) << 60) + 12345));
    }

    void fileRoundTripIsAtomic()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"coast.json"_s);
        QString error;
        QVERIFY2(writeCoastlineFile(everything(), path, &error), qPrintable(error));
        const CoastlineReadResult r = readCoastlineFile(path);
        QVERIFY(r.parameters && *r.parameters == everything());
        const QByteArray before = readAll(path);
        // A write that cannot happen leaves the old file whole...
        QVERIFY(!writeCoastlineFile(everything(), dir.filePath(u"missing/dir/x.json"_s), &error));
        QVERIFY(error.contains(u"missing/dir/x.json"_s));
        // ...and so does an invalid set, which is not written at all.
        CoastlineParameters bad = everything();
        bad.size = 1000;
        QVERIFY(!writeCoastlineFile(bad, path, &error));
        QVERIFY2(error.contains(u"size: expected a power of two"_s), qPrintable(error));
        QCOMPARE(readAll(path), before);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files),
                 QStringList{u"coast.json"_s}); // no temporary left
    }

    void malformed_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("error");
        QTest::newRow("not JSON") << QByteArray("{ nope") << u"(file): not valid JSON at byte"_s;
        QTest::newRow("truncated") << articleJson().left(120) << u"(file): not valid JSON"_s;
        QTest::newRow("array root")
            << QByteArray("[1]") << u"(file): expected a JSON object at the root"_s;
        QTest::newRow("NaN") << edited("\"amplitude\": 30", "\"amplitude\": NaN")
                             << u"(file): not valid JSON"_s;
        QTest::newRow("wrong format")
            << edited("\"terrainstudio-coastline\"", "\"terrainstudio-relf\"")
            << u"format: expected \"terrainstudio-coastline\", found \"terrainstudio-relf\""_s;
        QTest::newRow("newer version")
            << edited("\"version\": 1", "\"version\": 2")
            << u"version: the file is version 2, newer than this Terrain Studio reads (1)"_s;
        QTest::newRow("no version")
            << edited("\"version\": 1", "\"versio\": 1") << u"version: missing"_s;
        QTest::newRow("size not a power of two")
            << edited("\"size\": 128", "\"size\": 100")
            << u"size: expected a power of two from 16 to 16384, found 100"_s;
        QTest::newRow("size not an integer")
            << edited("\"size\": 128", "\"size\": 128.5") << u"size: expected an integer"_s;
        QTest::newRow("grid does not divide")
            << edited("\"size\": 128", "\"size\": 16")
                   .replace("\"startGrid\": 2", "\"startGrid\": 32")
            << u"startGrid: 32 does not divide the size 16"_s;
        QTest::newRow("grid not a power of two")
            << edited("\"startGrid\": 2", "\"startGrid\": 3")
            << u"startGrid: expected a power of two from 2 to 64, found 3"_s;
        QTest::newRow("unknown land type")
            << edited("\"01\"", "\"07\"")
            << u"start[1][1]: land type 7 is not in landTypes (2 types)"_s;
        QTest::newRow("not a digit")
            << edited("\"01\"", "\"0x\"") << u"start[1][1]: expected a digit 0-9, found \"x\""_s;
        QTest::newRow("short row")
            << edited("\"01\"", "\"0\"") << u"start[1]: expected a string of 2 digits"_s;
        QTest::newRow("rows") << edited("\"01\"", "\"01\", \"10\"")
                              << u"start: expected 2 rows (startGrid), found 3"_s;
        QTest::newRow("huge number") << edited("\"amplitude\": 30", "\"amplitude\": 1e300")
                                     << u"heights.amplitude: expected a number from 0 to 1000000"_s;
        QTest::newRow("infinite") << edited("\"seaLevel\": 0", "\"seaLevel\": 1e999")
                                  << u"(file): not valid JSON"_s;
        QTest::newRow("bad colour")
            << edited("\"#0000ff\"", "\"blue\"")
            << u"landTypes[0].colour: expected a colour \"#rrggbb\" or \"#aarrggbb\""_s;
        QTest::newRow("signed colour")
            << edited("\"#0000ff\"", "\"#+0000f\"") << u"landTypes[0].colour: expected a colour"_s;
        QTest::newRow("nameless type") << edited("\"name\": \"Land\"", "\"name\": \"  \"")
                                       << u"landTypes[1].name: expected a name"_s;
        QTest::newRow("no types") << edited("\"landTypes\"", "\"landTypez\"")
                                  << u"landTypes: missing"_s;
        QTest::newRow("eleven types")
            << QByteArray(articleJson())
                   .replace("\"landTypes\": [",
                            "\"landTypes\": [{}, {}, {}, {}, {}, {}, {}, {}, {}, ")
            << u"landTypes: expected 1 to 10 types, found 11"_s;
        QTest::newRow("bad random")
            << edited("\"fast\"", "\"slow\"") << u"random: expected \"fast\" or \"java\""_s;
        QTest::newRow("seed text") << edited("\"seed\": 0", "\"seed\": \"zero\"")
                                   << u"seed: expected an integer, found \"zero\""_s;
        QTest::newRow("seed inexact")
            << edited("\"seed\": 0", "\"seed\": 1e17") << u"seed: expected an integer from"_s;
        QTest::newRow("base count")
            << edited("\"base\": [", "\"base\": [1,")
            << u"heights.base: expected one height per land type (2), found 3"_s;
        QTest::newRow("enabled not bool") << edited("\"enabled\": false", "\"enabled\": 0")
                                          << u"heights.enabled: expected true or false"_s;
    }
    void malformed()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, error);
        const CoastlineReadResult r = readCoastline(json);
        QVERIFY(!r.parameters.has_value()); // never half-applied
        const bool found = std::any_of(r.errors.begin(), r.errors.end(),
                                       [&](const QString &e) { return e.startsWith(error); });
        QVERIFY2(found,
                 qPrintable(u"wanted \""_s + error + u"\", got:\n"_s + r.errors.join(u'\n')));
    }

    void everyProblemIsReported()
    {
        QByteArray json = edited("\"size\": 128", "\"size\": 100");
        json.replace("\"01\"", "\"09\"")
            .replace("\"#00ff00\"", "\"green\"")
            .replace("\"fast\"", "\"slow\"");
        const CoastlineReadResult r = readCoastline(json);
        QVERIFY(!r.parameters);
        QCOMPARE(r.errors.size(), 4);
        // A failed field is not reported again by the rules that read it.
        const QByteArray rows =
            edited("\"01\"", "\"01\", \"10\"").replace("\"startGrid\": 2", "\"startGrid\": 4");
        QCOMPARE(readCoastline(rows).errors.size(), 1);
    }

    void unknownFieldsWarn()
    {
        QByteArray json = edited("\"version\": 1", "\"version\": 1, \"weather\": 3");
        json.replace("\"name\": \"Sea\"", "\"name\": \"Sea\", \"depth\": 4")
            .replace("\"enabled\": false", "\"enabled\": false, \"snow\": 1");
        const CoastlineReadResult r = readCoastline(json);
        QVERIFY2(r.errors.isEmpty(), qPrintable(r.errors.join(u'\n')));
        QCOMPARE(*r.parameters, CoastlineParameters::article());
        QCOMPARE(r.warnings, (QStringList{u"landTypes[0].depth: unknown field, ignored"_s,
                                          u"heights.snow: unknown field, ignored"_s,
                                          u"weather: unknown field, ignored"_s}));
    }

    // Optional sections: random and heights may be left out.
    void minimalFile()
    {
        const QByteArray json =
            R"({"format": "terrainstudio-coastline", "version": 1, "size": 64, "seed": -3,
            "startGrid": 4, "start": ["0000", "0110", "0110", "0000"],
            "landTypes": [{"name": "Sea", "colour": "#123456"}, {"name": "Land", "colour": "#80abcdef"}]})";
        const CoastlineReadResult r = readCoastline(json);
        QVERIFY2(r.errors.isEmpty(), qPrintable(r.errors.join(u'\n')));
        const CoastlineParameters &p = *r.parameters;
        QCOMPARE(p.size, 64);
        QCOMPARE(p.seed, qint64(-3));
        QCOMPARE(p.random, RandomMode::Fast);
        QCOMPARE(p.start, *startPreset(u"continent"_s, 4));
        QCOMPARE(p.landTypes[0].colour, qRgb(0x12, 0x34, 0x56));
        QCOMPARE(p.landTypes[1].colour, qRgba(0xab, 0xcd, 0xef, 0x80));
        QVERIFY(!p.heights.enabled);
        QCOMPARE(int(p.heights.base.size()), 2);
    }

    void fileErrorsNameTheFile()
    {
        const CoastlineReadResult r = readCoastlineFile(u"/nonexistent/coast.json"_s);
        QVERIFY(!r.parameters);
        QVERIFY(r.errors.value(0).startsWith(u"/nonexistent/coast.json: cannot open"_s));
        QTemporaryDir dir;
        const QString path = dir.filePath(u"bad.json"_s);
        QVERIFY(terrain::testing::writeAll(path, edited("\"01\"", "\"07\"")));
        const CoastlineReadResult bad = readCoastlineFile(path);
        QCOMPARE(bad.errors,
                 QStringList{path + u": start[1][1]: land type 7 is not in landTypes (2 types)"_s});
    }
};

QTEST_GUILESS_MAIN(TestCoastlineFile)
#include "tst_coastlinefile.moc"
