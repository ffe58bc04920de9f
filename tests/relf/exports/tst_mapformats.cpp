// Maps for map tools: the OpenOrienteering Mapper file read back as XML.
// Each kind's areas cover exactly its cells (shoelace areas against a
// count of the raster), each point feature stands where terra has it with
// its ISOM symbol, and the georeferencing ties the map's origin to the
// region's centre.
#include "referenceexport.h"
#include "relf/exports/omapexport.h"
#include "testfiles.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include <cmath>
#include <map>

using namespace terrain;
using namespace Qt::StringLiterals;
using namespace terrain::testing;

class TestMapFormats : public QObject, private ReferenceExport<ExportRegion::TownToMoor>
{
    Q_OBJECT

private Q_SLOTS:
    void omapHoldsTheMap()
    {
        OutputFile out(u"r.omap"_s);
        const double c = 8;
        QVERIFY2(relf::exportOmap(m_terrain, m_region, c, out.path, &out.error),
                 qPrintable(out.error));
        QFile f(out.path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QXmlStreamReader xml(&f);
        std::map<QString, QString> codeOf; // symbol id → ISOM code
        std::map<QString, double> area;    // code → mm² on paper
        std::map<QString, int> points;
        double refX = 0, refY = 0;
        int objectsDeclared = -1, objects = 0, featuresRight = 0, features = 0;
        QString type, symbol;
        while (!xml.atEnd()) {
            if (xml.readNext() != QXmlStreamReader::StartElement)
                continue;
            const auto a = xml.attributes();
            if (xml.name() == u"symbol"_s && a.hasAttribute(u"id"_s)) {
                codeOf[a.value(u"id"_s).toString()] = a.value(u"code"_s).toString();
            } else if (xml.name() == u"ref_point"_s && a.value(u"x"_s) != u"0"_s) {
                refX = a.value(u"x"_s).toDouble();
                refY = a.value(u"y"_s).toDouble();
            } else if (xml.name() == u"objects"_s) {
                objectsDeclared = a.value(u"count"_s).toInt();
            } else if (xml.name() == u"object"_s) {
                ++objects;
                type = a.value(u"type"_s).toString();
                symbol = a.value(u"symbol"_s).toString();
            } else if (xml.name() == u"coords"_s) {
                const QString code = codeOf.at(symbol);
                const QStringList coords = xml.readElementText().split(u';', Qt::SkipEmptyParts);
                if (type == u"0"_s) { // a point feature: terra's, with its symbol
                    const QStringList xy = coords.first().split(u' ');
                    const double x = refX + xy[0].toDouble() / 100,
                                 y = refY - xy[1].toDouble() / 100;
                    const relf::Feature feature = m_terrain.terra(x, y).feature;
                    const std::map<relf::Feature, QString> isom = {
                        {relf::Feature::Boulder, u"204"_s},   {relf::Feature::Knoll, u"109"_s},
                        {relf::Feature::Waterhole, u"303"_s}, {relf::Feature::Mine, u"203.2"_s},
                        {relf::Feature::Root, u"419"_s},      {relf::Feature::Cone, u"115"_s},
                        {relf::Feature::X, u"115"_s}};
                    ++features;
                    featuresRight += isom.count(feature) && isom.at(feature) == code;
                    ++points[code];
                    continue;
                }
                // Areas: the shoelace over each ring, holes wound the other way.
                double twice = 0;
                std::vector<std::pair<double, double>> ring;
                for (const QString &p : coords) {
                    const QStringList v = p.split(u' ', Qt::SkipEmptyParts);
                    ring.push_back({v[0].toDouble(), v[1].toDouble()});
                    if (v.size() == 3 && v[2] == u"18"_s) {
                        for (std::size_t k = 0; k + 1 < ring.size(); ++k)
                            twice += ring[k].first * ring[k + 1].second -
                                     ring[k + 1].first * ring[k].second;
                        ring.clear();
                    }
                }
                area[code] += twice / 2;
            }
        }
        QVERIFY(!xml.hasError());
        QCOMPARE(objects, objectsDeclared);
        QCOMPARE(refX, m_region.x0 + m_region.width / 2);
        QCOMPARE(refY, m_region.y0 + m_region.height / 2);
        QVERIFY(features > 20);
        QCOMPARE(featuresRight, features);
        // Each kind's cells counted on the raster, in map units²: a cell of
        // 8 m is 800 x 800.
        const int w = 200, h = 300;
        std::map<QString, double> cells;
        const std::map<relf::TerrainKind, QString> isom = {
            {relf::TerrainKind::Lake, u"301.1"_s},  {relf::TerrainKind::Grass, u"401"_s},
            {relf::TerrainKind::Moor, u"403"_s},    {relf::TerrainKind::Wood, u"405"_s},
            {relf::TerrainKind::Thicket, u"408"_s}, {relf::TerrainKind::Town, u"527"_s},
            {relf::TerrainKind::Road, u"501"_s},    {relf::TerrainKind::Path, u"501"_s}};
        for (int r = 0; r < h; ++r)
            for (int i = 0; i < w; ++i) {
                const relf::TerrainKind k =
                    m_terrain.terra(m_region.x0 + i * c, m_region.y0 + m_region.height - r * c)
                        .terrain;
                if (isom.count(k))
                    cells[isom.at(k)] += 800.0 * 800.0;
            }
        QVERIFY(cells.size() >= 5);
        for (const auto &[code, expected] : cells)
            QVERIFY2(std::abs(std::abs(area[code]) - expected) < 1e-6 * expected,
                     qPrintable(u"%1: %2 against %3"_s.arg(code).arg(area[code]).arg(expected)));
    }

    void omapRefusals()
    {
        QTemporaryDir dir;
        QString error;
        QVERIFY(
            !relf::exportOmap(m_terrain, {0, 0, 20000, 100}, 1, dir.filePath(u"a.omap"_s), &error));
        QVERIFY2(error.contains(u"each side must be 1 to 2048"_s), qPrintable(error));
        QVERIFY(!relf::exportOmap(m_terrain, m_region, 8, dir.filePath(u"no/a.omap"_s), &error));
        QVERIFY2(error.contains(u"cannot write"_s), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestMapFormats)
#include "tst_mapformats.moc"
