#pragma once
// A strict reading of JSON (RFC 8259) before Qt parses it: Qt's parser lets
// through what a file must not hold, and the last of two equal keys silently
// wins. Here a duplicate key, a number such as `.5` or `01`, a NUL in a key
// and any other departure from the grammar is an error naming where it is,
// as "path: reason" (the path as the files' messages write it,
// `vectors.height[2].a`), or "(file): reason at byte N" when the text is not
// JSON at all.

#include "smallfile.h"

#include <QByteArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <QStringList>

#include <optional>

namespace terrain::util {

// What a format's reader gives: the value read (only when there is no
// error), and every error and warning as "path: reason".
template <typename Value> struct ReadResult
{
    std::optional<Value> parameters; // set only when errors is empty
    QStringList errors;
    QStringList warnings;

    // What a reader made of a file: value, unless there are errors.
    static ReadResult of(Value value, QStringList errors, QStringList warnings)
    {
        ReadResult r;
        if (errors.isEmpty())
            r.parameters = std::move(value);
        r.errors = std::move(errors);
        r.warnings = std::move(warnings);
        return r;
    }
};

// The largest whole number a JSON number (an IEEE double) holds exactly.
inline constexpr qint64 kExactInteger = (qint64(1) << 53) - 1;
// A whole number as the files write it: a JSON number while a double holds
// it exactly, beyond ±2^53 a string of its digits (a seed).
QJsonValue wholeNumberJson(qint64 value);
// A whole number written as a string of digits (as wholeNumberJson writes
// it beyond ±2^53), or nothing when the text is not one.
std::optional<qint64> wholeNumberFromText(const QString &text);
// A file's root with its "format" and "version", for the fields to follow.
QJsonObject formatRoot(const QString &format, int version);

// The "format" at a file's root: empty when it names format, else the
// error ("format: missing (expected …)", "format: expected …, found …").
QString formatProblem(const QJsonObject &root, const QString &format);
// The error for a file of a version newer than newest.
QString newerVersionProblem(qint64 version, int newest);

// The first problem, or nothing when the text is strict JSON.
std::optional<QString> strictJsonProblem(const QByteArray &json);

// The root object of a file's text, read by Qt once the text is strict JSON;
// nothing with the one problem in *problem ("(file): not valid JSON at byte
// N: …", a strictJsonProblem, or "(file): expected a JSON object at the root").
std::optional<QJsonObject> strictJsonObject(const QByteArray &json, QString *problem);

// A format's reading of a file's text: the root object (strictJsonObject)
// read by fromJson(object) into a Result with `errors`, or a Result with the
// one problem of the text.
template <typename Result, typename FromJson>
Result readJsonObject(const QByteArray &json, FromJson fromJson)
{
    QString problem;
    const std::optional<QJsonObject> root = strictJsonObject(json, &problem);
    if (!root) {
        Result result;
        result.errors << problem;
        return result;
    }
    return fromJson(*root);
}

// Reads a small file of a format (readSmallFile, at most maxBytes) and
// parses it with read(bytes), a Result with `errors` and `warnings`; every
// message is prefixed with the path.
template <typename Result, typename Read>
Result readFormatFile(const QString &path, qint64 maxBytes, const QString &what, Read read)
{
    Result result;
    QString why;
    const std::optional<QByteArray> bytes = readSmallFile(path, maxBytes, what, &why);
    if (!bytes) {
        result.errors << why;
        return result;
    }
    result = read(*bytes);
    for (QString &e : result.errors)
        e.prepend(path + QStringLiteral(": "));
    for (QString &w : result.warnings)
        w.prepend(path + QStringLiteral(": "));
    return result;
}

} // namespace terrain::util
