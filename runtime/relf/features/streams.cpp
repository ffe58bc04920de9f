#include "streams.h"

#include "relf/javamath.h"
#include "util/parallel.h"

#include <algorithm>
#include <cmath>
#include <mutex>

namespace terrain::relf {

namespace {

bool isLake(const RelfEvaluator &terrain, std::int64_t x, std::int64_t y)
{
    return terrain.terra(double(x), double(y)).terrain == TerrainKind::Lake;
}

} // namespace

std::optional<Stream> traceStream(const RelfEvaluator &terrain, std::int64_t x, std::int64_t y)
{
    const StreamRules &rules = terrain.parameters().streams;
    const int half = rules.neighbourhood / 2;
    const int n = 2 * half + 1;
    if (isLake(terrain, x, y))
        return std::nullopt;
    Stream stream;
    stream.points.push_back({x, y});
    double here = terrain.height(double(x), double(y));
    std::vector<double> row(std::size_t(n), 0.0);
    for (;;) {
        // The lowest point of the neighbourhood; ties to the nearest, then
        // the northmost, then the westmost.
        double lowest = here;
        int bestDx = 0, bestDy = 0;
        bool found = false;
        for (int dy = half; dy >= -half; --dy) {
            terrain.heightRow(double(x - half), double(y + dy), 1.0, row);
            for (int dx = -half; dx <= half; ++dx) {
                const double h = row[std::size_t(dx + half)];
                if (!(h <= lowest))
                    continue;
                if (h == lowest) {
                    if (!found)
                        continue; // not lower than here
                    const int d = dx * dx + dy * dy, bestD = bestDx * bestDx + bestDy * bestDy;
                    if (d >= bestD)
                        continue; // the earlier in reading order stays on a tie in distance
                }
                lowest = h;
                bestDx = dx;
                bestDy = dy;
                found = true;
            }
        }
        if (!found) {
            stream.end = StreamEnd::Marsh; // a hollow
            break;
        }
        const double step = std::hypot(double(bestDx), double(bestDy));
        if (stream.length + step > rules.maxLength) {
            stream.end = StreamEnd::Marsh;
            stream.cutShort = true;
            break;
        }
        x += bestDx;
        y += bestDy;
        here = lowest;
        stream.length += step;
        stream.points.push_back({x, y});
        if (isLake(terrain, x, y)) {
            stream.end = StreamEnd::Lake;
            break;
        }
    }
    if (stream.points.size() < 2)
        return std::nullopt; // no lower neighbour: a pond without a stream
    return stream;
}

std::optional<std::vector<Stream>> findStreams(const RelfEvaluator &terrain, std::int64_t x0,
                                               std::int64_t y0, std::int64_t x1, std::int64_t y1,
                                               int threads, const std::atomic<bool> *cancel)
{
    std::vector<Stream> out;
    if (x1 < x0 || y1 < y0)
        return out;
    const auto stopped = [cancel] { return cancel && cancel->load(std::memory_order_relaxed); };
    const int workers = threads <= 0 ? util::idealThreads() : threads;
    // Water holes, in bands of rows scanned side by side.
    constexpr std::int64_t kBand = 64;
    const auto bands = static_cast<std::size_t>((y1 - y0) / kBand + 1);
    std::vector<std::vector<StreamPoint>> sources(bands);
    util::parallelFor(bands, 1, workers, [&](std::size_t b, std::size_t e) {
        for (std::size_t k = b; k < e && !stopped(); ++k) {
            const std::int64_t top = y1 - std::int64_t(k) * kBand;
            const std::int64_t bottom = std::max(y0, top - kBand + 1);
            for (const Terra &t : terrain.featuresIn(x0, bottom, x1, top))
                if (t.feature == Feature::Waterhole)
                    sources[k].push_back({std::int64_t(t.x), std::int64_t(t.y)});
        }
    });
    if (stopped())
        return std::nullopt;
    std::vector<StreamPoint> all;
    for (const auto &band : sources)
        all.insert(all.end(), band.begin(), band.end());
    std::vector<std::optional<Stream>> traced(all.size());
    util::parallelFor(all.size(), 1, workers, [&](std::size_t b, std::size_t e) {
        for (std::size_t i = b; i < e && !stopped(); ++i)
            traced[i] = traceStream(terrain, all[i].x, all[i].y);
    });
    if (stopped())
        return std::nullopt;
    for (auto &s : traced)
        if (s)
            out.push_back(std::move(*s));
    return out;
}

std::vector<StreamPoint> streamCells(const Stream &stream)
{
    std::vector<StreamPoint> cells;
    if (stream.points.empty())
        return cells;
    cells.push_back(stream.points.front());
    for (std::size_t i = 1; i < stream.points.size(); ++i) {
        const StreamPoint a = stream.points[i - 1], b = stream.points[i];
        const std::int64_t dx = b.x - a.x, dy = b.y - a.y;
        const std::int64_t steps = std::max(std::abs(dx), std::abs(dy));
        for (std::int64_t k = 1; k <= steps; ++k)
            cells.push_back({a.x + java::round(double(dx * k) / double(steps)),
                             a.y + java::round(double(dy * k) / double(steps))});
    }
    return cells;
}

bool StreamMarks::add(const Stream &stream, const PlacedObjects &alreadyPlaced)
{
    for (const StreamPoint &c : streamCells(stream)) {
        const std::int32_t x = java::l2i(c.x), y = java::l2i(c.y);
        if (alreadyPlaced.atPlace(x, y) || m_marks.atPlace(x, y))
            continue;
        m_marks.place(x, y, TerrainKind::Stream);
        if (m_marks.size() > m_cap) {
            m_marks.clear();
            return false;
        }
    }
    return true;
}

} // namespace terrain::relf
