// The scatter (relf/features/scatter.h): every tree, bush and rock decided
// by its position alone. Checked against rules written out here, not
// against the code: the species is seed 000's tree selector,
// Math.round(PI10000·xr·yr) & 3, worked out in long double; each object
// stands on its cell's ground kind as terra gives it at the cell's centre,
// in its own 2 m cell, at the ground's height; the densities and sizes the
// kinds promise; the same objects whatever the rectangles, and the same
// bytes through the C API and terrainstudio-cli scatter.
#include "relf/evaluator.h"
#include "relf/features/scatter.h"
#include "terrainruntime.h"

#include "clirunner.h"
#include "relf/model/parameterfile.h"

#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <bit>
#include <cmath>
#include <map>
#include <set>
#include <tuple>

using namespace terrain;
using namespace terrain::relf;
using namespace Qt::StringLiterals;

namespace {

const RelfEvaluator &terrain1983()
{
    static const RelfEvaluator e(RelfParameters::reference1983());
    return e;
}

// Seed 000: treeSelector = Math.round(PI10000 * xr * yr) & 0x3, Java's
// Math.round being floor(v + 0.5), the product taken left to right in double.
int seedTreeSelector(double x, double y)
{
    const auto xr = std::int32_t(std::floor(x + 0.5)), yr = std::int32_t(std::floor(y + 0.5));
    const double product = 3.141592653589793 * 10000 * double(xr) * double(yr);
    return int(std::int64_t(std::floor(product + 0.5)) & 3);
}

auto key(const ScatterItem &s)
{
    return std::make_tuple(std::bit_cast<std::uint64_t>(s.x), std::bit_cast<std::uint64_t>(s.y),
                           int(s.kind), int(s.species), std::bit_cast<std::uint32_t>(s.height),
                           std::bit_cast<std::uint32_t>(s.rotation),
                           std::bit_cast<std::uint32_t>(s.lean),
                           std::bit_cast<std::uint32_t>(s.leanDirection));
}

} // namespace

