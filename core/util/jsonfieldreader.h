#pragma once
// The field reader of every generator's file, once its text is a strict
// JSON object (strictjson.h): the format name and version at the root,
// numbers, whole numbers, true or false, a name from a list, a seed, three
// whole numbers, and unknown fields (a warning each). Every problem is
// "path: reason" in the same words for every format ("missing", "expected
// an integer from 1 to 9, found 12"); the reader collects them all, and remembers the
// top-level fields that failed so that the rules across fields
// (withRuleProblems) leave out what a failed field would only report
// again. A format's own reader derives from it for its own fields.

#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QSet>
#include <QString>
#include <QStringList>

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

namespace terrain::util {

struct JsonFieldReader
{
    QStringList errors, warnings;
    QSet<QString> failed; // top-level fields with a problem

    // "path: reason", failing field (by default the path's top-level field,
    // problemField).
    void fail(const QString &path, const QString &reason, const QString &field = {});
    // The root's "format" is format's name and its "version" one this
    // program reads; false (with the problem) when the file is not one to
    // read further.
    bool formatAndVersion(const QJsonObject &root, const QString &format, int newest);
    // A whole number from lo to hi.
    std::optional<qint64> integer(const QJsonValue &v, const QString &path, qint64 lo, qint64 hi);
    // A finite number.
    std::optional<double> number(const QJsonValue &v, const QString &path);
    // A number from lo to hi.
    std::optional<double> number(const QJsonValue &v, const QString &path, double lo, double hi);
    std::optional<bool> boolean(const QJsonValue &v, const QString &path);
    // One of names: "expected a, b or c, found \"x\"".
    std::optional<QString> name(const QJsonValue &v, const QString &path, const QStringList &names);
    // A whole number within ±2^53, or beyond it a string of digits (as the
    // writers write seeds).
    std::optional<qint64> seed(const QJsonValue &v, const QString &path);
    // Three whole numbers from lo to hi, as [a, b, c] (what names them in
    // the reason: "[a, b, c]").
    std::optional<std::array<std::int32_t, 3>> triple(const QJsonValue &v, const QString &path,
                                                      const QString &what, qint64 lo, qint64 hi);
    // A square grid written as rows: rows.size() == side strings of side
    // digits 0 to maxDigit each. The cells, row by row (0 where a row or a
    // cell is wrong); a problem a wrong row or cell, the first ten of them
    // and then how many more.
    std::vector<std::uint8_t> digitRows(const QJsonArray &rows, const QString &path,
                                        std::size_t side, int maxDigit);
    // A warning for each key of o that is not known, named prefix + key.
    void unknown(const QJsonObject &o, const QString &prefix, const QStringList &known);
};

// What a value is, for "found ...": a number, "a string", true, an array...
QString jsonValueText(const QJsonValue &v);

// The top-level field a "path: reason" problem is about: its path up to the
// first '.', '[' or ':'.
QString problemField(const QString &problem);

// A reader's errors, then the problems of the rules across fields
// (a validate()'s "field: reason") that a failed field would only report
// again left out: those of a field in `failed`, or of one whose fields in
// dependsOn (field → the fields its rules read) failed, and any already
// among the errors.
QStringList withRuleProblems(QStringList errors, const QStringList &ruleProblems,
                             const QSet<QString> &failed,
                             const QHash<QString, QStringList> &dependsOn = {});

} // namespace terrain::util
