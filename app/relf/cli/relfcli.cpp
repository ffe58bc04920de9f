// The Relf commands as terrainstudio-cli lists them.
#include "relfcli.h"

#include "cli/parameterfiles.h"
#include "relf/model/parameterfile.h"

#include <QTextStream>

using namespace Qt::StringLiterals;

namespace terrain::cli {

relf::RelfParameters loadParameters(const QString &path)
{
    if (path.isEmpty())
        return relf::RelfParameters::reference1983();
    const relf::ParameterReadResult r = relf::readParameterFile(path);
    return readOrThrow(r.parameters, r);
}

CliGenerator relfCli()
{
    CliGenerator g;
    g.formatName = QString::fromLatin1(relf::kParameterFormat);
    g.commands = commandsOf(u":/usage/relf-usage.txt"_s, {{u"sample"_s, runSample},
                                                          {u"params"_s, runParams},
                                                          {u"randomise"_s, runRandomise},
                                                          {u"randomize"_s, runRandomise},
                                                          {u"render"_s, runRender},
                                                          {u"mines"_s, runMines},
                                                          {u"streams"_s, runStreams},
                                                          {u"scatter"_s, runScatter},
                                                          {u"continent"_s, runContinent},
                                                          {u"planet"_s, runPlanet},
                                                          {u"site"_s, runSite},
                                                          {u"export"_s, runExport}});
    g.bench = benchRelf;
    return g;
}

} // namespace terrain::cli
