// Java's arithmetic, with expected values worked out by hand from the Java
// Language Specification and the Math.round contract.
#include "relf/javamath.h"
#include "testcolumns.h"

#include <QTest>

#include <limits>

using namespace terrain::relf;

class TestJavaMath : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void round_data()
    {
        terrain::testing::columns<double, qint64>({"v", "expected"});
        QTest::newRow("zero") << 0.0 << qint64(0);
        QTest::newRow("half up") << 0.5 << qint64(1);
        QTest::newRow("minus half to zero") << -0.5 << qint64(0);
        QTest::newRow("2.5") << 2.5 << qint64(3);
        QTest::newRow("-2.5") << -2.5 << qint64(-2);
        QTest::newRow("-2.51") << -2.51 << qint64(-3);
        QTest::newRow("largest below half") << 0.49999999999999994 << qint64(0);
        QTest::newRow("negative largest below half") << -0.49999999999999994 << qint64(0);
        QTest::newRow("2^52+1 stays odd") << 4503599627370497.0 << qint64(4503599627370497);
        QTest::newRow("-(2^52+1)") << -4503599627370497.0 << qint64(-4503599627370497);
        QTest::newRow("nan") << std::numeric_limits<double>::quiet_NaN() << qint64(0);
        QTest::newRow("+inf saturates")
            << std::numeric_limits<double>::infinity() << std::numeric_limits<qint64>::max();
        QTest::newRow("-inf saturates")
            << -std::numeric_limits<double>::infinity() << std::numeric_limits<qint64>::min();
        QTest::newRow("1e19 saturates") << 1e19 << std::numeric_limits<qint64>::max();
    }
    void round()
    {
        QFETCH(double, v);
        QFETCH(qint64, expected);
        QCOMPARE(java::round(v), expected);
    }

    void casts()
    {
        QCOMPARE(java::d2i(2147483648.0), std::numeric_limits<qint32>::max());
        QCOMPARE(java::d2i(-2147483649.0), std::numeric_limits<qint32>::min());
        QCOMPARE(java::d2i(-7.9), -7);
        QCOMPARE(java::d2i(std::numeric_limits<double>::quiet_NaN()), 0);
        QCOMPARE(java::d2l(-1e300), std::numeric_limits<qint64>::min());
        // (int) of a long keeps the low 32 bits: 2^32 + 5 -> 5, 2^31 -> -2^31.
        QCOMPARE(java::l2i(4294967301LL), 5);
        QCOMPARE(java::l2i(2147483648LL), std::numeric_limits<qint32>::min());
    }

    void wrappingProducts()
    {
        // 46341^2 = 2147488281 exceeds 2^31 - 1 and wraps to 2147488281 - 2^32.
        QCOMPARE(java::imulWrap(46341, 46341), qint64(-2147479015));
        QCOMPARE(java::imulWrap(46340, 46340), qint64(2147395600));
        // 65536 * 65536 = 2^32 wraps to 0.
        QCOMPARE(java::imulWrap(65536, 65536), qint64(0));
        QCOMPARE(java::iaddWrap(std::numeric_limits<qint32>::max(), 1),
                 std::numeric_limits<qint32>::min());
    }

    void absMod()
    {
        QCOMPARE(java::absMod(-27, 26), 1);
        QCOMPARE(java::absMod(51, 26), 25);
        // Java would throw here; the magnitude 2^31 is 24 mod 26.
        QCOMPARE(java::absMod(std::numeric_limits<qint32>::min(), 26), 24);
    }
};

QTEST_GUILESS_MAIN(TestJavaMath)
#include "tst_javamath.moc"
