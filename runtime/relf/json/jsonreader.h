#pragma once
// The parameter file reader's walk over a JSON tree (nlohmann-json),
// collecting "path: reason" for each problem: shared by the sections of the
// Relf parameter file (parameterjson.cpp, continentjson.cpp). Internal.

#include "parameterjson.h"
#include "parametermessages.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace terrain::relf {

namespace detail {

using Json = nlohmann::json;

// Reads one JSON tree, collecting "path: reason" for each problem.
class Reader
{
public:
    std::vector<std::string> errors;
    std::vector<std::string> warnings;

    void fail(const std::string &path, const std::string &reason)
    {
        errors.push_back(path + ": " + reason);
    }

    static const Json *member(const Json &o, std::string_view key)
    {
        const auto it = o.find(key);
        return it == o.end() ? nullptr : &*it;
    }

    const Json *object(const Json *v, const std::string &path)
    {
        if (!v || !v->is_object()) {
            fail(path, v ? "expected an object" : "missing");
            return nullptr;
        }
        return v;
    }

    std::optional<double> number(const Json &o, std::string_view key, const std::string &path)
    {
        const Json *v = member(o, key);
        if (!v) {
            fail(path, "missing");
            return std::nullopt;
        }
        if (!v->is_number()) {
            fail(path, "expected a number");
            return std::nullopt;
        }
        const double d = v->get<double>();
        if (!std::isfinite(d)) {
            fail(path, "expected a finite number");
            return std::nullopt;
        }
        return d;
    }

    std::optional<std::int64_t> integerValue(const Json *v, const std::string &path,
                                             std::int64_t lo, std::int64_t hi)
    {
        if (!v) {
            fail(path, "missing");
            return std::nullopt;
        }
        const double d = v->is_number() ? v->get<double>() : 0.0;
        if (!v->is_number() || !std::isfinite(d) || std::floor(d) != d) {
            fail(path, "expected an integer");
            return std::nullopt;
        }
        if (d < static_cast<double>(lo) || d > static_cast<double>(hi)) {
            fail(path, "expected an integer from " + num(lo) + " to " + num(hi));
            return std::nullopt;
        }
        return static_cast<std::int64_t>(d);
    }

    template <typename T>
    void integer(const Json &o, std::string_view key, const std::string &path, T &out,
                 std::int64_t lo, std::int64_t hi, bool optional = true)
    {
        const Json *v = member(o, key);
        if (optional && !v)
            return;
        if (auto value = integerValue(v, path, lo, hi))
            out = static_cast<T>(*value);
    }

    void real(const Json &o, std::string_view key, const std::string &path, double &out, double lo,
              double hi)
    {
        if (!member(o, key))
            return;
        if (auto v = number(o, key, path)) {
            if (*v < lo || *v > hi)
                fail(path, "expected a number from " + num(lo) + " to " + num(hi));
            else
                out = *v;
        }
    }

    void boolean(const Json &o, std::string_view key, const std::string &path, bool &out)
    {
        const Json *v = member(o, key);
        if (!v)
            return;
        if (!v->is_boolean())
            fail(path, "expected true or false");
        else
            out = v->get<bool>();
    }

    // Keys come in sorted order, so the warnings do too.
    void unknownKeys(const Json &o, const std::string &path,
                     std::initializer_list<std::string_view> known)
    {
        for (auto it = o.begin(); it != o.end(); ++it) {
            if (std::find(known.begin(), known.end(), it.key()) == known.end())
                warnings.push_back((path.empty() ? it.key() : path + '.' + it.key()) +
                                   ": unknown field, ignored");
        }
    }

    VectorSet vectorSet(const Json *v, const std::string &path)
    {
        VectorSet set;
        if (!v || !v->is_array()) {
            fail(path, v ? "expected an array of vectors" : "missing");
            return set;
        }
        if (v->empty())
            fail(path, "expected at least one vector");
        if (v->size() > std::size_t(kMaxVectors)) {
            fail(path,
                 "expected at most " + num(kMaxVectors) + " vectors, found " + num(v->size()));
            return set;
        }
        for (std::size_t i = 0; i < v->size(); ++i) {
            const std::string at = index(path, i);
            const Json *o = object(&(*v)[i], at);
            if (!o)
                continue;
            DirectionVector dv;
            integer(*o, "a", at + ".a", dv.a, -kMaxComponent, kMaxComponent, false);
            integer(*o, "b", at + ".b", dv.b, -kMaxComponent, kMaxComponent, false);
            unknownKeys(*o, at, {"a", "b"});
            set.push_back(dv);
        }
        return set;
    }
};

} // namespace detail

} // namespace terrain::relf
