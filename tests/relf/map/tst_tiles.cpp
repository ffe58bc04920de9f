// The tile pyramid: tiles where the grid says, pixels the renderer's and
// heights the formula's; N shards write exactly what one run writes; bad
// shard, zoom and layer specs named.
#include "relf/exports/tilepyramid.h"
#include "relf/map/linesymbols.h"
#include "relf/map/maprenderer.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QImage>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPainter>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <map>

using namespace terrain;
using namespace Qt::StringLiterals;

namespace {

// Every file under dir, by its path below dir, with its bytes.
std::map<QString, QByteArray> filesUnder(const QString &dir)
{
    std::map<QString, QByteArray> out;
    QDirIterator it(dir, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        QFile f(path);
        if (f.open(QIODevice::ReadOnly))
            out[QDir(dir).relativeFilePath(path)] = f.readAll();
    }
    return out;
}

} // namespace

class TestTiles : public QObject
{
    Q_OBJECT
    const relf::RelfEvaluator m_terrain{relf::RelfParameters::reference1983()};
    const relf::PyramidRequest m_request{{-700, -1300, 900, 700}, 4, 6, true, true};

private Q_SLOTS:
    void shardsTogetherAreOneRun()
    {
        QTemporaryDir one, shards;
        QString error;
        QVERIFY2(relf::exportTiles(m_terrain, m_request, {}, one.path(), &error),
                 qPrintable(error));
        const auto whole = filesUnder(one.path());
        // Tiles of both layers at zooms 4 to 6, and the index.
        const auto tiles = relf::pyramidTiles(m_request);
        QCOMPARE(whole.size(), 2 * tiles.size() + 1);
        std::size_t written = 0;
        for (int i = 0; i < 4; ++i) {
            QTemporaryDir alone;
            QVERIFY(relf::exportTiles(m_terrain, m_request, {i, 4}, alone.path(), &error));
            const auto part = filesUnder(alone.path());
            written += part.size() - 1; // each shard writes the index too
            QVERIFY(relf::exportTiles(m_terrain, m_request, {i, 4}, shards.path(), &error));
        }
        QCOMPARE(written, 2 * tiles.size()); // disjoint parts
        QVERIFY(filesUnder(shards.path()) == whole);
    }

    // A map tile is the renderer's picture of its place on the grid,
    // streams and all; a height tile holds the formula's heights there,
    // quantised to the reachable range the index names.
    void tilesHoldTheirPlace()
    {
        QTemporaryDir dir;
        QString error;
        const relf::PyramidRequest one{{-300, -1200, 10, 10}, 6, 6, true, true};
        QVERIFY(relf::exportTiles(m_terrain, one, {}, dir.path(), &error));
        const auto tiles = relf::pyramidTiles(one);
        QCOMPARE(tiles.size(), std::size_t(1));
        const relf::TileKey t = tiles.front();
        // m = 1 m at zoom 6: tile x holds ground x from 256·x, tile y ground y
        // from −256·y down.
        QCOMPARE(t.z, 6);
        QCOMPARE(t.x, std::int64_t(std::floor(-300 / 256.0)));
        QCOMPARE(t.y, std::int64_t(std::floor(1190 / 256.0)));
        relf::MapRenderSettings s;
        s.left = 256.0 * double(t.x);
        s.top = -256.0 * double(t.y);
        s.metresPerPixel = 1;
        s.width = s.height = 256;
        const QImage expected = relf::renderPicture(m_terrain, s);
        const QString name = u"/6/%1/%2.png"_s.arg(t.x).arg(t.y);
        QCOMPARE(QImage(dir.path() + u"/map"_s + name).convertToFormat(QImage::Format_RGB32),
                 expected.convertToFormat(QImage::Format_RGB32));
        const QImage heights(dir.path() + u"/height"_s + name);
        QCOMPARE(heights.format(), QImage::Format_Grayscale16);
        const QJsonObject index =
            QJsonDocument::fromJson([&] {
                QFile f(dir.filePath(u"index.json"_s));
                return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
            }())
                .object();
        QCOMPARE(index.value(u"tile_size"_s).toInt(), 256);
        const double lo = 10, hi = 690; // the 1983 profile's reach, 5 × 2 to 5 × 138
        for (int j = 0; j < 256; j += 15)
            for (int i = 0; i < 256; i += 17) {
                const double h = m_terrain.height(s.left + i, s.top - j);
                QCOMPARE(int(reinterpret_cast<const quint16 *>(heights.constScanLine(j))[i]),
                         int(std::lround((h - lo) / (hi - lo) * 65535)));
            }
    }

    void badSpecsAreNamed()
    {
        relf::Shard shard;
        QCOMPARE(relf::parseShard(u"5/4"_s, &shard),
                 u"shard: 5/4 is not one of N shards numbered 0 to N - 1"_s);
        QCOMPARE(relf::parseShard(u"4/4"_s, &shard),
                 u"shard: 4/4 is not one of N shards numbered 0 to N - 1"_s);
        QCOMPARE(relf::parseShard(u"0/0"_s, &shard),
                 u"shard: 0/0 is not one of N shards numbered 0 to N - 1"_s);
        QCOMPARE(relf::parseShard(u"-1/4"_s, &shard),
                 u"shard: -1/4 is not one of N shards numbered 0 to N - 1"_s);
        QVERIFY(relf::parseShard(u"two/4"_s, &shard).startsWith(u"shard: expected I/N"_s));
        QVERIFY(relf::parseShard(u"3/4"_s, &shard).isEmpty());
        QCOMPARE(shard.index, 3);
        QCOMPARE(shard.count, 4);
        int z0 = 0, z1 = 0;
        QVERIFY(relf::parseZoomRange(u"7..3"_s, &z0, &z1).startsWith(u"zoom: expected 0 <="_s));
        QVERIFY(relf::parseZoomRange(u"0..13"_s, &z0, &z1).startsWith(u"zoom: expected 0 <="_s));
        QVERIFY(relf::parseZoomRange(u"2..5"_s, &z0, &z1).isEmpty());
        QCOMPARE(z1, 5);
        bool map = false, height = false;
        QCOMPARE(relf::parseLayers(u"map,trees"_s, &map, &height),
                 u"layers: expected map, height or map,height, got \"trees\""_s);
        // Too many tiles are refused before anything is written.
        QTemporaryDir dir;
        QString error;
        QVERIFY(!relf::exportTiles(m_terrain, {{0, 0, 1e6, 1e6}, 0, 12, true, false}, {},
                                   dir.filePath(u"t"_s), &error));
        QVERIFY2(error.contains(u"more than the 1000000 one export may write"_s),
                 qPrintable(error));
        QVERIFY(!QFile::exists(dir.filePath(u"t"_s)));
    }
};

QTEST_GUILESS_MAIN(TestTiles)
#include "tst_tiles.moc"
