// The model by the article's rules (seed 002): each pass copies a corner of
// the enclosing 2·step square on a torus; steps are prefixes of the final
// map; the fast mode gives the same map on any thread count, and fair coin
// flips; parameter checks, presets and start-grid changes.
#include "coastline/coastlinemap.h"
#include "coastline/coastlinepresets.h"
#include "coastlinetostring.h"
#include "testcolumns.h"

#include <QTest>

#include <cstring>
#include <functional>
#include <set>

using namespace terrain::coastline;
using namespace Qt::StringLiterals;

namespace {

CoastlineParameters params(int size, qint64 seed, RandomMode mode, int grid = 2)
{
    CoastlineParameters p = CoastlineParameters::article();
    p.size = size;
    p.seed = seed;
    p.random = mode;
    p.startGrid = grid;
    p.start = *startPreset(u"continent"_s, grid);
    return p;
}

int wrap(int v, int n)
{
    return ((v % n) + n) % n;
}

// The corners a cell (x, y) of a pass with this step may copy, by the
// article's rule: x and y each either stay (on the 2·step grid) or move to
// the 2·step grid point before or after, wrapping round the torus.
std::vector<std::pair<int, int>> corners(int x, int y, int step, int n)
{
    const auto choices = [&](int v) {
        return v % (2 * step) == 0 ? std::vector<int>{v}
                                   : std::vector<int>{v - step, wrap(v + step, n)};
    };
    std::vector<std::pair<int, int>> out;
    for (int cy : choices(y))
        for (int cx : choices(x))
            out.emplace_back(cx, cy);
    return out;
}

} // namespace

class TestCoastlineModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void cornersRule_data()
    {
        terrain::testing::columns<int, int, int>({"size", "grid", "mode"});
        for (int mode : {int(RandomMode::Fast), int(RandomMode::Java)}) {
            const char *m = mode == int(RandomMode::Fast) ? "fast" : "java";
            QTest::addRow("%s 64 g2", m) << 64 << 2 << mode;
            QTest::addRow("%s 128 g8", m) << 128 << 8 << mode;
            QTest::addRow("%s 256 g4", m) << 256 << 4 << mode;
        }
    }
    // Every cell of every pass equals one of the corners of its enclosing
    // 2·step square in the map of the step before, with wrap-around; the
    // cells of the last column and row do take their value from column or
    // row 0 somewhere (and then from nowhere else).
    void cornersRule()
    {
        QFETCH(int, size);
        QFETCH(int, grid);
        QFETCH(int, mode);
        CoastlineParameters p = params(size, 77, RandomMode(mode), grid);
        // Land only in column 0 and row 0, so that values that can only come
        // round the seam are told apart from the others.
        for (int r = 0; r < grid; ++r)
            for (int c = 0; c < grid; ++c)
                p.start[std::size_t(r * grid + c)] = (r == 0 || c == 0) ? 1 : 0;
        const auto map = generate(p, 2);
        QCOMPARE(map->steps(), 1 + int(std::log2(size / grid)));
        int fromColumn0 = 0, fromRow0 = 0;
        for (int step = 2; step <= map->steps(); ++step) {
            const int s = map->spacing(step);
            QCOMPARE(map->spacing(step - 1), 2 * s);
            for (int y = 0; y < size; y += s)
                for (int x = 0; x < size; x += s) {
                    const int v = map->typeAt(x, y, step);
                    // Corners reached round the seam: x + step (y + step) wrapped to 0.
                    const bool xWraps = x + s == size && x - s != 0,
                               yWraps = y + s == size && y - s != 0;
                    std::set<int> allowed, notRoundColumns, notRoundRows;
                    for (const auto &[cx, cy] : corners(x, y, s, size)) {
                        const int corner = map->typeAt(cx, cy, step - 1);
                        allowed.insert(corner);
                        if (!(xWraps && cx == 0))
                            notRoundColumns.insert(corner);
                        if (!(yWraps && cy == 0))
                            notRoundRows.insert(corner);
                    }
                    if (!allowed.count(v))
                        QFAIL(qPrintable(
                            u"step %1: cell (%2, %3) = %4 is no corner of its square"_s.arg(step)
                                .arg(x)
                                .arg(y)
                                .arg(v)));
                    fromColumn0 += !notRoundColumns.count(v);
                    fromRow0 += !notRoundRows.count(v);
                }
        }
        QVERIFY(fromColumn0 > 0);
        QVERIFY(fromRow0 > 0);
    }

    // Step n shows the top-left cell of its block on the step's grid, and
    // the grid cells keep their values to the end: a prefix of the final map.
    void stepsArePrefixes()
    {
        const auto map = generate(params(256, 5, RandomMode::Fast, 4), 0);
        QCOMPARE(map->steps(), 7); // S = 64: the start pattern and six passes
        QCOMPARE(map->spacing(1), 64);
        QCOMPARE(map->spacing(map->steps()), 1);
        for (int step = 1; step <= map->steps(); ++step) {
            const int s = map->spacing(step);
            std::vector<std::uint8_t> row(256);
            for (int y = 0; y < 256; y += 3) {
                map->typeRow(y, step, row);
                for (int x = 0; x < 256; ++x) {
                    const int corner = map->typeAt(x / s * s, y / s * s);
                    QCOMPARE(map->typeAt(x, y, step), corner);
                    QCOMPARE(int(row[std::size_t(x)]), corner);
                }
            }
        }
        // Step 1 is the start pattern.
        const CoastlineParameters &p = map->parameters();
        for (int r = 0; r < 4; ++r)
            for (int c = 0; c < 4; ++c)
                QCOMPARE(map->typeAt(c * 64 + 63, r * 64 + 17, 1), int(p.startAt(c, r)));
        // Coordinates wrap.
        QCOMPARE(map->typeAt(-1, -1), map->typeAt(255, 255));
        QCOMPARE(map->typeAt(256 + 7, 512 + 9), map->typeAt(7, 9));
    }

    void sameMapOnAnyThreadCount()
    {
        CoastlineParameters p = params(1024, 1234567, RandomMode::Fast, 8);
        p.heights.enabled = true;
        const auto one = generate(p, 1);
        for (int threads : {2, 4, 0}) {
            const auto other = generate(p, threads);
            QVERIFY(std::equal(one->types().begin(), one->types().end(), other->types().begin()));
            for (int y = 0; y < 1024; ++y)
                QVERIFY(std::memcmp(one->heightRow(y).data(), other->heightRow(y).data(),
                                    1024 * sizeof(float)) == 0);
        }
    }

    void repeatableAndSeeded()
    {
        for (RandomMode mode : {RandomMode::Fast, RandomMode::Java}) {
            const auto a = generate(params(256, 42, mode), 2);
            const auto b = generate(params(256, 42, mode), 2);
            const auto c = generate(params(256, 43, mode), 2);
            QVERIFY(std::equal(a->types().begin(), a->types().end(), b->types().begin()));
            QVERIFY(!std::equal(a->types().begin(), a->types().end(), c->types().begin()));
        }
        // The two modes draw differently.
        const auto fast = generate(params(256, 42, RandomMode::Fast), 1);
        const auto java = generate(params(256, 42, RandomMode::Java), 1);
        QVERIFY(!std::equal(fast->types().begin(), fast->types().end(), java->types().begin()));
    }

    // Fair, independent coin flips: with the four corners of every square
    // of different types, the first pass shows which corner each centre
    // took: each about a quarter of the time, in both modes.
    void flipsAreFair()
    {
        for (RandomMode mode : {RandomMode::Fast, RandomMode::Java}) {
            CoastlineParameters p = params(4096, 99, mode, 64);
            p.landTypes = {{u"a"_s, 1}, {u"b"_s, 2}, {u"c"_s, 3}, {u"d"_s, 4}};
            p.heights.base = {0, 0, 0, 0};
            for (int r = 0; r < 64; ++r)
                for (int c = 0; c < 64; ++c)
                    p.start[std::size_t(r * 64 + c)] = std::uint8_t(c % 2 + 2 * (r % 2));
            const auto map = generate(p, 0);
            std::array<int, 4> took{};
            int right = 0;
            for (int r = 0; r < 64; ++r)
                for (int c = 0; c < 64; ++c) {
                    const int centre = map->typeAt(c * 64 + 32, r * 64 + 32, 2);
                    const int corner =
                        (centre % 2 != c % 2) + 2 * (centre / 2 != r % 2); // 0 NW, 1 NE, 2 SW, 3 SE
                    ++took[std::size_t(corner)];
                    right += map->typeAt(c * 64 + 32, r * 64, 2) % 2 !=
                             c % 2; // the edge point took its right end
                }
            for (int k = 0; k < 4; ++k) // 4096 centres: 1024 each, sigma about 28
                QVERIFY2(
                    std::abs(took[std::size_t(k)] - 1024) < 140,
                    qPrintable(u"corner %1 taken %2 times"_s.arg(k).arg(took[std::size_t(k)])));
            QVERIFY2(std::abs(right - 2048) < 160,
                     qPrintable(u"right ends %1 of 4096"_s.arg(right)));
        }
    }

    void cancelGivesNothing()
    {
        const std::atomic<bool> cancel{true};
        QVERIFY(!generate(params(1024, 1, RandomMode::Fast), 2, &cancel));
        QVERIFY(!generate(params(1024, 1, RandomMode::Java), 1, &cancel));
        const std::atomic<bool> go{false};
        QVERIFY(generate(params(1024, 1, RandomMode::Fast), 2, &go));
    }

    void invalidParametersThrow()
    {
        CoastlineParameters p = CoastlineParameters::article();
        p.size = 100;
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, generate(p, 1));
    }

    // Each spoilt field is named with what it expects and what it found,
    // and the member validate says the same.
    void validation()
    {
        struct Case
        {
            const char *name;
            std::function<void(CoastlineParameters &)> spoil;
            QString expected;
        };
        const Case cases[] = {{"size", [](auto &p) { p.size = 100; },
                               u"size: expected a power of two from 16 to 16384, found 100"_s},
                              {"size small", [](auto &p) { p.size = 8; },
                               u"size: expected a power of two from 16 to 16384, found 8"_s},
                              {"grid", [](auto &p) { p.startGrid = 3; },
                               u"startGrid: expected a power of two from 2 to 64, found 3"_s},
                              {"grid too big",
                               [](auto &p) {
                                   p.size = 16;
                                   p.startGrid = 32;
                                   p.start.assign(32 * 32, 0);
                               },
                               u"startGrid: 32 does not divide the size 16"_s},
                              {"type", [](auto &p) { p.start[3 * 4 + 2] = 7; },
                               u"start[3][2]: land type 7 is not in landTypes (2 types)"_s},
                              {"cells", [](auto &p) { p.start.resize(3); },
                               u"start: expected 16 cells (4 x 4), found 3"_s},
                              {"no types", [](auto &p) { p.landTypes.clear(); },
                               u"landTypes: expected 1 to 10 types, found 0"_s},
                              {"nan", [](auto &p) { p.heights.amplitude = std::nan(""); },
                               u"heights.amplitude: expected a number from 0 to 1000000"_s},
                              {"huge", [](auto &p) { p.heights.seaLevel = 1e300; },
                               u"heights.seaLevel: expected a number from -1000000 to 1000000"_s},
                              {"roughness", [](auto &p) { p.heights.roughness = 2; },
                               u"heights.roughness: expected a number from 0 to 1"_s},
                              {"base", [](auto &p) { p.heights.base.resize(1); },
                               u"heights.base: expected one height per land type (2), found 1"_s}};
        for (const Case &c : cases) {
            CoastlineParameters p = params(64, 1, RandomMode::Fast, 4);
            QVERIFY(validate(p).isEmpty());
            c.spoil(p);
            const QStringList problems = validate(p);
            QVERIFY2(problems.contains(c.expected),
                     qPrintable(QString::fromLatin1(c.name) + u": "_s + problems.join(u'\n')));
            QCOMPARE(p.validate(), problems);
        }
    }

    void presets()
    {
        QCOMPARE(startPresetNames().size(), 4);
        // The article's corners on its own 2 x 2 grid are the applet's start.
        QCOMPARE(*startPreset(u"corners"_s, 2), (std::vector<std::uint8_t>{0, 0, 0, 1}));
        const auto sea = *startPreset(u"sea"_s, 8);
        QVERIFY(std::all_of(sea.begin(), sea.end(), [](auto c) { return c == 0; }));
        const auto continent = *startPreset(u"continent"_s, 16);
        QCOMPARE(int(continent[8 * 16 + 8]), 1); // land in the middle
        QCOMPARE(int(continent[0]), 0);          // sea at the edge
        QCOMPARE(int(continent[15 * 16 + 15]), 0);
        const auto islands = *startPreset(u"archipelago"_s, 8);
        for (int r = 0; r < 8; ++r)
            for (int c = 0; c < 8; ++c) // no two land cells side by side
                if (islands[std::size_t(r * 8 + c)])
                    QVERIFY(!islands[std::size_t(r * 8 + (c + 1) % 8)] &&
                            !islands[std::size_t(((r + 1) % 8) * 8 + c)]);
        QVERIFY(std::count(islands.begin(), islands.end(), 1) > 0);
        QVERIFY(!startPreset(u"volcano"_s, 8));

        CoastlineParameters p = CoastlineParameters::article();
        p.landTypes.resize(1);
        p.heights.base.resize(1);
        p.start = {0, 0, 0, 0};
        QVERIFY(applyStartPreset(p, u"corners"_s));
        QVERIFY(validate(p).isEmpty()); // the land type came with it
        QCOMPARE(int(p.landTypes.size()), 2);
        QVERIFY(!applyStartPreset(p, u"volcano"_s));
    }

    void changingTheGridAndTypes()
    {
        // 2 x 2 to 4 x 4 repeats each cell; back again takes the top-left ones.
        const std::vector<std::uint8_t> two{0, 1, 2, 3};
        const auto four = resampleStart(two, 2, 4);
        QCOMPARE(four, (std::vector<std::uint8_t>{0, 0, 1, 1, 0, 0, 1, 1, 2, 2, 3, 3, 2, 2, 3, 3}));
        QCOMPARE(resampleStart(four, 4, 2), two);

        CoastlineParameters p = CoastlineParameters::article();
        std::vector<LandType> types = p.landTypes;
        types.push_back({u"Forest"_s, qRgb(0, 100, 0)});
        setLandTypes(p, types);
        QCOMPARE(int(p.heights.base.size()), 3);
        QVERIFY(validate(p).isEmpty());
        p.start = {2, 2, 1, 0};
        types.resize(2);
        setLandTypes(p, types); // the forest cells become sea
        QCOMPARE(p.start, (std::vector<std::uint8_t>{0, 0, 1, 0}));
        QVERIFY(validate(p).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestCoastlineModel)
#include "tst_coastlinemodel.moc"
