// The star-field file: written and read back unchanged; every malformed
// field named with its path, nothing read from a file with an error; the
// sky picture shows the stars and the gas where they are.
#include "formatfiletests.h"
#include "starfield/skyview.h"
#include "starfield/starfieldfile.h"
#include "testcolumns.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace terrain::starfield;
using namespace Qt::StringLiterals;

namespace {

QByteArray changed(const std::function<void(QJsonObject &)> &change)
{
    QJsonObject root =
        QJsonDocument::fromJson(kStarFieldFile.write(StarFieldParameters{})).object();
    change(root);
    return QJsonDocument(root).toJson();
}

} // namespace

class TestStarFieldFile : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void roundTrip()
    {
        StarFieldParameters p;
        p.box = {-7, 12345678901, -3, 640, 480, 77};
        p.galaxy.stars[3] = {-65536, 0, 65536};
        p.galaxy.nebula.pop_back();
        p.galaxy.nebulaThreshold = -5;
        p.galaxy.minMagnitude = -1.25;
        p.galaxy.profile[200] = -999;
        terrain::testing::checkRoundTrip(kStarFieldFile, p);
        StarFieldParameters bad = p;
        bad.box.w = 0;
        terrain::testing::checkSavesAreAtomic(kStarFieldFile, p, bad, u"box"_s);
    }

    void malformedFieldsAreNamed_data()
    {
        terrain::testing::columns<QByteArray, QString>({"json", "error"});
        QTest::newRow("stars[2][1] fractional") << changed([](QJsonObject &o) {
            QJsonArray s = o[u"stars"_s].toArray();
            s[2] = QJsonArray{21, 1.5, 5};
            o[u"stars"_s] = s;
        }) << u"stars[2][1]: expected an integer, found 1.5"_s;
        QTest::newRow("four star vectors") << changed([](QJsonObject &o) {
            QJsonArray s = o[u"stars"_s].toArray();
            s.removeLast();
            o[u"stars"_s] = s;
        }) << u"stars: expected five vectors [s, t, u]"_s;
        QTest::newRow("255 profile entries") << changed([](QJsonObject &o) {
            QJsonArray s = o[u"profile"_s].toArray();
            s.removeLast();
            o[u"profile"_s] = s;
        }) << u"profile: expected 256 whole numbers"_s;
        QTest::newRow("width 0") << changed([](QJsonObject &o) {
            QJsonObject b = o[u"box"_s].toObject();
            b[u"width"_s] = 0;
            o[u"box"_s] = b;
        }) << u"box.width: expected an integer from 1 to 1000000000000000, found 0"_s;
        QTest::newRow("a newer version")
            << changed([](QJsonObject &o) { o[u"version"_s] = 2; })
            << u"version: the file is version 2, newer than this Terrain Studio reads (1)"_s;
        QTest::newRow("duplicate key")
            << QByteArray(R"({"format": "terrainstudio-starfield", "version": 1, "version": 1})")
            << u"(file): the key \"version\" appears twice"_s;
        QTest::newRow("magnitude NaN")
            << changed([](QJsonObject &o) { o[u"minMagnitude"_s] = u"NaN"_s; })
            << u"minMagnitude: expected a number from -100 to 100"_s;
        QTest::newRow("box too many points") << changed([](QJsonObject &o) {
            QJsonObject b = o[u"box"_s].toObject();
            b[u"width"_s] = 1e6;
            b[u"height"_s] = 1e6;
            o[u"box"_s] = b;
        }) << u"box: the box holds 300000000000000 points"_s;
    }
    void malformedFieldsAreNamed()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, error);
        terrain::testing::checkRefused(kStarFieldFile, json, error);
    }

    void unknownFieldsAreWarnings()
    {
        const StarFieldReadResult r =
            kStarFieldFile.read(changed([](QJsonObject &o) { o[u"colour"_s] = 3; }));
        QVERIFY(r.parameters);
        QCOMPARE(r.warnings, QStringList{u"colour: unknown field, ignored"_s});
    }

    // The picture: the star (41, -22, 21) at its pixel, brighter than the
    // space around; gas somewhere and not everywhere.
    void skyShowsStarsAndGas()
    {
        const StarFieldParameters p;
        const std::vector<Star> stars = scanStars(p.galaxy, p.box);
        const QImage sky = renderSky(p.galaxy, p.box, stars);
        QCOMPARE(sky.size(), QSize(800, 600));
        const QColor star = sky.pixelColor(41 + 400, 299 - (-22)); // row 0 is y = 299
        const QColor space = sky.pixelColor(41 + 400 + 12, 299 - (-22));
        QVERIFY2(star.lightness() > space.lightness() + 60,
                 qPrintable(u"%1 vs %2"_s.arg(star.name(), space.name())));
        const std::vector<float> glow = nebulaGlow(p.galaxy, p.box);
        const auto gas = std::count_if(glow.begin(), glow.end(), [](float g) { return g > 1; });
        QVERIFY2(gas > 800 * 600 / 20 && gas < 800 * 600 * 9 / 10,
                 qPrintable(QString::number(gas)));
        // Without nebula vectors there is no gas at all.
        GalaxyParameters clear = p.galaxy;
        clear.nebula.clear();
        const std::vector<float> none = nebulaGlow(clear, p.box);
        QVERIFY(std::all_of(none.begin(), none.end(), [](float g) { return g == 0; }));
        // A face too large to draw is refused with the memory it would need.
        QVERIFY(checkSkyPicture({0, 0, 0, 16384, 16384, 1}).find("1024 MiB") != std::string::npos);
        QVERIFY(renderSky(p.galaxy, {0, 0, 0, 16384, 16384, 1}, {}).isNull());
    }
};

QTEST_GUILESS_MAIN(TestStarFieldFile)
#include "tst_starfieldfile.moc"
