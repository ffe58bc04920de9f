#include "parallel.h"

#include <QThread>
#include <QThreadPool>

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <memory>
#include <mutex>

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
    const auto helpers =
        static_cast<std::ptrdiff_t>(std::min<std::size_t>(std::max(threads, 1) - 1, chunks - 1));
    if (helpers <= 0) {
        body(0, count);
        return;
    }
    // Workers, the calling thread among them, take chunks until none is
    // left. The caller never waits for a helper that has not started: the
    // pool may be full of threads that wait for this one (a parallelFor
    // inside a pool task), so once the caller has run out of chunks, a
    // helper that starts late finds the work closed and leaves at once.
    struct State
    {
        std::atomic<std::size_t> next{0};
        std::mutex mutex;
        std::condition_variable idle;
        int running = 0;
        bool closed = false;
    };
    const auto state = std::make_shared<State>();
    const auto work = [&body, count, chunk](State &st) {
        for (std::size_t b; (b = st.next.fetch_add(chunk)) < count;)
            body(b, std::min(count, b + chunk));
    };
    QThreadPool *pool = QThreadPool::globalInstance();
    for (std::ptrdiff_t i = 0; i < helpers; ++i)
        pool->start([state, work] {
            {
                const std::lock_guard lock(state->mutex);
                if (state->closed)
                    return;
                ++state->running;
            }
            work(*state);
            const std::lock_guard lock(state->mutex);
            if (--state->running == 0)
                state->idle.notify_all();
        });
    work(*state);
    std::unique_lock lock(state->mutex);
    state->closed = true;
    state->idle.wait(lock, [&] { return state->running == 0; });
}

} // namespace terrain::util
