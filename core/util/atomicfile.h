#pragma once
// Writes a whole file atomically (QSaveFile): either all of `bytes` or the
// old file stays. False with the reason in *why (when given) on failure.

#include <QByteArray>
#include <QString>

namespace terrain::util {

bool writeFileAtomically(const QString &path, const QByteArray &bytes, QString *why = nullptr);

// Why writing bytesNeeded bytes to path failed, in words: a full disk says
// "no space left on device" with the numbers (Qt says "Unknown error"),
// anything else what Qt said. Ask right after the failure (it reads errno).
QString writeFailureReason(const QString &path, const QString &qtReason, qint64 bytesNeeded);

// Before a large write: empty when the disk holding path has bytesNeeded
// free, else "no space left on device" with the numbers.
QString lackOfSpace(const QString &path, qint64 bytesNeeded);

} // namespace terrain::util
