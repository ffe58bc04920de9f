#pragma once
// What every generator's file test checks the same way, written once: a
// fixture edited in one place; save, load, save giving the same bytes; a
// refused text with nothing read from it; saves that leave the old file
// whole. A test passes its format (a util::JsonFormat, or its four functions
// named in a FileFormat) and calls these inside its test functions (a failed check fails the test
// function that called it).

#include "testfiles.h"
#include "util/strictjson.h"

#include <QByteArray>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

namespace terrain::testing {

// json with its first `from` replaced by `to`; a fixture that no longer
// holds `from` stops the test at once, so no case passes by testing nothing.
inline QByteArray replacedOnce(QByteArray json, const QByteArray &from, const QByteArray &to)
{
    const qsizetype at = json.indexOf(from);
    if (at < 0)
        qFatal("fixture text not found: %s", from.constData());
    return json.replace(at, from.size(), to);
}

// A fixture's text with one edit, as a test's edited("from", "to"):
//   const terrain::testing::EditsOf edited{&referenceJson};
struct EditsOf
{
    QByteArray (*fixture)();
    QByteArray operator()(const QByteArray &from, const QByteArray &to) const
    {
        return replacedOnce(fixture(), from, to);
    }
};

// The rows of a refusal table for a test's _data function with the
// columns json (QByteArray) and error (QString). The table is a JSON file
// beside the test: {"about": ..., "cases": [{"name", "replace", "with",
// "error"}]}; each case is base with its first "replace" replaced by
// "with", refused with an error that starts with "error". A table that
// cannot be read, or is empty, stops the test.
inline void addRefusalRows(const QString &table, const QByteArray &base)
{
    for (const QJsonValue &c : tableCases(table)) {
        const QJsonObject o = c.toObject();
        QTest::newRow(qPrintable(o.value(QStringLiteral("name")).toString()))
            << replacedOnce(base, o.value(QStringLiteral("replace")).toString().toUtf8(),
                            o.value(QStringLiteral("with")).toString().toUtf8())
            << o.value(QStringLiteral("error")).toString();
    }
}

// A file format as its generator names it: the text of a value, the value
// of a text, and the same for files (atomic writes, errors led by the path).
// A util::JsonFormat is one already; the checks below take either.
template <class Value> struct FileFormat
{
    QByteArray (*write)(const Value &);
    util::ReadResult<Value> (*read)(const QByteArray &);
    bool (*writeFile)(const Value &, const QString &, QString *);
    util::ReadResult<Value> (*readFile)(const QString &);
};

// Save, load, save: no error or warning, the same value, the same bytes.
template <class Format, class Value> void checkRoundTrip(const Format &format, const Value &value)
{
    const QByteArray first = format.write(value);
    const util::ReadResult<Value> r = format.read(first);
    QVERIFY2(r.errors.isEmpty(), qPrintable(r.errors.join(u'\n')));
    QVERIFY2(r.warnings.isEmpty(), qPrintable(r.warnings.join(u'\n')));
    QVERIFY(r.parameters);
    QVERIFY(*r.parameters == value);
    QCOMPARE(format.write(*r.parameters), first);
}

// The text is refused whole (nothing read from it) with an error that
// starts with `error`.
template <class Format>
void checkRefused(const Format &format, const QByteArray &json, const QString &error)
{
    const auto r = format.read(json);
    QVERIFY(!r.parameters.has_value());
    const bool found = std::any_of(r.errors.begin(), r.errors.end(),
                                   [&](const QString &e) { return e.startsWith(error); });
    QVERIFY2(found, qPrintable(QStringLiteral("wanted \"") + error + QStringLiteral("\", got:\n") +
                               r.errors.join(u'\n')));
}

// A file written and read back is the value. Then neither a write that
// cannot happen (into a missing folder: its error names the path) nor an
// invalid value (`bad`, refused with an error containing badError, never
// written) touches it: its bytes stay, and no temporary file is left
// beside it. A file that is not there is an error, not a value.
template <class Format, class Value>
void checkSavesAreAtomic(const Format &format, const Value &good, const Value &bad,
                         const QString &badError)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("saved.json"));
    QString error;
    QVERIFY2(format.writeFile(good, path, &error), qPrintable(error));
    const util::ReadResult<Value> r = format.readFile(path);
    QVERIFY2(r.parameters && *r.parameters == good, qPrintable(r.errors.join(u'\n')));
    const QByteArray before = readAll(path);

    const QString nowhere = dir.filePath(QStringLiteral("missing/dir/x.json"));
    QVERIFY(!format.writeFile(good, nowhere, &error));
    QVERIFY2(error.contains(nowhere), qPrintable(error));
    QVERIFY(!format.writeFile(bad, path, &error));
    QVERIFY2(error.contains(badError), qPrintable(error));

    QCOMPARE(readAll(path), before);
    QCOMPARE(filesIn(dir.path()), QStringList{QStringLiteral("saved.json")});
    const util::ReadResult<Value> missing =
        format.readFile(dir.filePath(QStringLiteral("no.json")));
    QVERIFY(!missing.parameters && !missing.errors.isEmpty());
}

} // namespace terrain::testing
