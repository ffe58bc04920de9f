// The planet file: what is written is read back the same, and every
// malformed file is refused with the path of what is wrong.
#include "relf/planet/planetfile.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace terrain::relf;
using namespace Qt::StringLiterals;

namespace {

QByteArray defaultsJson()
{
    return writePlanet(PlanetDesign{});
}

QByteArray edited(const QByteArray &from, const QByteArray &to)
{
    QByteArray json = defaultsJson();
    const qsizetype at = json.indexOf(from);
    if (at < 0)
        qFatal("fixture text not found: %s", from.constData());
    return json.replace(at, from.size(), to);
}

} // namespace

class TestPlanetFile : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void roundTrip()
    {
        PlanetDesign d;
        d.planet.radius = 750.5;
        d.planet.height.push_back({-3, 7, 11});
        d.planet.vegetation3.front().c = -99;
        d.planet.lakeLevel = 1.25;
        d.planet.thresholds.woodOnly = true;
        d.planet.features.mask = 0x3ff;
        d.planet.features.coneBelow = 3;
        d.latitude = -90.0;
        d.longitude = 179.5;
        d.mapScale = 0.125;
        const QByteArray first = writePlanet(d);
        const PlanetReadResult r = readPlanet(first);
        QVERIFY2(r.errors.isEmpty(), qPrintable(r.errors.join(u'\n')));
        QVERIFY(r.warnings.isEmpty());
        QVERIFY(*r.parameters == d);
        QCOMPARE(writePlanet(*r.parameters), first);
        QVERIFY(first.contains("\"format\": \"terrainstudio-planet\""));
    }

    void malformed_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("error");
        QTest::newRow("not JSON") << QByteArray("{") << u"(file): not valid JSON"_s;
        QTest::newRow("wrong format")
            << edited("terrainstudio-planet", "terrainstudio-relf") << u"format: expected"_s;
        QTest::newRow("newer version")
            << edited("\"version\": 1", "\"version\": 7") << u"version: 7 is newer"_s;
        QTest::newRow("zero radius")
            << edited("\"radius\": 200", "\"radius\": 0") << u"radius: expected a number from"_s;
        QTest::newRow("negative radius")
            << edited("\"radius\": 200", "\"radius\": -5") << u"radius: expected a number from"_s;
        QTest::newRow("huge radius") << edited("\"radius\": 200", "\"radius\": 1e300")
                                     << u"radius: expected a number from"_s;
        QTest::newRow("no radius") << edited("\"radius\": 200,", "") << u"radius: missing"_s;
        QTest::newRow("vector not whole")
            << edited("\"height\": [\n            [\n                0",
                      "\"height\": [\n            [\n                0.5")
            << u"vectors.height[0][0]: 0.5 is not a whole number"_s;
        QTest::newRow("vector of two") << edited("\"height\": [", "\"height\": [[1, 2],")
                                       << u"vectors.height[0]: expected [a, b, c]"_s;
        QTest::newRow("no vectors") << edited("\"height\": [", "\"heights\": [")
                                    << u"vectors.height: expected 1 to 64 vectors"_s;
        QTest::newRow("profile not a power of two") << edited("\"profile\": [", "\"profile\": [1,")
                                                    << u"profile: expected a power-of-two"_s;
        QTest::newRow("latitude past the pole")
            << edited("\"latitude\": 30", "\"latitude\": 91")
            << u"view.latitude: expected a number from -90 to 90"_s;
        QTest::newRow("NaN literal")
            << edited("\"latitude\": 30", "\"latitude\": NaN") << u"(file): not valid JSON"_s;
        QTest::newRow("scale larger than the planet")
            << edited("\"mapScale\": 0.25", "\"mapScale\": 500")
            << u"view.mapScale: expected a number from 1e-09 to the radius"_s;
        QTest::newRow("woodOnly not a bool") << edited("\"woodOnly\": false", "\"woodOnly\": 0")
                                             << u"terrain.woodOnly: expected true or false"_s;
    }

    void malformed()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, error);
        const PlanetReadResult r = readPlanet(json);
        QVERIFY(!r.parameters);
        QVERIFY2(r.errors.join(u'\n').contains(error), qPrintable(r.errors.join(u'\n')));
    }

    // One rule for a planet's numbers: what the studio and the command line
    // accept (validatePlanet) is what a planet file may hold, at the limits
    // and past them (a radius of 1e-300 was accepted by one, refused by the
    // other).
    void theFileAndTheModelShareTheLimits_data()
    {
        QTest::addColumn<QByteArray>("field");
        QTest::addColumn<double>("value");
        QTest::addColumn<bool>("valid");
        QTest::newRow("radius 1e-300") << QByteArray("radius") << 1e-300 << false;
        QTest::newRow("radius 1e-10") << QByteArray("radius") << 1e-10 << false;
        QTest::newRow("radius 1e-9") << QByteArray("radius") << 1e-9 << true;
        QTest::newRow("radius 1e6") << QByteArray("radius") << 1e6 << true;
        QTest::newRow("radius 1.000001e6") << QByteArray("radius") << 1.000001e6 << false;
        QTest::newRow("lake 1e9") << QByteArray("lakeLevel") << 1e9 << true;
        QTest::newRow("lake -1e10") << QByteArray("lakeLevel") << -1e10 << false;
        QTest::newRow("snow 1e300") << QByteArray("snowHeight") << 1e300 << false;
        QTest::newRow("snow -1e9") << QByteArray("snowHeight") << -1e9 << true;
    }
    void theFileAndTheModelShareTheLimits()
    {
        QFETCH(QByteArray, field);
        QFETCH(double, value);
        QFETCH(bool, valid);
        PlanetDesign d;
        d.mapScale = 1e-9; // below every radius tested
        PlanetParameters &p = d.planet;
        (field == "radius" ? p.radius : field == "lakeLevel" ? p.lakeLevel : p.snowHeight) = value;
        const std::vector<std::string> model = validatePlanet(p);
        QCOMPARE(model.empty(), valid);
        if (!valid)
            QVERIFY2(model.front().rfind(field.toStdString() + ": ", 0) == 0,
                     model.front().c_str());
        // The same value in a file, written as JSON writes it.
        QJsonObject root = QJsonDocument::fromJson(writePlanet(PlanetDesign{})).object();
        root[QString::fromLatin1(field)] = value;
        QJsonObject view = root[u"view"_s].toObject();
        view[u"mapScale"_s] = 1e-9;
        root[u"view"_s] = view;
        const PlanetReadResult r = readPlanet(QJsonDocument(root).toJson());
        QVERIFY2(r.errors.isEmpty() == valid, qPrintable(r.errors.join(u'\n')));
        if (!valid)
            QVERIFY2(r.errors.join(u'\n').contains(QString::fromLatin1(field + ": ")),
                     qPrintable(r.errors.join(u'\n')));
    }

    void unknownFieldsWarn()
    {
        const PlanetReadResult r =
            readPlanet(edited("\"radius\": 200", "\"radius\": 200, \"moons\": 2"));
        QVERIFY(r.parameters);
        QVERIFY(r.warnings.contains(u"moons: unknown field, ignored"_s));
    }

    void savesAreAtomicAndRefuseBadDesigns()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"world.json"_s);
        QString error;
        QVERIFY2(writePlanetFile(PlanetDesign{}, path, &error), qPrintable(error));
        const PlanetReadResult r = readPlanetFile(path);
        QVERIFY(r.parameters && *r.parameters == PlanetDesign{});
        PlanetDesign bad;
        bad.planet.radius = -1;
        QVERIFY(!writePlanetFile(bad, path, &error));
        QVERIFY2(error.contains(u"radius"_s), qPrintable(error));
        QVERIFY(readPlanetFile(path).parameters == PlanetDesign{}); // the old file intact
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files).size(), 1);
        const PlanetReadResult missing = readPlanetFile(dir.filePath(u"none.json"_s));
        QVERIFY(!missing.parameters && !missing.errors.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestPlanetFile)
#include "tst_planetfile.moc"
