// Mines: openness by the reference formula (values worked out by hand),
// shafts from the feature scan, connected mines by their definition, levels.
#include "relf/features/mines.h"

#include <QFile>
#include <QProcess>
#include <QTest>

using namespace terrain::relf;
using namespace Qt::StringLiterals;

namespace {

// The 4-connected (6 with levels) components, checked by their definition:
// every open cell has one, side neighbours share it, and the sizes add up.
void checkComponents(const MineMap &m)
{
    std::size_t open = 0;
    std::vector<std::size_t> sizes(m.mines.size(), 0), shafts(m.mines.size(), 0);
    for (int z = 0; z < m.levels; ++z)
        for (int r = 0; r < m.height; ++r)
            for (int c = 0; c < m.width; ++c) {
                const std::size_t k = m.index(z, c, r);
                if (m.cells[k] == MineCell::Rock) {
                    QCOMPARE(m.mine[k], -1);
                    continue;
                }
                ++open;
                QVERIFY(m.mine[k] >= 0);
                ++sizes[std::size_t(m.mine[k])];
                shafts[std::size_t(m.mine[k])] +=
                    m.cells[k] == MineCell::Shaft || m.cells[k] == MineCell::Cave;
                if (c + 1 < m.width && m.cells[m.index(z, c + 1, r)] != MineCell::Rock)
                    QCOMPARE(m.mine[m.index(z, c + 1, r)], m.mine[k]);
                if (r + 1 < m.height && m.cells[m.index(z, c, r + 1)] != MineCell::Rock)
                    QCOMPARE(m.mine[m.index(z, c, r + 1)], m.mine[k]);
                if (z + 1 < m.levels && m.cells[m.index(z + 1, c, r)] != MineCell::Rock)
                    QCOMPARE(m.mine[m.index(z + 1, c, r)], m.mine[k]);
            }
    std::size_t total = 0;
    for (std::size_t i = 0; i < m.mines.size(); ++i) {
        QCOMPARE(m.mines[i].cells, sizes[i]);
        QCOMPARE(m.mines[i].shafts, shafts[i]);
        total += sizes[i];
    }
    QCOMPARE(total, open);
}

} // namespace

