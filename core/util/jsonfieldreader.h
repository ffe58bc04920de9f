#pragma once
// What every generator's file reader checks the same way, once its text is
// a strict JSON object (strictjson.h): the format name and version at the
// root, whole numbers in a range, and unknown fields (a warning each). Each
// problem is "path: reason"; a reader collects them all and derives its own
// fields' checks from this.

#include <QJsonObject>
#include <QJsonValue>
#include <QLatin1StringView>
#include <QString>
#include <QStringList>

#include <optional>

namespace terrain::util {

struct JsonFieldReader
{
    QStringList errors, warnings;

    // "format" must be the format's name; a "version" above newest is
    // refused with both numbers.
    void formatAndVersion(const QJsonObject &root, QLatin1StringView format, int newest);
    // A whole number from lo to hi, or nothing with the reason.
    std::optional<qint64> integer(const QJsonValue &v, const QString &path, qint64 lo, qint64 hi);
    // A warning for each key of o that is not known, named prefix + key.
    void unknown(const QJsonObject &o, const QString &prefix, const QStringList &known);
};

} // namespace terrain::util
