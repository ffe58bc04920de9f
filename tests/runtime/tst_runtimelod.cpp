// The runtime's levels of detail through the C API and the C++ header: the
// chunks and meshes the studio's 3-D view draws (relf/terrainlod), bit for
// bit; each vertex's height is tr_height's; bad settings are refused.
#include "terrainruntime.h"
#include "terrainruntime.hpp"
#include "testcolumns.h"

#include "relf/model/parameterfile.h"
#include "relf/terrainlod.h"

#include <QTest>

#include <cmath>
#include <cstring>
#include <vector>

using namespace terrain;
using namespace terrain::relf;
using namespace Qt::StringLiterals;

class TestRuntimeLod : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // Levels of detail: the chunks and meshes the studio's 3-D view draws,
    // through the C API; each vertex's height is tr_height's.
    void lodChunksAreTheStudios()
    {
        const terrainruntime::World world = terrainruntime::World::openString(
            writeParameters(RelfParameters::reference1983()).toStdString());
        tr_world *const w = world.handle();
        tr_lod_settings s;
        tr_lod_defaults(&s);
        const relf::LodSettings studio;
        QCOMPARE(s.cells, studio.cells);
        QCOMPARE(s.split_factor, studio.splitFactor);
        s.view_distance = 3000.0;
        const std::int64_t n = tr_lod_chunks(&s, 120.0, -40.0, 300.0, 200.0, 80.0, nullptr, 0);
        QVERIFY(n > 50);
        std::vector<tr_lod_chunk> chunks(std::size_t(n) + 3);
        QCOMPARE(tr_lod_chunks(&s, 120.0, -40.0, 300.0, 200.0, 80.0, chunks.data(), chunks.size()),
                 n);
        chunks.resize(std::size_t(n));
        relf::LodSettings mine;
        mine.viewDistance = 3000.0;
        const std::vector<relf::LodChunk> expected =
            relf::selectLodChunks(mine, 120.0, -40.0, {300.0, 200.0, 80.0});
        QCOMPARE(std::size_t(n), expected.size());
        for (std::size_t k = 0; k < expected.size(); ++k) {
            QCOMPARE(chunks[k].level, expected[k].level);
            QCOMPARE(chunks[k].i, expected[k].i);
            QCOMPARE(chunks[k].j, expected[k].j);
            for (std::size_t e = 0; e < 4; ++e)
                QCOMPARE(int(chunks[k].edges[e]), int(expected[k].edges[e]));
        }
        std::vector<tr_lod_vertex> vertices(17 * 17);
        for (const std::size_t k : {std::size_t(0), std::size_t(n) / 2, std::size_t(n) - 1}) {
            const tr_lod_chunk &c = chunks[k];
            QCOMPARE(tr_lod_mesh(w, &s, &c, 120.0, -40.0, vertices.data()), int(TR_OK));
            const double side = 32.0 * std::ldexp(1.0, c.level), step = side / 16.0;
            for (int b = 0; b <= 16; b += 4)
                for (int a = 0; a <= 16; a += 4) {
                    const tr_lod_vertex &v = vertices[std::size_t(b * 17 + a)];
                    const double gx = double(c.i) * side + a * step;
                    const double gy = double(c.j + 1) * side - b * step;
                    QCOMPARE(v.x, float(gx - 120.0));
                    QCOMPARE(v.z, float(-40.0 - gy));
                    QCOMPARE(v.y, float(tr_height(w, gx, gy)));
                }
        }
        // A vertex on an edge beside a coarser chunk is drawn wholly coarse.
        int beside = 0;
        for (const tr_lod_chunk &c : chunks)
            for (int e = 0; e < 4; ++e)
                if (c.edges[e] == 1) {
                    QCOMPARE(tr_lod_mesh(w, &s, &c, 120.0, -40.0, vertices.data()), int(TR_OK));
                    const int at = e == 0 ? 17 : e == 1 ? 33 : e == 2 ? 16 * 17 + 1 : 1;
                    const tr_lod_vertex &v = vertices[std::size_t(at)];
                    QCOMPARE(tr_lod_morph(&v, 0.0f, 0.0f, 80.0f, s.morph_start), 1.0f);
                    ++beside;
                }
        QVERIFY(beside > 10);
        std::vector<std::uint32_t> indices(6 * 16 * 16);
        QCOMPARE(tr_lod_indices(16, indices.data(), indices.size()), qint64(6 * 16 * 16));
        QCOMPARE(indices[0], 0u);
        QCOMPARE(indices[1], 17u); // south of the first
        QCOMPARE(indices[2], 1u);
        // The C++ header gives the same.
        const std::vector<tr_lod_chunk> again =
            terrainruntime::lodChunks(s, 120.0, -40.0, 300.0, 200.0, 80.0);
        QCOMPARE(again.size(), chunks.size());
        QCOMPARE(again.back().i, chunks.back().i);
        const std::vector<tr_lod_vertex> mesh = world.lodMesh(s, chunks[5], 120.0, -40.0);
        QCOMPARE(tr_lod_mesh(w, &s, &chunks[5], 120.0, -40.0, vertices.data()), int(TR_OK));
        QCOMPARE(mesh.size(), vertices.size());
        QCOMPARE(std::memcmp(mesh.data(), vertices.data(), mesh.size() * sizeof(tr_lod_vertex)), 0);
        // Bad settings and arguments are refused.
        tr_lod_settings bad = s;
        bad.cells = 15;
        QCOMPARE(tr_lod_chunks(&bad, 0, 0, 0, 0, 10, nullptr, 0), qint64(TR_E_ARGUMENT));
        bad = s;
        bad.view_distance = qQNaN();
        QCOMPARE(tr_lod_chunks(&bad, 0, 0, 0, 0, 10, nullptr, 0), qint64(TR_E_ARGUMENT));
        QCOMPARE(tr_lod_chunks(nullptr, 0, 0, 0, 0, 10, nullptr, 0), qint64(TR_E_NULL));
        QCOMPARE(tr_lod_chunks(&s, qInf(), 0, 0, 0, 10, nullptr, 0), qint64(TR_E_ARGUMENT));
        tr_lod_chunk odd = chunks[0];
        odd.edges[2] = 7;
        QCOMPARE(tr_lod_mesh(w, &s, &odd, 0, 0, vertices.data()), int(TR_E_ARGUMENT));
        QCOMPARE(tr_lod_mesh(nullptr, &s, &chunks[0], 0, 0, vertices.data()), int(TR_E_NULL));
        QCOMPARE(tr_lod_indices(3, indices.data(), indices.size()), qint64(TR_E_ARGUMENT));
    }

    // tr_lod_check names the setting that cannot be used, or says nothing.
    void lodCheckNamesTheSetting_data()
    {
        terrain::testing::columns<QString, double, QString>({"field", "value", "named"});
        QTest::newRow("defaults") << QString() << 0.0 << QString();
        QTest::newRow("odd cells") << u"cells"_s << 15.0 << u"cells: expected an even number"_s;
        QTest::newRow("too many cells") << u"cells"_s << 258.0 << u"cells: "_s;
        QTest::newRow("no step") << u"finest_step"_s << 0.0 << u"finest step: "_s;
        QTest::newRow("NaN distance") << u"view_distance"_s << qQNaN() << u"view distance: "_s;
        QTest::newRow("split below 1") << u"split_factor"_s << 0.5 << u"split factor: "_s;
        QTest::newRow("split of 1e300")
            << u"split_factor"_s << 1e300 << u"split factor: expected 1 to 4"_s;
        QTest::newRow("morph at 1") << u"morph_start"_s << 1.0 << u"morph start: "_s;
    }
    void lodCheckNamesTheSetting()
    {
        QFETCH(QString, field);
        QFETCH(double, value);
        QFETCH(QString, named);
        tr_lod_settings s;
        tr_lod_defaults(&s);
        if (field == u"cells"_s)
            s.cells = int(value);
        else if (field == u"finest_step"_s)
            s.finest_step = value;
        else if (field == u"view_distance"_s)
            s.view_distance = value;
        else if (field == u"split_factor"_s)
            s.split_factor = value;
        else if (field == u"morph_start"_s)
            s.morph_start = float(value);
        char *error = nullptr;
        const int status = tr_lod_check(&s, &error);
        const QString text = QString::fromUtf8(error ? error : "");
        tr_free_string(error);
        QCOMPARE(status, named.isEmpty() ? int(TR_OK) : int(TR_E_ARGUMENT));
        QVERIFY2(named.isEmpty() ? text.isEmpty() : text.startsWith(named), qPrintable(text));
        QCOMPARE(tr_lod_check(&s, nullptr), status); // no message asked for
        QCOMPARE(tr_lod_check(nullptr, nullptr), int(TR_E_NULL));
    }
};

QTEST_GUILESS_MAIN(TestRuntimeLod)
#include "tst_runtimelod.moc"
