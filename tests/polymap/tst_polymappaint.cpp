// Painting the land/water overrides: a disc sets exactly the paint cells
// whose centres lie within it, erasing everything gives back the unpainted
// set, and what is off the map or not a number changes nothing.
#include "polymap/polymappaint.h"

#include <QTest>

#include <cmath>

using namespace terrain::polymap;

class TestPolymapPaint : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void discSetsCellsWithinIt()
    {
        PolymapParameters p;
        const double x = 301.3, y = 122.8, radius = 17.0;
        QVERIFY(paintDisc(p, x, y, radius, Paint::Water));
        QCOMPARE(int(p.paint.size()), kPaintGrid * kPaintGrid);
        const double cell = kMapSize / kPaintGrid; // 4.6875
        int painted = 0;
        for (int r = 0; r < kPaintGrid; ++r)
            for (int c = 0; c < kPaintGrid; ++c) {
                const double cx = (c + 0.5) * cell, cy = (r + 0.5) * cell;
                const bool inside = std::hypot(cx - x, cy - y) <= radius;
                QCOMPARE(p.paintAt(c, r), inside ? Paint::Water : Paint::None);
                painted += inside;
            }
        // About the disc's area in cells: pi * 17² / 4.6875² ≈ 41.
        QVERIFY(painted > 30 && painted < 52);
        QVERIFY(!paintDisc(p, x, y, radius, Paint::Water)); // nothing new
        QVERIFY(paintDisc(p, x, y, radius / 2, Paint::Land));
        int column = 0, row = 0;
        QVERIFY(paintCellAt(x, y, &column, &row));
        QCOMPARE(p.paintAt(column, row), Paint::Land);
    }

    void erasingEverythingGivesTheUnpaintedSet()
    {
        const PolymapParameters plain;
        PolymapParameters p = plain;
        QVERIFY(paintDisc(p, 10, 10, 30, Paint::Land));
        QVERIFY(!(p == plain));
        QVERIFY(paintDisc(p, 10, 10, 31, Paint::None));
        QVERIFY(p.paint.empty());
        QVERIFY(p == plain);
        QVERIFY(!paintDisc(p, 10, 10, 30, Paint::None)); // erasing nothing changes nothing
    }

    void offTheMapOrNotANumberChangesNothing()
    {
        PolymapParameters p;
        QVERIFY(!paintDisc(p, NAN, 10, 5, Paint::Land));
        QVERIFY(!paintDisc(p, 10, INFINITY, 5, Paint::Land));
        QVERIFY(!paintDisc(p, 10, 10, -1, Paint::Land));
        QVERIFY(p.paint.empty());
        int c = 0, r = 0;
        QVERIFY(!paintCellAt(-0.1, 3, &c, &r));
        QVERIFY(!paintCellAt(3, kMapSize, &c, &r));
        QVERIFY(paintCellAt(kMapSize - 1e-9, 0, &c, &r));
        QCOMPARE(c, kPaintGrid - 1);
        // A disc reaching past the border paints only what is on the map.
        QVERIFY(paintDisc(p, -5, -5, 12, Paint::Water));
        QCOMPARE(p.paintAt(0, 0), Paint::Water);
    }
};

QTEST_GUILESS_MAIN(TestPolymapPaint)
#include "tst_polymappaint.moc"
