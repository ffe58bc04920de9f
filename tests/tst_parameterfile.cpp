// The parameter file: round trips, and a precise error for every kind of
// malformed file, with nothing half-applied.
#include "relf/model/parameterfile.h"
#include "relf/sineprofile.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include "util/strictjson.h"

#include <sys/stat.h>

using namespace terrain::relf;
using namespace Qt::StringLiterals;

namespace {

QByteArray referenceJson()
{
    return writeParameters(RelfParameters::reference1983());
}

// The reference file with one textual replacement.
QByteArray edited(const QByteArray &from, const QByteArray &to)
{
    QByteArray json = referenceJson();
    const qsizetype at = json.indexOf(from);
    if (at < 0)
        qFatal("fixture text not found: %s", from.constData());
    return json.replace(at, from.size(), to);
}

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
        const QByteArray first = writeParameters(p);
        const ParameterReadResult r = readParameters(first);
        QVERIFY2(r.errors.isEmpty(), qPrintable(r.errors.join(u'\n')));
        QVERIFY(r.warnings.isEmpty());
        QVERIFY(*r.parameters == p);
        QCOMPARE(writeParameters(*r.parameters), first); // save, load, save: same bytes
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
        QTemporaryDir dir;
        const QString path = dir.filePath(u"terrain.json"_s);
        QString error;
        QVERIFY(writeParameterFile(RelfParameters::reference1983(), path, &error));
        const ParameterReadResult r = readParameterFile(path);
        QVERIFY(r.parameters && *r.parameters == RelfParameters::reference1983());
        // A write that cannot happen leaves the old file whole.
        const QByteArray before = [&] {
            QFile f(path);
            f.open(QIODevice::ReadOnly);
            return f.readAll();
        }();
        QVERIFY(!writeParameterFile(RelfParameters::reference1983(),
                                    dir.filePath(u"missing/dir/x.json"_s), &error));
        QVERIFY(error.contains(u"missing/dir/x.json"_s));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), before);
    }

    void malformed_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("error");
        QTest::newRow("not JSON") << QByteArray("{ nope") << u"(file): not valid JSON at byte"_s;
        QTest::newRow("truncated") << referenceJson().left(300) << u"(file): not valid JSON"_s;
        QTest::newRow("array root") << QByteArray("[1, 2]") << u"(file): expected a JSON object"_s;
        QTest::newRow("wrong format")
            << edited("\"terrainstudio-relf\"", "\"something-else\"") << u"format: expected"_s;
        QTest::newRow("no version")
            << edited("\"version\": 1", "\"versio\": 1") << u"version: missing"_s;
        QTest::newRow("vector b not integer")
            << edited("\"b\": 21", "\"b\": 21.5") << u"vectors.height[2].b: expected an integer"_s;
        QTest::newRow("vector a a string") << edited("\"a\": 0", "\"a\": \"zero\"")
                                           << u"vectors.height[0].a: expected an integer"_s;
        QTest::newRow("missing vector field")
            << edited("\"a\": 0,", "") << u"vectors.height[0].a: missing"_s;
        QTest::newRow("empty vector set")
            << QByteArray(referenceJson())
                   .replace(QByteArray("\"height\": ["), QByteArray("\"height\": [], \"x\": ["))
            << u"vectors.height: expected at least one vector"_s;
        QTest::newRow("profile not power of two")
            << edited("\"profile\": [", "\"profile\": [1,")
            << u"profile: expected a power-of-two length of at least 16, found 257"_s;
        QTest::newRow("profile entry bool") << edited("\"profile\": [", "\"profile\": [true,")
                                            << u"profile: expected a power-of-two"_s;
        QTest::newRow("no profile")
            << edited("\"profile\"", "\"profiles\"") << u"profile: missing"_s;
        QTest::newRow("huge number") << edited("\"level\": 204", "\"level\": 1e308")
                                     << u"lake.level: expected a number from"_s;
        QTest::newRow("infinite number")
            << edited("\"level\": 204", "\"level\": 1e999") << u"(file): not valid JSON"_s;
        QTest::newRow("NaN literal")
            << edited("\"level\": 204", "\"level\": NaN") << u"(file): not valid JSON"_s;
        QTest::newRow("bool expected") << edited("\"woodOnly\": false", "\"woodOnly\": 0")
                                       << u"terrain.woodOnly: expected true or false"_s;
        QTest::newRow("unknown terrain")
            << edited("\"placed\": [", "\"placed\": [{\"x\": 1, \"y\": 2, \"terrain\": \"LAVA\"}")
            << u"placed[0].terrain: unknown terrain kind \"LAVA\""_s;
        const auto skylandDepth = [](double depth) {
            RelfParameters p = RelfParameters::reference1983();
            p.skylands = {true, depth};
            return writeParameters(p);
        };
        QTest::newRow("skyland depth too large")
            << skylandDepth(50) << u"skylands.depth: expected 0.1 to 20"_s;
        QTest::newRow("skyland depth zero")
            << skylandDepth(0) << u"skylands.depth: expected 0.1 to 20"_s;
        QTest::newRow("mine openness out of range")
            << edited("\"openness\": 0.4", "\"openness\": 2")
            << u"mines.openness: expected a number from 0 to 1"_s;
        QTest::newRow("mine levels not integer")
            << edited("\"levels\": 1", "\"levels\": 1.5") << u"mines.levels: expected an integer"_s;
        QTest::newRow("time coefficients count")
            << edited("\"coefficients\": [", "\"coefficients\": [1")
            << u"time.coefficients: expected one coefficient per height vector"_s;
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
        QTest::newRow("roads not an array")
            << edited("\"roads\": [", "\"roads\": {\"a\": [") << u"(file): not valid JSON"_s;
        QTest::newRow("roads an object") << edited("\"roads\": [", "\"roads\": {}, \"roadsX\": [")
                                         << u"roads: expected an array"_s;
        QTest::newRow("road too large") << road("{\"width\": 50, \"vertices\": [[0, 0], [1e6, 0]]}")
                                        << u"roads: the roads cover up to"_s;
        QTest::newRow("unknown feature")
            << edited("\"placed\": [", "\"placed\": [{\"x\": 1, \"y\": 2, \"feature\": \"DRAGON\"}")
            << u"placed[0].feature: unknown feature \"DRAGON\""_s;
        QTest::newRow("placed without position")
            << edited("\"placed\": [", "\"placed\": [{\"feature\": \"BOULDER\"}")
            << u"placed[0].x: missing"_s;
        QTest::newRow("stream neighbourhood even")
            << edited("\"neighbourhood\": 11", "\"neighbourhood\": 10")
            << u"streams.neighbourhood: expected an odd number from 3 to 101, found 10"_s;
        QTest::newRow("stream length 0")
            << edited("\"maxLength\": 300", "\"maxLength\": 0")
            << u"streams.maxLength: expected a number from 1 to 10000"_s;
        QTest::newRow("site iterations 0")
            << edited("\"maxIterations\": 1000", "\"maxIterations\": 0")
            << u"sites.maxIterations: expected an integer from 1 to 1000000"_s;
        QTest::newRow("newer version")
            << edited("\"version\": 1", "\"version\": 3")
            << u"version: the file is version 3, newer than this Terrain Studio reads (2)"_s;
        QTest::newRow("duplicate key at the root")
            << edited("\"version\": 1", "\"version\": 1, \"version\": 1")
            << u"(file): the key \"version\" appears twice"_s;
        QTest::newRow("duplicate key in a vector")
            << edited("\"a\": 0,", "\"a\": 0, \"a\": 1,")
            << u"vectors.height[0]: the key \"a\" appears twice"_s;
        QTest::newRow(".5 is not JSON")
            << edited("\"level\": 204", "\"level\": .5")
            << u"lake.level: a number must have a digit before its decimal point"_s;
        QTest::newRow("NUL in a key")
            << edited("\"version\": 1", "\"version\": 1, \"wea\\u0000ther\": 3")
            << u"(file): a key holds a NUL character"_s;
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
        const ParameterReadResult r = readParameters(json);
        QVERIFY(!r.parameters.has_value()); // never half-applied
        QVERIFY(!r.errors.isEmpty());
        const bool found = std::any_of(r.errors.begin(), r.errors.end(),
                                       [&](const QString &e) { return e.startsWith(error); });
        QVERIFY2(found,
                 qPrintable(u"wanted \""_s + error + u"\", got:\n"_s + r.errors.join(u'\n')));
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
            QStringLiteral(TERRAIN_TEST_DATA "/../resources/presets/the-forest-1983.json"));
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
