// continent::erodeContinent and continentRivers: the same bits for any
// number of threads, the sea and the coastline kept, land worn down, rivers
// that run downhill to the sea or the edge (and across a Repeat edge), and
// cancelling.
#include "islanddome.h"
#include "relf/continent/erosion.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <random>

using namespace terrain;
using continent::River;

namespace {

constexpr double kCoast = 0.5;
constexpr std::uint16_t kLand = 32768; // the smallest land value for kCoast

using terrain::testing::dome;

std::uint16_t valueAt(const relf::ContinentGrid &grid, int column, int row)
{
    const int c = (column % grid.width + grid.width) % grid.width;
    const int r = (row % grid.height + grid.height) % grid.height;
    return grid.at(c, r);
}

// The cell a river point lies in (points are cell centres, or on the edge).
std::pair<int, int> cellOf(const std::array<double, 2> &point)
{
    return {static_cast<int>(std::floor(point[0])), static_cast<int>(std::floor(point[1]))};
}

bool onEdge(const relf::ContinentGrid &grid, const std::array<double, 2> &point)
{
    return point[0] == 0.0 || point[1] == 0.0 || point[0] == grid.width || point[1] == grid.height;
}

double meanLand(const relf::ContinentGrid &grid)
{
    double sum = 0;
    std::size_t count = 0;
    for (const std::uint16_t v : grid.samples)
        if (v >= kLand) {
            sum += v;
            ++count;
        }
    return sum / static_cast<double>(count);
}

} // namespace

class TestErosion : public QObject
{
    Q_OBJECT

    // Every river runs downhill in the grid and ends in the sea, on an
    // Ocean edge, or where it joins a larger river that does.
    static void checkRivers(const relf::ContinentGrid &grid, relf::ContinentEdges edges,
                            const std::vector<River> &rivers, double minArea)
    {
        QVERIFY(!rivers.empty());
        for (const River &river : rivers) {
            QVERIFY(river.points.size() >= 2);
            QVERIFY(river.area >= minArea);
            const bool leaves =
                edges == relf::ContinentEdges::Ocean && onEdge(grid, river.points.back());
            const std::size_t inside = river.points.size() - (leaves ? 1 : 0);
            for (std::size_t j = 1; j < inside; ++j) {
                const auto [c0, r0] = cellOf(river.points[j - 1]);
                const auto [c1, r1] = cellOf(river.points[j]);
                QVERIFY(std::abs(c1 - c0) <= 1 && std::abs(r1 - r0) <= 1);
                QVERIFY2(valueAt(grid, c1, r1) <= valueAt(grid, c0, r0), "a river runs uphill");
            }
            if (leaves)
                continue;
            const auto [c, r] = cellOf(river.points.back());
            if (valueAt(grid, c, r) < kLand)
                continue; // the sea
            // A confluence: a point of a larger river.
            const bool joins = std::any_of(rivers.begin(), rivers.end(), [&](const River &other) {
                return other.area > river.area &&
                       std::any_of(other.points.begin(), other.points.end(), [&](const auto &p) {
                           const auto [oc, orow] = cellOf(p);
                           return valueAt(grid, oc, orow) == valueAt(grid, c, r) &&
                                  (oc - c) % grid.width == 0 && (orow - r) % grid.height == 0;
                       });
            });
            QVERIFY2(joins, "a river ends on land without joining a larger one");
        }
    }

private Q_SLOTS:
    void sameBitsForAnyThreadCount()
    {
        relf::ErosionSettings settings;
        settings.strength = 3.0;
        settings.iterations = 12;
        settings.uplift = 0.0005;
        settings.talus = 0.001; // slumping everywhere, so that it makes pits
        settings.thermal = 0.5;
        for (const auto edges : {relf::ContinentEdges::Ocean, relf::ContinentEdges::Repeat}) {
            const relf::ContinentGrid input = dome(192, 11, true);
            const continent::ErosionResult one =
                continent::erodeContinent(input, edges, kCoast, settings, 1);
            QVERIFY(one.grid.has_value());
            QVERIFY(*one.grid != input);
            for (const int threads : {2, 3, 4}) {
                const continent::ErosionResult other =
                    continent::erodeContinent(input, edges, kCoast, settings, threads);
                QVERIFY(other.grid.has_value());
                QVERIFY2(*other.grid == *one.grid, qPrintable(QString::number(threads)));
                QVERIFY(other.rivers == one.rivers);
            }
        }
    }

