// The polygon map file and its parameters: save, load, save gives the same
// bytes; every kind of bad file is refused with the path of what is wrong
// and nothing of it applied; validate() names every problem; names and
// presets; writes are atomic.
#include "formatfiletests.h"
#include "polymap/polymapfile.h"
#include "testcolumns.h"
#include "testfiles.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <limits>

using namespace terrain::polymap;
using namespace Qt::StringLiterals;

namespace QTest {
template <> char *toString(const PolymapParameters &p)
{
    return qstrdup(kPolymapFile.write(p).constData());
}
} // namespace QTest

namespace {

using terrain::testing::readAll;

// A set with every field away from its default, painted, and a seed too
// large for a JSON number.
PolymapParameters everything()
{
    PolymapParameters p;
    p.seed = (qint64(1) << 60) + 12345;
    p.points = PointKind::Poisson;
    p.regions = 123456;
    p.relaxations = 4;
    p.island = IslandShape::Blob;
    p.islandFactor = 1.6180339887498949;
    p.noiseScale = 3.25;
    p.landRatio = 0.1 + 0.2; // not a short decimal: the writer must keep every bit
    p.lakeThreshold = 0.95;
    p.rivers = 777;
    p.noisyEdges = false;
    p.noiseAmount = 0.125;
    p.smoothTransitions = true;
    p.roads = false;
    p.lava = false;
    p.paint.resize(std::size_t(kPaintGrid) * kPaintGrid);
    for (std::size_t i = 0; i < p.paint.size(); ++i)
        p.paint[i] = std::uint8_t((i * 7 + i / 5) % 3);
    return p;
}

QByteArray defaultJson()
{
    return kPolymapFile.write(PolymapParameters{});
}

// The default file with one textual replacement.
QByteArray edited(const QByteArray &from, const QByteArray &to,
                  const QByteArray &json = defaultJson())
{
    return terrain::testing::replacedOnce(json, from, to);
}

bool hasError(const PolymapReadResult &r, const QString &start)
{
    return std::any_of(r.errors.begin(), r.errors.end(),
                       [&](const QString &e) { return e.startsWith(start); });
}

} // namespace

