#include "splatexport.h"

#include "export/bandstream.h"
#include "export/heightbands.h"
#include "export/pngstream.h"
#include "util/atomicfile.h"
#include "util/parallel.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>

#include <array>
#include <memory>

using namespace Qt::StringLiterals;

namespace terrain::relf {

QStringList splatImagePaths(const QString &path)
{
    const qsizetype dot = path.lastIndexOf(u'.');
    const qsizetype slash = path.lastIndexOf(u'/');
    const QString stem = dot > slash ? path.left(dot) : path;
    QStringList out;
    for (int k = 0; k < kSplatImages; ++k)
        out << u"%1-%2.png"_s.arg(stem).arg(k);
    return out;
}

QString splatSidecarPath(const QString &path)
{
    const qsizetype dot = path.lastIndexOf(u'.');
    const qsizetype slash = path.lastIndexOf(u'/');
    return (dot > slash ? path.left(dot) : path) + u".json"_s;
}

namespace {

QByteArray sidecar(const Region &region, int size, const QStringList &images)
{
    QJsonArray list;
    for (int k = 0; k < kSplatImages; ++k) {
        QJsonArray channels;
        for (int c = 0; c < kSplatKindsPerImage; ++c) {
            const int kind = k * kSplatKindsPerImage + c;
            channels.append(kind < kTerrainKindCount
                                ? QString::fromLatin1(terrainKindName(TerrainKind(kind)))
                                : QString());
        }
        list.append(
            QJsonObject{{u"file"_s, QFileInfo(images[k]).fileName()}, {u"channels"_s, channels}});
    }
    const QJsonObject o{
        {u"format"_s, u"terrainstudio-splat"_s},
        {u"size"_s, size},
        {u"region"_s, QJsonObject{{u"x0"_s, region.x0},
                                  {u"y0"_s, region.y0},
                                  {u"width"_s, region.width},
                                  {u"height"_s, region.height}}},
        {u"rows"_s,
         u"first row northmost; x = x0 + i*width/(size-1), y = y0 + height - r*height/(size-1)"_s},
        {u"weights"_s, u"255 in the channel of the sample's terrain kind, 0 in the others"_s},
        {u"images"_s, list}};
    return QJsonDocument(o).toJson();
}

} // namespace

bool exportSplatMaps(const RelfEvaluator &terrain, const Region &region, int size,
                     const QString &path, QString *error, const Progress &progress, int bandRows)
{
    if (const QString why = checkGrid(region, size, kMaxHeightmapSize); !why.isEmpty()) {
        *error = why;
        return false;
    }
    const QStringList paths = splatImagePaths(path);
    const QString sidecarPath = splatSidecarPath(path);
    const auto w = std::size_t(size);
    const double dx = region.width / (size - 1), dy = region.height / (size - 1);
    // Every file is opened beside its target first and put in place only
    // when all are written.
    std::vector<std::unique_ptr<QSaveFile>> files;
    std::vector<std::unique_ptr<exporting::PngStream>> pngs;
    QString writeError;
    const auto fail = [&](const QString &why) {
        for (auto &f : files)
            f->cancelWriting();
        *error = why;
        return false;
    };
    const auto cannot = [](const QString &file, const QFileDevice &f, qint64 bytes) {
        return exporting::cannotWrite(file, f, bytes);
    };
    for (const QString &p : paths) {
        files.push_back(std::make_unique<QSaveFile>(p));
        if (!files.back()->open(QIODevice::WriteOnly))
            return fail(cannot(p, *files.back(), 0));
        pngs.push_back(std::make_unique<exporting::PngStream>(
            *files.back(), size, size, exporting::PngStream::Pixels::Argb32));
        if (!pngs.back()->writeHeader())
            return fail(cannot(p, *files.back(), 0));
    }
    const int rows = bandRows > 0 ? std::min(bandRows, size)
                                  : exporting::bandRowsFor(qint64(w) * 4 * kSplatImages, size);
    std::array<std::vector<quint32>, 2> pixels; // [slot]: image k's rows one after another
    for (auto &p : pixels)
        p.resize(w * std::size_t(rows) * kSplatImages);
    const auto produce = [&](int slot, int first, int count) {
        quint32 *out = pixels[std::size_t(slot)].data();
        const std::size_t plane = w * std::size_t(count);
        util::parallelFor(
            std::size_t(count), 1, util::idealThreads(), [&](std::size_t b, std::size_t e) {
                std::vector<TerrainKind> kinds(w);
                std::vector<double> heights(w);
                for (std::size_t r = b; r < e; ++r) {
                    terrain.mapRow(region.x0,
                                   region.y0 + region.height - double(first + int(r)) * dy, dx,
                                   kinds, heights);
                    for (std::size_t k = 0; k < std::size_t(kSplatImages); ++k)
                        std::fill_n(out + k * plane + r * w, w, 0u);
                    for (std::size_t i = 0; i < w; ++i) {
                        const int kind = int(kinds[i]);
                        // ARGB32: alpha 24, red 16, green 8, blue 0.
                        static constexpr int kShift[4] = {16, 8, 0, 24};
                        out[std::size_t(kind / kSplatKindsPerImage) * plane + r * w + i] =
                            0xffu << kShift[kind % kSplatKindsPerImage];
                    }
                }
            });
    };
    const auto write = [&](int slot, int, int count) {
        const quint32 *in = pixels[std::size_t(slot)].data();
        const std::size_t plane = w * std::size_t(count);
        for (std::size_t k = 0; k < pngs.size(); ++k)
            for (int r = 0; r < count; ++r)
                if (!pngs[k]->writeRow(in + k * plane + std::size_t(r) * w)) {
                    writeError = cannot(paths[qsizetype(k)], *files[k], qint64(plane) * 4);
                    return false;
                }
        return true;
    };
    const exporting::BandResult result =
        exporting::streamBands({size, rows}, produce, write, progress);
    if (result == exporting::BandResult::Cancelled)
        return fail(u"cancelled"_s);
    if (result == exporting::BandResult::Failed)
        return fail(writeError);
    for (std::size_t k = 0; k < pngs.size(); ++k)
        if (!pngs[k]->finish())
            return fail(cannot(paths[qsizetype(k)], *files[k], 0));
    QSaveFile side(sidecarPath);
    const QByteArray json = sidecar(region, size, paths);
    if (!side.open(QIODevice::WriteOnly) || side.write(json) != json.size())
        return fail(cannot(sidecarPath, side, json.size()));
    // Renames cannot be made one; each is atomic, and they follow the
    // writing that can fail for want of room.
    for (std::size_t k = 0; k < files.size(); ++k)
        if (!util::commitSaveFile(*files[k])) {
            *error = cannot(paths[qsizetype(k)], *files[k], 0);
            for (std::size_t j = k + 1; j < files.size(); ++j)
                files[j]->cancelWriting();
            side.cancelWriting();
            return false;
        }
    if (!util::commitSaveFile(side)) {
        *error = cannot(sidecarPath, side, json.size());
        return false;
    }
    return true;
}

} // namespace terrain::relf
