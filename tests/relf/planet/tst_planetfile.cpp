// The planet file: what is written is read back the same, and every
// malformed file is refused with the path of what is wrong.
#include "formatfiletests.h"
#include "relf/planet/planetfile.h"
#include "testcolumns.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace terrain::relf;
using namespace Qt::StringLiterals;

namespace {

QByteArray defaultsJson()
{
    return kPlanetFile.write(PlanetDesign{});
}

// The fixture with one textual replacement.
const terrain::testing::EditsOf edited{&defaultsJson};

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
        terrain::testing::checkRoundTrip(kPlanetFile, d);
        QVERIFY(kPlanetFile.write(d).contains("\"format\": \"terrainstudio-planet\""));
    }

    void malformed_data()
    {
        terrain::testing::columns<QByteArray, QString>({"json", "error"});
        terrain::testing::addRefusalRows(QStringLiteral(TERRAIN_TEST_DATA "/planet-refusals.json"),
                                         defaultsJson());
        QTest::newRow("not JSON") << QByteArray("{") << u"(file): not valid JSON"_s;
    }

    void malformed()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, error);
        terrain::testing::checkRefused(kPlanetFile, json, error);
    }

    // One rule for a planet's numbers: what the studio and the command line
    // accept (validatePlanet) is what a planet file may hold, at the limits
    // and past them (a radius of 1e-300 was accepted by one, refused by the
    // other).
    void theFileAndTheModelShareTheLimits_data()
    {
        terrain::testing::columns<QByteArray, double, bool>({"field", "value", "valid"});
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
        QJsonObject root = QJsonDocument::fromJson(kPlanetFile.write(PlanetDesign{})).object();
        root[QString::fromLatin1(field)] = value;
        QJsonObject view = root[u"view"_s].toObject();
        view[u"mapScale"_s] = 1e-9;
        root[u"view"_s] = view;
        const PlanetReadResult r = kPlanetFile.read(QJsonDocument(root).toJson());
        QVERIFY2(r.errors.isEmpty() == valid, qPrintable(r.errors.join(u'\n')));
        if (!valid)
            QVERIFY2(r.errors.join(u'\n').contains(QString::fromLatin1(field + ": ")),
                     qPrintable(r.errors.join(u'\n')));
    }

    void unknownFieldsWarn()
    {
        const PlanetReadResult r =
            kPlanetFile.read(edited("\"radius\": 200", "\"radius\": 200, \"moons\": 2"));
        QVERIFY(r.parameters);
        QVERIFY(r.warnings.contains(u"moons: unknown field, ignored"_s));
    }

    void savesAreAtomicAndRefuseBadDesigns()
    {
        PlanetDesign bad;
        bad.planet.radius = -1;
        terrain::testing::checkSavesAreAtomic(kPlanetFile, PlanetDesign{}, bad, u"radius"_s);
    }
};

QTEST_GUILESS_MAIN(TestPlanetFile)
#include "tst_planetfile.moc"
