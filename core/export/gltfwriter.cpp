#include "gltfwriter.h"

#include "util/parallel.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

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
    const auto stage = [&progress](double from, double span) {
        return [&progress, from, span](double done) {
            return !progress || progress(from + span * done);
        };
    };
    const HeightGrid grid = sampleRows(source, stage(0.0, 0.5));
    if (grid.heights.empty())
        return fail(u"cancelled"_s);
    const std::size_t count = w * n;
    std::vector<float> positions(count * 3), normals(count * 3);
    std::vector<QRgb> rgb(count);
    const double dx = placement.columnStep, dz = placement.rowStep;
    util::parallelFor(n, 16, util::idealThreads(), [&](std::size_t b, std::size_t e) {
        for (std::size_t r = b; r < e; ++r) {
            colours(int(r), std::span(rgb.data() + r * w, w));
            const double *row = grid.heights.data() + r * w;
            const double *north = grid.heights.data() + (r == 0 ? r : r - 1) * w;
            const double *south = grid.heights.data() + (r + 1 == n ? r : r + 1) * w;
            const double zSpan = dz * double((r + 1 == n ? r : r + 1) - (r == 0 ? r : r - 1));
            for (std::size_t i = 0; i < w; ++i) {
                const std::size_t west = i == 0 ? i : i - 1, east = i + 1 == w ? i : i + 1;
                const double sx = (row[east] - row[west]) / (dx * double(east - west));
                const double sz = (south[i] - north[i]) / zSpan;
                const double inv = 1.0 / std::sqrt(sx * sx + 1.0 + sz * sz);
                float *p = positions.data() + (r * w + i) * 3,
                      *q = normals.data() + (r * w + i) * 3;
                p[0] = float(double(i) * dx);
                p[1] = float(row[i]);
                p[2] = float(double(r) * dz);
                q[0] = float(-sx * inv);
                q[1] = float(inv);
                q[2] = float(-sz * inv);
            }
        }
    });
    if (progress && !progress(0.7))
        return fail(u"cancelled"_s);

    // The binary chunk: positions, normals, colours (RGBA bytes), indices.
    QByteArray bin;
    const auto add = [&bin](const void *data, std::size_t bytes) {
        const auto at = bin.size();
        bin.append(static_cast<const char *>(data), qsizetype(bytes));
        return std::pair{qint64(at), qint64(bytes)};
    };
    const auto pos = add(positions.data(), positions.size() * sizeof(float));
    const auto nor = add(normals.data(), normals.size() * sizeof(float));
    QByteArray colourBytes(qsizetype(count * 4), Qt::Uninitialized);
    for (std::size_t k = 0; k < count; ++k) {
        colourBytes[qsizetype(4 * k)] = char(qRed(rgb[k]));
        colourBytes[qsizetype(4 * k + 1)] = char(qGreen(rgb[k]));
        colourBytes[qsizetype(4 * k + 2)] = char(qBlue(rgb[k]));
        colourBytes[qsizetype(4 * k + 3)] = char(255);
    }
    const auto col = add(colourBytes.constData(), std::size_t(colourBytes.size()));
    std::vector<std::uint32_t> indices;
    indices.reserve((w - 1) * (n - 1) * 6);
    for (std::size_t r = 0; r + 1 < n; ++r)
        for (std::size_t i = 0; i + 1 < w; ++i) {
            // Row r lies north of row r + 1 (smaller z): counter-clockwise from above.
            const auto a = std::uint32_t(r * w + i), b = a + 1, c = a + std::uint32_t(w), d = c + 1;
            indices.insert(indices.end(), {a, c, b, b, c, d});
        }
    const auto idx = add(indices.data(), indices.size() * sizeof(std::uint32_t));
    while (bin.size() % 4)
        bin.append('\0');

    float lo[3] = {std::numeric_limits<float>::max(), std::numeric_limits<float>::max(),
                   std::numeric_limits<float>::max()};
    float hi[3] = {-lo[0], -lo[1], -lo[2]};
    for (std::size_t k = 0; k < count; ++k)
        for (int c = 0; c < 3; ++c) {
            lo[c] = std::min(lo[c], positions[3 * k + std::size_t(c)]);
            hi[c] = std::max(hi[c], positions[3 * k + std::size_t(c)]);
        }
    const auto view = [](std::pair<qint64, qint64> range, int target) {
        return QJsonObject{{u"buffer"_s, 0},
                           {u"byteOffset"_s, range.first},
                           {u"byteLength"_s, range.second},
                           {u"target"_s, target}};
    };
    const qint64 vertices = qint64(count);
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
        {u"buffers"_s, QJsonArray{QJsonObject{{u"byteLength"_s, qint64(bin.size())}}}},
        {u"bufferViews"_s, QJsonArray{view(pos, kArrayBuffer), view(nor, kArrayBuffer),
                                      view(col, kArrayBuffer), view(idx, kElementArrayBuffer)}},
        {u"accessors"_s, QJsonArray{QJsonObject{{u"bufferView"_s, 0},
                                                {u"componentType"_s, kFloat},
                                                {u"count"_s, vertices},
                                                {u"type"_s, u"VEC3"_s},
                                                {u"min"_s, QJsonArray{lo[0], lo[1], lo[2]}},
                                                {u"max"_s, QJsonArray{hi[0], hi[1], hi[2]}}},
                                    QJsonObject{{u"bufferView"_s, 1},
                                                {u"componentType"_s, kFloat},
                                                {u"count"_s, vertices},
                                                {u"type"_s, u"VEC3"_s}},
                                    QJsonObject{{u"bufferView"_s, 2},
                                                {u"componentType"_s, kUnsignedByte},
                                                {u"normalized"_s, true},
                                                {u"count"_s, vertices},
                                                {u"type"_s, u"VEC4"_s}},
                                    QJsonObject{{u"bufferView"_s, 3},
                                                {u"componentType"_s, kUnsignedInt},
                                                {u"count"_s, qint64(indices.size())},
                                                {u"type"_s, u"SCALAR"_s}}}}};
    QByteArray text = QJsonDocument(json).toJson(QJsonDocument::Compact);
    while (text.size() % 4)
        text.append(' ');

    QByteArray file;
    file.reserve(12 + 8 + text.size() + 8 + bin.size());
    file.append("glTF", 4);
    appendU32(file, 2);
    appendU32(file, std::uint32_t(12 + 8 + text.size() + 8 + bin.size()));
    appendU32(file, std::uint32_t(text.size()));
    file.append("JSON", 4);
    file.append(text);
    appendU32(file, std::uint32_t(bin.size()));
    file.append("BIN\0", 4);
    file.append(bin);
    if (progress && !progress(0.9))
        return fail(u"cancelled"_s);
    return writeFileAtomically(path, file, error);
}

} // namespace terrain::exporting
