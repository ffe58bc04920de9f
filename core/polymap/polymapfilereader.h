#pragma once
// The polygon map file's field reader (the format is in polymapfile.h):
// each field checked for its JSON shape, every problem collected as
// "path: reason", and the fields that failed remembered, so that the rules
// across fields (validate) leave out what a failed field would only report
// again. Internal to polymapfile.cpp.

#include "polymapparameters.h"

#include "util/strictjson.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QSet>
#include <QStringList>

#include <optional>

namespace terrain::polymap::detail {

using util::kExactInteger;

class FieldReader
{
public:
    QStringList errors;
    QStringList warnings;
    QSet<QString> failed; // top-level fields that failed

    void fail(const QString &field, const QString &reason);
    // An integer in [lo, hi]; "expected LO to HI, found V" as validate() says it.
    std::optional<qint64> integer(const QJsonValue &v, const QString &field, qint64 lo, qint64 hi);
    std::optional<double> number(const QJsonValue &v, const QString &field);
    std::optional<bool> boolean(const QJsonValue &v, const QString &field);
    // A name from `names`; "expected a, b or c, found \"x\"".
    std::optional<QString> name(const QJsonValue &v, const QString &field,
                                const QStringList &names);
    void unknownKeys(const QJsonObject &o, std::initializer_list<QString> known);

    // A number, or beyond ±2^53 a string of digits.
    std::optional<qint64> seed(const QJsonValue &v);
    // kPaintGrid strings of kPaintGrid digits 0/1/2 into p.paint; absent: nothing painted.
    void paint(const QJsonValue &v, PolymapParameters &p);
};

} // namespace terrain::polymap::detail
