// A continent's climate (relf/climate.h): its moisture against distances
// found here by brute force, its latitude and snow line by their rules, the
// vegetation it steers the same in a row as point by point, and on an eroded
// island regions that differ as the rules say: wet lowlands thicker and
// marshy, dry and high ground open moor, more snow in the north.
#include "continentgrids.h"
#include "erodedisland.h"
#include "relf/climate.h"
#include "relf/evaluator.h"
#include "relf/model/parameterfile.h"
#include "relf/rivers.h"
#include "terrainruntime.h"

#include <QTest>

#include <array>
#include <cmath>

using namespace terrain;
using namespace terrain::relf;
using namespace terrain::testing;
using namespace Qt::StringLiterals;

namespace {

// 1 / (1 + d²/L²), the moisture the header promises at distance d.
double expectedWetness(double d2Metres, double reach)
{
    return 1.0 / (1.0 + d2Metres / (reach * reach));
}

// Counts of terrain kinds, by a condition on the place.
struct Shares
{
    std::array<double, kTerrainKindCount> count{};
    double total = 0;
    double of(TerrainKind k) const { return total > 0 ? count[std::size_t(k)] / total : 0.0; }
};

} // namespace

class TestClimate : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Moisture at every cell centre: the nearest sea cell (or, for an
    // island, the ocean's first cell past the edge) and the nearest river
    // cell, by brute force over all cells, each turned into wetness.
    void moistureFollowsTheDistances()
    {
        for (const ContinentEdges edges : {ContinentEdges::Ocean, ContinentEdges::Repeat}) {
            RelfParameters p = RelfParameters::reference1983();
            const double cell = 400;
            relf::ErosionSettings erosion;
            erosion.applied = true;
            auto grid = std::make_shared<const ContinentGrid>(
                *continent::erodeContinent(dome(72, 4), edges, 0.5, erosion, 1).grid);
            p.continent =
                continent::makeContinent(grid, edges, cell, 1000.0, -2000.0, ContinentSource{}, p);
            Continent &c = *p.continent;
            c.climate.seaReach = 2000;
            c.climate.riverReach = 500;
            QVERIFY(c.climate.enabled);
            const ClimateField field(c, p);
            const ContinentGrid &g = *c.grid;
            const int w = g.width, h = g.height;
            const auto rivers = worldRivers(c);
            std::vector<char> riverCell(std::size_t(w * h), 0);
            int wetting = 0;
            for (const WorldRiver &r : *rivers)
                for (const auto &pt : r.points) {
                    if (r.width < 5.0) // only rivers 5 m wide at the mouth wet the land
                        break;
                    wetting += &pt == &r.points.front();
                    int col = int(std::floor((pt[0] - c.originX) / cell));
                    int row = h - 1 - int(std::floor((pt[1] - c.originY) / cell));
                    if (edges == ContinentEdges::Repeat) {
                        col = (col % w + w) % w;
                        row = (row % h + h) % h;
                    }
                    if (col >= 0 && col < w && row >= 0 && row < h)
                        riverCell[std::size_t(row * w + col)] = 1;
                }
            int seaCells = 0, checked = 0;
            for (int r = 0; r < h; ++r)
                for (int q = 0; q < w; ++q) {
                    double sea = 1e300, river = 1e300;
                    for (int r2 = -1; r2 <= h; ++r2)
                        for (int q2 = -1; q2 <= w; ++q2) {
                            const bool outside = r2 < 0 || r2 >= h || q2 < 0 || q2 >= w;
                            double dq = q2 - q, dr = r2 - r;
                            bool isSea = false, isRiver = false;
                            if (outside) {
                                isSea = edges == ContinentEdges::Ocean;
                            } else {
                                isSea = g.at(q2, r2) < 0.5 * 65535.0;
                                isRiver = riverCell[std::size_t(r2 * w + q2)];
                                if (edges == ContinentEdges::Repeat) {
                                    dq = std::min(std::abs(dq), w - std::abs(dq));
                                    dr = std::min(std::abs(dr), h - std::abs(dr));
                                }
                            }
                            const double d2 = (dq * dq + dr * dr) * cell * cell;
                            if (isSea)
                                sea = std::min(sea, d2);
                            if (isRiver)
                                river = std::min(river, d2);
                        }
                    seaCells += g.at(q, r) < 0.5 * 65535.0;
                    const double want =
                        std::max(sea < 1e300 ? expectedWetness(sea, 2000) : 0.0,
                                 river < 1e300 ? 0.85 * expectedWetness(river, 500) : 0.0);
                    const double x = c.originX + (q + 0.5) * cell;
                    const double y = c.originY + (h - 1 - r + 0.5) * cell;
                    const double got = field.moisture(x, y);
                    QVERIFY2(std::abs(got - want) < 1e-6,
                             qPrintable(u"cell (%1, %2): %3, brute force %4"_s.arg(q)
                                            .arg(r)
                                            .arg(got, 0, 'g', 9)
                                            .arg(want, 0, 'g', 9)));
                    ++checked;
                }
            QVERIFY(seaCells > 0 && seaCells < w * h);
            QVERIFY2(
                wetting > 0 && std::size_t(wetting) < rivers->size(),
                qPrintable(u"%1 of %2 rivers wet the land"_s.arg(wetting).arg(rivers->size())));
            // Halfway between two cell centres, the mean of the two.
            const double x = c.originX + 10.0 * cell, y = c.originY + 10.5 * cell;
            const double mid =
                (field.moisture(x - cell / 2, y) + field.moisture(x + cell / 2, y)) / 2;
            QVERIFY(std::abs(field.moisture(x, y) - mid) < 1e-12);
            QCOMPARE(checked, w * h);
        }
    }

    // Latitude 0 at the south edge to 1 at the north; an island's held past
    // the edges, a repeating grid's mirrored in the next copy. The snow line
    // falls by snowDropNorth from south to north.
    void latitudeAndSnowLine()
    {
        RelfParameters p = RelfParameters::reference1983();
        p.snowHeight = 500;
        for (const ContinentEdges edges : {ContinentEdges::Ocean, ContinentEdges::Repeat}) {
            p.continent = continent::makeContinent(blobGrid(20, 10, 3), edges, 100.0, 0.0, 400.0,
                                                   ContinentSource{}, p);
            p.continent->climate.snowDropNorth = 120;
            const ClimateField field(*p.continent, p);
            QCOMPARE(field.latitude(400.0), 0.0);
            QCOMPARE(field.latitude(400.0 + 250.0), 0.25);
            QCOMPARE(field.latitude(1400.0), 1.0);
            QCOMPARE(field.snowHeight(400.0), 500.0);
            QCOMPARE(field.snowHeight(900.0), 440.0);
            QCOMPARE(field.snowHeight(1400.0), 380.0);
            if (edges == ContinentEdges::Ocean) {
                QCOMPARE(field.latitude(-5000.0), 0.0);
                QCOMPARE(field.latitude(5000.0), 1.0);
            } else {
                QCOMPARE(field.latitude(1400.0 + 250.0), 0.75); // back down, no jump
                QCOMPARE(field.latitude(2400.0), 0.0);
                QCOMPARE(field.latitude(400.0 - 250.0), 0.25);
            }
        }
        // The evaluator answers the same line, and the parameters' without a climate.
        p.continent->climate.enabled = false;
        QCOMPARE(RelfEvaluator(p).snowHeightAt(1400.0), 500.0);
        p.continent->climate.enabled = true;
        QCOMPARE(RelfEvaluator(p).snowHeightAt(1400.0), 380.0);
    }

    // The rows decide every point as terra does alone, at any step, on an
    // eroded island with its climate strong.
    void rowsAreTerraPointByPoint()
    {
        RelfParameters p = erodedIsland();
        p.continent->climate.strength = 2.0;
        const RelfEvaluator e(p);
        QVERIFY(e.climate());
        std::vector<Terra> row(700);
        std::vector<TerrainKind> kinds(700);
        std::vector<double> heights(700);
        int marsh = 0;
        for (const double step : {1.0, 4.0, 37.0})
            for (const double y : {-6000.0, -3001.0, 0.0, 7000.0, 12001.0}) {
                const double x0 = kIslandOriginX + 3000.0;
                e.terraRow(x0, y, step, row);
                e.mapRow(x0, y, step, kinds, heights);
                for (std::size_t i = 0; i < row.size(); ++i) {
                    const Terra t = e.terra(x0 + double(i) * step, y);
                    QVERIFY2(row[i].terrain == t.terrain && row[i].height == t.height &&
                                 row[i].feature == t.feature,
                             qPrintable(u"(%1, %2)"_s.arg(x0 + double(i) * step).arg(y)));
                    QCOMPARE(kinds[i], t.terrain);
                    marsh += t.terrain == TerrainKind::Marsh;
                }
            }
        QVERIFY(marsh > 0);
    }

    // On the eroded island, sampled every 53 m: thicket commoner in wet
    // places than in dry ones, moor commoner in dry or high places than in
    // wet lowlands, marsh only in wet lowlands and only with the climate on;
    // with it off the shares do not follow the moisture.
    void regionsDiffer()
    {
        RelfParameters p = erodedIsland();
        p.snowHeight = 700;
        const RelfEvaluator on(p);
        RelfParameters offParameters = p;
        offParameters.continent->climate.enabled = false;
        const RelfEvaluator off(offParameters);
        const ClimateField &field = *on.climate();
        Shares wetOn, dryOn, wetOff, dryOff, lowWet, highDry, allOn, allOff;
        int marshOutside = 0, marshOff = 0;
        std::array<int, kBiomeCount> biomes{};
        int biomeMismatch = 0;
        const double side = kIslandSize * kIslandCell, step = 53;
        const int n = int(side / step);
        std::vector<Terra> a(static_cast<std::size_t>(n)), b(static_cast<std::size_t>(n));
        for (int r = 0; r < n; ++r) {
            const double y = kIslandOriginY + step * (r + 0.5);
            on.terraRow(kIslandOriginX + step / 2, y, step, a);
            off.terraRow(kIslandOriginX + step / 2, y, step, b);
            for (int i = 0; i < n; ++i) {
                const double x = kIslandOriginX + step / 2 + step * i;
                const Terra &t = a[std::size_t(i)], &u = b[std::size_t(i)];
                if (t.terrain == TerrainKind::Lake || t.terrain == TerrainKind::Mud)
                    continue;
                const double wet = field.moisture(x, y);
                const double up = (t.height - p.lakeLevel) / (on.snowHeightAt(y) - p.lakeLevel);
                const auto add = [](Shares &s, TerrainKind k) {
                    ++s.count[std::size_t(k)];
                    ++s.total;
                };
                add(allOn, t.terrain);
                add(allOff, u.terrain);
                // The biome names what the climate does there.
                const Biome biome = field.biome(x, y, t.height);
                ++biomes[std::size_t(biome)];
                const bool snowy = t.height > on.snowHeightAt(y);
                biomeMismatch += snowy != (biome == Biome::Snow) ||
                                 (biome == Biome::Marsh && !(wet >= 0.8 && up < 0.1));
                if (wet >= 0.6) {
                    add(wetOn, t.terrain);
                    add(wetOff, u.terrain);
                } else if (wet <= 0.2) {
                    add(dryOn, t.terrain);
                    add(dryOff, u.terrain);
                }
                if (wet >= 0.8 && up < 0.1)
                    add(lowWet, t.terrain);
                if (wet <= 0.2 && up > 0.3)
                    add(highDry, t.terrain);
                marshOutside += t.terrain == TerrainKind::Marsh && !(wet >= 0.8 && up < 0.1);
                marshOff += u.terrain == TerrainKind::Marsh;
            }
        }
        const auto print = [](const char *name, const Shares &s) {
            qInfo("%s: %.0f points, thicket %.3f, moor %.3f, grass %.3f, marsh %.3f, wood %.3f",
                  name, s.total, s.of(TerrainKind::Thicket), s.of(TerrainKind::Moor),
                  s.of(TerrainKind::Grass), s.of(TerrainKind::Marsh), s.of(TerrainKind::Wood));
        };
        print("wet, climate on", wetOn);
        print("dry, climate on", dryOn);
        print("wet, climate off", wetOff);
        print("dry, climate off", dryOff);
        print("wet lowland", lowWet);
        print("dry upland", highDry);
        QVERIFY(wetOn.total > 1000 && dryOn.total > 1000 && lowWet.total > 200 &&
                highDry.total > 200);
        QVERIFY(wetOn.of(TerrainKind::Thicket) > 2 * dryOn.of(TerrainKind::Thicket));
        QVERIFY(highDry.of(TerrainKind::Moor) > 3 * lowWet.of(TerrainKind::Moor));
        QVERIFY(lowWet.of(TerrainKind::Marsh) > 0.02);
        QCOMPARE(marshOutside, 0);
        QCOMPARE(marshOff, 0);
        // The climate sets regions apart but keeps the land as a whole near
        // the designer's shares: it measures from the land's mean wetness.
        print("all, climate on", allOn);
        print("all, climate off", allOff);
        for (const TerrainKind k :
             {TerrainKind::Wood, TerrainKind::Moor, TerrainKind::Grass, TerrainKind::Thicket})
            QVERIFY2(std::abs(allOn.of(k) - allOff.of(k)) < 0.12, terrainKindName(k).data());
        QCOMPARE(biomeMismatch, 0);
        for (const Biome kind : {Biome::Marsh, Biome::WetForest, Biome::Forest, Biome::Moor})
            QVERIFY2(biomes[std::size_t(kind)] > 0, biomeName(kind));
        // Without the climate, wet and dry places share the same vegetation.
        QVERIFY(std::abs(wetOff.of(TerrainKind::Thicket) - dryOff.of(TerrainKind::Thicket)) < 0.03);
        QVERIFY(std::abs(wetOff.of(TerrainKind::Moor) - dryOff.of(TerrainKind::Moor)) < 0.03);
    }

    // tr_biomes gives each grid point's biome, as the climate names it at
    // the point's height asked point by point, plus one; NONE without the
    // climate or a continent; bad arguments refused.
    void biomesThroughTheCApi()
    {
        RelfParameters p = erodedIsland();
        p.snowHeight = 700;
        const RelfEvaluator e(p);
        const ClimateField &field = *e.climate();
        const auto open = [](const RelfParameters &q) {
            const QByteArray json = writeParameters(q);
            return tr_open_buffer(json.constData(), std::size_t(json.size()), nullptr);
        };
        tr_world *world = open(p);
        QVERIFY(world);
        constexpr int w = 120, h = 100;
        const double x0 = kIslandOriginX + 31.0, y0 = kIslandOriginY + 17.0, step = 421.0;
        std::vector<std::uint8_t> biomes(std::size_t(w * h), 255);
        QCOMPARE(tr_biomes(world, x0, y0, w, h, step, biomes.data()), int(TR_OK));
        std::array<int, kBiomeCount + 1> seen{};
        int differ = 0;
        for (int r = 0; r < h; ++r)
            for (int i = 0; i < w; ++i) {
                const double x = x0 + i * step, y = y0 + r * step;
                const int want = int(field.biome(x, y, e.height(x, y))) + 1;
                const int got = biomes[std::size_t(r * w + i)];
                differ += got != want;
                if (got <= kBiomeCount)
                    ++seen[std::size_t(got)];
            }
        QCOMPARE(differ, 0);
        QCOMPARE(seen[TR_BIOME_NONE], 0);
        int kinds = 0;
        for (int b = TR_BIOME_MARSH; b <= TR_BIOME_SNOW; ++b)
            kinds += seen[std::size_t(b)] > 0;
        QVERIFY2(kinds >= 4, qPrintable(QString::number(kinds)));
        QCOMPARE(tr_biomes(world, x0, y0, 0, h, step, biomes.data()), int(TR_E_SIZE));
        QCOMPARE(tr_biomes(world, x0, y0, w, h, step, nullptr), int(TR_E_NULL));
        QCOMPARE(tr_biomes(world, std::nan(""), y0, w, h, step, biomes.data()), int(TR_E_ARGUMENT));
        tr_close(world);
        QCOMPARE(QByteArray(tr_biome_name(TR_BIOME_NONE)), QByteArray("none"));
        QCOMPARE(QByteArray(tr_biome_name(TR_BIOME_MARSH)), QByteArray("marsh"));
        QCOMPARE(QByteArray(tr_biome_name(TR_BIOME_WET_FOREST)), QByteArray("wet_forest"));
        QCOMPARE(QByteArray(tr_biome_name(TR_BIOME_SNOW)), QByteArray("snow"));
        QVERIFY(!tr_biome_name(TR_BIOME_SNOW + 1) && !tr_biome_name(-1));
        // Without the climate, or without a continent: none anywhere.
        RelfParameters off = p;
        off.continent->climate.enabled = false;
        for (const RelfParameters &q : {off, RelfParameters::reference1983()}) {
            tr_world *other = open(q);
            QCOMPARE(tr_biomes(other, x0, y0, w, h, step, biomes.data()), int(TR_OK));
            QVERIFY(std::all_of(biomes.begin(), biomes.end(),
                                [](std::uint8_t b) { return b == TR_BIOME_NONE; }));
            tr_close(other);
        }
    }

    // The settings are saved, read back, and refused out of range by path;
    // a file without them reads with the climate off.
    void theFileKeepsTheClimate()
    {
        RelfParameters p = withClimate();
        p.continent->climate.strength = 1.5;
        p.continent->climate.seaReach = 3210;
        p.continent->climate.riverReach = 456;
        p.continent->climate.snowDropNorth = -75;
        const QByteArray text = writeParameters(p);
        const ParameterReadResult read = readParameters(text);
        QVERIFY2(read.errors.isEmpty(), qPrintable(read.errors.join(u'\n')));
        QVERIFY(*read.parameters == p);

        QByteArray bad = text;
        bad.replace("\"strength\": 1.5", "\"strength\": 3");
        QVERIFY(readParameters(bad).errors.contains(
            u"continent.climate.strength: expected a number from 0 to 2"_s));
        bad = text;
        bad.replace("\"riverReach\": 456", "\"riverRange\": 456");
        QVERIFY2(!readParameters(bad).warnings.filter(u"riverRange"_s).isEmpty() ||
                     !readParameters(bad).errors.filter(u"riverRange"_s).isEmpty(),
                 "a misspelt key is named");

        RelfParameters old = p;
        old.continent->climate = ClimateSettings{};
        const QByteArray oldText = writeParameters(old);
        QVERIFY(!oldText.contains("climate"));
        QVERIFY(!readParameters(oldText).parameters->continent->climate.enabled);
        p.continent->climate.strength = std::nan("");
        QVERIFY(!validateParameters(p).filter(u"continent.climate"_s).isEmpty());
    }

private:
    static RelfParameters withClimate()
    {
        RelfParameters p = RelfParameters::reference1983();
        p.continent = continent::makeContinent(blobGrid(16, 12, 2), ContinentEdges::Ocean, 250.0,
                                               0.0, 0.0, ContinentSource{}, p);
        return p;
    }
};

QTEST_GUILESS_MAIN(TestClimate)
#include "tst_climate.moc"
