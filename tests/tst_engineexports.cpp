// What game engines take besides heights: splat maps of the terrain kinds
// on the heightmap's grid, read back and checked against terra at each
// sample.
#include "relf/splatexport.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <set>

using namespace terrain;
using namespace Qt::StringLiterals;

namespace {

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestEngineExports : public QObject
{
    Q_OBJECT
    const relf::RelfEvaluator m_terrain{relf::RelfParameters::reference1983()};
    // Town, lake, wood, moor, grass and more.
    const exporting::Region m_region{-1600, -1500, 1600, 2400};

private Q_SLOTS:
    // Each sample's weight is 255 in exactly the channel of terra's terrain
    // kind at its ground point, in the picture and channel the sidecar names.
    void splatWeightsAreTerrasKinds()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"splat.png"_s);
        QString error;
        const int n = 129;
        QVERIFY2(relf::exportSplatMaps(m_terrain, m_region, n, path, &error), qPrintable(error));
        const QJsonObject side =
            QJsonDocument::fromJson(readAll(dir.filePath(u"splat.json"_s))).object();
        QCOMPARE(side.value(u"size"_s).toInt(), n);
        const QJsonArray images = side.value(u"images"_s).toArray();
        QCOMPARE(images.size(), 3);
        // channel of each kind by name, from the sidecar: (image, channel)
        std::map<QString, std::pair<int, int>> where;
        std::vector<QImage> pictures;
        for (int k = 0; k < images.size(); ++k) {
            const QJsonObject image = images[k].toObject();
            QCOMPARE(image.value(u"file"_s).toString(), u"splat-%1.png"_s.arg(k));
            const QJsonArray channels = image.value(u"channels"_s).toArray();
            for (int c = 0; c < channels.size(); ++c)
                if (!channels[c].toString().isEmpty())
                    where[channels[c].toString()] = {k, c};
            pictures.push_back(QImage(dir.filePath(image.value(u"file"_s).toString()))
                                   .convertToFormat(QImage::Format_ARGB32));
            QCOMPARE(pictures.back().size(), QSize(n, n));
        }
        QCOMPARE(int(where.size()), relf::kTerrainKindCount);
        const auto channel = [](QRgb p, int c) {
            return c == 0 ? qRed(p) : c == 1 ? qGreen(p) : c == 2 ? qBlue(p) : qAlpha(p);
        };
        std::set<int> kindsSeen;
        for (int r = 0; r < n; ++r)
            for (int i = 0; i < n; ++i) {
                const double x = m_region.x0 + i * (m_region.width / (n - 1));
                const double y = m_region.y0 + m_region.height - r * (m_region.height / (n - 1));
                const relf::TerrainKind kind = m_terrain.terra(x, y).terrain;
                kindsSeen.insert(int(kind));
                const auto [image, c] = where.at(QString::fromLatin1(relf::terrainKindName(kind)));
                int sum = 0;
                for (int k = 0; k < 3; ++k)
                    for (int cc = 0; cc < 4; ++cc)
                        sum += channel(pictures[std::size_t(k)].pixel(i, r), cc);
                QCOMPARE(channel(pictures[std::size_t(image)].pixel(i, r), c), 255);
                QCOMPARE(sum, 255);
            }
        QVERIFY2(kindsSeen.size() >= 4, "the region should hold several kinds");
    }

    // Bands of one row give the same files; a cancel leaves the old files
    // and no temporary; a bad size is named.
    void splatBandsCancelAndRefusals()
    {
        QTemporaryDir dir;
        QString error;
        QVERIFY(relf::exportSplatMaps(m_terrain, m_region, 65, dir.filePath(u"a.png"_s), &error));
        QVERIFY(relf::exportSplatMaps(m_terrain, m_region, 65, dir.filePath(u"b.png"_s), &error, {},
                                      1));
        for (int k = 0; k < 3; ++k)
            QCOMPARE(readAll(dir.filePath(u"b-%1.png"_s.arg(k))),
                     readAll(dir.filePath(u"a-%1.png"_s.arg(k))));
        const QStringList before = QDir(dir.path()).entryList(QDir::Files | QDir::Hidden);
        const QByteArray old = readAll(dir.filePath(u"a-0.png"_s));
        QVERIFY(!relf::exportSplatMaps(
            m_terrain, m_region, 513, dir.filePath(u"a.png"_s), &error,
            [](double done) { return done < 0.5; }, 16));
        QCOMPARE(error, u"cancelled"_s);
        QCOMPARE(readAll(dir.filePath(u"a-0.png"_s)), old);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), before);
        QVERIFY(
            !relf::exportSplatMaps(m_terrain, m_region, 65538, dir.filePath(u"c.png"_s), &error));
        QCOMPARE(error, u"size: expected 2 to 65537 samples a side, got 65538"_s);
    }
};

QTEST_GUILESS_MAIN(TestEngineExports)
#include "tst_engineexports.moc"
