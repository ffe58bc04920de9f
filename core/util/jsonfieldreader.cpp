#include "jsonfieldreader.h"

#include <QJsonArray>

#include <algorithm>
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

std::optional<double> JsonFieldReader::number(const QJsonValue &v, const QString &path, double lo,
                                              double hi)
{
    if (!v.isDouble() || !(v.toDouble() >= lo && v.toDouble() <= hi)) {
        errors << u"%1: expected a number from %2 to %3"_s.arg(path).arg(lo).arg(hi);
        return std::nullopt;
    }
    return v.toDouble();
}

std::optional<std::array<std::int32_t, 3>> JsonFieldReader::triple(const QJsonValue &v,
                                                                   const QString &path,
                                                                   const QString &what, qint64 lo,
                                                                   qint64 hi)
{
    const QJsonArray a = v.toArray();
    if (!v.isArray() || a.size() != 3) {
        errors << u"%1: expected %2"_s.arg(path, what);
        return std::nullopt;
    }
    std::array<std::int32_t, 3> out{};
    bool ok = true;
    for (int k = 0; k < 3; ++k) {
        const auto n = integer(a.at(k), u"%1[%2]"_s.arg(path).arg(k), lo, hi);
        ok = ok && n;
        if (n)
            out[std::size_t(k)] = std::int32_t(*n);
    }
    return ok ? std::optional(out) : std::nullopt;
}

void JsonFieldReader::unknown(const QJsonObject &o, const QString &prefix, const QStringList &known)
{
    for (const QString &key : o.keys())
        if (!known.contains(key))
            warnings << u"%1%2: unknown field, ignored"_s.arg(prefix, key);
}

QString problemField(const QString &problem)
{
    qsizetype end = 0;
    while (end < problem.size() && problem[end] != u'.' && problem[end] != u'[' &&
           problem[end] != u':')
        ++end;
    return problem.left(end);
}

QStringList withRuleProblems(QStringList errors, const QStringList &ruleProblems,
                             const QSet<QString> &failed,
                             const QHash<QString, QStringList> &dependsOn)
{
    for (const QString &problem : ruleProblems) {
        const QString field = problemField(problem);
        const QStringList reads = dependsOn.value(field);
        const bool again = failed.contains(field) ||
                           std::any_of(reads.begin(), reads.end(),
                                       [&](const QString &f) { return failed.contains(f); });
        if (!again && !errors.contains(problem))
            errors << problem;
    }
    return errors;
}

} // namespace terrain::util
