#include "args.h"

#include <cmath>
#include <limits>

using namespace Qt::StringLiterals;

namespace terrain::cli {

namespace {

// "first value", "second value", ... for a missing value's message.
QString ordinal(int n)
{
    static const char *const words[] = {"first", "second", "third",   "fourth",
                                        "fifth", "sixth",  "seventh", "eighth"};
    return n >= 1 && n <= 8 ? QLatin1StringView(words[n - 1]) + u" value"_s : u"value %1"_s.arg(n);
}

QList<std::pair<QString, int>> specOf(const QString &synopsis)
{
    QList<std::pair<QString, int>> spec;
    for (const QString &word : synopsis.split(u' ', Qt::SkipEmptyParts)) {
        if (word.startsWith(u'-'))
            spec.append({word, 0});
        else if (!spec.isEmpty())
            ++spec.last().second;
    }
    return spec;
}

} // namespace

Args::Args(const QStringList &args, const QString &synopsis)
    : Args(args, specOf(synopsis))
{
}

Args::Args(const QStringList &args, const QList<std::pair<QString, int>> &spec)
{
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &a = args[i];
        const auto it =
            std::find_if(spec.begin(), spec.end(), [&](const auto &s) { return s.first == a; });
        if (it == spec.end()) {
            bool isNumber = false;
            a.toDouble(&isNumber);
            if (a.startsWith(u'-') && a.size() > 1 && !isNumber)
                throw UsageError(("unknown option " + a.toStdString()));
            m_positional << a;
            continue;
        }
        // The values end early at the end of the line or at another option
        // ("--centre 30 -o g.png"): name the missing one, not what follows.
        int given = 0;
        while (given < it->second && i + 1 + given < args.size() &&
               std::none_of(spec.begin(), spec.end(),
                            [&](const auto &s) { return s.first == args[i + 1 + given]; }))
            ++given;
        if (given < it->second) {
            QString why = u"%1 needs %2 %3, got %4: the %5 is missing"_s.arg(a)
                              .arg(it->second)
                              .arg(it->second == 1 ? u"value"_s : u"values"_s)
                              .arg(given)
                              .arg(ordinal(given + 1));
            if (i + 1 + given < args.size())
                why += u" (%1 is an option, not a value)"_s.arg(args[i + 1 + given]);
            throw UsageError(why.toStdString());
        }
        m_options.append({a, args.mid(i + 1, it->second)});
        i += it->second;
    }
}

bool Args::has(const QString &option) const
{
    return std::any_of(m_options.begin(), m_options.end(),
                       [&](const auto &o) { return o.first == option; });
}

QStringList Args::values(const QString &option) const
{
    for (auto it = m_options.rbegin(); it != m_options.rend(); ++it)
        if (it->first == option)
            return it->second;
    return {};
}

QString Args::value(const QString &option) const
{
    return values(option).value(0);
}

QString Args::valueOr(const QString &option, const QString &fallback) const
{
    return has(option) ? value(option) : fallback;
}

qint64 Args::wholeNumber(const QString &option) const
{
    return integer(option, std::numeric_limits<qint64>::min(), std::numeric_limits<qint64>::max());
}

Args Args::options(const QStringList &args, const QString &synopsis, const QStringList &required)
{
    Args a(args, synopsis);
    a.noPositional();
    for (const QString &syntax : required)
        a.require(syntax);
    return a;
}

void Args::noPositional() const
{
    if (!m_positional.isEmpty())
        throw UsageError(u"unexpected argument \"%1\""_s.arg(m_positional.first()).toStdString());
}

void Args::require(const QString &syntax) const
{
    if (!has(syntax.section(u' ', 0, 0)))
        throw UsageError(QString(syntax + u" is required"_s).toStdString());
}

void Args::allowOnly(const QStringList &applies, const QString &command) const
{
    for (const auto &[option, values] : m_options)
        if (!applies.contains(option))
            throw UsageError(QString(option + u" does not apply to "_s + command).toStdString());
}

QString suffixOf(const QString &path)
{
    const qsizetype dot = path.lastIndexOf(u'.');
    const qsizetype slash = std::max(path.lastIndexOf(u'/'), path.lastIndexOf(u'\\'));
    return dot > slash ? path.mid(dot + 1).toLower() : QString();
}

void requireSuffix(const QString &path, const QString &suffix, const QString &format)
{
    if (suffixOf(path) != suffix.toLower())
        usage(u"-o: %1 writes .%2, got \"%3\""_s.arg(format, suffix, path));
}

void usage(const QString &message)
{
    throw UsageError(message.toStdString());
}

bool rawHeightmap(const Args &args, const QString &out)
{
    const QString suffix = suffixOf(out);
    const QString format = args.has(u"--format"_s) ? args.value(u"--format"_s)
                                                   : (suffix == u"raw"_s ? u"raw"_s : u"png16"_s);
    if (format != u"png16"_s && format != u"raw"_s)
        usage(u"--format: expected png16 or raw, got \"%1\""_s.arg(format));
    const QString wanted = format == u"raw"_s ? u"raw"_s : u"png"_s;
    if (suffix != wanted)
        usage(u"-o: --format %1 writes .%2, got \"%3\""_s.arg(format, wanted, out));
    return format == u"raw"_s;
}

double parseNumber(const QString &text, const QString &what)
{
    bool ok = false;
    const double v = text.toDouble(&ok);
    if (!ok || !std::isfinite(v))
        throw UsageError(
            QString(what + u": expected a finite number, got \""_s + text + u'"').toStdString());
    return v;
}

double Args::number(const QString &option, int index) const
{
    return parseNumber(values(option).value(index), option);
}

qint64 Args::integer(const QString &option, qint64 lo, qint64 hi, int index) const
{
    const QString text = values(option).value(index);
    bool ok = false;
    const qint64 v = text.toLongLong(&ok);
    if (!ok || v < lo || v > hi)
        throw UsageError(
            QString(
                option +
                u": expected a whole number from %1 to %2, got \"%3\""_s.arg(lo).arg(hi).arg(text))
                .toStdString());
    return v;
}

} // namespace terrain::cli
