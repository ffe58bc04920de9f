// The runtime's C API against the seed's Java reference (every point of
// reference/expected.txt) and against the studio's own evaluator at 100,000
// points and on grids, for the row kernel TERRAIN_ROW_KERNEL picks; its
// reader against the studio's (the same messages, 500 mutated files, the
// version fixtures); reads from many threads at once.
#include "terrainruntime.h"
#include "terrainruntime.hpp"
#include "testcolumns.h"

#include "continentgrids.h"
#include "javareference.h"
#include "jsonmutation.h"
#include "relf/evaluator.h"
#include "relf/model/parameterfile.h"
#include "testfiles.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <bit>
#include <map>
#include <memory>
#include <random>
#include <set>
#include <thread>

using namespace terrain;
using namespace terrain::relf;
using namespace Qt::StringLiterals;

namespace {

using WorldPtr = std::unique_ptr<tr_world, void (*)(tr_world *)>;

struct Opened
{
    WorldPtr world{nullptr, &tr_close};
    QString error;
};

Opened openJson(const QByteArray &json)
{
    char *error = nullptr;
    Opened o;
    o.world.reset(tr_open_buffer(json.constData(), std::size_t(json.size()), &error));
    if (error)
        o.error = QString::fromUtf8(error);
    tr_free_string(error);
    return o;
}

Opened openFile(const QString &path)
{
    char *error = nullptr;
    Opened o;
    o.world.reset(tr_open_file(path.toUtf8().constData(), &error));
    if (error)
        o.error = QString::fromUtf8(error);
    tr_free_string(error);
    return o;
}

// The studio's parameter set with placed objects, a road and paths, so terra
// meets every branch.
RelfParameters busyParameters()
{
    RelfParameters p = RelfParameters::reference1983();
    p.placed.place(3, 4, Feature::T);
    p.placed.place(-7, 2, Feature::Building);
    p.placed.place(30, 31, Feature::Rocket); // rockets are only placed
    p.placed.place(12, -9, TerrainKind::Marsh);
    p.placed.place(-20, -20, TerrainKind::Town);
    p.roads.push_back(Road{{{-300, -40}, {0, 10}, {250, 60}}, 4.0});
    p.paths.enabled = true;
    return p;
}

// Where one C answer differs from the studio's Terra; empty when it does not.
QByteArray differs(const tr_terra_info &c, const Terra &t)
{
    QByteArray why;
    if (std::bit_cast<quint64>(c.x) != std::bit_cast<quint64>(t.x) ||
        std::bit_cast<quint64>(c.y) != std::bit_cast<quint64>(t.y))
        why += " position";
    if (std::bit_cast<quint64>(c.height) != std::bit_cast<quint64>(t.height))
        why += " height " + QByteArray::number(c.height, 'g', 17) + " studio " +
               QByteArray::number(t.height, 'g', 17);
    if (std::bit_cast<quint64>(c.depth) != std::bit_cast<quint64>(t.depth))
        why += " depth";
    if (c.kind != std::uint8_t(t.terrain))
        why += " kind";
    if (c.feature != std::uint8_t(t.feature))
        why += " feature";
    if (QByteArray(c.code) != QByteArray::fromStdString(t.codeString()))
        why += " code";
    return why;
}

// What differs at (x, y) between the runtime's world and the studio: the
// point (differs) and tr_height's bits; the first five points that differ
// are named, and counted in *wrong.
void comparePoint(const tr_world *world, const RelfEvaluator &studio, double x, double y,
                  int *wrong)
{
    tr_terra_info c;
    QByteArray why = tr_terra(world, x, y, &c) == TR_OK ? differs(c, studio.terra(x, y))
                                                        : QByteArray(" tr_terra failed");
    if (std::bit_cast<quint64>(tr_height(world, x, y)) !=
        std::bit_cast<quint64>(studio.height(x, y)))
        why += " tr_height";
    if (!why.isEmpty() && ++*wrong <= 5)
        qWarning("(%.17g, %.17g):%s", x, y, why.constData());
}

QString studioErrors(const QByteArray &json)
{
    return readParameters(json).errors.join(u'\n');
}

} // namespace

