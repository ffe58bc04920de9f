// Meshes (OBJ, glTF) and maps (vector SVG/PDF with CONREC contours, cave
// mouths in raster and vector alike; OpenOrienteering Mapper files) of a
// region of Relf terrain.
#include "referenceexport.h"
#include "relf/exports/heightexport.h"
#include "relf/exports/mapexport.h"
#include "relf/exports/omapexport.h"
#include "relf/features/mines.h"
#include "relf/map/maprenderer.h"
#include "testfiles.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPainter>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include <cmath>
#include <cstring>
#include <map>

using namespace terrain;
using namespace terrain::relf;
using namespace Qt::StringLiterals;
using namespace terrain::testing;

class TestExportMeshMap : public QObject, private ReferenceExport<ExportRegion::LakeAndHills>
{
    Q_OBJECT

private Q_SLOTS:
    void meshHasEveryVertexAndTriangle()
    {
        OutputFile out(u"m.obj"_s);
        const int n = 17;
        QVERIFY(relf::exportMesh(m_terrain, m_region, n, out.path, &out.error));
        const QList<QByteArray> lines = readAll(out.path).split('\n');
        int vertices = 0, faces = 0;
        for (const QByteArray &l : lines) {
            vertices += l.startsWith("v ");
            faces += l.startsWith("f ");
        }
        QCOMPARE(vertices, n * n);
        QCOMPARE(faces, 2 * (n - 1) * (n - 1));
        // The first vertex is the north-west corner, its height from height().
        const QList<QByteArray> v = lines[2].split(' ');
        QCOMPARE(v[1].toDouble(), -300.0);
        QVERIFY(std::abs(v[2].toDouble() - m_terrain.height(-300, -1100)) < 1e-6);
        QCOMPARE(v[3].toDouble(), 1100.0);
    }

