// The profile chart's edits, in the core: the raised-cosine brush and the
// periodic resampling, by hand-worked values.
#include "relf/model/profileedit.h"

#include <QTest>

using namespace terrain::relf;

class TestProfileEdit : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void brushByHand()
    {
        // Weights 1, 3/4, 1/4 at 0, ±1, ±2 entries for width 2; it wraps.
        const std::vector<std::int32_t> zeros(16, 0);
        const auto b = brushProfile(zeros, 4, 100, 2);
        QCOMPARE(b[4], 100);
        QCOMPARE(b[3], 75);
        QCOMPARE(b[5], 75);
        QCOMPARE(b[2], 25);
        QCOMPARE(b[6], 25);
        QCOMPARE(b[1], 0);
        QCOMPARE(b[7], 0);
        const auto wrapped = brushProfile(zeros, 0, 100, 1);
        QCOMPARE(wrapped[15], 50);
        QCOMPARE(wrapped[1], 50);
        // Values stay within the file's ±2^20, and bad input changes nothing.
        QCOMPARE(brushProfile(zeros, 3, 1e12, 0)[3], 1 << 20);
        QCOMPARE(brushProfile(zeros, 3, -1e300, 0)[3], -(1 << 20));
        QCOMPARE(brushProfile(zeros, NAN, 100, 2), zeros);
        QCOMPARE(brushProfile(zeros, 3, INFINITY, 2), zeros);
    }

    void resamplingByHand()
    {
        // Doubling keeps every entry and puts the rounded mean between.
        const std::vector<std::int32_t> p = {10, 20, 31, 0, 5, 5, 7, 9, 1, 2, 3, 4, 5, 6, 7, 8};
        const auto d = resampleProfile(p, 32);
        QCOMPARE(d.size(), std::size_t(32));
        for (std::size_t k = 0; k < 16; ++k)
            QCOMPARE(d[2 * k], p[k]);
        QCOMPARE(d[1], 15);
        QCOMPARE(d[31], 9); // between 8 and the wrapped 10
        // Halving keeps every other entry.
        const auto h = resampleProfile(p, 8);
        for (std::size_t k = 0; k < 8; ++k)
            QCOMPARE(h[k], p[2 * k]);
    }
};

QTEST_GUILESS_MAIN(TestProfileEdit)
#include "tst_profileedit.moc"
