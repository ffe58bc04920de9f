// terrainstudio-cli: every generator's commands on the command line. Links
// core only. It knows the generators only through registeredCliGenerators().
#include "args.h"
#include "cliio.h"
#include "cliregistry.h"
#include "parameterfiles.h"

#include "util/freedmemory.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QTextStream>

using namespace Qt::StringLiterals;

namespace terrain::cli {

QTextStream &err()
{
    static QTextStream s(stderr);
    return s;
}

QTextStream &out()
{
    static QTextStream s(stdout);
    return s;
}

namespace {

QList<CliGenerator> generators()
{
    return shape::withShapeSourcesAdded(registeredCliGenerators());
}

// bench [--json] [--params FILE]: every generator's measurements; --params
// goes to the generator whose format the file has. A file no generator
// measures is refused by its format before anything is measured.
int runBench(const QList<CliGenerator> &all, const QStringList &argv)
{
    const Args args = Args::options(argv, u"--json --params FILE"_s);
    const QString params = args.value(u"--params"_s);
    const QString format = params.isEmpty() ? QString() : formatOfFile(params);
    if (!params.isEmpty()) {
        QStringList measured;
        for (const CliGenerator &g : all)
            if (g.bench)
                measured << u'"' + g.formatName + u'"';
        if (!measured.contains(u'"' + format + u'"'))
            throw CommandError(
                (format.isEmpty()
                     ? u"%1: not a parameter file (no \"format\" at the root of a JSON object)"_s
                           .arg(params)
                     : u"%1: a \"%2\" file, which bench does not measure (it takes %3 files)"_s.arg(
                           params, format, measured.join(u", "_s)))
                    .toStdString());
    }
    QJsonObject report;
    QStringList lines;
    for (const CliGenerator &g : all)
        if (g.bench)
            g.bench(!params.isEmpty() && g.formatName == format ? params : QString(), report,
                    lines);
    if (args.has(u"--json"_s))
        out() << QJsonDocument(report).toJson(QJsonDocument::Compact) << Qt::endl;
    else
        out() << lines.join(u'\n') << Qt::endl;
    return 0;
}

const QString kBenchUsage =
    u"  bench [--json] [--params FILE]\n"
    u"      Measures every generator: the Relf height and terra rows over an\n"
    u"      800 x 600 grid, full map redraws, and each generator's own figures.\n"
    u"      --params FILE: a Relf, coastline, polygon-map or star-field file,\n"
    u"      measured in place of that generator's defaults (a star field's\n"
    u"      galaxy over the bench's block); any other file is refused.\n"_s;

QString usage(const QList<CliGenerator> &all)
{
    QString text = u"usage: terrainstudio-cli COMMAND [OPTIONS]\n"
                   u"       terrainstudio-cli COMMAND --help\n\nCommands:\n"_s;
    for (const CliGenerator &g : all)
        for (const CliCommand &c : g.commands)
            text += c.usage;
    text += kBenchUsage;
    text += u"\nThe manual's page on the command line (docs/cli.md, and Help > Manual in\n"
            u"the studio) says the same with examples.\n"_s;
    return text;
}

bool asksForHelp(const QStringList &args)
{
    return args.size() == 1 && (args.first() == u"--help"_s || args.first() == u"-h"_s);
}

} // namespace

} // namespace terrain::cli

int main(int argc, char *argv[])
{
    terrain::util::keepFreedMemory();
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(u"terrainstudio-cli"_s);
    using namespace terrain::cli;
    const QList<CliGenerator> all = generators();
    QStringList args = QCoreApplication::arguments().mid(1);
    if (args.isEmpty() || args.first() == u"--help"_s || args.first() == u"-h"_s) {
        (args.isEmpty() ? err() : out()) << usage(all);
        return args.isEmpty() ? 2 : 0;
    }
    const QString command = args.takeFirst();
    try {
        if (command == u"bench"_s) {
            if (asksForHelp(args)) {
                out() << kBenchUsage;
                return 0;
            }
            return runBench(all, args);
        }
        for (const CliGenerator &g : all)
            for (const CliCommand &c : g.commands)
                if (c.name == command) {
                    if (asksForHelp(args)) {
                        out() << c.usage;
                        return 0;
                    }
                    return c.run(args);
                }
        err() << "terrainstudio-cli: unknown command \"" << command << "\"\n" << usage(all);
        return 2;
    } catch (const UsageError &e) {
        err() << "terrainstudio-cli " << command << ": " << e.what()
              << "\n(see terrainstudio-cli --help)" << Qt::endl;
        return 2;
    } catch (const CommandError &e) {
        err() << "terrainstudio-cli " << command << ": " << e.what() << Qt::endl;
        return 1;
    } catch (const std::exception &e) {
        err() << "terrainstudio-cli " << command << ": " << e.what() << Qt::endl;
        return 1;
    }
}