    // A binary glTF read back by the specification: the header, the JSON
    // chunk's accessors, and from the binary chunk the vertices where the
    // ground is, colours by terra's kind, unit normals and upward triangles.
    void glbHoldsTheMesh()
    {
        OutputFile out(u"m.glb"_s);
        const int n = 21; // 25 m apart over 500 m, 20 m over 400 m
        QVERIFY2(relf::exportGlbMesh(m_terrain, m_region, n, out.path, &out.error),
                 qPrintable(out.error));
        const QByteArray file = readAll(out.path);
        const auto u32 = [&](qsizetype at) {
            std::uint32_t v = 0;
            std::memcpy(&v, file.constData() + at, 4);
            return v;
        };
        QCOMPARE(file.left(4), QByteArray("glTF"));
        QCOMPARE(u32(4), 2u);
        QCOMPARE(qsizetype(u32(8)), file.size());
        const std::uint32_t jsonLength = u32(12);
        QCOMPARE(file.mid(16, 4), QByteArray("JSON"));
        QCOMPARE(jsonLength % 4, 0u);
        const QJsonObject json = QJsonDocument::fromJson(file.mid(20, jsonLength)).object();
        const qsizetype binAt = 20 + jsonLength + 8;
        QCOMPARE(file.mid(binAt - 4, 4), QByteArray("BIN\0", 4));
        QCOMPARE(json.value(u"asset"_s).toObject().value(u"version"_s).toString(), u"2.0"_s);
        const QJsonArray accessors = json.value(u"accessors"_s).toArray();
        const QJsonArray views = json.value(u"bufferViews"_s).toArray();
        const QJsonObject attributes =
            json.value(u"meshes"_s)[0][u"primitives"_s][0][u"attributes"_s].toObject();
        const auto accessorData = [&](int accessor) {
            const QJsonObject v = views[accessors[accessor][u"bufferView"_s].toInt()].toObject();
            return file.constData() + binAt + v.value(u"byteOffset"_s).toInteger();
        };
        const int position = attributes.value(u"POSITION"_s).toInt();
        const int normal = attributes.value(u"NORMAL"_s).toInt();
        const int colour = attributes.value(u"COLOR_0"_s).toInt();
        const int indices = json.value(u"meshes"_s)[0][u"primitives"_s][0][u"indices"_s].toInt();
        QCOMPARE(accessors[position][u"count"_s].toInt(), n * n);
        QCOMPARE(accessors[indices][u"count"_s].toInt(), 6 * (n - 1) * (n - 1));
        QCOMPARE(accessors[colour][u"componentType"_s].toInt(), 5121); // unsigned byte
        const auto *p = reinterpret_cast<const float *>(accessorData(position));
        const auto *nrm = reinterpret_cast<const float *>(accessorData(normal));
        const auto *rgba = reinterpret_cast<const unsigned char *>(accessorData(colour));
        const auto *tri = reinterpret_cast<const std::uint32_t *>(accessorData(indices));
        const std::array<QRgb, kTerrainKindCount> fills = fillColours(LayersDefault);
        int lake = 0;
        for (int r = 0; r < n; r += 4)
            for (int i = 0; i < n; i += 3) {
                const int k = r * n + i;
                const double gx = -300.0 + 25.0 * i, gy = -1100.0 - 20.0 * r;
                QCOMPARE(p[3 * k], float(25.0 * i));
                QCOMPARE(p[3 * k + 1], float(m_terrain.height(gx, gy)));
                QCOMPARE(p[3 * k + 2], float(20.0 * r));
                QVERIFY(std::abs(std::hypot(nrm[3 * k], nrm[3 * k + 1], nrm[3 * k + 2]) - 1.0) <
                        1e-5);
                QVERIFY(nrm[3 * k + 1] > 0);
                const Terra t = m_terrain.terra(gx, gy);
                const QRgb expected = fills[std::size_t(t.terrain)];
                QCOMPARE(qRgb(rgba[4 * k], rgba[4 * k + 1], rgba[4 * k + 2]), expected);
                lake += t.terrain == TerrainKind::Lake;
            }
        QVERIFY(lake > 0);
        for (int t = 0; t < 6 * (n - 1) * (n - 1); t += 3) {
            const float *a = p + 3 * tri[t], *b = p + 3 * tri[t + 1], *c = p + 3 * tri[t + 2];
            const double ux = b[0] - a[0], uz = b[2] - a[2], wx = c[0] - a[0], wz = c[2] - a[2];
            QVERIFY2(uz * wx - ux * wz > 0, "counter-clockwise seen from above");
        }
        // Too many vertices for one file: refused before any work.
        QVERIFY(!relf::exportGlbMesh(m_terrain, m_region, 9000, out.path, &out.error));
        QVERIFY2(out.error.contains(u"8193"_s), qPrintable(out.error));
    }

    // A heightmap and its sidecar are replaced together or not at all: when
    // the sidecar cannot be written, the old heightmap stays.
    // Contour work is bounded: a profile of ±2^20 once made a 16 m x 16 m
    // SVG of 747 MB; now it is refused with the numbers, and nothing written.
    void vectorMapsRefuseUnboundedContours()
    {
        RelfParameters p = RelfParameters::reference1983();
        for (std::size_t i = 0; i < p.profile.size(); ++i)
            p.profile[i] = i % 2 ? (1 << 20) : -(1 << 20);
        const RelfEvaluator wild(p);
        QTemporaryDir dir;
        for (const auto format : {VectorFormat::Svg, VectorFormat::Pdf}) {
            const QString path =
                dir.filePath(format == VectorFormat::Svg ? u"w.svg"_s : u"w.pdf"_s);
            QString error;
            QVERIFY(!exportVectorMap(wild, {0, 0, 16, 16}, 0.0625, format, path, &error));
            QVERIFY2(error.contains(u"the contours would need"_s) &&
                         error.contains(u"more than the 8000000"_s),
                     qPrintable(error));
            QVERIFY(!QFile::exists(path));
        }
    }

