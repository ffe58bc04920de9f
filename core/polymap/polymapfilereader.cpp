#include "polymapfilereader.h"

#include <QJsonArray>
#include <QLocale>

#include <cmath>

using namespace Qt::StringLiterals;

namespace terrain::polymap::detail {

namespace {

// A painted grid with more bad cells than this says so once, not 16384 times.
constexpr int kMaxCellProblems = 10;

// What a value is, for "found ...".
QString describe(const QJsonValue &v)
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

} // namespace

void FieldReader::fail(const QString &field, const QString &reason)
{
    errors << field + u": "_s + reason;
    failed.insert(field);
}

std::optional<qint64> FieldReader::integer(const QJsonValue &v, const QString &field, qint64 lo,
                                           qint64 hi)
{
    const double d = v.toDouble();
    if (v.isUndefined())
        fail(field, u"missing"_s);
    else if (!v.isDouble() || !std::isfinite(d) || std::floor(d) != d)
        fail(field, u"expected an integer, found %1"_s.arg(describe(v)));
    else if (d < double(lo) || d > double(hi))
        fail(field, u"expected %1 to %2, found %3"_s.arg(lo).arg(hi).arg(describe(v)));
    else
        return qint64(d);
    return std::nullopt;
}

std::optional<double> FieldReader::number(const QJsonValue &v, const QString &field)
{
    if (!v.isDouble() || !std::isfinite(v.toDouble())) {
        fail(field,
             v.isUndefined() ? u"missing"_s : u"expected a number, found %1"_s.arg(describe(v)));
        return std::nullopt;
    }
    return v.toDouble();
}

std::optional<bool> FieldReader::boolean(const QJsonValue &v, const QString &field)
{
    if (!v.isBool()) {
        fail(field, v.isUndefined() ? u"missing"_s
                                    : u"expected true or false, found %1"_s.arg(describe(v)));
        return std::nullopt;
    }
    return v.toBool();
}

std::optional<QString> FieldReader::name(const QJsonValue &v, const QString &field,
                                         const QStringList &names)
{
    if (v.isString() && names.contains(v.toString()))
        return v.toString();
    const QString expected =
        names.mid(0, names.size() - 1).join(u", "_s) + u" or "_s + names.last();
    fail(field,
         v.isUndefined() ? u"missing"_s : u"expected %1, found %2"_s.arg(expected, describe(v)));
    return std::nullopt;
}

void FieldReader::unknownKeys(const QJsonObject &o, std::initializer_list<QString> known)
{
    for (auto it = o.begin(); it != o.end(); ++it)
        if (std::find(known.begin(), known.end(), it.key()) == known.end())
            warnings << it.key() + u": unknown field, ignored"_s;
}

std::optional<qint64> FieldReader::seed(const QJsonValue &v)
{
    if (v.isString()) { // beyond ±2^53 the writer uses a string
        if (const auto value = util::wholeNumberFromText(v.toString()))
            return value;
        fail(u"seed"_s, u"expected an integer, found %1"_s.arg(describe(v)));
        return std::nullopt;
    }
    return integer(v, u"seed"_s, -kExactInteger, kExactInteger);
}

void FieldReader::paint(const QJsonValue &v, PolymapParameters &p)
{
    const QString field = u"paint"_s;
    if (v.isUndefined())
        return;
    if (!v.isArray()) {
        fail(field, u"expected an array of %1 rows, found %2"_s.arg(kPaintGrid).arg(describe(v)));
        return;
    }
    const QJsonArray rows = v.toArray();
    const auto g = std::size_t(kPaintGrid);
    if (std::size_t(rows.size()) != g) {
        fail(field, u"expected %1 rows, found %2"_s.arg(g).arg(rows.size()));
        return;
    }
    std::vector<std::uint8_t> cells(g * g, 0);
    int bad = 0;
    const auto problem = [&](const QString &at, const QString &reason) {
        if (++bad <= kMaxCellProblems)
            errors << at + u": "_s + reason;
        failed.insert(field);
    };
    for (std::size_t row = 0; row < g; ++row) {
        const QString at = u"paint[%1]"_s.arg(row);
        const QJsonValue rv = rows[qsizetype(row)];
        const QString text = rv.toString();
        if (!rv.isString() || std::size_t(text.size()) != g) {
            problem(at, u"expected a string of %1 digits 0, 1 or 2"_s.arg(g));
            continue;
        }
        for (std::size_t c = 0; c < g; ++c) {
            const QChar ch = text[qsizetype(c)];
            if (ch < u'0' || ch > u'2')
                problem(at + u"[%1]"_s.arg(c), u"expected 0, 1 or 2, found \"%1\""_s.arg(ch));
            else
                cells[row * g + c] = std::uint8_t(ch.unicode() - u'0');
        }
    }
    if (bad > kMaxCellProblems)
        errors << u"paint: %1 more problems"_s.arg(bad - kMaxCellProblems);
    p.paint = std::move(cells);
}

} // namespace terrain::polymap::detail