    void seaKeptAndLandAboveTheCoast()
    {
        relf::ErosionSettings settings;
        settings.strength = 20.0;
        settings.talus = 0.001;
        for (const auto edges : {relf::ContinentEdges::Ocean, relf::ContinentEdges::Repeat}) {
            const relf::ContinentGrid input = dome(160, 5, true);
            const auto result = continent::erodeContinent(input, edges, kCoast, settings, 2);
            QVERIFY(result.grid.has_value());
            std::size_t lowered = 0;
            for (std::size_t i = 0; i < input.samples.size(); ++i) {
                if (input.samples[i] < kLand) {
                    QCOMPARE(result.grid->samples[i], input.samples[i]);
                } else {
                    QVERIFY(result.grid->samples[i] >= kLand);
                    lowered += result.grid->samples[i] < input.samples[i];
                }
            }
            QVERIFY(lowered > input.samples.size() / 10);
        }
    }

    // Without slumping, erosion only cuts down: no cell ends above the
    // input with its depressions filled, and the land's mean falls. With
    // slumping, material moves only downhill: nothing ends above the
    // highest filled input.
    void landIsWornDown()
    {
        const relf::ContinentGrid input = dome(160, 23, true);
        const relf::ContinentGrid filled =
            continent::fillDepressions(input, relf::ContinentEdges::Ocean, kCoast);
        QVERIFY(filled != input);
        relf::ErosionSettings settings;
        settings.strength = 2.0;
        settings.uplift = 0.0;
        settings.thermal = 0.0;
        auto result =
            continent::erodeContinent(input, relf::ContinentEdges::Ocean, kCoast, settings, 2);
        QVERIFY(result.grid.has_value());
        for (std::size_t i = 0; i < input.samples.size(); ++i)
            QVERIFY(result.grid->samples[i] <= filled.samples[i]);
        QVERIFY(meanLand(*result.grid) < meanLand(filled) - 100.0);

        settings.strength = 0.0;
        settings.thermal = 1.0;
        settings.talus = 0.0005;
        result = continent::erodeContinent(input, relf::ContinentEdges::Ocean, kCoast, settings, 2);
        QVERIFY(result.grid.has_value());
        QVERIFY(*result.grid != filled);
        QVERIFY(*std::max_element(result.grid->samples.begin(), result.grid->samples.end()) <=
                *std::max_element(filled.samples.begin(), filled.samples.end()));
    }

    void zeroIterationsFillsDepressions()
    {
        const relf::ContinentGrid input = dome(96, 3, true);
        relf::ErosionSettings settings;
        settings.iterations = 0;
        const auto result =
            continent::erodeContinent(input, relf::ContinentEdges::Repeat, kCoast, settings, 2);
        QVERIFY(result.grid.has_value());
        QCOMPARE(*result.grid,
                 continent::fillDepressions(input, relf::ContinentEdges::Repeat, kCoast));
    }

    void riversRunDownhillToTheSea()
    {
        for (const auto edges : {relf::ContinentEdges::Ocean, relf::ContinentEdges::Repeat}) {
            const relf::ContinentGrid input = dome(256, 17, true);
            relf::ErosionSettings settings;
            settings.uplift = 0.0005; // what a pit left alone would miss
            settings.talus = 0.001;   // slumping that makes pits
            settings.thermal = 0.5;
            const auto result = continent::erodeContinent(input, edges, kCoast, settings, 2);
            QVERIFY(result.grid.has_value());
            // No depression is left: filling changes nothing.
            QCOMPARE(continent::fillDepressions(*result.grid, edges, kCoast), *result.grid);
            checkRivers(*result.grid, edges, result.rivers, continent::defaultRiverArea(input));
            QCOMPARE(result.rivers,
                     continent::continentRivers(*result.grid, edges, kCoast,
                                                continent::defaultRiverArea(input), 3));
            // Finer rivers too.
            checkRivers(*result.grid, edges,
                        continent::continentRivers(*result.grid, edges, kCoast, 40.0), 40.0);
        }
    }

    // Land that runs off every Ocean edge: rivers end on the edge.
    void riversLeaveAnOceanGrid()
    {
        relf::ContinentGrid grid;
        grid.width = 48;
        grid.height = 40;
        for (int r = 0; r < grid.height; ++r)
            for (int c = 0; c < grid.width; ++c)
                grid.samples.push_back(static_cast<std::uint16_t>(
                    40000 + 60 * std::min({c, r, grid.width - 1 - c, grid.height - 1 - r}) +
                    (c * 7 + r * 3) % 5));
        const auto rivers =
            continent::continentRivers(grid, relf::ContinentEdges::Ocean, kCoast, 10.0);
        checkRivers(grid, relf::ContinentEdges::Ocean, rivers, 10.0);
        QVERIFY(std::any_of(rivers.begin(), rivers.end(),
                            [&](const River &river) { return onEdge(grid, river.points.back()); }));
    }

