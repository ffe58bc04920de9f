#pragma once
// Writes a whole file atomically (QSaveFile): either all of `bytes` or the
// old file stays. False with the reason in *why (when given) on failure.

#include <QByteArray>
#include <QString>

namespace terrain::util {

bool writeFileAtomically(const QString &path, const QByteArray &bytes, QString *why = nullptr);

} // namespace terrain::util