class TestRuntimeCApi : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // The kernel named is the one asked for (the CPU here runs AVX2 at
    // least; unasked, the widest it runs).
    void kernelNameIsTheKernelAsked()
    {
        const QByteArray asked = qgetenv("TERRAIN_ROW_KERNEL");
        const QByteArray name = tr_kernel_name();
        if (asked == "scalar" || asked == "avx2")
            QCOMPARE(name, asked);
        else if (asked == "avx512")
            QVERIFY2(name == "avx512" || name == "avx2", name.constData());
        else
            QVERIFY2(name == "avx512-vbmi" || name == "avx512" || name == "avx2", name.constData());
    }

    void javaReference()
    {
        std::map<int, Opened> byLake;
        int checked = 0;
        for (const terrain::testing::JavaPoint &e : terrain::testing::javaReferencePoints()) {
            Opened &w = byLake[e.lake];
            if (!w.world) {
                RelfParameters p = RelfParameters::reference1983();
                p.lakeLevel = e.lake; // the original level (mud) stays 204
                w = openJson(writeParameters(p));
                QVERIFY2(w.world, qPrintable(w.error));
            }
            tr_terra_info c;
            QCOMPARE(tr_terra(w.world.get(), e.x, e.y, &c), int(TR_OK));
            const QByteArray at = "expected.txt:" + QByteArray::number(e.line) + " →";
            QVERIFY2(
                std::bit_cast<quint64>(c.height) == e.heightBits,
                QByteArray(at + " height " + QByteArray::number(c.height, 'g', 17)).constData());
            QVERIFY2(tr_kind_name(c.kind) == e.terrain,
                     QByteArray(at + " kind " + tr_kind_name(c.kind)).constData());
            QVERIFY2(tr_feature_name(c.feature) == e.feature, at.constData());
            QCOMPARE(QByteArray(c.code), e.code);
            QCOMPARE(std::bit_cast<quint64>(c.depth), e.depthBits);
            QCOMPARE(qint64(c.x), e.xr);
            QCOMPARE(qint64(c.y), e.yr);
            if (e.terrain != "LAKE")
                QCOMPARE(std::bit_cast<quint64>(tr_height(w.world.get(), e.x, e.y)), e.heightBits);
            ++checked;
        }
        QVERIFY(checked > 9000);
    }

    // 100,000 points: random, fractional, negative, far to ±1e9, and where
    // every feature kind stands.
    void studioAnswersBitForBit()
    {
        const RelfParameters p = busyParameters();
        const RelfEvaluator studio(p);
        const Opened w = openJson(writeParameters(p));
        QVERIFY2(w.world, qPrintable(w.error));

        std::vector<std::pair<double, double>> points;
        std::mt19937_64 random(20261125);
        std::uniform_real_distribution<double> near(-5000, 5000), far(-1e9, 1e9);
        std::uniform_int_distribution<std::int64_t> whole(-1000000, 1000000);
        for (int i = 0; i < 40000; ++i)
            points.emplace_back(near(random), near(random));
        for (int i = 0; i < 20000; ++i)
            points.emplace_back(double(whole(random)), double(whole(random)));
        for (int i = 0; i < 15000; ++i)
            points.emplace_back(far(random), far(random));
        for (int i = 0; i < 5000; ++i)
            points.emplace_back(std::round(far(random)), std::round(far(random)) + 0.5);
        // Up to 300 of each feature kind, and points just beside them.
        std::map<Feature, int> kinds;
        for (const Terra &t : studio.featuresIn(-2500, -2500, 2500, 2500)) {
            if (++kinds[t.feature] > 300)
                continue;
            for (const double d : {0.0, 0.25, -0.49})
                points.emplace_back(t.x + d, t.y - d);
        }
        QVERIFY(points.size() < 100000);
        for (const Feature f :
             {Feature::Mine, Feature::Boulder, Feature::Root, Feature::Waterhole, Feature::Knoll,
              Feature::X, Feature::Cone, Feature::Rocket, Feature::Building, Feature::T})
            QVERIFY2(kinds[f] > 0, featureName(f).data());
        while (points.size() < 100000)
            points.emplace_back(near(random) / 16, near(random) / 16);
        QCOMPARE(points.size(), std::size_t(100000));

        int wrong = 0;
        for (const auto &[x, y] : points)
            comparePoint(w.world.get(), studio, x, y, &wrong);
        QCOMPARE(wrong, 0);
    }

    // A world on a continent answers as the studio's, points and grids, on
    // either kind of edge, near and far.
    void continentWorldsBitForBit()
    {
        for (const ContinentEdges edges : {ContinentEdges::Repeat, ContinentEdges::Ocean}) {
            RelfParameters p = busyParameters();
            p.continent =
                continent::makeContinent(blobGrid(24, 20, 99), edges, 150.0, -2000.0, -1500.0,
                                         ContinentSource{}, p, continent::Preset::Alpine);
            const RelfEvaluator studio(p);
            const Opened w = openJson(writeParameters(p));
            QVERIFY2(w.world, qPrintable(w.error));
            std::mt19937_64 random(edges == ContinentEdges::Repeat ? 1 : 2);
            std::uniform_real_distribution<double> near(-4000, 4000), far(-1e9, 1e9);
            int wrong = 0;
            for (int i = 0; i < 30000; ++i) {
                const bool isFar = i % 5 == 0;
                double x = isFar ? far(random) : near(random),
                       y = isFar ? far(random) : near(random);
                if (i % 2)
                    x = std::round(x), y = std::round(y);
                comparePoint(w.world.get(), studio, x, y, &wrong);
            }
            QCOMPARE(wrong, 0);
            constexpr int kW = 300, kH = 40;
            std::vector<tr_terra_info> terras(kW * kH);
            QCOMPARE(tr_terras(w.world.get(), -2100.0, -1600.0, kW, kH, 13.0, terras.data()),
                     int(TR_OK));
            for (int r = 0; r < kH; ++r)
                for (int c = 0; c < kW; ++c)
                    QCOMPARE(differs(terras[std::size_t(r) * kW + std::size_t(c)],
                                     studio.terra(-2100.0 + c * 13.0, -1600.0 + r * 13.0)),
                             QByteArray());
        }
    }

    void gridsAreThePointsInRowOrder_data()
    {
        terrain::testing::columns<double, double, double>({"x0", "y0", "step"});
        QTest::newRow("whole metres") << -100.0 << -50.0 << 1.0;
        QTest::newRow("fractional") << 13.25 << -7.75 << 0.375;
        QTest::newRow("coarse") << -4000.0 << 2500.0 << 16.0;
        QTest::newRow("far") << 987654321.5 << -123456789.0 << 2.5;
        QTest::newRow("backwards") << 50.0 << 40.0 << -1.5;
    }

    void gridsAreThePointsInRowOrder()
    {
        QFETCH(double, x0);
        QFETCH(double, y0);
        QFETCH(double, step);
        const RelfParameters p = busyParameters();
        const RelfEvaluator studio(p);
        const Opened w = openJson(writeParameters(p));
        QVERIFY(w.world);
        constexpr int kW = 173, kH = 61;
        std::vector<double> heights(kW * kH);
        std::vector<std::uint8_t> kinds(kW * kH);
        std::vector<tr_terra_info> terras(kW * kH);
        QCOMPARE(tr_heights(w.world.get(), x0, y0, kW, kH, step, heights.data()), int(TR_OK));
        QCOMPARE(tr_kinds(w.world.get(), x0, y0, kW, kH, step, kinds.data()), int(TR_OK));
        QCOMPARE(tr_terras(w.world.get(), x0, y0, kW, kH, step, terras.data()), int(TR_OK));
        for (int r = 0; r < kH; ++r)
            for (int c = 0; c < kW; ++c) {
                const double x = x0 + c * step, y = y0 + r * step;
                const std::size_t i = std::size_t(r) * kW + std::size_t(c);
                const Terra t = studio.terra(x, y);
                QCOMPARE(std::bit_cast<quint64>(heights[i]),
                         std::bit_cast<quint64>(studio.height(x, y)));
                QCOMPARE(kinds[i], std::uint8_t(t.terrain));
                QCOMPARE(differs(terras[i], t), QByteArray());
            }
    }

    void badArgumentsAreRefused()
    {
        const Opened w = openJson(writeParameters(RelfParameters::reference1983()));
        double out[4];
        QCOMPARE(tr_heights(nullptr, 0, 0, 2, 2, 1, out), int(TR_E_NULL));
        QCOMPARE(tr_heights(w.world.get(), 0, 0, 2, 2, 1, nullptr), int(TR_E_NULL));
        QCOMPARE(tr_heights(w.world.get(), 0, 0, 0, 2, 1, out), int(TR_E_SIZE));
        QCOMPARE(tr_heights(w.world.get(), 0, 0, 1 << 20, 1 << 20, 1, out), int(TR_E_SIZE));
        QCOMPARE(tr_heights(w.world.get(), qQNaN(), 0, 2, 2, 1, out), int(TR_E_ARGUMENT));
        QCOMPARE(tr_heights(w.world.get(), 0, 2e15, 2, 2, 1, out), int(TR_E_ARGUMENT));
        QCOMPARE(tr_heights(w.world.get(), 0, 0, 2, 2, qInf(), out), int(TR_E_ARGUMENT));
        // A NULL out comes last: a whole grid is checked before it is made in parts.
        QCOMPARE(tr_heights(w.world.get(), 0, 0, 0, 2, 1, nullptr), int(TR_E_SIZE));
        QCOMPARE(tr_kinds(w.world.get(), qQNaN(), 0, 2, 2, 1, nullptr), int(TR_E_ARGUMENT));
        QCOMPARE(tr_terras(w.world.get(), 0, 0, 1 << 20, 1 << 20, 1, nullptr), int(TR_E_SIZE));
        QVERIFY(std::isnan(tr_height(w.world.get(), qQNaN(), 0)));
        QCOMPARE(tr_features(w.world.get(), 0, 0, 1e5, 1e5, nullptr, 0), qint64(TR_E_TOO_LARGE));
        QCOMPARE(tr_features(w.world.get(), 10, 0, 0, 10, nullptr, 0), qint64(TR_E_ARGUMENT));
        QVERIFY(tr_kind_name(11) == nullptr && tr_kind_name(-1) == nullptr);
        QCOMPARE(QByteArray(tr_kind_name(TR_KIND_MARSH)), QByteArray("MARSH"));
        QCOMPARE(QByteArray(tr_feature_name(TR_FEATURE_ROCKET)), QByteArray("ROCKET"));
    }

    void listsAreTheStudios()
    {
        const RelfParameters p = busyParameters();
        const RelfEvaluator studio(p);
        const Opened w = openJson(writeParameters(p));
        const std::vector<Terra> expected = studio.featuresIn(-300, -200, 400, 300);
        const qint64 n = tr_features(w.world.get(), -300, -200, 400, 300, nullptr, 0);
        QCOMPARE(n, qint64(expected.size()));
        std::vector<tr_point_feature> found(std::size_t(n) + 3);
        QCOMPARE(tr_features(w.world.get(), -300, -200, 400, 300, found.data(), found.size()), n);
        for (std::size_t i = 0; i < expected.size(); ++i) {
            QCOMPARE(double(found[i].x), expected[i].x);
            QCOMPARE(double(found[i].y), expected[i].y);
            QCOMPARE(found[i].feature, std::uint8_t(expected[i].feature));
        }
        // Buildings: every town lot whose centre is TOWN, no other.
        std::vector<tr_building> buildings(4096);
        const qint64 b = tr_buildings(w.world.get(), -2000, -2000, 2000, 2000, buildings.data(),
                                      buildings.size());
        QVERIFY(b > 10 && b <= qint64(buildings.size()));
        int lots = 0;
        for (std::int64_t j = -125; j <= 125; ++j)
            for (std::int64_t i = -125; i <= 125; ++i)
                lots += RelfEvaluator::buildingLot(i, j) &&
                        studio.terra(double(i * 16), double(j * 16)).terrain == TerrainKind::Town;
        QCOMPARE(b, qint64(lots));
        for (qint64 k = 0; k < b; ++k) {
            QCOMPARE(buildings[k].size, 12.0);
            QVERIFY(studio.buildingCovers(buildings[k].x + 5.9, buildings[k].y - 5.9));
        }
        // The designer's road reaches the rectangle; a far rectangle has none.
        std::vector<tr_line> lines(4);
        std::vector<tr_point> vertices(16);
        std::size_t count = 0;
        QCOMPARE(tr_roads(w.world.get(), -10, -10, 10, 10, lines.data(), lines.size(),
                          vertices.data(), vertices.size(), &count),
                 qint64(1));
        QCOMPARE(count, std::size_t(3));
        QCOMPARE(lines[0].width, 4.0);
        QCOMPARE(vertices[2].x, 250.0);
        QCOMPARE(tr_roads(w.world.get(), 5000, 5000, 5100, 5100, lines.data(), lines.size(),
                          vertices.data(), vertices.size(), &count),
                 qint64(0));
        // Streams start at water holes and run downhill.
        const qint64 s = tr_streams(w.world.get(), -2000, -2000, 2000, 2000, lines.data(),
                                    lines.size(), vertices.data(), vertices.size(), &count);
        QVERIFY(s > 0);
        std::vector<tr_line> all(static_cast<std::size_t>(s));
        std::vector<tr_point> points(count);
        QCOMPARE(tr_streams(w.world.get(), -2000, -2000, 2000, 2000, all.data(), all.size(),
                            points.data(), points.size(), &count),
                 s);
        for (const tr_line &line : all) {
            const tr_point source = points[line.first];
            QCOMPARE(studio.terra(source.x, source.y).feature, Feature::Waterhole);
            for (std::size_t k = 1; k < line.count; ++k)
                QVERIFY(studio.height(points[line.first + k].x, points[line.first + k].y) <
                        studio.height(points[line.first + k - 1].x, points[line.first + k - 1].y));
        }
        // Underground: the same roof and floor as the studio's caverns.
        double roof = 0, floor = 0;
        const int open = tr_cavern(w.world.get(), 123.5, -45.25, &roof, &floor);
        QCOMPARE(open, roof > floor ? 1 : 0);
    }

    void manyThreadsReadOneWorld()
    {
        const Opened w = openJson(writeParameters(busyParameters()));
        constexpr int kThreads = 4, kSize = 128;
        std::vector<std::vector<double>> alone(kThreads, std::vector<double>(kSize * kSize));
        for (int t = 0; t < kThreads; ++t)
            tr_heights(w.world.get(), t * 100.5, -t * 33.0, kSize, kSize, 0.5, alone[t].data());
        std::vector<std::vector<double>> together(kThreads, std::vector<double>(kSize * kSize));
        std::vector<std::thread> threads;
        for (int t = 0; t < kThreads; ++t)
            threads.emplace_back([&, t] {
                for (int round = 0; round < 20; ++round)
                    tr_heights(w.world.get(), t * 100.5, -t * 33.0, kSize, kSize, 0.5,
                               together[t].data());
            });
        for (std::thread &t : threads)
            t.join();
        for (int t = 0; t < kThreads; ++t)
            QVERIFY(alone[t] == together[t]);
    }

    void badFilesSayWhatTheStudioSays_data()
    {
        QTest::addColumn<QByteArray>("json");
        const QByteArray valid = writeParameters(RelfParameters::reference1983());
        const auto edited = [&](const char *from, const char *to) {
            QByteArray t = valid;
            return t.replace(from, to);
        };
        QTest::newRow("not JSON") << QByteArray("{ nope");
        QTest::newRow("array root") << QByteArray("[1, 2]");
        QTest::newRow("wrong format") << edited("terrainstudio-relf", "terrainstudio-planet");
        QTest::newRow("newer version") << edited("\"version\": 1", "\"version\": 3");
        QTest::newRow("fractional component") << edited("\"a\": 13", "\"a\": 1.5");
        QTest::newRow("duplicate key")
            << edited("\"version\": 1", "\"version\": 1, \"version\": 1");
        QTest::newRow(".5") << edited("\"level\": 204", "\"level\": .5");
        QTest::newRow("huge") << edited("\"level\": 204", "\"level\": 1e999");
        QTest::newRow("lake out of range") << edited("\"level\": 204", "\"level\": 2e9");
        QTest::newRow("bad road") << edited("\"roads\": [",
                                            "\"roads\": [{\"width\": 3, \"vertices\": [[0, 0]]}");
        QTest::newRow("unknown kind")
            << edited("\"placed\": [", "\"placed\": [{\"x\": 1, \"y\": 2, \"terrain\": \"LAVA\"}");
        QTest::newRow("not UTF-8") << edited("\"level\": 204", "\"level\": 204, \"\xff\xfe\": 1");
    }

    void badFilesSayWhatTheStudioSays()
    {
        QFETCH(QByteArray, json);
        const Opened w = openJson(json);
        QVERIFY(!w.world);
        QCOMPARE(w.error, studioErrors(json));
        QVERIFY(w.error.contains(u": "_s));
        // Through a file: every line names the file first.
        QTemporaryDir dir;
        const QString path = dir.filePath(u"bad.json"_s);
        QVERIFY(terrain::testing::writeAll(path, json));
        const Opened fromFile = openFile(path);
        QVERIFY(!fromFile.world);
        QCOMPARE(fromFile.error, readParameterFile(path).errors.join(u'\n'));
        QVERIFY(fromFile.error.startsWith(path + u": "_s));
    }

    // The C++ header: owning worlds, vectors, exceptions with the message.
    void cplusplusHeader()
    {
        const RelfParameters p = busyParameters();
        const RelfEvaluator studio(p);
        const QByteArray json = writeParameters(p);
        const terrainruntime::World w =
            terrainruntime::World::openString(std::string_view(json.constData(), json.size()));
        const std::vector<double> h = w.heights(-40, 25, 30, 20, 2);
        QCOMPARE(h.size(), std::size_t(600));
        for (int r = 0; r < 20; ++r)
            for (int c = 0; c < 30; ++c)
                QCOMPARE(h[std::size_t(r * 30 + c)], studio.height(-40 + 2 * c, 25 + 2 * r));
        QCOMPARE(differs(w.terra(3, 4), studio.terra(3, 4)), QByteArray()); // the placed T
        QCOMPARE(w.features(-300, -200, 400, 300).size(),
                 studio.featuresIn(-300, -200, 400, 300).size());
        QVERIFY(!w.buildings(-2000, -2000, 2000, 2000).empty());
        try {
            terrainruntime::World::openString(R"({"format": "terrainstudio-relf"})");
            QFAIL("a file without a version opened");
        } catch (const terrainruntime::Error &e) {
            QCOMPARE(QString::fromUtf8(e.what()), u"version: missing"_s);
        }
        QVERIFY_THROWS_EXCEPTION(terrainruntime::Error, w.heights(0, 0, 0, 1));
    }

    void missingAndOddFiles()
    {
        QCOMPARE(openFile(u"/nonexistent/terrain.json"_s).error,
                 u"/nonexistent/terrain.json: cannot open: no such file"_s);
        QVERIFY(openFile(QDir::tempPath()).error.contains(u"not a regular file (a folder)"_s));
        char *error = nullptr;
        QVERIFY(!tr_open_string(nullptr, &error));
        QVERIFY(error && QByteArray(error).contains("NULL"));
        tr_free_string(error);
    }

    // One rule for paths and texts, in C for every binding: a NUL in a path
    // is refused, not cut at; a text over the files' limit is refused before
    // it is read; a byte-order mark is named; a long path is not echoed whole.
    void pathsAndTextsFollowOneRule()
    {
        char *error = nullptr;
        const auto refusal = [&error](tr_world *world) {
            tr_close(world);
            const QString text = QString::fromUtf8(error ? error : "(no message)");
            tr_free_string(error);
            error = nullptr;
            return world ? u"(opened)"_s : text;
        };
        const QByteArray nul("world.json\0junk", 15);
        QCOMPARE(refusal(tr_open_path(nul.constData(), std::size_t(nul.size()), &error)),
                 u"world.json: cannot open: the path holds a NUL character (at byte 10)"_s);
        const std::string big(std::size_t(64 * 1024 * 1024 + 1), ' ');
        QCOMPARE(refusal(tr_open_buffer(big.data(), big.size(), &error)),
                 u"(file): the text is 67108865 bytes, more than the 67108864 a parameter file "
                 u"may have"_s);
        const QByteArray bom = "\xEF\xBB\xBF" + terrain::relf::writeParameters({});
        QVERIFY(refusal(tr_open_buffer(bom.constData(), std::size_t(bom.size()), &error))
                    .startsWith(u"(file): starts with a byte-order mark (EF BB BF)"_s));
        const QString longPath = u"/nonexistent/"_s + QString(300, u'é') + u".json"_s;
        const QString said = openFile(longPath).error;
        QVERIFY2(said.size() < 150 && said.contains(u"… (618 bytes): cannot open: no such file"_s),
                 qPrintable(said));
    }

    // Every version the studio has written, checked in as it wrote it.
    void everyVersionReads()
    {
        const QDir fixtures(QStringLiteral(TERRAIN_TEST_DATA "/runtime/versions"));
        const QStringList files = fixtures.entryList({u"relf-v*.json"_s}, QDir::Files);
        QVERIFY(files.size() >= tr_parameter_format_version());
        for (int v = 1; v <= tr_parameter_format_version(); ++v) {
            const QString path = fixtures.filePath(u"relf-v%1.json"_s.arg(v));
            const Opened w = openFile(path);
            QVERIFY2(w.world, qPrintable(w.error));
            const ParameterReadResult studio = readParameterFile(path);
            QVERIFY(studio.parameters);
            const RelfEvaluator e(*studio.parameters);
            for (const double x : {-1234.5, 0.0, 77.25})
                QCOMPARE(tr_height(w.world.get(), x, x / 3), e.height(x, x / 3));
        }
        QFile f(fixtures.filePath(u"relf-v1.json"_s));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray newer = f.readAll().replace("\"version\": 1", "\"version\": 99");
        QVERIFY(openJson(newer).error.startsWith(
            u"version: the file is version 99, newer than this Terrain Studio reads (2)"_s));
    }

    // 500 mutated files: the runtime reads what the studio reads, to the same
    // terrain, and refuses what it refuses, with the same messages.
    void mutatedFilesAsTheStudio()
    {
        const QByteArray valid = writeParameters(busyParameters());
        std::mt19937 random(26);
        int read = 0, refused = 0;
        for (int i = 0; i < 500; ++i) {
            const QByteArray mutant = testing::mutate(valid, random);
            const Opened w = openJson(mutant);
            const ParameterReadResult studio = readParameters(mutant);
            QCOMPARE(bool(w.world), bool(studio.parameters));
            if (!w.world) {
                QCOMPARE(w.error, studio.errors.join(u'\n'));
                ++refused;
                continue;
            }
            const RelfEvaluator e(*studio.parameters);
            for (const double x : {-333.5, 12.0, 4567.25}) {
                tr_terra_info c;
                tr_terra(w.world.get(), x, -x / 2, &c);
                QCOMPARE(differs(c, e.terra(x, -x / 2)), QByteArray());
            }
            ++read;
        }
        qInfo("%d mutants read, %d refused", read, refused);
        QVERIFY(read > 20 && refused > 200);
    }
};

QTEST_GUILESS_MAIN(TestRuntimeCApi)
#include "tst_runtimecapi.moc"
