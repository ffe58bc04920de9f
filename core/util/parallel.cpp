#include "parallel.h"

#include <QThread>
#include <QThreadPool>

#include <algorithm>
#include <atomic>
#include <latch>

namespace terrain::util {

int idealThreads()
{
    return std::max(1, QThread::idealThreadCount());
}

void parallelFor(std::size_t count, std::size_t chunk, int threads,
                 const std::function<void(std::size_t, std::size_t)> &body)
{
    if (count == 0)
        return;
    chunk = std::max<std::size_t>(1, chunk);
    const std::size_t chunks = (count + chunk - 1) / chunk;
    const auto helpers = static_cast<std::ptrdiff_t>(std::min<std::size_t>(std::max(threads, 1) - 1, chunks - 1));
    if (helpers <= 0) {
        body(0, count);
        return;
    }
    // Workers, the calling thread among them, take chunks until none is left.
    std::atomic<std::size_t> next{0};
    const auto work = [&] {
        for (std::size_t b; (b = next.fetch_add(chunk)) < count;)
            body(b, std::min(count, b + chunk));
    };
    std::latch done(helpers);
    QThreadPool *pool = QThreadPool::globalInstance();
    for (std::ptrdiff_t i = 0; i < helpers; ++i)
        pool->start([&] {
            work();
            done.count_down();
        });
    work();
    done.wait();
}

} // namespace terrain::util
