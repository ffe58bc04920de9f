#pragma once
// The Relf generator's commands of terrainstudio-cli. Each takes the
// arguments after its name and returns the exit code; usage errors throw
// UsageError, failures CommandError.

#include "cli/args.h"
#include "cli/cliio.h"
#include "cli/cliregistry.h"
#include "relf/parameters.h"

namespace terrain::cli {

int runSample(const QStringList &args);
int runParams(const QStringList &args);
int runRandomise(const QStringList &args);
int runRender(const QStringList &args);
int runExport(const QStringList &args);
class Args;
int runTiles(const Args &args); // export tiles
int runMines(const QStringList &args);
int runStreams(const QStringList &args);
int runScatter(const QStringList &args);
int runSite(const QStringList &args);
int runPlanet(const QStringList &args);
int runContinent(const QStringList &args);
void benchRelf(const QString &paramsPath, QJsonObject &report, QStringList &lines);

// --params FILE, or the built-in 1983 set; warnings go to stderr.
relf::RelfParameters loadParameters(const QString &path);

} // namespace terrain::cli
