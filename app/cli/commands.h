#pragma once
// The commands of terrainstudio-cli. Each takes the arguments after its name
// and returns the exit code; usage errors throw UsageError, failures
// CommandError.

#include "relf/parameters.h"

#include <QStringList>

class QTextStream;

namespace terrain::cli {

int runSample(const QStringList &args);
int runParams(const QStringList &args);
int runRandomise(const QStringList &args);
int runRender(const QStringList &args);
int runBench(const QStringList &args);
int runExport(const QStringList &args);
int runMines(const QStringList &args);

// --params FILE, or the built-in 1983 set; warnings go to stderr.
relf::RelfParameters loadParameters(const QString &path);

QTextStream &err();
QTextStream &out();

} // namespace terrain::cli
