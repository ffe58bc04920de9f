// The studio's generators: one line each.
#include "generator.h"

#include "coastline/coastlinegenerator.h"
#include "polymap/polymapgenerator.h"
#include "relf/relfgenerator.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>

namespace terrain::app {

QList<Generator> generators()
{
    return {relfGenerator(), coastlineGenerator(), polymapGenerator()};
}

QString fileFormatName(const QString &path, QString *why)
{
    const auto fail = [why](const QString &reason) {
        if (why)
            *why = reason;
        return QString();
    };
    const QFileInfo info(path);
    if (!info.isFile())
        return fail(QObject::tr("%1: not a file").arg(path));
    if (info.size() > (64 << 20))
        return fail(QObject::tr("%1: larger than 64 MiB, not a parameter file").arg(path));
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return fail(QObject::tr("%1: cannot read: %2").arg(path, f.errorString()));
    QJsonParseError error;
    const QJsonDocument json = QJsonDocument::fromJson(f.read(64 << 20), &error);
    if (error.error != QJsonParseError::NoError)
        return fail(QObject::tr("%1: not JSON (%2 at byte %3)").arg(path, error.errorString()).arg(error.offset));
    const QString format = json.object().value(QStringLiteral("format")).toString();
    if (format.isEmpty())
        return fail(QObject::tr("%1: format: missing (no generator's file)").arg(path));
    return format;
}

} // namespace terrain::app
