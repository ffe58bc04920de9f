#pragma once
// Fractal coastlines on terrainstudio-cli: the `coastline` command and the
// generator's part of `bench`.

#include "cli/cliregistry.h"

namespace terrain::cli {

CliGenerator coastlineCli();

// coastline [--size N] [--seed S] [--java-random] [--params FILE] [--step K]
//           [--export map|types|heightmap] [--format png16|raw] -o OUT
int runCoastline(const QStringList &args);

// coastline_ms_4096_1 and coastline_ms_16384_all: medians of several
// generations (fast mode, types only) on one thread and on all.
void benchCoastline(const QString &paramsPath, QJsonObject &report, QStringList &lines);

} // namespace terrain::cli
