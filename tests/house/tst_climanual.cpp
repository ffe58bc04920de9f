// The command line's own help and the manual's page on it (docs/cli.md)
// name the same commands with the same options, and each command's
// `--help` is its part of the whole.

#include "clirunner.h"
#include "testfiles.h"

#include <QMap>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

using Options = QMap<QString, QSet<QString>>; // command -> its options

// "export heightmap" for the export commands, the first word otherwise.
QString commandKey(const QStringList &words)
{
    if (words.size() >= 2 && words[0] == u"export"_s)
        return words[0] + u' ' + words[1];
    return words.value(0);
}

void addOptions(QSet<QString> &to, const QString &line)
{
    static const QRegularExpression option(uR"((?<![\w-])(--[a-z][a-z-]*|-o)(?![\w-]))"_s);
    for (auto it = option.globalMatch(line); it.hasNext();)
        to.insert(it.next().captured(1));
}

// --help: a command starts at two spaces; its synopsis goes on on lines
// indented further than the description (six) that start with an option.
Options fromHelp(const QString &help, QStringList *order)
{
    Options result;
    QString current;
    for (const QString &line : help.split(u'\n')) {
        const QString text = line.trimmed();
        if (text.isEmpty() || !line.startsWith(u"  "_s))
            continue; // the usage lines and the closing note start at the margin
        const qsizetype indent = line.indexOf(text.front());
        if (indent == 2) {
            current = commandKey(text.split(u' ', Qt::SkipEmptyParts));
            if (order && !order->contains(current))
                order->append(current);
            addOptions(result[current], text);
        } else if (indent > 6 && (text.startsWith(u'[') || text.startsWith(u'-'))) {
            addOptions(result[current], text);
        }
    }
    return result;
}

// The manual's synopsis: the first fenced block, a command a line starting
// with "terrainstudio-cli", continued on indented lines.
Options fromManual(const QString &page)
{
    Options result;
    const qsizetype begin = page.indexOf(u"```\n"_s);
    const qsizetype end = page.indexOf(u"```"_s, begin + 4);
    if (begin < 0 || end < 0)
        return result;
    QString current;
    for (const QString &line : page.mid(begin + 4, end - begin - 4).split(u'\n')) {
        if (line.startsWith(u"terrainstudio-cli "_s)) {
            current = commandKey(line.mid(18).split(u' ', Qt::SkipEmptyParts));
            addOptions(result[current], line);
        } else if (line.startsWith(u' ') && !current.isEmpty()) {
            addOptions(result[current], line);
        }
    }
    return result;
}

QString describe(const Options &a, const Options &b, const QString &aName, const QString &bName)
{
    QStringList problems;
    for (auto it = a.begin(); it != a.end(); ++it) {
        if (!b.contains(it.key())) {
            problems << it.key() + u": in "_s + aName + u" only"_s;
            continue;
        }
        const QSet<QString> onlyA = it.value() - b.value(it.key());
        const QSet<QString> onlyB = b.value(it.key()) - it.value();
        if (!onlyA.isEmpty())
            problems << it.key() + u": "_s + QStringList(onlyA.begin(), onlyA.end()).join(u' ') +
                            u" in "_s + aName + u" only"_s;
        if (!onlyB.isEmpty())
            problems << it.key() + u": "_s + QStringList(onlyB.begin(), onlyB.end()).join(u' ') +
                            u" in "_s + bName + u" only"_s;
    }
    for (auto it = b.begin(); it != b.end(); ++it)
        if (!a.contains(it.key()))
            problems << it.key() + u": in "_s + bName + u" only"_s;
    return problems.join(u'\n');
}

} // namespace

class TestCliManual : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void helpAndManualNameTheSameOptions()
    {
        const auto help = terrain::testing::runCli({u"--help"_s});
        QCOMPARE(help.code, 0);
        const Options fromCli = fromHelp(QString::fromUtf8(help.out), nullptr);
        const QByteArray page =
            terrain::testing::readAll(QStringLiteral(TERRAIN_SOURCE_DIR "/docs/cli.md"));
        QVERIFY(!page.isEmpty());
        const Options fromDocs = fromManual(QString::fromUtf8(page));
        // Every generator's commands are there (not an empty parse).
        for (const QString &c :
             {u"sample"_s, u"render"_s, u"export heightmap"_s, u"export map"_s, u"coastline"_s,
              u"polymap"_s, u"stars"_s, u"planet"_s, u"continent"_s, u"bench"_s})
            QVERIFY2(fromCli.contains(c) && fromDocs.contains(c), qPrintable(c));
        QVERIFY(fromCli.value(u"export heightmap"_s).contains(u"--engine"_s));
        const QString problems = describe(fromCli, fromDocs, u"--help"_s, u"docs/cli.md"_s);
        QVERIFY2(problems.isEmpty(), qPrintable(problems));
    }

    // `COMMAND --help` prints that command's part of the whole help, and
    // exits 0; every command answers it.
    void eachCommandHasItsHelp()
    {
        const QString whole = QString::fromUtf8(terrain::testing::runCli({u"--help"_s}).out);
        QStringList order;
        fromHelp(whole, &order);
        QSet<QString> words;
        for (const QString &key : order)
            words.insert(key.section(u' ', 0, 0));
        QVERIFY(words.size() >= 12);
        for (const QString &word : words) {
            const auto r = terrain::testing::runCli({word, u"--help"_s});
            QVERIFY2(r.code == 0, qPrintable(word + u": "_s + QString::fromUtf8(r.err)));
            const QString text = QString::fromUtf8(r.out);
            QVERIFY2(text.startsWith(u"  "_s + word), qPrintable(word + u": "_s + text));
            QVERIFY2(whole.contains(text), qPrintable(word));
            QVERIFY2(r.err.isEmpty(), qPrintable(word));
        }
        // -h is the same; --help after other options is an unknown option.
        QCOMPARE(terrain::testing::runCli({u"render"_s, u"-h"_s}).code, 0);
        QCOMPARE(terrain::testing::runCli({u"render"_s, u"--scale"_s, u"2"_s, u"--help"_s}).code,
                 2);
    }
};

QTEST_GUILESS_MAIN(TestCliManual)
#include "tst_climanual.moc"
