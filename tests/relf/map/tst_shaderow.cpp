// Map pixels from their samples (relf/map/shaderow.h): the fill of each kind,
// snow above the snow line but never on water, the contour brown blended by
// its coverage but never on a lake, each pixel as the rule says, whatever
// its position in the row (the wide path takes sixteen at a time).
#include "relf/map/shaderow.h"
#include "testcolumns.h"

#include <QTest>

#include <vector>

using namespace terrain::relf;

namespace {

// The rule, written out: int(u + (o - u)·a + 0.5) per channel.
int channel(int u, int o, float a)
{
    return int(float(u) + (float(o) - float(u)) * a + 0.5f);
}

QRgb expected(TerrainKind kind, double height, float coverage, const Shading &sh)
{
    const bool lake = kind == TerrainKind::Lake;
    const bool water = lake || kind == TerrainKind::Stream;
    QRgb c = sh.fills[std::size_t(kind)];
    if (sh.snowLayer && !water && height > sh.snowHeight)
        c = sh.snow;
    if (lake)
        return c;
    return qRgb(channel(qRed(c), qRed(sh.brown), coverage),
                channel(qGreen(c), qGreen(sh.brown), coverage),
                channel(qBlue(c), qBlue(sh.brown), coverage));
}

struct Row
{
    std::vector<TerrainKind> kinds;
    std::vector<double> heights;
    std::vector<float> coverage;
};

// Every kind next to every other, heights on both sides of 100 (and on it),
// coverage from 0 to 1 in uneven steps.
Row sampleRow(int w)
{
    Row r;
    for (int i = 0; i < w; ++i) {
        r.kinds.push_back(static_cast<TerrainKind>((i * 7 + i / 11) % kTerrainKindCount));
        r.heights.push_back(100.0 + double((i * 13) % 5 - 2) * 0.5);
        r.coverage.push_back(i % 9 == 0 ? 0.0f : float((i * 37) % 101) / 100.0f);
    }
    return r;
}

Shading sampleShading(bool snow)
{
    Shading sh;
    for (std::size_t k = 0; k < sh.fills.size(); ++k)
        sh.fills[k] = qRgb(int(17 * k), 255 - int(13 * k), int(40 + 9 * k));
    sh.snow = qRgb(250, 251, 253);
    sh.brown = qRgb(209, 92, 0);
    sh.snowHeight = 100.0;
    sh.snowLayer = snow;
    return sh;
}

} // namespace

class TestShadeRow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void pixelsFollowTheRule_data()
    {
        terrain::testing::columns<bool, QString>({"snow", "path"});
        for (const char *path : {"chosen", "portable", "avx2", "avx512"}) {
            QTest::addRow("snow, %s", path) << true << QString::fromLatin1(path);
            QTest::addRow("no snow, %s", path) << false << QString::fromLatin1(path);
        }
    }

    void pixelsFollowTheRule()
    {
        QFETCH(bool, snow);
        QFETCH(QString, path);
        __builtin_cpu_init();
        if ((path == u"avx2" && !__builtin_cpu_supports("avx2")) ||
            (path == u"avx512" && !__builtin_cpu_supports("avx512f")))
            QSKIP("this CPU lacks the instructions");
        const Shading sh = sampleShading(snow);
        const Row r = sampleRow(203); // twelve blocks of sixteen and a tail
        // Every start offset, so that each pixel is met at every lane.
        for (int start = 0; start < 17; ++start) {
            const int w = int(r.kinds.size()) - start;
            std::vector<QRgb> line(std::size_t(w), 0u);
            const TerrainKind *k = &r.kinds[std::size_t(start)];
            const double *h = &r.heights[std::size_t(start)];
            const float *c = &r.coverage[std::size_t(start)];
            // The wide paths up to their last whole block, the rest portably.
            int wide = 0;
            if (path == u"avx2")
                detail::shadeAvx2(k, h, c, wide = w & ~7, sh, line.data());
            if (path == u"avx512")
                detail::shadeAvx512(k, h, c, wide = w & ~15, sh, line.data());
            if (path == u"chosen")
                shadeRow(k, h, c, w, sh, line.data());
            else
                detail::shadePortable(k, h, c, wide, w, sh, line.data());
            for (int i = 0; i < w; ++i) {
                const std::size_t at = std::size_t(start + i);
                const QRgb want = expected(r.kinds[at], r.heights[at], r.coverage[at], sh);
                if (line[std::size_t(i)] != want)
                    QFAIL(qPrintable(QStringLiteral("start %1, pixel %2: %3, expected %4")
                                         .arg(start)
                                         .arg(i)
                                         .arg(line[std::size_t(i)], 8, 16)
                                         .arg(want, 8, 16)));
            }
        }
    }

    void snowAndContoursWhereTheySay()
    {
        // Hand-picked pixels, the colours worked out by hand.
        Shading sh = sampleShading(true);
        sh.fills[std::size_t(TerrainKind::Wood)] = qRgb(255, 255, 255);
        sh.brown = qRgb(0, 0, 0);
        std::vector<TerrainKind> kinds(32, TerrainKind::Wood);
        std::vector<double> heights(32, 50.0);
        std::vector<float> coverage(32, 0.0f);
        kinds[3] = TerrainKind::Lake; // a lake: no contour, no snow
        heights[3] = 500.0;
        coverage[3] = 1.0f;
        kinds[20] = TerrainKind::Stream; // a stream: contour, no snow
        heights[20] = 500.0;
        coverage[20] = 1.0f;
        heights[21] = 500.0; // snow
        coverage[22] = 0.5f; // white half way to black: 127.5 + 0.5 -> 128
        std::vector<QRgb> line(32);
        shadeRow(kinds.data(), heights.data(), coverage.data(), 32, sh, line.data());
        QCOMPARE(line[0], qRgb(255, 255, 255));
        QCOMPARE(line[3], sh.fills[std::size_t(TerrainKind::Lake)]);
        QCOMPARE(line[20], qRgb(0, 0, 0));
        QCOMPARE(line[21], sh.snow);
        QCOMPARE(line[22], qRgb(128, 128, 128));
    }
};

QTEST_GUILESS_MAIN(TestShadeRow)
#include "tst_shaderow.moc"
