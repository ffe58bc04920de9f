// keepFreedMemory (core/util/freedmemory.h), as glibc reports it: a 16 MiB
// block comes from the heap, not from a mapping of its own, and once freed
// it stays with the process for the next one. Left to itself glibc maps a
// block that large and unmaps it when it is freed.
#include "util/freedmemory.h"

#include <QTest>

#include <cstdlib>
#include <cstring>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

class TestFreedMemory : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void blocksStayWithTheProcess()
    {
#if !defined(__GLIBC__)
        QSKIP("the allocator is not glibc's");
#elif defined(__SANITIZE_ADDRESS__)
        QSKIP("the address sanitizer's allocator is not glibc's");
#else
        constexpr std::size_t kBlock = 16 * 1024 * 1024;
        terrain::util::keepFreedMemory();
        const struct mallinfo2 before = mallinfo2();
        void *block = std::malloc(kBlock);
        QVERIFY(block);
        std::memset(block, 1, kBlock);
        static void *volatile seen;
        seen = block; // so that the compiler keeps the block
        const struct mallinfo2 holding = mallinfo2();
        QCOMPARE(holding.hblks, before.hblks);           // no mapping of its own
        QVERIFY(holding.arena >= before.arena + kBlock); // the heap grew instead
        std::free(seen);
        const struct mallinfo2 after = mallinfo2();
        QVERIFY(after.arena >= before.arena + kBlock); // and kept it
        QVERIFY(after.fordblks >= kBlock);
#endif
    }
};

QTEST_GUILESS_MAIN(TestFreedMemory)
#include "tst_freedmemory.moc"