class TestMines : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyCellMatchesTheJava()
    {
        // reference/mines-expected.txt: java/MineReference.java on the
        // transcribed terra, isOpenAbove by 256 terra calls a cell.
        QFile f(QStringLiteral(TERRAIN_SOURCE_DIR "/tests/reference/mines-expected.txt"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = f.readAll().split('\n');
        const RelfEvaluator e(RelfParameters::reference1983());
        int regions = 0, shafts = 0;
        for (qsizetype k = 0; k < lines.size(); ++k) {
            const QByteArray line = lines[k].trimmed();
            if (line.isEmpty() || line.startsWith('#'))
                continue;
            const QList<QByteArray> t = line.split(' ');
            QCOMPARE(t.size(), 4);
            const qint64 i0 = t[0].toLongLong(), j0 = t[1].toLongLong();
            const int ni = t[2].toInt(), nj = t[3].toInt();
            const MineMap m = computeMines(e, i0, j0, ni, nj);
            for (int row = 0; row < nj; ++row) {
                const QByteArray expected = lines[k + 1 + row].trimmed();
                QCOMPARE(expected.size(), qsizetype(ni));
                for (int c = 0; c < ni; ++c) {
                    const MineCell cell = m.at(0, c, nj - 1 - row);
                    const char got = cell == MineCell::Rock   ? '#'
                                     : cell == MineCell::Open ? '.'
                                                              : 'S';
                    QVERIFY2(got == expected[c],
                             qPrintable(u"cell (%1, %2): %3, the Java says %4"_s.arg(i0 + c)
                                            .arg(j0 + nj - 1 - row)
                                            .arg(got)
                                            .arg(expected[c])));
                    shafts += expected[c] == 'S';
                }
            }
            k += nj;
            ++regions;
        }
        QCOMPARE(regions, 4);
        QVERIFY(shafts >= 2);
    }

    void opennessByHand()
    {
        // PI10000 = 31415.926535897932; centre (16, 16): u = 8042477.193..,
        // (16, 32): 16084954.386.., (16, 48): 24127431.579..
        const MineRules rules;
        QVERIFY(!mineOpenByChance(rules, 1, 1)); // .193 <= .4
        QVERIFY(!mineOpenByChance(rules, 1, 2)); // .386 <= .4
        QVERIFY(mineOpenByChance(rules, 1, 3));  // .579 > .4
        QVERIFY(!mineOpenByChance(rules, 0, 5)); // u = 0 on the axes
        MineRules loose = rules;
        loose.openness = 0.3;
        QVERIFY(mineOpenByChance(loose, 1, 2)); // .386 > .3
        // Level 1 doubles u: (16, 16) gives 16084954.386.., still rock.
        QVERIFY(!mineOpenByChance(rules, 1, 1, 1));
    }

    void shaftsOpenTheCellBelow()
    {
        const RelfEvaluator e(RelfParameters::reference1983());
        std::vector<Terra> shafts;
        for (const Terra &t : e.featuresIn(-3000, -3000, 3000, 3000))
            if (t.feature == Feature::Mine)
                shafts.push_back(t);
        QVERIFY(shafts.size() >= 3);
        for (const Terra &s : std::vector<Terra>(shafts.begin(), shafts.begin() + 3)) {
            // The cell whose x range [16i - 8, 16i + 7] holds the shaft.
            const auto i = std::int64_t(std::floor((s.x + 8) / 16)),
                       j = std::int64_t(std::floor((s.y + 8) / 16));
            QVERIFY(s.x >= double(16 * i - 8) && s.x <= double(16 * i + 7));
            const MineMap m = computeMines(e, i - 3, j - 2, 7, 5);
            // A shaft on steep ground is a cave mouth; either opens the cell.
            QCOMPARE(m.at(0, 3, 2), isCaveMouth(e, s) ? MineCell::Cave : MineCell::Shaft);
            const MineComponent &mine = m.mines[std::size_t(m.mine[m.index(0, 3, 2)])];
            QVERIFY(mine.shafts >= 1);
            checkComponents(m);
        }
    }

    void steepShaftsAreCaveMouths()
    {
        const RelfEvaluator e(RelfParameters::reference1983());
        int caves = 0, shafts = 0;
        for (const Terra &t : e.featuresIn(-3000, -3000, 3000, 3000)) {
            if (t.feature != Feature::Mine)
                continue;
            // The slope by hand: half the height differences a metre either side.
            const double gx = (e.height(t.x + 1, t.y) - e.height(t.x - 1, t.y)) / 2;
            const double gy = (e.height(t.x, t.y + 1) - e.height(t.x, t.y - 1)) / 2;
            const bool steep = std::hypot(gx, gy) > 2.0;
            QCOMPARE(isCaveMouth(e, t), steep);
            caves += steep;
            ++shafts;
        }
        QVERIFY(caves > 0 && caves < shafts); // some, not all
        RelfParameters flat = RelfParameters::reference1983();
        flat.mines.caveSlope = 0; // every shaft a cave
        const RelfEvaluator all(flat);
        for (const Terra &t : all.featuresIn(-500, -500, 500, 500))
            if (t.feature == Feature::Mine)
                QVERIFY(isCaveMouth(all, t));
    }

    void connectedMinesOnARegion()
    {
        const RelfEvaluator e(RelfParameters::reference1983());
        const MineMap m = computeMines(e, -25, -19, 50, 38);
        QCOMPARE(m.cells.size(), std::size_t(50 * 38));
        checkComponents(m);
        QVERIFY(m.mines.size() > 10);
        // The formula decides every cell without a shaft.
        for (int r = 0; r < 38; ++r)
            for (int c = 0; c < 50; ++c)
                if (m.at(0, c, r) != MineCell::Shaft)
                    QCOMPARE(m.at(0, c, r) == MineCell::Open,
                             mineOpenByChance(MineRules{}, -25 + c, -19 + r));
    }

    void levelsConnectAcross()
    {
        RelfParameters p = RelfParameters::reference1983();
        p.mines.levels = 3;
        const RelfEvaluator e3(p);
        const MineMap deep = computeMines(e3, -20, -15, 30, 20, 3);
        checkComponents(deep);
        const MineMap flat =
            computeMines(RelfEvaluator(RelfParameters::reference1983()), -20, -15, 30, 20);
        for (int r = 0; r < 20; ++r)
            for (int c = 0; c < 30; ++c)
                QCOMPARE(deep.at(0, c, r), flat.at(0, c, r)); // level 0 is the 2-D map
        // Stacking joins mines: fewer components than levels times 2-D ones.
        QVERIFY(deep.mines.size() < 3 * flat.mines.size());
    }

    void sineVariantDiffers()
    {
        RelfParameters p = RelfParameters::reference1983();
        p.mines.sineVariant = true;
        const MineMap a = computeMines(RelfEvaluator(p), 0, 0, 20, 20);
        const MineMap b =
            computeMines(RelfEvaluator(RelfParameters::reference1983()), 0, 0, 20, 20);
        QVERIFY(a.cells != b.cells);
        checkComponents(a);
    }

    void cliPrintsTheMap()
    {
        QProcess cli;
        cli.start(QStringLiteral(TERRAIN_CLI),
                  {u"mines"_s, u"--cells"_s, u"-25"_s, u"-19"_s, u"50"_s, u"38"_s});
        QVERIFY(cli.waitForFinished(60000));
        QCOMPARE(cli.exitCode(), 0);
        const QList<QByteArray> lines = cli.readAllStandardOutput().split('\n');
        const MineMap m =
            computeMines(RelfEvaluator(RelfParameters::reference1983()), -25, -19, 50, 38);
        for (int row = 0; row < 38; ++row) {
            QCOMPARE(lines[row].size(), 50);
            for (int c = 0; c < 50; ++c) {
                const MineCell cell = m.at(0, c, 37 - row); // northmost first
                QCOMPARE(lines[row][c], cell == MineCell::Rock   ? '#'
                                        : cell == MineCell::Open ? '.'
                                                                 : 'S');
            }
        }
        QVERIFY(lines[38].startsWith("mine 1: "));
    }
};

QTEST_GUILESS_MAIN(TestMines)
#include "tst_mines.moc"
