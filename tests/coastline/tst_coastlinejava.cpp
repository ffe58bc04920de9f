// The Java-compatible mode against the reference: java.util.Random against
// values the JDK printed, and whole maps against CoastApp.java (seed 002)
// run by the JDK with Math.random() as java.util.Random(seed). The expected
// values all come from tests/reference/ (see its README), never from the
// code under test.
#include "coastline/coastlinemap.h"
#include "coastline/fractal/javarandom.h"
#include "coastlinetostring.h"
#include "testcolumns.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTest>

using namespace terrain::coastline;
using namespace Qt::StringLiterals;

namespace {

QByteArrayList referenceLines(const QString &name)
{
    QFile f(QStringLiteral(COASTLINE_REFERENCE) + u'/' + name);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("missing reference file %s", qPrintable(f.fileName()));
    QByteArrayList lines = f.readAll().split('\n');
    if (!lines.isEmpty() && lines.last().isEmpty())
        lines.removeLast();
    return lines;
}

QByteArrayList mapRows(const CoastlineMap &map, int step)
{
    QByteArrayList rows;
    for (int y = 0; y < map.size(); ++y) {
        QByteArray row;
        for (int x = 0; x < map.size(); ++x)
            row += char('0' + map.typeAt(x, y, step));
        rows << row;
    }
    return rows;
}

// The applet's test Math.random() < 0.5 over the first 4096 draws: how many
// pass, and the indices of the first 64 that do.
std::pair<int, QByteArray> belowHalf(qint64 seed)
{
    JavaRandom r(seed);
    int below = 0;
    QByteArrayList first;
    for (int i = 0; i < 4096; ++i)
        if (r.nextDouble() < 0.5 && below++ < 64)
            first << QByteArray::number(i);
    return {below, first.join(',')};
}

CoastlineParameters applet(int size, qint64 seed)
{
    CoastlineParameters p = CoastlineParameters::article();
    p.size = size;
    p.seed = seed;
    p.random = RandomMode::Java;
    return p;
}

} // namespace

class TestCoastlineJava : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // Every "name value" line of javarandom.txt, from a fresh generator per
    // method as the reference prints them.
    void javaRandomMatchesTheJdk()
    {
        const QByteArrayList lines = referenceLines(u"javarandom.txt"_s);
        QVERIFY(lines.size() > 300);
        qint64 seed = 0;
        std::optional<JavaRandom> random;
        QByteArray method;
        int seeds = 0, checked = 0;
        for (const QByteArray &line : lines) {
            if (line.startsWith("# seed ")) {
                seed = line.mid(7).toLongLong();
                ++seeds;
                method.clear();
                continue;
            }
            const QByteArrayList f = line.split(' ');
            if (f[0] != method) { // each method starts again from new Random(seed)
                method = f[0];
                random.emplace(seed);
            }
            const QByteArray where = "seed " + QByteArray::number(seed) + ": " + line;
            if (method == "nextInt") {
                QCOMPARE(random->nextInt(), f[1].toInt());
            } else if (method == "nextDouble") {
                const double d = random->nextDouble();
                quint64 bits;
                std::memcpy(&bits, &d, sizeof bits);
                QVERIFY2(bits == f[1].toULongLong(nullptr, 16), where.constData());
            } else if (method == "nextLong") {
                QCOMPARE(random->nextLong(), f[1].toLongLong());
            } else if (method == "nextInt100") {
                QCOMPARE(random->nextInt(100), f[1].toInt());
            } else if (method == "nextInt1024") {
                QCOMPARE(random->nextInt(1024), f[1].toInt());
            } else if (method == "nextBoolean") {
                QCOMPARE(random->nextBoolean(), f[1] == "true");
            } else if (method == "belowHalf4096") {
                QCOMPARE(belowHalf(seed).first, f[1].toInt());
            } else if (method == "firstBelowHalf") {
                QCOMPARE(belowHalf(seed).second, f[1]);
            } else {
                QFAIL(where.constData());
            }
            ++checked;
        }
        QCOMPARE(seeds, 7);
        QVERIFY(checked > 300);
    }

    // Java mode with the applet's start pattern is the applet, cell for cell.
    void mapsMatchTheApplet_data()
    {
        terrain::testing::columns<int, qint64>({"size", "seed"});
        const QRegularExpression name(u"^applet-(\\d+)-(-?\\d+)\\.txt$"_s);
        const QStringList files =
            QDir(QStringLiteral(COASTLINE_REFERENCE)).entryList({u"applet-*.txt"_s});
        QVERIFY(files.size() >= 8);
        for (const QString &file : files) {
            const auto m = name.match(file);
            QVERIFY(m.hasMatch());
            QTest::newRow(qPrintable(file)) << m.captured(1).toInt() << m.captured(2).toLongLong();
        }
    }
    void mapsMatchTheApplet()
    {
        QFETCH(int, size);
        QFETCH(qint64, seed);
        const QByteArrayList expected = referenceLines(u"applet-%1-%2.txt"_s.arg(size).arg(seed));
        QCOMPARE(expected.size(), size);
        for (int threads : {1, 2}) { // the Java order is sequential whatever is asked
            const auto map = generate(applet(size, seed), threads);
            QVERIFY(map);
            const QByteArrayList rows = mapRows(*map, map->steps());
            for (int y = 0; y < size; ++y)
                QCOMPARE(rows[y], expected[y]);
        }
    }

    // A different seed is a different map: the reference files are not
    // matched by chance.
    void otherSeedsDiffer()
    {
        const QByteArrayList expected = referenceLines(u"applet-128-1999.txt"_s);
        const auto map = generate(applet(128, 2000), 1);
        QVERIFY(mapRows(*map, map->steps()) != expected);
    }

    // The article's "Step 1" figure for a 16 x 16 grid: the corners a, b, c,
    // d coloured at the start and each 8 x 8 block filled from its top-left
    // corner; '-' sea (a, d), '#' land (b, c); and its four steps.
    void stepOneIsTheArticlesFigure()
    {
        const char *figure[] = {
            "a-------b#######", "--------########", "--------########", "--------########",
            "--------########", "--------########", "--------########", "--------########",
            "c#######d-------", "########--------", "########--------", "########--------",
            "########--------", "########--------", "########--------", "########--------"};
        CoastlineParameters p = applet(16, 1999);
        p.start = {0, 1, 1, 0};
        const auto map = generate(p, 1);
        QCOMPARE(map->steps(), 4); // the article shows Step 1 to Step 4
        for (int y = 0; y < 16; ++y) {
            QByteArray row(figure[y]);
            row.replace('a', '-').replace('d', '-').replace('b', '#').replace('c', '#');
            QByteArray ours;
            for (int x = 0; x < 16; ++x)
                ours += map->typeAt(x, y, 1) == 0 ? '-' : '#';
            QCOMPARE(ours, row);
        }
    }
};

QTEST_GUILESS_MAIN(TestCoastlineJava)
#include "tst_coastlinejava.moc"
