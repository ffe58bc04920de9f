// tr_map, the runtime's orienteering map, against terrainstudio-cli render:
// the same bytes for busy worlds (roads, placed objects, streams, towns,
// point symbols) at 1/2, 1 and 8 m per pixel and from a fractional origin,
// and for a continent's overview, on the row kernel TERRAIN_ROW_KERNEL
// picks (the CLI's picture made on the default kernel); the picture's
// orientation against tr_kinds (the lake's ISOM blue exactly where the
// ground is lake); the boulder's black dot on its feature; bad arguments
// refused with nothing written.
#include "terrainruntime.h"
#include "terrainruntime.hpp"

#include "clirunner.h"
#include "continentgrids.h"
#include "relf/evaluator.h"
#include "relf/model/parameterfile.h"

#include <QCryptographicHash>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <memory>
#include <vector>

using namespace terrain;
using namespace terrain::relf;
using namespace Qt::StringLiterals;

namespace {

using WorldPtr = std::unique_ptr<tr_world, void (*)(tr_world *)>;

WorldPtr open(const QByteArray &json)
{
    char *error = nullptr;
    WorldPtr w(tr_open_buffer(json.constData(), std::size_t(json.size()), &error), &tr_close);
    if (error)
        qWarning("%s", error);
    tr_free_string(error);
    return w;
}

RelfParameters busyParameters()
{
    RelfParameters p = RelfParameters::reference1983();
    p.placed.place(3, 4, Feature::T);
    p.placed.place(-7, 2, Feature::Building);
    p.placed.place(12, -9, TerrainKind::Marsh);
    p.placed.place(-20, -20, TerrainKind::Town);
    p.roads.push_back(Road{{{-300, -40}, {0, 10}, {250, 60}}, 4.0});
    p.paths.enabled = true;
    return p;
}

struct Region
{
    double x0, y0;
    int w, h;
    double m;
};

// terrainstudio-cli render's bytes for the region, on the default kernel.
QByteArray cliPixels(const QString &params, const Region &r, QTemporaryDir &dir)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(u"TERRAIN_ROW_KERNEL"_s);
    const QString out = dir.filePath(u"map.rgba"_s);
    const auto run = testing::cli(
        {u"render"_s, u"--region"_s, QString::number(r.x0, 'g', 17), QString::number(r.y0, 'g', 17),
         QString::number(r.w * r.m, 'g', 17), QString::number(r.h * r.m, 'g', 17), u"--scale"_s,
         QString::number(r.m, 'g', 17), u"--params"_s, params, u"-o"_s, out},
        {}, env);
    if (run.code != 0)
        qWarning("render: %s", run.err.constData());
    QFile f(out);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QByteArray mapPixels(const tr_world *w, const Region &r)
{
    QByteArray bytes(4 * r.w * r.h, '\0');
    const int status =
        tr_map(w, r.x0, r.y0, r.w, r.h, r.m, reinterpret_cast<std::uint8_t *>(bytes.data()));
    return status == TR_OK ? bytes : QByteArray();
}

QByteArray sha256(const QByteArray &b)
{
    return QCryptographicHash::hash(b, QCryptographicHash::Sha256).toHex();
}

} // namespace

