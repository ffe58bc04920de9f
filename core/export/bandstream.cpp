#include "bandstream.h"

#include <algorithm>
#include <future>

namespace terrain::exporting {

int bandRowsFor(qint64 rowBytes, int rows, qint64 bytes)
{
    return int(std::clamp<qint64>(bytes / std::max<qint64>(1, rowBytes), 1, std::max(1, rows)));
}

BandResult streamBands(const Bands &bands, const std::function<void(int, int, int)> &produce,
                       const std::function<bool(int, int, int)> &write,
                       const std::function<bool(double)> &progress)
{
    const int step = std::max(1, bands.bandRows);
    std::future<bool> writing;
    int slot = 0;
    for (int first = 0; first < bands.rows; first += step, slot ^= 1) {
        const int count = std::min(step, bands.rows - first);
        produce(slot, first, count);
        if (writing.valid() && !writing.get())
            return BandResult::Failed;
        if (progress && !progress(double(first) / double(bands.rows)))
            return BandResult::Cancelled;
        writing = std::async(std::launch::async,
                             [&write, slot, first, count] { return write(slot, first, count); });
    }
    if (writing.valid() && !writing.get())
        return BandResult::Failed;
    if (progress && !progress(1.0))
        return BandResult::Cancelled;
    return BandResult::Done;
}

} // namespace terrain::exporting
