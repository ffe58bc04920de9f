#pragma once
// What every generator's file reader checks the same way, once its text is
// a strict JSON object (strictjson.h): the format name and version at the
// root, whole numbers in a range, and unknown fields (a warning each). Each
// problem is "path: reason"; a reader collects them all and derives its own
// fields' checks from this.

#include <QHash>
#include <QJsonObject>
#include <QJsonValue>
#include <QLatin1StringView>
#include <QSet>
#include <QString>
#include <QStringList>

#include <array>
#include <cstdint>
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
    // A number from lo to hi, or nothing with the reason.
    std::optional<double> number(const QJsonValue &v, const QString &path, double lo, double hi);
    // Three whole numbers from lo to hi, as [a, b, c] (what names them in
    // the reason: "[a, b, c]"), or nothing with the reason.
    std::optional<std::array<std::int32_t, 3>> triple(const QJsonValue &v, const QString &path,
                                                      const QString &what, qint64 lo, qint64 hi);
    // A warning for each key of o that is not known, named prefix + key.
    void unknown(const QJsonObject &o, const QString &prefix, const QStringList &known);
};

// The top-level field a "path: reason" problem is about: its path up to the
// first '.', '[' or ':'.
QString problemField(const QString &problem);

// A reader's errors, then the problems of the rules across fields
// (a validate()'s "field: reason") that a failed field would only report
// again left out: those of a field in `failed`, or of one whose fields in
// dependsOn (field → the fields its rules read) failed, and any already
// among the errors.
QStringList withRuleProblems(QStringList errors, const QStringList &ruleProblems,
                             const QSet<QString> &failed,
                             const QHash<QString, QStringList> &dependsOn = {});

} // namespace terrain::util
