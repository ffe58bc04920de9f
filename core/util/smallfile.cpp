#include "smallfile.h"

#include <QFile>
#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace terrain::util {

QString irregularFile(const QString &path, const QString &what)
{
    const QFileInfo info(path);
    if (!info.exists())
        return u"cannot open: no such file"_s;
    if (info.isDir())
        return u"not a regular file (a folder)"_s;
    if (!info.isFile())
        return u"not a regular file (a device, pipe or socket cannot be %1)"_s.arg(what);
    return {};
}

std::optional<QByteArray> readSmallFile(const QString &path, qint64 maxBytes, const QString &what,
                                        QString *why)
{
    const auto fail = [&](const QString &reason) -> std::optional<QByteArray> {
        if (why)
            *why = path + u": "_s + reason;
        return std::nullopt;
    };
    if (const QString irregular = irregularFile(path, what); !irregular.isEmpty())
        return fail(irregular);
    const QFileInfo info(path);
    if (info.size() > maxBytes)
        return fail(u"the file is %1 bytes, more than the %2 %3 may have"_s.arg(info.size())
                        .arg(maxBytes)
                        .arg(what));
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fail(u"cannot open: "_s + file.errorString());
    QByteArray bytes = file.read(maxBytes + 1);
    if (bytes.size() > maxBytes)
        return fail(u"the file holds more than the %1 bytes %2 may have"_s.arg(maxBytes).arg(what));
    if (file.error() != QFileDevice::NoError)
        return fail(u"cannot read: "_s + file.errorString());
    return bytes;
}

} // namespace terrain::util
