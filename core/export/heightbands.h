#pragma once
// The shared heightmap writers' band helpers (heightmapwriter.cpp), for the
// writers beside it.

#include "heightmapwriter.h"

#include <QFileDevice>

#include <vector>

namespace terrain::exporting {

// Rows [first, first + count) sampled on all threads into `heights`.
void sampleBand(const HeightRows &source, int first, int count, std::vector<double> &heights);

// Rows a band: the source's own choice, or about 16 MB of bytesPerSample
// samples.
int bandRowsOf(const HeightRows &source, qint64 bytesPerSample);

// "PATH: cannot write: why", a full disk with the numbers (ask on the
// thread that wrote, right after the failure).
QString cannotWrite(const QString &path, const QFileDevice &f, qint64 bytesNeeded = 0);

// Progress of a stage, [0, 1], as [from, from + span] of the whole.
Progress stage(const Progress &progress, double from, double span);

} // namespace terrain::exporting
