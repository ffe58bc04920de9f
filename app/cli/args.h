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
    Args(const QStringList &args, const QList<std::pair<QString, int>> &spec);
    // The options as a synopsis writes them, each followed by a word for
    // each value it takes: "--region X0 Y0 W H --json -o OUT".
    Args(const QStringList &args, const QString &synopsis);
    // How most commands start: the options of the synopsis and nothing
    // else, with each of required given (as require() takes it).
    static Args options(const QStringList &args, const QString &synopsis,
                        const QStringList &required = {});

    bool has(const QString &option) const;
    QStringList values(const QString &option) const;
    QString value(const QString &option) const;
    double number(const QString &option, int index = 0) const; // finite
    qint64 integer(const QString &option, qint64 lo, qint64 hi, int index = 0) const;
    // The value, or fallback when the option is not given.
    QString valueOr(const QString &option, const QString &fallback) const;
    // Any 64-bit whole number (a seed).
    qint64 wholeNumber(const QString &option) const;
    const QStringList &positional() const { return m_positional; }
    // Refuses any argument that is not an option: unexpected argument "X".
    void noPositional() const;
    // Refuses the command line without the option that syntax starts with
    // ("-o OUT", "--region X0 Y0 W H"): "-o OUT is required".
    void require(const QString &syntax) const;
    // Refuses any option given that is not among `applies`: an option that
    // means nothing to `command` is an error, not ignored.
    void allowOnly(const QStringList &applies, const QString &command) const;

private:
    QList<std::pair<QString, QStringList>> m_options;
    QStringList m_positional;
};

double parseNumber(const QString &text, const QString &what); // throws UsageError

// Throws UsageError with message (exit code 2).
[[noreturn]] void usage(const QString &message);

// A 16-bit heightmap's file: --format png16 or raw, by default what -o's
// extension says (.raw: raw, else png16); -o must end as the format writes
// (.png, .raw). True for raw.
bool rawHeightmap(const Args &args, const QString &out);

// What follows the file name's last dot, in lower case (empty without one).
QString suffixOf(const QString &path);

// Refuses an output path whose extension is not `suffix` (without the dot,
// any case), in the words of exportChoice and rawHeightmap: "-o: FORMAT
// writes .SUFFIX, got "PATH"", format being what writes it ("--format svg",
// "render").
void requireSuffix(const QString &path, const QString &suffix, const QString &format);

} // namespace terrain::cli