class TestScatter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void eachObjectByTheRules()
    {
        const RelfEvaluator &t = terrain1983();
        const auto items = scatterIn(t, -512, -512, 512, 512);
        QVERIFY(items.size() > 10000);
        std::map<TerrainKind, std::map<ScatterKind, int>> seen;
        std::set<std::pair<std::int64_t, std::int64_t>> cells;
        int snowy = 0;
        for (const ScatterItem &s : items) {
            QVERIFY(s.x >= -512 && s.x < 512 && s.y >= -512 && s.y < 512);
            const auto i = std::int64_t(std::floor(s.x / 2)), j = std::int64_t(std::floor(s.y / 2));
            QVERIFY2(cells.insert({i, j}).second, "two objects in one 2 m cell");
            // The ground kind at the cell's centre, as terra finds it.
            const Terra centre = t.terra(double(i) * 2 + 1, double(j) * 2 + 1);
            QCOMPARE(int(s.ground), int(centre.terrain));
            QCOMPARE(std::bit_cast<std::uint64_t>(s.z),
                     std::bit_cast<std::uint64_t>(t.height(s.x, s.y)));
            QVERIFY(s.rotation >= 0 && s.rotation < 6.2832f);
            QVERIFY(s.leanDirection >= 0 && s.leanDirection < 6.2832f);
            QVERIFY(s.lean >= 0 && s.lean < 0.09f);
            if (s.kind == ScatterKind::Tree)
                QCOMPARE(int(s.species), seedTreeSelector(s.x, s.y));
            // Above the snow line the map shows snow, whatever the kind: counted apart.
            if (centre.height > t.parameters().snowHeight)
                ++snowy;
            else
                ++seen[s.ground][s.kind];
        }
        // Nothing grows on grass, water, roads, paths or in towns.
        for (const TerrainKind bare : {TerrainKind::Grass, TerrainKind::Lake, TerrainKind::Stream,
                                       TerrainKind::Road, TerrainKind::Path, TerrainKind::Town})
            QVERIFY2(seen[bare].empty(), terrainKindName(bare).data());
        // Every species of tree appears.
        std::set<int> species;
        for (const ScatterItem &s : items)
            if (s.kind == ScatterKind::Tree)
                species.insert(s.species);
        QCOMPARE(species.size(), std::size_t(4));
        QVERIFY(seen[TerrainKind::Moor][ScatterKind::Bush] >
                seen[TerrainKind::Moor][ScatterKind::Tree]);
        QVERIFY(snowy > 0);
    }

    // Densities per cell of each ground kind, counted over cells by terra.
    void densitiesFollowTheMapColours()
    {
        const RelfEvaluator &t = terrain1983();
        const auto items = scatterIn(t, -1024, -1024, 1024, 1024);
        std::map<TerrainKind, int> cellsOf, treesOf;
        const double snow = t.parameters().snowHeight;
        for (int j = -512; j < 512; ++j)
            for (int i = -512; i < 512; ++i) {
                const Terra c = t.terra(i * 2.0 + 1, j * 2.0 + 1);
                if (c.height <= snow)
                    ++cellsOf[c.terrain];
            }
        float tallestThicket = 0, shortestWood = 1e9f;
        for (const ScatterItem &s : items)
            if (s.kind == ScatterKind::Tree &&
                t.terra(std::floor(s.x / 2) * 2 + 1, std::floor(s.y / 2) * 2 + 1).height <= snow) {
                ++treesOf[s.ground];
                if (s.ground == TerrainKind::Thicket)
                    tallestThicket = std::max(tallestThicket, s.height);
                if (s.ground == TerrainKind::Wood)
                    shortestWood = std::min(shortestWood, s.height);
            }
        QVERIFY(cellsOf[TerrainKind::Wood] > 10000 && cellsOf[TerrainKind::Thicket] > 2000);
        const double wood = double(treesOf[TerrainKind::Wood]) / cellsOf[TerrainKind::Wood];
        const double thicket =
            double(treesOf[TerrainKind::Thicket]) / cellsOf[TerrainKind::Thicket];
        // Runnable wood: big trees far apart (about one cell in nine);
        // thicket: young trees in more than half the cells.
        QVERIFY2(wood > 0.08 && wood < 0.14, qPrintable(QString::number(wood)));
        QVERIFY2(thicket > 0.45 && thicket < 0.65, qPrintable(QString::number(thicket)));
        QVERIFY(shortestWood > tallestThicket);
    }

    // Any cut of the ground gives the same objects: four quarters and strips
    // of odd widths together are the whole.
    void piecesGiveTheWhole()
    {
        const RelfEvaluator &t = terrain1983();
        const auto whole = scatterIn(t, -300.5, -200.25, 300.5, 200.75);
        std::set<decltype(key(whole[0]))> a, b;
        for (const auto &s : whole)
            a.insert(key(s));
        const double xs[] = {-300.5, -77.0, 13.3, 300.5};
        const double ys[] = {-200.25, 1.0, 200.75};
        for (int i = 0; i < 3; ++i)
            for (int j = 0; j < 2; ++j)
                for (const auto &s : scatterIn(t, xs[i], ys[j], xs[i + 1], ys[j + 1]))
                    QVERIFY(b.insert(key(s)).second);
        QCOMPARE(b.size(), a.size());
        QVERIFY(a == b);
    }

    // The C API's items are the model's, byte for byte; bad rectangles are refused.
    void theCApiAndTheCli()
    {
        const RelfParameters p = RelfParameters::reference1983();
        const QByteArray json = writeParameters(p);
        char *error = nullptr;
        tr_world *w = tr_open_buffer(json.constData(), std::size_t(json.size()), &error);
        QVERIFY(w);
        const auto model = scatterIn(terrain1983(), -128, -128, 128, 128);
        const std::int64_t n = tr_scatter(w, -128, -128, 128, 128, nullptr, 0);
        QCOMPARE(n, std::int64_t(model.size()));
        std::vector<tr_scatter_item> items(static_cast<std::size_t>(n));
        QCOMPARE(tr_scatter(w, -128, -128, 128, 128, items.data(), items.size()), n);
        for (std::size_t k = 0; k < model.size(); ++k) {
            QCOMPARE(std::bit_cast<std::uint64_t>(items[k].x),
                     std::bit_cast<std::uint64_t>(model[k].x));
            QCOMPARE(std::bit_cast<std::uint64_t>(items[k].z),
                     std::bit_cast<std::uint64_t>(model[k].z));
            QCOMPARE(items[k].height, model[k].height);
            QCOMPARE(int(items[k].kind), int(model[k].kind));
        }
        QCOMPARE(tr_scatter(w, 0, 0, -1, 5, nullptr, 0), std::int64_t(TR_E_ARGUMENT));
        QCOMPARE(tr_scatter(w, std::nan(""), 0, 1, 5, nullptr, 0), std::int64_t(TR_E_ARGUMENT));
        QCOMPARE(tr_scatter(w, 0, 0, 10000, 10000, nullptr, 0), std::int64_t(TR_E_TOO_LARGE));
        QCOMPARE(tr_scatter(w, 0, 0, 10, 10, nullptr, 5), std::int64_t(TR_E_NULL));
        QCOMPARE(tr_scatter(nullptr, 0, 0, 10, 10, nullptr, 0), std::int64_t(TR_E_NULL));
        QCOMPARE(tr_scatter(w, 5, 5, 5, 9, nullptr, 0), std::int64_t(0));
        tr_close(w);

        const auto run =
            testing::cli({u"scatter"_s, u"--region"_s, u"-128"_s, u"-128"_s, u"256"_s, u"256"_s});
        QCOMPARE(run.code, 0);
        const QList<QByteArray> lines = run.out.trimmed().split('\n');
        QCOMPARE(lines.size(), qsizetype(model.size()));
        const QList<QByteArray> first = lines.front().split(' ');
        QCOMPARE(first.size(), 10);
        QCOMPARE(first[3].toDouble(), model[0].x);
        QCOMPARE(first[5].toDouble(), model[0].z);
        QCOMPARE(testing::cli({u"scatter"_s, u"--region"_s, u"0"_s, u"0"_s, u"-5"_s, u"5"_s}).code,
                 2);
    }
};

QTEST_GUILESS_MAIN(TestScatter)
#include "tst_scatter.moc"
