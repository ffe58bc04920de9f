#pragma once
// Reads a whole small file (a parameter file) safely: anything that is not a
// regular file (a FIFO, a device such as /dev/zero, a directory) is refused
// before it is opened, and no more than maxBytes are read whatever size the
// file reports, so a file that grows while it is read is refused too.

#include <QByteArray>
#include <QString>

#include <optional>

namespace terrain::util {

// Why path cannot be read as `what` without opening it ("cannot open: no such
// file", "not a regular file (a folder)", ...), or empty when it is a regular
// file: a FIFO would block its reader in open() for ever.
QString irregularFile(const QString &path, const QString &what);

// The bytes, or nullopt with "PATH: reason" in *why. `what` names the kind of
// file in the message ("a parameter file").
std::optional<QByteArray> readSmallFile(const QString &path, qint64 maxBytes, const QString &what,
                                        QString *why);

} // namespace terrain::util
