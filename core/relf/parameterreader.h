#pragma once
// The reader of Relf parameter files' JSON: collects "path: reason" for each
// problem. Shared by the sections' readers; not part of the core's interface.

#include "parameterfile.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>

#include <algorithm>
#include <cmath>
#include <optional>

namespace terrain::relf::detail {

using namespace Qt::StringLiterals;

// Reads one JSON tree, collecting "path: reason" for each problem.
class Reader
{
public:
    QStringList errors;
    QStringList warnings;

    void fail(const QString &path, const QString &reason) { errors << path + u": "_s + reason; }

    const QJsonObject *object(const QJsonValue &v, const QString &path, QJsonObject &store)
    {
        if (!v.isObject()) {
            fail(path, v.isUndefined() ? u"missing"_s : u"expected an object"_s);
            return nullptr;
        }
        store = v.toObject();
        return &store;
    }

    std::optional<double> number(const QJsonObject &o, const QString &key, const QString &path,
                                 std::optional<double> fallback = std::nullopt)
    {
        const QJsonValue v = o.value(key);
        if (v.isUndefined()) {
            if (!fallback)
                fail(path, u"missing"_s);
            return fallback;
        }
        if (!v.isDouble()) {
            fail(path, u"expected a number"_s);
            return std::nullopt;
        }
        const double d = v.toDouble();
        if (!std::isfinite(d)) {
            fail(path, u"expected a finite number"_s);
            return std::nullopt;
        }
        return d;
    }

    std::optional<std::int64_t> integerValue(const QJsonValue &v, const QString &path,
                                             std::int64_t lo, std::int64_t hi)
    {
        if (v.isUndefined()) {
            fail(path, u"missing"_s);
            return std::nullopt;
        }
        const double d = v.toDouble();
        if (!v.isDouble() || !std::isfinite(d) || std::floor(d) != d) {
            fail(path, u"expected an integer"_s);
            return std::nullopt;
        }
        if (d < static_cast<double>(lo) || d > static_cast<double>(hi)) {
            fail(path, u"expected an integer from %1 to %2"_s.arg(lo).arg(hi));
            return std::nullopt;
        }
        return static_cast<std::int64_t>(d);
    }

    template <typename T>
    void integer(const QJsonObject &o, const QString &key, const QString &path, T &out,
                 std::int64_t lo, std::int64_t hi, bool optional = true)
    {
        if (optional && !o.contains(key))
            return;
        if (auto v = integerValue(o.value(key), path, lo, hi))
            out = static_cast<T>(*v);
    }

    void real(const QJsonObject &o, const QString &key, const QString &path, double &out, double lo,
              double hi)
    {
        if (!o.contains(key))
            return;
        if (auto v = number(o, key, path)) {
            if (*v < lo || *v > hi)
                fail(path, u"expected a number from %1 to %2"_s.arg(lo).arg(hi));
            else
                out = *v;
        }
    }

    void boolean(const QJsonObject &o, const QString &key, const QString &path, bool &out)
    {
        if (!o.contains(key))
            return;
        const QJsonValue v = o.value(key);
        if (!v.isBool())
            fail(path, u"expected true or false"_s);
        else
            out = v.toBool();
    }

    void unknownKeys(const QJsonObject &o, const QString &path,
                     std::initializer_list<QString> known)
    {
        for (auto it = o.begin(); it != o.end(); ++it) {
            if (std::find(known.begin(), known.end(), it.key()) == known.end())
                warnings << (path.isEmpty() ? it.key() : path + u'.' + it.key()) +
                                u": unknown field, ignored"_s;
        }
    }

    VectorSet vectorSet(const QJsonValue &v, const QString &path)
    {
        VectorSet set;
        if (!v.isArray()) {
            fail(path, v.isUndefined() ? u"missing"_s : u"expected an array of vectors"_s);
            return set;
        }
        const QJsonArray arr = v.toArray();
        if (arr.isEmpty())
            fail(path, u"expected at least one vector"_s);
        if (arr.size() > kMaxVectors) {
            fail(path, u"expected at most %1 vectors, found %2"_s.arg(kMaxVectors).arg(arr.size()));
            return set;
        }
        for (qsizetype i = 0; i < arr.size(); ++i) {
            const QString at = path + u'[' + QString::number(i) + u']';
            QJsonObject store;
            const QJsonObject *o = object(arr.at(i), at, store);
            if (!o)
                continue;
            DirectionVector dv;
            integer(*o, u"a"_s, at + u".a"_s, dv.a, -kMaxComponent, kMaxComponent, false);
            integer(*o, u"b"_s, at + u".b"_s, dv.b, -kMaxComponent, kMaxComponent, false);
            unknownKeys(*o, at, {u"a"_s, u"b"_s});
            set.push_back(dv);
        }
        return set;
    }
};

} // namespace terrain::relf::detail
