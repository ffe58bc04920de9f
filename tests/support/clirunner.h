#pragma once
// Runs terrainstudio-cli (TERRAIN_CLI, defined for every test by
// tests/CMakeLists.txt) as a real process: arguments, standard input, an
// optional environment and a time limit. A crash stops the test; a command
// that outlives its limit is killed and reported as not finished, so a
// command that blocks fails its test instead of hanging it.

#include "testfiles.h"

#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>
#include <QTest>

namespace terrain::testing {

struct CliRun
{
    int code = -1;
    QByteArray out, err;
    bool finished = false; // false: killed after the time given
};

inline CliRun runCli(const QStringList &args, const QByteArray &input = {}, int seconds = 300,
                     const QProcessEnvironment &env = {})
{
    QProcess p;
    if (!env.isEmpty())
        p.setProcessEnvironment(env);
    p.start(QStringLiteral(TERRAIN_CLI), args);
    if (!p.waitForStarted())
        qFatal("cannot start terrainstudio-cli");
    p.write(input);
    p.closeWriteChannel();
    CliRun r;
    r.finished = p.waitForFinished(seconds * 1000);
    if (!r.finished) {
        p.kill();
        p.waitForFinished();
        return r;
    }
    if (p.exitStatus() != QProcess::NormalExit)
        qFatal("terrainstudio-cli crashed");
    r.code = p.exitCode();
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

// runCli with the usual limit of 300 s.
inline CliRun cli(const QStringList &args, const QByteArray &input = {},
                  const QProcessEnvironment &env = {})
{
    return runCli(args, input, 300, env);
}

// The same run with its output decoded as UTF-8, for tests that search
// the messages.
struct CliText
{
    int code = -1;
    QString out, err;
};

inline CliText runCliText(const QStringList &args, int seconds = 300)
{
    const CliRun r = runCli(args, {}, seconds);
    if (!r.finished)
        qFatal("terrainstudio-cli did not finish");
    return {r.code, QString::fromUtf8(r.out), QString::fromUtf8(r.err)};
}

// The rows of a usage-error table for a test's _data function with the
// columns args (QStringList) and message (QString). The table is a JSON
// file beside the test: {"about": ..., "cases": [{"name", "args", "error"}]};
// each case runs with args and must exit with code 2, saying error. A table
// that cannot be read, or is empty, stops the test.
inline void addUsageRows(const QString &table)
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    for (const QJsonValue &c : tableCases(table)) {
        const QJsonObject o = c.toObject();
        QStringList args;
        for (const QJsonValue &a : o.value(QStringLiteral("args")).toArray())
            args << a.toString();
        QTest::newRow(qPrintable(o.value(QStringLiteral("name")).toString()))
            << args << o.value(QStringLiteral("error")).toString();
    }
}

} // namespace terrain::testing
