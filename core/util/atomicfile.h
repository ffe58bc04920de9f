#pragma once
// Writes a whole file atomically (QSaveFile): either all of `bytes` or the
// old file stays. False with the reason in *why (when given) on failure.

#include <QByteArray>
#include <QSaveFile>
#include <QString>
#include <QStringList>

#include <functional>

namespace terrain::util {

bool writeFileAtomically(const QString &path, const QByteArray &bytes, QString *why = nullptr);

// QSaveFile::commit after a flush: Qt 6.4's commit renames a file whose
// buffered bytes could not be written (a full disk) over the old one,
// leaving it empty. False when either fails (file.errorString() says why;
// the old file stays, and the new one is dropped when the QSaveFile goes).
bool commitSaveFile(QSaveFile &file);

// A generator's file, written atomically (the old file stays on failure);
// a value with problems is not written, since its file could not be read
// back ("<invalid>: problem; problem", invalid as "the parameters are not
// valid"). The bytes are made only for a valid value. Nor is a file larger
// than its reader takes (maxBytes, when positive): tooLarge(bytes) then says
// what made it so and what would fit. False with "path: cannot write: why"
// in *error (when given).
bool writeFormatFile(const QString &path, const QStringList &problems, const QString &invalid,
                     const std::function<QByteArray()> &bytes, QString *error, qint64 maxBytes = 0,
                     const std::function<QString(const QByteArray &)> &tooLarge = {});

// Why writing bytesNeeded bytes to path failed, in words: a full disk says
// "no space left on device" with the numbers (Qt says "Unknown error"),
// anything else what Qt said. Ask right after the failure (it reads errno).
QString writeFailureReason(const QString &path, const QString &qtReason, qint64 bytesNeeded);

// Before a large write: empty when the disk holding path has bytesNeeded
// free, else "no space left on device" with the numbers.
QString lackOfSpace(const QString &path, qint64 bytesNeeded);

} // namespace terrain::util
