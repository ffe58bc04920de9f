#pragma once
// Streams from ponds (seed 000, "Streams"). From a water hole the stream
// looks at the n x n neighbourhood of its current point (n = 11 in The
// Forest); while some point there is lower, it moves to the lowest one. It
// ends on reaching a lake (a LAKE point of terra) or in a hollow with no lower
// point, where it sinks into marsh.
//
// Where the seed leaves a choice open, the studio chooses:
// - Ties: of equally low points, the one nearest the current point; of
//   those, the northmost, then the westmost (the map's reading order).
// - Length: measured along the route (the sum of its straight steps). A step
//   that would take the stream past the maximum length is not taken; the
//   stream ends where it is, in marsh, and is marked as cut short.
// - A water hole in a lake, or with no lower neighbour, has no stream.

#include "relf/evaluator.h"

#include <atomic>
#include <cstdint>
#include <optional>
#include <vector>

namespace terrain::relf {

struct StreamPoint
{
    std::int64_t x = 0;
    std::int64_t y = 0;
    bool operator==(const StreamPoint &) const = default;
};

enum class StreamEnd
{
    Lake,
    Marsh
};

struct Stream
{
    std::vector<StreamPoint> points; // the source first, each point lower than the one before
    StreamEnd end = StreamEnd::Marsh;
    double length = 0.0;   // metres along the route
    bool cutShort = false; // ended by the maximum length, not by a lake or a hollow
    StreamPoint source() const { return points.front(); }
    bool operator==(const Stream &) const = default;
};

// The stream from the water hole at (x, y), if it has one.
std::optional<Stream> traceStream(const RelfEvaluator &terrain, std::int64_t x, std::int64_t y);

// Every stream whose source lies in [x0, x1] x [y0, y1], in the order of
// their sources (north to south, west to east). Returns nothing when cancel
// becomes true. threads <= 0: all cores.
std::optional<std::vector<Stream>> findStreams(const RelfEvaluator &terrain, std::int64_t x0,
                                               std::int64_t y0, std::int64_t x1, std::int64_t y1,
                                               int threads = 0,
                                               const std::atomic<bool> *cancel = nullptr);

// The integer points along a stream's route, each step one cell (every cell
// a straight line between consecutive points passes through, by rounding).
std::vector<StreamPoint> streamCells(const Stream &stream);

// The stream placements (seed 000): points along the streams found so far,
// marked STREAM where nothing else is placed, up to a cap; past the cap all
// are cleared and the scan starts again.
class StreamMarks
{
public:
    explicit StreamMarks(std::size_t cap = 300000)
        : m_cap(cap)
    {
    }
    // Marks the stream's cells. Returns false when the cap was passed: then
    // every mark has been cleared (the caller starts its scan again).
    bool add(const Stream &stream, const PlacedObjects &alreadyPlaced);
    void clear() { m_marks.clear(); }
    const PlacedObjects &marks() const { return m_marks; }
    std::size_t size() const { return m_marks.size(); }
    std::size_t cap() const { return m_cap; }

private:
    std::size_t m_cap;
    PlacedObjects m_marks;
};

} // namespace terrain::relf
