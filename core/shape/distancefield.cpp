#include "distancefield.h"

#include "util/parallel.h"

#include <algorithm>
#include <limits>

namespace terrain::shape {

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

void squaredDistances(std::span<const std::uint8_t> marks, int width, int height, bool wrap,
                      std::vector<std::uint32_t> &columns, int threads)
{
    const auto w = std::size_t(std::max(width, 0)), h = std::size_t(std::max(height, 0));
    if (w == 0 || h == 0 || marks.size() != w * h) {
        columns.clear();
        return;
    }
    columns.resize(w * h); // every element is written below
    if (threads <= 0)
        threads = util::idealThreads();
    const auto longest = [wrap](std::size_t n) { return int(n + (wrap ? 2 * (n / 2) : 0)); };

    // Down each column: the distance to the nearest mark above, then the
    // nearer of that and the nearest below, a row at a time (round the
    // torus, each sweep's second round goes on from where its first ended).
    constexpr std::uint32_t far = 1u << 30;
    const int rounds = wrap ? 2 : 1;
    std::vector<std::uint32_t> previous(w, far);
    for (int round = 0; round < rounds; ++round)
        for (std::size_t y = 0; y < h; ++y) {
            const std::uint8_t *mark = marks.data() + y * w;
            std::uint32_t *row = columns.data() + y * w;
            for (std::size_t x = 0; x < w; ++x)
                row[x] = previous[x] = mark[x] ? 0u : std::min(far, previous[x] + 1u);
        }
    std::fill(previous.begin(), previous.end(), far);
    for (int round = 0; round < rounds; ++round)
        for (std::size_t k = 0; k < h; ++k) {
            const std::size_t y = h - 1 - k;
            const std::uint8_t *mark = marks.data() + y * w;
            std::uint32_t *row = columns.data() + y * w;
            for (std::size_t x = 0; x < w; ++x) {
                previous[x] = mark[x] ? 0u : std::min(far, previous[x] + 1u);
                if (round == rounds - 1) {
                    const std::uint32_t d = std::min(row[x], previous[x]);
                    row[x] = d >= far ? kNoDistance : d * d;
                }
            }
        }
    // Along each row: the nearest of those, column distance included.
    util::parallelFor(h, 16, threads, [&](std::size_t b, std::size_t e) {
        Envelope envelope(longest(w));
        std::vector<std::uint32_t> in(w);
        for (std::size_t y = b; y < e; ++y) {
            const std::span<std::uint32_t> row = std::span(columns).subspan(y * w, w);
            std::copy(row.begin(), row.end(), in.begin());
            envelope.transform(in, row, wrap);
        }
    });
}

} // namespace terrain::shape
