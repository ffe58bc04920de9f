#include "exportchoice.h"

using namespace Qt::StringLiterals;

namespace terrain::cli::detail {

namespace {

// "a", "a or b", "a, b or c".
QString orList(const QStringList &items)
{
    if (items.size() < 2)
        return items.join(QString());
    return items.mid(0, items.size() - 1).join(u", "_s) + u" or "_s + items.last();
}

QStringList exportsOf(const QList<OutputRow> &rows)
{
    QStringList whats;
    for (const OutputRow &r : rows)
        if (!whats.contains(r.what))
            whats << r.what;
    return whats;
}

// The outputs option applies to, in words: the exports it applies to
// whole, then those it applies to with some suffixes only.
QString outputsTaking(const QList<OutputRow> &rows, const QString &option)
{
    QStringList whole, partly;
    for (const QString &what : exportsOf(rows)) {
        QStringList all, taking;
        for (const OutputRow &r : rows)
            if (r.what == what) {
                all << u'.' + r.suffix;
                if (r.options.contains(option))
                    taking << u'.' + r.suffix;
            }
        if (taking == all)
            whole << what;
        else if (!taking.isEmpty())
            partly << u"--export %1 %2"_s.arg(what, orList(taking));
    }
    QStringList groups;
    if (!whole.isEmpty())
        groups << u"--export "_s + orList(whole);
    groups << partly;
    return groups.join(u", or "_s);
}

} // namespace

qsizetype pickOutput(const Args &args, const QList<OutputRow> &rows)
{
    const QString out = args.value(u"-o"_s);
    const QString what = args.valueOr(u"--export"_s, rows.first().what);
    if (!exportsOf(rows).contains(what))
        usage(u"--export: expected %1, got \"%2\""_s.arg(orList(exportsOf(rows)), what));
    const QString suffix = suffixOf(out);
    qsizetype picked = -1;
    QStringList writes;
    for (qsizetype i = 0; i < rows.size(); ++i)
        if (rows[i].what == what) {
            writes << u'.' + rows[i].suffix;
            if (rows[i].suffix == suffix)
                picked = i;
        }
    if (picked < 0) {
        QString elsewhere;
        for (const OutputRow &r : rows)
            if (r.suffix == suffix && !suffix.isEmpty()) {
                elsewhere = u" (a .%1 is written by --export %2)"_s.arg(suffix, r.what);
                break;
            }
        usage(
            u"-o: --export %1 writes %2, got \"%3\"%4"_s.arg(what, orList(writes), out, elsewhere));
    }
    QStringList limited;
    for (const OutputRow &r : rows)
        for (const QString &option : r.options)
            if (!limited.contains(option))
                limited << option;
    for (const QString &option : limited)
        if (args.has(option) && !rows[picked].options.contains(option))
            usage(u"%1 applies only to %2, not to --export %3 \"%4\""_s.arg(
                option, outputsTaking(rows, option), what, out));
    return picked;
}

} // namespace terrain::cli::detail
