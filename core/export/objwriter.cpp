// The OBJ mesh writer (heightmapwriter.h): vertex rows sampled and
// formatted a band at a time on all threads, numbers by std::to_chars.
#include "bandstream.h"
#include "heightbands.h"
#include "heightmapwriter.h"
#include "util/atomicfile.h"
#include "util/parallel.h"

#include <QSaveFile>

#include <array>
#include <charconv>

using namespace Qt::StringLiterals;

namespace terrain::exporting {

namespace {

// Appends "v X H Z\n" as printf's "%.6f" would write each number.
char *vertexLine(char *p, double x, double h, double z)
{
    *p++ = 'v';
    for (const double v : {x, h, z}) {
        *p++ = ' ';
        p = std::to_chars(p, p + 40, v, std::chars_format::fixed, 6).ptr;
    }
    *p++ = '\n';
    return p;
}

char *faceLine(char *p, qulonglong a, qulonglong b, qulonglong c)
{
    *p++ = 'f';
    for (const qulonglong v : {a, b, c}) {
        *p++ = ' ';
        p = std::to_chars(p, p + 24, v).ptr;
    }
    *p++ = '\n';
    return p;
}

// Text for a band of rows, each row formatted on its own thread.
struct TextBand
{
    std::vector<std::vector<char>> rows;
    std::vector<std::size_t> lengths;
    void resize(int count, std::size_t capacity)
    {
        rows.resize(std::size_t(count));
        lengths.assign(std::size_t(count), 0);
        for (auto &r : rows)
            r.resize(capacity);
    }
};

} // namespace

bool writeObjMesh(const HeightRows &source, const std::function<QPointF(int i, int r)> &at,
                  const QString &path, QString *error, const Progress &progress)
{
    const auto w = std::size_t(source.columns), n = std::size_t(source.rows);
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly)) {
        *error = cannotWrite(path, f);
        return false;
    }
    QByteArray head = "# Terrain Studio height mesh: x east, y up, z south (metres)\n";
    head += "# " + QByteArray::number(qulonglong(w * n)) + " vertices, " +
            QByteArray::number(qulonglong(2 * (w - 1) * (n - 1))) + " triangles\n";
    QString writeError;
    if (f.write(head) != head.size())
        writeError = cannotWrite(path, f, head.size());
    // A vertex line is at most 3 × 24 characters and "v", spaces, newline;
    // a cell's two face lines at most 6 × 20 and "f", spaces, newlines.
    constexpr std::size_t kVertexChars = 80, kCellChars = 136;
    const int vertexBand =
        source.bandRows > 0 ? source.bandRows : bandRowsFor(qint64(w * kVertexChars), int(n));
    std::array<TextBand, 2> text;
    std::vector<double> heights(w * std::size_t(vertexBand));
    const auto write = [&](int slot, int, int count) {
        const TextBand &t = text[std::size_t(slot)];
        for (std::size_t r = 0; r < std::size_t(count); ++r)
            if (f.write(t.rows[r].data(), qint64(t.lengths[r])) != qint64(t.lengths[r])) {
                writeError = cannotWrite(path, f, qint64(t.lengths[r]));
                return false;
            }
        return true;
    };
    const auto vertices = [&](int slot, int first, int count) {
        sampleBand(source, first, count, heights);
        TextBand &t = text[std::size_t(slot)];
        t.resize(count, w * kVertexChars);
        util::parallelFor(std::size_t(count), 1, util::idealThreads(),
                          [&](std::size_t b, std::size_t e) {
                              for (std::size_t k = b; k < e; ++k) {
                                  char *p = t.rows[k].data();
                                  const int r = first + int(k);
                                  for (std::size_t i = 0; i < w; ++i) {
                                      const QPointF g = at(int(i), r);
                                      p = vertexLine(p, g.x(), heights[k * w + i], -g.y());
                                  }
                                  t.lengths[k] = std::size_t(p - t.rows[k].data());
                              }
                          });
    };
    // Vertex k of row r, column i is r·w + i + 1 (OBJ counts from 1). Rows
    // run south, so (r, i), (r + 1, i), (r + 1, i + 1) turns anticlockwise
    // seen from above.
    const auto faces = [&](int slot, int first, int count) {
        TextBand &t = text[std::size_t(slot)];
        t.resize(count, (w - 1) * kCellChars);
        util::parallelFor(std::size_t(count), 1, util::idealThreads(),
                          [&](std::size_t b, std::size_t e) {
                              for (std::size_t k = b; k < e; ++k) {
                                  char *p = t.rows[k].data();
                                  const std::size_t r = std::size_t(first) + k;
                                  for (std::size_t i = 0; i + 1 < w; ++i) {
                                      const auto a = qulonglong(r * w + i + 1), bb = a + 1,
                                                 c = a + qulonglong(w), d = c + 1;
                                      p = faceLine(faceLine(p, a, c, d), a, d, bb);
                                  }
                                  t.lengths[k] = std::size_t(p - t.rows[k].data());
                              }
                          });
    };
    BandResult result = writeError.isEmpty() ? BandResult::Done : BandResult::Failed;
    if (result == BandResult::Done)
        result = streamBands({int(n), vertexBand}, vertices, write, stage(progress, 0, 0.45));
    if (result == BandResult::Done && n > 1)
        result = streamBands({int(n - 1), source.bandRows > 0
                                              ? source.bandRows
                                              : bandRowsFor(qint64(w * kCellChars), int(n - 1))},
                             faces, write, stage(progress, 0.45, 0.55));
    if (result != BandResult::Done || !util::commitSaveFile(f)) {
        *error = result == BandResult::Cancelled ? u"cancelled"_s
                 : writeError.isEmpty()          ? cannotWrite(path, f)
                                                 : writeError;
        f.cancelWriting();
        return false;
    }
    return true;
}

} // namespace terrain::exporting
