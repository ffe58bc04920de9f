// The coastline's exports: the text rows (against the applet's reference
// output too), the indexed type map and its palette, the colour picture,
// the heightmap and its sidecar, the Tiled map with its tileset; a failed
// export leaves no file and an existing one as it was.
#include "archipelagomap.h"
#include "coastline/coastlinepresets.h"
#include "coastline/exports/coastlineexport.h"
#include "testfiles.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <QtEndian>

using namespace terrain;
using namespace terrain::coastline;
using namespace Qt::StringLiterals;

namespace {

using terrain::testing::readAll;
using terrain::testing::readJson;

CoastlineMapPtr makeMap(int size, bool heights, RandomMode mode = RandomMode::Fast,
                        qint64 seed = 31)
{
    return terrain::testing::archipelagoMap(size, heights, seed, mode);
}

} // namespace

class TestCoastlineExport : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;

private Q_SLOTS:
    // In Java mode with the applet's start, the text is the applet's map as
    // the reference printed it, byte for byte.
    void textIsTheAppletsMap()
    {
        const auto map = makeMap(128, false, RandomMode::Java, 1999);
        const QString path = m_dir.filePath(u"applet.txt"_s);
        QString error;
        QVERIFY2(exportText(*map, path, &error), qPrintable(error));
        QCOMPARE(readAll(path),
                 readAll(QStringLiteral(COASTLINE_REFERENCE "/applet-128-1999.txt")));
    }

    void textRowsAtAStep()
    {
        const auto map = makeMap(64, false);
        const QString path = m_dir.filePath(u"step.txt"_s);
        QString error;
        QVERIFY2(exportText(*map, 2, path, &error), qPrintable(error));
        const QByteArrayList lines = readAll(path).split('\n');
        QCOMPARE(lines.size(), 65); // 64 rows, each ending in a newline
        QVERIFY(lines.last().isEmpty());
        for (int y = 0; y < 64; ++y) {
            QCOMPARE(lines[y].size(), 64);
            for (int x = 0; x < 64; ++x)
                QCOMPARE(lines[y][x], char('0' + map->typeAt(x, y, 2)));
        }
    }

    void indexedTypeMap()
    {
        const auto map = makeMap(128, false);
        for (int step : {2, map->steps()}) {
            const QString path = m_dir.filePath(u"types-%1.png"_s.arg(step));
            QString error;
            QVERIFY2(exportTypePng(*map, step, path, &error), qPrintable(error));
            const QImage img(path);
            QCOMPARE(img.format(), QImage::Format_Indexed8);
            QCOMPARE(img.size(), QSize(128, 128));
            QCOMPARE(img.colorTable(),
                     (QList<QRgb>{qRgb(0, 0, 200), qRgb(10, 200, 20), qRgb(120, 120, 120)}));
            for (int y = 0; y < 128; ++y)
                for (int x = 0; x < 128; ++x)
                    QCOMPARE(img.pixelIndex(x, y), map->typeAt(x, y, step));
        }
    }

    void colourPicture()
    {
        const auto map = makeMap(64, false);
        const QString path = m_dir.filePath(u"map.png"_s);
        QString error;
        QVERIFY2(exportColourPng(*map, 3, path, &error), qPrintable(error));
        const QImage img(path);
        QCOMPARE(img.size(), QSize(64, 64));
        for (int y = 0; y < 64; ++y)
            for (int x = 0; x < 64; ++x)
                QCOMPARE(img.pixel(x, y),
                         map->parameters().landTypes[std::size_t(map->typeAt(x, y, 3))].colour);
    }

    void heightmapAndSidecar()
    {
        const auto map = makeMap(128, true);
        QString error;
        const QString png = m_dir.filePath(u"h.png"_s);
        QVERIFY2(exportHeightmap(*map, exporting::HeightFormat::Png16, png, &error),
                 qPrintable(error));
        const QImage img(png);
        QCOMPARE(img.format(), QImage::Format_Grayscale16);
        QCOMPARE(img.size(), QSize(128, 128));
        const QJsonObject side = readJson(png + u".json"_s);
        QCOMPARE(side.value(u"size"_s).toInt(), 128);
        QCOMPARE(side.value(u"sea_level"_s).toDouble(), map->parameters().heights.seaLevel);
        QCOMPARE(side.value(u"cell_size"_s).toInt(), 1);
        float lo = map->heightAt(0, 0), hi = lo;
        for (int y = 0; y < 128; ++y)
            for (int x = 0; x < 128; ++x) {
                lo = std::min(lo, map->heightAt(x, y));
                hi = std::max(hi, map->heightAt(x, y));
            }
        QCOMPARE(side.value(u"min_height"_s).toDouble(), double(lo));
        QCOMPARE(side.value(u"max_height"_s).toDouble(), double(hi));
        // One sample a cell, row 0 first: the 16-bit value by the sidecar's formula.
        for (int y = 0; y < 128; y += 5) {
            const auto *line = reinterpret_cast<const quint16 *>(img.constScanLine(y));
            for (int x = 0; x < 128; x += 3) {
                const double expected = std::round((map->heightAt(x, y) - double(lo)) /
                                                   (double(hi) - double(lo)) * 65535);
                QCOMPARE(double(line[x]), expected);
            }
        }
        const QString raw = m_dir.filePath(u"h.raw"_s);
        QVERIFY2(exportHeightmap(*map, exporting::HeightFormat::Raw16, raw, &error),
                 qPrintable(error));
        QCOMPARE(QFileInfo(raw).size(), 2 * 128 * 128);
        QVERIFY(QFileInfo::exists(raw + u".json"_s));
    }

    void noHeightsNoHeightmap()
    {
        const auto map = makeMap(64, false);
        const QString path = m_dir.filePath(u"none.png"_s);
        QString error;
        QVERIFY(!exportHeightmap(*map, exporting::HeightFormat::Png16, path, &error));
        QVERIFY(error.contains(u"none.png"_s));
        QVERIFY(!QFileInfo::exists(path));
    }

    void tiledMap()
    {
        const auto map = makeMap(64, false);
        const QString path = m_dir.filePath(u"isle.tmj"_s);
        QString error;
        QVERIFY2(exportTmj(*map, 3, path, &error), qPrintable(error));
        const QJsonObject t = readJson(path);
        QCOMPARE(t.value(u"type"_s).toString(), u"map"_s);
        QCOMPARE(t.value(u"orientation"_s).toString(), u"orthogonal"_s);
        QCOMPARE(t.value(u"width"_s).toInt(), 64);
        QCOMPARE(t.value(u"height"_s).toInt(), 64);
        const QJsonArray layers = t.value(u"layers"_s).toArray();
        QCOMPARE(layers.size(), 1);
        const QJsonObject layer = layers[0].toObject();
        QCOMPARE(layer.value(u"type"_s).toString(), u"tilelayer"_s);
        QCOMPARE(layer.value(u"encoding"_s).toString(), u"base64"_s);
        QCOMPARE(layer.value(u"compression"_s).toString(), u"zlib"_s);
        // zlib data: qUncompress wants the length in front, as qCompress puts it.
        QByteArray zlib = QByteArray::fromBase64(layer.value(u"data"_s).toString().toLatin1());
        const QByteArray length = QByteArray::fromHex("00004000"); // 64·64·4 bytes
        const QByteArray gids = qUncompress(length + zlib);
        QCOMPARE(gids.size(), 64 * 64 * 4);
        for (int y = 0; y < 64; ++y)
            for (int x = 0; x < 64; ++x)
                QCOMPARE(qFromLittleEndian<quint32>(gids.constData() + 4 * (y * 64 + x)),
                         quint32(map->typeAt(x, y, 3) + 1));

        const QJsonObject tileset = t.value(u"tilesets"_s).toArray()[0].toObject();
        QCOMPARE(tileset.value(u"firstgid"_s).toInt(), 1);
        QCOMPARE(tileset.value(u"tilecount"_s).toInt(), 3);
        QCOMPARE(tileset.value(u"image"_s).toString(), u"isle-tiles.png"_s);
        const QImage strip(m_dir.filePath(u"isle-tiles.png"_s));
        QCOMPARE(strip.size(), QSize(3 * kTiledTileSize, kTiledTileSize));
        QCOMPARE(tileset.value(u"imagewidth"_s).toInt(), strip.width());
        const QJsonArray tiles = tileset.value(u"tiles"_s).toArray();
        QCOMPARE(tiles.size(), 3);
        for (int k = 0; k < 3; ++k) {
            const QJsonObject tile = tiles[k].toObject();
            const LandType &type = map->parameters().landTypes[std::size_t(k)];
            QCOMPARE(tile.value(u"id"_s).toInt(), k);
            QCOMPARE(tile.value(u"type"_s).toString(), type.name);
            QString colour;
            for (const QJsonValue p : tile.value(u"properties"_s).toArray())
                if (p[u"name"_s].toString() == u"colour"_s)
                    colour = p[u"value"_s].toString();
            QCOMPARE(colour, QColor(type.colour).name(QColor::HexArgb));
            // The tile's picture is its type's colour.
            QCOMPARE(strip.pixel(k * kTiledTileSize + kTiledTileSize / 2, kTiledTileSize / 2),
                     type.colour);
        }
    }

    // A failed export changes nothing: the Tiled map's picture cannot be
    // written (a folder stands in its place), so the map already there stays.
    void failedExportsLeaveFilesAlone()
    {
        const auto map = makeMap(64, false);
        QTemporaryDir dir;
        const QString path = dir.filePath(u"keep.tmj"_s);
        QVERIFY(terrain::testing::writeAll(path, "old map"));
        QVERIFY(QDir(dir.path()).mkdir(u"keep-tiles.png"_s));
        QString error;
        QVERIFY(!exportTmj(*map, path, &error));
        QVERIFY(error.contains(u"keep-tiles.png"_s));
        QCOMPARE(readAll(path), QByteArray("old map"));
        // Nowhere to write: no file.
        for (const QString &name : {u"no/such/dir/a.txt"_s, u"no/such/dir/a.png"_s}) {
            const QString target = dir.filePath(name);
            QVERIFY(name.endsWith(u"txt"_s) ? !exportText(*map, target, &error)
                                            : !exportTypePng(*map, target, &error));
            QVERIFY(error.startsWith(target));
        }
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{u"keep.tmj"_s});
    }
};

QTEST_GUILESS_MAIN(TestCoastlineExport)
#include "tst_coastlineexport.moc"
