// The parameter file: round trips, and a precise error for every kind of
// malformed file, with nothing half-applied.
#include "formatfiletests.h"
#include "relf/model/parameterfile.h"
#include "relf/sineprofile.h"
#include "testcolumns.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include "util/strictjson.h"

#include <sys/stat.h>

using namespace terrain::relf;
using namespace Qt::StringLiterals;

namespace {

const terrain::testing::FileFormat<RelfParameters> kFormat{writeParameters, readParameters,
                                                           writeParameterFile, readParameterFile};

QByteArray referenceJson()
{
    return writeParameters(RelfParameters::reference1983());
}

// The reference file with one textual replacement.
const terrain::testing::EditsOf edited{&referenceJson};

} // namespace

class TestParameterFile : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void roundTrip()
    {
        RelfParameters p = RelfParameters::reference1983();
        SineProfileSettings s;
        s.seed = 31;
        p = withSineProfile(p, s);
        p.height.push_back({-7, 99});
        p.timeCoefficients = {1, 2, 3, 4, 5, 6};
        p.time = 2.5;
        p.mountains = true;
        p.skylands = {true, 3.5};
        p.thresholds.thicketBelow = 190;
        p.features.mask = 0xfff;
        p.placed.place(-3, 4, TerrainKind::Road);
        p.placed.place(10, -20, Feature::Cone);
        p.placed.place(11, -20, Feature::T);
        p.roads.push_back({{{0.5, -2}, {100, 40.25}, {130, -7}}, 6.5});
        p.roads.push_back({{{-1e6, 3}, {-1e6 + 30, 3}}, 1.0});
        p.streams.neighbourhood = 7;
        p.streams.maxLength = 120;
        p.streams.placementCap = 5000;
        p.sites.aboveLake = 3;
        p.sites.fromMine = 12;
        p.sites.maxIterations = 50;
        terrain::testing::checkRoundTrip(kFormat, p);
    }

    // Not a regular file: refused before it is opened (a FIFO with no
    // writer would block for ever, /dev/zero would be read without end).
    void onlyRegularFilesAreRead()
    {
        for (const QString &device : {u"/dev/zero"_s, u"/dev/urandom"_s}) {
            const ParameterReadResult r = readParameterFile(device);
            QVERIFY(!r.parameters);
            QVERIFY2(r.errors.join(u'\n').contains(u"not a regular file"_s),
                     qPrintable(r.errors.join(u'\n')));
        }
        QTemporaryDir dir;
        const QString fifo = dir.filePath(u"fifo"_s);
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        const ParameterReadResult r = readParameterFile(fifo);
        QVERIFY(!r.parameters);
        QVERIFY(r.errors.join(u'\n').contains(u"not a regular file"_s));
        QVERIFY(readParameterFile(dir.path())
                    .errors.join(u'\n')
                    .contains(u"not a regular file (a folder)"_s));
        // A file past the limit is refused with the numbers.
        const QString big = dir.filePath(u"big.json"_s);
        QFile f(big);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QVERIFY(f.resize(kMaxFileBytes + 1));
        f.close();
        QVERIFY(
            readParameterFile(big).errors.join(u'\n').contains(QString::number(kMaxFileBytes + 1)));
    }

    void fileRoundTripIsAtomic()
    {
        RelfParameters bad = RelfParameters::reference1983();
        bad.height.clear();
        terrain::testing::checkSavesAreAtomic(kFormat, RelfParameters::reference1983(), bad,
                                              u"the parameters are not valid"_s);
    }

    void malformed_data()
    {
        terrain::testing::columns<QByteArray, QString>({"json", "error"});
        terrain::testing::addRefusalRows(QStringLiteral(TERRAIN_TEST_DATA "/relf-refusals.json"),
                                         referenceJson());
        QTest::newRow("not JSON") << QByteArray("{ nope") << u"(file): not valid JSON at byte"_s;
        QTest::newRow("members without a comma")
            << QByteArray(R"({"a": 1 "b": 2})")
            << u"(file): not valid JSON at byte 8: expected ',' or '}'"_s;
        QTest::newRow("elements without a comma")
            << QByteArray(R"({"a": [1 2]})")
            << u"(file): not valid JSON at byte 9: expected ',' or ']'"_s;
        QTest::newRow("truncated") << referenceJson().left(300) << u"(file): not valid JSON"_s;
        QTest::newRow("array root") << QByteArray("[1, 2]") << u"(file): expected a JSON object"_s;
        QTest::newRow("empty vector set")
            << QByteArray(referenceJson())
                   .replace(QByteArray("\"height\": ["), QByteArray("\"height\": [], \"x\": ["))
            << u"vectors.height: expected at least one vector"_s;
        const auto skylandDepth = [](double depth) {
            RelfParameters p = RelfParameters::reference1983();
            p.skylands = {true, depth};
            return writeParameters(p);
        };
        QTest::newRow("skyland depth too large")
            << skylandDepth(50) << u"skylands.depth: expected 0.1 to 20"_s;
        QTest::newRow("skyland depth zero")
            << skylandDepth(0) << u"skylands.depth: expected 0.1 to 20"_s;
        const auto road = [](const QByteArray &r) {
            return edited("\"roads\": [", "\"roads\": [" + r);
        };
        QTest::newRow("road with one vertex")
            << road("{\"width\": 4, \"vertices\": [[0, 0]]}")
            << u"roads[0].vertices: a road needs at least two vertices, found 1"_s;
        QTest::newRow("road vertex beyond 1e15")
            << road("{\"vertices\": [[0, 0], [2e15, 1]]}")
            << u"roads[0].vertices[1]: expected finite coordinates within ±1e15"_s;
        QTest::newRow("road vertex not a pair")
            << road("{\"vertices\": [[0, 0], [1, 2, 3]]}")
            << u"roads[0].vertices[1]: expected a pair of numbers [x, y]"_s;
        QTest::newRow("road vertex a string")
            << road("{\"vertices\": [[0, 0], [\"a\", 2]]}")
            << u"roads[0].vertices[1]: expected a pair of numbers [x, y]"_s;
        QTest::newRow("road width 0") << road("{\"width\": 0, \"vertices\": [[0, 0], [5, 5]]}")
                                      << u"roads[0].width: expected a number from 0.5 to 50"_s;
        QTest::newRow("road without vertices")
            << road("{\"width\": 3}") << u"roads[0].vertices: missing"_s;
        QTest::newRow("road too large") << road("{\"width\": 50, \"vertices\": [[0, 0], [1e6, 0]]}")
                                        << u"roads: the roads cover up to"_s;
        QByteArray hugeProfile =
            "{\"format\": \"terrainstudio-relf\", \"version\": 1, \"profile\": [";
        for (int i = 0; i < 131072; ++i)
            hugeProfile += "1,";
        hugeProfile += "1]}";
        QTest::newRow("huge array")
            << hugeProfile << u"profile: expected at most 65536 entries, found 131073"_s;
    }
    void malformed()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, error);
        terrain::testing::checkRefused(kFormat, json, error);
    }

    void strictJsonAcceptsWhatJsonIs()
    {
        for (const char *ok :
             {"{}", "[]", "{\"a\": [1, -0.5, 2e10, -3E-2, 0, true, false, null, \"x\\n\\u00e9\"]}",
              " { \"a\" : { \"a\" : 1 } , \"b\" : [ { \"a\": 1 }, { \"a\": 2 } ] } "})
            QVERIFY2(!terrain::util::strictJsonProblem(ok), ok);
        for (const char *bad :
             {"{\"a\": 1, \"a\": 2}", "[.5]", "[01]", "[1.]", "[1e]", "{\"a\\u0000\": 1}", "[1,]",
              "{\"a\": 1,}", "[1] 2", "[\"tab\tinside\"]"})
            QVERIFY2(terrain::util::strictJsonProblem(bad), bad);
    }

    void unknownFieldsWarn()
    {
        const ParameterReadResult r =
            readParameters(edited("\"version\": 1", "\"version\": 1, \"weather\": 3"));
        QVERIFY(r.parameters.has_value());
        QVERIFY(r.warnings.contains(u"weather: unknown field, ignored"_s));
        const ParameterReadResult sky =
            readParameters(edited("\"skylands\": {", "\"skylands\": {\"thickness\": 3,"));
        QVERIFY(sky.parameters.has_value());
        QVERIFY2(sky.warnings.contains(u"skylands.thickness: unknown field, ignored"_s),
                 qPrintable(sky.warnings.join(u'\n')));
    }

    void everyProblemIsReported()
    {
        QByteArray json = edited("\"b\": 21", "\"b\": \"x\"");
        json.replace("\"level\": 204", "\"level\": \"high\"");
        const ParameterReadResult r = readParameters(json);
        QCOMPARE(r.errors.size(), 2);
    }

    void bundledPresetIsTheReference()
    {
        const ParameterReadResult r = readParameterFile(
            QStringLiteral(TERRAIN_SOURCE_DIR "/resources/presets/the-forest-1983.json"));
        QVERIFY2(r.errors.isEmpty(), qPrintable(r.errors.join(u'\n')));
        QVERIFY(*r.parameters == RelfParameters::reference1983());
    }

    void fileErrorsNameTheFile()
    {
        const ParameterReadResult r = readParameterFile(u"/nonexistent/terrain.json"_s);
        QVERIFY(!r.parameters);
        QVERIFY(r.errors.value(0).startsWith(u"/nonexistent/terrain.json: cannot open"_s));
    }
};

QTEST_GUILESS_MAIN(TestParameterFile)
#include "tst_parameterfile.moc"
