#include "coastlinefilereader.h"

#include <QJsonArray>

#include <cmath>

using namespace Qt::StringLiterals;

namespace terrain::coastline::detail {

namespace {

std::optional<QRgb> readColour(const QString &text)
{
    if (!text.startsWith(u'#') || (text.size() != 7 && text.size() != 9))
        return std::nullopt;
    for (const QChar c : text.mid(1))
        if (!((c >= u'0' && c <= u'9') || (c >= u'a' && c <= u'f') || (c >= u'A' && c <= u'F')))
            return std::nullopt;
    const uint value = text.mid(1).toUInt(nullptr, 16);
    return text.size() == 7 ? QRgb(0xff000000u | value) : QRgb(value);
}

} // namespace

void FieldReader::fail(const QString &field, const QString &path, const QString &reason)
{
    errors << path + u": "_s + reason;
    failed.insert(field);
}

std::optional<qint64> FieldReader::integer(const QJsonValue &v, const QString &field,
                                           const QString &path, qint64 lo, qint64 hi)
{
    const double d = v.toDouble();
    if (v.isUndefined())
        fail(field, path, u"missing"_s);
    else if (!v.isDouble() || !std::isfinite(d) || std::floor(d) != d)
        fail(field, path, u"expected an integer"_s);
    else if (d < double(lo) || d > double(hi))
        fail(field, path, u"expected an integer from %1 to %2"_s.arg(lo).arg(hi));
    else
        return qint64(d);
    return std::nullopt;
}

std::optional<double> FieldReader::number(const QJsonValue &v, const QString &field,
                                          const QString &path)
{
    if (!v.isDouble() || !std::isfinite(v.toDouble())) {
        fail(field, path, v.isUndefined() ? u"missing"_s : u"expected a number"_s);
        return std::nullopt;
    }
    return v.toDouble();
}

void FieldReader::unknownKeys(const QJsonObject &o, const QString &path,
                              std::initializer_list<QString> known)
{
    for (auto it = o.begin(); it != o.end(); ++it)
        if (std::find(known.begin(), known.end(), it.key()) == known.end())
            warnings << (path.isEmpty() ? it.key() : path + u'.' + it.key()) +
                            u": unknown field, ignored"_s;
}

std::optional<qint64> FieldReader::seed(const QJsonValue &v)
{
    if (v.isString()) { // beyond ±2^53 the writer uses a string
        if (const auto value = util::wholeNumberFromText(v.toString()))
            return value;
        fail(u"seed"_s, u"seed"_s, u"expected an integer, found \"%1\""_s.arg(v.toString()));
        return std::nullopt;
    }
    return integer(v, u"seed"_s, u"seed"_s, -kExactInteger, kExactInteger);
}

void FieldReader::landTypes(const QJsonValue &v, CoastlineParameters &p)
{
    // Without the list, the number of types is unknown too: the start and
    // heights.base, which are checked against it, then wait.
    const QString field = u"landTypes"_s, count = u"landTypes#count"_s;
    if (!v.isArray()) {
        fail(count, field, v.isUndefined() ? u"missing"_s : u"expected an array of land types"_s);
        return;
    }
    const QJsonArray arr = v.toArray();
    if (arr.isEmpty() || arr.size() > kMaxLandTypes) {
        fail(count, field,
             u"expected 1 to %1 types, found %2"_s.arg(kMaxLandTypes).arg(arr.size()));
        return;
    }
    std::vector<LandType> types;
    for (qsizetype i = 0; i < arr.size(); ++i) {
        const QString at = u"landTypes[%1]"_s.arg(i);
        if (!arr[i].isObject()) {
            fail(field, at, u"expected an object"_s);
            continue;
        }
        const QJsonObject o = arr[i].toObject();
        LandType t;
        const QJsonValue name = o.value(u"name"_s);
        if (!name.isString())
            fail(field, at + u".name"_s,
                 name.isUndefined() ? u"missing"_s : u"expected a string"_s);
        else
            t.name = name.toString();
        const QJsonValue colour = o.value(u"colour"_s);
        if (const auto rgb = readColour(colour.toString()))
            t.colour = *rgb;
        else
            fail(field, at + u".colour"_s,
                 colour.isUndefined() ? u"missing"_s
                                      : u"expected a colour \"#rrggbb\" or \"#aarrggbb\""_s);
        unknownKeys(o, at, {u"name"_s, u"colour"_s});
        types.push_back(t);
    }
    p.landTypes = std::move(types);
}

void FieldReader::start(const QJsonValue &v, CoastlineParameters &p, bool gridKnown)
{
    const QString field = u"start"_s;
    if (!v.isArray()) {
        fail(field, field, v.isUndefined() ? u"missing"_s : u"expected an array of rows"_s);
        return;
    }
    const QJsonArray rows = v.toArray();
    if (!gridKnown)
        return; // its shape cannot be checked without the grid
    const auto g = std::size_t(p.startGrid);
    if (std::size_t(rows.size()) != g) {
        fail(field, field, u"expected %1 rows (startGrid), found %2"_s.arg(g).arg(rows.size()));
        return;
    }
    std::vector<std::uint8_t> cells(g * g, 0);
    for (std::size_t row = 0; row < g; ++row) {
        const QString at = u"start[%1]"_s.arg(row);
        const QJsonValue rv = rows[qsizetype(row)];
        const QString text = rv.toString();
        if (!rv.isString() || std::size_t(text.size()) != g) {
            fail(field, at, u"expected a string of %1 digits"_s.arg(g));
            continue;
        }
        for (std::size_t c = 0; c < g; ++c) {
            const QChar ch = text[qsizetype(c)];
            if (ch < u'0' || ch > u'9')
                fail(field, at + u"[%1]"_s.arg(c), u"expected a digit 0-9, found \"%1\""_s.arg(ch));
            else
                cells[row * g + c] = std::uint8_t(ch.unicode() - u'0');
        }
    }
    p.start = std::move(cells);
}

void FieldReader::heights(const QJsonValue &v, CoastlineParameters &p)
{
    const QString field = u"heights"_s;
    if (v.isUndefined())
        return;
    if (!v.isObject()) {
        fail(field, field, u"expected an object"_s);
        return;
    }
    const QJsonObject o = v.toObject();
    HeightSettings &h = p.heights;
    if (o.contains(u"enabled"_s)) {
        if (!o.value(u"enabled"_s).isBool())
            fail(field, u"heights.enabled"_s, u"expected true or false"_s);
        else
            h.enabled = o.value(u"enabled"_s).toBool();
    }
    for (auto [key, out] : {std::pair{u"amplitude"_s, &h.amplitude},
                            {u"roughness"_s, &h.roughness},
                            {u"seaLevel"_s, &h.seaLevel}})
        if (o.contains(key))
            if (const auto d = number(o.value(key), field, u"heights."_s + key))
                *out = *d;
    if (o.contains(u"base"_s)) {
        const QJsonValue b = o.value(u"base"_s);
        if (!b.isArray() || b.toArray().size() > kMaxLandTypes) {
            fail(field, u"heights.base"_s,
                 u"expected an array of at most %1 numbers"_s.arg(kMaxLandTypes));
        } else {
            const QJsonArray arr = b.toArray();
            h.base.assign(std::size_t(arr.size()), 0.0);
            for (qsizetype i = 0; i < arr.size(); ++i)
                if (const auto d = number(arr[i], field, u"heights.base[%1]"_s.arg(i)))
                    h.base[std::size_t(i)] = *d;
        }
    }
    unknownKeys(o, field, {u"enabled"_s, u"amplitude"_s, u"roughness"_s, u"seaLevel"_s, u"base"_s});
}

} // namespace terrain::coastline::detail
