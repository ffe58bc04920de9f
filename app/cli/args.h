#pragma once
// A small argument reader for terrainstudio-cli. Options may take several
// values, and values may be negative numbers (which QCommandLineParser would
// take for options). Usage errors throw UsageError (exit code 2).

#include <QString>
#include <QStringList>

#include <optional>
#include <stdexcept>

namespace terrain::cli {

struct UsageError : std::runtime_error
{
    using std::runtime_error::runtime_error;
};

// A command failed for a reason outside the command line (exit code 1).
struct CommandError : std::runtime_error
{
    using std::runtime_error::runtime_error;
};

class Args
{
public:
    // spec: option name (with dashes) -> number of values it takes.
    Args(const QStringList &args, std::initializer_list<std::pair<QString, int>> spec);

    bool has(const QString &option) const;
    QStringList values(const QString &option) const;
    QString value(const QString &option) const;
    double number(const QString &option, int index = 0) const; // finite
    qint64 integer(const QString &option, qint64 lo, qint64 hi, int index = 0) const;
    const QStringList &positional() const { return m_positional; }
    // Refuses any option given that is not among `applies`: an option that
    // means nothing to `command` is an error, not ignored.
    void allowOnly(const QStringList &applies, const QString &command) const;

private:
    QList<std::pair<QString, QStringList>> m_options;
    QStringList m_positional;
};

double parseNumber(const QString &text, const QString &what); // throws UsageError

// Refuses an output path whose extension is not `suffix` (without the dot,
// any case), naming the format that writes it.
void requireSuffix(const QString &path, const QString &suffix, const QString &format);

} // namespace terrain::cli
