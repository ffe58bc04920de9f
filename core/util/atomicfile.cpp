#include "atomicfile.h"

#include <QFileInfo>
#include <QSaveFile>
#include <QStorageInfo>

#include <cerrno>

using namespace Qt::StringLiterals;

namespace terrain::util {

QString writeFailureReason(const QString &path, const QString &qtReason, qint64 bytesNeeded)
{
    const int code = errno;
    const QStorageInfo disk(QFileInfo(path).absolutePath());
    const qint64 free = disk.isValid() ? disk.bytesAvailable() : 0;
    if (code == ENOSPC && bytesNeeded <= 0) // a write of unknown size
        return u"no space left on device (%1 bytes free)"_s.arg(free);
    if (code == ENOSPC || (disk.isValid() && bytesNeeded > 0 && free < bytesNeeded))
        return u"no space left on device (%1 bytes needed, %2 free)"_s.arg(bytesNeeded).arg(free);
    return qtReason;
}

QString lackOfSpace(const QString &path, qint64 bytesNeeded)
{
    const QStorageInfo disk(QFileInfo(path).absolutePath());
    if (!disk.isValid() || disk.bytesAvailable() >= bytesNeeded)
        return {};
    return u"no space left on device (%1 bytes needed, %2 free)"_s.arg(bytesNeeded)
        .arg(disk.bytesAvailable());
}

bool commitSaveFile(QSaveFile &file)
{
    return file.flush() && file.commit();
}

bool writeFileAtomically(const QString &path, const QByteArray &bytes, QString *why)
{
    QSaveFile file(path);
    if (file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size() &&
        commitSaveFile(file))
        return true;
    if (why)
        *why = writeFailureReason(path, file.errorString(), bytes.size());
    file.cancelWriting();
    return false;
}

bool writeFormatFile(const QString &path, const QStringList &problems, const QString &invalid,
                     const std::function<QByteArray()> &bytes, QString *error, qint64 maxBytes,
                     const std::function<QString(const QByteArray &)> &tooLarge)
{
    QString why;
    if (!problems.isEmpty()) {
        why = invalid + u": "_s + problems.join(u"; "_s);
    } else {
        const QByteArray made = bytes();
        if (maxBytes > 0 && made.size() > maxBytes) {
            why =
                u"the file would be %1 bytes, more than the %2 its reader takes"_s.arg(made.size())
                    .arg(maxBytes);
            if (tooLarge)
                why += u": "_s + tooLarge(made);
        } else if (writeFileAtomically(path, made, &why)) {
            return true;
        }
    }
    if (error)
        *error = u"%1: cannot write: %2"_s.arg(path, why);
    return false;
}

} // namespace terrain::util
