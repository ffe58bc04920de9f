#pragma once
// Reading what a test wrote: a whole file as bytes (empty when it cannot be
// read), a heightmap's hashes and a JSON object; writing a file a test starts from; the files in a
// folder; a progress callback that cancels half way.

#include <QByteArray>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>
#include <QtEndian>

#include <algorithm>
#include <functional>
#include <utility>

namespace terrain::testing {

// A file a test writes, in a temporary folder of its own, and the error
// its writer gives: OutputFile out(u"h.png"_s); write(..., out.path, &out.error).
struct OutputFile
{
    explicit OutputFile(const QString &name)
        : path(dir.filePath(name))
    {
    }
    QTemporaryDir dir;
    const QString path;
    QString error;
};

// A test class's own temporary folder, as a second base after QObject:
// at(name) is a path in it.
class ScratchFolder
{
protected:
    QString at(const QString &name) const { return m_dir.filePath(name); }
    QTemporaryDir m_dir;
};

inline QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Writes bytes as the whole file at path; false when it cannot.
inline bool writeAll(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

// The files in dir, hidden ones too: a temporary file left behind shows.
inline QStringList filesIn(const QString &dir)
{
    return QDir(dir).entryList(QDir::Files | QDir::Hidden);
}

// A progress callback that cancels once half the work is done, and how far
// the work had come when it last asked.
struct CancelHalfWay
{
    double furthest = 0;
    std::function<bool(double)> callback()
    {
        return [this](double done) {
            furthest = std::max(furthest, done);
            return done < 0.5;
        };
    }
    // The work stopped within a tenth of the way after half.
    bool stoppedSoonAfterHalf() const { return furthest >= 0.5 && furthest < 0.6; }
};

// A 16-bit grey PNG's samples, row after row, each little-endian as a RAW
// heightmap holds them (empty when it is no such PNG): what any encoder of
// the same heights must give.
inline QByteArray pngSamples16(const QString &path)
{
    const QImage image(path);
    if (image.format() != QImage::Format_Grayscale16)
        return {};
    QByteArray out;
    out.reserve(qsizetype(image.width()) * image.height() * 2);
    for (int y = 0; y < image.height(); ++y) {
        const auto *row = reinterpret_cast<const quint16 *>(image.constScanLine(y));
        for (int x = 0; x < image.width(); ++x) {
            const quint16 v = qToLittleEndian(row[x]);
            out.append(reinterpret_cast<const char *>(&v), 2);
        }
    }
    return out;
}

// The SHA-256, in hex, of a heightmap export's heights (a PNG's samples as
// above, or a RAW's bytes) and of its .json sidecar: the same for any
// encoder of the same heights.
inline std::pair<QByteArray, QByteArray> heightmapHashes(const QString &path)
{
    const auto sha = [](const QByteArray &bytes) {
        return QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex();
    };
    const bool png = path.endsWith(QStringLiteral(".png"));
    return {sha(png ? pngSamples16(path) : readAll(path)),
            sha(readAll(path + QStringLiteral(".json")))};
}

inline QJsonObject readJson(const QString &path)
{
    return QJsonDocument::fromJson(readAll(path)).object();
}

// The "cases" of a test table beside a test ({"about": ..., "cases": [...]});
// a table that cannot be read, or is empty, stops the test, so no case
// passes by testing nothing.
inline QJsonArray tableCases(const QString &table)
{
    const QJsonArray cases = readJson(table).value(QStringLiteral("cases")).toArray();
    if (cases.isEmpty())
        qFatal("no cases in %s", qPrintable(table));
    return cases;
}

} // namespace terrain::testing
