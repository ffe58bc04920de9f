#pragma once
// The continent's two designed curves in one chart (QCustomPlot): the base
// height in metres (left axis) and the Relf detail's amplitude (right axis)
// against the macro value, with the coast marked. Dragging a point moves it
// (its m between its neighbours' and its value); a double click adds a
// point, a right click removes one. Each drag is one undo step.

#include "relf/continent.h"

#include <QWidget>

class QCustomPlot;
class QMouseEvent;

namespace terrain::widgets {

class ContinentCurves : public QWidget
{
    Q_OBJECT
public:
    enum Which
    {
        Base,
        Amplitude
    };

    explicit ContinentCurves(QWidget *parent = nullptr);

    void setContinent(const relf::Continent &continent); // no echo
    QCustomPlot *plot() const { return m_plot; }
    // The pixel position of a curve's point (for tests and tools).
    QPointF pointPixel(Which which, int index) const;

Q_SIGNALS:
    void curveEdited(int which, const relf::Curve &curve, const QString &undoText);
    void editingFinished();

private:
    void redraw();
    void press(QMouseEvent *event);
    void move(QMouseEvent *event);
    void release(QMouseEvent *event);
    void doubleClick(QMouseEvent *event);
    // The point under a pixel, if any: which curve and its index.
    bool hit(QPointF pixel, Which *which, int *index) const;
    const relf::Curve &curve(Which which) const;

    relf::Continent m_continent;
    bool m_dragging = false;
    Which m_dragWhich = Base;
    int m_dragIndex = -1;
    QCustomPlot *m_plot = nullptr;
};

} // namespace terrain::widgets
