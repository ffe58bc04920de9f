#include "distancefield.h"

#include "util/parallel.h"

#include <limits>

namespace terrain::continent {

namespace {

// One line's lower envelope, with room for the longest extended line.
class Envelope
{
public:
    explicit Envelope(int length)
        : m_site(std::size_t(length))
        , m_lifted(std::size_t(length))
        , m_value(std::size_t(length))
        , m_from(std::size_t(length) + 1)
    {
    }

    // out[q] = min over p of (q - p)² + in[p], for q and p in [0, n); on a
    // torus p runs over the extended positions, q - p the shorter way.
    void transform(std::span<const std::uint32_t> in, std::span<std::uint32_t> out, bool wrap)
    {
        const int n = int(in.size());
        const int h = wrap ? n / 2 : 0; // the extension on each side
        constexpr double inf = std::numeric_limits<double>::infinity();
        int k = -1;
        for (int e = 0; e < n + 2 * h; ++e) {
            int p = e - h;
            p = p < 0 ? p + n : (p >= n ? p - n : p);
            const std::uint32_t f = in[std::size_t(p)];
            if (f == kNoDistance)
                continue;
            const double lifted = double(f) + double(e) * double(e);
            double s = -inf;
            if (k >= 0) {
                // Where the new parabola passes the rightmost kept one; those
                // it passes before their own start are hidden for good.
                for (;;) {
                    const auto at = std::size_t(k);
                    s = (lifted - m_lifted[at]) / (2.0 * double(e - m_site[at]));
                    if (s > m_from[at])
                        break;
                    --k;
                }
            }
            ++k;
            const auto at = std::size_t(k);
            m_site[at] = e;
            m_lifted[at] = lifted;
            m_value[at] = f;
            m_from[at] = s;
            m_from[at + 1] = inf;
        }
        if (k < 0) {
            std::fill(out.begin(), out.end(), kNoDistance);
            return;
        }
        std::size_t j = 0;
        for (int q = 0; q < n; ++q) {
            const int e = q + h;
            while (m_from[j + 1] < double(e))
                ++j;
            const auto d = std::int64_t(e - m_site[j]);
            out[std::size_t(q)] = std::uint32_t(d * d + std::int64_t(m_value[j]));
        }
    }

private:
    std::vector<int> m_site;      // the parabolas kept: their position,
    std::vector<double> m_lifted; // value + position²,
    std::vector<std::uint32_t> m_value;
    std::vector<double> m_from; // and where each starts to be the lowest
};

} // namespace

std::vector<std::uint32_t> squaredDistances(std::span<const std::uint8_t> marks, int width,
                                            int height, bool wrap, int threads)
{
    const auto w = std::size_t(width), h = std::size_t(height);
    std::vector<std::uint32_t> columns(w * h), result(w * h);
    if (w == 0 || h == 0 || marks.size() != w * h)
        return result;
    if (threads <= 0)
        threads = util::idealThreads();
    const auto longest = [wrap](std::size_t n) { return int(n + (wrap ? 2 * (n / 2) : 0)); };

    // Down each column: the distance to the nearest mark in the column.
    util::parallelFor(w, 16, threads, [&](std::size_t b, std::size_t e) {
        Envelope envelope(longest(h));
        std::vector<std::uint32_t> in(h), out(h);
        for (std::size_t x = b; x < e; ++x) {
            for (std::size_t y = 0; y < h; ++y)
                in[y] = marks[y * w + x] ? 0u : kNoDistance;
            envelope.transform(in, out, wrap);
            for (std::size_t y = 0; y < h; ++y)
                columns[y * w + x] = out[y];
        }
    });
    // Along each row: the nearest of those, column distance included.
    util::parallelFor(h, 16, threads, [&](std::size_t b, std::size_t e) {
        Envelope envelope(longest(w));
        for (std::size_t y = b; y < e; ++y)
            envelope.transform(std::span(columns).subspan(y * w, w),
                               std::span(result).subspan(y * w, w), wrap);
    });
    return result;
}

} // namespace terrain::continent
