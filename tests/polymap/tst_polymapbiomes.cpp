// The article's "Biomes" section (seed 004): every polygon's biome against
// the article's table, transcribed here on its own from the article's text
// (water first, then the elevation zones 1-4 by moisture zones 1-6, with
// mapgen2's getBiome thresholds), not taken from the code under test.
#include "polymap/map/polymapmap.h"
#include "testcolumns.h"

#include <QTest>

#include <set>

using namespace terrain::polymap;

namespace {

// The article: OCEAN for water on the border; LAKE for other water, ICE
// when high, MARSH when low; BEACH next to the ocean; then
//   elevation zone 4 (> 0.8): SNOW, SNOW, SNOW (moisture zones 6-4),
//       TUNDRA (3), BARE (2), SCORCHED (1)
//   zone 3 (> 0.6): TAIGA (6, 5), SHRUBLAND (4, 3), TEMPERATE_DESERT (2, 1)
//   zone 2 (> 0.3): TEMPERATE_RAIN_FOREST (6), TEMPERATE_DECIDUOUS_FOREST
//       (5, 4), GRASSLAND (3, 2), TEMPERATE_DESERT (1)
//   zone 1: TROPICAL_RAIN_FOREST (6, 5), TROPICAL_SEASONAL_FOREST (4, 3),
//       GRASSLAND (2), SUBTROPICAL_DESERT (1)
// Moisture zones: 1 up to 0.16, 2 to 0.33, 3 to 0.50, 4 to 0.66, 5 to 0.83, 6 above.
const char *expectedName(bool ocean, bool water, bool coast, double e, double m)
{
    if (ocean)
        return "OCEAN";
    if (water)
        return e < 0.1 ? "MARSH" : e > 0.8 ? "ICE" : "LAKE";
    if (coast)
        return "BEACH";
    const int zone = m > 0.83 ? 6 : m > 0.66 ? 5 : m > 0.50 ? 4 : m > 0.33 ? 3 : m > 0.16 ? 2 : 1;
    static const char *const table[4][6] = {
        // moisture zone 1 .. 6
        {"SUBTROPICAL_DESERT", "GRASSLAND", "TROPICAL_SEASONAL_FOREST", "TROPICAL_SEASONAL_FOREST",
         "TROPICAL_RAIN_FOREST", "TROPICAL_RAIN_FOREST"},
        {"TEMPERATE_DESERT", "GRASSLAND", "GRASSLAND", "TEMPERATE_DECIDUOUS_FOREST",
         "TEMPERATE_DECIDUOUS_FOREST", "TEMPERATE_RAIN_FOREST"},
        {"TEMPERATE_DESERT", "TEMPERATE_DESERT", "SHRUBLAND", "SHRUBLAND", "TAIGA", "TAIGA"},
        {"SCORCHED", "BARE", "TUNDRA", "SNOW", "SNOW", "SNOW"},
    };
    const int elevationZone = e > 0.8 ? 4 : e > 0.6 ? 3 : e > 0.3 ? 2 : 1;
    return table[elevationZone - 1][zone - 1];
}

} // namespace

class TestPolymapBiomes : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void maps_data()
    {
        terrain::testing::columns<qint64, int>({"seed", "island"});
        QTest::newRow("article") << qint64(85882) << int(IslandShape::Radial);
        QTest::newRow("noise") << qint64(2) << int(IslandShape::Noise);
        QTest::newRow("blob") << qint64(3) << int(IslandShape::Blob);
        QTest::newRow("square") << qint64(4) << int(IslandShape::Square);
    }

    // Every center's biome is the table's for its zones.
    void maps()
    {
        QFETCH(qint64, seed);
        QFETCH(int, island);
        PolymapParameters p;
        p.seed = seed;
        p.island = IslandShape(island);
        p.regions = 8000;
        const PolymapMapPtr map = generate(p);
        std::set<QString> seen;
        for (std::size_t c = 0; c < map->centerBiome.size(); ++c) {
            const QString expected = QLatin1StringView(
                expectedName(map->centerOcean[c], map->centerWater[c], map->centerCoast[c],
                             double(map->centerElevation[c]), double(map->centerMoisture[c])));
            QCOMPARE(QLatin1StringView(biomeName(map->centerBiome[c])), expected);
            seen.insert(expected);
        }
        QVERIFY(seen.size() >= 8); // a map shows many of them
    }

    // The table itself at each zone's inside and on its boundaries.
    void table()
    {
        const double elevations[] = {0.0, 0.05, 0.1, 0.2, 0.3,  0.31, 0.5,
                                     0.6, 0.61, 0.7, 0.8, 0.81, 1.0};
        const double moistures[] = {0.0,  0.1, 0.16, 0.17, 0.25, 0.33, 0.34, 0.5,
                                    0.51, 0.6, 0.66, 0.67, 0.83, 0.84, 1.0};
        for (const bool ocean : {false, true})
            for (const bool water : {false, true})
                for (const bool coast : {false, true})
                    for (const double e : elevations)
                        for (const double m : moistures)
                            QCOMPARE(
                                QLatin1StringView(biomeName(whittaker(ocean, water, coast, e, m))),
                                QLatin1StringView(expectedName(ocean, water, coast, e, m)));
    }

    // Names as the article spells them, round trip, and mapgen2's colours.
    void names()
    {
        QCOMPARE(QLatin1StringView(biomeName(Biome::Ocean)), QLatin1StringView("OCEAN"));
        QCOMPARE(QLatin1StringView(biomeName(Biome::TemperateRainForest)),
                 QLatin1StringView("TEMPERATE_RAIN_FOREST"));
        QCOMPARE(QLatin1StringView(biomeName(Biome::SubtropicalDesert)),
                 QLatin1StringView("SUBTROPICAL_DESERT"));
        std::set<QString> names;
        for (int i = 0; i < kBiomeCount; ++i) {
            const QString name = QLatin1StringView(biomeName(Biome(i)));
            Biome back;
            QVERIFY(biomeFromName(name, &back));
            QCOMPARE(int(back), i);
            names.insert(name);
        }
        QCOMPARE(int(names.size()), kBiomeCount);
        Biome none;
        QVERIFY(!biomeFromName(QStringLiteral("JUNGLE"), &none));
        QCOMPARE(biomeColour(Biome::Ocean), QRgb(0xff44447a));
        QCOMPARE(biomeColour(Biome::Snow), QRgb(0xffffffff));
        QCOMPARE(biomeColour(Biome::TropicalSeasonalForest), QRgb(0xff559944));
    }
};

QTEST_GUILESS_MAIN(TestPolymapBiomes)
#include "tst_polymapbiomes.moc"
