#pragma once
// Polygon island maps on terrainstudio-cli: the `polymap` command and the
// generator's part of `bench`.

#include "cli/cliregistry.h"

namespace terrain::cli {

CliGenerator polymapCli();

// polymap [--params FILE] [--seed S] [--regions N] [--points KIND] [--island SHAPE]
//         [--view VIEW] [--size PX] [--export map|heightmap|biomes|moisture]
//         [--format png16|raw] -o OUT.(png|svg|json|geojson|raw)
int runPolymap(const QStringList &args);

// polymap_mesh_ms_25k, polymap_regen_ms_25k (every step after a change),
// polymap_drag_ms_25k (the river count dragged: the steps it changes) and
// polymap_full_ms_1m: medians of several runs on all threads.
void benchPolymap(const QString &paramsPath, QJsonObject &report, QStringList &lines);

} // namespace terrain::cli