class TestRuntimeMap : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sameBytesAsTheCli_data()
    {
        QTest::addColumn<int>("world");
        QTest::addColumn<double>("x0");
        QTest::addColumn<double>("y0");
        QTest::addColumn<int>("w");
        QTest::addColumn<int>("h");
        QTest::addColumn<double>("m");
        QTest::newRow("1 m/px: roads, placed, towns, streams")
            << 0 << -200.0 << -150.0 << 400 << 300 << 1.0;
        QTest::newRow("1/2 m/px") << 0 << -60.0 << -40.0 << 240 << 160 << 0.5;
        QTest::newRow("8 m/px") << 0 << -1600.0 << -1200.0 << 400 << 300 << 8.0;
        QTest::newRow("fractional origin") << 0 << 13.25 << -7.75 << 200 << 120 << 1.0;
        QTest::newRow("far") << 0 << 987654321.0 << -123456789.0 << 160 << 120 << 2.0;
        QTest::newRow("continent at 4 m/px") << 1 << -2400.0 << -1800.0 << 300 << 200 << 4.0;
        QTest::newRow("continent overview at 64 m/px")
            << 1 << -3000.0 << -2500.0 << 200 << 150 << 64.0;
    }
    void sameBytesAsTheCli()
    {
        QFETCH(int, world);
        QFETCH(double, x0);
        QFETCH(double, y0);
        QFETCH(int, w);
        QFETCH(int, h);
        QFETCH(double, m);
        RelfParameters p = busyParameters();
        if (world == 1)
            p.continent = continent::makeContinent(blobGrid(24, 20, 99), ContinentEdges::Ocean,
                                                   150.0, -2000.0, -1500.0, ContinentSource{}, p,
                                                   continent::Preset::Alpine);
        const QByteArray json = writeParameters(p);
        QTemporaryDir dir;
        const QString params = dir.filePath(u"p.json"_s);
        QVERIFY(testing::writeAll(params, json));
        const Region r{x0, y0, w, h, m};
        const QByteArray fromCli = cliPixels(params, r, dir);
        QCOMPARE(fromCli.size(), 4 * w * h);
        const WorldPtr opened = open(json);
        QVERIFY(opened);
        const QByteArray fromRuntime = mapPixels(opened.get(), r);
        QCOMPARE(sha256(fromRuntime), sha256(fromCli));
        // Not one colour: the map draws something.
        QVERIFY(fromCli.count(fromCli.left(4)) < w * h);
    }

    // Row 0 is the north edge and each pixel samples its own point: the
    // lake's blue (ISOM 2017-2 blue as DESIGN.md gives it, 00a0e0) exactly
    // where tr_kinds finds lake, away from the point symbols and buildings.
    void lakeBlueWhereTheGroundIsLake()
    {
        RelfParameters p = RelfParameters::reference1983();
        p.streams.enabled = false;
        const RelfEvaluator studio(p);
        const WorldPtr w = open(writeParameters(p));
        QVERIFY(w);
        const Region r{-700.0, -500.0, 300, 200, 1.0}; // a shore: 42 % lake
        const QByteArray px = mapPixels(w.get(), r);
        QCOMPARE(px.size(), 4 * r.w * r.h);
        std::vector<std::uint8_t> kinds(std::size_t(r.w * r.h));
        QCOMPARE(tr_kinds(w.get(), r.x0, r.y0 + r.m, r.w, r.h, r.m, kinds.data()), int(TR_OK));
        std::vector<bool> nearSymbol(kinds.size(), false);
        for (const Terra &t : studio.featuresIn(-720, -520, -380, -280))
            for (int dj = -8; dj <= 8; ++dj)
                for (int di = -8; di <= 8; ++di) {
                    const int i = int(t.x - r.x0) + di, j = int(r.y0 + r.h - t.y) + dj;
                    if (i >= 0 && i < r.w && j >= 0 && j < r.h)
                        nearSymbol[std::size_t(j * r.w + i)] = true;
                }
        // The town's buildings (black squares of 12 m) may stand over the shore.
        std::vector<tr_building> buildings(4096);
        const std::int64_t nb =
            tr_buildings(w.get(), -720, -520, -380, -280, buildings.data(), buildings.size());
        QVERIFY(nb >= 0 && nb < 4096);
        for (std::int64_t b = 0; b < nb; ++b)
            for (int dj = -8; dj <= 8; ++dj)
                for (int di = -8; di <= 8; ++di) {
                    const int i = int(buildings[std::size_t(b)].x - r.x0) + di;
                    const int j = int(r.y0 + r.h - buildings[std::size_t(b)].y) + dj;
                    if (i >= 0 && i < r.w && j >= 0 && j < r.h)
                        nearSymbol[std::size_t(j * r.w + i)] = true;
                }
        int lake = 0, checked = 0;
        for (int j = 0; j < r.h; ++j)
            for (int i = 0; i < r.w; ++i) {
                const std::size_t k = std::size_t(j * r.w + i);
                if (nearSymbol[k])
                    continue;
                const int row = r.h - 1 - j; // tr_kinds' rows run north from y0 + m
                const bool isLake = kinds[std::size_t(row * r.w + i)] == TR_KIND_LAKE;
                const auto *c = reinterpret_cast<const std::uint8_t *>(px.constData()) + 4 * k;
                const bool blue = c[0] == 0x00 && c[1] == 0xa0 && c[2] == 0xe0 && c[3] == 0xff;
                QVERIFY2(blue == isLake, qPrintable(u"pixel (%1, %2)"_s.arg(i).arg(j)));
                lake += isLake;
                ++checked;
            }
        QVERIFY2(lake > checked / 20 && lake < checked * 19 / 20, "the region holds lake and land");
    }

    // Seed 000's legend: a boulder is a black dot, its centre black.
    void bouldersAreBlackDots()
    {
        const RelfParameters p = RelfParameters::reference1983();
        const RelfEvaluator studio(p);
        const WorldPtr w = open(writeParameters(p));
        int seen = 0;
        for (const Terra &t : studio.featuresIn(-2000, -2000, 2000, 2000)) {
            if (t.feature != Feature::Boulder || seen == 5)
                continue;
            const Region r{t.x - 10, t.y - 10, 20, 20, 1.0}; // the boulder at pixel (10, 10)
            const QByteArray px = mapPixels(w.get(), r);
            const auto *c =
                reinterpret_cast<const std::uint8_t *>(px.constData()) + 4 * (10 * 20 + 10);
            QCOMPARE(QByteArray(reinterpret_cast<const char *>(c), 4), QByteArray("\0\0\0\xff", 4));
            ++seen;
        }
        QCOMPARE(seen, 5);
    }

    // The C++ header's map and scatter are the C API's.
    void cplusplusHeader()
    {
        const QByteArray json = writeParameters(busyParameters());
        const auto w =
            terrainruntime::World::openString(std::string_view(json.constData(), json.size()));
        const std::vector<std::uint8_t> px = w.map(-50, -40, 100, 80, 1);
        const QByteArray c = mapPixels(w.handle(), {-50, -40, 100, 80, 1});
        QCOMPARE(QByteArray(reinterpret_cast<const char *>(px.data()), qsizetype(px.size())), c);
        const auto items = w.scatter(-64, -64, 64, 64);
        QCOMPARE(std::int64_t(items.size()), tr_scatter(w.handle(), -64, -64, 64, 64, nullptr, 0));
        QVERIFY(items.size() > 100);
        QVERIFY_THROWS_EXCEPTION(terrainruntime::Error, w.map(0, 0, 0, 10, 1));
    }

    void badArgumentsAreRefused()
    {
        const WorldPtr w = open(writeParameters(RelfParameters::reference1983()));
        std::vector<std::uint8_t> out(4 * 16, 0xab);
        const double nan = std::nan("");
        QCOMPARE(tr_map(nullptr, 0, 0, 4, 4, 1, out.data()), int(TR_E_NULL));
        QCOMPARE(tr_map(w.get(), 0, 0, 4, 4, 1, nullptr), int(TR_E_NULL));
        QCOMPARE(tr_map(w.get(), 0, 0, 0, 4, 1, out.data()), int(TR_E_SIZE));
        QCOMPARE(tr_map(w.get(), 0, 0, 4, -1, 1, out.data()), int(TR_E_SIZE));
        QCOMPARE(tr_map(w.get(), 0, 0, 16385, 1, 1, out.data()), int(TR_E_SIZE));
        QCOMPARE(tr_map(w.get(), nan, 0, 4, 4, 1, out.data()), int(TR_E_ARGUMENT));
        QCOMPARE(tr_map(w.get(), 0, 2e15, 4, 4, 1, out.data()), int(TR_E_ARGUMENT));
        QCOMPARE(tr_map(w.get(), 0, 0, 4, 4, 1.0 / 128, out.data()), int(TR_E_ARGUMENT));
        QCOMPARE(tr_map(w.get(), 0, 0, 4, 4, 2048, out.data()), int(TR_E_ARGUMENT));
        QCOMPARE(tr_map(w.get(), 0, 0, 4, 4, nan, out.data()), int(TR_E_ARGUMENT));
        QCOMPARE(tr_map(w.get(), 1e15 - 1, 0, 4, 4, 1, out.data()), int(TR_E_ARGUMENT));
        QVERIFY(std::all_of(out.begin(), out.end(), [](std::uint8_t b) { return b == 0xab; }));
        QCOMPARE(tr_map(w.get(), 0, 0, 4, 4, 1, out.data()), int(TR_OK));
        QVERIFY(!std::all_of(out.begin(), out.end(), [](std::uint8_t b) { return b == 0xab; }));
    }
};

QTEST_GUILESS_MAIN(TestRuntimeMap)
#include "tst_runtimemap.moc"
