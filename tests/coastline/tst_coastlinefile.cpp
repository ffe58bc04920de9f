// The coastline file: save, load, save gives the same bytes; every kind of
// bad file is refused with the path of what is wrong, and nothing of it is
// applied; writes are atomic.
#include "coastline/coastlinefile.h"
#include "coastline/coastlinepresets.h"
#include "coastlinetostring.h"
#include "formatfiletests.h"
#include "testcolumns.h"
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
    return kCoastlineFile.write(CoastlineParameters::article());
}

// The article's file with one textual replacement.
const terrain::testing::EditsOf edited{&articleJson};

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
        terrain::testing::checkRoundTrip(kCoastlineFile, parameters);
    }

    void theFileReadsAsDocumented()
    {
        const QJsonObject o = QJsonDocument::fromJson(articleJson()).object();
        QCOMPARE(o.value(u"format"_s).toString(), u"terrainstudio-coastline"_s);
        QCOMPARE(kCoastlineFile.formatName(), u"terrainstudio-coastline"_s);
        QCOMPARE(o.value(u"version"_s).toInt(), 1);
        QCOMPARE(o.value(u"start"_s).toArray(), (QJsonArray{u"00"_s, u"01"_s}));
        QCOMPARE(o.value(u"landTypes"_s).toArray().at(0).toObject().value(u"colour"_s).toString(),
                 u"#0000ff"_s);
        const QJsonObject big =
            QJsonDocument::fromJson(kCoastlineFile.write(everything())).object();
        QCOMPARE(big.value(u"seed"_s).toString(), QString::number((qint64(1) << 60) + 12345));
    }

    void fileRoundTripIsAtomic()
    {
        CoastlineParameters bad = everything();
        bad.size = 1000;
        terrain::testing::checkSavesAreAtomic(kCoastlineFile, everything(), bad,
                                              u"size: expected a power of two"_s);
    }

    void malformed_data()
    {
        terrain::testing::columns<QByteArray, QString>({"json", "error"});
        terrain::testing::addRefusalRows(
            QStringLiteral(TERRAIN_TEST_DATA "/coastline-refusals.json"), articleJson());
        QTest::newRow("not JSON") << QByteArray("{ nope") << u"(file): not valid JSON at byte"_s;
        QTest::newRow("truncated") << articleJson().left(120) << u"(file): not valid JSON"_s;
        QTest::newRow("array root")
            << QByteArray("[1]") << u"(file): expected a JSON object at the root"_s;
        QTest::newRow("grid does not divide")
            << edited("\"size\": 128", "\"size\": 16")
                   .replace("\"startGrid\": 2", "\"startGrid\": 32")
            << u"startGrid: 32 does not divide the size 16"_s;
        QTest::newRow("eleven types")
            << QByteArray(articleJson())
                   .replace("\"landTypes\": [",
                            "\"landTypes\": [{}, {}, {}, {}, {}, {}, {}, {}, {}, ")
            << u"landTypes: expected 1 to 10 types, found 11"_s;
    }
    void malformed()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, error);
        terrain::testing::checkRefused(kCoastlineFile, json, error);
    }

    void everyProblemIsReported()
    {
        QByteArray json = edited("\"size\": 128", "\"size\": 100");
        json.replace("\"01\"", "\"09\"")
            .replace("\"#00ff00\"", "\"green\"")
            .replace("\"fast\"", "\"slow\"");
        const CoastlineReadResult r = kCoastlineFile.read(json);
        QVERIFY(!r.parameters);
        QCOMPARE(r.errors.size(), 4);
        // A failed field is not reported again by the rules that read it.
        const QByteArray rows =
            edited("\"01\"", "\"01\", \"10\"").replace("\"startGrid\": 2", "\"startGrid\": 4");
        QCOMPARE(kCoastlineFile.read(rows).errors.size(), 1);
    }

    void unknownFieldsWarn()
    {
        QByteArray json = edited("\"version\": 1", "\"version\": 1, \"weather\": 3");
        json.replace("\"name\": \"Sea\"", "\"name\": \"Sea\", \"depth\": 4")
            .replace("\"enabled\": false", "\"enabled\": false, \"snow\": 1");
        const CoastlineReadResult r = kCoastlineFile.read(json);
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
        const CoastlineReadResult r = kCoastlineFile.read(json);
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
        const CoastlineReadResult r = kCoastlineFile.readFile(u"/nonexistent/coast.json"_s);
        QVERIFY(!r.parameters);
        QVERIFY(r.errors.value(0).startsWith(u"/nonexistent/coast.json: cannot open"_s));
        QTemporaryDir dir;
        const QString path = dir.filePath(u"bad.json"_s);
        QVERIFY(terrain::testing::writeAll(path, edited("\"01\"", "\"07\"")));
        const CoastlineReadResult bad = kCoastlineFile.readFile(path);
        QCOMPARE(bad.errors,
                 QStringList{path + u": start[1][1]: land type 7 is not in landTypes (2 types)"_s});
    }
};

QTEST_GUILESS_MAIN(TestCoastlineFile)
#include "tst_coastlinefile.moc"