    // Cancel reaches the mesh while it is written, not only while it is
    // sampled: the old file stays and no temporary file is left.
    void meshCancelledWhileWriting()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"m.obj"_s);
        QVERIFY(terrain::testing::writeAll(path, "previous"));
        QString error;
        double furthest = 0;
        const bool ok = relf::exportMesh(m_terrain, m_region, 1025, path, &error, [&](double done) {
            furthest = std::max(furthest, done);
            return done < 0.6; // well into the writing
        });
        QVERIFY(!ok);
        QCOMPARE(error, u"cancelled"_s);
        QVERIFY(furthest > 0.2 && furthest < 0.8);
        QCOMPARE(readAll(path), QByteArray("previous"));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{u"m.obj"_s});
    }

    void vectorMapsHoldVectorContours()
    {
        QTemporaryDir dir;
        QString error;
        const exporting::Region town{-1500, 650, 300, 200};
        const QString svg = dir.filePath(u"m.svg"_s);
        QVERIFY2(relf::exportVectorMap(m_terrain, town, 1.0, relf::VectorFormat::Svg, svg, &error),
                 qPrintable(error));
        const QByteArray text = readAll(svg);
        QVERIFY(text.contains("<svg"));
        QVERIFY(text.contains("viewBox=\"0 0 300 200\""));
        // Contours are brown stroked paths, buildings rectangles: vectors,
        // not pixels (the generator groups elements of one style under <g>).
        QVERIFY(text.contains("stroke=\"#d15c00\""));
        QVERIFY(text.count("<rect") > 10);
        QVERIFY(QSvgRenderer(svg).isValid());
        // Every contour line starts on its level: the ground height at its
        // first point is within a few centimetres of a multiple of 5 m.
        const QByteArray plain = "<g fill=\"none\" stroke=\"#d15c00\" stroke-width=\"1\"";
        const qsizetype group = text.indexOf(plain);
        QVERIFY(group > 0);
        const qsizetype d = text.indexOf("d=\"", group) + 3;
        const QList<QByteArray> subpaths = text.mid(d, text.indexOf('"', d) - d).split('M');
        QVERIFY(subpaths.size() > 100);
        for (qsizetype i = 1; i < subpaths.size(); ++i) {
            const QList<QByteArray> xy = subpaths[i].split('L').first().split(',');
            QCOMPARE(xy.size(), 2);
            const double h = m_terrain.height(town.x0 + xy[0].toDouble(),
                                              town.y0 + town.height - xy[1].toDouble());
            QVERIFY2(std::abs(h - 5 * std::round(h / 5)) < 0.1, subpaths[i].left(40).constData());
        }
        QVERIFY(text.contains("<image")); // the vegetation underneath
        const QString pdf = dir.filePath(u"m.pdf"_s);
        QVERIFY(relf::exportVectorMap(m_terrain, town, 1.0, relf::VectorFormat::Pdf, pdf, &error));
        const QByteArray doc = readAll(pdf);
        QVERIFY(doc.startsWith("%PDF-"));
        QCOMPARE(doc.count("/Type /Page\n"), 1); // one page (besides the /Pages tree)
        // Too large a map is refused and nothing is written.
        QVERIFY(!relf::exportVectorMap(m_terrain, {0, 0, 1e6, 10}, 1.0, relf::VectorFormat::Svg,
                                       dir.filePath(u"big.svg"_s), &error));
        QVERIFY(error.startsWith(u"region:"_s));
        QVERIFY(!QFile::exists(dir.filePath(u"big.svg"_s)));
        // So is one whose picture would pass 8192 x 8192 pixels (its areas
        // and its contour grid are held whole), whatever the format; the
        // file already there stays as it was.
        const QByteArray before = readAll(pdf);
        for (const auto format : {relf::VectorFormat::Svg, relf::VectorFormat::Pdf}) {
            QVERIFY(
                !relf::exportVectorMap(m_terrain, {0, 0, 8193, 8192}, 1.0, format, pdf, &error));
            QVERIFY2(error.contains(u"8193 x 8192 pixels"_s), qPrintable(error));
            QCOMPARE(readAll(pdf), before);
        }
        // Exactly 8192 x 8192 passes the size check (and then refuses its
        // contours, past 8,000,000 segments here, still writing nothing).
        QVERIFY(!relf::exportVectorMap(m_terrain, {0, 0, 8192, 8192}, 1.0, relf::VectorFormat::Pdf,
                                       pdf, &error));
        QVERIFY2(error.contains(u"segments"_s), qPrintable(error));
        QCOMPARE(readAll(pdf), before);
    }

    // Raster and vector maps draw the same symbol for a cave mouth (an arc
    // facing downhill), where the vector map once drew a mine triangle.
    void caveMouthsMatchBetweenRasterAndVector()
    {
        RelfParameters p = RelfParameters::reference1983();
        p.features.mask = 0xfff;
        p.mines.caveSlope = 0.05; // most shafts count as cave mouths
        const RelfEvaluator e(p);
        std::optional<Terra> cave;
        for (const Terra &t : e.featuresIn(-2000, -2000, 2000, 2000))
            if (t.feature == Feature::Mine && isCaveMouth(e, t)) {
                cave = t;
                break;
            }
        QVERIFY(cave);
        QTemporaryDir dir;
        const exporting::Region region{cave->x - 20, cave->y - 20, 40, 40};
        render::MapRenderSettings style;
        style.layers = LayerFeatures; // symbols only, on white
        QString error;
        QVERIFY2(exportRasterMap(e, region, 0.25, dir.filePath(u"m.png"_s), &error, style),
                 qPrintable(error));
        QVERIFY2(exportVectorMap(e, region, 0.25, VectorFormat::Svg, dir.filePath(u"m.svg"_s),
                                 &error, style),
                 qPrintable(error));
        const QImage raster =
            QImage(dir.filePath(u"m.png"_s)).convertToFormat(QImage::Format_RGB32);
        QImage vector(raster.size(), QImage::Format_RGB32);
        vector.fill(Qt::white);
        {
            QPainter painter(&vector);
            QSvgRenderer(dir.filePath(u"m.svg"_s)).render(&painter);
        }
        if (qEnvironmentVariableIsSet("TERRAIN_KEEP_PICTURES")) {
            raster.save(u"/tmp/cave-raster.png"_s);
            vector.save(u"/tmp/cave-vector.png"_s);
        }
        // The dark pixels round the mouth's centre overlap mostly.
        const QPoint c(raster.width() / 2, raster.height() / 2);
        int both = 0, either = 0;
        for (int y = c.y() - 12; y <= c.y() + 12; ++y)
            for (int x = c.x() - 12; x <= c.x() + 12; ++x) {
                const auto dark = [](QRgb v) {
                    return qRed(v) < 90 && qGreen(v) < 90 && qBlue(v) < 90;
                };
                const bool a = dark(raster.pixel(x, y)), b = dark(vector.pixel(x, y));
                both += a && b;
                either += a || b;
            }
        QVERIFY(either > 10);
        QVERIFY2(both >= either * 0.6,
                 qPrintable(QStringLiteral("%1 of %2").arg(both).arg(either)));
    }

    // Maps for map tools: the OpenOrienteering Mapper file read back as
    // XML. Each kind's areas cover exactly its cells (shoelace areas against
    // a count of the raster), each point feature stands where terra has it
    // with its ISOM symbol, and the georeferencing ties the map's origin to
    // the region's centre.
    void omapHoldsTheMap()
    {
        const exporting::Region region = exportRegion(ExportRegion::TownToMoor);
        OutputFile out(u"r.omap"_s);
        const double c = 8;
        QVERIFY2(relf::exportOmap(m_terrain, region, c, out.path, &out.error),
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
        QCOMPARE(refX, region.x0 + region.width / 2);
        QCOMPARE(refY, region.y0 + region.height / 2);
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
                    m_terrain.terra(region.x0 + i * c, region.y0 + region.height - r * c).terrain;
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
        const exporting::Region region = exportRegion(ExportRegion::TownToMoor);
        QTemporaryDir dir;
        QString error;
        QVERIFY(
            !relf::exportOmap(m_terrain, {0, 0, 20000, 100}, 1, dir.filePath(u"a.omap"_s), &error));
        QVERIFY2(error.contains(u"each side must be 1 to 2048"_s), qPrintable(error));
        QVERIFY(!relf::exportOmap(m_terrain, region, 8, dir.filePath(u"no/a.omap"_s), &error));
        QVERIFY2(error.contains(u"cannot write"_s), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestExportMeshMap)
#include "tst_exportmeshmap.moc"