    // A torus whose land slopes west into a band of sea, across the
    // west-east edge: the river along the valley crosses it.
    void riverCrossesTheWrap()
    {
        relf::ContinentGrid grid;
        grid.width = 64;
        grid.height = 32;
        for (int r = 0; r < grid.height; ++r)
            for (int c = 0; c < grid.width; ++c) {
                const int east = (c - 48 + 64) % 64; // 0 at the sea's east shore
                grid.samples.push_back(
                    c >= 40 && c < 48
                        ? std::uint16_t(20000)
                        : static_cast<std::uint16_t>(kLand + 40 * east + 30 * std::abs(r - 16)));
            }
        const auto crosses = [&](const River &river) {
            return std::any_of(river.points.begin(), river.points.end(),
                               [&](const auto &p) { return p[0] < 0.0 || p[0] > grid.width; });
        };
        const auto rivers =
            continent::continentRivers(grid, relf::ContinentEdges::Repeat, kCoast, 100.0);
        checkRivers(grid, relf::ContinentEdges::Repeat, rivers, 100.0);
        QVERIFY(std::any_of(rivers.begin(), rivers.end(), crosses));
        // The same grid with Ocean edges drains off the edge instead.
        const auto ocean =
            continent::continentRivers(grid, relf::ContinentEdges::Ocean, kCoast, 100.0);
        QVERIFY(std::none_of(ocean.begin(), ocean.end(), crosses));

        relf::ErosionSettings settings;
        const auto eroded =
            continent::erodeContinent(grid, relf::ContinentEdges::Repeat, kCoast, settings, 2);
        QVERIFY(eroded.grid.has_value());
        const auto after =
            continent::continentRivers(*eroded.grid, relf::ContinentEdges::Repeat, kCoast, 100.0);
        checkRivers(*eroded.grid, relf::ContinentEdges::Repeat, after, 100.0);
        QVERIFY(std::any_of(after.begin(), after.end(), crosses));
    }

    void cancelling()
    {
        const relf::ContinentGrid input = dome(64, 1);
        relf::ErosionSettings settings;
        std::vector<std::pair<int, int>> calls;
        auto result = continent::erodeContinent(input, relf::ContinentEdges::Ocean, kCoast,
                                                settings, 2, [&](int done, int total) {
                                                    calls.emplace_back(done, total);
                                                    return false;
                                                });
        QVERIFY(!result.grid.has_value());
        QVERIFY(result.rivers.empty());
        QCOMPARE(calls.size(), std::size_t(1));
        QCOMPARE(calls.front(), std::make_pair(0, settings.iterations));

        calls.clear();
        result = continent::erodeContinent(input, relf::ContinentEdges::Ocean, kCoast, settings, 2,
                                           [&](int done, int total) {
                                               calls.emplace_back(done, total);
                                               return done < 3;
                                           });
        QVERIFY(!result.grid.has_value());
        QCOMPARE(calls.size(), std::size_t(4));

        calls.clear();
        result = continent::erodeContinent(input, relf::ContinentEdges::Ocean, kCoast, settings, 2,
                                           [&](int done, int total) {
                                               calls.emplace_back(done, total);
                                               return true;
                                           });
        QVERIFY(result.grid.has_value());
        QCOMPARE(calls.size(), std::size_t(settings.iterations + 1));
        QCOMPARE(calls.back(), std::make_pair(settings.iterations, settings.iterations));
    }

    // Grids too small for an inside, and land with no sea at all.
    void oddGrids()
    {
        relf::ErosionSettings settings;
        settings.iterations = 5;
        for (const auto edges : {relf::ContinentEdges::Ocean, relf::ContinentEdges::Repeat})
            for (const auto &[w, h] : {std::pair{1, 1}, {2, 2}, {3, 1}, {1, 4}, {5, 5}}) {
                relf::ContinentGrid grid;
                grid.width = w;
                grid.height = h;
                for (int i = 0; i < w * h; ++i)
                    grid.samples.push_back(static_cast<std::uint16_t>(40000 + (i * 7919) % 3000));
                const auto result = continent::erodeContinent(grid, edges, kCoast, settings, 3);
                QVERIFY(result.grid.has_value());
                for (const std::uint16_t v : result.grid->samples)
                    QVERIFY(v >= kLand);
                QCOMPARE(continent::fillDepressions(*result.grid, edges, kCoast), *result.grid);
            }
    }
};

QTEST_GUILESS_MAIN(TestErosion)
#include "tst_erosion.moc"
