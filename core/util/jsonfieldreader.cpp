#include "jsonfieldreader.h"

#include <cmath>

using namespace Qt::StringLiterals;

namespace terrain::util {

void JsonFieldReader::formatAndVersion(const QJsonObject &root, QLatin1StringView format,
                                       int newest)
{
    if (root.value(u"format"_s).toString() != format)
        errors << u"format: expected \"%1\""_s.arg(format);
    if (const auto v = integer(root.value(u"version"_s), u"version"_s, 1, 1 << 30);
        v && *v > newest)
        errors << u"version: %1 is newer than this program reads (%2)"_s.arg(*v).arg(newest);
}

std::optional<qint64> JsonFieldReader::integer(const QJsonValue &v, const QString &path, qint64 lo,
                                               qint64 hi)
{
    if (!v.isDouble()) {
        errors << u"%1: expected a whole number"_s.arg(path);
        return std::nullopt;
    }
    const double d = v.toDouble();
    if (std::floor(d) != d) {
        errors << u"%1: %2 is not a whole number"_s.arg(path).arg(d);
        return std::nullopt;
    }
    if (d < double(lo) || d > double(hi)) {
        errors << u"%1: %2 is outside %3..%4"_s.arg(path).arg(d, 0, 'g', 17).arg(lo).arg(hi);
        return std::nullopt;
    }
    return qint64(d);
}

void JsonFieldReader::unknown(const QJsonObject &o, const QString &prefix, const QStringList &known)
{
    for (const QString &key : o.keys())
        if (!known.contains(key))
            warnings << u"%1%2: unknown field, ignored"_s.arg(prefix, key);
}

} // namespace terrain::util
