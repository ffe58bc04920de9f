#include "jsonfieldreader.h"

#include "strictjson.h"

#include <QJsonArray>
#include <QLocale>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace terrain::util {

void JsonFieldReader::fail(const QString &path, const QString &reason, const QString &field)
{
    errors << path + u": "_s + reason;
    failed.insert(field.isEmpty() ? problemField(path) : field);
}

bool JsonFieldReader::formatAndVersion(const QJsonObject &root, const QString &format, int newest)
{
    if (const QString wrong = formatProblem(root, format); !wrong.isEmpty()) {
        errors << wrong;
        return false;
    }
    const auto version = integer(root.value(u"version"_s), u"version"_s, 1, 1000000);
    if (version && *version > newest)
        errors << newerVersionProblem(*version, newest);
    return version && *version <= newest;
}

std::optional<qint64> JsonFieldReader::integer(const QJsonValue &v, const QString &path, qint64 lo,
                                               qint64 hi)
{
    const double d = v.toDouble();
    if (v.isUndefined())
        fail(path, u"missing"_s);
    else if (!v.isDouble() || !std::isfinite(d) || std::floor(d) != d)
        fail(path, u"expected an integer, found %1"_s.arg(jsonValueText(v)));
    else if (d < double(lo) || d > double(hi))
        fail(path, u"expected an integer from %1 to %2, found %3"_s.arg(lo).arg(hi).arg(
                       jsonValueText(v)));
    else
        return qint64(d);
    return std::nullopt;
}

std::optional<double> JsonFieldReader::number(const QJsonValue &v, const QString &path)
{
    if (!v.isDouble() || !std::isfinite(v.toDouble())) {
        fail(path, v.isUndefined() ? u"missing"_s
                                   : u"expected a number, found %1"_s.arg(jsonValueText(v)));
        return std::nullopt;
    }
    return v.toDouble();
}

std::optional<double> JsonFieldReader::number(const QJsonValue &v, const QString &path, double lo,
                                              double hi)
{
    if (!v.isDouble() || !(v.toDouble() >= lo && v.toDouble() <= hi)) {
        fail(path, v.isUndefined()
                       ? u"missing"_s
                       : u"expected a number from %1 to %2, found %3"_s.arg(lo).arg(hi).arg(
                             jsonValueText(v)));
        return std::nullopt;
    }
    return v.toDouble();
}

std::optional<bool> JsonFieldReader::boolean(const QJsonValue &v, const QString &path)
{
    if (!v.isBool()) {
        fail(path, v.isUndefined() ? u"missing"_s
                                   : u"expected true or false, found %1"_s.arg(jsonValueText(v)));
        return std::nullopt;
    }
    return v.toBool();
}

std::optional<QString> JsonFieldReader::name(const QJsonValue &v, const QString &path,
                                             const QStringList &names)
{
    if (v.isString() && names.contains(v.toString()))
        return v.toString();
    const QString expected =
        names.mid(0, names.size() - 1).join(u", "_s) + u" or "_s + names.last();
    fail(path, v.isUndefined() ? u"missing"_s
                               : u"expected %1, found %2"_s.arg(expected, jsonValueText(v)));
    return std::nullopt;
}

std::optional<qint64> JsonFieldReader::seed(const QJsonValue &v, const QString &path)
{
    if (v.isString()) { // beyond ±2^53 the writers use a string
        if (const auto value = wholeNumberFromText(v.toString()))
            return value;
        fail(path, u"expected an integer, found %1"_s.arg(jsonValueText(v)));
        return std::nullopt;
    }
    return integer(v, path, -kExactInteger, kExactInteger);
}

std::optional<std::array<std::int32_t, 3>> JsonFieldReader::triple(const QJsonValue &v,
                                                                   const QString &path,
                                                                   const QString &what, qint64 lo,
                                                                   qint64 hi)
{
    const QJsonArray a = v.toArray();
    if (!v.isArray() || a.size() != 3) {
        fail(path, u"expected %1"_s.arg(what));
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

std::vector<std::uint8_t> JsonFieldReader::digitRows(const QJsonArray &rows, const QString &path,
                                                     std::size_t side, int maxDigit)
{
    constexpr int kMaxCellProblems = 10; // not 16384 of them for one wrong file
    std::vector<std::uint8_t> cells(side * side, 0);
    int bad = 0;
    const auto problem = [&](const QString &at, const QString &reason) {
        if (++bad <= kMaxCellProblems)
            errors << at + u": "_s + reason;
        failed.insert(problemField(path));
    };
    const QChar highest(u'0' + maxDigit);
    for (std::size_t row = 0; row < side; ++row) {
        const QString at = u"%1[%2]"_s.arg(path).arg(row);
        const QJsonValue rv = rows[qsizetype(row)];
        const QString text = rv.toString();
        if (!rv.isString() || std::size_t(text.size()) != side) {
            problem(at, u"expected a string of %1 digits 0 to %2"_s.arg(side).arg(maxDigit));
            continue;
        }
        for (std::size_t c = 0; c < side; ++c) {
            const QChar ch = text[qsizetype(c)];
            if (ch < u'0' || ch > highest)
                problem(u"%1[%2]"_s.arg(at).arg(c),
                        u"expected a digit 0 to %1, found \"%2\""_s.arg(maxDigit).arg(ch));
            else
                cells[row * side + c] = std::uint8_t(ch.unicode() - u'0');
        }
    }
    if (bad > kMaxCellProblems)
        errors << u"%1: %2 more problems"_s.arg(path).arg(bad - kMaxCellProblems);
    return cells;
}

void JsonFieldReader::unknown(const QJsonObject &o, const QString &prefix, const QStringList &known)
{
    for (auto it = o.begin(); it != o.end(); ++it)
        if (!known.contains(it.key()))
            warnings << u"%1%2: unknown field, ignored"_s.arg(prefix, it.key());
}

QString jsonValueText(const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::Double:
        return QString::number(v.toDouble(), 'g', QLocale::FloatingPointShortest);
    case QJsonValue::String:
        return u'"' + v.toString() + u'"';
    case QJsonValue::Bool:
        return v.toBool() ? u"true"_s : u"false"_s;
    case QJsonValue::Null:
        return u"null"_s;
    case QJsonValue::Array:
        return u"an array"_s;
    case QJsonValue::Object:
        return u"an object"_s;
    case QJsonValue::Undefined:
        break;
    }
    return u"nothing"_s;
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
