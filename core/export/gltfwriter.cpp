#include "gltfwriter.h"

#include "bandstream.h"
#include "heightbands.h"
#include "util/atomicfile.h"
#include "util/parallel.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

#include <array>
#include <cmath>
#include <cstring>
#include <limits>

using namespace Qt::StringLiterals;

namespace terrain::exporting {

namespace {

// glTF's numbers for buffer targets and component types.
constexpr int kArrayBuffer = 34962, kElementArrayBuffer = 34963;
constexpr int kFloat = 5126, kUnsignedByte = 5121, kUnsignedInt = 5125;

void appendU32(QByteArray &bytes, std::uint32_t v)
{
    char b[4];
    std::memcpy(b, &v, 4); // little-endian on every machine this builds for
    bytes.append(b, 4);
}

} // namespace

bool writeGlbMesh(const HeightRows &source, const GlbPlacement &placement,
                  const RowColours &colours, const QString &path, QString *error,
                  const Progress &progress)
{
    const auto fail = [&](const QString &why) {
        *error = why;
        return false;
    };
    const std::size_t w = std::size_t(source.columns), n = std::size_t(source.rows);
    if (w < 2 || n < 2)
        return fail(u"%1: a mesh needs at least 2 × 2 samples"_s.arg(path));
    if (w * n > std::size_t(kMaxGlbSide) * kMaxGlbSide)
        return fail(
            u"%1: %2 × %3 vertices are more than one binary glTF file holds (4 GB)"_s.arg(path)
                .arg(w)
                .arg(n));
    const double dx = placement.columnStep, dz = placement.rowStep;
    const int bandRows = source.bandRows > 0 ? std::min(source.bandRows, int(n))
                                             : bandRowsFor(qint64(w) * 64, int(n));
    // Rows [first - 1, first + count] of heights: the band and its halo.
    std::vector<double> heights(w * std::size_t(bandRows + 2));
    const auto sampleRows = [&](int first, int count) {
        const int lo = std::max(0, first - 1), hi = std::min(int(n) - 1, first + count);
        util::parallelFor(std::size_t(hi - lo + 1), 1, util::idealThreads(),
                          [&](std::size_t b, std::size_t e) {
                              for (std::size_t k = b; k < e; ++k)
                                  source.fill(lo + int(k), std::span(heights.data() + k * w, w));
                          });
        return lo;
    };
    // A first pass for the heights' bounds, which the positions' accessor
    // gives before any vertex; the file is then written front to back.
    float yLo = std::numeric_limits<float>::max(), yHi = -yLo;
    const auto scan = [&](int, int first, int count) {
        const int lo = sampleRows(first, count);
        for (std::size_t k = std::size_t(first - lo) * w; k < std::size_t(first - lo + count) * w;
             ++k) {
            yLo = std::min(yLo, float(heights[k]));
            yHi = std::max(yHi, float(heights[k]));
        }
    };
    if (streamBands(
            {int(n), bandRows}, scan, [](int, int, int) { return true; },
            stage(progress, 0.0, 0.25)) != BandResult::Done)
        return fail(u"cancelled"_s);

    // The binary chunk: positions, normals, colours (RGBA bytes), indices.
    const qint64 count = qint64(w * n), triangles = qint64(2 * (w - 1) * (n - 1));
    const qint64 posAt = 0, norAt = posAt + count * 12, colAt = norAt + count * 12,
                 idxAt = colAt + count * 4, binSize = idxAt + triangles * 12;
    const auto view = [](qint64 at, qint64 bytes, int target) {
        return QJsonObject{{u"buffer"_s, 0},
                           {u"byteOffset"_s, at},
                           {u"byteLength"_s, bytes},
                           {u"target"_s, target}};
    };
    const float xHi = float(double(w - 1) * dx), zHi = float(double(n - 1) * dz);
    const QJsonObject json{
        {u"asset"_s, QJsonObject{{u"version"_s, u"2.0"_s}, {u"generator"_s, u"Terrain Studio"_s}}},
        {u"scene"_s, 0},
        {u"scenes"_s, QJsonArray{QJsonObject{{u"nodes"_s, QJsonArray{0}}}}},
        {u"nodes"_s,
         QJsonArray{QJsonObject{
             {u"mesh"_s, 0},
             {u"name"_s, u"terrain"_s},
             {u"extras"_s, QJsonObject{{u"origin_east"_s, placement.west},
                                       {u"origin_north"_s, placement.north},
                                       {u"axes"_s, u"x east, y up, z south, metres"_s}}}}}},
        {u"meshes"_s, QJsonArray{QJsonObject{
                          {u"name"_s, u"terrain"_s},
                          {u"primitives"_s,
                           QJsonArray{QJsonObject{{u"attributes"_s, QJsonObject{{u"POSITION"_s, 0},
                                                                                {u"NORMAL"_s, 1},
                                                                                {u"COLOR_0"_s, 2}}},
                                                  {u"indices"_s, 3},
                                                  {u"mode"_s, 4}}}}}}},
        {u"buffers"_s, QJsonArray{QJsonObject{{u"byteLength"_s, binSize}}}},
        {u"bufferViews"_s,
         QJsonArray{view(posAt, count * 12, kArrayBuffer), view(norAt, count * 12, kArrayBuffer),
                    view(colAt, count * 4, kArrayBuffer),
                    view(idxAt, triangles * 12, kElementArrayBuffer)}},
        {u"accessors"_s, QJsonArray{QJsonObject{{u"bufferView"_s, 0},
                                                {u"componentType"_s, kFloat},
                                                {u"count"_s, count},
                                                {u"type"_s, u"VEC3"_s},
                                                {u"min"_s, QJsonArray{0.0, yLo, 0.0}},
                                                {u"max"_s, QJsonArray{xHi, yHi, zHi}}},
                                    QJsonObject{{u"bufferView"_s, 1},
                                                {u"componentType"_s, kFloat},
                                                {u"count"_s, count},
                                                {u"type"_s, u"VEC3"_s}},
                                    QJsonObject{{u"bufferView"_s, 2},
                                                {u"componentType"_s, kUnsignedByte},
                                                {u"normalized"_s, true},
                                                {u"count"_s, count},
                                                {u"type"_s, u"VEC4"_s}},
                                    QJsonObject{{u"bufferView"_s, 3},
                                                {u"componentType"_s, kUnsignedInt},
                                                {u"count"_s, triangles * 3},
                                                {u"type"_s, u"SCALAR"_s}}}}};
    QByteArray text = QJsonDocument(json).toJson(QJsonDocument::Compact);
    while (text.size() % 4)
        text.append(' ');
    QByteArray head;
    head.append("glTF", 4);
    appendU32(head, 2);
    appendU32(head, std::uint32_t(12 + 8 + text.size() + 8 + binSize));
    appendU32(head, std::uint32_t(text.size()));
    head.append("JSON", 4);
    head.append(text);
    appendU32(head, std::uint32_t(binSize)); // a multiple of 4: every section is
    head.append("BIN\0", 4);
    const qint64 binStart = head.size();

    QSaveFile f(path);
    QString writeError;
    const auto cannot = [&](qint64 bytes) { return cannotWrite(path, f, bytes); };
    if (const QString why = util::lackOfSpace(path, binStart + binSize); !why.isEmpty())
        return fail(u"%1: cannot write: %2"_s.arg(path, why));
    if (!f.open(QIODevice::WriteOnly) || f.write(head) != head.size())
        return fail(cannot(binStart + binSize));
    // Vertices a band at a time: positions, normals and colours each go to
    // their own section.
    struct VertexBand
    {
        std::vector<float> positions, normals;
        std::vector<quint8> rgba;
        std::vector<QRgb> rgb;
    };
    std::array<VertexBand, 2> slots;
    for (VertexBand &v : slots) {
        v.positions.resize(w * std::size_t(bandRows) * 3);
        v.normals.resize(v.positions.size());
        v.rgba.resize(w * std::size_t(bandRows) * 4);
        v.rgb.resize(w * std::size_t(bandRows));
    }
    const auto vertices = [&](int slot, int first, int rowsInBand) {
        const int lo = sampleRows(first, rowsInBand);
        VertexBand &v = slots[std::size_t(slot)];
        util::parallelFor(
            std::size_t(rowsInBand), 1, util::idealThreads(), [&](std::size_t b, std::size_t e) {
                for (std::size_t k = b; k < e; ++k) {
                    const std::size_t r = std::size_t(first) + k;
                    colours(int(r), std::span(v.rgb.data() + k * w, w));
                    const auto rowOf = [&](std::size_t row) {
                        return heights.data() + (row - std::size_t(lo)) * w;
                    };
                    const double *row = rowOf(r);
                    const std::size_t northR = r == 0 ? r : r - 1, southR = r + 1 == n ? r : r + 1;
                    const double *north = rowOf(northR), *south = rowOf(southR);
                    const double zSpan = dz * double(southR - northR);
                    for (std::size_t i = 0; i < w; ++i) {
                        const std::size_t west = i == 0 ? i : i - 1, east = i + 1 == w ? i : i + 1;
                        const double sx = (row[east] - row[west]) / (dx * double(east - west));
                        const double sz = (south[i] - north[i]) / zSpan;
                        const double inv = 1.0 / std::sqrt(sx * sx + 1.0 + sz * sz);
                        float *p = v.positions.data() + (k * w + i) * 3,
                              *q = v.normals.data() + (k * w + i) * 3;
                        p[0] = float(double(i) * dx);
                        p[1] = float(row[i]);
                        p[2] = float(double(r) * dz);
                        q[0] = float(-sx * inv);
                        q[1] = float(inv);
                        q[2] = float(-sz * inv);
                        const QRgb c = v.rgb[k * w + i];
                        quint8 *a = v.rgba.data() + (k * w + i) * 4;
                        a[0] = quint8(qRed(c));
                        a[1] = quint8(qGreen(c));
                        a[2] = quint8(qBlue(c));
                        a[3] = 255;
                    }
                }
            });
    };
    const auto writeAt = [&](qint64 at, const void *data, qint64 bytes) {
        return f.seek(binStart + at) && f.write(static_cast<const char *>(data), bytes) == bytes;
    };
    const auto writeVertices = [&](int slot, int first, int rowsInBand) {
        const VertexBand &v = slots[std::size_t(slot)];
        const qint64 k = qint64(first) * qint64(w), m = qint64(rowsInBand) * qint64(w);
        if (writeAt(posAt + k * 12, v.positions.data(), m * 12) &&
            writeAt(norAt + k * 12, v.normals.data(), m * 12) &&
            writeAt(colAt + k * 4, v.rgba.data(), m * 4))
            return true;
        writeError = cannot(m * 28);
        return false;
    };
    BandResult result =
        streamBands({int(n), bandRows}, vertices, writeVertices, stage(progress, 0.25, 0.55));
    // Indices: row r lies north of row r + 1 (smaller z), so a, c, b and
    // b, c, d turn counter-clockwise seen from above.
    std::array<std::vector<std::uint32_t>, 2> indices;
    const auto cells = [&](int slot, int first, int rowsInBand) {
        std::vector<std::uint32_t> &out = indices[std::size_t(slot)];
        out.clear();
        for (std::size_t r = std::size_t(first); r < std::size_t(first + rowsInBand); ++r)
            for (std::size_t i = 0; i + 1 < w; ++i) {
                const auto a = std::uint32_t(r * w + i), b = a + 1, c = a + std::uint32_t(w),
                           d = c + 1;
                out.insert(out.end(), {a, c, b, b, c, d});
            }
    };
    const auto writeCells = [&](int slot, int first, int) {
        const std::vector<std::uint32_t> &in = indices[std::size_t(slot)];
        if (writeAt(idxAt + qint64(first) * qint64(w - 1) * 24, in.data(), qint64(in.size()) * 4))
            return true;
        writeError = cannot(qint64(in.size()) * 4);
        return false;
    };
    if (result == BandResult::Done)
        result = streamBands({int(n - 1), bandRows}, cells, writeCells, stage(progress, 0.8, 0.2));
    if (result != BandResult::Done || !util::commitSaveFile(f)) {
        f.cancelWriting();
        return fail(result == BandResult::Cancelled ? u"cancelled"_s
                    : writeError.isEmpty()          ? cannot(0)
                                                    : writeError);
    }
    return true;
}

} // namespace terrain::exporting
