#include "parameterfiles.h"

#include "args.h"

#include "util/smallfile.h"

#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace terrain::cli {

QString formatOfFile(const QString &path)
{
    QString why;
    const std::optional<QByteArray> bytes =
        util::readSmallFile(path, kMaxParameterFileBytes, u"a parameter file"_s, &why);
    if (!bytes)
        throw CommandError(why.toStdString());
    return QJsonDocument::fromJson(*bytes).object().value(u"format"_s).toString();
}

void requireFormat(const QString &path, const QString &format, const QString &kind)
{
    const QString found = formatOfFile(path);
    if (found == format)
        return;
    throw CommandError(
        (found.isEmpty()
             ? u"%1: not %2 (no \"format\" at the root of a JSON object)"_s.arg(path, kind)
             : u"%1: a \"%2\" file, not %3 (\"%4\")"_s.arg(path, found, kind, format))
            .toStdString());
}

} // namespace terrain::cli