class TestPolymapFile : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void roundTrip_data()
    {
        QTest::addColumn<PolymapParameters>("parameters");
        QTest::newRow("defaults") << PolymapParameters{};
        QTest::newRow("everything") << everything();
        PolymapParameters low = everything();
        low.seed = std::numeric_limits<qint64>::min();
        QTest::newRow("lowest seed") << low;
        PolymapParameters exact;
        exact.seed = (qint64(1) << 53) - 1; // the largest a JSON number holds exactly
        QTest::newRow("largest exact seed") << exact;
        PolymapParameters blank;
        blank.paint.assign(std::size_t(kPaintGrid) * kPaintGrid,
                           0); // painted grid with nothing on it
        QTest::newRow("blank paint") << blank;
        for (const QString &name : presetNames()) {
            PolymapParameters p;
            QVERIFY(preset(name, &p));
            QTest::newRow(qPrintable(u"preset "_s + name)) << p;
        }
    }
    void roundTrip()
    {
        QFETCH(PolymapParameters, parameters);
        QVERIFY2(validate(parameters).isEmpty(), qPrintable(validate(parameters).join(u'\n')));
        terrain::testing::checkRoundTrip(kPolymapFile, parameters);
    }

    void theFileReadsAsDocumented()
    {
        const QJsonObject o = QJsonDocument::fromJson(defaultJson()).object();
        QCOMPARE(kPolymapFile.formatName(), u"terrainstudio-polymap"_s);
        QCOMPARE(o.value(u"format"_s).toString(), u"terrainstudio-polymap"_s);
        QCOMPARE(o.value(u"version"_s).toInt(), 1);
        QCOMPARE(o.value(u"seed"_s).toInteger(), 85882);
        QCOMPARE(o.value(u"points"_s).toString(), u"relaxed"_s);
        QCOMPARE(o.value(u"island"_s).toString(), u"radial"_s);
        QCOMPARE(o.value(u"islandFactor"_s).toDouble(), 1.07);
        QCOMPARE(o.value(u"rivers"_s).toInt(), -1);
        QVERIFY(!o.contains(u"paint"_s)); // nothing painted: no grid
        const QJsonObject big = QJsonDocument::fromJson(kPolymapFile.write(everything())).object();
        QCOMPARE(big.value(u"seed"_s).toString(), QString::number((qint64(1) << 60) + 12345));
        QCOMPARE(big.value(u"points"_s).toString(), u"poisson"_s);
        QCOMPARE(big.value(u"island"_s).toString(), u"blob"_s);
        const QJsonArray paint = big.value(u"paint"_s).toArray();
        QCOMPARE(paint.size(), kPaintGrid);
        // Row 0 is y = 0; cell (column, row) is the row's character `column`.
        const PolymapParameters e = everything();
        for (const auto &[c, r] : {std::pair{0, 0}, {5, 0}, {127, 3}, {64, 127}})
            QCOMPARE(paint[r].toString()[c].unicode() - u'0', int(e.paintAt(c, r)));
    }

    void paintRoundTripsCellByCell()
    {
        PolymapParameters p;
        p.paint.assign(std::size_t(kPaintGrid) * kPaintGrid, 0);
        p.paint[0] = 1;                                 // (0, 0)
        p.paint[std::size_t(kPaintGrid) - 1] = 2;       // (127, 0)
        p.paint[std::size_t(kPaintGrid) * 100 + 7] = 1; // (7, 100)
        const PolymapReadResult r = kPolymapFile.read(kPolymapFile.write(p));
        QVERIFY(r.parameters);
        QCOMPARE(r.parameters->paintAt(0, 0), Paint::Land);
        QCOMPARE(r.parameters->paintAt(127, 0), Paint::Water);
        QCOMPARE(r.parameters->paintAt(7, 100), Paint::Land);
        QCOMPARE(r.parameters->paintAt(100, 7), Paint::None);
    }

    void fileRoundTripIsAtomic()
    {
        PolymapParameters bad = everything();
        bad.regions = 12;
        terrain::testing::checkSavesAreAtomic(
            kPolymapFile, everything(), bad,
            u"regions: expected an integer from 500 to 1000000, found 12"_s);
    }

    void fileErrorsNameThePath()
    {
        QTemporaryDir dir;
        PolymapReadResult r = kPolymapFile.readFile(dir.filePath(u"none.json"_s));
        QVERIFY(!r.parameters);
        QVERIFY2(r.errors.value(0).startsWith(dir.filePath(u"none.json"_s) + u": cannot open"_s),
                 qPrintable(r.errors.join(u'\n')));
        r = kPolymapFile.readFile(dir.path()); // a directory
        QVERIFY(!r.parameters);
        QCOMPARE(r.errors, QStringList{dir.path() + u": not a regular file (a folder)"_s});
        const QString big = dir.filePath(u"big.json"_s);
        {
            QFile f(big);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(defaultJson());
            f.write(QByteArray(kPolymapFile.maxBytes, ' '));
        }
        r = kPolymapFile.readFile(big);
        QVERIFY(!r.parameters);
        QVERIFY2(r.errors.value(0).contains(u"more than the 4194304"_s),
                 qPrintable(r.errors.join(u'\n')));
        const QString bad = dir.filePath(u"bad.json"_s);
        {
            QFile f(bad);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(edited("\"regions\": 2000", "\"regions\": 12, \"weather\": 1"));
        }
        r = kPolymapFile.readFile(bad);
        QVERIFY(!r.parameters);
        QCOMPARE(
            r.errors,
            QStringList{bad + u": regions: expected an integer from 500 to 1000000, found 12"_s});
        QCOMPARE(r.warnings, QStringList{bad + u": weather: unknown field, ignored"_s});
    }

    void malformed_data()
    {
        terrain::testing::columns<QByteArray, QString>({"json", "error"});
        terrain::testing::addRefusalRows(QStringLiteral(TERRAIN_TEST_DATA "/polymap-refusals.json"),
                                         defaultJson());
        QTest::newRow("not JSON") << QByteArray("{ nope") << u"(file): not valid JSON at byte"_s;
        QTest::newRow("truncated") << defaultJson().left(100) << u"(file): not valid JSON"_s;
        QTest::newRow("array root")
            << QByteArray("[1]") << u"(file): expected a JSON object at the root"_s;
        const QByteArray row = '"' + QByteArray(kPaintGrid, '0') + '"';
        QByteArray rows;
        for (int r = 0; r < kPaintGrid; ++r)
            rows += (r ? ", " : "") + row;
        const QByteArray painted =
            edited("\"lava\": true", "\"lava\": true, \"paint\": [" + rows + "]");
        QVERIFY(kPolymapFile.read(painted).parameters); // the fixture itself is good
        QTest::newRow("paint digit 3") << edited("\"0000", "\"0030", painted)
                                       << u"paint[0][2]: expected a digit 0 to 2, found \"3\""_s;
        QTest::newRow("paint letter") << edited("\"0000", "\"x000", painted)
                                      << u"paint[0][0]: expected a digit 0 to 2, found \"x\""_s;
        QTest::newRow("paint short row") << edited("\"0000", "\"000", painted)
                                         << u"paint[0]: expected a string of 128 digits 0 to 2"_s;
        QTest::newRow("paint row number")
            << edited(row, "7", painted) << u"paint[0]: expected a string of 128 digits"_s;
    }
    void malformed()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, error);
        terrain::testing::checkRefused(kPolymapFile, json, error);
    }

    void everyProblemIsReportedOnce()
    {
        QByteArray json = edited("\"regions\": 2000", "\"regions\": 12");
        json.replace("\"radial\"", "\"round\"")
            .replace("\"noiseAmount\": 0.5", "\"noiseAmount\": 2")
            .replace("\"roads\": true", "\"roads\": 0");
        const PolymapReadResult r = kPolymapFile.read(json);
        QVERIFY(!r.parameters);
        QCOMPARE(r.errors.size(), 4);
        // A grid full of bad cells says so in a few lines, not 16384.
        QByteArray rows;
        for (int k = 0; k < kPaintGrid; ++k)
            rows += QByteArray(k ? ", \"" : "\"") + QByteArray(kPaintGrid, '9') + '"';
        const PolymapReadResult many = kPolymapFile.read(
            edited("\"lava\": true", "\"lava\": true, \"paint\": [" + rows + "]"));
        QVERIFY(!many.parameters);
        QCOMPARE(many.errors.size(), 11);
        QCOMPARE(many.errors.last(),
                 u"paint: %1 more problems"_s.arg(kPaintGrid * kPaintGrid - 10));
    }

    void unknownFieldsWarn()
    {
        const QByteArray json =
            edited("\"version\": 1", "\"version\": 1, \"weather\": 3, \"cities\": []");
        const PolymapReadResult r = kPolymapFile.read(json);
        QVERIFY2(r.errors.isEmpty(), qPrintable(r.errors.join(u'\n')));
        QCOMPARE(*r.parameters, PolymapParameters{});
        QCOMPARE(r.warnings, (QStringList{u"cities: unknown field, ignored"_s,
                                          u"weather: unknown field, ignored"_s}));
    }

    // Only the seed, the points, the regions and the island are required.
    void tuningFieldsMayBeLeftOut()
    {
        const QByteArray json = R"({"format": "terrainstudio-polymap", "version": 1, "seed": -5,
                                    "points": "hex", "regions": 9000, "island": "noise"})";
        const PolymapReadResult r = kPolymapFile.read(json);
        QVERIFY2(r.errors.isEmpty(), qPrintable(r.errors.join(u'\n')));
        PolymapParameters want;
        want.seed = -5;
        want.points = PointKind::Hex;
        want.regions = 9000;
        want.island = IslandShape::Noise;
        QCOMPARE(*r.parameters, want);
    }

    // What a file cannot hold (NaN, infinities, enum values beyond the
    // names) is still caught by validate() for sets made in code.
    void validateNamesEveryProblem_data()
    {
        terrain::testing::columns<PolymapParameters, QString>({"parameters", "error"});
        PolymapParameters p;
        p.islandFactor = std::nan("");
        QTest::newRow("NaN") << p << u"islandFactor: expected a number from 1 to 2, found nan"_s;
        p = {};
        p.noiseScale = std::numeric_limits<double>::infinity();
        QTest::newRow("infinity") << p
                                  << u"noiseScale: expected a number from 0.25 to 4, found inf"_s;
        p = {};
        p.noiseAmount = -std::numeric_limits<double>::infinity();
        QTest::newRow("minus infinity")
            << p << u"noiseAmount: expected a number from 0 to 1, found -inf"_s;
        p = {};
        p.points = PointKind(9);
        QTest::newRow("unknown points") << p << u"points: unknown point placement 9"_s;
        p = {};
        p.island = IslandShape(4);
        QTest::newRow("unknown island") << p << u"island: unknown island shape 4"_s;
        p = {};
        p.paint.assign(100, 0);
        QTest::newRow("paint size")
            << p << u"paint: expected 16384 cells (128 x 128) or none, found 100"_s;
        p = {};
        p.paint.assign(std::size_t(kPaintGrid) * kPaintGrid, 0);
        p.paint[std::size_t(kPaintGrid) * 3 + 5] = 3;
        QTest::newRow("paint value") << p << u"paint[3][5]: expected a digit 0 to 2, found 3"_s;
        p = {};
        p.regions = kMaxRegions + 1;
        QTest::newRow("regions")
            << p << u"regions: expected an integer from 500 to 1000000, found 1000001"_s;
    }
    void validateNamesEveryProblem()
    {
        QFETCH(PolymapParameters, parameters);
        QFETCH(QString, error);
        const QStringList problems = validate(parameters);
        QVERIFY2(problems.contains(error), qPrintable(problems.join(u'\n')));
        QCOMPARE(problems.size(), 1);
    }

    void validateAcceptsTheEnds()
    {
        PolymapParameters p;
        QVERIFY(validate(p).isEmpty());
        p.regions = kMinRegions;
        p.relaxations = 0;
        p.islandFactor = 1;
        p.noiseScale = 4;
        p.landRatio = 0.9;
        p.lakeThreshold = 0;
        p.noiseAmount = 1;
        p.rivers = 0;
        QVERIFY2(validate(p).isEmpty(), qPrintable(validate(p).join(u'\n')));
        p.regions = kMaxRegions;
        p.rivers = 100000;
        QVERIFY(validate(p).isEmpty());
    }

    void names()
    {
        for (const PointKind k : {PointKind::Random, PointKind::Relaxed, PointKind::Square,
                                  PointKind::Hex, PointKind::Poisson}) {
            PointKind back = PointKind::Relaxed;
            QVERIFY(pointKindFromName(pointKindName(k), &back));
            QCOMPARE(back, k);
        }
        QCOMPARE(pointKindName(PointKind::Hex), u"hex"_s);
        for (const IslandShape s :
             {IslandShape::Radial, IslandShape::Noise, IslandShape::Square, IslandShape::Blob}) {
            IslandShape back = IslandShape::Radial;
            QVERIFY(islandShapeFromName(islandShapeName(s), &back));
            QCOMPARE(back, s);
        }
        QCOMPARE(islandShapeName(IslandShape::Noise), u"noise"_s);
        PointKind k = PointKind::Hex;
        QVERIFY(!pointKindFromName(u"Hex"_s, &k));
        QCOMPARE(k, PointKind::Hex); // untouched
        IslandShape s = IslandShape::Blob;
        QVERIFY(!islandShapeFromName(u""_s, &s));
        QCOMPARE(s, IslandShape::Blob);
    }

    void presets()
    {
        QCOMPARE(presetNames(),
                 (QStringList{u"article"_s, u"archipelago"_s, u"continent"_s, u"fine"_s}));
        PolymapParameters article;
        article.seed = 1;
        QVERIFY(preset(u"article"_s, &article));
        QCOMPARE(article, PolymapParameters{}); // the article is the defaults
        QList<PolymapParameters> seen;
        for (const QString &name : presetNames()) {
            PolymapParameters p;
            QVERIFY(preset(name, &p));
            QVERIFY2(validate(p).isEmpty(), qPrintable(name));
            QVERIFY2(!seen.contains(p), qPrintable(name + u" is the same as another preset"_s));
            seen << p;
        }
        PolymapParameters fine;
        QVERIFY(preset(u"fine"_s, &fine));
        QCOMPARE(fine.regions, 25000);
        PolymapParameters untouched = everything();
        QVERIFY(!preset(u"atlantis"_s, &untouched));
        QCOMPARE(untouched, everything());
    }

    // A set made from an object in code (no JSON text) can carry a NaN.
    void fromJsonRefusesNaN()
    {
        QJsonObject o = kPolymapFile.toJson(PolymapParameters{});
        o[u"landRatio"_s] = std::nan("");
        const PolymapReadResult r = kPolymapFile.fromJson(o);
        QVERIFY(!r.parameters);
        QVERIFY2(hasError(r, u"landRatio: expected a number"_s), qPrintable(r.errors.join(u'\n')));
    }
};

QTEST_GUILESS_MAIN(TestPolymapFile)
#include "tst_polymapfile.moc"
