#pragma once
// The hand that moves a view, as every view of the studio moves: a drag with
// the left button. The closed hand shows while the button is down; a press
// released within `threshold` pixels is a click, not a drag; Escape during a
// drag puts the view back where it was when the button went down, and the
// rest of that drag is ignored. The view keeps its other mouse handling
// (hover, other buttons, a gesture with a modifier it is told to leave to
// it): HandDrag takes only the left button's press and release, and the
// Escape of a drag, and lets every move through after reporting it.

#include <QCursor>
#include <QObject>
#include <QPointF>

class QWidget;

namespace terrain::widgets {

class HandDrag : public QObject
{
    Q_OBJECT
public:
    // Watches view (and is its child). A press with any of `leave` held is
    // left to the view.
    explicit HandDrag(QWidget *view, double threshold = 0,
                      Qt::KeyboardModifiers leave = Qt::NoModifier);

    // The button is down on the view (a drag or a click to be).
    bool isPressed() const { return m_pressed; }

Q_SIGNALS:
    void pressed(QPointF at);
    // The mouse is `offset` pixels from where the button went down, once it
    // has gone past the threshold.
    void dragged(QPointF offset);
    void finished();          // released after a drag
    void clicked(QPointF at); // released within the threshold
    void cancelled();         // Escape: the view goes back to where it was

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void end();

    QWidget *m_view;
    double m_threshold;
    Qt::KeyboardModifiers m_leave;
    bool m_pressed = false;
    bool m_moved = false;
    QPointF m_start;
    QCursor m_cursor; // the view's own, shown again when the button is up
};

} // namespace terrain::widgets
