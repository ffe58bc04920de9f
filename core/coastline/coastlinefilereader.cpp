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

void FieldReader::landTypes(const QJsonValue &v, CoastlineParameters &p)
{
    // Without the list, the number of types is unknown too: the start and
    // heights.base, which are checked against it, then wait.
    const QString field = u"landTypes"_s, count = u"landTypes#count"_s;
    if (!v.isArray()) {
        fail(field, v.isUndefined() ? u"missing"_s : u"expected an array of land types"_s, count);
        return;
    }
    const QJsonArray arr = v.toArray();
    if (arr.isEmpty() || arr.size() > kMaxLandTypes) {
        fail(field, u"expected 1 to %1 types, found %2"_s.arg(kMaxLandTypes).arg(arr.size()),
             count);
        return;
    }
    std::vector<LandType> types;
    for (qsizetype i = 0; i < arr.size(); ++i) {
        const QString at = u"landTypes[%1]"_s.arg(i);
        if (!arr[i].isObject()) {
            fail(at, u"expected an object"_s);
            continue;
        }
        const QJsonObject o = arr[i].toObject();
        LandType t;
        const QJsonValue name = o.value(u"name"_s);
        if (!name.isString())
            fail(at + u".name"_s, name.isUndefined() ? u"missing"_s : u"expected a string"_s);
        else
            t.name = name.toString();
        const QJsonValue colour = o.value(u"colour"_s);
        if (const auto rgb = readColour(colour.toString()))
            t.colour = *rgb;
        else
            fail(at + u".colour"_s, colour.isUndefined()
                                        ? u"missing"_s
                                        : u"expected a colour \"#rrggbb\" or \"#aarrggbb\""_s);
        unknown(o, at + u'.', {u"name"_s, u"colour"_s});
        types.push_back(t);
    }
    p.landTypes = std::move(types);
}

void FieldReader::start(const QJsonValue &v, CoastlineParameters &p, bool gridKnown)
{
    const QString field = u"start"_s;
    if (!v.isArray()) {
        fail(field, v.isUndefined() ? u"missing"_s : u"expected an array of rows"_s);
        return;
    }
    const QJsonArray rows = v.toArray();
    if (!gridKnown)
        return; // its shape cannot be checked without the grid
    const auto g = std::size_t(p.startGrid);
    if (std::size_t(rows.size()) != g) {
        fail(field, u"expected %1 rows (startGrid), found %2"_s.arg(g).arg(rows.size()));
        return;
    }
    p.start = digitRows(rows, field, g, 9);
}

void FieldReader::heights(const QJsonValue &v, CoastlineParameters &p)
{
    const QString field = u"heights"_s;
    if (v.isUndefined())
        return;
    if (!v.isObject()) {
        fail(field, u"expected an object"_s);
        return;
    }
    const QJsonObject o = v.toObject();
    HeightSettings &h = p.heights;
    if (o.contains(u"enabled"_s))
        if (const auto on = boolean(o.value(u"enabled"_s), u"heights.enabled"_s))
            h.enabled = *on;
    for (auto [key, out] : {std::pair{u"amplitude"_s, &h.amplitude},
                            {u"roughness"_s, &h.roughness},
                            {u"seaLevel"_s, &h.seaLevel}})
        if (o.contains(key))
            if (const auto d = number(o.value(key), u"heights."_s + key))
                *out = *d;
    if (o.contains(u"base"_s)) {
        const QJsonValue b = o.value(u"base"_s);
        if (!b.isArray() || b.toArray().size() > kMaxLandTypes) {
            fail(u"heights.base"_s,
                 u"expected an array of at most %1 numbers"_s.arg(kMaxLandTypes));
        } else {
            const QJsonArray arr = b.toArray();
            h.base.assign(std::size_t(arr.size()), 0.0);
            for (qsizetype i = 0; i < arr.size(); ++i)
                if (const auto d = number(arr[i], u"heights.base[%1]"_s.arg(i)))
                    h.base[std::size_t(i)] = *d;
        }
    }
    unknown(o, field + u'.',
            {u"enabled"_s, u"amplitude"_s, u"roughness"_s, u"seaLevel"_s, u"base"_s});
}

} // namespace terrain::coastline::detail
