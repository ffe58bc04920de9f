// terrainstudio-cli: the Relf terrain core on the command line. Links core only.
#include "args.h"
#include "commands.h"

#include "relf/parameterfile.h"

#include <QCoreApplication>
#include <QTextStream>

#include <cstdio>

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

relf::RelfParameters loadParameters(const QString &path)
{
    if (path.isEmpty())
        return relf::RelfParameters::reference1983();
    const relf::ParameterReadResult r = relf::readParameterFile(path);
    for (const QString &w : r.warnings)
        err() << "warning: " << w << Qt::endl;
    if (!r.parameters)
        throw CommandError(r.errors.join(u'\n').toStdString());
    return *r.parameters;
}

} // namespace terrain::cli

namespace {

const char kUsage[] = R"(usage: terrainstudio-cli COMMAND [OPTIONS]

Commands:
  sample [--params FILE] [--lake-level H] [FILE]
      Reads lines "x y" (FILE or standard input) and prints for each
      "x y height terrain feature code depth xr yr".
  params [--params FILE]
      Prints the parameter set as JSON (the built-in 1983 set by default).
  randomise --seed N [--length L] [--sines N] [-o FILE]
      A parameter set with a random sine-wave profile.
  render --region X0 Y0 W H [--scale M_PER_PX] [--params FILE] -o OUT.png
      The region (X0, Y0 its south-west corner) as an orienteering map.
  bench [--json]
      Measures height and terra over an 800 x 600 grid of integer points,
      and full map redraws.
  mines --cells I0 J0 NI NJ [--params FILE] [--level Z]
      The 16 m mine cells, northmost row first: # rock, . open, S open below
      a shaft; then each connected mine with its cells and shafts.
  export heightmap --region X0 Y0 W H --size N --format png16|raw [--params FILE] -o FILE
      N x N ground heights, first row northmost, 16 bits, with FILE.json.
  export mesh --region X0 Y0 W H --size N [--params FILE] -o FILE.obj
      The same samples as a Wavefront OBJ triangle mesh.
  export map --region X0 Y0 W H --scale M_PER_PX --format png|svg|pdf [--params FILE] -o FILE
      The region as a map picture, or a vector map (CONREC contours,
      buildings and symbols as vectors over the vegetation).
)";

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(u"terrainstudio-cli"_s);
    using namespace terrain::cli;
    QStringList args = QCoreApplication::arguments().mid(1);
    if (args.isEmpty() || args.first() == u"--help"_s || args.first() == u"-h"_s) {
        (args.isEmpty() ? err() : out()) << kUsage;
        return args.isEmpty() ? 2 : 0;
    }
    const QString command = args.takeFirst();
    try {
        if (command == u"sample"_s)
            return runSample(args);
        if (command == u"params"_s)
            return runParams(args);
        if (command == u"randomise"_s || command == u"randomize"_s)
            return runRandomise(args);
        if (command == u"render"_s)
            return runRender(args);
        if (command == u"bench"_s)
            return runBench(args);
        if (command == u"export"_s)
            return runExport(args);
        if (command == u"mines"_s)
            return runMines(args);
        err() << "terrainstudio-cli: unknown command \"" << command << "\"\n" << kUsage;
        return 2;
    } catch (const UsageError &e) {
        err() << "terrainstudio-cli " << command << ": " << e.what() << "\n(see terrainstudio-cli --help)" << Qt::endl;
        return 2;
    } catch (const CommandError &e) {
        err() << "terrainstudio-cli " << command << ": " << e.what() << Qt::endl;
        return 1;
    } catch (const std::exception &e) {
        err() << "terrainstudio-cli " << command << ": " << e.what() << Qt::endl;
        return 1;
    }
}
