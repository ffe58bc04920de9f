// The hand that moves every view: a left drag past the threshold reports
// its offset from the press, a press released within it is a click, Escape
// cancels a drag (the rest of it is ignored), the closed hand shows only
// while the button is down, and what the view keeps for itself (another
// button, a press with a modifier it leaves to the view) reaches the view.
#include "handdrag.h"

#include <QMouseEvent>
#include <QSignalSpy>
#include <QTest>
#include <QWidget>

using terrain::widgets::HandDrag;

namespace {

// A view that counts the presses it is given itself.
class View : public QWidget
{
public:
    int presses = 0;

protected:
    void mousePressEvent(QMouseEvent *) override { ++presses; }
};

// A move with the left button held (QTest::mouseMove sends none).
void dragTo(QWidget *w, QPoint at)
{
    QMouseEvent move(QEvent::MouseMove, QPointF(at), w->mapToGlobal(QPointF(at)), Qt::NoButton,
                     Qt::LeftButton, {});
    QApplication::sendEvent(w, &move);
}

} // namespace

class TestHandDrag : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void aDragReportsItsOffsetFromThePress()
    {
        View view;
        view.setCursor(Qt::CrossCursor);
        HandDrag hand(&view, 4);
        QSignalSpy pressed(&hand, &HandDrag::pressed), dragged(&hand, &HandDrag::dragged),
            finished(&hand, &HandDrag::finished), clicked(&hand, &HandDrag::clicked);
        QTest::mousePress(&view, Qt::LeftButton, {}, QPoint(50, 40));
        QCOMPARE(pressed.count(), 1);
        QCOMPARE(pressed.at(0).at(0).toPointF(), QPointF(50, 40));
        QCOMPARE(view.cursor().shape(), Qt::ClosedHandCursor);
        QVERIFY(hand.isPressed());
        dragTo(&view, QPoint(52, 41)); // 3 pixels: within the threshold
        QCOMPARE(dragged.count(), 0);
        dragTo(&view, QPoint(54, 40)); // 4: a drag from here on
        dragTo(&view, QPoint(51, 41)); // and back inside the threshold: still one
        QCOMPARE(dragged.count(), 2);
        QCOMPARE(dragged.at(0).at(0).toPointF(), QPointF(4, 0));
        QCOMPARE(dragged.at(1).at(0).toPointF(), QPointF(1, 1));
        QTest::mouseRelease(&view, Qt::LeftButton, {}, QPoint(51, 41));
        QCOMPARE(finished.count(), 1);
        QCOMPARE(clicked.count(), 0);
        QVERIFY(!hand.isPressed());
        QCOMPARE(view.cursor().shape(), Qt::CrossCursor); // the view's own again
        QCOMPARE(view.presses, 0);                        // the hand took the press
    }

    void aPressReleasedInPlaceIsAClick()
    {
        View view;
        HandDrag hand(&view, 3);
        QSignalSpy dragged(&hand, &HandDrag::dragged), finished(&hand, &HandDrag::finished),
            clicked(&hand, &HandDrag::clicked);
        QTest::mousePress(&view, Qt::LeftButton, {}, QPoint(20, 20));
        dragTo(&view, QPoint(21, 21));
        QTest::mouseRelease(&view, Qt::LeftButton, {}, QPoint(21, 21));
        QCOMPARE(dragged.count(), 0);
        QCOMPARE(finished.count(), 0);
        QCOMPARE(clicked.count(), 1);
        QCOMPARE(clicked.at(0).at(0).toPointF(), QPointF(21, 21));
    }

    void escapeCancelsAndTheRestIsIgnored()
    {
        View view;
        view.setFocusPolicy(Qt::StrongFocus);
        HandDrag hand(&view);
        QSignalSpy dragged(&hand, &HandDrag::dragged), finished(&hand, &HandDrag::finished),
            clicked(&hand, &HandDrag::clicked), cancelled(&hand, &HandDrag::cancelled);
        QTest::mousePress(&view, Qt::LeftButton, {}, QPoint(10, 10));
        dragTo(&view, QPoint(30, 10));
        QCOMPARE(dragged.count(), 1);
        QTest::keyClick(&view, Qt::Key_Escape);
        QCOMPARE(cancelled.count(), 1);
        QVERIFY(!hand.isPressed());
        QCOMPARE(view.cursor().shape(), Qt::ArrowCursor);
        dragTo(&view, QPoint(40, 10));
        QTest::mouseRelease(&view, Qt::LeftButton, {}, QPoint(40, 10));
        QCOMPARE(dragged.count(), 1);
        QCOMPARE(finished.count(), 0);
        QCOMPARE(clicked.count(), 0);
        // Escape without a drag is the view's.
        QTest::keyClick(&view, Qt::Key_Escape);
        QCOMPARE(cancelled.count(), 1);
    }

    void whatTheViewKeepsReachesIt()
    {
        View view;
        HandDrag hand(&view, 0, Qt::ShiftModifier);
        QSignalSpy pressed(&hand, &HandDrag::pressed);
        QTest::mousePress(&view, Qt::LeftButton, Qt::ShiftModifier, QPoint(5, 5));
        QTest::mouseRelease(&view, Qt::LeftButton, Qt::ShiftModifier, QPoint(5, 5));
        QTest::mousePress(&view, Qt::RightButton, {}, QPoint(5, 5));
        QTest::mouseRelease(&view, Qt::RightButton, {}, QPoint(5, 5));
        QCOMPARE(pressed.count(), 0);
        QCOMPARE(view.presses, 2);
        QVERIFY(!hand.isPressed());
    }
};

QTEST_MAIN(TestHandDrag)
#include "tst_handdrag.moc"
