#include "cliregistry.h"

#include <QFile>
#include <QHash>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace terrain::cli {

namespace {

// Each block of the usage file by the command it names.
QHash<QString, QString> usageBlocks(const QString &usageFile)
{
    QFile f(usageFile);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("the command-line help %s is missing from the build", qPrintable(usageFile));
    QStringList lines;
    for (const QString &line : QString::fromUtf8(f.readAll()).split(u'\n'))
        if (!line.startsWith(u'#'))
            lines << line;
    QHash<QString, QString> blocks;
    for (const QString &block : lines.join(u'\n').split(QRegularExpression(u"\\n\\s*\\n"_s))) {
        const QString text = block.section(u'\n', 0, -1, QString::SectionSkipEmpty);
        if (!text.trimmed().isEmpty())
            blocks.insert(text.trimmed().section(u' ', 0, 0), text + u'\n');
    }
    return blocks;
}

} // namespace

QList<CliCommand> commandsOf(const QString &usageFile,
                             std::initializer_list<std::pair<QString, CliRun>> commands)
{
    QHash<QString, QString> blocks = usageBlocks(usageFile);
    QList<CliCommand> out;
    for (const auto &[name, run] : commands)
        out.append({name, blocks.take(name), run});
    if (!blocks.isEmpty())
        qFatal("%s: help for \"%s\", which no command takes", qPrintable(usageFile),
               qPrintable(blocks.keys().join(u", "_s)));
    return out;
}

} // namespace terrain::cli
