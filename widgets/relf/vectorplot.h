#pragma once
// A set of direction vectors drawn as arrows from the origin. Dragging an
// arrow's end moves it, snapping to whole numbers (the generator needs
// integers); Esc during a drag puts it back.

#include "relf/parameters.h"

#include <QWidget>

class QPainter;

namespace terrain::widgets {

class VectorPlot : public QWidget
{
    Q_OBJECT
public:
    explicit VectorPlot(QWidget *parent = nullptr);

    void setVectors(const relf::VectorSet &vectors); // no echo
    const relf::VectorSet &vectors() const { return m_vectors; }
    void setSelected(int index);
    int selected() const { return m_selected; }

    // Widget position of a vector's end, and the vector under a position.
    QPointF endPosition(const relf::DirectionVector &v) const;
    relf::DirectionVector snap(QPointF pos) const;

    QSize sizeHint() const override { return {320, 320}; }
    QSize minimumSizeHint() const override { return {200, 200}; }
    // Square: as large as the editor's width or height allows.
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int w) const override { return w; }

Q_SIGNALS:
    void vectorEdited(int index, terrain::relf::DirectionVector vector); // while dragging
    void editingFinished();
    void selectedChanged(int index);

protected:
    void paintEvent(QPaintEvent *) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    double scale() const;
    void fitRange();
    void paintLabels(QPainter &p) const;

    relf::VectorSet m_vectors;
    double m_range = 64; // half the plotted span, in vector units
    int m_selected = 0;
    int m_dragging = -1;
    relf::DirectionVector m_dragStart;
};

} // namespace terrain::widgets
