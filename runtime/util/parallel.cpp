#include "parallel.h"

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <deque>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

namespace terrain::util {

namespace {

// One pool of idealThreads() − 1 workers for the whole process, started on
// first use and joined at exit. Tasks run in the order they were queued.
class Pool
{
public:
    Pool()
    {
        const int n = std::max(0, idealThreads() - 1);
        for (int i = 0; i < n; ++i)
            m_workers.emplace_back([this] { run(); });
    }
    ~Pool()
    {
        {
            const std::lock_guard lock(m_mutex);
            m_stopping = true;
        }
        m_wake.notify_all();
        for (std::thread &t : m_workers)
            t.join();
    }
    Pool(const Pool &) = delete;
    Pool &operator=(const Pool &) = delete;

    void start(std::function<void()> task)
    {
        {
            const std::lock_guard lock(m_mutex);
            m_tasks.push_back(std::move(task));
        }
        m_wake.notify_one();
    }

private:
    void run()
    {
        for (;;) {
            std::function<void()> task;
            {
                std::unique_lock lock(m_mutex);
                m_wake.wait(lock, [this] { return m_stopping || !m_tasks.empty(); });
                if (m_tasks.empty())
                    return;
                task = std::move(m_tasks.front());
                m_tasks.pop_front();
            }
            task();
        }
    }

    std::mutex m_mutex;
    std::condition_variable m_wake;
    std::deque<std::function<void()>> m_tasks;
    bool m_stopping = false;
    std::vector<std::thread> m_workers;
};

Pool &pool()
{
    static Pool instance;
    return instance;
}

} // namespace

int idealThreads()
{
    static const int n = std::max(1, static_cast<int>(std::thread::hardware_concurrency()));
    return n;
}

void parallelFor(std::size_t count, std::size_t chunk, int threads,
                 const std::function<void(std::size_t, std::size_t)> &body)
{
    if (count == 0)
        return;
    chunk = std::max<std::size_t>(1, chunk);
    const std::size_t chunks = (count + chunk - 1) / chunk;
    // No more helpers than the pool has workers: a task queued to none
    // would wait there for ever.
    const auto helpers = static_cast<std::ptrdiff_t>(std::min<std::size_t>(
        {std::size_t(std::max(threads, 1) - 1), chunks - 1, std::size_t(idealThreads() - 1)}));
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
    for (std::ptrdiff_t i = 0; i < helpers; ++i)
        pool().start([state, work] {
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
