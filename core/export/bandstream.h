#pragma once
// Output of any size in bands of rows: band k + 1 is produced (on all
// threads, by the caller's own means) while band k is written on a thread
// of its own, so that computing and writing overlap and only two bands are
// ever held. Progress is reported after each band; a cancel or a failed
// write stops the work before the next band.

#include <QString>

#include <functional>

namespace terrain::exporting {

enum class BandResult
{
    Done,
    Cancelled,
    Failed
};

struct Bands
{
    int rows = 0;     // rows in all
    int bandRows = 1; // rows a band (the last may have fewer)
};

// How many rows a band holds so that it takes about `bytes` for rows of
// `rowBytes` each: at least 1, at most `rows`.
int bandRowsFor(qint64 rowBytes, int rows, qint64 bytes = qint64(16) << 20);

// produce(slot, first, count) fills buffer `slot` (0 or 1) with rows
// [first, first + count); write(slot, first, count) writes them and returns
// false on failure. Progress runs from 0 to 1.
BandResult streamBands(const Bands &bands, const std::function<void(int, int, int)> &produce,
                       const std::function<bool(int, int, int)> &write,
                       const std::function<bool(double)> &progress = {});

} // namespace terrain::exporting
