#pragma once
// The coastline file's field reader (the format is in coastlinefile.h):
// each field checked for its JSON shape, every problem collected as
// "path: reason", and the top-level fields that failed remembered, so that
// the rules across fields (validate) can leave out what a failed field would
// only report again. Internal to coastlinefile.cpp.

#include "coastlineparameters.h"

#include "util/strictjson.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QSet>
#include <QStringList>

#include <optional>

namespace terrain::coastline::detail {

using util::kExactInteger;

class FieldReader
{
public:
    QStringList errors;
    QStringList warnings;
    // Top-level fields that failed; "landTypes#count" when the list itself
    // did (so the number of types is unknown).
    QSet<QString> failed;

    void fail(const QString &field, const QString &path, const QString &reason);
    std::optional<qint64> integer(const QJsonValue &v, const QString &field, const QString &path,
                                  qint64 lo, qint64 hi);
    std::optional<double> number(const QJsonValue &v, const QString &field, const QString &path);
    void unknownKeys(const QJsonObject &o, const QString &path,
                     std::initializer_list<QString> known);

    // A number, or beyond ±2^53 a string of digits.
    std::optional<qint64> seed(const QJsonValue &v);
    void landTypes(const QJsonValue &v, CoastlineParameters &p);
    // The rows are checked against p.startGrid when gridKnown.
    void start(const QJsonValue &v, CoastlineParameters &p, bool gridKnown);
    void heights(const QJsonValue &v, CoastlineParameters &p);
};

} // namespace terrain::coastline::detail
