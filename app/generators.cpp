// The studio's generators, as their folders register them
// (cmake/generators.cmake writes registeredGenerators()).
#include "generator.h"
#include "util/smallfile.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>

namespace terrain::app {

QList<Generator> generators()
{
    return shape::withShapeSourcesAdded(registeredGenerators());
}

QString fileFormatName(const QString &path, QString *why)
{
    const auto fail = [why](const QString &reason) {
        if (why)
            *why = reason;
        return QString();
    };
    QString reason;
    const std::optional<QByteArray> bytes =
        util::readSmallFile(path, 64 << 20, QObject::tr("a parameter file"), &reason);
    if (!bytes)
        return fail(reason);
    QJsonParseError error;
    const QJsonDocument json = QJsonDocument::fromJson(*bytes, &error);
    if (error.error != QJsonParseError::NoError)
        return fail(QObject::tr("%1: not JSON (%2 at byte %3)")
                        .arg(path, error.errorString())
                        .arg(error.offset));
    const QString format = json.object().value(QStringLiteral("format")).toString();
    if (format.isEmpty())
        return fail(QObject::tr("%1: format: missing (no generator's file)").arg(path));
    return format;
}

} // namespace terrain::app
