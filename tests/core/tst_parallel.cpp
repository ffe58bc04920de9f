// util::parallelFor: every index once, and no deadlock when it is called
// from tasks that fill the pool it takes its helpers from.
#include "util/parallel.h"

#include <QTest>
#include <QThreadPool>

#include <atomic>
#include <vector>

class TestParallel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyIndexOnce()
    {
        for (int threads : {1, 2, 8}) {
            std::vector<std::atomic<int>> seen(10007);
            terrain::util::parallelFor(seen.size(), 64, threads, [&](std::size_t b, std::size_t e) {
                for (std::size_t i = b; i < e; ++i)
                    ++seen[i];
            });
            for (const auto &s : seen)
                QCOMPARE(s.load(), 1);
        }
    }

    // Each pool thread runs a task that calls parallelFor: the helpers it
    // queues cannot start until a task ends, so the caller must not wait
    // for them.
    void insideAFullPool()
    {
        QThreadPool *pool = QThreadPool::globalInstance();
        const int tasks = std::max(2, pool->maxThreadCount());
        std::atomic<int> finished{0};
        std::atomic<long> sum{0};
        for (int t = 0; t < tasks; ++t)
            pool->start([&] {
                terrain::util::parallelFor(1000, 10, 4, [&](std::size_t b, std::size_t e) {
                    for (std::size_t i = b; i < e; ++i)
                        sum += long(i);
                });
                ++finished;
            });
        QVERIFY(pool->waitForDone(20000));
        QCOMPARE(finished.load(), tasks);
        QCOMPARE(sum.load(), long(tasks) * 999 * 1000 / 2);
    }
};

QTEST_GUILESS_MAIN(TestParallel)
#include "tst_parallel.moc"
